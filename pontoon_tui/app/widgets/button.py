"""Buttons for the mouse that never take the keyboard focus.

Every action has its own key; a focused button would also answer Enter, and an Enter
meant for one screen must never press a button on the next (above all the
pass-the-device screen's).
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Button
from textual.widgets.button import ButtonVariant


class MouseButton(Button):
    """A compact button that the mouse presses and the keyboard never focuses."""

    can_focus = False

    def __init__(self, label: str, *, id: str, variant: ButtonVariant = "default") -> None:
        super().__init__(Content(label), id=id, variant=variant, compact=True)


class TapButton(Button):
    """A button big enough for a finger (three rows), that the keyboard never focuses.

    A move the table refuses now keeps its button, dimmed (``-refused``): a tap on it
    says why, as its key would.
    """

    can_focus = False
    DEFAULT_CSS = """
    TapButton {
        width: 1fr;
        min-width: 5;
        margin: 0 0 0 0;
        &.-refused {
            color: $text-muted;
            text-style: not bold;
            background: $surface;
        }
    }
    """

    def __init__(
        self,
        label: str,
        *,
        id: str,
        variant: ButtonVariant = "default",
        refused: bool = False,
    ) -> None:
        super().__init__(Content(label), id=id, variant=variant)
        self.set_class(refused, "-refused")
