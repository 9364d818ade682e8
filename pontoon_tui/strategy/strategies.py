"""The named strategies, each in the plain-integer form that both the engine-facing API
(:mod:`pontoon_tui.strategy.seats`) and the fast simulation call, so that a strategy
plays the same moves wherever it runs.

A strategy is made for one table's house rules (:meth:`PlayerStrategy.for_rules`,
:meth:`BankerStrategy.for_rules`); what it works out and remembers under those rules
belongs to that object, so tables with different rules never share a cache.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Final, Generic, Protocol, TypeVar

from pontoon_tui.rules import DEFAULT_RULES, STAKE_MAX, STAKE_MIN, HouseRules, stake_range
from pontoon_tui.strategy.banker import Share, Turn, plan_twists
from pontoon_tui.strategy.bankers import BaselineBanker, EvBanker
from pontoon_tui.strategy.keys import Decision, HandClass, PlayKey, TableKey
from pontoon_tui.strategy.model import best
from pontoon_tui.strategy.player import EvPlayer

BASELINE_STICK: Final = 17


@dataclass(slots=True)
class Player:
    """A player strategy under one table's house rules.

    Attributes:
        rules: the house rules.
        stake_for: the original stake for a first card of rank index 0 (ace) … 12 (king).
        decide: the move for a hand in play.
        model: the expected-value valuation behind the moves, when there is one (hints).
        memo: every decision made so far, by position.
        sim: what the fast simulation keeps for this player (its positions).
    """

    rules: HouseRules
    stake_for: Callable[[int], int]
    decide: Callable[[PlayKey], Decision]
    model: EvPlayer | None = None
    memo: dict[PlayKey, Decision] = field(default_factory=dict, repr=False)
    sim: object | None = field(default=None, repr=False)

    def play(self, key: PlayKey) -> Decision:
        """The move for ``key``, remembered so that repeated positions cost a look-up."""
        decision = self.memo.get(key)
        if decision is None:
            decision = self.memo[key] = self.decide(key)
        return decision


class Banker(Protocol):
    """A banker strategy under one table's house rules."""

    rules: HouseRules
    reads_table: bool
    sim: object | None

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        """The plan for a turn from the banker's first two cards as (hard total, ace), a
        bit mask (see :func:`~pontoon_tui.strategy.banker.solve`)."""
        ...

    def turn(self, table: TableKey, doubled: bool = False, up: int = 0) -> Turn:
        """The same play as :meth:`plan` from every two-card start, as a
        :class:`~pontoon_tui.strategy.banker.Turn` that may decide each hand only when it
        is reached. The fast simulation asks this of a banker that ``reads_table`` once
        per table and follows that turn whatever the banker's first two cards: a plan's
        move at a hand must not depend on the cards its turn began with."""
        ...

    def share(self, cls: HandClass, stake: int, doubled: bool = False, up: int = 0) -> Share:
        """What an ordinary hand of class ``cls`` and stake ``stake`` adds to the banker's
        reading of a table (:data:`~pontoon_tui.strategy.banker.Share`)."""
        ...

    def turn_of(
        self, shares: Sequence[Share], ordinary_stake: int, pontoon_stake: int,
        trick_stake: int, doubled: bool = False,
    ) -> Turn:  # fmt: skip
        """:meth:`turn` against a table whose ordinary hands have these :meth:`share`
        values (in the table key's order, made with the same ``doubled`` and ``up``) and
        these stakes in all: the fast simulation's way to the same turn without a table
        key."""
        ...

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        """H7: whether to double the deal, holding a first card of rank index
        ``first_rank``, against these original stakes."""
        ...


S = TypeVar("S")


@dataclass(slots=True)
class NamedStrategy(Generic[S]):
    """A named strategy, player or banker.

    Attributes:
        name: its name on the command line.
        describe: one line saying what it does.
        make: the strategy for one table's house rules.
    """

    name: str
    describe: str
    make: Callable[[HouseRules], S]
    made: dict[HouseRules, S] = field(default_factory=dict, repr=False)

    def for_rules(self, rules: HouseRules = DEFAULT_RULES) -> S:
        """The strategy under ``rules`` (made once, then kept)."""
        strategy = self.made.get(rules)
        if strategy is None:
            strategy = self.made[rules] = self.make(rules)
        return strategy


PlayerStrategy = NamedStrategy[Player]
"""A named player strategy."""
BankerStrategy = NamedStrategy[Banker]
"""A named banker strategy."""


def twists(
    banker: Banker,
    first_two: tuple[int, bool],
    hard: int,
    ace: bool,
    cards: int,
    table: TableKey,
    doubled: bool = False,
    up: int = 0,
) -> bool:
    """Whether ``banker`` twists holding (hard total, ace, cards) against ``table``, in a
    turn that began with ``first_two`` (hard total, ace), in a deal doubled or not, its
    second card worth ``up`` when face up (H9)."""
    return plan_twists(banker.plan(table, *first_two, doubled, up), hard, ace, cards)


def _ev_player(rules: HouseRules) -> Player:
    model = EvPlayer(rules)
    return Player(rules, model.stake_for, model.decide, model)


def _baseline_player(rules: HouseRules) -> Player:
    def decide(key: PlayKey) -> Decision:
        return ("twist", 0) if best(key.hard, key.ace) < BASELINE_STICK else ("stick", 0)

    least = stake_range()[0]
    return Player(rules, lambda rank: least, decide)


PLAYER_STRATEGIES: Final[dict[str, PlayerStrategy]] = {
    "ev": PlayerStrategy(
        "ev",
        f"stake {STAKE_MAX} on a favourable first card, else {STAKE_MIN}; split, buy, twist or "
        "stick by exact expected value against a banker that guesses hidden totals from the "
        "cards alone",
        _ev_player,
    ),
    "baseline": PlayerStrategy(
        "baseline",
        f"stake {STAKE_MIN}; never buy or split; twist below 17, stick on 17+",
        _baseline_player,
    ),
}


def _ev_banker(rules: HouseRules) -> Banker:
    player = PLAYER_STRATEGIES["ev"].for_rules(rules)
    assert player.model is not None
    return EvBanker(rules, player.model, player.play)


BANKER_STRATEGIES: Final[dict[str, BankerStrategy]] = {
    "ev": BankerStrategy(
        "ev",
        "twist or stick by exact expected take against the public table, reading each "
        "hand as the ev player would have played to show it; double by expected value",
        _ev_banker,
    ),
    "baseline": BankerStrategy(
        "baseline",
        "twist below 17, stick on 17+; double on an ace or a ten-value first card",
        BaselineBanker,
    ),
}


def simple_player(
    name: str,
    stake_for: Callable[[int], int],
    decide: Callable[[PlayKey, HouseRules], Decision],
    describe: str = "",
) -> PlayerStrategy:
    """A player strategy from a stake function and a move function of (position, rules)."""

    def make(rules: HouseRules) -> Player:
        return Player(rules, stake_for, lambda key: decide(key, rules))

    return PlayerStrategy(name, describe, make)
