"""A layout that uses the screen: balances on every screen of a deal, panes and a log that
grow with the terminal, the ledger's history in view at 80x24, computer turns that can be
followed, and a hand that ends the same way however it ends."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from helpers.app_driver import screen_text, settle
from helpers.app_stack import play, stacked_session
from textual.widgets import Static

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.banker_pontoon import BankerPontoonScreen
from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.engine.events import Double, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

pytestmark = pytest.mark.slow

SMALL = (80, 24)
# Bob 10♠ 6♥ twists K♦ and busts (-2); Cat 10♥ 6♣ twists K♥ and busts (-3): every hand is
# bust, the banker takes no turn, and deal 2 follows at once from the same pack.
BOTH_BUST = ["10S", "10H", "5C", "6H", "6C", "9D", "KD", "KH"]
# Bob 10♠ 9♥ (19), Cat 10♥ 7♣ (17), the banker Ann 10♦ 9♦ (19).
TIE = ["10S", "10H", "10D", "9H", "7C", "9D"]
# Bob 8♠ 8♥ splits (3♦ and 2♦ dealt on), Cat 10♠ 7♥, Ann 9♣ 7♣; 9♦ and 10♦ for Bob.
SPLIT = ["8S", "10S", "9C", "8H", "7H", "7C", "3D", "2D", "9D", "10D", "2S"]


def lines_of(app: PontoonApp) -> list[str]:
    return screen_text(app).splitlines()


async def test_balances_show_while_staking_and_the_ledger_history_fits_80_by_24(
    save_dir: Path,
) -> None:
    players = ["Ann Marie", "Bob", "Cat"]
    session = stacked_session(players, "Ann Marie", BOTH_BUST)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Twist("Bob"), Twist("Cat"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)  # deal 1's, shown again on resuming
        shown = lines_of(app)
        enter = next(i for i, line in enumerate(shown) if "Press Enter" in line)
        history = next(i for i, line in enumerate(shown) if "History" in line)
        assert history < enter
        header = shown[history + 1]
        assert "Deal" in header and "Ann Marie" in header  # one line, the name whole
        assert shown[history + 2].split()[0] == "1"  # the deal's row straight under it
        balance_row = next(line for line in shown[history:enter] if "Balance" in line)
        assert balance_row.split()[1:] == ["+5", "-2", "-3"]
        await pilot.press("enter")
        await settle(pilot, app, StakeScreen)
        table = [line.split("▏", 1)[1].split() for line in lines_of(app) if "▏" in line]
        rows = {cells[0]: " ".join(cells) for cells in table if cells}
        assert "Bal" in rows["Seat"]  # the balance column, headed Bal at 80x24
        assert "+5" in rows["Ann"] and "-2" in rows["Bob"] and "-3" in rows["Cat"]


async def test_at_120_by_40_the_panes_grow_the_table_is_a_felt_and_the_log_shows_the_latest(
    save_dir: Path,
) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT)
    play(
        session,
        Stake("Bob", 2),
        Stake("Cat", 3),
        Split("Bob"),
        Twist("Bob"),
        Stick("Bob"),
        Twist("Bob"),
        Stick("Bob"),
        Stick("Cat"),
    )
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot, app, BankerTurnScreen)
        await pilot.pause()
        text = screen_text(app)
        said = app.screen.log_lines(session.deals[0].messages)
        assert len(said) > 5
        for line in said[-4:]:
            assert line in text
        assert "the pack" in text  # the seats round the felt
        assert app.screen.query_one("#own").size.width > 34


async def test_sticking_ends_the_turn_with_the_same_review_and_enter_then_passes_on(
    save_dir: Path,
) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE)
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app, PlayerTurnScreen)
        footer = lines_of(app)[-1]
        assert "Stick" in footer and "Pass on" not in footer  # Enter cannot pass on yet
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        text = screen_text(app)
        assert "Your hand is finished: you stick on 19." in text
        assert "Your turn is over: press Enter and pass the device on." in text
        assert "Pass on" in lines_of(app)[-1]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)
        assert app.screen.player == "Cat"


async def test_the_ledger_says_why_a_tie_lost(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = screen_text(app)
        assert "Bob: 19 against the banker's 19: ties go to the banker." in text
        assert "Cat:" not in text  # 17 against 19 needs no explaining


async def test_the_bankers_pontoon_says_which_deal_of_how_many(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ["5S", "9S", "AH", "6S", "9H", "KD"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("y", "2", "y", "4")
        await settle(pilot, app, BankerPontoonScreen)
        assert "Deal 1 of 8 · Ann banks · Ann has Pontoon" in lines_of(app)[0]


async def test_a_computer_bankers_last_move_stays_long_enough_to_read(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10D", "9H", "9D"])
    play(session, Stake("Bob", 2), Stick("Bob"))  # Ann, the computer, plays next
    pause = 0.3
    app = make_app(session=session, save_dir=save_dir, computers=["Ann"], computer_pause=pause)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app, ComputerTurnScreen)
        settled_at = None
        while not isinstance(app.screen, LedgerScreen):
            if settled_at is None and "sticks on 19;" in screen_text(app):
                settled_at = time.monotonic()
            await pilot.pause(0.02)
        await pilot.pause()
        assert settled_at is not None
        # The stand and the settlement, said in one sentence ("... sticks on 19; the deal
        # is settled."): still two pauses to read what happened, not one.
        assert time.monotonic() - settled_at >= 1.6 * pause
        log = str(app.screen.query_one("#deal-log", Static).render())
        assert "Ann (computer) sticks on 19; the deal is settled." in log  # kept for the ledger


async def test_space_still_hurries_the_computer(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10D", "9H", "9D"])
    play(session, Stake("Bob", 2), Stick("Bob"))
    app = make_app(session=session, save_dir=save_dir, computers=["Ann"], computer_pause=30)
    async with app.run_test(size=SMALL) as pilot:
        await settle(pilot, app, ComputerTurnScreen)
        for _ in range(10):
            if isinstance(app.screen, LedgerScreen):
                break
            await pilot.press("space")
            await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)


async def test_at_80_by_24_a_full_table_still_shows_the_newest_line_of_its_log(
    save_dir: Path,
) -> None:
    names = ["Alexandrina", "Bartholomew", "Cat", "Dan", "Eve", "Flo", "Gus", "Hugh"]
    top = ["10S", "9S", "8S", "7S", "6S", "5S", "4S", "QD", "2C", "3C", "4C", "5C", "6C"]
    rules = HouseRules(banker_doubles=True, stick_min=16)  # two lines of house rules
    session = stacked_session(names, "Hugh", top, rules=rules)
    play(session, *(Stake(name, 1) for name in names[:-1]), Double("Hugh", True))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert "Hugh doubles the stakes." in screen_text(app)


async def test_at_80_by_24_the_final_choices_each_keep_to_a_line(save_dir: Path) -> None:
    names = ["Alexandrina", "Bartholomew", "Cat"]
    session = stacked_session(names, "Alexandrina", TIE, deals=1)
    play(session, Stake("Bartholomew", 2), Stake("Cat", 3), Stick("Bartholomew"), Stick("Cat"))
    play(session, Stick("Alexandrina"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SMALL) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        lines = [line.strip() for line in screen_text(app).splitlines()]
        assert "r: rematch (the same seats: Alexandrina, Bartholomew, Cat; 1 deal)" in lines
        assert "n: new session · Ctrl+O: records · q: quit" in lines


EIGHT = ["Alexandra Long", "Bartholomew Jones", "Catherine Zeta", "Dominic Oldfield",
         "Eve", "Francesca Ruiz", "Gus", "Hal Hallworth"]  # fmt: skip


def first_ledger(names: list[str]) -> Session:
    """A table with these names, its first deal settled (every hand twisted to the end,
    the last player banking and sticking)."""
    session = stacked_session(names, names[-1])
    play(session, *(Stake(name, 1) for name in names[:-1]))
    while (nxt := session.next()) is not None and nxt.type == "play" and nxt.player:
        session.apply(Twist(nxt.player))
    while (nxt := session.next()) is not None and nxt.type == "bank" and nxt.player:
        session.apply(Stick(nxt.player))
    assert session.deals[0].over
    return session


@pytest.mark.parametrize(
    ("size", "names", "whole"),
    [((160, 50), EIGHT[:5], True), ((80, 24), EIGHT, False)],
)
async def test_the_history_shows_names_whole_where_there_is_room(
    size: tuple[int, int], names: list[str], whole: bool, save_dir: Path
) -> None:
    app = make_app(session=first_ledger(names), save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        shown = lines_of(app)
        history = next(i for i, line in enumerate(shown) if "History" in line)
        header, balances = (
            shown[history + 1],
            next(line for line in shown[history:] if "Balance" in line),
        )
        if whole:
            assert all(name in header for name in names), header
        else:
            assert "…" in header and "Alexandra Long" not in header
            assert "Eve" in header and "Gus" in header  # short names stay whole
        cells = balances.split()[: len(names) + 1]  # what happened may follow on the right
        assert cells[0] == "Balance"
        assert all(cell[0] in "+-" and cell[1:].isdigit() for cell in cells[1:]), balances
