"""The baseline for the app benchmarks: a hello-world Textual app (one Static).

A key press (``x``) changes the label, the smallest repaint an app can make.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import BindingType
from textual.widgets import Static


class HelloApp(App[None]):
    """One label; ``x`` changes it."""

    BINDINGS: ClassVar[list[BindingType]] = [("x", "change", "Change")]

    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def compose(self) -> ComposeResult:
        yield Static("Hello, world", id="label")

    def action_change(self) -> None:
        self.count += 1
        self.query_one("#label", Static).update(f"Hello, world {self.count}")


if __name__ == "__main__":
    HelloApp().run()
