"""Cutting for the bank: one key press per player, ties cut again among the tied only."""

from __future__ import annotations

from pathlib import Path

from app_driver import screen_text
from app_stack import StackedRandom

from pontoon_tui.app import make_app
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.engine.session import Session


async def test_a_tie_is_cut_again_by_the_tied_players_only(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "KH", "2D"], ["3C", "9D"])
    session = Session(["Ann", "Bob", "Cat"])
    app = make_app(session=session, rng=rng, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert "Ann: press c to cut." in screen_text(app)
        await pilot.press("c", "c")
        await pilot.pause()
        assert "Cat: press c to cut." in screen_text(app)
        assert session.cut_rounds == []
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert "Round 1: Ann K♠   Bob K♥   Cat 2♦" in text
        assert "A tie: Ann, Bob cut again. Ann: press c to cut." in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("c", "c")
        await pilot.pause()
        text = screen_text(app)
        assert "Round 2: Ann 3♣   Bob 9♦" in text
        assert "Bob cut the highest card and banks first. Press Enter." in text
        assert session.banker == "Bob"
        assert session.cut_rounds == [
            {"Ann": "KS", "Bob": "KH", "Cat": "2D"},
            {"Ann": "3C", "Bob": "9D"},
        ]
        await pilot.press("c")
        await pilot.pause()
        assert len(session.cut_rounds) == 2
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"


async def test_space_hurries_a_computer_seat_that_cuts_and_does_nothing_for_a_person(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "2D"])
    session = Session(["Ann", "Cpu"])
    app = make_app(
        session=session, rng=rng, save_dir=save_dir, computers=["Cpu"], computer_pause=60
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("space")  # Ann is a person: she cuts with c
        await pilot.pause()
        assert "Ann: press c to cut." in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        assert "Cpu (computer) cuts… (Space cuts at once)" in screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        assert "Ann cut the highest card and banks first." in screen_text(app)
