"""Every rule, one stacked deal each, played through the engine and through the fast
simulation by one adapter (:mod:`rule_drivers`): both make the expected nets, pass the
bank and shuffle alike, put the used cards under the pack in the same order, write the
same events, and refuse the same illegal moves."""

from __future__ import annotations

import pytest
from helpers.rule_drivers import Row, through_engine, through_fastsim

# Ann banks; the pack deals Bob, Cat, Ann a first card, then a second, then every draw.
WORKED = ("8H", "10S", "10H", "4C", "7S", "7D", "6D")  # R20: Bob 8+4 buys a 6; Ann 17
WORKED_MOVES = (("Bob", "buy", 3), ("Bob", "stick", 0), ("Cat", "stick", 0))
BANK_PONTOON = ("AS", "5C", "AH", "KS", "9C", "KH")  # Ann A+K; Bob has Pontoon too
BUSTS = ("10S", "JC", "10H", "6S", "9C", "8H", "KD")  # Bob 16 twists a K; Cat 19; Ann 18
PONTOON = ("AS", "10C", "10H", "KS", "8C", "9H")  # Bob A+K; Cat 18; Ann 19
SPLIT_ACES = ("AS", "10C", "10H", "AH", "8C", "9H", "KD", "9D")  # hands A+K and A+9
SPLIT_EIGHTS = ("8S", "10C", "10H", "8H", "8C", "9H", "8D", "9D", "AD", "QD")  # 8+8 again
FIVES = ("10S", "2S", "2H", "6S", "3S", "3H", "4S", "5S", "AS", "4H", "5H", "AD")
LOW_BUYS = ("2S", "10C", "10H", "3S", "8C", "9H", "4S", "5S", "6S")  # Bob 2,3,4,5: buys
ALL_BUST = ("10S", "JC", "10H", "6S", "5C", "8H", "KD", "QC")

