"""The terminal is too small to play in: what to do, and the size it has now."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.screen import ModalScreen
from textual.widgets import Static

from pontoon_tui.app.widgets.plain import Plain


class TooSmallScreen(ModalScreen[None]):
    """Shown instead of the game while the terminal is smaller than 80x24.

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
        now: list[tuple[str, ...]] = [("(it is", f"{width} x {height} now).")]
        return [
            ("Please enlarge", "the terminal"),
            ("to at least", "80 x 24"),
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
