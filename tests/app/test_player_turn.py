"""A player's turn on screen: a refused move's key says why and stays dimmed, Enter before
the turn is over says what to do, a finished turn's footer offers only what still works
(going on rather than passing on for the only person at the table), a bust hand loses
its private corners, and the last player's bust shows the turn over before the ledger."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import bobs_turn, screen_text, stacked_app, turn_message
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (100, 30)


async def test_a_refused_moves_key_says_why_and_stays_dimmed(save_dir: Path) -> None:
    # Bob 10 3 (13): sticking needs 15.
    async with bobs_turn(save_dir, ["10S", "9H", "3H", "8D", "2C"]) as (app, pilot, session):
        screen = app.screen
        await pilot.press("k")
        await pilot.pause()
        assert turn_message(app) == "✗ Bob cannot stick on 13: sticking needs 15"
        assert len(session.events) == 3  # nothing was played
        assert screen.check_action("move", ("stick",)) is None  # dimmed in the footer
        assert not screen.active_bindings["k"].enabled
        assert not screen.query_one(MovesPanel).offers("stick")
        await pilot.press("t")  # 15: now sticking is allowed, and k plays it
        await pilot.pause()
        assert screen.active_bindings["k"].enabled
        assert screen.query_one(MovesPanel).offers("stick")
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(session.events[-1], Stick)


async def test_enter_before_the_turn_is_over_says_what_to_do(save_dir: Path) -> None:
    async with bobs_turn(save_dir, ["10S", "9H", "3H", "8D", "2C"]) as (app, pilot, _):
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert turn_message(app) == "✗ finish your hand first: buy (b) or twist (t)"
        assert "Pass on" not in screen_text(app)  # in the footer only once Enter passes on


async def test_once_the_turn_is_over_the_footer_offers_only_what_still_works(
    save_dir: Path,
) -> None:
    top = ["10S", "10H", "9H", "6H", "7C", "8D", "9C"]  # Bob 10 6 twists the 9: bust
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "2", "y", "1", "y")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Twist" in footer and "Pass on" not in footer
        await pilot.press("t")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Pass on" in footer
        assert not any(move in footer for move in ("Split", "Buy", "Twist", "Stick"))
        await pilot.press("t")  # the key still says why
        await pilot.pause()
        assert turn_message(app).startswith("✗ your turn is over: press Enter.")


async def test_the_only_person_at_the_table_goes_on_rather_than_passes_on(
    save_dir: Path,
) -> None:
    top = ["10S", "10H", "9H", "6H", "7C", "8D", "9C"]  # Bob 10 6 twists the 9: bust
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    app = make_app(session=session, save_dir=save_dir, computers=["Ann", "Cat"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        await pilot.press("t")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Go on" in footer and "Pass on" not in footer
        assert turn_message(app).endswith("Your turn is over: press Enter to go on.")


async def test_a_bust_hand_drops_the_rounded_private_corners_in_its_owners_pane(
    save_dir: Path,
) -> None:
    # Ann banks for Bob and Cat: Bob's 10♠ 6♠ is his own (rounded), then K♠ busts it.
    top = ["10S", "9C", "10H", "6S", "8C", "7H", "KS"]
    players = ("Ann", "Bob", "Cat")
    async with stacked_app(save_dir, top, players) as (app, pilot, _):
        await pilot.press("y", "2", "y", "2", "y")  # both stake, then Bob plays
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen) and app.screen.player == "Bob"
        assert "╭─────╮" in screen_text(app)  # face down: only Bob sees them
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert "bust (26)" in text and "Your turn is over" in text
        assert "╭" not in text and "╰" not in text  # exposed to all: plain corners


async def test_the_last_players_bust_shows_their_turn_over_before_the_ledger(
    save_dir: Path,
) -> None:
    # Ann banks for Bob alone: 10♠ 6♠ twists K♠, bust, and the deal is over.
    async with stacked_app(save_dir, ["10S", "10H", "6S", "7H", "KS"]) as (app, pilot, _):
        await pilot.press("y", "2", "t")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        text = screen_text(app)
        assert "Your hand is finished: bust (26)." in text
        assert "press Enter for the ledger" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
