"""The keys along the bottom: drawn by one widget, refused moves dimmed, a click presses."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from helpers.app_driver import bobs_turn, screen_text
from helpers.app_stack import StackedRandom, play, stacked_session
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.screens.buy import BuyScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.engine.events import Buy, Stake, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app


async def test_the_bar_follows_the_moves_and_a_click_on_a_key_plays_it(save_dir: Path) -> None:
    # Bob 2♠ 2♥ may split; after a twist he may neither split nor buy.
    session = stacked_session(["Ann", "Bob"], "Ann", ["2S", "9H", "2H", "8D", "3C"])
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        bar = app.screen.query_one(KeyBar)
        shown = {key.key: key.enabled for key in bar.keys}
        assert shown["s"] and shown["b"] and not shown["k"]
        start, end, _ = next(span for span in bar.spans if span[2].key == "t")
        await pilot.click(KeyBar, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(session.events[-1], Twist)
        shown = {key.key: key.enabled for key in bar.keys}
        assert not shown["s"] and not shown["b"]
        assert end > start


class TextBar(KeyBar):
    """The bar drawn from its text by Textual (as it was before it kept its line)."""

    def render_line(self, y: int) -> Strip:
        return Widget.render_line(self, y)


class Keys(Screen[None]):
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(key, f"press('{key}')", f"Move {key}") for key in "abcdefgh"
    ]

    def compose(self) -> ComposeResult:
        yield KeyBar()
        yield TextBar()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return None if parameters and parameters[0] in "bf" else True  # two dimmed


def looks(strip: Strip) -> list[tuple[str, object]]:
    """Each character of a line, with its style."""
    return [(char, part.style) for part in strip for char in part.text]


class KeysApp(App[None]):
    def on_mount(self) -> None:
        self.push_screen(Keys())


async def test_the_bar_draws_its_keys_as_textual_draws_its_text() -> None:
    # Wide enough for every key, the same; too narrow, the same up to the last cell, where
    # an ellipsis now says that keys are cut off (Textual's text was cut without one).
    for width in (40, 100):
        app = KeysApp()
        async with app.run_test(size=(width, 10)) as pilot:
            await pilot.pause()
            line, text = app.screen.query(KeyBar)
            region = Region(0, 0, width, 1)
            drawn, same = (looks(bar.render_lines(region)[0]) for bar in (line, text))
            if width == 100:
                assert drawn == same
            else:
                assert drawn[:-1] == same[:-1] and drawn[-1][0] == "…"


async def test_setup_names_the_command_palette_at_the_right_and_a_click_opens_it(
    save_dir: Path,
) -> None:
    app = make_app(save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        bar = app.screen.query_one(KeyBar)
        line = bar.render_lines(Region(0, 0, 100, 1))[0].text
        assert line.rstrip().endswith("^p palette") and "Ctrl+S Start" in line
        start, _, _ = next(span for span in bar.spans if span[2].key == "ctrl+p")
        await pilot.click(KeyBar, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)


def footer(app: App[object]) -> str:
    """The bottom line of the terminal: the keys."""
    return screen_text(app).splitlines()[-1]


async def test_the_buy_dialogs_footer_shows_enter_buys_as_well_as_esc(save_dir: Path) -> None:
    # Bob 5 4 with stake 2 may buy.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "10H", "4H", "8D", "6C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        keys = footer(app)
        assert "⏎ Buy" in keys and "esc Cancel" in keys
        start, _, _ = next(
            span for span in app.screen.query_one(KeyBar).spans if span[2].key == "enter"
        )
        await pilot.click(KeyBar, offset=(start + 1, 0))  # the key on the bar buys too
        await pilot.pause()
        assert isinstance(session.events[-1], Buy) and session.events[-1].amount == 2


async def test_the_quit_dialogs_footer_shows_its_own_keys_only(save_dir: Path) -> None:
    top = ["5S", "10H", "4H", "8D", "6C"]
    async with bobs_turn(save_dir, top, size=(80, 24)) as (app, pilot, _):
        assert "t Twist" in footer(app)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert footer(app).split() == ["y", "Quit", "esc", "Keep", "playing"]


async def test_while_a_computer_cuts_the_footer_offers_space_to_cut_at_once(
    save_dir: Path,
) -> None:
    session = Session(["Ann", "Cpu"])
    app = make_app(
        session=session,
        rng=StackedRandom(["KS", "2D"]),
        save_dir=save_dir,
        computers=["Cpu"],
        computer_pause=60,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert "c Cut a card" in footer(app) and "space" not in footer(app)  # Ann cuts
        await pilot.press("c")
        await pilot.pause()
        assert "(Space cuts at once)" in screen_text(app)
        assert "space Cut at once" in footer(app)
        await pilot.press("space")
        await pilot.pause()
        assert session.banker == "Ann"
        assert "⏎ Continue" in footer(app) and "space" not in footer(app)
