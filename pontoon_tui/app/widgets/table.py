"""The public table: every seat's visible cards, stakes, splits, Pontoons and busts.

It renders the public view (``table_view(session, None)``), so it shows the same to
whoever holds the device: the others' face-down cards are backs, even on a private screen.
"""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.widgets import Static

from pontoon_tui.app.widgets.card import inline_cards
from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.views import HandView, TableView


def hand_note(hand: HandView) -> Text:
    """What the table can say of a hand: bust, Pontoon, in play, stuck…"""
    if hand.net is not None and hand.kind is not Kind.BUST:
        return Text(f"{hand.net:+d}", style="red" if hand.net < 0 else "green")
    if hand.kind is Kind.BUST:
        return Text("bust", style="bold red")
    if hand.kind is Kind.PONTOON:
        return Text("Pontoon", style="bold green")
    if hand.in_play:
        return Text("◀ plays", style="bold")
    if hand.done:
        return Text("done")
    return Text("")


def balance_text(amount: int) -> Text:
    """A balance with its sign; negatives in red."""
    return Text(f"{amount:+d}", style="bold red" if amount < 0 else "bold green")


class PublicTable(Static):
    """The table as everyone may see it.

    Args:
        view: a public view of the session.
    """

    DEFAULT_CSS = """
    PublicTable { height: auto; width: 1fr; }
    """

    def __init__(self, view: TableView, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view = view

    def show(self, view: TableView) -> None:
        """Redraw with a newer view."""
        self.view = view
        self.refresh(layout=True)

    def render(self) -> Table:
        """One row per hand, the banker first."""
        view = self.view
        table = Table(box=None, padding=(0, 1), show_edge=False, expand=False)
        table.add_column("Seat", no_wrap=True, max_width=12, overflow="ellipsis")
        table.add_column("Stake", justify="right", no_wrap=True)
        table.add_column("Cards", min_width=8)
        table.add_column("", no_wrap=True)
        if view.banker_hand is not None and view.banker is not None:
            bank = view.banker_hand
            note = Text(bank.description or "", style="bold") if bank.fully_seen else Text("")
            if bank.in_play:
                note = Text.assemble(note, " ◀" if note else "◀ plays")
            table.add_row(Text(view.banker, style="bold"), "bank", inline_cards(bank.cards), note)
        for seat in view.seats:
            for hand in seat.hands:
                name = Text(seat.player if hand.number == 1 else f"  ↳ hand {hand.number}")
                stake = str(hand.stake) if seat.original_stake is not None else "-"
                table.add_row(name, stake, inline_cards(hand.cards), hand_note(hand))
        return table
