"""Widgets of the game: cards, hands, the public table and the ledger's tables.

The names below are imported from their modules on first use, so that importing one
widget does not import them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pontoon_tui.lazy import lazy_attribute

if TYPE_CHECKING:
    from pontoon_tui.app.widgets.button import MouseButton
    from pontoon_tui.app.widgets.card import card_boxes, inline_card, inline_cards
    from pontoon_tui.app.widgets.hand import HandBox
    from pontoon_tui.app.widgets.ledger_table import (
        history_table,
        loss_notes,
        settlement_table,
    )
    from pontoon_tui.app.widgets.plain import Plain
    from pontoon_tui.app.widgets.table import PublicTable, balance_text

MODULES = {
    "HandBox": "hand",
    "MouseButton": "button",
    "Plain": "plain",
    "PublicTable": "table",
    "balance_text": "table",
    "card_boxes": "card",
    "history_table": "ledger_table",
    "loss_notes": "ledger_table",
    "inline_card": "card",
    "inline_cards": "card",
    "settlement_table": "ledger_table",
}

__all__ = [
    "HandBox",
    "MouseButton",
    "Plain",
    "PublicTable",
    "balance_text",
    "card_boxes",
    "history_table",
    "loss_notes",
    "inline_card",
    "inline_cards",
    "settlement_table",
]


def __getattr__(name: str) -> object:
    """Import a widget's module the first time the widget is asked for."""
    return lazy_attribute(__name__, MODULES, name)
