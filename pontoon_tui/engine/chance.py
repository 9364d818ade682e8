"""Chance, made outside the rules: the ``cut`` and ``pack`` events, from one injected
:class:`random.Random`, so that every session can be replayed exactly."""

from __future__ import annotations

import random

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Event, Pack
from pontoon_tui.engine.session import Session


def shuffled_pack(players: int, rng: random.Random) -> list[str]:
    """The table's pack(s), shuffled and then cut at a random place."""
    cards = full_pack(players)
    rng.shuffle(cards)
    at = rng.randrange(1, len(cards))
    return cards[at:] + cards[:at]


def make_cut(session: Session, rng: random.Random) -> Cut:
    """One round of cutting for the players still cutting (R4)."""
    cards = shuffled_pack(len(session.players), rng)
    return Cut({player: cards[i] for i, player in enumerate(session.cutting)})


def make_pack(session: Session, rng: random.Random) -> Pack:
    """A freshly shuffled and cut pack (R1, R22, R23)."""
    return Pack(tuple(shuffled_pack(len(session.players), rng)))


def chance_event(session: Session, rng: random.Random) -> Event | None:
    """The chance event the session waits for, if it waits for one."""
    nxt = session.next()
    if nxt is None:
        return None
    if nxt.type == "cut":
        return make_cut(session, rng)
    if nxt.type == "pack":
        return make_pack(session, rng)
    return None
