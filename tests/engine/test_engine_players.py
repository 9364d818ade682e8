"""The players' turns: split, buy, twist, stick, forced stops and busts: R12-R17."""

from __future__ import annotations

from helpers.engine_support import NAMES, hand_cards, last_deal, next_json, play, refused, table

from pontoon_tui.engine.events import Buy, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import hidden_cards, table_view

AB = ("Ann", "Bob")
ABC = ("Ann", "Bob", "Cat")


def _play_next(session: Session) -> tuple[str, int, list[str]]:
    nxt = next_json(session)
    assert nxt is not None
    assert nxt["type"] == "play"
    return nxt["player"], nxt["hand"], nxt["moves"]


# ----- R12 split ---------------------------------------------------------------------


def test_r12_split_two_queens_adds_a_stake_and_plays_the_first_hand() -> None:
    # Bob Q Q, banker Ann 5 6; the split deals 7D to the first hand, KD to the second.
    top = ["QS", "5C", "QH", "6C", "7D", "KD", "7C"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 2))
    assert _play_next(session) == ("Bob", 1, ["split", "buy", "twist", "stick"])
    assert play(session, Split("Bob")) == ["7D", "KD"]
    assert hand_cards(session)[:2] == [("Bob", ["QS", "7D"]), ("Bob", ["QH", "KD"])]
    assert [h["stake"] for h in last_deal(session)["hands"]] == [2, 2]
    assert next_json(session) == {
        "type": "play",
        "player": "Bob",
        "hand": 1,
        "moves": ["buy", "twist", "stick"],
        "buy_min": 2,
        "buy_max": 4,
    }
    # The split cards lie face up; the cards dealt onto them are face down.
    assert {"7D", "KD"} <= set(hidden_cards(session, "Ann"))
    assert not {"QS", "QH"} & set(hidden_cards(session, "Ann"))
    play(session, Stick("Bob"))
    assert _play_next(session) == ("Bob", 2, ["buy", "twist", "stick"])
    play(session, Stick("Bob"), Twist("Ann"), Stick("Ann"))
    deal = result_json(session)["deals"][0]
    # Banker 5 6 7 = 18: the first hand (17) loses 2, the second (20) wins 2.
    assert [h["net"] for h in deal["hands"]] == [-2, 2]
    assert deal["transfers"] == {"Ann": 0, "Bob": 0}


def test_r12_after_a_split_the_table_is_told_which_hand_moved() -> None:
    # Bob Q Q splits: Q 7 (hand 1) buys and stands, Q K (hand 2) twists 5 and busts.
    top = ["QS", "5C", "QH", "6C", "7D", "KD", "2C", "5S"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 2), Split("Bob"), Buy("Bob", 2), Stick("Bob"), Twist("Bob"))
    said = lines(session.deals[-1].messages)
    assert said[-5:-1] == [
        "Bob buys a card for 2 (hand 1, stake 4).",
        "Bob sticks with 3 cards (hand 1).",
        "Bob twists 5♠ (hand 2).",
        "Bob busts with Q♥ K♦ 5♠ (hand 2, 25) and pays 2.",
    ]  # and the banker turns over a hand
    # Without a split the hand needs no name.
    single = table(AB, "Ann", ["10S", "5C", "6H", "6C", "2C"])
    play(single, Stake("Bob", 1), Twist("Bob"), Stick("Bob"))
    assert lines(single.deals[-1].messages)[-3:-1] == ["Bob twists 2♣.", "Bob sticks with 3 cards."]


def test_r12_only_two_cards_of_equal_rank_split() -> None:
    # Bob Q J, Cat 10 K: ten-value but of different ranks, so neither may split.
    top = ["QS", "10D", "2C", "JH", "KD", "3C"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 1), Stake("Cat", 1))
    assert _play_next(session) == ("Bob", 1, ["buy", "twist", "stick"])
    message = refused(session, Split("Bob"), "Bob cannot split")
    assert message == "Bob cannot split Q♠ and J♥: only two cards of the same rank split"
    play(session, Stick("Bob"))
    assert _play_next(session) == ("Cat", 1, ["buy", "twist", "stick"])
    refused(session, Split("Cat"), "only two cards of the same rank split")


