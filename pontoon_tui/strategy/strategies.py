"""The named strategies, each in the plain-integer form that both the engine-facing API
(:mod:`pontoon_tui.strategy.seats`) and the fast simulation call, so that a strategy
plays the same moves wherever it runs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Final

from pontoon_tui.strategy.banker import (
    TableKey,
    baseline_banker_plan,
    ev_banker_plan,
    plan_twists,
)
from pontoon_tui.strategy.model import best
from pontoon_tui.strategy.player import (
    BASELINE_STICK,
    MoveCode,
    baseline_stake,
    best_option,
    ev_stake,
    play_options,
    split_value,
)

PlayKey = tuple[int, bool, int, bool, int, int, bool, int, int, int, int, int]
"""A hand in play as a player strategy reads it: hard total, holds an ace, cards, has
twisted, face-up cards, their hard total, an ace among them, stake, last purchase (0 if
none), original stake, the pair's rank index when a split is legal (-1 otherwise), and
how many hands the player holds."""

Decision = tuple[MoveCode, int]
"""A move and the amount it adds (0 unless buying)."""


def ev_play(key: PlayKey) -> Decision:
    """The expected-value player's move for a hand in play."""
    hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig, pair, hands = key
    options = play_options(
        hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig
    )
    if pair >= 0:
        options.append(("split", 0, split_value(pair, orig, hands)))
    move, amount, _ = best_option(options)
    return move, amount


def baseline_play(key: PlayKey) -> Decision:
    """The baseline player: never buy or split; twist below 17, stick on 17 or more."""
    return ("twist", 0) if best(key[0], key[1]) < BASELINE_STICK else ("stick", 0)


@dataclass(slots=True)
class PlayerStrategy:
    """A named player strategy.

    Attributes:
        name: its name on the command line.
        describe: one line saying what it does.
        stake_for: the original stake for a first card of rank index 0 (ace) … 12 (king).
        decide: the move for a hand in play.
        memo: every decision made so far, by position.
    """

    name: str
    describe: str
    stake_for: Callable[[int], int]
    decide: Callable[[PlayKey], Decision]
    memo: dict[PlayKey, Decision] = field(default_factory=dict, repr=False)

    def play(self, key: PlayKey) -> Decision:
        """The move for ``key``, remembered so that repeated positions cost a look-up."""
        decision = self.memo.get(key)
        if decision is None:
            decision = self.memo[key] = self.decide(key)
        return decision


@dataclass(frozen=True, slots=True)
class BankerStrategy:
    """A named banker strategy.

    Attributes:
        name: its name on the command line.
        describe: one line saying what it does.
        plan: the plan for a turn against a public table, given the banker's first two
            cards as (hard total, ace): a bit mask, see
            :func:`~pontoon_tui.strategy.banker.solve`.
        reads_table: whether ``plan`` looks at the table at all.
    """

    name: str
    describe: str
    plan: Callable[[TableKey, int, bool], int]
    reads_table: bool

    def twists(
        self, first_two: tuple[int, bool], hard: int, ace: bool, cards: int, key: TableKey
    ) -> bool:
        """Whether to twist holding (hard total, ace, cards) against the table ``key``,
        in a turn that began with ``first_two`` (hard total, ace)."""
        return plan_twists(self.plan(key, *first_two), hard, ace, cards)


PLAYER_STRATEGIES: Final[dict[str, PlayerStrategy]] = {
    "ev": PlayerStrategy(
        "ev",
        "stake 5 on a favourable first card, else 1; split, buy, twist or stick by exact "
        "expected value against a banker that guesses hidden totals from the cards alone",
        ev_stake,
        ev_play,
    ),
    "baseline": PlayerStrategy(
        "baseline",
        "stake 1; never buy or split; twist below 17, stick on 17+",
        baseline_stake,
        baseline_play,
    ),
}

BANKER_STRATEGIES: Final[dict[str, BankerStrategy]] = {
    "ev": BankerStrategy(
        "ev",
        "twist or stick by exact expected take against the public table, reading each "
        "hand as the ev player would have played to show it",
        ev_banker_plan,
        True,
    ),
    "baseline": BankerStrategy(
        "baseline", "twist below 17, stick on 17+", baseline_banker_plan, False
    ),
}
