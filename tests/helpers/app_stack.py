"""Stacked sessions for the app tests: a chosen banker and packs whose top is written out.

The top of a pack is given in dealing order: first cards from the banker's left with the
banker last, then the second cards, then whatever the moves draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from helpers.stacking import NAMES, cut_for, stacked_cards, stacked_session

from pontoon_tui.engine.events import Event, Pack
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import HouseRules

__all__ = [
    "EVERY_RULE",
    "NAMES",
    "StackedRandom",
    "cut_for",
    "play",
    "stacked_pack",
    "stacked_session",
]

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
    return Pack(stacked_cards(top, players))


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
