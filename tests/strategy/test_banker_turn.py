"""The ev banker's turn as the fast simulation plays it (:class:`Turn`, each hand decided
when the turn reaches it) makes exactly the moves of the whole plan (:func:`solve`),
whatever the table and the house rules, ties and tables of Pontoons only included."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pontoon_tui.rules import HouseRules, banker_may_draw, is_pontoon
from pontoon_tui.strategy.banker import plan_twists
from pontoon_tui.strategy.bankers import EvBanker
from pontoon_tui.strategy.keys import HandClass
from pontoon_tui.strategy.model import VALUE_CHANCES
from pontoon_tui.strategy.positions import flat_of, seen_of
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES

RULES = [
    HouseRules(),
    HouseRules(stick_min=16),
    HouseRules(banker_doubles=True),
    HouseRules(second_card="up"),
    HouseRules(pontoon_pays=3, banker_pontoon=1),
    HouseRules(pontoon_pays=1, buy_fifth=False),
]


@st.composite
def hand_classes(draw: st.DrawFn) -> HandClass:
    cards = draw(st.integers(2, 4))
    shown = draw(st.integers(0, cards - 1))
    if shown == 0:
        return (cards, 0, 0, False)
    hard = draw(st.integers(shown, min(10 * shown, 21)))
    ace = hard - 1 <= 10 * (shown - 1) and draw(st.booleans())
    return (cards, shown, hard, ace)


def reachable(hard: int, ace: bool, cards: int = 2) -> list[tuple[int, bool, int]]:
    """Every hand the banker can hold from this one while it may draw."""
    found = [(hard, ace, cards)]
    for value, _ in VALUE_CHANCES:
        h, a, n = hard + value, ace or value == 1, cards + 1
        if banker_may_draw(n, h):
            found += reachable(h, a, n)
    return found


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULES),
    hands=st.lists(st.tuples(hand_classes(), st.integers(1, 35)), max_size=5),
    pontoons=st.integers(0, 12),
    tricks=st.integers(0, 12),
    first=st.integers(1, 10),
    second=st.integers(1, 10),
    doubled=st.booleans(),
    order=st.randoms(use_true_random=False),
)
def test_the_turn_makes_the_plans_moves(
    rules: HouseRules,
    hands: list[tuple[HandClass, int]],
    pontoons: int,
    tricks: int,
    first: int,
    second: int,
    doubled: bool,
    order: object,
) -> None:
    banker = BANKER_STRATEGIES["ev"].for_rules(rules)
    assert isinstance(banker, EvBanker)
    hard, ace = first + second, 1 in (first, second)
    if is_pontoon(2, hard, ace):
        return
    up = second if banker.face_up else 0
    doubled = doubled and rules.banker_doubles
    table = (tuple(sorted(hands)), pontoons, tricks)
    plan = banker.plan(table, hard, ace, doubled, up)
    turn = banker.turn(table, doubled, up)
    states = reachable(hard, ace)
    order.shuffle(states)  # type: ignore[attr-defined]
    for h, a, n in states:  # asked in any order, as different turns from one table go
        assert turn.decide(h, a, n) == plan_twists(plan, h, a, n), (h, a, n)


def test_a_table_of_pontoons_only_is_decided_as_the_plan_decides_it() -> None:
    banker = BANKER_STRATEGIES["ev"].for_rules(HouseRules())
    table = ((), 3, 0)
    for first in range(1, 11):
        for second in range(1, 11):
            hard, ace = first + second, 1 in (first, second)
            if is_pontoon(2, hard, ace):
                continue
            plan = banker.plan(table, hard, ace)
            turn = banker.turn(table)
            for h, a, n in reachable(hard, ace):
                assert turn.decide(h, a, n) == plan_twists(plan, h, a, n)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULES),
    hands=st.lists(st.tuples(hand_classes(), st.integers(1, 35)), max_size=5),
    pontoons=st.integers(0, 12),
    tricks=st.integers(0, 12),
    first=st.integers(1, 10),
    other=st.integers(1, 10),
    second=st.integers(1, 10),
    doubled=st.booleans(),
)
def test_one_turn_makes_every_starts_plans_moves(
    rules: HouseRules,
    hands: list[tuple[HandClass, int]],
    pontoons: int,
    tricks: int,
    first: int,
    other: int,
    second: int,
    doubled: bool,
) -> None:
    # The fast simulation asks for one turn per table and follows it whatever the
    # banker's first two cards: decided from one start (the same second card, face up
    # under H9), it must make the moves of the plan from the other.
    banker = BANKER_STRATEGIES["ev"].for_rules(rules)
    assert isinstance(banker, EvBanker)
    up = second if banker.face_up else 0
    doubled = doubled and rules.banker_doubles
    table = (tuple(sorted(hands)), pontoons, tricks)
    starts = [(a + second, 1 in (a, second)) for a in (first, other)]
    if any(is_pontoon(2, hard, ace) for hard, ace in starts):
        return
    turn = banker.turn(table, doubled, up)
    for h, a, n in reachable(*starts[0]):
        turn.decide(h, a, n)
    plan = banker.plan(table, *starts[1], doubled, up)
    for h, a, n in reachable(*starts[1]):
        assert turn.decide(h, a, n) == plan_twists(plan, h, a, n), (h, a, n)


@settings(max_examples=200, deadline=None)
@given(hands=st.lists(st.tuples(hand_classes(), st.integers(1, 35)), min_size=1, max_size=6))
def test_flats_stand_for_their_hands_in_the_table_keys_order(
    hands: list[tuple[HandClass, int]],
) -> None:
    # The fast simulation keys a table by its hands' flats, sorted, and adds their shares
    # in that order: it must be the order of the table key, or the sums could differ.
    flats = sorted(flat_of(cls, stake) for cls, stake in hands)
    assert [seen_of(flat) for flat in flats] == sorted(hands)
