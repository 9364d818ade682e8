"""Each house rule H1-H9 as the table meets it: what is offered, what is refused and why,
what is paid, and who sees which card (H10, the bank, is in test_engine_between). Ann
banks; Bob, then Cat, play.

A stacked pack reads: first cards Bob, Cat, Ann; second cards Bob, Cat, Ann; then draws.
"""

from __future__ import annotations

import json

from helpers.engine_support import last_deal, next_json, play, refused, table

from pontoon_tui.engine.events import Buy, Double, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, parse_session_text
from pontoon_tui.engine.views import table_view
from pontoon_tui.rules import HouseRules

PLAYERS = ("Ann", "Bob", "Cat")


def _dealt(top: list[str], **house: object) -> Session:
    """Both players stake 2 (and the banker says not doubled, where H7 asks)."""
    rules = HouseRules(**house)  # type: ignore[arg-type]
    session = table(PLAYERS, "Ann", top, rules=rules)
    play(session, Stake("Bob", 2), Stake("Cat", 2))
    if rules.banker_doubles:
        play(session, Double("Ann", False))
    return session


def _moves(session: Session) -> list[str]:
    nxt = next_json(session)
    assert nxt is not None
    return list(nxt["moves"])


def test_h1_sticking_on_15_needs_the_default_rule() -> None:
    default = _dealt(["10S", "9H", "7C", "5D", "10H", "10D"])
    assert "stick" in _moves(default)
    house = _dealt(["10S", "9H", "7C", "5D", "10H", "10D"], stick_min=16)
    assert "stick" not in _moves(house)
    refused(house, Stick("Bob"), "Bob cannot stick on 15: sticking needs 16")


def test_h2_aces_only_and_no_splitting() -> None:
    eights = ["8S", "9H", "7C", "8D", "10H", "10D"]
    assert "split" in _moves(_dealt(eights))
    aces_only = _dealt(eights, split="aces")
    assert "split" not in _moves(aces_only)
    only_aces = "the house rules split only a pair of aces"
    refused(aces_only, Split("Bob"), f"Bob cannot split 8♠ and 8♦: {only_aces}")
    # A hand that is no pair at all is told the house rule, not the rule about ranks.
    refused(_dealt(["8S", "9H", "7C", "KD", "10H", "10D"], split="aces"), Split("Bob"),
            f"Bob cannot split 8♠ and K♦: {only_aces}")  # fmt: skip
    aces = _dealt(["AS", "9H", "7C", "AD", "10H", "10D"], split="aces")
    assert "split" in _moves(aces)
    play(aces, Split("Bob"))
    assert len(aces.deals[-1].seats["Bob"].hands) == 2
    none = _dealt(["AS", "9H", "7C", "AD", "10H", "10D"], split="none")
    refused(none, Split("Bob"), "Bob cannot split: the house rules allow no splitting")


def test_h3_two_hands_at_most() -> None:
    top = ["8S", "9H", "7C", "8D", "10H", "10D", "8H", "3C"]
    house = _dealt(top, max_hands=2)
    play(house, Split("Bob"))
    assert house.deals[-1].seats["Bob"].hands[0].cards == ["8S", "8H"]
    refused(house, Split("Bob"), "Bob already has two hands: no more splits")
    default = _dealt(top)
    play(default, Split("Bob"))
    assert "split" in _moves(default)


def test_h4_no_fifth_card_bought() -> None:
    top = ["2S", "9H", "7C", "3D", "10H", "10D", "2H", "3C", "4C"]
    house = _dealt(top, buy_fifth=False)
    play(house, *[_buy(2), _buy(2)])
    assert len(house.deals[-1].seats["Bob"].hands[0].cards) == 4
    assert _moves(house) == ["twist"]
    refused(house, _buy(2), "Bob cannot buy a fifth card: the house rules allow only a twist")
    default = _dealt(top)
    play(default, _buy(2), _buy(2))
    assert "buy" in _moves(default)


def _buy(amount: int) -> Buy:
    return Buy("Bob", amount)


def test_h5_a_pontoon_pays_single_or_treble() -> None:
    top = ["AS", "9H", "7C", "KD", "10H", "10D"]  # Bob Pontoon, Cat 19, Ann 17
    for pays, net in ((2, 4), (1, 2), (3, 6)):
        session = _dealt(top, pontoon_pays=pays)
        play(session, Stick("Cat"), Stick("Ann"))
        deal = last_deal(session)
        assert [h["net"] for h in deal["hands"]] == [net, 2], pays


def test_h6_the_bankers_pontoon_collects_single() -> None:
    top = ["9S", "9H", "AC", "8D", "10H", "KD"]  # Ann has Pontoon
    for collects, net in ((2, -4), (1, -2)):
        session = _dealt(top, banker_pontoon=collects)
        deal = last_deal(session)
        assert [h["net"] for h in deal["hands"]] == [net, net]
        assert lines(session.deals[-1].messages)[-1].startswith("Ann has Pontoon")
    single = _dealt(top, banker_pontoon=1)
    assert "every player pays the stake." in " ".join(lines(single.deals[-1].messages))


def _doubling(top: list[str], double: bool, **house: object) -> Session:
    session = table(PLAYERS, "Ann", top, rules=HouseRules(banker_doubles=True, **house))  # type: ignore[arg-type]
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    assert next_json(session) == {"type": "double", "player": "Ann"}
    play(session, Double("Ann", double))
    return session


