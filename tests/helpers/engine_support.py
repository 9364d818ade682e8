"""Helpers for the engine tests: stacked packs, tables with a chosen banker, draws seen.

A test writes the top of the pack in dealing order (first cards from the banker's left,
banker last; then the second cards; then whatever the players' moves draw) and lets
:func:`stacked_pack` put the rest of the table's cards after them in a fixed order.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from helpers.stacking import NAMES, cut_for, stacked_cards, stacked_session
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.events import Event
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Deal

__all__ = [
    "NAMES",
    "cut_for",
    "hand_cards",
    "last_deal",
    "next_json",
    "play",
    "refused",
    "stacked_pack",
    "table",
]

table = stacked_session
"""A session whose bank is cut by ``banker`` and whose first pack starts with ``top``."""
stacked_pack = stacked_cards


def _cards_by_hand(deal: Deal) -> list[str]:
    cards = [c for p in deal.order for hand in deal.seats[p].hands for c in hand.cards]
    return cards + list(deal.banker_hand.cards)


def play(session: Session, *events: Event) -> list[str]:
    """Apply ``events`` in order; return the cards they dealt, in the order dealt.

    One event deals at most one card to each hand of a deal, and hands receive in playing
    order with the banker last, so new cards read in that order are in dealing order.
    """
    drawn: list[str] = []
    for event in events:
        first = max(len(session.deals) - 1, 0)
        before = [Counter(_cards_by_hand(d)) for d in session.deals[first:]]
        session.apply(event)
        for index, deal in enumerate(session.deals[first:]):
            old = before[index] if index < len(before) else Counter()
            for card in _cards_by_hand(deal):
                if old[card] > 0:
                    old[card] -= 1
                else:
                    drawn.append(card)
    return drawn


def refused(session: Session, event: Event, reason: str) -> str:
    """Check that ``event`` is refused with ``reason`` in the message and changes nothing."""
    before = result_json(session)
    pack = list(session.pack)
    count = len(session.events)
    with pytest.raises(IllegalMove) as info:
        session.apply(event)
    message = str(info.value)
    assert reason in message, message
    assert result_json(session) == before
    assert list(session.pack) == pack
    assert len(session.events) == count
    return message


def last_deal(session: Session) -> dict[str, Any]:
    """The latest deal as ``pontoon replay`` prints it."""
    deal: dict[str, Any] = result_json(session)["deals"][-1]
    return deal


def hand_cards(session: Session) -> list[tuple[str, list[str]]]:
    """Every hand of the latest deal, staked or not, as (player, cards), banker last."""
    deal = session.deals[-1]
    out = [(h.player, list(h.cards)) for p in deal.order for h in deal.seats[p].hands]
    return [*out, (deal.banker, list(deal.banker_hand.cards))]


def next_json(session: Session) -> dict[str, Any] | None:
    """What the session waits for, as ``pontoon replay`` prints it."""
    nxt = session.next()
    return None if nxt is None else nxt.to_json()
