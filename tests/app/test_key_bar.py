"""The keys along the bottom: drawn by one widget, refused moves dimmed, a click presses."""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from app_stack import play, stacked_session
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.command import CommandPalette
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.main import make_app
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.engine.events import Stake, Twist


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
