"""The setup screen around the names: Tab in reading order, the keys line and the footer
speaking of the field in focus, the seat list, everything in view at 80x24 (kept house
rules, eight seats, a refusal) and in the middle of a large terminal, and the focused
field's border without colour."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pytest
from helpers.app_driver import burst, screen_text, seated, setup_message
from helpers.app_stack import EVERY_RULE
from textual.app import App
from textual.geometry import Region
from textual.widgets import Static

from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.screens.setup import FOCUS_ORDER
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.launch import make_app
from pontoon_tui.storage.config import remember_rules

pytestmark = pytest.mark.slow

SIZE = (80, 24)

EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]

LONG_NAME = "Bartholomew Smythe-Jo"  # cut to 20 characters by the field's check


def cut_off(app: App[int]) -> list[str]:
    """The setup's widgets that do not show whole between the title and the keys."""
    screen = app.screen
    top = screen.query_one("#title").region.bottom
    bottom = screen.query_one(KeyBar).region.y
    body = Region(0, top, app.size.width, bottom - top)
    return [
        f"{widget.id or type(widget).__name__} at {widget.region}"
        for widget in screen.query("#setup-body *")
        if widget.display and not body.contains_region(widget.region)
    ]


def border_rows(app: App[int], field: str) -> str:
    region = app.screen.query_one(f"#{field}").region
    rows = screen_text(app).splitlines()
    return rows[region.y][region.x : region.right]


BANKER = "Bartholomew Quincey"

PLAYER = "Christopherson Lee-J"


