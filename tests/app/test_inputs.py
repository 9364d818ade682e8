"""Every input refuses what it must, with a message, and accepts what it may."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import bobs_turn
from helpers.app_stack import stacked_session
from textual.app import App
from textual.widgets import Static

from pontoon_tui.app.screens.buy import BuyScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.engine.events import Stake
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (100, 30)


def moves(screen: object) -> MovesPanel:
    """The turn screen's moves."""
    assert isinstance(screen, PlayerTurnScreen)
    return screen.query_one(MovesPanel)


def shown(app: App[int], selector: str) -> str:
    """The plain text of one Static on the current screen."""
    return str(app.screen.query_one(selector, Static).render())


def keys(text: str) -> list[str]:
    """The key presses that type ``text``."""
    return ["space" if char == " " else char for char in text]


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("", "Type a player's name and press Enter (2 to 8 players)."),  # never starts
        (" Ann ", "two players are called 'Ann'"),
        ("Ann", "two players are called 'Ann'"),
    ],
    ids=["empty", "spaces-trimmed", "duplicate"],
)
async def test_a_bad_name_is_refused_inline(typed: str, expected: str, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"Ann", "enter")
        await pilot.press(*keys(typed), "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert expected in shown(app, "#setup-message")
        assert app.screen.query_one(SeatList).names == ["Ann"]


async def test_seats_move_and_leave_and_the_table_holds_two_to_eight(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+s")
        assert "the table seats 2 to 8 players, not 0" in shown(app, "#setup-message")
        for name in ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]:
            await pilot.press(*name, "enter")
        await pilot.pause()
        assert "the table is full: it seats 8 players at most" in shown(app, "#setup-message")
        await pilot.press(*["backspace"] * 3)
        seats = app.screen.query_one(SeatList)
        seats.focus()
        seats.highlighted = 0
        await pilot.press("d", "d", "x", "u")
        await pilot.pause()
        assert seats.names == ["Bob", "Dan", "Cat", "Eve", "Fay", "Gus", "Hal"]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert app.table.active.players == ("Bob", "Dan", "Cat", "Eve", "Fay", "Gus", "Hal")


@pytest.mark.parametrize(
    ("deals", "expected"),
    [
        ("0", "a session runs 1 to 99 deals, not 0"),
        ("100", "a session runs 1 to 99 deals, not 100"),
        ("", "the number of deals must be a whole number from 1 to 99"),
    ],
    ids=["zero", "hundred", "empty"],
)
async def test_the_number_of_deals_is_checked(deals: str, expected: str, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"Ann", "enter", *"Bob", "enter")
        app.screen.query_one("#deals").focus()
        await pilot.press("end", "backspace", *deals, "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert expected in shown(app, "#setup-message")
        await pilot.press(*["backspace"] * 3, "1", "2", "enter")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert app.table.active.deals_target == 12


async def test_a_stake_outside_one_to_five_is_refused(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann")
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y")
        for key in "0679":
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, StakeScreen)
            assert f"a stake is 1 to 5 units, not {key}" in shown(app, "#message")
        assert len(session.events) == 2
        await pilot.click("#stake-4")
        await pilot.pause()
        assert session.events[-1] == Stake("Bob", 4)


async def test_a_purchase_outside_the_engines_bounds_is_refused(save_dir: Path) -> None:
    # Bob 5 4 with stake 2: a first purchase adds 2 to 4.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "10H", "4H", "8D", "6C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "2", "b")
        await pilot.pause()
        for typed, expected in [
            ("1", "Bob's purchase must add 2 to 4 units, not 1"),
            ("5", "Bob's purchase must add 2 to 4 units, not 5"),
            ("", "type the amount: 2 to 4 units"),
        ]:
            await pilot.press("backspace", "backspace", *typed, "enter")
            await pilot.pause()
            assert isinstance(app.screen, BuyScreen)
            assert expected in shown(app, "#buy-message")
        assert len(session.events) == 3
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert len(session.events) == 3


async def test_refused_moves_are_shown_disabled_with_the_engines_reason(save_dir: Path) -> None:
    # Bob 5 4 (9): no split, no stick; after a twist (6: 15) no buy, but stick.
    async with bobs_turn(save_dir, ["5S", "10H", "4H", "8D", "6C"]) as (app, pilot, session):
        screen = app.screen
        assert not moves(screen).offers("split")
        assert not moves(screen).offers("stick")
        assert moves(screen).offers("twist")
        assert moves(screen).note("split") == (
            "Bob cannot split 5♠ and 4♥: only two cards of the same rank split"
        )
        assert moves(screen).note("stick") == "Bob cannot stick on 9: sticking needs 15"
        await pilot.press("k")
        await pilot.pause()
        assert len(session.events) == 3
        assert screen.check_action("move", ("stick",)) is None  # dimmed in the footer
        await pilot.press("t")
        await pilot.pause()
        assert not moves(screen).offers("buy")
        assert moves(screen).offers("stick")
        assert moves(screen).note("buy") == "Bob cannot buy after twisting: only twist or stick"
        await pilot.press("b")
        await pilot.pause()
        assert not isinstance(app.screen, BuyScreen)
