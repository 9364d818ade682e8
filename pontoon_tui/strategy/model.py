"""The card model every strategy shares, and the rules as the strategies read them.

A hand is summarised by its *hard* total (every ace counted as 1) and whether it holds
an ace; its best total, its kind and its legal moves are asked of :mod:`pontoon_tui.rules`.
The next card is drawn from an infinite deck: each rank with chance 1/13. The model uses
no card that the deciding seat cannot see, and so it cannot leak a hidden one.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Final

from pontoon_tui.rules import (
    CHOICES,
    FIVE_CARDS,
    RANK_VALUES,
    TWENTY_ONE,
    HouseRules,
    Kind,
    banker_pontoon_net,
    best_total,
    bust_net,
    buy_bounds,
    hand_kind,
    is_pontoon,
    may_stick,
    may_twist,
    settle,
)
from pontoon_tui.strategy.keys import MoveCode, PlayKey

RANK_CHANCE: Final = 1.0 / len(RANK_VALUES)
VALUE_CHANCES: Final[tuple[tuple[int, float], ...]] = tuple(
    (value, count * RANK_CHANCE) for value, count in sorted(Counter(RANK_VALUES).items())
)
"""Each card value (the ace counted 1) with its chance of being the next card."""

LOWEST_STICK: Final = min(int(str(v)) for v in CHOICES["stick_min"])
TOTALS: Final = tuple(range(LOWEST_STICK, TWENTY_ONE + 1))
"""The totals a surviving ordinary player hand can stand on under any house rules."""

BANK_BUST: Final = TWENTY_ONE + 1
BANK_FIVE: Final = TWENTY_ONE + 2
RESULTS: Final = BANK_FIVE + 1
"""The banker's result as an index: the total it stands on, or bust, or five cards."""


def best(hard: int, ace: bool) -> int:
    """The best total (R2) of a hand with hard total ``hard``."""
    return best_total(hard, ace)


def bust_chance(hard: int) -> float:
    """The chance that one more card takes a hand of hard total ``hard`` over 21."""
    return sum(chance for value, chance in VALUE_CHANCES if best(hard + value, False) > TWENTY_ONE)


def bank_result(cards: int, hard: int, ace: bool) -> int:
    """The banker's finished hand as a result index (R10)."""
    kind = hand_kind(cards, hard, ace)
    if kind is Kind.BUST:
        return BANK_BUST
    if kind is Kind.FIVE_CARD_TRICK:
        return BANK_FIVE
    return best(hard, ace)


_BANK_KINDS: Final = (
    *((Kind.TOTAL, total) for total in range(TWENTY_ONE + 1)),
    (Kind.BUST, BANK_BUST),
    (Kind.FIVE_CARD_TRICK, TWENTY_ONE),
)


def settle_row(
    kind: Kind, total: int, stake: int, rules: HouseRules, doubled: bool
) -> tuple[int, ...]:
    """A standing hand's net against each banker result (R19, H5, H7), by result index."""
    return tuple(
        settle(kind, total, bank_kind, bank_total, stake, rules, doubled)
        for bank_kind, bank_total in _BANK_KINDS
    )


@dataclass(frozen=True, slots=True)
class Payoffs:
    """Per unit of stake, what a player's hand nets (R9, R17, R19 with H5, H6, H7).

    Attributes:
        beat: an ordinary hand whose total beats the banker's.
        beaten: an ordinary hand whose total does not.
        bank_bust: an ordinary hand when the banker busts.
        to_five: an ordinary hand against the banker's five-card trick.
        pontoon: a Pontoon against the banker's total, bust and five-card trick.
        trick: a five-card trick likewise.
        bust: a hand that busts.
        banker_pontoon: each player, per original stake, when the banker has Pontoon.
        rows: for each total 0-21, an ordinary hand's net against each banker result.
    """

    beat: int
    beaten: int
    bank_bust: int
    to_five: int
    pontoon: tuple[int, int, int]
    trick: tuple[int, int, int]
    bust: int
    banker_pontoon: int
    rows: tuple[tuple[int, ...], ...]


