"""The expected-value player: the stake, and split, buy, twist or stick (R7, R12-R15).

:class:`EvPlayer` values every legal move under one table's house rules exactly over an
infinite deck, from its own cards and what is public only: the stick minimum (H1), the
splits (H2, H3) and purchases (H4) the rules allow, the payments they make (H5-H7), and
the banker's face-up second card (H9). Standing with a total is valued against the
banker's backward induction of :mod:`pontoon_tui.strategy.banker` playing heads-up
against what the table can see of this hand, reading it by the prior belief, so a hand
that shows little is valued knowing that the banker cannot read it. Purchases are valued
at both ends of the range the rules allow (the value of a purchase is convex in its
amount, so the best amount is always an end).

Its tables are its own: one :class:`EvPlayer` per house rules, each with its caches.
"""

from __future__ import annotations

from typing import Final

from pontoon_tui.rules import (
    FIVE_CARDS,
    RANK_VALUES,
    HouseRules,
    Kind,
    finished_by_cards,
    hand_kind,
    may_split,
    second_card_face_up,
    stake_range,
)
from pontoon_tui.strategy.banker import expected_net, outcomes, prior_belief, solve
from pontoon_tui.strategy.keys import (
    Belief,
    Decision,
    HandClass,
    Option,
    PlayKey,
    TableKey,
)
from pontoon_tui.strategy.model import (
    BANK_BUST,
    BANK_FIVE,
    RANK_CHANCE,
    TOTALS,
    VALUE_CHANCES,
    banker_pontoon_chance,
    banker_starts,
    best,
    legal_play,
    payoffs,
)

Position = tuple[int, bool, int, bool, int, int, bool, int, int, int, int, bool]
"""A hand's position for valuing it: a :class:`PlayKey` without ``pair`` and ``hands``."""


PLAYS_ON: Final = -1
"""In :attr:`EvPlayer.ends`: the hand plays on."""
ENDS_BUST: Final = -2
ENDS_PONTOON: Final = -3
ENDS_TRICK: Final = -4
"""In :attr:`EvPlayer.ends`: the cards have finished the hand as a bust, a Pontoon or a
five-card trick; a total of 0 or more says they finished it standing on that total."""


def end_index(cards: int, hard: int, ace: bool) -> int:
    """Where (cards, hard total, ace) lies in :attr:`EvPlayer.ends`."""
    return (cards * 32 + hard) * 2 + ace


def hand_end(cards: int, hard: int, ace: bool) -> int:
    """How the cards alone end a hand (R10, R11, R16, R17), as a code of
    :attr:`EvPlayer.ends`."""
    if not finished_by_cards(cards, hard, ace):
        return PLAYS_ON
    kind = hand_kind(cards, hard, ace)
    if kind is Kind.BUST:
        return ENDS_BUST
    if kind is Kind.PONTOON:
        return ENDS_PONTOON
    if kind is Kind.FIVE_CARD_TRICK:
        return ENDS_TRICK
    return best(hard, ace)


def best_option(options: list[Option]) -> Option:
    """The option with the highest value; on a tie, the first listed."""
    chosen = options[0]
    for option in options[1:]:
        if option[2] > chosen[2]:
            chosen = option
    return chosen


