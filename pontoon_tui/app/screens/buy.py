"""The amount picker for a purchase, bounded by what the engine allows (R13)."""

from __future__ import annotations

from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Input, Static

from pontoon_tui.app.game import Game
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.events import Buy


class BuyScreen(ModalScreen[int | None]):
    """Ask how much a purchase adds; dismisses the amount, or None when cancelled.

    Args:
        game: the game (asked whether an amount is allowed).
        player: who buys.
        low: the least the purchase may add.
        high: the most the purchase may add.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "cancel", "Cancel"),
        Binding("plus,equals_sign,up", "step(1)", "More", show=False),
        Binding("minus,down", "step(-1)", "Less", show=False),
    ]
    AUTO_FOCUS = "#amount"

    def __init__(self, game: Game, player: str, low: int, high: int) -> None:
        super().__init__()
        self.game = game
        self.player = player
        self.low = low
        self.high = high

    def compose(self) -> ComposeResult:
        """The bounds, the amount field and the buttons."""
        span = str(self.low) if self.low == self.high else f"{self.low} to {self.high}"
        with Vertical(classes="dialog"):
            yield Plain(f"Buy a card: add {span} units to the stake.", classes="dialog-title")
            yield Input(str(self.low), id="amount", type="integer", max_length=3)
            yield Plain("Type the amount (or ↑/↓), then Enter.", classes="hint")
            yield Plain("", id="buy-message", classes="message")
            with Horizontal(classes="dialog-buttons"):
                yield MouseButton("Buy (Enter)", id="buy", variant="primary")
                yield MouseButton("Cancel (Esc)", id="cancel")
        yield Footer()

    def action_step(self, step: int) -> None:
        """Nudge the amount, staying within the bounds."""
        field = self.query_one("#amount", Input)
        try:
            amount = int(field.value) + step
        except ValueError:
            amount = self.low
        field.value = str(min(self.high, max(self.low, amount)))

    def action_cancel(self) -> None:
        """No purchase."""
        self.dismiss(None)

    def submit(self) -> None:
        """Dismiss with the amount if the engine allows it; otherwise say why not."""
        text = self.query_one("#amount", Input).value.strip()
        message = self.query_one("#buy-message", Static)
        try:
            amount = int(text)
        except ValueError:
            message.update(f"✗ the amount must be a whole number, not {text!r}")
            return
        reason = self.game.refusal(Buy(self.player, amount))
        if reason is not None:
            message.update(f"✗ {reason}")
            return
        self.dismiss(amount)

    @on(Input.Submitted, "#amount")
    def _submitted(self) -> None:
        self.submit()

    @on(Button.Pressed, "#buy")
    def _buy(self) -> None:
        self.submit()

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.action_cancel()
