"""Stacked sessions for the app tests: a chosen banker and packs whose top is written out.

The top of a pack is given in dealing order: first cards from the banker's left with the
banker last, then the second cards, then whatever the moves draw.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Event, Pack
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules

NAMES: tuple[str, ...] = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
LOSING_CUTS: tuple[str, ...] = ("2S", "3S", "4S", "5S", "6S", "7S", "8S")
EVERY_RULE = HouseRules(
    stick_min=16,
    split="aces",
    max_hands=2,
    buy_fifth=False,
    pontoon_pays=3,
    banker_pontoon=1,
    banker_doubles=True,
    shuffle="every-deal",
    second_card="up",
)
"""Every house rule changed from seed 000's (RULES.md H1-H9)."""


def stacked_pack(top: Sequence[str], players: int) -> Pack:
    """The table's whole pack with ``top`` first and the other cards after, in order."""
    left = Counter(full_pack(players))
    for card in top:
        assert left[card] > 0, f"{card} is not left in the pack"
        left[card] -= 1
    rest: list[str] = []
    for card in full_pack(players):
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    return Pack((*top, *rest))


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
    session.apply(stacked_pack(top, len(players)))
    return session


def play(session: Session, *events: Event) -> None:
    """Apply events through the engine."""
    for event in events:
        session.apply(event)


class StackedRandom(random.Random):
    """A source of chance whose shuffles put chosen cards on top, in order.

    Each shuffle takes the next list from ``tops``; after the rest of the shuffle the
    chance module cuts the pack, and ``randrange`` is fixed so that the cut leaves those
    cards on top. With no list left it shuffles for real.
    """

    def __init__(self, *tops: Sequence[str]) -> None:
        super().__init__(0)
        self.tops = [list(top) for top in tops]

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        super().shuffle(x)
        if not self.tops:
            return
        top = self.tops.pop(0)
        for card in top:
            x.remove(card)
        # The cut that follows moves the first card to the bottom: keep one card before.
        x[1:1] = top

    def randrange(self, start: int, stop: int | None = None, step: int = 1) -> int:  # type: ignore[override]
        return 1
