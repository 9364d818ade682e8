"""Help, quitting, the terminal's size, and the mouse."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text, settle, stacked_app
from helpers.app_stack import stacked_session

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.help import HelpScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.screens.too_small import TooSmallScreen
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow


async def test_quitting_asks_first(save_dir: Path) -> None:
    app = make_app(session=Session(["Ann", "Bob"]), save_dir=save_dir, seed=1)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert "The session is saved" in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0


async def test_help_opens_with_question_mark_or_f1_and_closes(save_dir: Path) -> None:
    app = make_app(session=stacked_session(["Ann", "Bob"], "Ann"), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for key in ("question_mark", "f1"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, HelpScreen)
            text = screen_text(app)
            assert "Pontoon: the rules this table plays" in text
            assert "five-card trick" in text
            await pilot.press("escape")
            await pilot.pause()
            assert isinstance(app.screen, PassDeviceScreen)


async def test_below_80_by_24_the_game_asks_for_a_larger_terminal(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(79, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        assert "enlarge the terminal to at least 80 x 24" in screen_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.resize_terminal(100, 23)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_a_turn_fits_80_by_24_with_every_move_and_key(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ["8S", "10H", "10S", "8H", "9H", "7D"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("y", "2", "y", "3", "y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        text = screen_text(app)
        for label in ("Split (s)", "Buy (b)", "Twist (t)", "Stick (k)", "8♠", "8♥"):
            assert label in text
        footer = text.splitlines()[-1]
        for key in ("s Split", "b Buy", "t Twist", "k Stick", "? Help", "q Quit"):
            assert key in footer


async def test_the_mouse_confirms_stakes_and_plays(save_dir: Path) -> None:
    # Bob 10♥ 4♦ (14): a click on Stick is refused with the reason; Twist takes 3♣.
    session = stacked_session(["Ann", "Bob"], "Ann", ["10H", "5S", "4D", "6C", "3C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.click("#confirm")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)
        await pilot.click("#stake-5")
        await pilot.pause()
        assert session.events[-1] == Stake("Bob", 5)
        assert isinstance(app.screen, PlayerTurnScreen)
        panel = app.screen.query_one(MovesPanel)
        rows = {row.move: y for y, row in enumerate(panel.rows)}  # one line each here
        await pilot.click(MovesPanel, offset=(3, rows["stick"]))
        await pilot.pause()
        assert session.events[-1] == Stake("Bob", 5)
        assert "cannot stick on 14" in str(app.screen.query_one("#message").render())
        await pilot.click(MovesPanel, offset=(3, rows["twist"]))
        await pilot.pause()
        assert session.events[-1] == Twist("Bob")
        assert "Bob twists 3♣." in str(app.screen.query_one("#message").render())
        await pilot.click(MovesPanel, offset=(40, rows["stick"]))  # the words, not the button
        await pilot.pause()
        assert session.events[-1] == Twist("Bob")


async def test_pass_the_device_opens_only_on_its_own_key(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann")
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for key in ("enter", "space", "1", "k", "t", "escape", "tab", "enter"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, PassDeviceScreen), key
        assert len(session.events) == 2
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"
        await pilot.press("enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"


async def test_a_banker_who_busts_sees_the_card_before_the_ledger(save_dir: Path) -> None:
    # Bob 10♠ 9♣ sticks; Ann, banking on 10♥ 6♦, twists K♣: bust (26).
    top = ["10S", "10H", "9C", "6D", "KC"]
    moves = [Stake("Bob", 1), Stick("Bob")]
    async with stacked_app(save_dir, top, moves=moves) as (app, pilot, session):
        await settle(pilot, app, BankerTurnScreen)
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)  # not the ledger yet
        text = " ".join(screen_text(app).split())
        assert "K♣" in text and "The bank is finished: bust (26)." in text
        assert "Press Enter for the ledger" in text
        assert session.deals[0].over and len(session.deals) == 2  # deal 2 has begun
        assert "9♣" in text  # the table still shows deal 1's hands
        await pilot.press("t", "k")  # the turn is over: no more moves
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        assert app.screen.deal.deal_number == 1


async def test_the_ledger_says_the_bank_passes_round_under_h10(save_dir: Path) -> None:
    from pontoon_tui.rules import HouseRules

    session = stacked_session(
        ["Ann", "Bob"], "Ann", ["10S", "10H", "9C", "9D"], rules=HouseRules(bank_rotates=1)
    )
    session.apply(Stake("Bob", 1))
    session.apply(Stick("Bob"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, app, BankerTurnScreen)
        await pilot.press("k", "enter")  # the settled table shows until Enter
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = " ".join(screen_text(app).split())
        assert "After a deal with one banker the bank passes round to Bob." in text
        assert "made Pontoon" not in text