def test_r12_resplits_up_to_four_hands_and_refuses_a_fifth() -> None:
    # Eight people, two packs, so Bob can hold a pair of eights after three splits.
    first = ["8S", "2H", "3H", "4H", "5H", "6H", "7H", "9H"]
    second = ["8H", "2D", "3D", "4D", "5D", "6D", "7D", "9D"]
    splits = ["8D", "2C", "8C", "3C", "8S", "4C"]
    session = table(NAMES, "Ann", first + second + splits)
    play(session, Stake("Bob", 2), *(Stake(p, 1) for p in NAMES[2:]))
    assert play(session, Split("Bob")) == ["8D", "2C"]
    assert [c for p, c in hand_cards(session) if p == "Bob"] == [["8S", "8D"], ["8H", "2C"]]
    assert _play_next(session) == ("Bob", 1, ["split", "buy", "twist", "stick"])
    assert play(session, Split("Bob")) == ["8C", "3C"]
    # The new hand sits directly after the one it came from.
    assert [c for p, c in hand_cards(session) if p == "Bob"] == [
        ["8S", "8C"],
        ["8D", "3C"],
        ["8H", "2C"],
    ]
    assert play(session, Split("Bob")) == ["8S", "4C"]
    assert [c for p, c in hand_cards(session) if p == "Bob"] == [
        ["8S", "8S"],
        ["8C", "4C"],
        ["8D", "3C"],
        ["8H", "2C"],
    ]
    assert [h["stake"] for h in last_deal(session)["hands"] if h["player"] == "Bob"] == [2] * 4
    assert session.balances["Bob"] == 0  # stakes are staked, not paid
    # A pair of eights, but Bob already has four hands.
    assert _play_next(session) == ("Bob", 1, ["buy", "twist", "stick"])
    refused(session, Split("Bob"), "Bob already has four hands: no more splits")
    play(session, Stick("Bob"))
    assert _play_next(session) == ("Bob", 2, ["buy", "twist"])


