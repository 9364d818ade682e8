"""Seating the players in setup: what setup says to each name (an empty name, one too
long, refused or differing only in capitals, the eighth seat's second pack, a full
table), names typed in one burst, and an Enter that never starts the session by itself."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import burst, screen_text, seated, setup_message
from textual.widgets import Input

from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.engine.names import MAX_NAME
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (80, 24)

EIGHT = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


async def test_enter_on_an_empty_name_says_what_to_do_then_clears_on_typing(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", "enter")
        await pilot.pause()
        assert setup_message(app) == "Type a player's name and press Enter (2 to 8 players)."
        await pilot.press("B")
        await pilot.pause()
        assert setup_message(app) == ""
        assert "Ctrl+Q Quit" in screen_text(app)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)


async def test_a_second_enter_on_an_empty_name_does_not_start(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert setup_message(app) == "Ctrl+S starts the session with these 2 players."
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)


async def test_spaces_around_a_name_are_trimmed(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", *"Ann", "space", "space", "enter")
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Ann"]
        assert "✓ Ann takes seat 1." in setup_message(app)


async def test_the_name_field_stops_at_twenty_characters_and_says_so(save_dir: Path) -> None:
    """The limit shows before anything is typed, a longer name is refused as it is
    typed, and Enter never seats it cut short unseen: the player sees what the field
    kept and seats it with a second Enter."""
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#name", Input)
        assert field.max_length == MAX_NAME == 20
        assert "up to 20 characters" in screen_text(app)
        burst(app, "Bartholomew Smythe-Jones")
        await pilot.pause(0.2)
        assert field.value == "Bartholomew Smythe-J"
        assert "a name has at most 20 characters: the field takes no more" in setup_message(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == []
        assert "Enter seats 'Bartholomew Smythe-J' as it stands" in setup_message(app)
        assert field.value == "Bartholomew Smythe-J"
        burst(app, "\nBob\n")
        names = await seated(app, pilot, ["Bartholomew Smythe-J", "Bob"])
        assert names == ["Bartholomew Smythe-J", "Bob"]


async def test_a_name_typed_after_a_refused_one_is_seated_and_the_refusal_stays(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, "Ann\nAnn\nBob\n")
        assert await seated(app, pilot, ["Ann", "Bob"]) == ["Ann", "Bob"]
        said = setup_message(app)
        assert "Bob takes seat 2" in said
        assert "two players are called 'Ann'" in said  # not lost behind Bob's seat


async def test_a_name_cut_short_in_a_burst_is_not_seated_and_the_next_is(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, "ABCDEFGHIJKLMNOPQRSTUVW\nBob\n")
        assert await seated(app, pilot, ["Bob"]) == ["Bob"]
        said = setup_message(app)
        assert "Bob takes seat 1" in said
        assert "Not seated: a name has at most 20 characters" in said  # not lost behind Bob
        assert app.screen.query_one("#name", Input).value == "ABCDEFGHIJKLMNOPQRST"


async def test_names_that_differ_only_in_capitals_are_refused(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Alice", "enter", *"alice", "enter")
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Alice"]
        assert "'alice' differs from 'Alice' only in capitals" in setup_message(app)
        assert app.screen.query_one("#name", Input).value == "alice"  # to correct it


async def test_names_typed_in_one_burst_seat_one_player_each(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key in [*"Ann", "enter", *"Bob", "enter", *"Cat", "enter"]:
            app.simulate_key(key)  # all queued before the screen handles the first
        for _ in range(40):
            await pilot.pause(0.05)
            if len(app.screen.query_one(SeatList).names) == 3:
                break
        assert app.screen.query_one(SeatList).names == ["Ann", "Bob", "Cat"]


async def test_the_takes_seat_line_goes_when_the_seats_change(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Dave", "enter")
        await pilot.pause()
        assert setup_message(app) == "✓ Dave takes seat 2."
        await pilot.press("shift+tab", "shift+tab", "d")  # back to the seats; Ann moves down
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Dave", "Ann"]
        assert setup_message(app) == ""


async def test_a_full_table_says_so_on_enter_and_on_ctrl_s(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        seats = app.screen.query_one(SeatList)
        seats.names.extend(EIGHT)
        seats.show_names()
        await pilot.press(*"Ivy", "enter")
        await pilot.pause()
        assert "✗ the table is full: it seats 8 players at most" in setup_message(app)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "the table is full (8 players)" in setup_message(app)
        assert "press Enter to seat" not in setup_message(app)


async def test_the_eighth_seat_says_the_table_plays_with_two_packs(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        seats = app.screen.query_one(SeatList)
        seats.names.extend(EIGHT[:6])
        seats.show_names()
        await pilot.press(*EIGHT[6], "enter")
        await pilot.pause()
        assert "two packs" not in setup_message(app)  # seven play with one
        await pilot.press(*EIGHT[7], "enter")
        await pilot.pause()
        assert f"✓ {EIGHT[7]} takes seat 8." in setup_message(app)
        assert "8 seats: two packs (104 cards)." in setup_message(app)
