"""The ``pontoon-result/1`` object that ``pontoon replay`` prints."""

from __future__ import annotations

from typing import Any

from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Deal, Hand

RESULT_FORMAT = "pontoon-result/1"


def hand_json(hand: Hand) -> dict[str, Any]:
    """A hand's cards, kind and best total (computed from the cards alone)."""
    return {"cards": list(hand.cards), "kind": hand.kind.value, "total": hand.total}


def deal_json(deal: Deal, players: tuple[str, ...]) -> dict[str, Any]:
    """One entry of the result's ``deals`` list."""
    out: dict[str, Any] = {
        "number": deal.number,
        "banker": deal.banker,
        "cancelled": deal.cancelled,
        "pontoon": deal.pontoon,
        "doubled": deal.doubled,
        "transfers": {p: deal.transfers[p] for p in players},
        "banker_hand": hand_json(deal.banker_hand),
        "hands": [
            {
                "player": hand.player,
                **hand_json(hand),
                "stake": hand.stake,
                "net": None if deal.cancelled else hand.net,
            }
            for hand in deal.hands()
        ],
    }
    return out


def result_json(session: Session) -> dict[str, Any]:
    """The whole replay result for ``session`` as it stands."""
    nxt = session.next()
    return {
        "format": RESULT_FORMAT,
        "players": list(session.players),
        "rules": session.rules.to_json(),
        "balances": {p: session.balances[p] for p in session.players},
        "deals_played": session.deals_played,
        "banker": session.banker,
        "finished": session.finished,
        "winners": session.winners(),
        "next": None if nxt is None else nxt.to_json(),
        "deals": [deal_json(deal, session.players) for deal in session.deals],
    }