def test_r12_split_pontoons_pay_double_and_never_move_the_bank() -> None:
    # Bob A A splits; K and Q make two split Pontoons. Cat 10 9; banker Ann 10 8.
    top = ["AS", "10C", "10D", "AH", "9C", "8D", "KS", "QH"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    assert _play_next(session) == ("Bob", 1, ["split", "buy", "twist"])  # soft 12
    play(session, Split("Bob"))
    # Both hands are Pontoons and finish by themselves: Cat plays next.
    assert _play_next(session)[0] == "Cat"
    play(session, Stick("Cat"), Stick("Ann"))
    result = result_json(session)
    deal = result["deals"][-1]
    assert [(h["cards"], h["kind"], h["net"]) for h in deal["hands"]] == [
        (["AS", "KS"], "pontoon", 4),
        (["AH", "QH"], "pontoon", 4),
        (["10C", "9C"], "total", 1),
    ]
    assert result["balances"] == {"Ann": -9, "Bob": 8, "Cat": 1}
    # A split Pontoon is a Pontoon for the pack (R22) but the bank stays with Ann.
    assert deal["pontoon"] is True
    assert result["banker"] == "Ann"
    assert result["next"] == {"type": "pack", "size": 52}


# ----- R13 buy -----------------------------------------------------------------------

# Bob 2 3, banker Ann 10 7; purchases draw 4S, 2H, 3H.
_BUY_TOP = ["2S", "10C", "3S", "7C", "4S", "2H", "3H"]


def _buy_bounds(session: Session) -> tuple[int, int]:
    nxt = session.next()
    assert nxt is not None
    assert nxt.buy_min is not None
    assert nxt.buy_max is not None
    return nxt.buy_min, nxt.buy_max


def test_r13_first_purchase_adds_one_to_two_times_the_original_stake() -> None:
    session = table(AB, "Ann", _BUY_TOP)
    play(session, Stake("Bob", 3))
    assert _buy_bounds(session) == (3, 6)
    refused(session, Buy("Bob", 2), "Bob's purchase must add 3 to 6 units, not 2")
    refused(session, Buy("Bob", 7), "Bob's purchase must add 3 to 6 units, not 7")
    assert play(session, Buy("Bob", 6)) == ["4S"]
    assert last_deal(session)["hands"][0]["stake"] == 9


def test_r13_later_purchases_add_from_the_original_up_to_the_previous() -> None:
    session = table(AB, "Ann", _BUY_TOP)
    play(session, Stake("Bob", 3), Buy("Bob", 6))
    assert _buy_bounds(session) == (3, 6)
    play(session, Buy("Bob", 3))
    assert _buy_bounds(session) == (3, 3)
    refused(session, Buy("Bob", 4), "Bob's purchase must add 3 units, not 4")
    refused(session, Buy("Bob", 2), "Bob's purchase must add 3 units, not 2")
    assert last_deal(session)["hands"][0]["stake"] == 12


def test_r13_a_fifth_card_may_be_bought() -> None:
    session = table(AB, "Ann", _BUY_TOP)
    play(session, Stake("Bob", 3), Buy("Bob", 6), Buy("Bob", 3))
    assert _play_next(session) == ("Bob", 1, ["buy", "twist"])
    assert play(session, Buy("Bob", 3)) == ["3H"]
    # Five cards (2 3 4 2 3 = 14) end the hand: the banker plays.
    assert next_json(session) == {"type": "bank", "player": "Ann", "moves": ["twist", "stick"]}
    play(session, Stick("Ann"))
    hand = result_json(session)["deals"][0]["hands"][0]
    # A five-card trick beats the banker's 17: twice the stake 3 + 6 + 3 + 3 = 15.
    assert (hand["kind"], hand["stake"], hand["net"]) == ("five-card trick", 15, 30)


def test_r13_purchase_limits_count_per_hand_after_a_split() -> None:
    # Bob 7 7 splits: 2C to the first hand, 3C to the second; banker Ann 10 6.
    top = ["7S", "10C", "7H", "6C", "2C", "3C", "5C", "2D", "8D"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 2), Split("Bob"))
    assert _buy_bounds(session) == (2, 4)
    play(session, Buy("Bob", 3))  # 7 2 5 = 14
    assert _buy_bounds(session) == (2, 3)
    play(session, Buy("Bob", 2))  # 7 2 5 2 = 16
    assert _buy_bounds(session) == (2, 2)
    play(session, Stick("Bob"))
    # The second hand's first purchase may again add 1x to 2x the original stake.
    assert _play_next(session) == ("Bob", 2, ["buy", "twist"])
    assert _buy_bounds(session) == (2, 4)
    play(session, Buy("Bob", 4), Stick("Bob"), Stick("Ann"))
    deal = result_json(session)["deals"][0]
    # 16 against the banker's 16 loses 7; 7 3 8 = 18 wins 6.
    assert [(h["total"], h["stake"], h["net"]) for h in deal["hands"]] == [(16, 7, -7), (18, 6, 6)]


def test_r13_no_purchase_after_a_twist() -> None:
    session = table(AB, "Ann", _BUY_TOP)
    play(session, Stake("Bob", 2), Buy("Bob", 2), Twist("Bob"))
    assert _play_next(session) == ("Bob", 1, ["twist"])
    refused(session, Buy("Bob", 2), "Bob cannot buy after twisting: only twist or stick")
    refused(session, Split("Bob"), "Bob can split only a hand of exactly two cards")


# ----- R14 twist ---------------------------------------------------------------------


def test_r14_twist_deals_face_up_and_keeps_the_stake() -> None:
    top = ["2S", "10C", "3S", "7C", "4S", "5S", "6S"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 2))
    assert play(session, Twist("Bob")) == ["4S"]
    public = hidden_cards(session, None)
    assert "4S" not in public
    assert {"2S", "3S"} <= set(public)
    view = table_view(session, None).seat("Bob")
    assert view is not None
    assert view.hands[0].cards == (None, None, "4S")
    assert last_deal(session)["hands"][0]["stake"] == 2
    assert _play_next(session) == ("Bob", 1, ["twist"])
    play(session, Twist("Bob"), Twist("Bob"))  # 2 3 4 5 6: five cards, 20
    play(session, Stick("Ann"))
    hand = result_json(session)["deals"][0]["hands"][0]
    assert (hand["kind"], hand["stake"], hand["net"]) == ("five-card trick", 2, 4)


