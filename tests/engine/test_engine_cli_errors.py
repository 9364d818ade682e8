"""Bad session files through ``pontoon replay``: exit 2, nothing on stdout, one line on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers.engine_support import NAMES, cut_for, stacked_pack

from pontoon_tui.engine.cards import ONE_PACK, full_pack
from pontoon_tui.engine.events import Event, Split, Stake, Stick, Twist

ABC = ["Ann", "Bob", "Cat"]
# Bob Q J (20), Cat 10 3 (13), banker Ann 9 8 (17); then the rest of the pack: AS, 2S...
_PACK = list(stacked_pack(["QS", "10S", "9H", "JH", "3S", "8H"], 3))
_CUT = cut_for(ABC, "Ann").to_json()
_START: list[dict[str, Any]] = [
    _CUT,
    {"type": "pack", "cards": _PACK},
    {"type": "stake", "player": "Bob", "amount": 2},
    {"type": "stake", "player": "Cat", "amount": 1},
]


def _file(events: Any, players: Any = None, **extra: Any) -> bytes:
    data = {"format": "pontoon-session/1", "players": players or ABC, **extra, "events": events}
    return json.dumps(data).encode("utf-8")


def _file2(rules: Any, events: Any = ()) -> bytes:
    data = {"format": "pontoon-session/2", "players": ABC, "rules": rules, "events": list(events)}
    return json.dumps(data).encode("utf-8")


def _moves(*events: Event) -> list[dict[str, Any]]:
    return [event.to_json() for event in events]


def _replay(args: list[str], stdin: bytes | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", *args],
        input=None if stdin is None else stdin.decode("utf-8", "replace"),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )


def _assert_refused(done: subprocess.CompletedProcess[str], fragment: str) -> str:
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert done.stdout == ""
    assert "Traceback" not in done.stderr
    assert done.stderr.endswith("\n")
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr
    assert fragment in lines[0], lines[0]
    return lines[0]


def test_the_base_session_is_legal(tmp_path: Path) -> None:
    path = tmp_path / "base.json"
    path.write_bytes(_file(_START + _moves(Stick("Bob"))))
    done = _replay([str(path)])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["next"]["player"] == "Cat"


_SHORT_PACK = {"type": "pack", "cards": _PACK[:51]}
_DOUBLED_PACK = {"type": "pack", "cards": [*_PACK[:51], _PACK[0]]}

FILE_CASES: list[tuple[str, bytes, str]] = [
    ("not-json", b'{"format": "pontoon-session/1", ', "not JSON"),
    ("empty", b"", "not JSON"),
    ("not-utf8", b'{"format": "pontoon-session/1", "players": ["\xff\xfe"]}', "UTF-8"),
    ("not-an-object", b"[1, 2]", "one JSON object"),
    ("wrong-format", _file([]).replace(b"session/1", b"session/3"), "format"),
    ("no-format", json.dumps({"players": ABC}).encode(), "format"),
    ("one-player", _file([], ["Ann"]), "seats 2 to 8 players, not 1"),
    ("nine-players", _file([], [f"P{i}" for i in range(9)]), "seats 2 to 8 players, not 9"),
    ("players-not-a-list", _file([], "Ann"), "'players'"),
    ("duplicate-names", _file([], ["Ann", "Bob", "Ann"]), "two players are called 'Ann'"),
    ("empty-name", _file([], ["Ann", ""]), "cannot be empty"),
    ("name-21-chars", _file([], ["Ann", "B" * 21]), "longer than 20"),
    ("leading-space", _file([], ["Ann", " Bob"]), "starts or ends with a space"),
    ("trailing-space", _file([], ["Ann", "Bob "]), "starts or ends with a space"),
    ("control-char", _file([], ["Ann", "Bo\u0007b"]), "cannot be shown"),
    ("tab-in-name", _file([], ["Ann", "Bo\tb"]), "cannot be shown"),
    # Too long and unprintable: the message must still be one line.
    ("long-name-with-newline", _file([], ["Ann", "A" * 19 + "\n" + "B" * 5]), "cannot be shown"),
    ("name-not-text", _file([], ["Ann", 7]), "must be text"),
    ("deals-0", _file([], deals=0), "'deals'"),
    ("deals-100", _file([], deals=100), "'deals'"),
    ("deals-float", _file([], deals=2.0), "'deals'"),
    ("deals-string", _file([], deals="2"), "'deals'"),
    ("deals-true", _file([], deals=True), "'deals'"),
    ("events-not-a-list", _file({"type": "cut"}), "'events'"),
    ("rules-in-format-1", _file([], rules={}), "rules need format pontoon-session/2"),
    ("rules-null", _file2(None), "rules: must be an object"),
    ("rules-a-list", _file2([]), "rules: must be an object"),
    ("rules-unknown-key", _file2({"royal_pontoon": True}), "no house rule 'royal_pontoon'"),
    ("stick-min-17", _file2({"stick_min": 17}), "rules: stick_min must be 15 or 16"),
    ("stick-min-float", _file2({"stick_min": 16.0}), "rules: stick_min must be 15 or 16"),
    ("stick-min-string", _file2({"stick_min": "16"}), "rules: stick_min must be 15 or 16"),
    ("split-capital", _file2({"split": "Aces"}), 'rules: split must be "rank", "aces" or "none"'),
    ("max-hands-5", _file2({"max_hands": 5}), "rules: max_hands must be 4, 3 or 2"),
    ("buy-fifth-1", _file2({"buy_fifth": 1}), "rules: buy_fifth must be true or false"),
    ("pontoon-pays-true", _file2({"pontoon_pays": True}), "rules: pontoon_pays must be 2, 1 or 3"),
    ("banker-pontoon-3", _file2({"banker_pontoon": 3}), "rules: banker_pontoon must be 2 or 1"),
    ("doubles-string", _file2({"banker_doubles": "yes"}), "rules: banker_doubles must be"),
    ("shuffle-always", _file2({"shuffle": "always"}), "rules: shuffle must be"),
    ("second-card-null", _file2({"second_card": None}), "rules: second_card must be"),
]


@pytest.mark.parametrize(
    ("content", "fragment"), [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES]
)
def test_bad_file_is_refused(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "session.json"
    path.write_bytes(content)
    line = _assert_refused(_replay([str(path)]), fragment)
    assert "event " not in line


def _eight_cut() -> dict[str, Any]:
    return cut_for(NAMES, "Ann").to_json()


# (id, events, players, the failing event's position, reason)
EVENT_CASES: list[tuple[str, list[Any], list[str], int, str]] = [
    ("cut-non-card", [{"type": "cut", "cards": {**_CUT["cards"], "Bob": "1S"}}], ABC, 1, "1S"),
    ("cut-lower-case", [{"type": "cut", "cards": {**_CUT["cards"], "Bob": "kh"}}], ABC, 1, "kh"),
    ("cut-not-a-string", [{"type": "cut", "cards": {**_CUT["cards"], "Bob": 10}}], ABC, 1, "card"),
    ("cut-missing-player", [{"type": "cut", "cards": {"Ann": "AS"}}], ABC, 1, "one card for each"),
    ("pack-before-cut", [{"type": "pack", "cards": _PACK}], ABC, 1, "cut for the bank"),
    ("pack-non-card", [_CUT, {"type": "pack", "cards": [*_PACK[:51], "ZZ"]}], ABC, 2, "ZZ"),
    ("pack-51-cards", [_CUT, _SHORT_PACK], ABC, 2, "51 cards, not 52"),
    ("pack-duplicate", [_CUT, _DOUBLED_PACK], ABC, 2, "twice, not once"),
    (
        "eight-players-pack-of-52",
        [_eight_cut(), {"type": "pack", "cards": list(ONE_PACK)}],
        list(NAMES),
        2,
        "52 cards, not 104",
    ),
    ("stake-wrong-player", [*_START[:2], Stake("Cat", 1).to_json()], ABC, 3, "Bob's turn"),
    ("stake-banker", [*_START[:2], Stake("Ann", 1).to_json()], ABC, 3, "Ann is the banker"),
    ("stake-6", [*_START[:2], Stake("Bob", 6).to_json()], ABC, 3, "not 6"),
    ("stake-0", [*_START[:2], Stake("Bob", 0).to_json()], ABC, 3, "not 0"),
    (
        "stake-float",
        [*_START[:2], {"type": "stake", "player": "Bob", "amount": 2.0}],
        ABC,
        3,
        "'amount'",
    ),
    (
        "stake-string",
        [*_START[:2], {"type": "stake", "player": "Bob", "amount": "2"}],
        ABC,
        3,
        "'amount'",
    ),
    (
        "stake-true",
        [*_START[:2], {"type": "stake", "player": "Bob", "amount": True}],
        ABC,
        3,
        "'amount'",
    ),
    ("stake-no-player", [*_START[:2], {"type": "stake", "amount": 2}], ABC, 3, "'player'"),
    ("unknown-player", [*_START[:2], Stake("Zed", 2).to_json()], ABC, 3, "'Zed'"),
    ("unknown-type", [*_START[:2], {"type": "double", "player": "Bob"}], ABC, 3, "'double'"),
    ("no-type", [*_START[:2], {"player": "Bob"}], ABC, 3, "'type'"),
    (
        "double-in-format-1",
        [*_START, {"type": "double", "player": "Ann", "double": True}],
        ABC,
        5,
        "do not let the banker double",
    ),
    (
        "double-not-a-boolean",
        [*_START, {"type": "double", "player": "Ann", "double": 1}],
        ABC,
        5,
        "'double' must be true or false",
    ),
    ("event-not-an-object", [*_START[:2], 5], ABC, 3, "JSON object"),
    ("twist-before-stakes", [*_START[:3], Twist("Bob").to_json()], ABC, 4, "Cat is to stake"),
    ("play-wrong-player", [*_START, Stick("Cat").to_json()], ABC, 5, "Bob's turn, not Cat's"),
    ("split-queen-jack", [*_START, Split("Bob").to_json()], ABC, 5, "cannot split Q♠ and J♥"),
    (
        "buy-above-bounds",
        [*_START, {"type": "buy", "player": "Bob", "amount": 5}],
        ABC,
        5,
        "2 to 4",
    ),
    (
        "buy-below-bounds",
        [*_START, {"type": "buy", "player": "Bob", "amount": 1}],
        ABC,
        5,
        "2 to 4",
    ),
    (
        "stick-on-13",
        [*_START, *_moves(Stick("Bob"), Stick("Cat"))],
        ABC,
        6,
        "Cat cannot stick on 13: sticking needs 15",
    ),
    (
        "buy-after-twist",
        [
            *_START,
            *_moves(Stick("Bob"), Twist("Cat")),
            {"type": "buy", "player": "Cat", "amount": 1},
        ],
        ABC,
        7,
        "cannot buy after twisting",
    ),
    (
        # Cat 10 3 then A, 2: 16, sticks; then the banker tries to split.
        "banker-split",
        [*_START, *_moves(Stick("Bob"), Twist("Cat"), Twist("Cat"), Stick("Cat"), Split("Ann"))],
        ABC,
        9,
        "the banker cannot split",
    ),
]


@pytest.mark.parametrize(
    ("events", "players", "position", "reason"),
    [c[1:] for c in EVENT_CASES],
    ids=[c[0] for c in EVENT_CASES],
)
def test_bad_event_is_refused_with_its_position(
    tmp_path: Path, events: list[Any], players: list[str], position: int, reason: str
) -> None:
    path = tmp_path / "session.json"
    path.write_bytes(_file(events, players))
    line = _assert_refused(_replay([str(path)]), f"event {position}: ")
    assert reason in line


def test_event_after_the_session_is_over(tmp_path: Path) -> None:
    over = [*_START, *_moves(Stick("Bob"), Twist("Cat"), Twist("Cat"), Stick("Cat"), Stick("Ann"))]
    path = tmp_path / "over.json"
    path.write_bytes(_file(over, deals=1))
    done = _replay([str(path)])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["finished"] is True
    path.write_bytes(_file([*over, Stake("Bob", 1).to_json()], deals=1))
    _assert_refused(_replay([str(path)]), "event 10: the session is over")


def test_eight_players_accept_two_packs(tmp_path: Path) -> None:
    path = tmp_path / "eight.json"
    path.write_bytes(_file([_eight_cut(), {"type": "pack", "cards": full_pack(8)}], list(NAMES)))
    done = _replay([str(path)])
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["next"]["type"] == "stake"


def test_missing_file(tmp_path: Path) -> None:
    _assert_refused(_replay([str(tmp_path / "nowhere.json")]), "nowhere.json")


def test_a_directory_is_not_a_file(tmp_path: Path) -> None:
    _assert_refused(_replay([str(tmp_path)]), "cannot read")


def test_standard_input(tmp_path: Path) -> None:
    done = _replay(["-"], _file(_START))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["next"]["player"] == "Bob"
    _assert_refused(_replay(["-"], _file([*_START, Split("Bob").to_json()])), "event 5: ")
    _assert_refused(_replay(["-"], b"nonsense"), "not JSON")


def test_standard_input_that_is_not_utf8() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", "-"],
        input=b'{"format": "\xff"}',
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 2
    assert done.stdout == b""
    assert len(done.stderr.splitlines()) == 1
    assert b"Traceback" not in done.stderr


def test_a_file_name_with_a_newline_keeps_the_error_on_one_line(tmp_path: Path) -> None:
    path = tmp_path / "two\nlines.json"
    path.write_bytes(b"{")
    line = _assert_refused(_replay([str(path)]), "not JSON")
    assert "two\\nlines.json" in line


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + _file(_START))
    done = _replay([str(path)])
    assert done.returncode == 0, done.stderr
    nxt = json.loads(done.stdout)["next"]
    assert (nxt["player"], nxt["moves"], nxt["buy_min"], nxt["buy_max"]) == (
        "Bob",
        ["buy", "twist", "stick"],
        2,
        4,
    )
