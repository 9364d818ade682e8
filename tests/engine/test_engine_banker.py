"""The banker's turn and settlement: R18-R20."""

from __future__ import annotations

from typing import Any

import pytest
from helpers.engine_support import hand_cards, next_json, play, refused, table

from pontoon_tui.engine.events import Buy, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.views import hidden_cards

AB = ("Ann", "Bob")
ABC = ("Ann", "Bob", "Cat")


def _first_deal(session_result: dict[str, Any]) -> dict[str, Any]:
    deal: dict[str, Any] = session_result["deals"][0]
    return deal


# ----- R18 the banker plays ----------------------------------------------------------


def test_r18_no_banker_turn_when_every_hand_is_bust() -> None:
    # Bob 10 6 then K; Cat 9 8 then Q; banker Ann 2 3. Then deal 2 starts: 4H 5H 6H.
    top = ["10S", "9S", "2D", "6S", "8S", "3D", "KS", "QS", "4H", "5H", "6H"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Twist("Bob"))
    assert next_json(session) is not None
    assert play(session, Twist("Cat")) == ["QS", "4H", "5H", "6H"]
    result = result_json(session)
    first = _first_deal(result)
    # The banker never turned a card: the hand is still the two cards dealt.
    assert first["banker_hand"] == {"cards": ["2D", "3D"], "kind": "total", "total": 5}
    assert first["transfers"] == {"Ann": 5, "Bob": -2, "Cat": -3}
    assert result["deals_played"] == 1
    # No Pontoon, so the next deal began at once from the same pack.
    assert result["next"] == {"type": "stake", "player": "Bob", "min": 1, "max": 5}
    assert hand_cards(session) == [("Bob", ["4H"]), ("Cat", ["5H"]), ("Ann", ["6H"])]


def test_r18_banker_shows_both_cards_and_may_stick_at_any_total() -> None:
    # Bob 10 5 sticks on 15; banker Ann 2 3 sticks on 5.
    session = table(AB, "Ann", ["10S", "2D", "5S", "3D"])
    play(session, Stake("Bob", 4))
    assert {"2D", "3D"} <= set(hidden_cards(session, None))
    play(session, Stick("Bob"))
    assert next_json(session) == {"type": "bank", "player": "Ann", "moves": ["twist", "stick"]}
    assert not {"2D", "3D"} & set(hidden_cards(session, None))
    refused(session, Split("Ann"), "the banker cannot split: only twist or stick")
    refused(session, Buy("Ann", 1), "the banker cannot buy: only twist or stick")
    refused(session, Stick("Bob"), "it is the banker Ann's turn, not Bob's")
    refused(session, Stake("Bob", 1), "no stake now")
    play(session, Stick("Ann"))
    assert _first_deal(result_json(session))["transfers"] == {"Ann": -4, "Bob": 4}


def test_r18_banker_may_twist_on_a_soft_21_and_stops_at_five_cards() -> None:
    # Bob 10 Q sticks on 20; banker Ann A 5, then 5 (soft 21), 2, 3: five cards, 16.
    top = ["10S", "AD", "QS", "5D", "5C", "2C", "3C"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 1), Stick("Bob"), Twist("Ann"))
    assert session.deals[0].banker_hand.total == 21
    assert next_json(session) == {"type": "bank", "player": "Ann", "moves": ["twist", "stick"]}
    play(session, Twist("Ann"))  # 1 + 5 + 5 + 2 = 13
    assert next_json(session) == {"type": "bank", "player": "Ann", "moves": ["twist", "stick"]}
    play(session, Twist("Ann"))  # five cards: the banker's hand stops and is settled
    first = _first_deal(result_json(session))
    assert first["banker_hand"] == {
        "cards": ["AD", "5D", "5C", "2C", "3C"],
        "kind": "five-card trick",
        "total": 16,
    }
    # A banker's five-card trick takes double from an ordinary 20.
    assert first["transfers"] == {"Ann": 2, "Bob": -2}


def test_r18_banker_bust_ends_the_turn() -> None:
    session = table(AB, "Ann", ["10S", "10D", "7S", "6D", "9D"])
    play(session, Stake("Bob", 2), Stick("Bob"), Twist("Ann"))
    first = _first_deal(result_json(session))
    assert first["banker_hand"]["kind"] == "bust"
    assert first["transfers"] == {"Ann": -2, "Bob": 2}


# ----- R19 settlement ----------------------------------------------------------------