def payoffs(rules: HouseRules, doubled: bool) -> Payoffs:
    """The payoffs the rules make, asked of :func:`pontoon_tui.rules.settle`.

    Raises:
        ValueError: the settlement of ordinary hands is not "the higher total wins",
            which the banker's solver assumes.
    """
    rows = tuple(
        settle_row(Kind.TOTAL, total, 1, rules, doubled) for total in range(TWENTY_ONE + 1)
    )
    beat, beaten = rows[TOTALS[1]][TOTALS[0]], rows[TOTALS[0]][TOTALS[0]]
    for total in TOTALS:
        if any(rows[total][bank] != (beat if total > bank else beaten) for bank in range(total)):
            raise ValueError("the strategies assume that the higher total wins (R19)")
    pontoon = settle_row(Kind.PONTOON, TWENTY_ONE, 1, rules, doubled)
    trick = settle_row(Kind.FIVE_CARD_TRICK, TWENTY_ONE, 1, rules, doubled)
    if len(set(pontoon[:BANK_BUST])) > 1 or len(set(trick[:BANK_BUST])) > 1:
        raise ValueError("the strategies assume a Pontoon or a trick beats every total (R19)")
    return Payoffs(
        beat=beat,
        beaten=beaten,
        bank_bust=rows[TOTALS[0]][BANK_BUST],
        to_five=rows[TOTALS[0]][BANK_FIVE],
        pontoon=(pontoon[TWENTY_ONE], pontoon[BANK_BUST], pontoon[BANK_FIVE]),
        trick=(trick[TWENTY_ONE], trick[BANK_BUST], trick[BANK_FIVE]),
        bust=bust_net(1, doubled),
        banker_pontoon=banker_pontoon_net(1, rules, doubled),
        rows=rows,
    )


def _starts(first: int, second: int) -> tuple[tuple[int, bool, float], ...]:
    weights: dict[tuple[int, bool], float] = {}
    for a, p in VALUE_CHANCES:
        if first and a != first:
            continue
        for b, q in VALUE_CHANCES:
            if second and b != second:
                continue
            if is_pontoon(2, a + b, 1 in (a, b)):  # R9: it would have ended the deal
                continue
            key = (a + b, 1 in (a, b))
            weights[key] = weights.get(key, 0.0) + (1.0 if first else p) * (1.0 if second else q)
    mass = sum(weights.values())
    return tuple((hard, ace, w / mass) for (hard, ace), w in sorted(weights.items()))


_VALUES: Final = (0, *(value for value, _ in VALUE_CHANCES))
_STARTS: Final = {(a, b): _starts(a, b) for a in _VALUES for b in _VALUES}


def banker_starts(first: int = 0, second: int = 0) -> tuple[tuple[int, bool, float], ...]:
    """The banker's two-card hands as (hard, ace, chance), given that they are no Pontoon
    and given the values known of its first and second cards (0 when unknown)."""
    return _STARTS[(first, second)]


def banker_pontoon_chance(first: int = 0, second: int = 0) -> float:
    """The chance that the banker's two cards are a Pontoon (R9), given what is known."""
    total = 0.0
    for a, p in VALUE_CHANCES:
        for b, q in VALUE_CHANCES:
            if (first and a != first) or (second and b != second):
                continue
            if is_pontoon(2, a + b, 1 in (a, b)):
                total += (1.0 if first else p) * (1.0 if second else q)
    return total


def legal_play(
    key: PlayKey, rules: HouseRules
) -> tuple[tuple[MoveCode, ...], tuple[int, int] | None]:
    """The legal moves of the hand at ``key`` in the order split, buy, twist, stick (R12-R15,
    H1-H4), and the buy bounds when it may buy. ``key.pair`` says whether it may split."""
    total = best(key.hard, key.ace)
    bounds = buy_bounds(key.cards, total, key.twisted, key.orig, key.last or None, rules)
    moves: list[MoveCode] = []
    if key.pair >= 0:
        moves.append("split")
    if bounds is not None:
        moves.append("buy")
    if may_twist(key.cards, total):
        moves.append("twist")
    if may_stick(total, rules):
        moves.append("stick")
    return tuple(moves), bounds


__all__ = [
    "BANK_BUST",
    "BANK_FIVE",
    "FIVE_CARDS",
    "RANK_CHANCE",
    "RESULTS",
    "TOTALS",
    "VALUE_CHANCES",
    "Payoffs",
    "bank_result",
    "banker_pontoon_chance",
    "banker_starts",
    "best",
    "bust_chance",
    "legal_play",
    "payoffs",
    "settle_row",
]