# ----- R15 stick ---------------------------------------------------------------------


def test_r15_stick_needs_a_total_of_15() -> None:
    top = ["10S", "10C", "3S", "7C", "2S"]
    session = table(AB, "Ann", top)
    play(session, Stake("Bob", 1))
    assert _play_next(session) == ("Bob", 1, ["buy", "twist"])
    message = refused(session, Stick("Bob"), "sticking needs 15")
    assert message == "Bob cannot stick on 13: sticking needs 15"
    play(session, Twist("Bob"))
    assert _play_next(session) == ("Bob", 1, ["twist", "stick"])
    play(session, Stick("Bob"))
    assert next_json(session) == {"type": "bank", "player": "Ann", "moves": ["twist", "stick"]}


def test_r15_a_soft_15_may_stick() -> None:
    session = table(AB, "Ann", ["AS", "10C", "4S", "7C"])
    play(session, Stake("Bob", 1))
    assert _play_next(session) == ("Bob", 1, ["buy", "twist", "stick"])
    play(session, Stick("Bob"))
    assert session.next() is not None


# ----- R16 forced stop ---------------------------------------------------------------


def test_r16_a_hand_stops_at_21_at_five_cards_and_when_bust() -> None:
    players = ("Ann", "Bob", "Cat", "Dan")
    # Bob 7 7, Cat 2 3, Dan 10 6, banker Ann 9 9; then Bob 7, Cat 2 3 4, Dan K.
    top = ["7S", "2S", "10S", "9H", "7H", "3S", "6S", "9D", "7D", "2D", "3D", "4D", "KS"]
    session = table(players, "Ann", top)
    play(session, Stake("Bob", 1), Stake("Cat", 1), Stake("Dan", 1), Twist("Bob"))
    assert _play_next(session)[:2] == ("Cat", 1)  # 7 7 7 = 21 stopped Bob
    play(session, Twist("Cat"), Twist("Cat"), Twist("Cat"))
    assert _play_next(session)[:2] == ("Dan", 1)  # five cards stopped Cat
    play(session, Twist("Dan"))
    nxt = next_json(session)
    assert nxt is not None
    assert nxt["type"] == "bank"  # 26 stopped Dan
    kinds = [(h["kind"], h["total"]) for h in last_deal(session)["hands"]]
    assert kinds == [("total", 21), ("five-card trick", 14), ("bust", 26)]


# ----- R17 bust ----------------------------------------------------------------------


def test_r17_a_bust_pays_at_once_and_nothing_refunds_it() -> None:
    # Bob 10 5 then K; Cat 10 8; banker Ann 10 6 then 9 (bust).
    top = ["10S", "10H", "10D", "5S", "8H", "6D", "KS", "9D"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 3), Stake("Cat", 1), Twist("Bob"))
    # The whole stake moves to the banker at the moment of the bust.
    assert session.balances == {"Ann": 3, "Bob": -3, "Cat": 0}
    hand = last_deal(session)["hands"][0]
    assert (hand["kind"], hand["total"], hand["net"]) == ("bust", 25, -3)
    assert last_deal(session)["transfers"] == {"Ann": 3, "Bob": -3, "Cat": 0}
    # The bust is exposed and its cards are under the pack, out of play.
    assert not {"10S", "5S", "KS"} & set(hidden_cards(session, None))
    deal = session.current_deal
    assert deal is not None
    assert deal.under == ["10S", "5S", "KS"]
    play(session, Stick("Cat"), Twist("Ann"))
    # The banker busts: Cat wins 1, Bob still pays.
    result = result_json(session)
    assert result["deals"][0]["banker_hand"]["kind"] == "bust"
    assert [h["net"] for h in result["deals"][0]["hands"]] == [-3, 1]
    assert result["balances"] == {"Ann": 2, "Bob": -3, "Cat": 1}


def test_r13_a_purchase_bounded_to_one_unit_says_unit() -> None:
    session = table(AB, "Ann", _BUY_TOP)
    play(session, Stake("Bob", 1), Buy("Bob", 1))
    refused(session, Buy("Bob", 2), "Bob's purchase must add 1 unit, not 2")
