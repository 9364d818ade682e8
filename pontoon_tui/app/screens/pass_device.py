"""Pass the device: a neutral screen naming who should take it next.

It shows nothing private and continues only on a deliberate key (``y``), so an extra
press meant for the previous screen cannot open the next player's cards.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.widget import Widget
from textual.widgets import Button

from pontoon_tui.app.game import Game
from pontoon_tui.app.screens.base import GameScreen, deal_title
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.plain import Plain


class PassDeviceScreen(GameScreen):
    """Hand the device to ``player`` before their private view opens.

    Args:
        game: the game.
        player: who should take the device.
        purpose: what they will do, e.g. ``"stake"``.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "confirm", "I hold the device: show my cards")
    ]

    def __init__(self, game: Game, player: str, purpose: str) -> None:
        super().__init__(game)
        self.player = player
        self.purpose = purpose

    def title_text(self) -> str:
        """Deal and banker, nothing else."""
        return deal_title(self.game, "pass the device")

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

    def action_confirm(self) -> None:
        """The player has the device."""
        self.dismiss(None)

    @on(Button.Pressed, "#confirm")
    def _pressed(self) -> None:
        self.action_confirm()
