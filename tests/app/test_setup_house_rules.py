"""Setup: the table chooses house rules, plays under them, and finds them chosen again
the next time it sets up."""

from __future__ import annotations

from pathlib import Path

from app_driver import screen_text

from pontoon_tui.app.main import make_app
from pontoon_tui.app.screens.house_rules import HouseRulesScreen
from pontoon_tui.config import last_rules
from pontoon_tui.rules import HouseRules


async def test_house_rules_chosen_in_setup_are_played_and_remembered(save_dir: Path) -> None:
    app = make_app(seed=3, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)
        await pilot.press("right", "enter")  # H1: stick on 16
        await pilot.pause()
        assert "House rules: stick 16" in " ".join(screen_text(app).split())
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        await pilot.pause()
        assert app.game.active.rules == HouseRules(stick_min=16)
        assert "House rules: stick 16" in screen_text(app)  # under the title of play
    assert last_rules() == HouseRules(stick_min=16)
    again = make_app(seed=3, save_dir=save_dir, offer_saved=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert "House rules: stick 16" in " ".join(screen_text(again).split())
