"""The expected-value banker's belief is how the expected-value player really plays:
checked against a plain simulation of that player's hands."""

from __future__ import annotations

import itertools
import random

import pytest

from pontoon_tui.rules import DEFAULT_RULES, RANK_VALUES
from pontoon_tui.strategy.banker import prior_belief
from pontoon_tui.strategy.bankers import EvBanker
from pontoon_tui.strategy.keys import PlayKey
from pontoon_tui.strategy.model import best
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES

_BANKER = BANKER_STRATEGIES["ev"].for_rules(DEFAULT_RULES)
assert isinstance(_BANKER, EvBanker)
hand_belief = _BANKER.hand_belief


def rank_value(rank: int) -> int:
    return RANK_VALUES[rank]


def _simulate(hands: int, seed: int) -> dict[tuple[tuple[int, int, int, bool], int], list[int]]:
    """Deal ``hands`` hands to the expected-value player, card by card, and count for each
    (class, stake) with no face-up card the totals it stands on. A deal the player splits
    is dropped: split hands show their first card, so they never fall in these classes."""
    player = PLAYER_STRATEGIES["ev"].for_rules(DEFAULT_RULES)
    rng = random.Random(seed)
    counts: dict[tuple[tuple[int, int, int, bool], int], list[int]] = {}
    for _ in range(hands):
        first, second = rng.randrange(13), rng.randrange(13)
        stake = orig = player.stake_for(first)
        v1, v2 = rank_value(first), rank_value(second)
        hard, ace, cards, twisted, shown, shown_hard, shown_ace, last = (
            v1 + v2, 1 in (v1, v2), 2, False, 0, 0, False, 0,
        )  # fmt: skip
        if best(hard, ace) == 21:
            continue
        pair = first if first == second else -1
        while True:
            key = PlayKey(hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last,
                          orig, pair, 1)  # fmt: skip
            move, amount = player.play(key)
            if move in ("split", "stick"):
                break
            v = rank_value(rng.randrange(13))
            hard, ace, cards, pair = hard + v, ace or v == 1, cards + 1, -1
            if move == "buy":
                stake, last = stake + amount, amount
            else:
                twisted, shown, shown_hard, shown_ace = (
                    True,
                    shown + 1,
                    shown_hard + v,
                    (shown_ace or v == 1),
                )
            if hard > 21 or cards >= 5 or best(hard, ace) == 21:
                break
        if move == "split" or hard > 21 or cards >= 5 or shown:
            continue
        row = counts.setdefault(((cards, 0, 0, False), stake), [0] * 7)
        row[best(hard, ace) - 15] += 1
    return counts


def test_the_belief_is_how_the_ev_player_stands() -> None:
    counts = _simulate(150_000, 11)
    checked = 0
    for (cls, stake), row in sorted(counts.items()):
        n = sum(row)
        if n < 3000:
            continue
        running = 0
        for i, count in enumerate(row):
            running += count
            assert hand_belief(cls, stake)[i] == pytest.approx(running / n, abs=0.02)
        checked += 1
    assert checked >= 3
    # The stake says something: the player stakes 5 only on a low first card or an ace.
    assert hand_belief((2, 0, 0, False), 5) != pytest.approx(
        hand_belief((2, 0, 0, False), 1), abs=0.05
    )
    assert hand_belief((2, 0, 0, False), 5) != pytest.approx(
        prior_belief((2, 0, 0, False), DEFAULT_RULES), abs=0.05
    )


def test_stakes_and_classes_the_player_never_shows_fall_back() -> None:
    # A stake of 3 on two hidden cards never comes from the ev player: the class's hands
    # at any stake are read instead. A hand whose cards all show is known exactly.
    pooled = hand_belief((2, 0, 0, False), 3)
    assert pooled[-1] == 1.0
    assert all(a <= b for a, b in itertools.pairwise(pooled))
    assert hand_belief((4, 4, 21, False), 1) == pytest.approx((0, 0, 0, 0, 0, 0, 1))
