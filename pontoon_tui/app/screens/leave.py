"""Leaving the table from a player's own device."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button

from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.plain import Plain


class LeaveScreen(ModalScreen[bool]):
    """Ask whether to leave; dismisses True to leave.

    Args:
        seat: the seat this device plays, or None while it watches.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Leave"),
        Binding("escape,n", "answer(False)", "Stay"),
    ]

    def __init__(self, seat: str | None) -> None:
        super().__init__()
        self.seat = seat

    def compose(self) -> ComposeResult:
        """The question and what leaving means."""
        if self.seat is None:
            again = "by opening the table's page" if self.app.is_web else "with the same command"
            note = f"You stop watching; you may join again {again}."
        elif self.app.is_web:
            note = (
                f"{self.seat}'s seat waits for you: open the table's page again in this "
                "browser and you are back in it (another device needs the seat's secret). "
                "The game is saved at the host's terminal."
            )
        else:
            note = (
                f"{self.seat}'s seat waits for you: join again with the same command and "
                "type your seat's secret to come back to it. The game is saved at the "
                "host's terminal."
            )
        with Vertical(classes="dialog"):
            yield Plain("Leave the table?", classes="dialog-title")
            yield Plain(note)
            if not self.app.is_web:
                yield Plain("y leaves · Esc stays", classes="hint")
            with Horizontal(classes="dialog-buttons"):  # (a phone has no keys to press)
                web = self.app.is_web  # (a phone's buttons, without keys)
                yield MouseButton("Leave" if web else "Leave (y)", id="leave-yes", variant="error")
                yield MouseButton("Stay" if web else "Stay (Esc)", id="leave-no", variant="primary")

    def action_answer(self, leave: bool) -> None:
        """Leave, or stay."""
        self.dismiss(leave)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "leave-yes")
