"""The purchase dialog: it counts its units and takes digits only."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import bobs_turn, screen_text
from helpers.app_stack import stacked_session
from textual.widgets import Input, Static

from pontoon_tui.app.screens.buy import BuyScreen, units
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.engine.events import Buy
from pontoon_tui.launch import make_app


def test_units_are_counted() -> None:
    assert units(1) == "1 unit"
    assert units(1, 1) == "1 unit"
    assert units(3, 3) == "3 units"
    assert units(2, 4) == "2 to 4 units"


async def test_the_buy_dialog_takes_digits_only(save_dir: Path) -> None:
    # Bob 5 4 with stake 2: a first purchase adds 2 to 4.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "10H", "4H", "8D", "6C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        assert "add 2 to 4 units to the stake" in screen_text(app)
        await pilot.press("backspace", *"x-2.5")
        await pilot.pause()
        shown = str(app.screen.query_one("#buy-message", Static).render())
        assert "digits only" in shown and "'x-2.5'" in shown
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        assert len(session.events) == 3


async def test_the_move_list_words_a_purchase_as_the_buy_dialog_does(save_dir: Path) -> None:
    # Bob 5 4 with stake 2: "add 2 to 4" beside Buy read as "add 2 to your 4".
    async with bobs_turn(save_dir, ["5S", "10H", "4H", "8D"], size=(80, 24)) as (app, pilot, _):
        words = "add 2 to 4 units to the stake"
        assert app.screen.query_one(MovesPanel).note("buy") == words
        await pilot.press("b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        assert f"Buy a card: {words}." in screen_text(app)


async def test_the_amount_is_chosen_by_taps_too(save_dir: Path) -> None:
    # Bob 5 4 with stake 2: a first purchase adds 2 to 4; - and + stay within them.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "10H", "4H", "8D", "6C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        for button in ("#less", "#more", "#more", "#more"):  # 2, 3, 4, and 4 still
            await pilot.click(button)
        assert app.screen.query_one("#amount", Input).value == "4"
        await pilot.click("#less")
        await pilot.click("#buy")
        await pilot.pause()
        assert session.events[-1] == Buy("Bob", 3)
