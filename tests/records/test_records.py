"""Records across the save folder: checked against sums worked out from ``pontoon replay``;
unfinished, corrupt and in-play sessions skipped, counted and left as they are; the cache
kept correct when files change."""

from __future__ import annotations

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

import pytest
from helpers.records_support import (
    DEFAULTS,
    EXAMPLES,
    expected_players,
    generated,
    make_folder,
    replay_result,
    stamp,
)

from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.reports.record_types import Records, Skip
from pontoon_tui.reports.records import read_records
from pontoon_tui.reports.records_cache import cache_file
from pontoon_tui.reports.stats import skipped_line
from pontoon_tui.storage.store import SessionStore


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    saves = tmp_path_factory.mktemp("records") / "saves"
    make_folder(saves, 18)
    return saves


def _snapshot(folder: Path) -> tuple[int, dict[str, tuple[bytes, int]]]:
    """The folder's modification time (any file made or removed in it changes it), and
    every file in it, hidden ones included: its bytes and modification time."""
    files = {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in folder.iterdir()}
    return folder.stat().st_mtime_ns, files


def test_the_records_are_the_sums_of_every_replay_result(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = [replay_result(path, capsys) for path in sorted(folder.glob("session-*.json"))]
    expected = expected_players(results)
    records = read_records(folder, cache=False)
    assert {row.name for row in records.players} == set(expected)
    for row in records.players:
        want = expected[row.name]
        assert (row.sessions, row.wins, row.net, row.deals) == (
            want["sessions"],
            want["wins"],
            want["net"],
            want["deals"],
        ), row.name
        assert row.per_deal == pytest.approx(want["net"] / want["deals"])
        assert (row.best, row.worst) == (max(want["nets"]), min(want["nets"]))
        assert (row.pontoons, row.five_card_tricks, row.busts) == (
            want["pontoons"],
            want["five_card_tricks"],
            want["busts"],
        ), row.name
        assert (row.deals_banked, row.banker_net) == (want["deals_banked"], want["banker_net"])
    # The generated sessions reach what the records count.
    assert sum(r["deals_banked"] for r in expected.values()) == sum(
        r["deals_played"] for r in results
    )
    for field in ("pontoons", "five_card_tricks", "busts", "wins"):
        assert sum(r[field] for r in expected.values()) > 0, field
    assert any(len(r["winners"]) > 1 for r in results)  # a shared win, counted for each
    assert any(d["cancelled"] for r in results for d in r["deals"])
    assert [row.net for row in records.players] == sorted(
        (row.net for row in records.players), reverse=True
    )


def test_every_finished_session_is_listed_newest_first(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    records = read_records(folder, cache=False)
    names = sorted(p.name for p in folder.glob("session-*.json"))
    assert [s.file for s in records.sessions] == names[::-1]
    for session in records.sessions:
        result = replay_result(folder / session.file, capsys)
        assert list(session.players) == result["players"]
        assert session.balances == result["balances"]
        assert list(session.winners) == result["winners"]
        assert session.rules.changes() == {
            k: v for k, v in result["rules"].items() if DEFAULTS[k] != v
        }
        stamp_text = session.file.removeprefix("session-").removesuffix(".json")
        assert session.date.strftime("%Y%m%d-%H%M%S") == stamp_text
    assert any(s.rules_words for s in records.sessions)
    assert records.skipped == ()


def _mixed_folder(saves: Path) -> dict[str, Path]:
    make_folder(saves, 3, first_seed=40)
    files = {
        "unfinished": saves / stamp(20),
        "not json": saves / stamp(21),
        "illegal": saves / stamp(22),
        "not utf-8": saves / stamp(23),
        "abandoned": saves / stamp(24).replace(".json", ".abandoned.json"),
        "in play": saves / stamp(25),
    }
    files["unfinished"].write_text(dump_session(generated(41, finished=False)), "utf-8")
    files["not json"].write_text('{"format": "pontoon-session/2", "players": [', "utf-8")
    illegal = json.loads((EXAMPLES / "01-worked-purchase.json").read_text("utf-8"))
    illegal["events"][2]["amount"] = 6
    files["illegal"].write_text(json.dumps(illegal), "utf-8")
    files["not utf-8"].write_bytes(b'{"format": "\xff"}')
    files["abandoned"].write_text(dump_session(generated(42, finished=False)), "utf-8")
    files["in play"].write_text(dump_session(generated(43)), "utf-8")  # finished, but held
    (saves / "notes.txt").write_text("not a session", "utf-8")
    (saves / f"{stamp(26)}.corrupt-1").write_text("kept aside before", "utf-8")
    return files


def test_unfinished_corrupt_and_in_play_sessions_are_skipped_counted_and_untouched(
    tmp_path: Path,
) -> None:
    saves = tmp_path / "saves"
    files = _mixed_folder(saves)
    lock = SessionStore(saves).lock(files["in play"])  # a running game holds it
    assert lock is not None
    try:
        before = _snapshot(saves)
        records = read_records(saves, cache_dir=tmp_path / "cache")
        again = read_records(saves, cache_dir=tmp_path / "cache")  # from the cache
        assert _snapshot(saves) == before  # nothing renamed, written, made or removed
    finally:
        lock.release()
    for found in (records, again):
        assert len(found.sessions) == 5
        assert found.count(Skip.UNFINISHED) == 2  # the abandoned one is unfinished too
        assert found.count(Skip.CORRUPT) == 3
        assert found.count(Skip.IN_PLAY) == 1
        why = {s.file: s for s in found.skipped}
        assert why[files["in play"].name].why is Skip.IN_PLAY
        assert "event 3:" in why[files["illegal"].name].reason
        # a finished session held by a game is open there, not "in play"
        assert skipped_line(found) == (
            "Skipped, and left as they are: 2 unfinished, 3 corrupt,"
            " 1 open in a game in another window; 1 set aside as corrupt (….corrupt-N)."
        )
        assert found.set_aside == (f"{stamp(26)}.corrupt-1",)
        assert why[files["not utf-8"].name].reason == "not UTF-8 text"
    released = read_records(saves, cache_dir=tmp_path / "cache")
    assert len(released.sessions) == 6 and released.count(Skip.IN_PLAY) == 0


def test_the_cache_follows_files_that_change_appear_and_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saves, cache = tmp_path / "saves", tmp_path / "cache"
    paths = make_folder(saves, 4, first_seed=60)
    cold = read_records(saves, cache_dir=cache)
    assert cache_file(saves, cache).is_file()

    # A warm read replays nothing.
    import pontoon_tui.engine.sessionfile as sessionfile

    def no_replay(text: str) -> None:
        raise AssertionError("a file was replayed")

    with monkeypatch.context() as patched:
        patched.setattr(sessionfile, "parse_session_text", no_replay)
        warm = read_records(saves, cache_dir=cache)
    assert warm == cold

    # A session file rewritten in place (same name) is read again.
    info = paths[0].stat()
    paths[0].write_text(dump_session(generated(70)), "utf-8")
    os.utime(paths[0], ns=(info.st_atime_ns, info.st_mtime_ns))  # even with the old time
    changed = read_records(saves, cache_dir=cache)
    assert changed == read_records(saves, cache=False)
    assert changed != cold
    # One gone, one new.
    paths[1].unlink()
    shutil.copy(EXAMPLES / "01-worked-purchase.json", saves / stamp(90))
    assert read_records(saves, cache_dir=cache) == read_records(saves, cache=False)
    held = json.loads(cache_file(saves, cache).read_text("utf-8"))["files"]
    assert paths[1].name not in held and stamp(90) in held


@pytest.mark.parametrize(
    "garbage",
    [
        b"\x00\xff not json",
        b"[]",
        b'{"format": "pontoon-records-cache/2", "directory": "elsewhere", "files": {}}',
        b"entries",  # an entry of the wrong shape, with the right key
    ],
)
def test_a_corrupt_cache_is_ignored_and_made_again(tmp_path: Path, garbage: bytes) -> None:
    saves, cache = tmp_path / "saves", tmp_path / "cache"
    make_folder(saves, 2, first_seed=80)
    truth = read_records(saves, cache=False)
    file = cache_file(saves, cache)
    if garbage == b"entries":
        read_records(saves, cache_dir=cache)
        data = json.loads(file.read_text("utf-8"))
        for entry in data["files"].values():
            entry.update(balances=["x"], tallies=None, players="Ann")
        file.write_text(json.dumps(data), "utf-8")
    else:
        file.parent.mkdir(parents=True)
        file.write_bytes(garbage)
    assert read_records(saves, cache_dir=cache) == truth
    assert read_records(saves, cache_dir=cache) == truth  # and the cache made again is good
    assert json.loads(file.read_text("utf-8"))["format"] == "pontoon-records-cache/2"


def test_a_cache_that_cannot_be_written_only_costs_time(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    make_folder(saves, 2, first_seed=85)
    blocked = tmp_path / "cache-is-a-file"
    blocked.write_text("", "utf-8")
    assert read_records(saves, cache_dir=blocked) == read_records(saves, cache=False)


def test_an_empty_folder_has_no_records(tmp_path: Path) -> None:
    records = read_records(tmp_path, cache_dir=tmp_path / "cache")
    assert records == Records(tmp_path, (), (), ())


def test_a_session_without_a_stamp_in_its_name_is_dated_by_its_file(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    for name in ("session-20250230-101010.json", "session-shared-by-a-friend.json"):
        shutil.copy(EXAMPLES / "01-worked-purchase.json", saves / name)
        when = 1_700_000_000 * 10**9  # 2023-11-14 22:13:20 UTC
        os.utime(saves / name, ns=(when, when))
    records = read_records(saves, cache=False)
    local = datetime.fromtimestamp(1_700_000_000)
    assert [s.date for s in records.sessions] == [local, local]