def test_h7_the_banker_doubles_after_the_last_stake() -> None:
    top = ["9S", "9H", "7C", "9D", "8H", "10D", "5C"]  # Bob 18, Cat 17 twists 5: 22; Ann 17
    for double, nets in ((False, [2, -3]), (True, [4, -6])):
        session = _doubling(top, double)
        play(session, Stick("Bob"), Twist("Cat"), Stick("Ann"))
        deal = result_json(session)["deals"][0]  # the next deal has begun from the pack
        assert deal["doubled"] is double
        assert [h["net"] for h in deal["hands"]] == nets
        assert [h["stake"] for h in deal["hands"]] == [2, 3]  # the stake stays as staked
    said = " ".join(lines(_doubling(top, True).deals[-1].messages))
    assert "Ann doubles the stakes." in said


def test_h7_payments_of_two_or_three_stakes_are_not_doubled_again() -> None:
    pontoon = ["AS", "9H", "7C", "KD", "10H", "10D"]  # Bob Pontoon, Cat 19, Ann 17
    session = _doubling(pontoon, True, pontoon_pays=3)
    play(session, Stick("Cat"), Stick("Ann"))
    assert [h["net"] for h in last_deal(session)["hands"]] == [6, 6]
    single = _doubling(pontoon, True, pontoon_pays=1)
    play(single, Stick("Cat"), Stick("Ann"))
    assert [h["net"] for h in last_deal(single)["hands"]] == [4, 6]
    banker = ["9S", "9H", "AC", "8D", "10H", "KD"]  # Ann has Pontoon
    for collects in (1, 2):
        doubled = _doubling(banker, True, banker_pontoon=collects)
        assert [h["net"] for h in last_deal(doubled)["hands"]] == [-4, -6]


def test_h7_only_the_banker_sees_the_first_card_and_only_once_looked() -> None:
    session = table(PLAYERS, "Ann", ["9S", "9H", "7C"], rules=HouseRules(banker_doubles=True))
    play(session, Stake("Bob", 2))
    assert table_view(session, "Ann").banker_hand.cards == (None,)  # type: ignore[union-attr]
    play(session, Stake("Cat", 3))
    assert table_view(session, "Ann").banker_hand.cards == ("7C",)  # type: ignore[union-attr]
    for viewer in (None, "Bob", "Cat"):
        assert table_view(session, viewer).banker_hand.cards == (None,)  # type: ignore[union-attr]
    refused(session, Twist("Bob"), "the banker Ann says first whether to double")
    refused(session, Double("Bob", True), "only the banker Ann says whether to double")


def test_h7_a_double_is_refused_without_the_rule() -> None:
    session = table(PLAYERS, "Ann", ["9S", "9H", "7C"])
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    refused(session, Double("Ann", True), "the house rules do not let the banker double")


def test_h8_a_shuffle_before_every_deal() -> None:
    top = ["9S", "9H", "7C", "9D", "8H", "10D"]
    default = _dealt(top)
    play(default, Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert next_json(default) == {"type": "stake", "player": "Bob", "min": 1, "max": 5}
    house = _dealt(top, shuffle="every-deal")
    play(house, Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert next_json(house) == {"type": "pack", "size": 52}
    play(house, Pack(house.events[1].cards))  # type: ignore[attr-defined]
    assert house.deals[-1].number == 2


def test_h9_second_cards_are_dealt_face_up_to_everyone() -> None:
    session = _dealt(["9S", "9H", "7C", "4D", "8H", "10D", "2C"], second_card="up")
    public = table_view(session, None)
    assert [seat.hands[0].cards for seat in public.seats] == [(None, "4D"), (None, "8H")]
    assert public.banker_hand.cards == (None, "10D")  # type: ignore[union-attr]
    assert table_view(session, "Bob").seats[1].hands[0].cards == (None, "8H")
    play(session, Twist("Bob"))  # a twisted card is face up as always
    assert table_view(session, "Cat").seats[0].hands[0].cards == (None, "4D", "2C")


def test_h9_the_bankers_pontoon_still_ends_the_deal() -> None:
    session = _dealt(["9S", "9H", "AC", "8D", "10H", "KD"], second_card="up")
    assert session.deals[-1].banker_pontoon
    assert [h["net"] for h in last_deal(session)["hands"]] == [-4, -4]


def test_a_session_file_keeps_its_house_rules() -> None:
    house = HouseRules(stick_min=16, split="aces", banker_doubles=True, second_card="up")
    session = table(PLAYERS, "Ann", ["9S", "9H", "7C"], rules=house)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Double("Ann", True))
    text = dump_session(session)
    data = json.loads(text)
    assert data["format"] == "pontoon-session/2"
    assert data["rules"] == {
        "stick_min": 16,
        "split": "aces",
        "max_hands": 4,
        "buy_fifth": True,
        "pontoon_pays": 2,
        "banker_pontoon": 2,
        "banker_doubles": True,
        "shuffle": "pontoon",
        "second_card": "up",
        "bank_rotates": 0,
    }
    again = parse_session_text(text)
    assert again.rules == house
    assert result_json(again) == result_json(session)
    assert result_json(again)["deals"][0]["doubled"] is True


def test_a_format_1_file_plays_seed_000s_rules_and_is_written_as_format_2() -> None:
    session = table(PLAYERS, "Ann", ["9S", "9H", "7C"])
    data = json.loads(dump_session(session))
    del data["rules"]
    data["format"] = "pontoon-session/1"
    old = parse_session_text(json.dumps(data))
    assert old.rules == HouseRules()
    assert json.loads(dump_session(old))["format"] == "pontoon-session/2"
    assert result_json(old)["rules"]["stick_min"] == 15
