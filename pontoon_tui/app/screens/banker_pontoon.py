"""A banker's Pontoon, shown to everyone at once with what it costs each player (R9, H6,
H7)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget

from pontoon_tui.app.rules_text import times
from pontoon_tui.app.screens.base import GameScreen, seat_label
from pontoon_tui.app.widgets.card import card_boxes
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import balance_text, deal_heading
from pontoon_tui.table.client import TableClient


class BankerPontoonScreen(GameScreen):
    """The banker's Pontoon, exposed at once: every player pays what the rules say (R9, H6,
    H7).

    Args:
        table: the table.
        deal_index: which deal begun ended this way.
    """

    CARDS_COMPOSED = True

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "proceed", "Continue to the ledger")]

    def __init__(self, table: TableClient, deal_index: int) -> None:
        super().__init__(table)
        self.deal = table.view(None, deal_index)
        """The deal as everyone sees it: settled, so every card is public (R26)."""

    def title_text(self) -> str:
        """The deal, the count and what happened, as on the other screens of a deal."""
        return deal_heading(self.deal, f"{self.deal.deal_banker} has Pontoon")

    def compose_body(self) -> Iterable[Widget]:
        """The banker's two cards and each player's cost, as the table paid it."""
        deal = self.deal
        assert deal.banker_hand is not None and deal.deal_banker is not None
        lines = Text()
        stakes = 2
        for seat in deal.seats:
            hand = seat.hands[0]
            who = seat_label(self.table, seat.player)
            paid = -(hand.net or 0)
            stakes = -hand.paid.stakes if hand.paid is not None else stakes
            share = "the stake" if stakes == 1 else f"{times(stakes)} the stake"
            lines.append(f"{who} pays {paid} ({share} of {hand.stake})\n")
        banker = seat_label(self.table, deal.deal_banker)
        lines.append(f"{banker} receives ")
        lines.append_text(balance_text(deal.transfers[deal.deal_banker]))
        with Vertical(id="pontoon-box"):
            yield Plain(f"{banker}, the banker, turns over a Pontoon:", classes="prompt")
            yield Plain(card_boxes(deal.banker_hand.cards), id="banker-cards")
            pays = "the stake" if stakes == 1 else f"{times(stakes)} the stake"
            yield Plain(f"Nobody plays this deal. Every player pays {pays}.")
            yield Plain(lines, id="costs")
            yield Plain("Press Enter for the ledger.", classes="hint")

    def action_proceed(self) -> None:
        """On to the ledger."""
        self.dismiss(None)
