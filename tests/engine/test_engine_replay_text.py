"""``pontoon replay FILE --text``: the hand history in words, one block per deal; the JSON
output unchanged; errors as replay's."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from pontoon_tui.cli import main

EXAMPLES = Path(__file__).parent.parent / "fixtures" / "examples"

WORKED_PURCHASE = """\
Pontoon: Ann, Bob; 1 deal; no house rules
Cut for the bank: Ann K♠, Bob 9♥: Ann cuts highest.

Deal 1 of 1: Ann banks
  Stakes: Bob 2.
  Bob: 8♥ 4♣, buys 6♦ for 3, sticks on 18; stake 5, wins 5.
  Ann (banker): 9♣ 8♦, sticks on 17.
  Transfers: Bob +5, Ann -5.
  Ann keeps the bank: no player made Pontoon. That was the last deal.

After deal 1 of 1: Ann -5, Bob +5. Winner: Bob.
"""

SPLIT_PONTOON = """\
Pontoon: Ann, Bob, Cat, Dev; 8 deals; no house rules
Cut for the bank: Ann Q♠, Bob 5♥, Cat 7♣, Dev 2♦: Ann cuts highest.

Deal 1 of 8: Ann banks
  Stakes: Bob 2, Cat 3, Dev 1.
  Bob (hand 1 of 2): A♠ (split) K♠, a split Pontoon; stake 2, wins 4.
  Bob (hand 2 of 2): A♥ (split) 4♥, twists 3♦, twists 2♣, sticks on soft 20; stake 2, wins 2.
  Cat: A♣ K♦, Pontoon; stake 3, wins 6.
  Dev: 9♦ 4♠, buys 2♠ for 2, buys A♦ for 1, twists 3♠, five-card trick (19); stake 4, wins 8.
  Ann (banker): 6♥ 9♣, twists K♣, bust (25).
  Transfers: Bob +6, Cat +6, Dev +8, Ann -20.
  Cat made Pontoon and takes the bank.

After deal 1 of 8: Ann -20, Bob +6, Cat +6, Dev +8. Unfinished.
"""

BANKER_PONTOON = """\
Pontoon: Ann, Bob, Cat; 8 deals; no house rules
Cut for the bank: Ann A♠, Bob A♥, Cat 2♣; then Ann 3♠, Bob 4♥: Bob cuts highest.

Deal 1 of 8: Bob banks
  Stakes: Cat 3, Ann 1.
  Cat: A♣ Q♣, no play: the banker has Pontoon; stake 3, loses 6.
  Ann: K♦ 5♦, no play: the banker has Pontoon; stake 1, loses 2.
  Bob (banker): A♥ J♠, Pontoon, shown at once.
  Transfers: Cat -6, Ann -2, Bob +8.
  Bob keeps the bank: the banker's Pontoon.

