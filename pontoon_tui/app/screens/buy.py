"""The amount picker for a purchase, bounded by what the engine allows (R13)."""

from __future__ import annotations

from typing import ClassVar

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from pontoon_tui.app.screens.turn_notes import buy_words, units
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.events import Buy
from pontoon_tui.table.client import TableClient


def is_amount(text: str) -> bool:
    """Whether ``text`` is a whole number written in the digits 0 to 9 alone."""
    return text.isascii() and text.isdigit()


class AmountField(Field):
    """The amount typed; Enter buys it, and the footer says so (an input's own Enter
    would hide the dialog's from the footer). Backspace and the other editing keys act in
    their turn: Backspace and ``4`` typed together buy 4."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "submit", "Buy")]


class BuyScreen(ModalScreen[int | None]):
    """Ask how much a purchase adds; dismisses the amount, or None when cancelled.

    Args:
        game: the game (asked whether an amount is allowed).
        player: who buys.
        low: the least the purchase may add.
        high: the most the purchase may add.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", "Buy"),
        Binding("escape", "cancel", "Cancel"),
        Binding("plus,equals_sign,up", "step(1)", "More", show=False),
        Binding("minus,down", "step(-1)", "Less", show=False),
    ]
    AUTO_FOCUS = "#amount"

    def __init__(self, table: TableClient, player: str, low: int, high: int) -> None:
        super().__init__()
        self.table = table
        self.player = player
        self.low = low
        self.high = high
        self.answered = False  # a second Enter typed ahead must not buy again
        self.typed_ahead = ""  # digits typed before the amount field took the keys

    def compose(self) -> ComposeResult:
        """The bounds, the amount field and the buttons."""
        how = "Enter buys" if self.low == self.high else "type the amount (or ↑/↓, -/+), then Enter"
        with Vertical(classes="dialog"):
            yield Plain(f"Buy a card: {buy_words(self.low, self.high)}.", classes="dialog-title")
            with Horizontal(id="amount-row"):
                yield AmountField(str(self.low), id="amount", max_length=6)
                if self.low != self.high:  # (a tap changes the amount: no keyboard needed)
                    for label, name in (("-", "less"), ("+", "more")):
                        step = MouseButton(label, id=name)
                        step.active_effect_duration = 0  # every tap counts, however quick
                        yield step
            yield Plain(f"{how[0].upper()}{how[1:]}.", classes="hint")
            yield Plain("", id="buy-message", classes="message")
            with Horizontal(classes="dialog-buttons"):
                yield MouseButton("Buy (Enter)", id="buy", variant="primary")
                yield MouseButton("Cancel (Esc)", id="cancel")
        yield KeyBar(palette=True)

    def on_mount(self) -> None:
        """Show what was typed ahead, if anything was (see :meth:`type_ahead`)."""
        self._show_typed()

    def on_key(self, event: events.Key) -> None:
        """A digit that reaches the dialog before its amount field has the keys is typed
        ahead (see :meth:`type_ahead`)."""
        field = self.query_one("#amount", Input)
        if not field.has_focus and event.character is not None and is_amount(event.character):
            event.stop()
            event.prevent_default()
            self.type_ahead(event.character)

    def type_ahead(self, digit: str) -> None:
        """Keep a digit typed straight after ``b``, before this dialog could take it: it
        starts the amount, as it would have a moment later (``b``, ``4``, Enter in one
        burst buys 4, never the least)."""
        self.typed_ahead += digit
        self._show_typed()

    def _show_typed(self) -> None:
        try:
            field = self.query_one("#amount", Input)
        except NoMatches:  # not built yet: on_mount shows it
            return
        if not self.typed_ahead:
            return
        field.select_on_focus = False  # what was typed stays when the field takes focus
        field.value = self.typed_ahead
        field.cursor_position = len(self.typed_ahead)

    def action_submit(self) -> None:
        """Enter typed before the amount field took the keys: buy what was typed."""
        self.submit()

    def action_step(self, step: int) -> None:
        """Nudge the amount, staying within the bounds."""
        field = self.query_one("#amount", Input)
        text = field.value.strip()
        amount = int(text) + step if is_amount(text) else self.low
        field.value = str(min(self.high, max(self.low, amount)))

    def action_cancel(self) -> None:
        """No purchase."""
        self.answer(None)

    def answer(self, amount: int | None) -> None:
        """Close with ``amount`` (None for no purchase), once."""
        if not self.answered:
            self.answered = True
            self.dismiss(amount)

    def problem(self, text: str) -> str | None:
        """Why ``text`` is not an amount this purchase may add, or None when it is."""
        if not text:
            return f"type the amount: {units(self.low, self.high)}"
        if not is_amount(text):
            return f"type digits only (0 to 9): {text!r} is not a whole number of units"
        if not self.low <= int(text) <= self.high:
            return f"{self.player}'s purchase must add {units(self.low, self.high)}, not {text}"
        return None

    @on(Input.Changed, "#amount")
    def _typed(self, event: Input.Changed) -> None:
        """Refuse anything but digits as it is typed; clear a refusal once it is fixed."""
        text = event.value.strip()
        message = self.query_one("#buy-message", Static)
        if text and not is_amount(text):
            message.update(f"✗ {self.problem(text)}")
        else:
            message.update("")

    def submit(self) -> None:
        """Dismiss with the amount if the engine allows it; otherwise say why not."""
        if self.answered:
            return
        try:
            text = self.query_one("#amount", Input).value.strip()
        except NoMatches:  # Enter typed ahead, before the dialog was built
            self.call_after_refresh(self.submit)
            return
        message = self.query_one("#buy-message", Static)
        problem = self.problem(text)
        if problem is not None:
            message.update(f"✗ {problem}")
            return
        amount = int(text)
        reason = self.table.refusal(self.player, Buy(self.player, amount))
        if reason is not None:
            message.update(f"✗ {reason}")
            return
        self.answer(amount)

    @on(Input.Submitted, "#amount")
    def _submitted(self) -> None:
        self.submit()

    @on(Button.Pressed, "#buy")
    def _buy(self) -> None:
        self.submit()

    @on(Button.Pressed, "#cancel")
    def _cancel(self) -> None:
        self.action_cancel()

    @on(Button.Pressed, "#less")
    def _less(self) -> None:
        self.action_step(-1)

    @on(Button.Pressed, "#more")
    def _more(self) -> None:
        self.action_step(1)
