"""The strategies' arithmetic, checked against figures worked out by hand."""

from __future__ import annotations

import itertools
import math
import statistics

import pytest

from pontoon_tui.rules import DEFAULT_RULES
from pontoon_tui.strategy.banker import (
    BASELINE_PLAN,
    STOP_LEANING,
    outcomes,
    plan_twists,
    solve,
    table_key,
)
from pontoon_tui.strategy.banker import prior_belief as rules_prior
from pontoon_tui.strategy.bankers import EvBanker
from pontoon_tui.strategy.keys import Belief, HandClass, PlayKey, TableKey
from pontoon_tui.strategy.model import (
    BANK_BUST,
    BANK_FIVE,
    banker_starts,
    best,
    bust_chance,
    payoffs,
)
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES, twists
from pontoon_tui.strategy.tally import Z95, Ratio

NO_TABLE = table_key([], 0, 0)
PAY = payoffs(DEFAULT_RULES, False)
EV = PLAYER_STRATEGIES["ev"].for_rules(DEFAULT_RULES)
MODEL = EV.model
assert MODEL is not None
EV_BANKER = BANKER_STRATEGIES["ev"].for_rules(DEFAULT_RULES)
assert isinstance(EV_BANKER, EvBanker)
hand_belief = EV_BANKER.hand_belief


def prior_belief(cls: HandClass) -> Belief:
    return rules_prior(cls, DEFAULT_RULES)


def plan_(key: TableKey, start: tuple[int, bool] | None = None) -> int:
    return solve(key, PAY, hand_belief, start)


def chances(plan: int) -> tuple[float, ...]:
    return outcomes(plan, banker_starts())


def key(*fields: int | bool) -> PlayKey:
    return PlayKey(*fields)  # type: ignore[arg-type]


def test_totals_and_bust_chances() -> None:
    assert best(7, True) == 17
    assert best(12, True) == 12
    assert bust_chance(11) == 0.0
    assert bust_chance(12) == pytest.approx(4 / 13)
    assert bust_chance(20) == pytest.approx(12 / 13)


def test_banker_starts_exclude_pontoon_and_sum_to_one() -> None:
    starts = banker_starts()
    assert sum(p for _, _, p in starts) == pytest.approx(1.0)
    # A face-up ace as the second card (H9) leaves no ten-value first card.
    assert all(not (h == 11 and a) for h, a, _ in banker_starts(0, 1))
    assert sum(p for _, _, p in banker_starts(0, 1)) == pytest.approx(1.0)
    assert (11, True) not in {(h, a) for h, a, _ in starts}
    assert dict(((h, a), p) for h, a, p in starts)[(20, False)] == pytest.approx(
        (4 / 13) ** 2 / (1 - 8 / 169)
    )


def test_prior_belief_about_a_hidden_two_card_hand() -> None:
    # Two hidden cards, stopped on 15-20 (21 would be a Pontoon): as in an infinite deck,
    # weighted by the leaning away from 15 and 16.
    belief = prior_belief((2, 0, 0, False))
    assert belief[-1] == 1.0
    assert all(a <= b for a, b in itertools.pairwise(belief))
    # P(total 20) = P(10,10) = 16/169; P(15..19) totals each have their own counts.
    counts = {t: 0.0 for t in range(15, 21)}
    for a in range(1, 11):
        for b in range(1, 11):
            pa = 4 / 13 if a == 10 else 1 / 13
            pb = 4 / 13 if b == 10 else 1 / 13
            total = best(a + b, 1 in (a, b))
            if 15 <= total <= 20:
                counts[total] += pa * pb * STOP_LEANING[total - 15]
    mass = sum(counts.values())
    assert belief[5] - belief[4] == pytest.approx(counts[20] / mass)
    assert belief[0] == pytest.approx(counts[15] / mass)


def test_a_fully_seen_hand_is_known_exactly() -> None:
    assert prior_belief((3, 3, 18, False)) == pytest.approx((0, 0, 0, 1, 1, 1, 1))
    assert hand_belief((3, 3, 18, False), 1) == pytest.approx((0, 0, 0, 1, 1, 1, 1))


def test_the_bank_twists_when_it_cannot_bust_and_chases_five_cards() -> None:
    plan = plan_(table_key([((2, 0, 0, False), 2)], 0, 0))
    assert plan_twists(plan, 9, False, 2)
    assert plan_twists(plan, 11, False, 4)
    assert not plan_twists(plan, 21, False, 3)
    against_trick = plan_(table_key([], 0, 1))
    assert plan_twists(against_trick, 19, False, 3)
    found = chances(against_trick)
    assert sum(found) == pytest.approx(1.0)
    assert found[BANK_FIVE] > 0.0
    assert not plan_twists(against_trick, 20, False, 3)  # no card makes five without a bust


def test_the_bank_sticks_on_a_total_that_beats_every_visible_hand() -> None:
    shown_18 = (3, 3, 18, False)
    plan = plan_(table_key([(shown_18, 1)], 0, 0))
    assert not plan_twists(plan, 19, False, 3)
    assert plan_twists(plan, 17, False, 3)


