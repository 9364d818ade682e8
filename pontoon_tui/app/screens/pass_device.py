"""Pass the device: a neutral screen naming who should take it next.

It shows nothing private and continues only on a deliberate key (``y``, or ``Y``), so an
extra press meant for the previous screen (an Enter that passed the turn on) cannot open
the next player's cards: Enter here only says which key to press.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.widget import Widget
from textual.widgets import Button

from pontoon_tui.app.screens.base import GameScreen, deal_title
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.table.client import TableClient

KEY_HINT = "Press y (or click the button) once you hold the device."
ENTER_HINT = "✗ Enter does not open the cards: press y once you hold the device."
EARLY_HINT = "✗ That y was typed too early: press y again once you hold the device."


class PassDeviceScreen(GameScreen):
    """Hand the device to ``player`` before their private view opens.

    Args:
        game: the game.
        player: who should take the device.
        purpose: what they will do, e.g. ``"stake"``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "confirm", "I hold the device: show my cards"),
        Binding("Y", "confirm", "I hold the device: show my cards", show=False),
        Binding("enter", "which_key", show=False),
    ]

    def __init__(self, table: TableClient, player: str, purpose: str) -> None:
        super().__init__(table)
        self.player = player
        self.purpose = purpose

    def title_text(self) -> str:
        """Deal and banker, nothing else."""
        return deal_title(self.table, "pass the device")

    def compose_body(self) -> Iterable[Widget]:
        """The name, the reason, and the button."""
        with Vertical(id="pass-box"):
            yield Plain("Pass the device to", classes="pass-line")
            yield Plain(self.player, id="pass-name")
            yield Plain(f"to {self.purpose}", classes="pass-line")
            yield Plain(
                f"Only {self.player} should look at the screen after this. "
                "Everyone else, look away.",
                classes="pass-hint",
            )
            with Center():
                yield MouseButton(f"I am {self.player} (y)", id="confirm", variant="primary")
            yield Plain(KEY_HINT, id="pass-key", classes="pass-hint")

    def key_dropped(self, key: str) -> None:
        """A ``y`` typed before this screen showed does not open the cards (it was typed
        at the screen before, perhaps by someone else): say to press it again."""
        if key.lower() == "y":
            self.query_one("#pass-key", Plain).show(EARLY_HINT)

    def action_which_key(self) -> None:
        """Enter does not open the cards (it passed the turn on a moment ago): say which
        key does."""
        self.query_one("#pass-key", Plain).show(ENTER_HINT)

    def action_confirm(self) -> None:
        """The player has the device."""
        self.dismiss(None)

    @on(Button.Pressed, "#confirm")
    def _pressed(self) -> None:
        self.action_confirm()
