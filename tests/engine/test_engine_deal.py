"""A deal: first card, stakes, second card, the banker's Pontoon, ranking, Pontoons: R6-R11."""

from __future__ import annotations

from helpers.engine_support import hand_cards, last_deal, next_json, play, refused, table

from pontoon_tui.engine.events import Buy, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.views import hidden_cards

ABC = ("Ann", "Bob", "Cat")


def test_r6_first_card_to_each_player_from_the_bankers_left_banker_last() -> None:
    session = table(ABC, "Ann", ["2S", "3S", "4S", "5S", "6S", "7S"])
    assert hand_cards(session) == [("Bob", ["2S"]), ("Cat", ["3S"]), ("Ann", ["4S"])]
    # Each player sees their own first card; the banker does not look at theirs.
    assert "2S" not in hidden_cards(session, "Bob")
    assert "3S" in hidden_cards(session, "Bob")
    assert "4S" in hidden_cards(session, "Ann")
    assert "4S" in hidden_cards(session, None)


def test_r7_each_player_stakes_one_to_five_in_order_but_not_the_banker() -> None:
    session = table(ABC, "Ann", ["2S", "3S", "4S", "5S", "6S", "7S"])
    assert next_json(session) == {"type": "stake", "player": "Bob", "min": 1, "max": 5}
    refused(session, Stake("Bob", 0), "a stake is 1 to 5 units, not 0")
    refused(session, Stake("Bob", 6), "a stake is 1 to 5 units, not 6")
    refused(session, Stake("Ann", 1), "Ann is the banker and does not stake")
    refused(session, Stake("Cat", 1), "it is Bob's turn to stake, not Cat's")
    refused(session, Stake("Zed", 1), "no player called 'Zed'")
    refused(session, Twist("Bob"), "Bob is to stake")
    refused(session, Pack(tuple(session.pack)), "a deal is in progress")
    play(session, Stake("Bob", 5))
    # Only staked hands are listed while stakes are placed.
    assert [(h["player"], h["stake"]) for h in last_deal(session)["hands"]] == [("Bob", 5)]
    play(session, Stake("Cat", 1))
    assert [(h["player"], h["stake"]) for h in last_deal(session)["hands"]] == [
        ("Bob", 5),
        ("Cat", 1),
    ]
    refused(session, Stake("Bob", 2), "no stake now")


def test_r8_second_card_after_every_stake_in_the_same_order() -> None:
    session = table(ABC, "Ann", ["2S", "3S", "4S", "5S", "6S", "7S"])
    play(session, Stake("Bob", 1))
    assert hand_cards(session) == [("Bob", ["2S"]), ("Cat", ["3S"]), ("Ann", ["4S"])]
    assert play(session, Stake("Cat", 1)) == ["5S", "6S", "7S"]
    assert hand_cards(session) == [
        ("Bob", ["2S", "5S"]),
        ("Cat", ["3S", "6S"]),
        ("Ann", ["4S", "7S"]),
    ]
    # Now everyone, the banker included, has looked at their own two cards.
    assert not {"4S", "7S"} & set(hidden_cards(session, "Ann"))
    assert {"4S", "7S"} <= set(hidden_cards(session, "Bob"))
    assert {"2S", "5S"} <= set(hidden_cards(session, "Cat"))


def test_r9_bankers_pontoon_takes_double_from_everyone_and_nobody_acts() -> None:
    # Bob: A K (a Pontoon too), Cat: 5 9, banker Ann: A Q.
    top = ["AS", "5D", "AH", "KD", "9C", "QC"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 3), Stake("Cat", 2))
    result = result_json(session)
    # Double the original stake from each, even from Bob's Pontoon: 2*3 + 2*2 = 10.
    assert result["balances"] == {"Ann": 10, "Bob": -6, "Cat": -4}
    deal = result["deals"][-1]
    assert deal["pontoon"] is True
    assert deal["banker_hand"] == {"cards": ["AH", "QC"], "kind": "pontoon", "total": 21}
    assert [(h["player"], h["cards"], h["net"]) for h in deal["hands"]] == [
        ("Bob", ["AS", "KD"], -6),
        ("Cat", ["5D", "9C"], -4),
    ]
    # The deal is over: nobody acted, the bank stays with Ann, and the pack is gathered.
    assert result["deals_played"] == 1
    assert result["banker"] == "Ann"
    assert result["next"] == {"type": "pack", "size": 52}
    refused(session, Twist("Cat"), "the table must first shuffle the pack")
    assert hidden_cards(session, None) == []


