"""Widgets of the game: cards, hands, the public table, the log, the ledger's tables, and
the setup's seat list and controls.

The names below are imported from their modules on first use, so that importing one
widget does not import them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pontoon_tui.lazy import lazy_attribute

if TYPE_CHECKING:
    from pontoon_tui.app.widgets.button import MouseButton
    from pontoon_tui.app.widgets.card import card_boxes, inline_card, inline_cards
    from pontoon_tui.app.widgets.choice import Choice, Toggle
    from pontoon_tui.app.widgets.hand import HandBox
    from pontoon_tui.app.widgets.ledger_table import (
        history_table,
        loss_notes,
        settlement_table,
    )
    from pontoon_tui.app.widgets.log import DealLog
    from pontoon_tui.app.widgets.plain import Plain
    from pontoon_tui.app.widgets.seat_list import SeatList
    from pontoon_tui.app.widgets.table import PublicTable, balance_text

MODULES = {
    "Choice": "choice",
    "DealLog": "log",
    "SeatList": "seat_list",
    "Toggle": "choice",
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
    "Choice",
    "DealLog",
    "HandBox",
    "MouseButton",
    "Plain",
    "PublicTable",
    "SeatList",
    "Toggle",
    "balance_text",
    "card_boxes",
    "history_table",
    "inline_card",
    "inline_cards",
    "loss_notes",
    "settlement_table",
]


def __getattr__(name: str) -> object:
    """Import a widget's module the first time the widget is asked for."""
    return lazy_attribute(__name__, MODULES, name)
