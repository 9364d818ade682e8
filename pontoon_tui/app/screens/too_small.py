"""The terminal is too small to play in: what to do, and the size it has now."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from textual import events
from textual.app import App, ComposeResult
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from pontoon_tui.app.widgets.plain import Plain


class TooSmallScreen(ModalScreen[None]):
    """Shown instead of the game while the terminal is smaller than the app's
    ``MIN_SIZE`` (80 x 24 for the one-terminal game).

    The message is laid out a phrase at a time, as many phrases to a line as the width
    holds, so that a size is never split across two lines ("80 x 24" and "70 x 20 now"
    stay whole); it can be read in full however small the terminal.
    """

    def compose(self) -> ComposeResult:
        """One message."""
        yield Plain(self.message(), id="too-small")

    def phrases(self) -> list[tuple[str, ...]]:
        """What to do, and the size the terminal has now: phrases kept to one line where
        the width allows, each made of parts that are never broken."""
        width, height = self.app.size
        least_width, least_height = getattr(self.app, "MIN_SIZE", (MIN_WIDTH, MIN_HEIGHT))
        now: list[tuple[str, ...]] = [("(it is", f"{width} x {height} now).")]
        return [
            ("Please enlarge", "the terminal"),
            ("to at least", f"{least_width} x {least_height}"),
            ("to play" if width and height else "to play.",),
            *(now if width and height else []),
            ("Ctrl+Q quits.",),
        ]

    def message(self) -> str:
        """The phrases, as many to a line as fit the terminal's width (a phrase too long
        for a line of its own goes a part at a time)."""
        room = self.app.size.width - 2  # the message's padding
        units: list[str] = []
        for phrase in self.phrases():
            whole = " ".join(phrase)
            units += [whole] if len(whole) <= room else list(phrase)
        lines: list[str] = []
        for unit in units:
            if lines and len(lines[-1]) + 1 + len(unit) <= room:
                lines[-1] += " " + unit
            else:
                lines.append(unit)
        return "\n".join(lines)

    def on_resize(self) -> None:
        """Say the new size."""
        self.query_one("#too-small", Static).update(self.message())


MIN_WIDTH = 80
MIN_HEIGHT = 24
"""The smallest terminal the game's full screens play in."""
PHONE_MIN_WIDTH = 36
PHONE_MIN_HEIGHT = 20
"""The smallest terminal a player's own device plays in (its screens laid out for a phone
held upright below :data:`MIN_WIDTH` x :data:`MIN_HEIGHT`)."""


class KeepsRoom(App[int]):
    """An app of the game's screens that covers them while the terminal is smaller than
    ``MIN_SIZE`` (the one-terminal game and a player's own device alike)."""

    MIN_SIZE: ClassVar[tuple[int, int]] = (MIN_WIDTH, MIN_HEIGHT)
    """The smallest terminal the app plays in, columns and rows."""

    def on_resize(self, event: events.Resize) -> None:
        """Cover the game while the terminal is too small."""
        self.check_size(event.size.width, event.size.height)

    def check_size(self, width: int | None = None, height: int | None = None) -> None:
        """Show or remove the "enlarge the terminal" screen (always the top screen)."""
        width = self.size.width if width is None else width
        height = self.size.height if height is None else height
        small = width < self.MIN_SIZE[0] or height < self.MIN_SIZE[1]
        covered = isinstance(self.screen, TooSmallScreen)
        if small and not covered:
            self.push_screen(TooSmallScreen())
        elif not small and covered:
            self.pop_screen()

    def show(self, screen: Screen[Any], callback: Callable[[Any], None] | None = None) -> None:
        """Push a screen, keeping the "enlarge the terminal" screen on top if it shows."""
        covered = len(self.screen_stack) > 1 and isinstance(self.screen, TooSmallScreen)
        if covered:
            self.pop_screen()
        self.push_screen(screen, callback)
        if covered:
            self.push_screen(TooSmallScreen())
