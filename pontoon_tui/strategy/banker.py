"""The banker's play: when to twist and when to stick (R18), solved against a public table.

For each surviving ordinary player hand the banker holds a belief about its hidden total
(a :data:`~pontoon_tui.strategy.keys.Reading`), then finds by exact backward induction
over its own next cards the play that maximises its expected take against all the hands
together, with the payments the house rules make (:class:`~pontoon_tui.strategy.model.
Payoffs`). A plan is a bit mask over the banker's possible hands, so that many can be
remembered. Everything here is a pure function; the strategies that cache plans and
beliefs keep their caches themselves (:mod:`pontoon_tui.strategy.players`).

The prior belief (:func:`prior_belief`) reads a hand by chance alone: an infinite deck,
conditioned on the hand having stopped legally (no bust, no Pontoon, at least the stick
minimum of H1), leaning away from 15 and 16 (:data:`STOP_LEANING`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from operator import add
from typing import Final

from pontoon_tui.rules import (
    FIVE_CARDS,
    TWENTY_ONE,
    HouseRules,
    Kind,
    banker_may_draw,
    finished_by_cards,
    hand_kind,
)
from pontoon_tui.rules import may_stick as rules_may_stick
from pontoon_tui.strategy.keys import Belief, HandClass, TableKey
from pontoon_tui.strategy.model import (
    BANK_BUST,
    BANK_FIVE,
    RESULTS,
    TOTALS,
    VALUE_CHANCES,
    Payoffs,
    bank_result,
    best,
)

Reading = Callable[[HandClass, int], Belief]
"""A belief about ordinary hands, by class and stake."""

BASELINE_STICK: Final = 17


def table_key(
    ordinary: list[tuple[HandClass, int]], pontoon_stake: int, trick_stake: int
) -> TableKey:
    """The canonical key of a public table: the hands in a fixed order (which does not
    change the banker's best play). Stakes are kept as they are: a hand's stake is part
    of what the banker reads of it."""
    return (tuple(sorted(ordinary)), pontoon_stake, trick_stake)


def chance_weights(cls: HandClass, rules: HouseRules) -> tuple[float, ...]:
    """By chance alone: the chance that a hand of class ``cls`` totals each of
    :data:`TOTALS` and has stopped legally (no bust, no Pontoon, a total it may stick on),
    over an infinite deck; not normalised."""
    cards, shown, shown_hard, shown_ace = cls
    states: dict[tuple[int, bool], float] = {(shown_hard, shown_ace): 1.0}
    for drawn in range(shown, cards):
        grown: dict[tuple[int, bool], float] = {}
        for (hard, ace), p in states.items():
            for value, q in VALUE_CHANCES:
                if hand_kind(drawn + 1, hard + value, ace) is Kind.BUST:
                    continue
                key = (hard + value, ace or value == 1)
                grown[key] = grown.get(key, 0.0) + p * q
        states = grown
    weights = [0.0] * len(TOTALS)
    for (hard, ace), p in states.items():
        total = best(hard, ace)
        if hand_kind(cards, hard, ace) is not Kind.TOTAL:
            continue  # a Pontoon, a trick or a bust is not an ordinary hand
        if rules_may_stick(total, rules) or finished_by_cards(cards, hard, ace):
            weights[total - TOTALS[0]] += p
    return tuple(weights)


def cumulative(weights: Iterable[float]) -> Belief:
    """The belief made by normalising ``weights`` (one per total of :data:`TOTALS`) and
    adding them up; uniform when they are all 0."""
    weights = list(weights)
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


def prior_belief(cls: HandClass, rules: HouseRules) -> Belief:
    """The prior belief about an ordinary hand of class ``cls``: the chance that it totals
    at most T, by chance alone (:func:`chance_weights`) leaning away from 15 and 16."""
    weights = chance_weights(cls, rules)
    leaning = [w * lean for w, lean in zip(weights, STOP_LEANING, strict=True)]
    return cumulative(leaning if sum(leaning) > 0.0 else weights)


def state_index(hard: int, ace: bool, cards: int) -> int:
    """The bit of a plan that says what to do holding (hard total <= 21, ace, 2-4 cards)."""
    return (cards - 2) * 64 + (32 if ace else 0) + hard


_BUST_CHANCE: Final = tuple(
    sum(q for v, q in VALUE_CHANCES if hand_kind(3, hard + v, False) is Kind.BUST)
    for hard in range(TWENTY_ONE + 1)
)
_SAFE_DRAWS: Final = {
    ace: tuple(
        tuple(
            (q, 2 * (hard + v) + (ace or v == 1))
            for v, q in VALUE_CHANCES
            if hand_kind(3, hard + v, False) is not Kind.BUST
        )
        for hard in range(TWENTY_ONE + 1)
    )
    for ace in (False, True)
}
"""For a hand without or with an ace, each hard total's draws that do not bust: their
chance and where the hand they make lies in the next level's values."""


_BEST: Final = tuple(best(hard, ace) for hard in range(TWENTY_ONE + 1) for ace in (False, True))
"""R2: the best total of (hard, ace), at ``2 * hard + ace``."""
_BOUND_DRAWS: Final = {
    ace: tuple(
        tuple((q, _BEST[index], 1.0 - _BUST_CHANCE[index >> 1]) for q, index in draws)
        for draws in _SAFE_DRAWS[ace]
    )
    for ace in (False, True)
}
"""For :class:`Turn`'s bounds: each draw that does not bust, its chance, the best total
of the hand it makes, and the chance that one card more does not bust that hand."""
_FOUR_LEVEL: Final = (FIVE_CARDS - 1 - 2) * 64
"""Where the bits of the four-card hands begin in a plan (:func:`state_index`)."""
_FOUR_DRAWS: Final = {
    ace: tuple(
        tuple(
            (
                q,
                _BEST[after],
                _BUST_CHANCE[after >> 1],
                1.0 - _BUST_CHANCE[after >> 1],
                1 << (_FOUR_LEVEL + (after & 1) * 32 + (after >> 1)),
            )
            for q, after in draws
        )
        for draws in _SAFE_DRAWS[ace]
    )
    for ace in (False, True)
}
"""For :meth:`Turn._value` of a three-card hand, each draw that does not bust (in the
order of :data:`_SAFE_DRAWS`): its chance, the best total of the four-card hand it makes,
the chance that one card more busts that hand and does not, and that hand's bit."""
_FOUR_KNOWN: Final = {
    ace: tuple(sum(draw[4] for draw in draws) for draws in _FOUR_DRAWS[ace])
    for ace in (False, True)
}
"""The bits of every four-card hand a three-card hand's draw can make."""
_SAFE_CHANCE: Final = tuple(1.0 - risk for risk in _BUST_CHANCE)
"""For each hard total, the chance that one card more does not bust it."""
_DRAWABLE: Final = sum(
    1 << state_index(hard, ace, cards)
    for cards in range(2, FIVE_CARDS)
    for ace in (False, True)
    for hard in range(cards, TWENTY_ONE + 1)
    if banker_may_draw(cards, hard)
)
"""R18: the bits of the hands the banker may twist on."""


def table_values(key: TableKey, pay: Payoffs, reading: Reading) -> tuple[list[float], float, float]:
    """What the banker takes from the table ``key`` when its turn ends: standing on each
    total 0-21 (by index), busting, and holding five cards, each ordinary hand read by
    ``reading``, under the payoffs ``pay``."""
    ordinary, pontoon_stake, trick_stake = key
    return stand_values([(reading(cls, stake), stake) for cls, stake in ordinary],
                        pontoon_stake, trick_stake, pay)  # fmt: skip


Share = tuple[float, ...]
"""An ordinary hand's part in what standing on each total takes (see :func:`stand_values`):
its stake times its belief, a product for each total of :data:`TOTALS`."""


def stake_weighted(belief: Belief, stake: int) -> Share:
    """An ordinary hand's :data:`Share`."""
    return tuple([stake * f for f in belief])


def stand_values(
    read: Sequence[tuple[Belief, int]], pontoon_stake: int, trick_stake: int, pay: Payoffs
) -> tuple[list[float], float, float]:
    """:func:`table_values` from the ordinary hands as read: each one's belief and stake,
    in the table key's order."""
    beaten = added([stake_weighted(belief, stake) for belief, stake in read])
    ordinary_stake = sum(stake for _, stake in read)
    return beaten_values(beaten, ordinary_stake, pontoon_stake, trick_stake, pay)


def added(shares: Sequence[Share]) -> Sequence[float]:
    """The ordinary hands' shares added up total by total, in the order given (the table
    key's: the order of the sums decides their last bits)."""
    beaten: Sequence[float] = NONE_BEATEN
    for share in shares:
        beaten = list(map(add, beaten, share))
    return beaten


def shares_turn(
    shares: Sequence[Share], ordinary_stake: int, pontoon_stake: int, trick_stake: int,
    pay: Payoffs,
) -> Turn:  # fmt: skip
    """The banker's turn against a table whose ordinary hands have these shares (in the
    table key's order) and these stakes in all, with :func:`stand_values`' sums."""
    return Turn(beaten_values(added(shares), ordinary_stake, pontoon_stake, trick_stake, pay))


NONE_BEATEN: Final = (0.0,) * len(TOTALS)
"""The sums of :func:`stand_values` before any ordinary hand is added."""


def beaten_values(
    beaten: Sequence[float], ordinary_stake: int, pontoon_stake: int, trick_stake: int,
    pay: Payoffs,
) -> tuple[list[float], float, float]:  # fmt: skip
    """:func:`stand_values` once its ordinary hands are added up: for each total of
    :data:`TOTALS`, the stake of those the banker beats standing there (each hand's
    :func:`stake_weighted`, added in the table key's order), and their whole stake."""
    # The banker's take when it stands on T: every ordinary hand pays ``beaten`` when its
    # total is at most T and is paid ``beat`` otherwise; Pontoons and tricks are paid.
    low = float(
        -ordinary_stake * pay.beat - pontoon_stake * pay.pontoon[0] - trick_stake * pay.trick[0]
    )
    gap = float(pay.beat - pay.beaten)
    stick = [low] * TOTALS[0] + [low + gap * b for b in beaten]
    bust = float(
        -ordinary_stake * pay.bank_bust
        - pontoon_stake * pay.pontoon[1]
        - trick_stake * pay.trick[1]
    )
    five = float(
        -ordinary_stake * pay.to_five - pontoon_stake * pay.pontoon[2] - trick_stake * pay.trick[2]
    )
    return stick, bust, five


def solve(
    key: TableKey, pay: Payoffs, reading: Reading, start: tuple[int, bool] | None = None
) -> int:
    """The banker's best play against a public table, each ordinary hand read by
    ``reading``, as a plan: a bit mask with bit :func:`state_index` set where twisting has
    the higher expected take under the payoffs ``pay``.

    Solved backwards from four cards to two over an infinite deck; on a tie, stick. With
    ``start`` (the banker's two-card hard total and ace), only the hands that can grow
    from it are solved: their bits are the same as in the whole plan, the others are 0.
    """
    stick, bust, five = table_values(key, pay, reading)
    mask = 0
    after = [0.0] * 2 * (TWENTY_ONE + 1)  # each (hard, ace) with one card more, at 2 * hard + ace
    aces = (False, True) if start is None or not start[1] else (True,)
    best_of = _BEST
    for cards in range(FIVE_CARDS - 1, 1, -1):
        now = [0.0] * 2 * (TWENTY_ONE + 1)
        if start is None:
            hards: range = range(cards, TWENTY_ONE + 1)
        else:
            first = start[0] + cards - 2
            hards = range(first, TWENTY_ONE + 1) if cards > 2 else range(first, first + 1)
        for ace in aces:
            safe_draws = _SAFE_DRAWS[ace]
            for hard in hards:
                risk = _BUST_CHANCE[hard]
                if cards == FIVE_CARDS - 1:
                    twist = risk * bust + (1.0 - risk) * five
                else:
                    twist = risk * bust
                    for q, index in safe_draws[hard]:
                        twist += q * after[index]
                stand = stick[best_of[2 * hard + ace]]
                if twist > stand:
                    mask |= 1 << ((cards - 2) * 64 + (32 if ace else 0) + hard)
                    now[2 * hard + ace] = twist
                else:
                    now[2 * hard + ace] = stand
        after = now
    return mask & _DRAWABLE


TWIST_BITS: Final = 4 * 64
"""Where a :class:`Turn`'s twists begin in its bits: above every hand's bit
(:func:`state_index`, five cards included)."""
_EVERY_STATE: Final = (1 << TWIST_BITS) - 1

TIE_MARGIN: Final = 1e-9
"""How far, relative to the table's stakes, a bound on the value of twisting must clear
the value of sticking for :class:`Turn` to decide from the bound: far more than any
rounding in the exact sums, so that the bound always agrees with :func:`solve`."""


class Turn:
    """The banker's play against one public table, worked out only where turns go: the
    same decisions as :func:`solve`'s plan, each made when first asked (:meth:`decide`)
    and kept in :attr:`bits`: which hands are decided (:attr:`known`) and, above them,
    where the banker twists (:attr:`twists`).

    A hand's decision depends on the table and that hand alone, never on the two cards
    the turn began with (:func:`solve` from any start sets the whole plan's bits), so one
    turn serves every start against its table, each decision made once for all of them.

    A first decision at two or three cards is often settled by cheap bounds on the value
    of twisting: at most the chance of not busting times the table's best result (plus
    the bust's share), and at two cards, at least what standing on the next card takes
    and at most what the best result after it could take. Otherwise a hand's value is
    found by the same backward induction and the same arithmetic as :func:`solve`, over
    only the hands that can follow it.

    Args:
        values: what the table pays the banker standing on each total, busting and
            holding five cards (:func:`table_values`).
    """

    __slots__ = ("_bust", "_five", "_margin", "_stick", "_top", "bits")

    def __init__(self, values: tuple[list[float], float, float]) -> None:
        stick, bust, five = self._stick, self._bust, self._five = values
        top = self._top = max(max(stick), bust, five)
        """The table's best result for the banker."""
        self._margin = TIE_MARGIN * (1.0 + abs(top) + abs(min(min(stick), bust, five)))
        """How far a bound must clear sticking to decide (:data:`TIE_MARGIN`)."""
        self.bits = 0
        """The decisions so far, as one whole number (one look-up where a turn is read):
        bit :func:`state_index` set for each hand decided, and that bit plus
        :data:`TWIST_BITS` set where the banker twists."""

    @classmethod
    def of_plan(cls, plan: int) -> Turn:
        """The turn that follows a whole ``plan``: every hand decided."""
        turn = cls.__new__(cls)
        turn._stick, turn._bust, turn._five = [], 0.0, 0.0
        turn._top = turn._margin = 0.0
        turn.bits = _EVERY_STATE | plan << TWIST_BITS
        return turn

    @property
    def known(self) -> int:
        """The bits of the hands decided so far (:func:`state_index`)."""
        return self.bits & _EVERY_STATE

    @property
    def twists(self) -> int:
        """Among the hands decided, those where the banker twists (:func:`state_index`)."""
        return self.bits >> TWIST_BITS

    def decide(self, hard: int, ace: bool, cards: int) -> bool:
        """Whether to twist holding (hard total, ace, cards), fewer than five cards and
        not bust; the answer is also kept in the bits."""
        return self.decide_at(state_index(hard, ace, cards))

    def decide_at(self, state: int) -> bool:
        """:meth:`decide` for the hand at bit ``state`` of a plan (:func:`state_index`)."""
        bit = 1 << state
        if not self.bits & bit:
            hard, ace, cards = state & 31, state & 32 != 0, (state >> 6) + 2
            if cards < FIVE_CARDS - 1:
                stand = self._stick[_BEST[2 * hard + ace]]
                # Twisting takes at most the bust's share and the best result otherwise.
                if _BUST_CHANCE[hard] * self._bust + _SAFE_CHANCE[hard] * self._top < (
                    stand - self._margin
                ):
                    self.bits |= bit
                    return False
                if cards == 2 and self._bounded(hard, ace, bit, stand):
                    return bool(self.bits >> TWIST_BITS & bit)
            self._value(hard, ace, cards)
        return bool(self.bits >> TWIST_BITS & bit)

    def _bounded(self, hard: int, ace: bool, bit: int, stand: float) -> bool:
        """Decide a two-card hand, worth ``stand`` standing, from the bounds, if they
        settle it."""
        stick, bust, margin = self._stick, self._bust, self._margin
        span = self._top - bust
        low = high = _BUST_CHANCE[hard] * bust
        for q, then_at, safe in _BOUND_DRAWS[ace][hard]:
            then = stick[then_at]
            low += q * then
            cap = bust + safe * span
            high += q * (then if then > cap else cap)
        if low > stand + margin:
            self.bits |= bit | bit << TWIST_BITS
            return True
        if high < stand - margin:
            self.bits |= bit
            return True
        return False

    def _value(self, hard: int, ace: bool, cards: int) -> float:
        """The banker's expected take holding this hand and playing on at its best, as
        :func:`solve` computes it (the same sums in the same order); every hand valued on
        the way is decided."""
        bust, five, stick = self._bust, self._five, self._stick
        risk = _BUST_CHANCE[hard]
        known = twists = 0
        if cards == FIVE_CARDS - 1:
            twist = risk * bust + (1.0 - risk) * five
        elif cards == FIVE_CARDS - 2:  # the hands one card on have four cards: valued here
            twist = risk * bust
            known = _FOUR_KNOWN[ace][hard]
            for q, stand_at, r, rest, bit in _FOUR_DRAWS[ace][hard]:
                then = r * bust + rest * five
                stand = stick[stand_at]
                if then > stand:
                    twists |= bit
                    twist += q * then
                else:
                    twist += q * stand
        else:
            twist = risk * bust
            for q, after in _SAFE_DRAWS[ace][hard]:
                twist += q * self._value(after >> 1, bool(after & 1), cards + 1)
        stand = stick[_BEST[2 * hard + ace]]
        bit = 1 << state_index(hard, ace, cards)
        if twist > stand:
            self.bits |= known | bit | ((twists | bit) & _DRAWABLE) << TWIST_BITS
            return twist
        self.bits |= known | bit | (twists & _DRAWABLE) << TWIST_BITS
        return stand


def plan_twists(plan: int, hard: int, ace: bool, cards: int) -> bool:
    """Whether ``plan`` twists holding this hand (fewer than five cards, not bust)."""
    return bool(plan >> state_index(hard, ace, cards) & 1)


def outcomes(plan: int, starts: Iterable[tuple[int, bool, float]]) -> tuple[float, ...]:
    """From the banker's two-card hands ``starts`` (hard, ace, chance), playing ``plan``:
    the chance of each banker result (its total, :data:`BANK_BUST`, :data:`BANK_FIVE`)."""
    result = [0.0] * RESULTS
    frontier = {(hard, ace, 2): p for hard, ace, p in starts}
    while frontier:
        grown: dict[tuple[int, bool, int], float] = {}
        for (hard, ace, cards), p in frontier.items():
            if not plan_twists(plan, hard, ace, cards):
                result[bank_result(cards, hard, ace)] += p
                continue
            for v, q in VALUE_CHANCES:
                h, a, n = hard + v, ace or v == 1, cards + 1
                if banker_may_draw(n, h):
                    grown[(h, a, n)] = grown.get((h, a, n), 0.0) + p * q
                else:
                    result[bank_result(n, h, a)] += p * q
        frontier = grown
    return tuple(result)


def expected_net(chances: Sequence[float], row: Sequence[float]) -> float:
    """A hand's expected net per unit staked: its net against each banker result
    (:func:`~pontoon_tui.strategy.model.settle_row`) weighted by their chances."""
    return sum(c * n for c, n in zip(chances, row, strict=True))


BASELINE_PLAN: Final = sum(
    1 << state_index(hard, ace, cards)
    for cards in range(2, FIVE_CARDS)
    for ace in (False, True)
    for hard in range(cards, TWENTY_ONE + 1)
    if banker_may_draw(cards, hard) and best(hard, ace) < BASELINE_STICK
)
"""The baseline banker's plan: twist below 17, stick on 17 or more."""

__all__ = [
    "BANK_BUST",
    "BANK_FIVE",
    "BASELINE_PLAN",
    "NONE_BEATEN",
    "STOP_LEANING",
    "TIE_MARGIN",
    "TWIST_BITS",
    "Reading",
    "Share",
    "Turn",
    "added",
    "beaten_values",
    "chance_weights",
    "cumulative",
    "expected_net",
    "outcomes",
    "plan_twists",
    "prior_belief",
    "shares_turn",
    "solve",
    "stake_weighted",
    "stand_values",
    "state_index",
    "table_key",
    "table_values",
]
