"""The banker's strategies: when to twist and when to stick (R18).

The expected-value banker looks only at the public table: for each surviving player hand,
how many cards it holds, which of them lie face up, and its stake; whether it is a
Pontoon or a five-card trick (both are plain to see). For each ordinary hand it believes
the hidden total is spread as the expected-value player's hands with that class and
stake end standing (:func:`hand_belief`, worked out in :mod:`pontoon_tui.strategy.reading`),
then finds by exact backward induction over its own next cards the play that maximises
its expected take against all the hands together. A plan is a bit mask over the banker's
possible hands, so that many can be remembered.

The expected-value player models the banker as the same backward induction reading
hands by a prior instead (:func:`prior_belief`, :func:`plan_for`): an infinite deck,
conditioned on the hand having stopped legally at 15 to 21 without a Pontoon, and
leaning away from 15 and 16 (:data:`STOP_LEANING`).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Final

from pontoon_tui.strategy.model import TOTALS, VALUE_CHANCES, banker_starts, best

HandClass = tuple[int, int, int, bool]
"""What the table sees of an ordinary hand: (cards, face-up cards, their hard total,
whether an ace is among them)."""

TableKey = tuple[tuple[tuple[HandClass, int], ...], int, int]
"""The public table as the banker weighs it: the ordinary surviving hands as sorted
(class, stake) pairs, then the total stake on Pontoons and on five-card tricks."""

BeliefKey = tuple[HandClass, int]
"""An ordinary hand as the banker reads it: its class and its stake."""

Belief = tuple[float, ...]
"""The chance that a hand totals at most T, for T = 15 … 21."""

BASELINE_STICK: Final = 17
_PLAN_CACHE_LIMIT: Final = 1_000_000


def table_key(
    ordinary: list[tuple[HandClass, int]], pontoon_stake: int, trick_stake: int
) -> TableKey:
    """The canonical key of a public table: the hands in a fixed order (which does not
    change the banker's best play). Stakes are kept as they are: a hand's stake is part
    of what the banker reads of it."""
    return (tuple(sorted(ordinary)), pontoon_stake, trick_stake)


def chance_weights(cls: HandClass) -> tuple[float, ...]:
    """By chance alone: the chance that a hand of class ``cls`` totals each of 15 … 21 and
    has stopped legally (no bust, no two-card 21), over an infinite deck; not normalised."""
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
    return tuple(weights)


def cumulative(weights: tuple[float, ...] | list[float]) -> Belief:
    """The belief made by normalising ``weights`` (one per total 15 … 21) and adding them
    up; uniform when they are all 0."""
    mass = sum(weights)
    if mass <= 0.0:
        weights, mass = [1.0] * len(TOTALS), float(len(TOTALS))
    result: list[float] = []
    running = 0.0
    for w in weights:
        running += w / mass
        result.append(running)
    result[-1] = 1.0
    return tuple(result)


STOP_LEANING: Final = (0.15, 0.15, 1.0, 1.0, 1.0, 1.0, 1.0)
"""How much more rarely than chance alone players stand on each total 15 … 21, in the
prior belief: a prior, tuned by measurement, that players seldom stand on 15 or 16."""


@cache
def prior_belief(cls: HandClass) -> Belief:
    """The prior belief about an ordinary hand of class ``cls``: the chance that it
    totals at most T, T = 15 … 21, by chance alone (:func:`chance_weights`) leaning away
    from 15 and 16 (:data:`STOP_LEANING`)."""
    weights = chance_weights(cls)
    leaning = [w * lean for w, lean in zip(weights, STOP_LEANING, strict=True)]
    return cumulative(leaning if sum(leaning) > 0.0 else weights)


def prior_reading(cls: HandClass, stake: int) -> Belief:
    """The prior belief, which reads a hand by its class alone."""
    return prior_belief(cls)


_observed: dict[BeliefKey, tuple[float, ...]] | None = None
_pooled: dict[HandClass, tuple[float, ...]] = {}
_beliefs: dict[BeliefKey, Belief] = {}


def install_beliefs(observed: dict[BeliefKey, tuple[float, ...]]) -> None:
    """Make ``observed`` what :func:`hand_belief` reads: for each (class, stake), how
    often a hand ends standing there on each total 15 … 21 (not normalised). Forgets
    every turn plan made before."""
    global _observed
    _observed = dict(observed)
    _pooled.clear()
    for (cls, _), weights in sorted(_observed.items()):
        pooled = _pooled.get(cls, (0.0,) * len(TOTALS))
        _pooled[cls] = tuple(a + b for a, b in zip(pooled, weights, strict=True))
    _beliefs.clear()
    _turn_plans.clear()


def hand_belief(cls: HandClass, stake: int) -> Belief:
    """The expected-value banker's belief about an ordinary hand of class ``cls`` and
    stake ``stake``: the chance that it totals at most T, T = 15 … 21.

    It is how the expected-value player's hands that end standing with this class and
    stake are spread over the totals (:mod:`pontoon_tui.strategy.reading` works this out
    on first use, from the rules' model only); for a stake that player never shows with
    this class, over all its hands of the class; for a class it never shows, the
    :func:`prior_belief`.
    """
    belief = _beliefs.get((cls, stake))
    if belief is None:
        if _observed is None:
            from pontoon_tui.strategy.reading import read_ev_player

            install_beliefs(read_ev_player())
            return hand_belief(cls, stake)
        weights = _observed.get((cls, stake))
        if weights is None or sum(weights) <= 0.0:
            weights = _pooled.get(cls)
        if weights is None or sum(weights) <= 0.0:
            belief = prior_belief(cls)
        else:
            belief = cumulative(weights)
        _beliefs[(cls, stake)] = belief
    return belief


Reading = Callable[[HandClass, int], Belief]
"""A belief about ordinary hands: by class and stake, as :func:`hand_belief`."""


def state_index(hard: int, ace: bool, cards: int) -> int:
    """The bit of a plan that says what to do holding (hard total <= 21, ace, 2-4 cards)."""
    return (cards - 2) * 64 + (32 if ace else 0) + hard


_BUST_CHANCE: Final = tuple(sum(q for v, q in VALUE_CHANCES if hard + v > 21) for hard in range(22))
_SAFE_DRAWS: Final = {
    ace: tuple(
        tuple((q, 2 * (hard + v) + (ace or v == 1)) for v, q in VALUE_CHANCES if hard + v <= 21)
        for hard in range(22)
    )
    for ace in (False, True)
}
"""For a hand without or with an ace, each hard total's draws that do not bust: their
chance and where the hand they make lies in the next level's values."""


def solve(
    key: TableKey, start: tuple[int, bool] | None = None, reading: Reading = hand_belief
) -> int:
    """The banker's best play against a public table, each ordinary hand read by
    ``reading``, as a plan: a bit mask with bit :func:`state_index` set where twisting has
    the higher expected take.

    Solved backwards from four cards to two over an infinite deck; on a tie, stick. With
    ``start`` (the banker's two-card hard total and ace), only the hands that can grow
    from it are solved: their bits are the same as in the whole plan, the others are 0.
    """
    ordinary, pontoon_stake, trick_stake = key
    ordinary_stake = sum(stake for _, stake in ordinary)
    special = pontoon_stake + trick_stake
    beaten = [0.0] * len(TOTALS)
    for cls, stake in ordinary:
        for i, f in enumerate(reading(cls, stake)):
            beaten[i] += stake * f
    low = float(-ordinary_stake - 2 * special)
    stick = [low] * TOTALS[0] + [2.0 * b + low for b in beaten]
    bust = low
    five = float(2 * ordinary_stake - 2 * pontoon_stake + 2 * trick_stake)
    mask = 0
    after = [0.0] * 44  # the value of each (hard, ace) with one card more, at 2 * hard + ace
    aces = (False, True) if start is None or not start[1] else (True,)
    for cards in (4, 3, 2):
        now = [0.0] * 44
        if start is None:
            hards: range = range(cards, 22)
        else:
            low = start[0] + cards - 2
            hards = range(low, 22) if cards > 2 else range(low, low + 1)
        for ace in aces:
            safe_draws = _SAFE_DRAWS[ace]
            for hard in hards:
                risk = _BUST_CHANCE[hard]
                if cards == 4:
                    twist = risk * bust + (1.0 - risk) * five
                else:
                    twist = risk * bust
                    for q, index in safe_draws[hard]:
                        twist += q * after[index]
                stand = stick[hard + 10 if ace and hard <= 11 else hard]
                if twist > stand:
                    mask |= 1 << ((cards - 2) * 64 + (32 if ace else 0) + hard)
                    now[2 * hard + ace] = twist
                else:
                    now[2 * hard + ace] = stand
        after = now
    return mask


def plan_twists(plan: int, hard: int, ace: bool, cards: int) -> bool:
    """Whether ``plan`` twists holding this hand (fewer than five cards, not bust)."""
    return bool(plan >> state_index(hard, ace, cards) & 1)


def outcomes(plan: int) -> tuple[float, float, tuple[float, ...]]:
    """From a fresh two-card hand with no Pontoon, playing ``plan``: the chances that the
    banker busts, makes a five-card trick, and sticks on each total 0 … 21."""
    bust = five = 0.0
    stick = [0.0] * 22
    frontier = {(hard, ace, 2): p for hard, ace, p in banker_starts()}
    while frontier:
        grown: dict[tuple[int, bool, int], float] = {}
        for (hard, ace, cards), p in frontier.items():
            if not plan_twists(plan, hard, ace, cards):
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


_plans: dict[TableKey, int] = {}
_turn_plans: dict[tuple[TableKey, int, bool], int] = {}


def plan_for(key: TableKey) -> int:
    """The (cached) whole plan against a public table of the banker as the
    expected-value player models it: reading every hand by the :func:`prior_belief`."""
    plan = _plans.get(key)
    if plan is None:
        if len(_plans) >= _PLAN_CACHE_LIMIT:
            _plans.clear()
        plan = _plans[key] = solve(key, reading=prior_reading)
    return plan


def turn_plan(key: TableKey, hard: int, ace: bool) -> int:
    """The (cached) plan for a banker's turn that starts from this two-card hand: the
    whole plan's decisions for every hand the turn can reach, solved only for those."""
    memo = (key, hard, ace)
    plan = _turn_plans.get(memo)
    if plan is None:
        if len(_turn_plans) >= _PLAN_CACHE_LIMIT:
            _turn_plans.clear()
        plan = _turn_plans[memo] = solve(key, (hard, ace))
    return plan


BASELINE_PLAN: Final = sum(
    1 << state_index(hard, ace, cards)
    for cards in (2, 3, 4)
    for ace in (False, True)
    for hard in range(cards, 22)
    if best(hard, ace) < BASELINE_STICK
)
"""The baseline banker's plan: twist below 17, stick on 17 or more."""


def ev_banker_plan(key: TableKey, hard: int, ace: bool) -> int:
    """The expected-value banker's plan for a turn starting from (hard total, ace): twist
    wherever that has the higher expected take, reading hands by :func:`hand_belief`."""
    return turn_plan(key, hard, ace)


def baseline_banker_plan(key: TableKey, hard: int, ace: bool) -> int:
    """The baseline banker: twist below 17, stick on 17 or more, whatever the table."""
    return BASELINE_PLAN
