"""What the computer's screen shows while it plays: the seat whose move is on show, that
seat's own moves (whole cards and totals on a row), and each thing said once."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session
from textual.pilot import Pilot

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.widgets.log import DealLog, latest_rows, wrap
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.said import Said, What, lines
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

pytestmark = pytest.mark.slow

LONG = 60.0  # a pause no test waits out: Space plays each computer move

SMALL = (80, 24)

LARGE = (160, 48)
LIST = (110, 44)
"""Tall, but too narrow for the felt: the table is a list with a row a hand."""

PLAYERS = ["Eve", "Ann", "Ben", "Cy"]

COMPUTERS = ["Ann", "Ben", "Cy"]

# Cy banks: Eve 2♠ 10♣ twists 7♠; Ann 7♥ J♦; Ben 6♥ 7♣ twists 9♣ and busts; Cy Q♥ 2♥.
CY_BANKS = ["2S", "7H", "6H", "QH", "10C", "JD", "7C", "2H", "7S", "9C", "KH"]

# Eve banks: Ann 10♠ 9♠, Ben 10♦ 8♦, Cy 10♥ 9♥ stand; Eve turns over Q♣ 3♦ (13).
EVE_BANKS = ["10S", "10D", "10H", "QC", "9S", "8D", "9H", "3D"]


def pane(app: PontoonApp) -> str:
    """The rows of the computer's own pane, left of the table's, as the screen shows them."""
    assert isinstance(app.screen, ComputerTurnScreen)
    rows = []
    for row in screen_text(app).splitlines()[1:]:
        if "▏" not in row:
            break
        rows.append(row.split("▏")[0].strip())
    return "\n".join(row for row in rows if row)


def title(app: PontoonApp) -> str:
    return screen_text(app).splitlines()[0]


def eve_staked(save_dir: Path) -> tuple[Session, PontoonApp]:
    """Cy banks and Eve has staked 3: the three computers' stakes come next."""
    session = stacked_session(PLAYERS, "Cy", CY_BANKS, deals=1)
    play(session, Stake("Eve", 3))
    app = make_app(session=session, save_dir=save_dir, computers=COMPUTERS, computer_pause=LONG)
    return session, app


async def space(pilot: Pilot[None]) -> None:
    await pilot.press("space")
    await pilot.pause()


def test_a_run_of_cards_stays_with_its_total_when_a_line_wraps() -> None:
    line = "Ben (computer) turns over J♠ 4♠ (14)."
    assert wrap(line, 28) == ["Ben (computer) turns over", "  J♠ 4♠ (14)."]
    assert wrap(line, 20) == ["Ben (computer) turns", "  over J♠ 4♠ (14)."]
    bust = "Ann (computer) busts with 10♠ 6♦ 9♣ (bust (25)) and pays 3."
    assert wrap(bust, 28) == [
        "Ann (computer) busts with",
        "  10♠ 6♦ 9♣ (bust (25)) and",
        "  pays 3.",
    ]
    # Too long for a row: it breaks between cards, the last card kept with its total.
    split = "Bob busts with J♠ 4♠ 9♦ (hand 2, bust (23)) and pays 4."
    assert wrap(split, 28) == ["Bob busts with J♠ 4♠", "  9♦ (hand 2, bust (23)) and", "  pays 4."]
    assert latest_rows([line], 28, 5) == ["Ben (computer) turns over", "  J♠ 4♠ (14)."]
    for text in (line, bust, split, "Deal 1: Cy (computer) banks and deals the first cards."):
        for width in (12, 20, 28, 48):
            rows = wrap(text, width)
            assert all(len(row) <= width for row in rows)
            assert " ".join(row.strip() for row in rows) == text  # nothing lost or added


def test_a_bankers_stand_and_the_settlement_are_said_once() -> None:
    told = [Said(What.STICKS, "Cy", amount=18), Said(What.SETTLED, "Cy", text="18")]
    assert lines(told) == ["Cy sticks on 18; the deal is settled."]
    soft = [Said(What.STICKS, "Cy", amount=18), Said(What.SETTLED, "Cy", text="soft 18")]
    assert lines(soft) == ["Cy sticks on soft 18; the deal is settled."]
    bust = [Said(What.TWISTS, "Cy", cards=("KH",)), Said(What.SETTLED, "Cy", text="bust (22)")]
    assert lines(bust) == ["Cy twists K♥.", "Cy ends on bust (22); the deal is settled."]