After deal 1 of 8: Ann -2, Bob +8, Cat -6. Unfinished.
"""

WORKED_PURCHASE_JSON = (
    '{"format": "pontoon-result/1", "players": ["Ann", "Bob"], "rules": {"stick_min": 15, '
    '"split": "rank", "max_hands": 4, "buy_fifth": true, "pontoon_pays": 2, "banker_pontoon": 2, '
    '"banker_doubles": false, "shuffle": "pontoon", "second_card": "down", "bank_rotates": 0}, '
    '"balances": '
    '{"Ann": -5, "Bob": 5}, "deals_played": 1, "banker": "Ann", "finished": true, "winners": '
    '["Bob"], "next": null, "deals": [{"number": 1, "banker": "Ann", "cancelled": false, '
    '"pontoon": false, "doubled": false, "transfers": {"Ann": -5, "Bob": 5}, "banker_hand": '
    '{"cards": ["9C", "8D"], "kind": "total", "total": 17}, "hands": [{"player": "Bob", '
    '"cards": ["8H", "4C", "6D"], "kind": "total", "total": 18, "stake": 5, "net": 5}]}]}\n'
)


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["replay", *args])
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("example", "text"),
    [
        ("01-worked-purchase", WORKED_PURCHASE),
        ("03-split-pontoon-five-card-trick-bank-change", SPLIT_PONTOON),
        ("02-banker-pontoon", BANKER_PONTOON),
    ],
    ids=["worked-purchase", "split-pontoon", "banker-pontoon"],
)
def test_the_text_tells_each_deal_hand_by_hand(
    example: str, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = EXAMPLES / f"{example}.json"
    assert _run(capsys, str(path), "--text") == (0, text, "")
    assert _run(capsys, "--text", str(path)) == (0, text, "")


def test_a_cancelled_deal_says_so_and_who_deals_again(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = _run(capsys, "--text", str(EXAMPLES / "04-cancelled-deal.json"))
    block = out.split("\n\n")[2].splitlines()
    assert block[0] == "Deal 2 of 2: Cat banks (cancelled: the pack ran out)"
    assert block[2] == "  Dev (hand 1 of 4): A♣ (split) Q♥, cancelled; stake 3."
    assert block[-2:] == ["  Every transfer is reversed.", "  Cat deals again after a shuffle."]
    assert out.split("\n\n")[3].startswith("Deal 2 of 2: Cat banks\n")  # the same number again
    assert out.endswith(
        "After deal 2 of 2: Ann -23, Bob -10, Cat +59, Dev +30, Eve -30, "
        "Fay -10, Gus -16. Winner: Cat.\n"
    )


def test_a_shared_win_and_the_house_rules_are_named(capsys: pytest.CaptureFixture[str]) -> None:
    _, shared, _ = _run(capsys, "--text", str(EXAMPLES / "05-full-session-shared-win.json"))
    assert shared.endswith(". Winners, sharing the win: Cat and Dev.\n")
    assert shared.count("\nDeal ") == 8
    last = shared.split("Deal 8 of 8")[1].split("\n\n")[0].splitlines()
    # who would have banked next, as the ledger says it
    assert last[-1] == "  Dev made Pontoon and would take the bank. That was the last deal."
    assert last[-2] == "  Transfers: Dev +2, Ann +4, Bob +1, Cat -7."  # as play goes
    _, rules, _ = _run(capsys, "--text", str(EXAMPLES / "07-house-rules-banker-doubles.json"))
    assert rules.splitlines()[0].endswith(
        "house rules: stick 16, two hands, no fifth-card buy, Pontoon pays treble, banker's "
        "Pontoon collects single, banker may double, shuffle every deal"
    )
    assert "Deal 2 of 8: Bob banks, doubled\n" in rules
    doubled = rules.split("Deal 2 of 8")[1].split("\n\n")[0].splitlines()
    assert doubled[2] == (
        "  Cat: A♥ 5♥, twists A♠, sticks on soft 17; stake 4, wins 8 (doubled deal)."
    )
    assert doubled[4] == "  Ann: 3♠ 10♥, buys J♥ for 1, bust (23); stake 2, loses 4 (doubled deal)."
    plain = rules.split("Deal 1 of 8")[1].split("\n\n")[0]
    assert "doubled" not in plain and "; stake 3, wins 3.\n" in plain


def test_the_bank_is_named_once_and_the_cut_says_who_cut_highest(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _, out, _ = _run(capsys, "--text", str(EXAMPLES / "06-eight-players-two-packs.json"))
    lines = out.splitlines()
    assert lines[1].startswith("Cut for the bank: ") and lines[1].endswith(" cuts highest.")
    assert " banks" not in lines[1]
    assert lines[3].startswith("Deal 1 of ") and " banks" in lines[3]


def test_the_json_output_is_unchanged(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "01-worked-purchase.json")
    assert _run(capsys, path) == (0, WORKED_PURCHASE_JSON, "")
    for example in sorted(EXAMPLES.glob("0*[a-z].json")):
        if example.name.endswith(".result.json"):
            continue
        _, out, _ = _run(capsys, str(example))
        want = json.loads(example.with_name(example.stem + ".result.json").read_text("utf-8"))
        assert json.loads(out) == want


def test_a_bad_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pontoon-session/2", "players": ["Ann"]}', "utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", str(bad), "--text"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1 and done.stderr.startswith(f"pontoon replay: {bad}: ")
    piped = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", "--text", "-"],
        input=(EXAMPLES / "01-worked-purchase.json").read_text("utf-8"),
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
    )
    assert (piped.returncode, piped.stdout, piped.stderr) == (0, WORKED_PURCHASE, "")


def test_the_computers_seats_are_marked_as_the_game_marks_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # The worked purchase with the computer banking (the file's ``computer`` key).
    text = (EXAMPLES / "01-worked-purchase.json").read_text("utf-8").rstrip()
    played = tmp_path / "computer.json"
    played.write_text(text[:-1] + ', "computer": ["Ann"]}\n', "utf-8")
    expected = WORKED_PURCHASE.replace(
        "Pontoon: Ann, Bob;", "Pontoon: Ann (computer), Bob;"
    ).replace("  Ann (banker):", "  Ann (computer, banker):")
    assert expected != WORKED_PURCHASE
    assert _run(capsys, "--text", str(played)) == (0, expected, "")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(played.read_bytes())))
    assert _run(capsys, "--text", "-") == (0, expected, "")
