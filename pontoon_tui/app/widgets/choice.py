"""One-line controls for forms: a button (:class:`Choice`) and a check box
(:class:`Toggle`), each pressed with Enter, space or a click."""

from __future__ import annotations

from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Static


class Choice(Static, can_focus=True):
    """A one-line button: Enter, space or a click presses it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "press", "Press", show=False),
    ]

    class Pressed(Message):
        """The button was pressed."""

        def __init__(self, choice: Choice) -> None:
            super().__init__()
            self.choice = choice

        @property
        def control(self) -> Choice:
            """The button pressed."""
            return self.choice

    def __init__(self, label: str, *, id: str) -> None:
        super().__init__(f" {label} ", id=id, markup=False)

    def action_press(self) -> None:
        """Press the button."""
        self.post_message(self.Pressed(self))

    def on_click(self) -> None:
        """A click presses the button."""
        self.action_press()


class Toggle(Static, can_focus=True):
    """``[x] label``: Enter, space or a click switches it on or off."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "switch", "Switch", show=False),
    ]

    class Changed(Message):
        """The toggle was switched."""

    def __init__(self, label: str, value: bool, *, id: str) -> None:
        super().__init__(id=id, markup=False)
        self.label = label
        self.value = value
        self._draw()

    def _draw(self) -> None:
        self.update(f"[{'x' if self.value else ' '}] {self.label}")

    def action_switch(self) -> None:
        """Switch the toggle."""
        self.value = not self.value
        self._draw()
        self.post_message(self.Changed())

    def on_click(self) -> None:
        """A click switches the toggle."""
        self.action_switch()
