"""The pass-the-device screen: y (or Y) opens the cards, Enter says it does not, and a y
typed before the screen showed is not taken."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app

from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen


async def test_the_pass_screen_says_its_key_takes_capital_y_and_answers_enter(
    save_dir: Path,
) -> None:
    async with stacked_app(save_dir, ["10S", "10H", "9S", "7H"]) as (app, pilot, _):
        assert isinstance(app.screen, PassDeviceScreen)
        assert "Press y" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)  # Enter never opens the cards
        assert "Enter does not open the cards: press y" in screen_text(app)
        await pilot.press("Y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)


async def test_a_y_typed_before_the_pass_screen_showed_is_not_taken_and_it_says_so(
    save_dir: Path,
) -> None:
    from textual import events

    from pontoon_tui.app.clock import event_clock

    async with stacked_app(save_dir, ["10S", "10H", "9S", "7H"]) as (app, pilot, _):
        screen = app.screen
        assert isinstance(screen, PassDeviceScreen)
        early = events.Key("y", "y")  # typed at the screen before (stamped now) ...
        screen.shown_at = event_clock()  # ... which this screen followed
        app.post_message(early)
        await pilot.pause()
        assert app.screen is screen  # the cards stay hidden
        assert "That y was typed too early: press y again" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)
