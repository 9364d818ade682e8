"""Motion's frames: the cards of a deal come in one at a time in the order of the deal,
the banker's exposed cards turn over one at a time, and no frame shows anything the view
it leads to does not show its viewer."""

from __future__ import annotations

import pytest
from helpers.app_stack import play, stacked_session
from helpers.random_sessions import BIASES, STYLES, random_session

from pontoon_tui.app.motion import (
    BANK,
    DEALING_MOST,
    HandKey,
    card_steps,
    hands_of,
    newly_marked,
    step_time,
)
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.views import TableView, table_view
from pontoon_tui.rules import HouseRules

# Ann banks for Bob and Cat: Bob 10♠ 6♠, Cat 10♥ 9♥, Ann 8♣ 7♣; then K♠ busts Bob.
TOP = ["10S", "10H", "8C", "6S", "9H", "7C", "KS"]


def counts(view: TableView) -> dict[HandKey, int]:
    return {key: len(hand.cards) for key, hand in hands_of(view).items()}


def test_a_new_deal_is_dealt_a_card_at_a_time_round_the_table_the_banker_last() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    view = table_view(session, None)
    frames = card_steps(None, view)
    assert [counts(frame) for frame in frames] == [
        {BANK: 0, ("Bob", 1): 1, ("Cat", 1): 0},
        {BANK: 0, ("Bob", 1): 1, ("Cat", 1): 1},
        {BANK: 1, ("Bob", 1): 1, ("Cat", 1): 1},
    ]
    assert frames[-1] is view


def test_the_second_cards_follow_round_the_table_in_the_same_order() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2))
    before = table_view(session, None)
    play(session, Stake("Cat", 1))
    frames = card_steps(before, table_view(session, None))
    assert [counts(frame) for frame in frames] == [
        {BANK: 1, ("Bob", 1): 2, ("Cat", 1): 1},
        {BANK: 1, ("Bob", 1): 2, ("Cat", 1): 2},
        {BANK: 2, ("Bob", 1): 2, ("Cat", 1): 2},
    ]


def test_the_bankers_cards_turn_over_one_at_a_time_when_exposed() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Bob"))
    before = table_view(session, None)
    play(session, Stick("Cat"))  # the banker turns her cards over (R18)
    after = table_view(session, None)
    frames = card_steps(before, after)
    banker = [frame.banker_hand.cards for frame in frames if frame.banker_hand is not None]
    assert banker[0].count(None) == 1 and banker[-1].count(None) == 0
    assert len(frames) >= 2


def test_a_bust_is_marked_and_a_dealing_stays_within_its_time() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    before = table_view(session, None)
    play(session, Twist("Bob"))  # K♠: 26, bust
    assert newly_marked(before, table_view(session, None)) == {("Bob", 1)}
    assert step_time(3) <= 0.15 and step_time(16) * 16 <= DEALING_MOST + 1e-9


@pytest.mark.parametrize("seed", range(6))
def test_no_frame_shows_a_card_its_view_does_not(seed: int) -> None:
    rules = HouseRules(second_card="up") if seed % 2 else HouseRules()
    names = ["P1", "P2", "P3", "P4"]
    previous: dict[str | None, TableView] = {}
    frames_checked = 0
    for session in random_session(4, 3, seed, BIASES[seed % 5], STYLES[seed % 6], rules=rules):
        if not session.deals:
            continue
        for viewer in [None, *names]:
            new = table_view(session, viewer)
            old = previous.get(viewer)
            previous[viewer] = new
            for frame in card_steps(old, new):
                frames_checked += 1
                final = hands_of(new)
                for key, hand in hands_of(frame).items():
                    shown = final[key].cards
                    assert len(hand.cards) <= len(shown)
                    for card, later in zip(hand.cards, shown, strict=False):
                        assert card is None or card == later  # a back, or the same face
    assert frames_checked > 50


def test_a_twisted_card_lands_face_down_on_the_table_then_turns_over() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    before = table_view(session, None)
    play(session, Twist("Bob"))
    frames = card_steps(before, table_view(session, None))
    bob = [frame.seats[0].hands[0] for frame in frames]
    # The bust turns his two cards over (R17), then K♠ lands face down and turns over.
    assert [hand.cards for hand in bob] == [
        ("10S", None),
        ("10S", "6S"),
        ("10S", "6S", None),
        ("10S", "6S", "KS"),
    ]
    assert bob[-2].description is None and bob[-1].description == "bust (26)"
