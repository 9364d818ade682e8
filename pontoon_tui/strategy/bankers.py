"""The banker strategies under one table's house rules: the plan for a turn (R18) and,
under H7, whether to double a deal after looking at the first card.

:class:`EvBanker` reads each ordinary hand on the table as the expected-value player's
hands that show the same end up (:func:`~pontoon_tui.strategy.reading.read_player`: its
face-up cards, which include the second card under H9, its card count and its stake, in a
deal doubled or not, with the banker's face-up card the players saw) and plays the turn
that maximises its expected take. Under H7 it doubles when, from its first card alone,
doubling has the higher expected take against the stakes on the table, each player's
hands valued as :func:`~pontoon_tui.strategy.reading.final_hands` says they end, against
its own best play facing that hand.
Each banker keeps its own caches.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from pontoon_tui.rules import RANK_VALUES, HouseRules, Kind, is_pontoon, second_card_face_up
from pontoon_tui.strategy.banker import (
    BASELINE_PLAN,
    NONE_BEATEN,
    Share,
    Turn,
    cumulative,
    expected_net,
    outcomes,
    shares_turn,
    solve,
    stake_weighted,
)
from pontoon_tui.strategy.keys import Belief, BeliefKey, HandClass, TableKey
from pontoon_tui.strategy.model import (
    BANK_BUST,
    RESULTS,
    TOTALS,
    VALUE_CHANCES,
    banker_starts,
    payoffs,
)
from pontoon_tui.strategy.player import EvPlayer
from pontoon_tui.strategy.reading import Decide, final_hands, read_player

_PLAN_CACHE_LIMIT: Final = 1_000_000
BASELINE_DOUBLES: Final = frozenset({1, 10})
"""The first-card values on which the baseline banker doubles (H7): an ace, a ten-value."""


class BaselineBanker:
    """Twist below 17, stick on 17 or more; double on an ace or a ten-value first card."""

    reads_table = False

    def __init__(self, rules: HouseRules) -> None:
        self.rules = rules
        self.sim: object | None = None

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        """The plan for a turn: the same whatever the table."""
        return BASELINE_PLAN

    def turn(self, table: TableKey, doubled: bool = False, up: int = 0) -> Turn:
        """The plan for a turn, every hand decided."""
        return Turn.of_plan(BASELINE_PLAN)

    def share(self, cls: HandClass, stake: int, doubled: bool = False, up: int = 0) -> Share:
        """Nothing: the table does not change this banker's play."""
        return NONE_BEATEN

    def turn_of(
        self, shares: Sequence[Share], ordinary_stake: int, pontoon_stake: int,
        trick_stake: int, doubled: bool = False,
    ) -> Turn:  # fmt: skip
        """The plan for a turn, every hand decided."""
        return Turn.of_plan(BASELINE_PLAN)

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        """Whether to double, holding a first card of rank index ``first_rank``."""
        return RANK_VALUES[first_rank] in BASELINE_DOUBLES