class EvPlayer:
    """The expected-value player under one table's house rules."""

    def __init__(self, rules: HouseRules) -> None:
        self.rules = rules
        self.face_up = second_card_face_up(rules)
        self._pay = {doubled: payoffs(rules, doubled) for doubled in (False, True)}
        self._priors: dict[HandClass, Belief] = {}
        self._plans: dict[tuple[TableKey, bool], int] = {}
        self._chances: dict[tuple[int, int], tuple[float, ...]] = {}
        self._ordinary: dict[tuple[HandClass, bool, int], tuple[float, ...]] = {}
        self._special: dict[tuple[int, bool, int], float] = {}
        self._kinds: dict[tuple[bool, int], tuple[float, float, float]] = {}
        self._values: dict[Position, float] = {}
        self._splits: dict[tuple[int, int, int, bool, int], float] = {}
        self._stakes: dict[int, int] = {}
        self.ends = tuple(
            hand_end(cards, hard, ace)
            for cards in range(FIVE_CARDS + 1)
            for hard in range(32)
            for ace in (False, True)
        )
        """How the cards alone end each hand of at most five cards and a hard total below
        32, at :func:`end_index`: asked of the rules once, then looked up."""
        self._bust_value = {doubled: float(self._pay[doubled].bust) for doubled in (False, True)}

    # ----- the banker as this player models it -------------------------------------

    def prior(self, cls: HandClass, stake: int = 1) -> Belief:
        """The prior belief about a hand of class ``cls`` (its stake aside)."""
        belief = self._priors.get(cls)
        if belief is None:
            belief = self._priors[cls] = prior_belief(cls, self.rules)
        return belief

    def plan_for(self, key: TableKey, doubled: bool) -> int:
        """The banker's whole plan against ``key``, reading hands by the prior belief."""
        plan = self._plans.get((key, doubled))
        if plan is None:
            plan = self._plans[(key, doubled)] = solve(key, self._pay[doubled], self.prior)
        return plan

    def chances(self, plan: int, up: int) -> tuple[float, ...]:
        """The chance of each banker result playing ``plan``, its second card worth ``up``
        (0 when face down)."""
        found = self._chances.get((plan, up))
        if found is None:
            found = self._chances[(plan, up)] = outcomes(plan, banker_starts(0, up))
        return found

    def ordinary_values(
        self, cls: HandClass, doubled: bool = False, up: int = 0
    ) -> tuple[float, ...]:
        """Per unit staked, what an ordinary hand of class ``cls`` expects when it stands on
        each of :data:`TOTALS`, against the banker reading that class by the prior."""
        memo = (cls, doubled, up)
        found = self._ordinary.get(memo)
        if found is None:
            chance = self.chances(self.plan_for((((cls, 1),), 0, 0), doubled), up)
            rows = self._pay[doubled].rows
            found = self._ordinary[memo] = tuple(expected_net(chance, rows[t]) for t in TOTALS)
        return found

    def special_value(self, pontoon: bool, doubled: bool = False, up: int = 0) -> float:
        """Per unit staked, what a Pontoon (or a five-card trick) expects."""
        memo = (int(pontoon), doubled, up)
        found = self._special.get(memo)
        if found is None:
            pay = self._pay[doubled]
            nets = pay.pontoon if pontoon else pay.trick
            chance = self.chances(self.plan_for(((), int(pontoon), int(not pontoon)), doubled), up)
            found = nets[1] * chance[BANK_BUST] + nets[2] * chance[BANK_FIVE]
            found += nets[0] * sum(chance[:BANK_BUST])
            self._special[memo] = found
        return found

    # ----- the player's own values ---------------------------------------------------

    def finished_value(
        self, hard: int, ace: bool, cards: int, cls: HandClass, stake: int, doubled: bool, up: int
    ) -> float | None:
        """The value of a hand its cards have finished (R11, R16, R17); None if it plays on."""
        return self._ended(self.ends[(cards * 32 + hard) * 2 + ace], cls, stake, doubled, up)

    def _ended(self, end: int, cls: HandClass, stake: int, doubled: bool, up: int) -> float | None:
        """:meth:`finished_value` from the hand's code in :attr:`ends`."""
        if end >= 0:
            return stake * self.ordinary_values(cls, doubled, up)[end - TOTALS[0]]
        if end == PLAYS_ON:
            return None
        if end == ENDS_BUST:
            return stake * self._bust_value[doubled]
        return stake * self.special_value(end == ENDS_PONTOON, doubled, up)

    def _ends_by_kind(self, doubled: bool, up: int) -> tuple[float, float, float]:
        """Per unit staked, what a hand that busts, makes a Pontoon and makes a five-card
        trick expects: :meth:`_ended` for the codes ``ENDS_BUST``, ``ENDS_PONTOON`` and
        ``ENDS_TRICK``, in that order (at ``-2 - code``)."""
        found = self._kinds.get((doubled, up))
        if found is None:
            found = self._kinds[(doubled, up)] = (
                self._bust_value[doubled],
                self.special_value(True, doubled, up),
                self.special_value(False, doubled, up),
            )
        return found

    def _drawn(self, key: PlayKey, face_up: bool, stake: int, last: int) -> float:
        """The expected value after one more card, face up (twist) or face down (buy).

        Each card's value is :meth:`_ended`'s for a hand it finishes, looked up here (the
        same products: this runs for every card of every position valued)."""
        total = 0.0
        hard, ace, n = key.hard, key.ace, key.cards + 1
        shown, shown_hard, shown_ace = key.shown, key.shown_hard, key.shown_ace
        doubled, up = key.doubled, key.bank_up
        twisted = key.twisted or face_up
        ends, values, ordinary = self.ends, self._values, self._ordinary
        kinds = self._ends_by_kind(doubled, up)
        at = (n * 32 + hard) * 2
        for v, q in VALUE_CHANCES:
            h = hard + v
            a = ace or v == 1
            if face_up:
                s, sh, sa = shown + 1, shown_hard + v, shown_ace or v == 1
            else:
                s, sh, sa = shown, shown_hard, shown_ace
            end = ends[at + 2 * v + a]
            if end == PLAYS_ON:
                grown = (h, a, n, twisted, s, sh, sa, stake, last, key.orig, up, doubled)
                done = values.get(grown)
                if done is None:
                    done = self.position_value(grown)
            elif end >= 0:  # it stands on the total ``end``
                row = ordinary.get(((n, s, sh, sa), doubled, up))
                if row is None:
                    row = self.ordinary_values((n, s, sh, sa), doubled, up)
                done = stake * row[end - TOTALS[0]]
            else:
                done = stake * kinds[-2 - end]
            total += q * done
        return total

    def play_options(self, key: PlayKey) -> list[Option]:
        """Every legal move but a split for an unfinished hand, with its expected value.

        Buying is offered at the least and the most the rules allow.
        """
        moves, bounds = legal_play(key, self.rules)
        options: list[Option] = []
        if "stick" in moves:
            values = self.ordinary_values(
                (key.cards, key.shown, key.shown_hard, key.shown_ace), key.doubled, key.bank_up
            )
            options.append(("stick", 0, key.stake * values[best(key.hard, key.ace) - TOTALS[0]]))
        if "twist" in moves:
            options.append(("twist", 0, self._drawn(key, True, key.stake, key.last)))
        if bounds is not None:
            for amount in sorted(set(bounds)):
                value = self._drawn(key, False, key.stake + amount, amount)
                options.append(("buy", amount, value))
        return options

    def position_value(self, position: Position) -> float:
        """The expected value of an unfinished hand played on by the best legal moves."""
        found = self._values.get(position)
        if found is None:
            key = PlayKey(*position[:10], -1, 1, position[10], position[11])
            found = max(value for _, _, value in self.play_options(key))
            self._values[position] = found
        return found

    def split_hand_value(self, rank: int, orig: int, hands: int, doubled: bool, up: int) -> float:
        """The expected value of one hand made by splitting a pair of rank index ``rank``
        when the player then holds ``hands`` hands; it may split again as H2, H3 allow."""
        memo = (rank, orig, hands, doubled, up)
        found = self._splits.get(memo)
        if found is not None:
            return found
        value = RANK_VALUES[rank]
        total = 0.0
        for other in range(len(RANK_VALUES)):
            v = RANK_VALUES[other]
            hard, ace = value + v, value == 1 or v == 1
            cls = (2, 1, value, value == 1)
            done = self.finished_value(hard, ace, 2, cls, orig, doubled, up)
            if done is None:
                position = (hard, ace, 2, False, 1, value, value == 1, orig, 0, orig, up, doubled)
                done = self.position_value(position)
                if may_split((rank, other), hands, self.rules):
                    done = max(
                        done, 2.0 * self.split_hand_value(rank, orig, hands + 1, doubled, up)
                    )
            total += RANK_CHANCE * done
        self._splits[memo] = total
        return total

    def split_value(
        self, rank: int, orig: int, hands: int, doubled: bool = False, up: int = 0
    ) -> float:
        """The expected value of splitting a pair of rank index ``rank`` now, holding ``hands``."""
        return 2.0 * self.split_hand_value(rank, orig, hands + 1, doubled, up)

    def decide(self, key: PlayKey) -> Decision:
        """The move for a hand in play."""
        options = self.play_options(key)
        if key.pair >= 0:
            value = self.split_value(key.pair, key.orig, key.hands, key.doubled, key.bank_up)
            options.append(("split", 0, value))
        move, amount, _ = best_option(options)
        return move, amount

    def first_key(
        self, rank: int, other: int, stake: int, up: int = 0, doubled: bool = False
    ) -> PlayKey:
        """The position of a hand as dealt: first card of rank index ``rank``, then
        ``other`` (face up under H9)."""
        a, b = RANK_VALUES[rank], RANK_VALUES[other]
        pair = rank if may_split((rank, other), 1, self.rules) else -1
        shown = (1, b, b == 1) if self.face_up else (0, 0, False)
        return PlayKey(a + b, 1 in (a, b), 2, False, *shown, stake, 0, stake, pair, 1, up, doubled)

    def stake_value(self, rank: int) -> float:
        """Per unit of original stake, what the player expects holding a first card of rank
        index ``rank``, the banker's chance of a Pontoon included (in a deal not doubled)."""
        ups = VALUE_CHANCES if self.face_up else ((0, 1.0),)
        pay = self._pay[False]
        total = 0.0
        for up, chance in ups:
            pontoon = banker_pontoon_chance(0, up)
            inner = 0.0
            for other in range(len(RANK_VALUES)):
                key = self.first_key(rank, other, 1, up)
                cls = (2, key.shown, key.shown_hard, key.shown_ace)
                done = self.finished_value(key.hard, key.ace, 2, cls, 1, False, up)
                if done is None:
                    done = max(value for _, _, value in self.play_options(key))
                    if key.pair >= 0:
                        done = max(done, self.split_value(rank, 1, 1, False, up))
                inner += RANK_CHANCE * done
            total += chance * (pontoon * pay.banker_pontoon + (1.0 - pontoon) * inner)
        return total

    def stake_for(self, rank: int) -> int:
        """The expected-value stake: the most when the first card favours the player."""
        found = self._stakes.get(rank)
        if found is None:
            stakes = stake_range()
            found = stakes[-1] if self.stake_value(rank) > 0.0 else stakes[0]
            self._stakes[rank] = found
        return found
