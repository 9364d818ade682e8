"""Quitting asks first; the session is already saved and can be resumed."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from pontoon_tui.app.compositor import use_partial_compositor
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.plain import Plain


class QuitScreen(ModalScreen[bool]):
    """Ask whether to quit; dismisses True to quit, False to stay."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Quit"),
        Binding("n,escape", "answer(False)", "Keep playing"),
    ]

    def __init__(self, saved: bool) -> None:
        super().__init__()
        use_partial_compositor(self)
        self.saved = saved

    def compose(self) -> ComposeResult:
        """The question and two buttons."""
        note = (
            "The session is saved: start pontoon again to resume it."
            if self.saved
            else "Nothing has been played yet."
        )
        with Vertical(classes="dialog"):
            yield Plain("Quit Pontoon?", classes="dialog-title")
            yield Plain(note)
            with Horizontal(classes="dialog-buttons"):
                yield MouseButton("Quit (y)", id="yes", variant="error")
                yield MouseButton("Keep playing (n)", id="no", variant="primary")

    def action_answer(self, answer: bool) -> None:
        """Close with the answer."""
        self.dismiss(answer)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")


class TooSmallScreen(ModalScreen[None]):
    """Shown instead of the game while the terminal is smaller than 80x24.

    The message wraps to the terminal's width, so it can be read in full however small.
    """

    DEFAULT_CSS = """
    TooSmallScreen #too-small {
        max-width: 100%;
        height: auto;
        text-align: center;
        padding: 0 1;
    }
    """

    def __init__(self) -> None:
        super().__init__()
        use_partial_compositor(self)

    def compose(self) -> ComposeResult:
        """One message."""
        yield Plain(self.message(), id="too-small")

    def message(self) -> str:
        """What to do, and the size the terminal has now."""
        width, height = self.app.size
        now = f" (it is {width} x {height} now)" if width and height else ""
        return f"Please enlarge the terminal to at least 80 x 24 to play{now}. Ctrl+Q quits."

    def on_resize(self) -> None:
        """Say the new size."""
        self.query_one("#too-small", Static).update(self.message())
