"""Table and cards, cutting, the session: R1-R5."""

from __future__ import annotations

import pytest
from helpers.engine_support import NAMES, cut_for, next_json, play, refused, table
from hypothesis import given
from hypothesis import strategies as st

from pontoon_tui.engine.cards import ONE_PACK, best_total, full_pack, kind_of
from pontoon_tui.engine.errors import FormatError, IllegalMove
from pontoon_tui.engine.events import Cut, Pack, Stake, Stick, Twist
from pontoon_tui.engine.names import name_problem
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import session_from_json

ABC = ("Ann", "Bob", "Cat")


# ----- R1 packs ----------------------------------------------------------------------


@pytest.mark.parametrize("count", range(2, 8))
def test_r1_one_pack_of_52_for_two_to_seven_people(count: int) -> None:
    players = NAMES[:count]
    session = Session(players)
    session.apply(cut_for(players, players[0]))
    assert next_json(session) == {"type": "pack", "size": 52}
    refused(session, Pack(tuple(full_pack(8))), "not 52")
    session.apply(Pack(tuple(ONE_PACK)))
    assert session.current_deal is not None


def test_r1_eight_people_use_two_packs_with_every_card_twice() -> None:
    session = Session(NAMES)
    session.apply(cut_for(NAMES, "Ann"))
    assert next_json(session) == {"type": "pack", "size": 104}
    refused(session, Pack(ONE_PACK), "not 104")
    three_of_one = ["KS", *full_pack(8)[1:]]  # KS three times, AS once
    refused(session, Pack(tuple(three_of_one)), "KS 3 times, not twice")
    # The top two cards are the same card, once from each pack: Bob and Cat both get it.
    top = ["KS", "KS"]
    rest = list(full_pack(8))
    rest.remove("KS")
    rest.remove("KS")
    session.apply(Pack((*top, *rest)))
    deal = session.deals[-1]
    assert deal.seats["Bob"].hands[0].cards == ["KS"]
    assert deal.seats["Cat"].hands[0].cards == ["KS"]


@pytest.mark.parametrize("count", [0, 1, 9])
def test_r1_the_table_seats_two_to_eight(count: int) -> None:
    players = [f"P{i}" for i in range(count)]
    with pytest.raises(IllegalMove, match="seats 2 to 8"):
        Session(players)


# ----- R2 values ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("cards", "total", "kind"),
    [
        (["KS", "QH"], 20, "total"),  # court cards are 10
        (["JS", "10H"], 20, "total"),
        (["AS", "5H", "5D"], 21, "total"),  # 11 + 5 + 5: a soft 21
        (["AS", "AH"], 12, "total"),  # only one ace counts 11
        (["AS", "AH", "9D"], 21, "total"),  # 11 + 1 + 9
        (["AS", "KH", "5D"], 16, "total"),  # 11 would bust, so 1 + 10 + 5
        (["AS", "KH"], 21, "pontoon"),
        (["KH", "AS"], 21, "pontoon"),
        (["AS", "KS", "QS"], 21, "total"),  # 1 + 10 + 10
        (["AS", "KS", "QS", "5S"], 26, "bust"),  # a bust counts every ace as 1
        (["2S", "3S", "4S", "5S", "6S"], 20, "five-card trick"),
        (["2S", "3S", "4S", "5S", "8S"], 22, "bust"),
    ],
)
def test_r2_values_and_best_total(cards: list[str], total: int, kind: str) -> None:
    assert best_total(cards) == total
    assert kind_of(cards).value == kind


def test_r2_soft_21_stops_the_players_hand() -> None:
    # Dealing order: Bob, Cat, Ann (banker); then Bob's twist.
    top = ["AS", "9C", "10D", "5H", "8C", "7D", "5D"]
    session = table(ABC, "Ann", top)
    play(session, Stake("Bob", 1), Stake("Cat", 1))
    # A-5 is a soft 16: enough to stick, and a buy or twist is still offered.
    assert next_json(session) == {
        "type": "play",
        "player": "Bob",
        "hand": 1,
        "moves": ["buy", "twist", "stick"],
        "buy_min": 1,
        "buy_max": 2,
    }
    assert play(session, Twist("Bob")) == ["5D"]
    # A-5-5 is 21 (11 + 5 + 5): Bob's hand stops by itself and Cat plays.
    nxt = next_json(session)
    assert nxt is not None
    assert (nxt["type"], nxt["player"]) == ("play", "Cat")
    bob = [h for h in result_json(session)["deals"][-1]["hands"] if h["player"] == "Bob"]
    assert bob == [
        {
            "player": "Bob",
            "cards": ["AS", "5H", "5D"],
            "kind": "total",
            "total": 21,
            "stake": 1,
            "net": None,
        }
    ]
    refused(session, Stick("Bob"), "it is Cat's turn, not Bob's")