async def test_the_title_names_the_seat_whose_move_is_on_show(save_dir: Path) -> None:
    session, app = eve_staked(save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert "Ann (computer) plays" in title(app)  # Ann is about to stake
        await space(pilot)
        assert session.events[-1] == Stake("Ann", 1)
        assert "Ann (computer) has played" in title(app)  # not Ben, who plays next
        assert "Ben" not in title(app)
        assert "Ann stakes 1." in pane(app) and "Ben" not in pane(app)
        assert "Next: Ben (computer). Space plays it at once." in screen_text(app)
        await space(pilot)
        assert "Ben (computer) has played" in title(app)
        assert "Ben stakes 1." in pane(app) and "Ann" not in pane(app)


async def test_the_computers_pane_lists_only_its_own_moves(save_dir: Path) -> None:
    session = stacked_session(PLAYERS, "Eve", EVE_BANKS, deals=1)
    app = make_app(session=session, save_dir=save_dir, computers=COMPUTERS, computer_pause=LONG)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        for _ in range(6):  # three stakes, three stands
            assert isinstance(app.screen, ComputerTurnScreen)
            if session.deals[0].stage.value == "bank":
                break
            await space(pilot)
        assert session.events[-1] == Stick("Cy")
        shown = pane(app)
        assert "Eve" not in shown and "Ann" not in shown and "Ben" not in shown
        assert "Cy (computer)" in shown.splitlines()[0]
        assert "Cy stakes" in shown and "Cy sticks with 2 cards." in shown
        log = str(app.screen.query_one("#log", DealLog).render())
        assert "Eve turns over Q♣ 3♦ (13)." in log  # the table's log still says it
        await space(pilot)
        assert isinstance(app.screen, BankerTurnScreen)


async def test_a_computer_bankers_cards_stay_with_their_total(save_dir: Path) -> None:
    session = stacked_session(PLAYERS, "Cy", CY_BANKS, deals=1)
    play(session, Stake("Eve", 3), Stake("Ann", 1), Stake("Ben", 1), Twist("Eve"), Stick("Eve"))
    app = make_app(session=session, save_dir=save_dir, computers=COMPUTERS, computer_pause=LONG)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        while not session.deals[0].over:
            await space(pilot)
        text = screen_text(app)
        rows = [row[:30].strip() for row in text.splitlines()]  # the computer's pane
        assert "Cy turns over Q♥ 2♥ (12)." in rows  # cards and total on one row
        assert "Cy (computer) has played" in title(app)
        assert "Cy twists K♥." in rows
        assert "Cy ends on bust (22); the" in rows  # no stand to say twice


async def test_a_computer_bankers_stand_says_the_total_once(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10D", "9H", "9D"], deals=1)
    play(session, Stake("Bob", 2), Stick("Bob"))  # Ann, the computer, banks on 19
    app = make_app(session=session, save_dir=save_dir, computers=["Ann"], computer_pause=LONG)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.pause()
        while not session.deals[0].over:
            await space(pilot)
        text = screen_text(app)
        assert "ends on 19" not in text
        assert "Ann sticks on 19; the deal is settled." in pane(app)
        assert text.count("sticks on 19") == 2  # the computer's pane and the table's log


def table_rows(app: PontoonApp) -> list[str]:
    """The table's rows (a hand each, under its header), as the screen shows them right
    of the computer's pane, the runs of spaces between columns made one."""
    assert isinstance(app.screen, ComputerTurnScreen)
    pane = [row.split("▏", 1)[1].strip() for row in screen_text(app).splitlines() if "▏" in row]
    rows = [" ".join(row.split()) for row in pane]
    start = rows.index("Seat Bal Stake Cards") + 1
    return rows[start : rows.index("", start)]


async def test_the_deal_that_ended_shows_settled_when_the_next_follows_from_the_pack(
    save_dir: Path,
) -> None:
    # Bob, the computer, banks: Ann stands on 10♠ 9♠; Bob turns over 10♥ 7♥ and sticks on
    # 17, settling the deal. No Pontoon was made: deal 2 is dealt at once from the same
    # pack, while the computer's screen still shows deal 1, which it opened in.
    session = stacked_session(["Ann", "Bob"], "Bob", ["10S", "10H", "9S", "7H"], deals=3)
    play(session, Stake("Ann", 2), Stick("Ann"))
    app = make_app(session=session, save_dir=save_dir, computers=["Bob"], computer_pause=LONG)
    async with app.run_test(size=LIST) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ComputerTurnScreen)
        assert "Ann +0 2 ░░ ░░ done" in table_rows(app)  # her cards face down until settled
        while not session.deals[0].over:
            await space(pilot)
        assert len(session.deals) == 2 and len(session.events) == 5  # no shuffle between
        assert isinstance(app.screen, ComputerTurnScreen)
        assert "Deal 1 of 3 · Bob banks · Bob (computer) has played" in title(app)
        assert "Next: the ledger of the deal." in screen_text(app)
        rows = table_rows(app)
        # deal 1 as it was settled: Ann's cards turned over (R26), each hand's result and
        # the balances it left; not deal 1 before Bob's stand, nor deal 2's fresh hands
        assert "Bob -2 bank 10♥ 7♥ 17" in rows
        assert "Ann +2 2 10♠ 9♠ +2" in rows
        assert not any("░░" in row or "◀" in row or "done" in row for row in rows)


async def test_a_persons_key_while_the_computer_plays_is_answered(save_dir: Path) -> None:
    session, app = eve_staked(save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        await space(pilot)
        assert "Ann (computer) has played" in title(app)
        played = len(session.events)
        await pilot.press("t")  # Eve, thinking it is her turn, twists
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "✗ Not your move: Ben (computer) plays next; Space plays it at once." in text
        assert len(session.events) == played  # nothing played for her, nothing skipped
        await space(pilot)
        assert "Ben (computer) has played" in title(app)
        assert "Not your move" not in screen_text(app)  # the next step says what is next
        assert "Next: Eve. Space goes on at once." in screen_text(app)
        await pilot.press("k")  # Eve's stick, before her turn has come up
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "✗ Not your move: the computer has played; Space goes on to Eve." in text
        assert len(session.events) == played + 1


async def test_a_computer_banker_says_what_it_is_deciding_before_it_doubles(
    save_dir: Path,
) -> None:
    # H7, the computer banks for Bob: after Bob's stake the computer's screen shows, and
    # until its choice does its pane says what it is about (it was empty for seconds).
    rules = HouseRules(banker_doubles=True)
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"], rules=rules)
    app = make_app(session=session, save_dir=save_dir, computers=["Ann"], computer_pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, ComputerTurnScreen)
        text = screen_text(app)
        assert "Ann (computer), this deal" in text
        assert "Ann looks at its first card" in text and "double the deal…" in text
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        assert "double the deal…" not in text and "Ann doubles the stakes." in text
