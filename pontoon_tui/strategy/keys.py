"""The plain types the strategies and the fast simulation share.

A hand in play is a :class:`PlayKey`; what the table sees of an ordinary hand is a
:data:`HandClass`; the public table as the banker weighs it is a :data:`TableKey`.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

MoveCode = Literal["split", "buy", "twist", "stick"]

Decision = tuple[MoveCode, int]
"""A move and the amount it adds (0 unless buying)."""

Option = tuple[MoveCode, int, float]
"""A legal move, the amount it adds to the stake (0 unless buying), its expected value."""


class PlayKey(NamedTuple):
    """A hand in play as a player strategy reads it (everything its owner can see).

    Attributes:
        hard: its hard total (every ace counted 1).
        ace: whether it holds an ace.
        cards: how many cards it holds.
        twisted: whether it has twisted (R14).
        shown: how many of its cards lie face up.
        shown_hard: their hard total.
        shown_ace: whether an ace is among them.
        stake: its stake now.
        last: what its last purchase added, 0 before any (R13).
        orig: the player's original stake (R7).
        pair: the pair's rank index when a split is legal now, else -1 (R12, H2, H3).
        hands: how many hands the player holds.
        bank_up: the value of the banker's face-up second card (H9), 0 when it is down.
        doubled: whether the banker doubled the deal (H7).
    """

    hard: int
    ace: bool
    cards: int
    twisted: bool
    shown: int
    shown_hard: int
    shown_ace: bool
    stake: int
    last: int
    orig: int
    pair: int
    hands: int
    bank_up: int = 0
    doubled: bool = False


HandClass = tuple[int, int, int, bool]
"""What the table sees of an ordinary hand: (cards, face-up cards, their hard total,
whether an ace is among them)."""

TableKey = tuple[tuple[tuple[HandClass, int], ...], int, int]
"""The public table as the banker weighs it: the ordinary surviving hands as sorted
(class, stake) pairs, then the total stake on Pontoons and on five-card tricks."""

BeliefKey = tuple[HandClass, int]
"""An ordinary hand as the banker reads it: its class and its stake."""

Belief = tuple[float, ...]
"""The chance that a hand totals at most T, for each T of :data:`model.TOTALS`."""


def hand_class(key: PlayKey) -> HandClass:
    """What the table sees of the hand at ``key``."""
    return (key.cards, key.shown, key.shown_hard, key.shown_ace)
