"""Tables for the ledger: a deal's settlement, balances, and the history of deals.

They render settled deals only (R26: once a deal is settled every hand is public).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rich.table import Table
from rich.text import Text

from pontoon_tui.app.rules_text import times
from pontoon_tui.app.widgets.card import inline_cards
from pontoon_tui.app.widgets.table import balance_text
from pontoon_tui.engine.cards import describe
from pontoon_tui.engine.state import Deal, Hand


def result_words(hand: Hand) -> str:
    """How a settled hand came out, in words."""
    if hand.net is None:
        return "not settled"
    if hand.bust:
        return "bust"
    verb = "wins" if hand.net > 0 else "loses"
    stakes, part = divmod(abs(hand.net), hand.stake) if hand.stake else (1, 0)
    return f"{verb} {times(stakes)}" if stakes > 1 and not part else verb


def settlement_table(deal: Deal) -> Table:
    """Every hand of a settled deal: cards, kind, stake, result, net; the banker first."""
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    table.add_column("Seat", no_wrap=True, max_width=14, overflow="ellipsis")
    table.add_column("Cards", no_wrap=True)
    table.add_column("Hand", no_wrap=True)
    table.add_column("Stake", justify="right")
    table.add_column("Result", no_wrap=True)
    table.add_column("Net", justify="right")
    bank = deal.banker_hand
    table.add_row(
        Text(f"{deal.banker} (bank)", style="bold"),
        inline_cards(bank.cards),
        describe(bank.cards) if bank.cards else "",
        "",
        "",
        balance_text(deal.transfers.get(deal.banker, 0)),
    )
    for player in deal.order:
        seat = deal.seats[player]
        for number, hand in enumerate(seat.hands, start=1):
            name = Text(player if number == 1 else f"  ↳ hand {number}")
            net = Text("-") if hand.net is None else balance_text(hand.net)
            table.add_row(
                name,
                inline_cards(hand.cards),
                describe(hand.cards),
                str(hand.stake),
                result_words(hand),
                net,
            )
    return table


def balances_table(
    players: Sequence[str], transfers: Mapping[str, int], balances: Mapping[str, int]
) -> Table:
    """Each player's transfer in this deal and running balance."""
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    table.add_column("Player", no_wrap=True, max_width=20, overflow="ellipsis")
    table.add_column("This deal", justify="right")
    table.add_column("Balance", justify="right")
    for player in players:
        table.add_row(
            Text(player), balance_text(transfers.get(player, 0)), balance_text(balances[player])
        )
    return table


def history_table(players: Sequence[str], deals: Sequence[Deal]) -> Table:
    """One row per finished deal: its number, banker, and every player's transfer."""
    table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
    table.add_column("Deal", justify="right")
    table.add_column("Banker", no_wrap=True, max_width=10, overflow="ellipsis")
    for player in players:
        table.add_column(Text(player), justify="right", max_width=8, overflow="ellipsis")
    table.add_column("", no_wrap=True)
    for deal in deals:
        if not deal.over:
            continue
        if deal.cancelled:
            note = "cancelled"
        elif deal.banker_pontoon:
            note = "banker's Pontoon"
        elif deal.pontoon:
            note = "Pontoon"
        else:
            note = ""
        cells = [balance_text(deal.transfers.get(p, 0)) for p in players]
        table.add_row(str(deal.number), Text(deal.banker), *cells, note)
    return table