# ----- R3 seating --------------------------------------------------------------------


def test_r3_everything_starts_on_the_bankers_left_and_goes_clockwise() -> None:
    players = ("Ann", "Bob", "Cat", "Dan")
    # Cat banks, so the order is Dan, Ann, Bob, then Cat.
    top = ["2S", "3S", "4S", "5S", "9H", "10H", "JH", "QH"]
    session = table(players, "Cat", top)
    assert next_json(session) == {"type": "stake", "player": "Dan", "min": 1, "max": 5}
    dealt = {p: h.cards for p, s in session.deals[-1].seats.items() for h in s.hands}
    assert dealt == {"Dan": ["2S"], "Ann": ["3S"], "Bob": ["4S"]}
    assert session.deals[-1].banker_hand.cards == ["5S"]
    refused(session, Stake("Ann", 1), "it is Dan's turn to stake, not Ann's")
    play(session, Stake("Dan", 1))
    refused(session, Stake("Bob", 1), "it is Ann's turn to stake, not Bob's")
    play(session, Stake("Ann", 1), Stake("Bob", 1))
    nxt = next_json(session)
    assert nxt is not None
    assert nxt["player"] == "Dan"
    assert [h["player"] for h in result_json(session)["deals"][-1]["hands"]] == [
        "Dan",
        "Ann",
        "Bob",
    ]


# ----- R4 cutting for the bank -------------------------------------------------------


def test_r4_highest_cut_takes_the_bank() -> None:
    session = Session(ABC)
    assert next_json(session) == {"type": "cut", "players": ["Ann", "Bob", "Cat"]}
    session.apply(Cut({"Ann": "9S", "Bob": "KD", "Cat": "QH"}))
    assert session.banker == "Bob"
    assert next_json(session) == {"type": "pack", "size": 52}
    refused(session, Cut({"Ann": "AS", "Bob": "2S", "Cat": "3S"}), "already been cut")


def test_r4_ace_is_high_in_the_cut() -> None:
    session = Session(ABC)
    session.apply(Cut({"Ann": "KS", "Bob": "AD", "Cat": "QH"}))
    assert session.banker == "Bob"


def test_r4_only_tied_players_cut_again_and_suits_never_break_ties() -> None:
    session = Session(("Ann", "Bob", "Cat", "Dan"))
    # Kings of spades and hearts tie: suits do not count.
    session.apply(Cut({"Ann": "KS", "Bob": "2H", "Cat": "KH", "Dan": "QS"}))
    assert session.banker is None
    assert next_json(session) == {"type": "cut", "players": ["Ann", "Cat"]}
    refused(session, Cut({"Ann": "5S", "Bob": "AS", "Cat": "4H"}), "one card for each of Ann, Cat")
    refused(session, Pack(ONE_PACK), "must first cut")
    refused(session, Stake("Bob", 1), "must first cut")
    # A later round may cut the same cards again; another tie keeps both cutting.
    session.apply(Cut({"Ann": "KH", "Cat": "KS"}))
    assert next_json(session) == {"type": "cut", "players": ["Ann", "Cat"]}
    session.apply(Cut({"Ann": "3C", "Cat": "9D"}))
    assert session.banker == "Cat"
    assert result_json(session)["banker"] == "Cat"


def test_r4_a_round_of_cutting_holds_each_card_as_often_as_the_pack() -> None:
    session = Session(ABC)
    refused(session, Cut({"Ann": "AS", "Bob": "AS", "Cat": "2S"}), "AS is cut 2 times")
    refused(session, Cut({"Ann": "AS", "Bob": "1S", "Cat": "2S"}), "'1S' is not a card")
    eight = Session(NAMES)
    cards = dict(zip(NAMES, ["AS", "AS", "2S", "3S", "4S", "5S", "6S", "7S"], strict=True))
    refused(eight, Cut({**cards, "Cat": "AS"}), "AS is cut 3 times")
    eight.apply(Cut(cards))  # two packs hold the ace of spades twice
    assert next_json(eight) == {"type": "cut", "players": ["Ann", "Bob"]}


