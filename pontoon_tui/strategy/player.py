"""The players' strategies: the stake, and split, buy, twist or stick (R7, R12-R15).

The expected-value player values every legal move exactly over an infinite deck, from
its own cards only. Standing with a total is valued against the banker's backward
induction of :mod:`pontoon_tui.strategy.banker` playing heads-up against what the table
can see of this hand (its face-up cards and how many face-down ones), reading it by the
prior belief (:func:`~pontoon_tui.strategy.banker.plan_for`), so a hand that shows
little is valued knowing that the banker cannot read it. Purchases are valued at both ends of
the range the rules allow (the value of a purchase is convex in its amount, so the best
amount is always an end).

Hands are described by plain integers so that the same functions serve the engine's
views and the fast simulation of :mod:`pontoon_tui.strategy.fastsim`.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Final, Literal

from pontoon_tui.strategy.banker import HandClass, outcomes, plan_for
from pontoon_tui.strategy.model import (
    BANKER_PONTOON_CHANCE,
    RANK_CHANCE,
    STICK_MIN,
    TOTALS,
    VALUE_CHANCES,
    best,
)

MoveCode = Literal["split", "buy", "twist", "stick"]
Option = tuple[MoveCode, int, float]
"""A legal move, the amount it adds to the stake (0 unless buying), its expected value."""

MAX_HANDS: Final = 4
MAX_STAKE: Final = 5
MIN_STAKE: Final = 1
BASELINE_STICK: Final = 17


def rank_value(rank: int) -> int:
    """The value of rank index ``rank`` (0 = ace … 12 = king)."""
    return min(rank + 1, 10)


@cache
def ordinary_values(cls: HandClass) -> tuple[float, ...]:
    """Per unit staked, what an ordinary hand of class ``cls`` expects when it stands on
    each total 15 … 21, against the banker reading that class by the prior belief."""
    bust, five, stick = outcomes(plan_for((((cls, 1),), 0, 0)))
    values = []
    for total in TOTALS:
        beaten = sum(stick[:total])
        values.append(bust + beaten - (sum(stick) - beaten) - 2.0 * five)
    return tuple(values)


@lru_cache(maxsize=1)
def trick_value() -> float:
    """Per unit staked, what a five-card trick expects (the banker must chase five cards)."""
    bust, five, stick = outcomes(plan_for(((), 0, 1)))
    return 2.0 * (bust + sum(stick)) - 2.0 * five


def finished_value(
    hard: int, ace: bool, cards: int, shown: int, shown_hard: int, shown_ace: bool, stake: int
) -> float | None:
    """The value of a hand its cards have finished (R11, R16, R17); None if it plays on."""
    if hard > 21:
        return float(-stake)
    if cards >= 5:
        return stake * trick_value()
    if best(hard, ace) == 21:
        if cards == 2:
            return 2.0 * stake
        return stake * ordinary_values((cards, shown, shown_hard, shown_ace))[-1]
    return None


def _drawn(
    hard: int,
    ace: bool,
    cards: int,
    twisted: bool,
    shown: int,
    shown_hard: int,
    shown_ace: bool,
    stake: int,
    last: int,
    orig: int,
    face_up: bool,
) -> float:
    """The expected value after one more card, face up (twist) or face down (buy)."""
    total = 0.0
    for v, q in VALUE_CHANCES:
        h, a, n = hard + v, ace or v == 1, cards + 1
        if face_up:
            s, sh, sa = shown + 1, shown_hard + v, shown_ace or v == 1
        else:
            s, sh, sa = shown, shown_hard, shown_ace
        done = finished_value(h, a, n, s, sh, sa, stake)
        if done is None:
            done = hand_value(h, a, n, twisted, s, sh, sa, stake, last, orig)
        total += q * done
    return total


def play_options(
    hard: int,
    ace: bool,
    cards: int,
    twisted: bool,
    shown: int,
    shown_hard: int,
    shown_ace: bool,
    stake: int,
    last: int,
    orig: int,
) -> list[Option]:
    """Every legal move but a split for an unfinished hand, with its expected value.

    ``last`` is the previous purchase's addition (0 when none): it bounds the next (R13).
    Buying is offered at the least and the most the rules allow.
    """
    options: list[Option] = []
    total = best(hard, ace)
    if total >= STICK_MIN:
        cls = (cards, shown, shown_hard, shown_ace)
        options.append(("stick", 0, stake * ordinary_values(cls)[total - TOTALS[0]]))
    args = (hard, ace, cards)
    options.append(
        ("twist", 0, _drawn(*args, True, shown, shown_hard, shown_ace, stake, last, orig, True))
    )
    if not twisted:
        low, high = (orig, 2 * orig) if last == 0 else (orig, last)
        for amount in sorted({low, high}):
            value = _drawn(
                *args, False, shown, shown_hard, shown_ace, stake + amount, amount, orig, False
            )
            options.append(("buy", amount, value))
    return options


@cache
def hand_value(
    hard: int,
    ace: bool,
    cards: int,
    twisted: bool,
    shown: int,
    shown_hard: int,
    shown_ace: bool,
    stake: int,
    last: int,
    orig: int,
) -> float:
    """The expected value of an unfinished hand played on by the best legal moves."""
    options = play_options(
        hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig
    )
    return max(value for _, _, value in options)


@cache
def split_hand_value(rank: int, orig: int, hands: int) -> float:
    """The expected value of one hand made by splitting a pair of rank index ``rank`` when
    the player then holds ``hands`` hands; it may split again while under four."""
    value = rank_value(rank)
    total = 0.0
    for other in range(13):
        v = rank_value(other)
        hard, ace = value + v, value == 1 or v == 1
        done = finished_value(hard, ace, 2, 1, value, value == 1, orig)
        if done is None:
            done = hand_value(hard, ace, 2, False, 1, value, value == 1, orig, 0, orig)
            if other == rank and hands < MAX_HANDS:
                done = max(done, 2.0 * split_hand_value(rank, orig, hands + 1))
        total += RANK_CHANCE * done
    return total


def split_value(rank: int, orig: int, hands: int) -> float:
    """The expected value of splitting a pair of rank index ``rank`` now, holding ``hands``."""
    return 2.0 * split_hand_value(rank, orig, hands + 1)


def best_option(options: list[Option]) -> Option:
    """The option with the highest value; on a tie, the first listed."""
    chosen = options[0]
    for option in options[1:]:
        if option[2] > chosen[2]:
            chosen = option
    return chosen


@cache
def stake_value(rank: int) -> float:
    """Per unit of original stake, what the player expects holding a first card of rank
    index ``rank``, the banker's chance of a Pontoon included."""
    value = rank_value(rank)
    total = 0.0
    for other in range(13):
        v = rank_value(other)
        hard, ace = value + v, value == 1 or v == 1
        if best(hard, ace) == 21:
            total += RANK_CHANCE * 2.0
            continue
        play = hand_value(hard, ace, 2, False, 0, 0, False, 1, 0, 1)
        if other == rank:
            play = max(play, split_value(rank, 1, 1))
        total += RANK_CHANCE * play
    return BANKER_PONTOON_CHANCE * -2.0 + (1.0 - BANKER_PONTOON_CHANCE) * total


def ev_stake(rank: int) -> int:
    """The expected-value stake: the most when the first card favours the player."""
    return MAX_STAKE if stake_value(rank) > 0.0 else MIN_STAKE


def baseline_stake(rank: int) -> int:
    """The baseline stake: always the least."""
    return MIN_STAKE
