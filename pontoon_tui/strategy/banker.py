"""The banker's strategies: when to twist and when to stick (R18).

The expected-value banker looks only at the public table: for each surviving player hand,
how many cards it holds, which of them lie face up, and its stake; whether it is a
Pontoon or a five-card trick (both are plain to see). From the face-up cards and the
number of face-down ones it forms a belief about each ordinary hand's total (an infinite
deck, conditioned on the hand having stopped legally at 15 to 21 without a Pontoon, and
leaning away from 15 and 16, on which players seldom stand: :data:`STOP_LEANING`), then
finds by exact recursion over its own next cards the play that maximises its expected
take against all the hands together.
"""

from __future__ import annotations

from functools import cache
from math import gcd
from typing import Final

from pontoon_tui.strategy.model import TOTALS, VALUE_CHANCES, banker_starts, best

HandClass = tuple[int, int, int, bool]
"""What the table sees of an ordinary hand: (cards, face-up cards, their hard total,
whether an ace is among them)."""

TableKey = tuple[tuple[tuple[HandClass, int], ...], int, int]
"""The public table as the banker weighs it: the ordinary surviving hands as sorted
(class, stake) pairs, then the total stake on Pontoons and on five-card tricks."""

BASELINE_STICK: Final = 17
STOP_LEANING: Final = (0.15, 0.15, 1.0, 1.0, 1.0, 1.0, 1.0)
"""How much more rarely than chance alone players stand on each total 15 … 21: a prior,
tuned by measurement, that players seldom stand on 15 or 16."""
_PLAN_CACHE_LIMIT: Final = 20_000


def table_key(
    ordinary: list[tuple[HandClass, int]], pontoon_stake: int, trick_stake: int
) -> TableKey:
    """The canonical key of a public table: the hands in a fixed order and the stakes
    divided by their greatest common divisor (neither changes the banker's best play)."""
    common = gcd(pontoon_stake, trick_stake, *(stake for _, stake in ordinary))
    if common > 1:
        ordinary = [(cls, stake // common) for cls, stake in ordinary]
        pontoon_stake //= common
        trick_stake //= common
    return (tuple(sorted(ordinary)), pontoon_stake, trick_stake)


@cache
def hand_belief(cls: HandClass) -> tuple[float, ...]:
    """The chance that an ordinary hand of class ``cls`` totals at most T, T = 15 … 21."""
    cards, shown, shown_hard, shown_ace = cls
    states: dict[tuple[int, bool], float] = {(shown_hard, shown_ace): 1.0}
    for _ in range(cards - shown):
        grown: dict[tuple[int, bool], float] = {}
        for (hard, ace), p in states.items():
            for value, q in VALUE_CHANCES:
                if hard + value > 21:
                    continue
                key = (hard + value, ace or value == 1)
                grown[key] = grown.get(key, 0.0) + p * q
        states = grown
    weights = [0.0] * len(TOTALS)
    for (hard, ace), p in states.items():
        total = best(hard, ace)
        if total < TOTALS[0] or total > 21 or (cards == 2 and total == 21):
            continue
        weights[total - TOTALS[0]] += p
    if sum(weights) <= 0.0:
        weights = [1.0] * len(TOTALS)
    leaning = [w * lean for w, lean in zip(weights, STOP_LEANING, strict=True)]
    if sum(leaning) > 0.0:
        weights = leaning
    mass = sum(weights)
    cumulative: list[float] = []
    running = 0.0
    for w in weights:
        running += w / mass
        cumulative.append(running)
    cumulative[-1] = 1.0
    return tuple(cumulative)


class BankPlan:
    """The banker's best play against one public table, found by memoised recursion.

    Args:
        key: the public table (:func:`table_key`).
    """

    __slots__ = ("_bust", "_five", "_stick", "_twist", "_value")

    def __init__(self, key: TableKey) -> None:
        ordinary, pontoon_stake, trick_stake = key
        ordinary_stake = sum(stake for _, stake in ordinary)
        special = pontoon_stake + trick_stake
        beaten = [0.0] * len(TOTALS)
        for cls, stake in ordinary:
            belief = hand_belief(cls)
            for i, f in enumerate(belief):
                beaten[i] += stake * f
        low = float(-ordinary_stake - 2 * special)
        self._stick = [low] * TOTALS[0] + [2.0 * b + low for b in beaten]
        self._bust = low
        self._five = float(2 * ordinary_stake - 2 * pontoon_stake + 2 * trick_stake)
        self._value: dict[tuple[int, bool, int], float] = {}
        self._twist: dict[tuple[int, bool, int], bool] = {}

    def value(self, hard: int, ace: bool, cards: int) -> float:
        """The banker's expected take from this hand on, playing this plan."""
        if hard > 21:
            return self._bust
        if cards >= 5:
            return self._five
        key = (hard, ace, cards)
        known = self._value.get(key)
        if known is not None:
            return known
        stick = self._stick[best(hard, ace)]
        twist = 0.0
        for v, q in VALUE_CHANCES:
            twist += q * self.value(hard + v, ace or v == 1, cards + 1)
        self._twist[key] = twist > stick
        result = twist if twist > stick else stick
        self._value[key] = result
        return result

    def twists(self, hard: int, ace: bool, cards: int) -> bool:
        """Whether the banker twists holding this hand."""
        key = (hard, ace, cards)
        if key not in self._twist:
            self.value(hard, ace, cards)
        return self._twist[key]

    def outcomes(self) -> tuple[float, float, tuple[float, ...]]:
        """From a fresh two-card hand with no Pontoon: the chances that the banker busts,
        makes a five-card trick, and sticks on each total 0 … 21."""
        bust = five = 0.0
        stick = [0.0] * 22
        frontier = {(hard, ace, 2): p for hard, ace, p in banker_starts()}
        while frontier:
            grown: dict[tuple[int, bool, int], float] = {}
            for (hard, ace, cards), p in frontier.items():
                if not self.twists(hard, ace, cards):
                    stick[best(hard, ace)] += p
                    continue
                for v, q in VALUE_CHANCES:
                    h, a, n = hard + v, ace or v == 1, cards + 1
                    if h > 21:
                        bust += p * q
                    elif n >= 5:
                        five += p * q
                    else:
                        grown[(h, a, n)] = grown.get((h, a, n), 0.0) + p * q
            frontier = grown
        return bust, five, tuple(stick)


_plans: dict[TableKey, BankPlan] = {}


def plan_for(key: TableKey) -> BankPlan:
    """The (cached) plan against a public table."""
    plan = _plans.get(key)
    if plan is None:
        if len(_plans) >= _PLAN_CACHE_LIMIT:
            _plans.clear()
        plan = _plans[key] = BankPlan(key)
    return plan


def ev_banker_twists(hard: int, ace: bool, cards: int, key: TableKey) -> bool:
    """The expected-value banker: twist when that has the higher expected take."""
    return plan_for(key).twists(hard, ace, cards)


def baseline_banker_twists(hard: int, ace: bool, cards: int, key: TableKey) -> bool:
    """The baseline banker: twist below 17, stick on 17 or more."""
    return best(hard, ace) < BASELINE_STICK
