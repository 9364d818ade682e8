"""A banker's Pontoon, shown to everyone at once with what it costs each player (R9, H6,
H7)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget

from pontoon_tui.app.game import Game
from pontoon_tui.app.rules_text import times
from pontoon_tui.app.screens.base import GameScreen, seat_label
from pontoon_tui.app.widgets.card import card_boxes
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import balance_text, deal_heading


class BankerPontoonScreen(GameScreen):
    """The banker's Pontoon, exposed at once: every player pays what the rules say (R9, H6,
    H7).

    Args:
        game: the game.
        deal_index: which deal of ``session.deals`` ended this way.
    """

    CARDS_COMPOSED = True

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "proceed", "Continue to the ledger")]

    def __init__(self, game: Game, deal_index: int) -> None:
        super().__init__(game)
        self.deal = game.active.deals[deal_index]

    def title_text(self) -> str:
        """The deal, the count and what happened, as on the other screens of a deal."""
        return deal_heading(self.game.active, self.deal, f"{self.deal.banker} has Pontoon")

    def compose_body(self) -> Iterable[Widget]:
        """The banker's two cards and each player's cost."""
        deal = self.deal
        lines = Text()
        stakes = 2
        for player in deal.order:
            hand = deal.seats[player].hands[0]
            who = seat_label(self.game, player)
            paid = -(hand.net or 0)
            stakes = paid // hand.stake if hand.stake else stakes
            share = "the stake" if stakes == 1 else f"{times(stakes)} the stake"
            lines.append(f"{who} pays {paid} ({share} of {hand.stake})\n")
        lines.append(f"{seat_label(self.game, deal.banker)} receives ")
        lines.append_text(balance_text(deal.transfers[deal.banker]))
        with Vertical(id="pontoon-box"):
            banker = seat_label(self.game, deal.banker)
            yield Plain(f"{banker}, the banker, turns over a Pontoon:", classes="prompt")
            yield Plain(card_boxes(deal.banker_hand.cards), id="banker-cards")
            pays = "the stake" if stakes == 1 else f"{times(stakes)} the stake"
            yield Plain(f"Nobody plays this deal. Every player pays {pays}.")
            yield Plain(lines, id="costs")
            yield Plain("Press Enter for the ledger.", classes="hint")

    def action_proceed(self) -> None:
        """On to the ledger."""
        self.dismiss(None)
