"""Widgets of the game: cards, hands, the public table and the ledger's tables."""

from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.card import card_boxes, inline_card, inline_cards
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.ledger_table import balances_table, history_table, settlement_table
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicTable, balance_text

__all__ = [
    "HandBox",
    "MouseButton",
    "Plain",
    "PublicTable",
    "balance_text",
    "balances_table",
    "card_boxes",
    "history_table",
    "inline_card",
    "inline_cards",
    "settlement_table",
]
