"""Stacked sessions for the app tests: a chosen banker and packs whose top is written out.

The top of a pack is given in dealing order: first cards from the banker's left with the
banker last, then the second cards, then whatever the moves draw.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from helpers.stacking import NAMES, cut_for, stacked_cards, stacked_session
from pontoon_tui.engine.events import Event, Pack, Split, Stake, Stick
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import HouseRules

__all__ = [
    "EIGHT_TOP",
    "EVERY_RULE",
    "LEVEL_TOP",
    "NAMES",
    "StackedRandom",
    "bob_with_four_hands",
    "cut_for",
    "level_table",
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


LEVEL_TOP = ["10S", "10H", "10D", "9H", "7C", "9D"]
"""Bob 10♠ 9♥ (19) and Cat 10♥ 7♣ (17) stick; the banker Ann 10♦ 9♦ sticks on 19."""


def level_table(names: Sequence[str]) -> Session:
    """A one-deal session, settled: the banker's 19 beats two players staking 2 each."""
    session = stacked_session(names, names[0], LEVEL_TOP, deals=1)
    banker, bob, cat = names
    play(session, Stake(bob, 2), Stake(cat, 2), Stick(bob), Stick(cat), Stick(banker))
    return session


# Eight players on two packs, Ann banks: Bob is dealt 7♠ 7♥ and the next 7s to split.
EIGHT_TOP = [
    *["7S", "KS", "KH", "KD", "KC", "QS", "QH", "10S"],
    *["7H", "8S", "8H", "8D", "8C", "9S", "9H", "6S"],
    *["7D", "10D", "7C", "9D", "10C", "5D"],
]


def bob_with_four_hands() -> Session:
    """Eight at the table, everyone staked 1, Bob's 7s split to four hands, Bob to play."""
    players = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    session = stacked_session(players, "Ann", EIGHT_TOP)
    for player in players[1:]:
        session.apply(Stake(player, 1))
    while session.refusal(Split("Bob")) is None:
        session.apply(Split("Bob"))
    return session