async def test_tab_goes_down_the_left_column_then_down_the_seats(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        visited = []
        for _ in range(9):
            focused = app.screen.focused
            assert focused is not None
            visited.append((focused.id, focused.region.x, focused.region.y))
            await pilot.press("tab")
        order = ["name", "add", "deals", "hints", "house-rules", "start", "seats", "records"]
        assert [id for id, _, _ in visited] == [*order, "name"]
        # as they are read: each field below the one before, or the first of a column
        # further right (Add is on the name's line)
        for (_, x, y), (_, next_x, next_y) in pairwise(visited[:8]):
            assert next_y > y or next_x > x


async def test_the_keys_line_speaks_of_the_field_that_has_focus(tmp_path: Path) -> None:
    app = make_app(seed=1, save_dir=tmp_path)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter")
        await pilot.pause()

        def keys() -> str:
            return str(app.screen.query_one("#setup-keys", Static).render())

        assert keys().startswith("Enter adds the name")
        await pilot.press("shift+tab", "shift+tab")  # the seat list, as help says
        await pilot.pause()
        assert isinstance(app.focused, SeatList)
        assert keys().startswith("u/d move · c computer · x removes")
        await pilot.press("tab")  # on to "Records…"
        await pilot.pause()
        assert keys().startswith("Enter or Space chooses")


async def test_the_key_bar_names_the_same_keys_whatever_has_focus(save_dir: Path) -> None:
    """Those that work in a text field too: Ctrl+Q and F1, not q and ?; the seat list's
    own keys are in the line of keys above the bar."""
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter")
        bars = {}
        for _ in FOCUS_ORDER:
            await pilot.pause()
            bars[app.screen.focused.id] = screen_text(app).splitlines()[-1]
            await pilot.press("tab")
        assert set(bars) == set(FOCUS_ORDER)  # every field had the focus once
        assert len(set(bars.values())) == 1, bars
        bar = " ".join(bars["seats"].split())
        assert bar == "Ctrl+S Start Ctrl+L Clear seats Ctrl+Q Quit F1 Help ^p palette"
        await pilot.press("shift+tab", "shift+tab")  # the seats: Ctrl+Q quits there too
        await pilot.pause()
        assert isinstance(app.screen.focused, SeatList)
        assert "u/d move · c computer · x removes" in screen_text(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)


async def test_the_seat_list_starts_on_the_first_seat_so_down_c_hands_seat_two_over(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter")
        seats = app.screen.query_one(SeatList)
        seats.focus()
        await pilot.press("down", "c")
        await pilot.pause()
        assert seats.computers == {"Bob"}
        text = screen_text(app)
        assert "2. Bob (computer)" in text and "3. Cat (computer)" not in text
        app.screen.query_one("#name").focus()  # away and back: the seat chosen stays
        await pilot.press(*"Dan", "enter")
        seats.focus()
        await pilot.press("c")
        await pilot.pause()
        assert seats.names == ["Ann", "Bob", "Cat", "Dan"] and seats.computers == set()


async def test_at_80_by_24_setup_shows_everything_with_kept_rules_8_seats_and_a_refusal(
    save_dir: Path,
) -> None:
    remember_rules(EVERY_RULE)  # the longest "kept from last time" warning there is
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "Ctrl+R changes" in text and "Ctrl+Q quits" in text
        assert cut_off(app) == []
        for name in [*EIGHT[:7], LONG_NAME[:20]]:
            await pilot.press(*name, "enter")
        await pilot.press(*"Bartholomew Smythe-Jones", "ctrl+s")
        await pilot.pause()
        assert "the table is full (8 players)" in setup_message(app)
        text = screen_text(app)
        assert cut_off(app) == []
        assert app.screen.query_one("#setup-body").max_scroll_y == 0  # nothing to scroll to
        for shown in ("8. Bartholomew Smythe-J", "Start (Ctrl+S)", "Records… (Ctrl+O)"):
            assert shown in text
        assert "'Bartholomew Smythe-J'" in text  # the refusal's last words (the field
        # holds no more than a name may)
        assert "Ctrl+R changes" in text and "them." in text
        assert "Ctrl+S starts · Ctrl+Q quits" in text
        assert text.splitlines()[-1].startswith(" Ctrl+S Start")


async def test_at_80_by_24_a_long_computer_seat_keeps_to_one_line(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, f"{BANKER}\n{PLAYER}\nAnn\n")
        await seated(app, pilot, [BANKER, PLAYER, "Ann"])
        await pilot.press("shift+tab", "shift+tab", "down", "c")
        rows = screen_text(app).splitlines()
        assert any("2. Christophers… (computer) " in line for line in rows)
        assert any(" 3. Ann " in line for line in rows)  # right under it


async def test_a_large_terminal_has_setup_in_the_middle_and_names_whole(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        burst(app, f"{BANKER}\n{PLAYER}\n")
        await seated(app, pilot, [BANKER, PLAYER])
        await pilot.press("shift+tab", "shift+tab", "down", "c")  # the seats, seat 2
        rows = screen_text(app).splitlines()
        top = next(y for y, line in enumerate(rows) if "Add the players" in line)
        left = rows[top].index("Add the players")
        assert top > 10 and left > 30  # not in the top left corner
        assert any(f"2. {PLAYER} (computer)" in line for line in rows)


async def test_without_colour_the_focused_field_has_another_border(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        focused, other = border_rows(app, "name"), border_rows(app, "deals")
        assert set(focused) & set(other) <= {" "}  # drawn with other characters
        await pilot.press("tab", "tab")  # name, Add, deals
        await pilot.pause()
        assert app.screen.focused is not None and app.screen.focused.id == "deals"
        assert border_rows(app, "deals")[:3] == focused[:3]


async def test_setup_starts_with_the_last_tables_seats_and_ctrl_l_clears_them(
    save_dir: Path,
) -> None:
    first = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with first.run_test(size=SIZE) as pilot:
        assert first.screen.query_one(SeatList).names == []  # a fresh install
        await pilot.press(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter")
        await pilot.press("shift+tab", "shift+tab", "down", "c", "ctrl+s")  # Bob: computer
        await pilot.pause()
        assert list(first.table.active.players) == ["Ann", "Bob", "Cat"]
    again = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        text = screen_text(again)
        assert "1. Ann" in text and "2. Bob (computer)" in text and "3. Cat" in text
        assert "The last table's seats. Ctrl+L clears them." in setup_message(again)
        assert "Ctrl+L Clear seats" in text.splitlines()[-1]
        await pilot.press(*"Dan", "enter")  # a fourth joins the regulars
        await pilot.pause()
        assert again.screen.query_one(SeatList).names == ["Ann", "Bob", "Cat", "Dan"]
        await pilot.press("ctrl+l")
        await pilot.pause()
        assert again.screen.query_one(SeatList).names == []
        assert "1. Ann" not in screen_text(again)
        await pilot.press(*"Bob", "enter", *"Eve", "enter", "ctrl+s")
        await pilot.pause()
        assert list(again.table.active.players) == ["Bob", "Eve"]
        assert not again.table.settings.computers  # Bob is a person again
