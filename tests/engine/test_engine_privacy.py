"""R25, R26: what a seat may see, through the engine's per-seat views."""

from __future__ import annotations

import copy

import pytest
from helpers.random_sessions import random_session

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.engine.events import Buy, Cut, Event, Pack, Stake, Stick
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Stage
from pontoon_tui.engine.views import hidden_cards, own_hands, table_view
from pontoon_tui.reports.history import session_history
from pontoon_tui.reports.history_text import history_text


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
        assert lines(cat.messages)[-1] == "Bob sticks with 3 cards."
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


def _other_cards(session: Session) -> Session:
    """A copy of ``session`` whose deal in progress holds other cards and has told the
    table nothing."""
    other = copy.deepcopy(session)
    deal = other.current_deal
    assert deal is not None
    for hand in [*deal.hands(), deal.banker_hand]:
        hand.cards = ["3C" if card == "2C" else "2C" for card in hand.cards]
    deal.messages.clear()
    return other


@pytest.mark.parametrize("seed", range(4))
def test_a_hand_history_never_shows_the_deal_in_progress(seed: int) -> None:
    bias = ("shuffled", "aces-and-tens", "pairs", "low-cards")[seed]
    style = ("any", "buyer", "splitter", "twister")[seed]
    checked = 0
    for session in random_session(3 + seed, 3, seed, bias, style):
        history = session_history(session)
        over = [deal for deal in session.deals if deal.over]
        assert len(history.deals) == len(over)
        current = session.current_deal
        if current is None:
            assert history.in_progress is None
            continue
        fresh = current.stage is Stage.STAKE and current.turn == 0  # dealt, none staked
        assert history.in_progress == (None if fresh else current.number)
        # Whatever the deal in progress holds, the history reads the same.
        assert history_text(session_history(_other_cards(session))) == history_text(history)
        checked += 1
    assert checked >= 10
