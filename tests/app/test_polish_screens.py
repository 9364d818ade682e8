"""After a newcomer's playtest: computer seats cut by themselves and are marked, the cut
screen keeps long names apart, the title bar shortens gracefully, the buy dialog counts
its units and takes digits only, and the small-terminal message fits."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import Driver, screen_text
from helpers.app_stack import StackedRandom, stacked_session
from textual.widgets import Button, Static

from pontoon_tui.app.screens.base import fit_title
from pontoon_tui.app.screens.buy import BuyScreen, units
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.help import KEYS
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app

LONG = "Bartholomew Smythe-J"


async def test_a_computer_cuts_by_itself_and_long_names_stay_apart(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "2D"])
    app = make_app(
        session=Session([LONG, "Cpu1"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Cpu1"],
        computer_pause=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert app.screen.query_one("#continue", Button).display is False
        await pilot.press("c")
        await pilot.pause()
        assert app.table.active.banker == LONG
        text = screen_text(app)
        assert f"Round 1: {LONG} K♠   Cpu1 2♦" in text
        assert f"{LONG} Cpu1" in text  # whole where the screen has room, still apart
        assert app.screen.query_one("#cut", Button).display is False
        assert app.screen.query_one("#continue", Button).display is True


def test_a_long_title_shortens_names_before_it_drops_the_privacy_cue() -> None:
    title = f"Pontoon · Deal 1 of 8 · Ann banks · {LONG}'s turn (only {LONG} looks)"
    assert fit_title(title, 78, [LONG]) == (
        "Deal 1 of 8 · Ann banks · Bartholom…'s turn (only Bartholom… looks)"
    )
    assert fit_title(title, 50, [LONG]) == "Deal 1 of 8 · Ann banks · Bartholom…'s turn"
    assert len(fit_title(title, 20, [LONG])) == 20
    assert fit_title("Pontoon", 78) == "Pontoon"


def test_units_are_counted() -> None:
    assert units(1) == "1 unit"
    assert units(1, 1) == "1 unit"
    assert units(3, 3) == "3 units"
    assert units(2, 4) == "2 to 4 units"


async def test_the_buy_dialog_takes_digits_only(save_dir: Path) -> None:
    # Bob 5 4 with stake 2: a first purchase adds 2 to 4.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "10H", "4H", "8D", "6C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        assert "add 2 to 4 units to the stake" in screen_text(app)
        await pilot.press("backspace", *"x-2.5")
        await pilot.pause()
        shown = str(app.screen.query_one("#buy-message", Static).render())
        assert "digits only" in shown and "'x-2.5'" in shown
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        assert len(session.events) == 3


async def test_the_small_terminal_message_wraps_to_fit(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(50, 15)) as pilot:
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert (
            "Please enlarge the terminal to at least 80 x 24 to play (it is 50 x 15 now)." in text
        )


async def test_the_small_terminal_message_breaks_between_phrases_not_inside_a_size(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(70, 20)) as pilot:
        for width, height in ((70, 20), (50, 15), (20, 10)):
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            lines = [line.strip() for line in screen_text(app).splitlines() if line.strip()]
            assert any("80 x 24" in line for line in lines), lines
            assert any(f"{width} x {height} now)." in line for line in lines), lines
            if width >= 30:  # room for the whole phrase
                assert any(f"(it is {width} x {height} now)." in line for line in lines)
            joined = " ".join(lines)
            assert "Please enlarge the terminal to at least 80 x 24 to play" in joined
            assert joined.endswith(f"(it is {width} x {height} now). Ctrl+Q quits.")


async def test_the_ledger_marks_the_computers_seats(save_dir: Path) -> None:
    # Cat banks. Ann 10 4 twists and stands; the computer's Bob holds 9 5, Cat 10 6.
    top = ["10S", "9S", "10D", "4H", "5D", "6C"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", top, deals=1)
    app = make_app(session=session, save_dir=save_dir, computers=["Bob"], computer_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot, holder="Ann")
        await driver.play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
        log = str(app.screen.query_one("#deal-log", Static).render())
        assert "Bob (computer) stakes" in log
        assert "Ann stakes" in log


async def test_after_a_tie_the_tied_cards_stay_until_the_next_cut(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "KH"], ["3C", "9D"])
    app = make_app(
        session=Session(["Ann", "Bob"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Bob"],
        computer_pause=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert "Ann and Bob tie; they cut again. Ann: press c to cut." in text
        assert "│K♠ │" in text and "│K♥ │" in text
        await pilot.press("c")
        await pilot.pause()
        assert "Bob (computer) cut the highest card and banks first." in screen_text(app)


def test_help_lists_the_setup_keys() -> None:
    keys = dict(KEYS)
    assert "Ctrl+S" in keys["setup"] and "Tab" in keys["setup"]
    assert "Delete" in keys["seat list"]
    assert "Ctrl+Q" in keys["help, quit"]
