"""Setup after a newcomer's playtest: Enter on an empty name says what to do, a full
table says so, spaces around a name are trimmed, refusals clear once the table acts, Tab
visits the fields in reading order, and the footer shows how to quit."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

from helpers.app_driver import screen_text
from helpers.app_stack import EVERY_RULE
from textual.app import App
from textual.geometry import Region
from textual.widgets import Static

from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.launch import make_app
from pontoon_tui.storage.config import remember_rules

SIZE = (80, 24)
EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def message(app: App[int]) -> str:
    return str(app.screen.query_one("#setup-message", Static).render())


async def test_enter_on_an_empty_name_says_what_to_do_then_clears_on_typing(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", "enter")
        await pilot.pause()
        assert message(app) == "Type a player's name and press Enter (2 to 8 players)."
        await pilot.press("B")
        await pilot.pause()
        assert message(app) == ""
        assert "Ctrl+Q Quit" in screen_text(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)


async def test_spaces_around_a_name_are_trimmed(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", *"Ann", "space", "space", "enter")
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Ann"]
        assert "✓ Ann takes seat 1." in message(app)


async def test_a_full_table_says_so_on_enter_and_on_ctrl_s(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        seats = app.screen.query_one(SeatList)
        seats.names.extend(EIGHT)
        seats.show_names()
        await pilot.press(*"Ivy", "enter")
        await pilot.pause()
        assert "✗ the table is full: it seats 8 players at most" in message(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "the table is full (8 players)" in message(app)
        assert "press Enter to seat" not in message(app)


async def test_the_eighth_seat_says_the_table_plays_with_two_packs(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        seats = app.screen.query_one(SeatList)
        seats.names.extend(EIGHT[:6])
        seats.show_names()
        await pilot.press(*EIGHT[6], "enter")
        await pilot.pause()
        assert "two packs" not in message(app)  # seven play with one
        await pilot.press(*EIGHT[7], "enter")
        await pilot.pause()
        assert f"✓ {EIGHT[7]} takes seat 8." in message(app)
        assert "8 seats: two packs (104 cards)." in message(app)


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


"""Every house rule changed: the longest "kept from last time" warning there is."""
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


async def test_at_80_by_24_setup_shows_everything_with_kept_rules_8_seats_and_a_refusal(
    save_dir: Path,
) -> None:
    remember_rules(EVERY_RULE)
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
        assert "the table is full (8 players)" in message(app)
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