# ----- R5 the session ----------------------------------------------------------------


def test_r5_everyone_starts_at_zero_and_eight_deals_is_the_default() -> None:
    session = Session(ABC)
    assert session.balances == {"Ann": 0, "Bob": 0, "Cat": 0}
    assert session.deals_target == 8
    for deals in (0, 100, True, 2.0):
        with pytest.raises(IllegalMove):
            Session(ABC, deals)  # type: ignore[arg-type]
    assert Session(ABC, 99).deals_target == 99


def test_r5_highest_balances_share_the_win() -> None:
    # Bob 20 (stake 1), Cat 18 (stake 2), banker Ann 19: Bob +1, Cat -2, Ann +1.
    top = ["10S", "10H", "10D", "QS", "8H", "9D"]
    session = table(ABC, "Ann", top, deals=1)
    play(session, Stake("Bob", 1), Stake("Cat", 2), Stick("Bob"), Stick("Cat"))
    assert result_json(session)["winners"] == []
    play(session, Stick("Ann"))
    result = result_json(session)
    assert result["balances"] == {"Ann": 1, "Bob": 1, "Cat": -2}
    assert sum(result["balances"].values()) == 0
    assert result["finished"] is True
    assert result["deals_played"] == 1
    assert result["winners"] == ["Ann", "Bob"]
    assert result["next"] is None
    refused(session, Stake("Bob", 1), "the session is over")
    refused(session, Pack(ONE_PACK), "the session is over")


def test_r5_the_session_runs_the_chosen_number_of_deals() -> None:
    # Two deals without a Pontoon; every hand sticks at once. Deal 1: Bob 19 vs Ann 20.
    top = ["10S", "10H", "9S", "QH"]
    session = table(("Ann", "Bob"), "Ann", top, deals=2)
    play(session, Stake("Bob", 5), Stick("Bob"), Stick("Ann"))
    assert session.balances == {"Ann": 5, "Bob": -5}  # balances may go negative
    assert (session.deals_played, session.finished) == (1, False)
    assert next_json(session) == {"type": "stake", "player": "Bob", "min": 1, "max": 5}
    nxt = session.next()
    assert nxt is not None
    while nxt is not None:
        if nxt.type == "stake":
            session.apply(Stake("Bob", 1))
        elif nxt.type == "play":
            session.apply(Stick("Bob") if "stick" in nxt.moves else Twist("Bob"))
        else:
            session.apply(Stick("Ann"))
        nxt = session.next()
    assert session.deals_played == 2
    assert len(session.deals) == 2
    assert sum(session.balances.values()) == 0
    winners = [p for p, b in session.balances.items() if b == max(session.balances.values())]
    assert result_json(session)["winners"] == winners


@given(st.text(max_size=40))
def test_r5_a_refused_name_is_explained_on_one_line(name: str) -> None:
    problem = name_problem(name)
    if problem is not None:
        assert len(problem.splitlines()) == 1
        assert "\n" not in problem


@pytest.mark.parametrize(
    "players",
    [
        ["Ann", "ann"],  # names are case-sensitive
        ["A" * 20, "Bob"],  # 20 characters is the most
        ["é" * 20, "Zoë"],  # counted in code points, not bytes
        ["Mary Ann", "Bob"],  # an inner space is fine
        ["王", "Ωmega", "🂡"],
    ],
)
def test_names_the_table_accepts(players: list[str]) -> None:
    session = Session(players)
    session.apply(cut_for(players, players[-1]))
    assert result_json(session)["players"] == players
    assert result_json(session)["banker"] == players[-1]


def test_an_illegal_event_in_a_file_is_named_by_its_position() -> None:
    data = {
        "format": "pontoon-session/1",
        "players": ["Ann", "Bob"],
        "events": [cut_for(["Ann", "Bob"], "Ann").to_json(), Stake("Bob", 1).to_json()],
    }
    with pytest.raises(FormatError) as info:
        session_from_json(data)
    assert str(info.value) == "event 2: no stake now: the table must first shuffle the pack"