def test_r10_pontoon_and_five_card_trick_outrank_a_three_card_21() -> None:
    players = ("Ann", "Bob", "Cat", "Dan")
    # Bob 7 7 then 7 = 21; Cat A K Pontoon; Dan 2 2 then 3 3 4 (five cards, 14);
    # banker Ann 10 5 then 6 = 21 and sticks.
    top = ["7S", "AS", "2S", "10H", "7H", "KS", "2H", "5H", "7D", "3S", "3H", "4S", "6H"]
    session = table(players, "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stake("Dan", 1))
    play(session, Twist("Bob"))  # 21 stops the hand
    assert play(session, Twist("Dan"), Twist("Dan"), Twist("Dan")) == ["3S", "3H", "4S"]
    play(session, Twist("Ann"), Stick("Ann"))
    deal = last_deal(session)
    assert deal["banker_hand"]["total"] == 21
    # Equal totals go to the banker (Bob loses 2); Pontoon and five-card trick win 2S.
    assert [(h["kind"], h["total"], h["net"]) for h in deal["hands"]] == [
        ("total", 21, -2),
        ("pontoon", 21, 2),
        ("five-card trick", 14, 2),
    ]
    assert session.balances == {"Ann": -2, "Bob": -2, "Cat": 2, "Dan": 2}


def test_r10_totals_compare_by_total_only_and_suits_never_break_ties() -> None:
    players = ("Ann", "Bob", "Cat")
    # Bob 10S 9S (19); Cat 10C QC (20); banker 2H 3H then 4H 10H: 19 with four cards.
    top = ["10S", "10C", "2H", "9S", "QC", "3H", "4H", "10H"]
    session = table(players, "Ann", top)
    play(session, Stake("Bob", 3), Stake("Cat", 4), Stick("Bob"), Stick("Cat"))
    play(session, Twist("Ann"), Twist("Ann"), Stick("Ann"))
    deal = result_json(session)["deals"][0]  # no Pontoon: deal 2 has begun
    assert deal["banker_hand"] == {"cards": ["2H", "3H", "4H", "10H"], "kind": "total", "total": 19}
    # 19 against 19 loses (spades are not higher), 20 with two cards beats 19 with four.
    assert [h["net"] for h in deal["hands"]] == [-3, 4]


def test_r11_a_players_pontoon_is_shown_at_once_and_the_hand_is_finished() -> None:
    # Bob K then A (a Pontoon, ten first); Cat 9 9; banker Ann 10 10.
    top = ["KD", "9C", "10S", "AS", "9D", "10H"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 2))
    assert "KD" in hidden_cards(session, None)
    play(session, Stake("Cat", 1))
    # Bob never acts: Cat is to play, and Bob's cards are face up for everyone.
    nxt = next_json(session)
    assert nxt is not None
    assert (nxt["player"], nxt["moves"]) == ("Cat", ["split", "buy", "twist", "stick"])
    assert not {"KD", "AS"} & set(hidden_cards(session, None))
    assert {"9C", "9D"} <= set(hidden_cards(session, None))
    for event in (Stick("Bob"), Twist("Bob"), Buy("Bob", 2), Split("Bob")):
        refused(session, event, "it is Cat's turn, not Bob's")
    play(session, Stick("Cat"), Stick("Ann"))
    deal = last_deal(session)
    assert deal["pontoon"] is True
    # Pontoon wins double against the banker's 20; Cat's 18 loses 1.
    assert [(h["kind"], h["net"]) for h in deal["hands"]] == [("pontoon", 4), ("total", -1)]
