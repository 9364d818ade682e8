"""R25, R26: what a seat may see, through the engine's per-seat views."""

from __future__ import annotations

import pytest
from random_sessions import random_session

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.engine.events import Buy, Cut, Event, Pack, Stake, Stick
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import hidden_cards, own_hands, table_view


def _session(top: list[str], *events: Event) -> Session:
    session = Session(["Ann", "Bob", "Cat"])
    session.apply(Cut({"Ann": "AS", "Bob": "2S", "Cat": "3S"}))
    session.apply(Pack(tuple(top + [c for c in ONE_PACK if c not in top])))
    for event in events:
        session.apply(event)
    return session


def test_a_hidden_21_is_announced_exactly_as_a_stick() -> None:
    # Bob 10♥ 5♦ buys 6♥ face down: 21 ends his hand by itself.
    top = ["10H", "9S", "6C", "5D", "8C", "10S", "6H"]
    reached = _session(top, Stake("Bob", 1), Stake("Cat", 1), Buy("Bob", 1))
    # Bob 10♥ 5♦ buys 2♥ face down (17) and sticks.
    top_17 = ["10H", "9S", "6C", "5D", "8C", "10S", "2H"]
    stuck = _session(top_17, Stake("Bob", 1), Stake("Cat", 1), Buy("Bob", 1), Stick("Bob"))
    for session in (reached, stuck):
        cat = table_view(session, "Cat")
        assert lines(cat.messages)[-1] == "Bob stands on 3 cards."
        bob_hand = cat.seats[0].hands[0]
        assert bob_hand.cards == (None, None, None)
        assert bob_hand.total is None and bob_hand.description is None


def test_the_banker_does_not_see_their_first_card_before_the_second() -> None:
    session = _session(["10H", "9S", "6C", "5D", "8C", "10S"], Stake("Bob", 1))
    assert table_view(session, "Ann").banker_hand is not None
    assert table_view(session, "Ann").banker_hand.cards == (None,)  # type: ignore[union-attr]
    session.apply(Stake("Cat", 1))
    assert table_view(session, "Ann").banker_hand.cards == ("6C", "10S")  # type: ignore[union-attr]
    assert "6C" in hidden_cards(session, "Bob") and "6C" not in hidden_cards(session, "Ann")


def test_each_player_sees_only_their_own_face_down_cards() -> None:
    session = _session(["10H", "9S", "6C", "5D", "8C", "10S"], Stake("Bob", 1), Stake("Cat", 1))
    bob = table_view(session, "Bob")
    assert bob.seat("Bob").hands[0].cards == ("10H", "5D")  # type: ignore[union-attr]
    assert bob.seat("Cat").hands[0].cards == (None, None)  # type: ignore[union-attr]
    public = table_view(session, None)
    assert all(c is None for seat in public.seats for h in seat.hands for c in h.cards)
    assert sorted(hidden_cards(session, None)) == sorted(["10H", "5D", "9S", "8C", "6C", "10S"])


@pytest.mark.parametrize("seed", range(6))
def test_a_players_own_hands_are_their_seat_in_their_own_table_view(seed: int) -> None:
    bias = ("pairs", "low-pairs", "shuffled")[seed % 3]
    for session in random_session(3 + seed % 4, 2, seed, bias, "splitter"):
        for player in session.players:
            seat = table_view(session, player).seat(player)
            assert own_hands(session, player) == (seat.hands if seat is not None else ())