class EvBanker:
    """The expected-value banker under one table's house rules.

    Args:
        rules: the house rules.
        model: the expected-value player it reads, under the same rules.
        decide: that player's (remembered) moves.
    """

    reads_table = True

    def __init__(self, rules: HouseRules, model: EvPlayer, decide: Decide) -> None:
        self.rules = rules
        self.model = model
        self.decide = decide
        self.face_up = second_card_face_up(rules)
        self.sim: object | None = None
        self._pay = {doubled: payoffs(rules, doubled) for doubled in (False, True)}
        self._observed: dict[tuple[bool, int], dict[BeliefKey, tuple[float, ...]]] = {}
        self._pooled: dict[tuple[bool, int], dict[HandClass, tuple[float, ...]]] = {}
        self._beliefs: dict[tuple[HandClass, int, bool, int], Belief] = {}
        self._shares: dict[tuple[bool, int], dict[BeliefKey, Share]] = {}
        self._plans: dict[tuple[TableKey, int, bool, bool, int], int] = {}
        self._gains: dict[tuple[int, int], float] = {}
        self._chances: dict[tuple[int, int, int], tuple[float, ...]] = {}
        self._profiles: dict[
            tuple[int, bool, int], tuple[float, list[tuple[int, tuple[float, ...]]]]
        ] = {}

    # ----- reading hands -------------------------------------------------------------

    def _reading(self, doubled: bool, up: int) -> dict[BeliefKey, tuple[float, ...]]:
        observed = self._observed.get((doubled, up))
        if observed is None:
            observed = self._observed[(doubled, up)] = read_player(
                self.model, self.decide, doubled, up
            )
            pooled: dict[HandClass, tuple[float, ...]] = {}
            for (cls, _), weights in sorted(observed.items()):
                mine = pooled.get(cls, (0.0,) * len(TOTALS))
                pooled[cls] = tuple(a + b for a, b in zip(mine, weights, strict=True))
            self._pooled[(doubled, up)] = pooled
        return observed

    def hand_belief(self, cls: HandClass, stake: int, doubled: bool = False, up: int = 0) -> Belief:
        """The belief about an ordinary hand of class ``cls`` and stake ``stake``: how the
        expected-value player's hands that end standing so are spread over the totals; for
        a stake that player never shows with this class, over all its hands of the class;
        for a class it never shows, the prior belief."""
        memo = (cls, stake, doubled, up)
        belief = self._beliefs.get(memo)
        if belief is None:
            weights = self._reading(doubled, up).get((cls, stake))
            if weights is None or sum(weights) <= 0.0:
                weights = self._pooled[(doubled, up)].get(cls)
            if weights is None or sum(weights) <= 0.0:
                belief = self.model.prior(cls)
            else:
                belief = cumulative(weights)
            self._beliefs[memo] = belief
        return belief

    # ----- the turn ------------------------------------------------------------------

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        """The plan for a turn that starts from this two-card hand against ``table``, in a
        deal doubled or not, its second card worth ``up`` when face up (H9)."""
        memo = (table, hard, ace, doubled, up)
        plan = self._plans.get(memo)
        if plan is None:
            if len(self._plans) >= _PLAN_CACHE_LIMIT:
                self._plans.clear()

            def reading(cls: HandClass, stake: int) -> Belief:
                return self.hand_belief(cls, stake, doubled, up)

            plan = self._plans[memo] = solve(table, self._pay[doubled], reading, (hard, ace))
        return plan

    def turn(self, table: TableKey, doubled: bool = False, up: int = 0) -> Turn:
        """The same play as :meth:`plan` from every two-card start, each decision worked
        out when first asked (the fast simulation follows only the hands its turns
        reach); not remembered here."""
        ordinary, pontoon_stake, trick_stake = table
        shares = [self.share(cls, stake, doubled, up) for cls, stake in ordinary]
        ordinary_stake = sum(stake for _, stake in ordinary)
        return self.turn_of(shares, ordinary_stake, pontoon_stake, trick_stake, doubled)

    def share(self, cls: HandClass, stake: int, doubled: bool = False, up: int = 0) -> Share:
        """An ordinary hand's part in a turn against a table it is on: its stake times the
        belief about it (:meth:`hand_belief`), made once."""
        shares = self._shares.get((doubled, up))
        if shares is None:
            shares = self._shares[(doubled, up)] = {}
        share = shares.get((cls, stake))
        if share is None:
            share = shares[(cls, stake)] = stake_weighted(
                self.hand_belief(cls, stake, doubled, up), stake
            )
        return share

    def turn_of(
        self, shares: Sequence[Share], ordinary_stake: int, pontoon_stake: int,
        trick_stake: int, doubled: bool = False,
    ) -> Turn:  # fmt: skip
        """:meth:`turn` against a table whose ordinary hands have these :meth:`share`
        values, in the table key's order, and these stakes in all."""
        return shares_turn(shares, ordinary_stake, pontoon_stake, trick_stake, self._pay[doubled])

    # ----- H7: doubling --------------------------------------------------------------

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        """Whether doubling has the higher expected take, holding a first card of rank
        index ``first_rank`` against these original stakes."""
        value = RANK_VALUES[first_rank]
        return sum(self.double_gain(value, stake) for stake in stakes) > 0.0

    def double_gain(self, first: int, stake: int) -> float:
        """What doubling adds to the banker's expected take from one player who staked
        ``stake``, the banker's first card worth ``first``."""
        memo = (first, stake)
        gain = self._gains.get(memo)
        if gain is None:
            gain = self._gains[memo] = self.take(first, stake, True) - self.take(
                first, stake, False
            )
        return gain

    def take(self, first: int, stake: int, doubled: bool) -> float:
        """The banker's expected take from one player who staked ``stake``, the banker's
        first card worth ``first``."""
        pay = self._pay[doubled]
        total = 0.0
        for second, chance in VALUE_CHANCES:
            if is_pontoon(2, first + second, 1 in (first, second)):  # R9
                total -= chance * stake * pay.banker_pontoon
                continue
            up = second if self.face_up else 0
            bust, by_plan = self._profile(stake, doubled, up)
            net = bust
            for plan, vector in by_plan:
                net += expected_net(self._bank_chances(plan, first, up), vector)
            total -= chance * net
        return total

    def _bank_chances(self, plan: int, first: int, second: int) -> tuple[float, ...]:
        """The chance of each banker result playing ``plan`` from a first card worth
        ``first`` (and a second worth ``second``; 0 when unknown), no Pontoon."""
        memo = (plan, first, second)
        found = self._chances.get(memo)
        if found is None:
            found = self._chances[memo] = outcomes(plan, banker_starts(first, second))
        return found

    def _profile(
        self, stake: int, doubled: bool, up: int
    ) -> tuple[float, list[tuple[int, tuple[float, ...]]]]:
        """How one player who staked ``stake`` ends, as the banker values it: what their
        busts pay, and for each banker plan the player's net against each banker result,
        summed over the hands that plan plays against.

        The player's first card is read from the stake: the ranks on which they stake so.
        Against each hand the banker plays its own best plan against that hand alone,
        reading it as it reads every hand (:meth:`hand_belief`). Playing the player's
        model of the banker instead (which reads hidden totals from the cards alone)
        undervalues doubling: measured on the same packs (``benchmarks/double_bench.py``),
        that banker declined on first cards where doubling gained, and took 0.13 points
        less per unit staked than always doubling.
        """
        memo = (stake, doubled, up)
        found = self._profiles.get(memo)
        if found is not None:
            return found
        pay = self._pay[doubled]
        ranks = [r for r in range(len(RANK_VALUES)) if self.model.stake_for(r) == stake]
        ranks = ranks or list(range(len(RANK_VALUES)))
        bust = 0.0
        by_plan: dict[int, list[float]] = {}
        plans: dict[TableKey, int] = {}

        def reading(cls: HandClass, staked: int) -> Belief:
            return self.hand_belief(cls, staked, doubled, up)

        for rank in ranks:
            for (kind, cls, total, staked), p in final_hands(
                self.model, self.decide, rank, doubled, up
            ).items():
                weight = p * staked / len(ranks)
                if kind is Kind.BUST:
                    bust += weight * pay.bust
                    continue
                if kind is Kind.TOTAL:
                    table: TableKey = (((cls, staked),), 0, 0)
                    row: tuple[int, ...] = pay.rows[total]
                else:
                    table = ((), int(kind is Kind.PONTOON), int(kind is not Kind.PONTOON))
                    nets = pay.pontoon if kind is Kind.PONTOON else pay.trick
                    row = (nets[0],) * BANK_BUST + (nets[1], nets[2])
                plan = plans.get(table)
                if plan is None:
                    plan = plans[table] = solve(table, pay, reading)
                vector = by_plan.setdefault(plan, [0.0] * RESULTS)
                for i, net in enumerate(row):
                    vector[i] += weight * net
        found = self._profiles[memo] = (bust, [(k, tuple(v)) for k, v in by_plan.items()])
        return found