def test_a_plan_is_the_best_play_found_by_plain_recursion() -> None:
    key = table_key([((2, 0, 0, False), 3), ((3, 1, 10, False), 1), ((4, 2, 9, True), 2)], 1, 0)
    ordinary, pontoon_stake, _ = key
    stake = sum(s for _, s in ordinary)

    def stand(total: int) -> float:
        take = -2.0 * pontoon_stake
        for cls, s in ordinary:
            beaten = hand_belief(cls, s)[total - 15] if total >= 15 else 0.0
            take += s * (2 * beaten - 1)
        return take

    def value(hard: int, ace: bool, cards: int) -> float:
        if hard > 21:
            return -stake - 2.0 * pontoon_stake
        if cards == 5:
            return 2.0 * stake - 2.0 * pontoon_stake
        return max(draw(hard, ace, cards), stand(best(hard, ace)))

    def draw(hard: int, ace: bool, cards: int) -> float:
        return sum(
            (4 / 13 if v == 10 else 1 / 13) * value(hard + v, ace or v == 1, cards + 1)
            for v in range(1, 11)
        )

    whole = plan_(key)
    checked = 0
    for cards in (2, 3, 4):
        for hard in range(cards, 22):
            for ace in (False, True):
                twist, here = draw(hard, ace, cards), stand(best(hard, ace))
                if abs(twist - here) > 1e-9:
                    checked += 1
                    assert plan_twists(whole, hard, ace, cards) == (twist > here)
    assert checked > 100
    # A turn's plan, solved only from its first two cards, decides every reachable hand
    # as the whole plan does.
    for first, first_ace in ((13, False), (4, False), (7, True), (20, False)):
        part = plan_(key, (first, first_ace))
        for cards in (2, 3, 4):
            for hard in range(first + cards - 2, 22):
                for ace in (True,) if first_ace else (False, True):
                    if cards == 2 and (hard, ace) != (first, first_ace):
                        continue
                    assert plan_twists(part, hard, ace, cards) == plan_twists(
                        whole, hard, ace, cards
                    )


def test_table_keys_ignore_order_but_keep_stakes() -> None:
    a, b = (2, 0, 0, False), (3, 1, 10, False)
    assert table_key([(a, 2), (b, 4)], 0, 6) == table_key([(b, 4), (a, 2)], 0, 6)
    assert table_key([(a, 2), (b, 4)], 0, 6) != table_key([(b, 2), (a, 1)], 0, 3)


def test_player_values() -> None:
    prior_plan = MODEL.plan_for(table_key([], 0, 1), False)
    five = chances(prior_plan)[BANK_FIVE]
    assert MODEL.special_value(False) == pytest.approx(2 - 4 * five)
    values = MODEL.ordinary_values((2, 0, 0, False))
    assert list(values) == sorted(values)
    # Standing on hard 20 beats twisting it; on hard 5 one must take a card.
    options = {
        m: v
        for m, _, v in MODEL.play_options(key(20, False, 2, False, 0, 0, False, 1, 0, 1, -1, 1))
    }
    assert options["stick"] > options["twist"]
    assert options["stick"] == pytest.approx(values[5])
    assert MODEL.position_value(
        (5, False, 2, False, 0, 0, False, 2, 0, 2, 0, False)
    ) == pytest.approx(
        2 * MODEL.position_value((5, False, 2, False, 0, 0, False, 1, 0, 1, 0, False))
    )
    assert MODEL.stake_for(0) == 5
    assert MODEL.stake_for(5) == 1
    assert chances(prior_plan)[BANK_BUST] > 0.0


def test_baselines() -> None:
    player = PLAYER_STRATEGIES["baseline"].for_rules(DEFAULT_RULES)
    assert player.stake_for(0) == 1
    assert player.play(key(16, False, 2, False, 0, 0, False, 1, 0, 1, 7, 1)) == ("twist", 0)
    assert player.play(key(7, True, 2, False, 0, 0, False, 1, 0, 1, -1, 1)) == ("stick", 0)
    baseline = BANKER_STRATEGIES["baseline"].for_rules(DEFAULT_RULES)
    assert twists(baseline, (10, False), 16, False, 3, NO_TABLE)
    assert not twists(baseline, (7, True), 7, True, 2, NO_TABLE)
    assert plan_twists(BASELINE_PLAN, 6, True, 4)
    assert not plan_twists(BASELINE_PLAN, 17, False, 2)


def test_ratio_interval_matches_the_delta_method() -> None:
    data = [(3, 10), (-5, 12), (8, 9), (0, 11), (-2, 10), (7, 14)]
    ratio = Ratio()
    ratio.add_all([x for x, _ in data], [y for _, y in data])
    estimate, half = ratio.estimate()
    r = sum(x for x, _ in data) / sum(y for _, y in data)
    residuals = [x - r * y for x, y in data]
    mean_y = statistics.fmean(y for _, y in data)
    se = statistics.stdev(residuals) / math.sqrt(len(data)) / mean_y
    assert estimate == pytest.approx(r)
    assert half == pytest.approx(Z95 * se)
