"""Stacked tables for every test folder: a chosen banker and packs whose top is written out.

The top of a pack is given in dealing order: first cards from the banker's left with the
banker last, then the second cards, then whatever the moves draw; :func:`stacked_cards`
puts the rest of the table's cards after them in a fixed order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules

NAMES: tuple[str, ...] = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
LOSING_CUTS: tuple[str, ...] = ("2S", "3S", "4S", "5S", "6S", "7S", "8S")
"""Cut cards that lose to the ace of spades, all of different ranks."""


def stacked_cards(top: Sequence[str], players: int) -> tuple[str, ...]:
    """The table's whole pack: ``top`` first (top card first), then every other card."""
    left = Counter(full_pack(players))
    for card in top:
        if left[card] == 0:
            raise ValueError(f"{card} is not left in the pack")
        left[card] -= 1
    rest: list[str] = []
    for card in full_pack(players):
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    return (*top, *rest)


def cut_for(players: Sequence[str], banker: str) -> Cut:
    """One round of cutting that ``banker`` wins with the ace of spades."""
    others = iter(LOSING_CUTS)
    return Cut({p: "AS" if p == banker else next(others) for p in players})


def stacked_session(
    players: Sequence[str],
    banker: str,
    top: Sequence[str] = (),
    deals: int = 8,
    rules: HouseRules = DEFAULT_RULES,
) -> Session:
    """A session with ``banker`` cut for the bank and the first pack starting with ``top``."""
    session = Session(players, deals, rules)
    session.apply(cut_for(players, banker))
    session.apply(Pack(stacked_cards(top, len(players))))
    return session
