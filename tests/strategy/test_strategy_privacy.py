"""Hints and computer decisions depend only on what the deciding seat may see: two
sessions that differ only in cards hidden from that seat give identical answers, under
seed 000's rules and under house rules (H9 makes the second cards public, H7 lets the
banker double after a private look at the first card)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from pontoon_tui.engine.cards import ONE_PACK, is_pontoon
from pontoon_tui.engine.events import Cut, Pack, Stake, Stick
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.strategy import choose_event, hints

TABLES = [
    DEFAULT_RULES,
    HouseRules(second_card="up"),
    HouseRules(banker_doubles=True),
    HouseRules(second_card="up", banker_doubles=True, pontoon_pays=1),
    HouseRules(stick_min=16, split="aces", max_hands=2, buy_fifth=False, banker_pontoon=1),
    HouseRules(pontoon_pays=3, split="none", shuffle="every-deal", banker_doubles=True),
]
"""House rules drawn from a few tables, so that the strategies' tables for each are
worked out once in a run."""

PLAYERS = ["Ann", "Bob", "Cat", "Dan"]
CUT = Cut({"Ann": "AS", "Bob": "2S", "Cat": "3S", "Dan": "4S"})
# Ann banks; Bob, Cat and Dan play in that order. First cards: Bob, Cat, Dan, Ann at
# positions 0-3; second cards at 4-7; Bob's later cards from 8 on.
OTHERS_HIDDEN = [1, 2, 5, 6]
DEEP = list(range(30, 52))


def _session(pack: list[str], rules: HouseRules) -> Session:
    session = Session(PLAYERS, deals=1, rules=rules)
    session.apply(CUT)
    session.apply(Pack(tuple(pack)))
    return session


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    other_seed=st.integers(0, 2**32 - 1),
    rules=st.sampled_from(TABLES),
)
def test_a_players_hints_and_moves_ignore_other_seats_hidden_cards(
    seed: int, other_seed: int, rules: HouseRules
) -> None:
    pack = list(ONE_PACK)
    random.Random(seed).shuffle(pack)
    if is_pontoon([pack[3], pack[7]]):
        pack[7], pack[20] = pack[20], pack[7]
    other = list(pack)
    # H9: the second cards (4-7) are public; the first cards of Cat and Dan stay hidden.
    hidden = OTHERS_HIDDEN if rules.second_card == "down" else [1, 2]
    places = hidden + DEEP
    moved = [pack[i] for i in places]
    random.Random(other_seed).shuffle(moved)
    for place, card in zip(places, moved, strict=True):
        other[place] = card
    if is_pontoon([other[3], other[7]]):
        return
    one, two = _session(pack, rules), _session(other, rules)
    assert choose_event(one, "Bob") == choose_event(two, "Bob")
    for session in (one, two):
        session.apply(Stake("Bob", 2))
        session.apply(Stake("Cat", 1))
        session.apply(Stake("Dan", 3))
    if rules.banker_doubles:  # the banker's choice ignores the players' hidden cards too
        double = choose_event(one, "Ann")
        assert choose_event(two, "Ann") == double
        one.apply(double)
        two.apply(double)
    while (nxt := one.next()) is not None and nxt.type == "play" and nxt.player == "Bob":
        assert two.next() == nxt
        assert hints(one, "Bob") == hints(two, "Bob")
        move = choose_event(one, "Bob")
        assert choose_event(two, "Bob") == move
        one.apply(move)
        two.apply(move)


STANDING = [("10H", "6C"), ("9S", "8D"), ("10D", "9C"), ("KS", "6H"), ("7C", "QD"), ("8S", "8C")]
FIRSTS_UP = ["10H", "9S", "QD", "KS"]
"""Under H9, first cards for Bob (second card 7C) and Cat (7D): the hands then differ only
in their face-down first cards."""
BANKER_HANDS = [("6S", "10C"), ("2D", "3D"), ("9H", "7H"), ("AD", "6D"), ("5C", "JD")]


def _standing_session(
    bob: tuple[str, str], cat: tuple[str, str], bank: tuple[str, str], rules: HouseRules
) -> Session:
    players = ["Ann", "Bob", "Cat"]
    front = [bob[0], cat[0], bank[0], bob[1], cat[1], bank[1]]
    rest = [card for card in ONE_PACK if card not in front]
    session = Session(players, deals=1, rules=rules)
    session.apply(Cut({"Ann": "AS", "Bob": "2S", "Cat": "3S"}))
    session.apply(Pack(tuple(front + rest)))
    session.apply(Stake("Bob", 3))
    session.apply(Stake("Cat", 2))
    if rules.banker_doubles:
        session.apply(choose_event(session, "Ann"))
    session.apply(Stick("Bob"))
    session.apply(Stick("Cat"))
    return session


@settings(deadline=None)
@given(
    order=st.permutations(range(4)),
    bank=st.sampled_from(BANKER_HANDS),
    rules=st.sampled_from(TABLES),
    data=st.data(),
)
def test_the_bankers_move_ignores_the_players_hidden_cards(
    order: list[int], bank: tuple[str, str], rules: HouseRules, data: st.DataObject
) -> None:
    if rules.second_card == "up":
        firsts = [FIRSTS_UP[i] for i in order]
        hands = [(firsts[0], "7C"), (firsts[1], "7D"), (firsts[2], "7C"), (firsts[3], "7D")]
    else:
        hands = data.draw(st.lists(st.sampled_from(STANDING), min_size=4, max_size=4, unique=True))
    one = _standing_session(hands[0], hands[1], bank, rules)
    two = _standing_session(hands[2], hands[3], bank, rules)
    nxt = one.next()
    assert nxt is not None and nxt.type == "bank"
    assert choose_event(one, "Ann") == choose_event(two, "Ann")
