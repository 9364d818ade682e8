"""Choosing the table's house rules: keys, the mouse, the reset to seed 000's rules, and
the choice remembered for the next new session."""

from __future__ import annotations

import json
from pathlib import Path

from textual.app import App

from pontoon_tui.app.rules_text import house_rules_line
from pontoon_tui.app.screens.house_rules import HouseRulesScreen
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.storage.config import config_path, last_rules, remember_rules


class Chooser(App[None]):
    """The screen alone, with what it dismissed with."""

    CSS_PATH = str(Path(__file__).resolve().parents[2] / "pontoon_tui" / "app" / "pontoon.tcss")

    def __init__(self, start: HouseRules = DEFAULT_RULES) -> None:
        super().__init__()
        self.start = start
        self.chosen: HouseRules | str | None = "open"

    def on_mount(self) -> None:
        self.push_screen(HouseRulesScreen(self.start), self.done)

    def done(self, rules: HouseRules | None) -> None:
        self.chosen = rules


async def test_keys_change_each_rule_and_enter_keeps_them() -> None:
    app = Chooser()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("right")  # H1: stick on 16
        await pilot.press("down", "right")  # H2: aces only
        await pilot.press("down", "left")  # H3: four hands back round to two
        for _ in range(4):
            await pilot.press("down")  # H4 … H7
        await pilot.press("space")  # H7: the banker may double
        await pilot.press("down", "down", "right")  # H9: second card up
        await pilot.press("enter")
        await pilot.pause()
    assert app.chosen == HouseRules(
        stick_min=16, split="aces", max_hands=2, banker_doubles=True, second_card="up"
    )


async def test_no_splitting_skips_how_many_hands() -> None:
    app = Chooser(HouseRules(split="none"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("down", "down", "right", "enter")  # H2, then H4 (H3 is skipped)
        await pilot.pause()
    assert app.chosen == HouseRules(split="none", buy_fifth=False)


async def test_zero_goes_back_to_our_table_and_escape_keeps_nothing() -> None:
    house = HouseRules(stick_min=16, pontoon_pays=3)
    app = Chooser(house)
    async with app.run_test(size=(80, 24)) as pilot:
        summary = str(app.screen.query_one("#rules-summary").render())
        assert "House rules: stick 16, Pontoon pays treble" in summary
        await pilot.press("0")
        await pilot.pause()
        assert "Our table: no house rules" in str(app.screen.query_one("#rules-summary").render())
        await pilot.press("enter")
        await pilot.pause()
    assert app.chosen == DEFAULT_RULES
    leave = Chooser(house)
    async with leave.run_test(size=(80, 24)) as pilot:
        await pilot.press("right", "escape")
        await pilot.pause()
    assert leave.chosen is None


async def test_a_click_changes_a_rule() -> None:
    app = Chooser()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.click("#rule-pontoon_pays")
        await pilot.click("#rule-pontoon_pays")
        await pilot.press("enter")
        await pilot.pause()
    assert app.chosen == HouseRules(pontoon_pays=3)


def test_the_line_of_house_rules() -> None:
    assert house_rules_line(DEFAULT_RULES) == ""
    house = HouseRules(stick_min=16, split="none", max_hands=2, shuffle="every-deal")
    assert house_rules_line(house) == "House rules: stick 16, no splits, shuffle every deal"


def test_the_last_choice_is_remembered_and_a_bad_file_set_aside(tmp_path: Path) -> None:
    assert last_rules() == DEFAULT_RULES
    house = HouseRules(banker_pontoon=1, second_card="up")
    assert remember_rules(house)
    assert last_rules() == house
    path = config_path()
    assert json.loads(path.read_text())["rules"]["second_card"] == "up"
    # Rules the game does not know are ignored; the file and its other settings stay.
    path.write_text('{"rules": {"stick_min": 17}, "theme": "pontoon-light"}')
    assert last_rules() == DEFAULT_RULES
    assert json.loads(path.read_text())["theme"] == "pontoon-light"
    # A file that is not JSON is set aside.
    path.write_text('{"rules": ')
    assert last_rules() == DEFAULT_RULES
    assert not path.exists()
    assert [p.name for p in path.parent.iterdir()] == ["table.json.corrupt-1"]