ROWS = [
    Row("R20", WORKED, (2, 1), WORKED_MOVES, 0, (5, -1)),
    Row("R19 equal totals", WORKED, (2, 3), WORKED_MOVES, 0, (5, -3)),
    Row("R19 banker's trick", FIVES, (2, 1),
        (("Bob", "stick", 0), ("Cat", "twist", 0), ("Cat", "twist", 0), ("Cat", "twist", 0)),
        3, (-4, -2)),
    Row("R9", BANK_PONTOON, (2, 3), (), 0, (-4, -6), shuffle=True),
    Row("H6", BANK_PONTOON, (2, 3), (), 0, (-2, -3), {"banker_pontoon": 1}, shuffle=True),
    Row("H6 H7", BANK_PONTOON, (2, 3), (), 0, (-4, -6),
        {"banker_pontoon": 1, "banker_doubles": True}, double=True, shuffle=True),
    Row("H7 doubled", WORKED, (2, 1), WORKED_MOVES, 0, (10, -2), {"banker_doubles": True},
        double=True),
    Row("H7 not doubled", WORKED, (2, 1), WORKED_MOVES, 0, (5, -1), {"banker_doubles": True},
        double=False),
    Row("R17 H7", BUSTS, (2, 1), (("Bob", "twist", 0), ("Cat", "stick", 0)), 0, (-4, 2),
        {"banker_doubles": True}, double=True),
    Row("R17", BUSTS, (2, 1), (("Bob", "twist", 0), ("Cat", "stick", 0)), 0, (-2, 1)),
    Row("R18", ALL_BUST, (2, 1), (("Bob", "twist", 0), ("Cat", "twist", 0)), 0, (-2, -1)),
    Row("R11 R21", PONTOON, (2, 1), (("Cat", "stick", 0),), 0, (4, -1),
        banker_after="Bob", shuffle=True),
    Row("H5 3", PONTOON, (2, 1), (("Cat", "stick", 0),), 0, (6, -1), {"pontoon_pays": 3},
        banker_after="Bob", shuffle=True),
    Row("H5 1", PONTOON, (2, 1), (("Cat", "stick", 0),), 0, (2, -1), {"pontoon_pays": 1},
        banker_after="Bob", shuffle=True),
    Row("H5 1 H7", PONTOON, (2, 1), (("Cat", "stick", 0),), 0, (4, -2),
        {"pontoon_pays": 1, "banker_doubles": True}, double=True, banker_after="Bob",
        shuffle=True),
    Row("R12", SPLIT_ACES, (1, 1), (("Bob", "split", 0), ("Bob", "stick", 0),
        ("Cat", "stick", 0)), 0, (3, -1), shuffle=True),
    Row("H2 aces", SPLIT_ACES, (1, 1), (("Bob", "split", 0), ("Bob", "stick", 0),
        ("Cat", "stick", 0)), 0, (3, -1), {"split": "aces"}, shuffle=True),
    Row("H2 none", SPLIT_ACES, (1, 1), (("Bob", "split", 0),), 0, None, {"split": "none"}),
    Row("H2 aces: no eights", SPLIT_EIGHTS, (1, 1), (("Bob", "split", 0),), 0, None,
        {"split": "aces"}),
    Row("R12 again", SPLIT_EIGHTS, (1, 1), (("Bob", "split", 0), ("Bob", "split", 0),
        ("Bob", "stick", 0), ("Bob", "stick", 0), ("Bob", "stick", 0), ("Cat", "stick", 0)),
        0, (-3, -1)),
    Row("H3", SPLIT_EIGHTS, (1, 1), (("Bob", "split", 0), ("Bob", "split", 0)), 0, None,
        {"max_hands": 2}),
    Row("R15", ("10S", "10C", "10H", "5S", "8C", "9H"), (1, 1),
        (("Bob", "stick", 0), ("Cat", "stick", 0)), 0, (-1, -1)),
    Row("H1", ("10S", "10C", "10H", "5S", "8C", "9H"), (1, 1), (("Bob", "stick", 0),), 0,
        None, {"stick_min": 16}),
    Row("H1 16", ("10S", "10C", "10H", "6S", "8C", "9H"), (1, 1),
        (("Bob", "stick", 0), ("Cat", "stick", 0)), 0, (-1, -1), {"stick_min": 16}),
    Row("R13", LOW_BUYS, (2, 1), (("Bob", "buy", 4), ("Bob", "buy", 3), ("Bob", "buy", 2),
        ("Cat", "stick", 0)), 0, (22, -1)),
    Row("R13 bounds", LOW_BUYS, (2, 1), (("Bob", "buy", 4), ("Bob", "buy", 5)), 0, None),
    Row("H4", LOW_BUYS, (2, 1), (("Bob", "buy", 4), ("Bob", "buy", 3), ("Bob", "buy", 2)),
        0, None, {"buy_fifth": False}),
    Row("H4 twist", LOW_BUYS, (2, 1), (("Bob", "buy", 4), ("Bob", "buy", 3),
        ("Bob", "twist", 0), ("Cat", "stick", 0)), 0, (18, -1), {"buy_fifth": False}),
    Row("H8", WORKED, (2, 1), WORKED_MOVES, 0, (5, -1), {"shuffle": "every-deal"},
        shuffle=True),
    Row("H9", WORKED, (2, 1), WORKED_MOVES, 0, (5, -1), {"second_card": "up"}),
]  # fmt: skip


@pytest.mark.parametrize("row", ROWS, ids=[row.rule for row in ROWS])
def test_every_rule_plays_alike_through_the_engine_and_the_simulation(row: Row) -> None:
    engine, fast = through_engine(row), through_fastsim(row)
    assert engine.nets == fast.nets == row.nets
    if row.nets is None:
        return
    assert engine.banker_after == fast.banker_after == row.banker_after
    assert engine.shuffle == fast.shuffle == row.shuffle
    assert engine.next_cards == fast.next_cards  # R22: the order cards go under the pack
    assert engine.events == fast.events


def test_the_simulation_shows_a_player_the_public_second_cards() -> None:
    # H9: Bob's second card (4C) lies face up and the banker's (7D) is public.
    row = next(row for row in ROWS if row.rule == "H9")
    first = through_fastsim(row).keys[0]
    assert (first.shown, first.shown_hard, first.bank_up) == (1, 4, 7)
    down = through_fastsim(ROWS[0]).keys[0]
    assert (down.shown, down.shown_hard, down.bank_up) == (0, 0, 0)


def test_the_simulation_tells_a_player_the_deal_is_doubled() -> None:
    row = next(row for row in ROWS if row.rule == "H7 doubled")
    assert all(key.doubled for key in through_fastsim(row).keys)
