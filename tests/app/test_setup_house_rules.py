"""Setup: the table chooses house rules, plays under them, and finds them chosen again
the next time it sets up."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import stacked_session

from pontoon_tui.app.screens.house_rules import HouseRulesScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.config import last_rules
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow


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
        await pilot.press(*"Cat", "enter", "ctrl+r", "enter")  # looked at again, kept
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "takes seat" not in screen_text(app)  # what was said of the seats has gone
        app.screen.query_one(SeatList).action_remove()
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        await pilot.pause()
        assert app.table.active.rules == HouseRules(stick_min=16)
        assert "House rules: stick 16" in screen_text(app)  # under the title of play
    assert last_rules() == HouseRules(stick_min=16)
    again = make_app(seed=3, save_dir=save_dir, offer_saved=False)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        # kept from last time, and it stands out until the table has looked at them
        text = " ".join(screen_text(again).split())
        assert "⚠ House rules kept from last time: stick 16." in text
        assert "Ctrl+R changes them." in text
        assert again.screen.query_one("#rules-chosen").has_class("kept")
        await pilot.press("ctrl+r")
        await pilot.pause()
        await pilot.press("enter")  # the same rules, looked at and kept
        await pilot.pause()
        assert "House rules: stick 16" in " ".join(screen_text(again).split())
        assert "kept from last time" not in screen_text(again)
        assert not again.screen.query_one("#rules-chosen").has_class("kept")


async def test_the_resume_list_names_a_sessions_house_rules(store: SessionStore) -> None:
    house = HouseRules(split="aces", shuffle="every-deal")
    plain = stacked_session(["Ann", "Bob"], "Ann")
    ruled = stacked_session(["Cat", "Dan"], "Cat", rules=house)
    store.save(plain, store.directory / "session-20260101-100000.json")
    store.save(ruled, store.directory / "session-20260101-110000.json")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        lines = screen_text(app).splitlines()
        ann = next(i for i, line in enumerate(lines) if "Ann, Bob" in line)
        cat = next(i for i, line in enumerate(lines) if "Cat, Dan" in line)
        assert "House rules: aces split, shuffle every deal" in lines[cat + 2]
        assert "House rules" not in " ".join(lines[ann : ann + 3])


@pytest.mark.parametrize("size", [(160, 48), (100, 30)])
async def test_the_house_rules_cover_setup_on_a_large_terminal(
    save_dir: Path, size: tuple[int, int]
) -> None:
    """Nothing of setup (its fields, the seats' border, its lines) shows beside the house
    rules: outside the box there is only the title above and the keys below."""
    app = make_app(seed=3, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*"Ann", "enter", "ctrl+r")
        await pilot.pause()
        assert isinstance(app.screen, HouseRulesScreen)
        box = app.screen.query_one("#rules-box").region
        lines = screen_text(app).split("\n")
        assert lines[0].strip() == "Pontoon · New session"
        assert "Keep these rules" in lines[-1]
        for y, line in enumerate(lines[1:-1], start=1):
            outside = (
                line if y not in range(box.y, box.bottom) else line[: box.x] + line[box.right :]
            )
            assert not outside.strip(), f"line {y} shows {outside.strip()!r} beside the box"