SEVEN = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus")
# Playing order Bob .. Gus, banker Ann last. Bob A K (Pontoon, stake 1); Cat 2 3 + 2 3 4
# (five-card trick, 14, stake 2); Dan 10 Q (20, stake 3); Eve 10 7 (17, stake 4); Fay
# 10 6 (16, stake 5); Gus 9 8 + 5 (bust, stake 1). The banker's cards are b1, b2.
_PLAYERS_FIRST = ["AS", "2S", "10S", "10H", "10C", "9C"]
_PLAYERS_SECOND = ["KS", "3S", "QS", "7H", "6C", "8C"]
_PLAYERS_DRAWS = ["2H", "3H", "4H", "5C"]
_PLAYERS_EVENTS: list[Event] = [
    *(Stake(p, n) for p, n in zip(SEVEN[1:], [1, 2, 3, 4, 5, 1], strict=True)),
    Twist("Cat"),
    Twist("Cat"),
    Twist("Cat"),
    Stick("Dan"),
    Stick("Eve"),
    Stick("Fay"),
    Twist("Gus"),
]


@pytest.mark.parametrize(
    ("banker_cards", "banker_draws", "banker_events", "kind", "nets"),
    [
        # Banker 10 6 then K: bust. Ordinary hands win S, Pontoon and five-card trick 2S.
        (["10D", "6D"], ["KD"], [Twist("Ann")], "bust", [2, 4, 3, 4, 5, -1]),
        # Banker 2 3 then 4 5 2: five-card trick. Pontoon wins 2S; every other hand,
        # the player's five-card trick included, loses 2S.
        (
            ["2D", "3D"],
            ["4D", "5D", "2C"],
            [Twist("Ann")] * 3,
            "five-card trick",
            [2, -4, -6, -8, -10, -1],
        ),
        # Banker sticks on 10 7 = 17: Pontoon and five-card trick win 2S; 20 beats 17 and
        # wins S; 17 (equal) and 16 (lower) lose S.
        (["10D", "7D"], [], [Stick("Ann")], "total", [2, 4, 3, -4, -5, -1]),
    ],
)
def test_r19_settlement_against_each_banker_ending(
    banker_cards: list[str],
    banker_draws: list[str],
    banker_events: list[Event],
    kind: str,
    nets: list[int],
) -> None:
    top = [
        *_PLAYERS_FIRST,
        banker_cards[0],
        *_PLAYERS_SECOND,
        banker_cards[1],
        *_PLAYERS_DRAWS,
        *banker_draws,
    ]
    session = table(SEVEN, "Ann", top)
    play(session, *_PLAYERS_EVENTS)
    # Gus's bust has already paid; the others wait for the banker.
    assert session.balances == {p: {"Ann": 1, "Gus": -1}.get(p, 0) for p in SEVEN}
    play(session, *banker_events)
    result = result_json(session)
    deal = _first_deal(result)
    assert deal["banker_hand"]["kind"] == kind
    assert [h["kind"] for h in deal["hands"]] == [
        "pontoon",
        "five-card trick",
        "total",
        "total",
        "total",
        "bust",
    ]
    assert [h["net"] for h in deal["hands"]] == nets
    expected = dict(zip(SEVEN[1:], nets, strict=True))
    assert result["balances"] == {"Ann": -sum(nets), **expected}
    assert deal["transfers"] == result["balances"]


# ----- R20 the worked example --------------------------------------------------------


def test_r20_worked_example_banker_sticks_on_17() -> None:
    # Stake 2, 8 + 4; buy for 3 (stake 5); a 6 gives 18, stick. Banker 9 8 sticks on 17.
    session = table(AB, "Ann", ["8H", "9C", "4C", "8D", "6D"])
    play(session, Stake("Bob", 2))
    assert play(session, Buy("Bob", 3)) == ["6D"]
    # A further purchase could add 2 or 3.
    assert next_json(session) == {
        "type": "play",
        "player": "Bob",
        "hand": 1,
        "moves": ["buy", "twist", "stick"],
        "buy_min": 2,
        "buy_max": 3,
    }
    play(session, Stick("Bob"), Stick("Ann"))
    hand = _first_deal(result_json(session))["hands"][0]
    assert (hand["total"], hand["stake"], hand["net"]) == (18, 5, 5)
    assert session.balances == {"Ann": -5, "Bob": 5}


def test_r20_worked_example_banker_five_card_trick() -> None:
    # The same hand against a banker's 2 3 + 4 5 2 (five cards, 16): Bob loses 2 x 5.
    session = table(AB, "Ann", ["8H", "2C", "4C", "3C", "6D", "4D", "5D", "2D"])
    play(session, Stake("Bob", 2), Buy("Bob", 3), Stick("Bob"))
    play(session, Twist("Ann"), Twist("Ann"), Twist("Ann"))
    first = _first_deal(result_json(session))
    assert first["banker_hand"]["kind"] == "five-card trick"
    assert first["hands"][0]["net"] == -10
    assert session.balances == {"Ann": 10, "Bob": -10}
