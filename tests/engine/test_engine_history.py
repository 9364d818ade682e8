"""The hand history a browser steps through: each card and how it came, how each hand
ended, who banks next and why; never a deal in progress."""

from __future__ import annotations

import pytest
from helpers.engine_support import table

from pontoon_tui.engine.events import Buy, Stake, Stick, Twist
from pontoon_tui.reports.history import BankMove, Ending, How, deal_history, session_history
from pontoon_tui.reports.history_text import history_text


def test_every_bust_hand_means_the_banker_takes_no_turn() -> None:
    # Bob 10♠ 6♠, Cat 10♥ 6♥, banker Ann 9♣ 8♦; Bob buys K♠, Cat twists K♥: both bust.
    top = ["10S", "10H", "9C", "6S", "6H", "8D", "KS", "KH"]
    session = table(["Ann", "Bob", "Cat"], "Ann", top, deals=1)
    for event in (Stake("Bob", 2), Stake("Cat", 1), Buy("Bob", 3), Twist("Cat")):
        session.apply(event)
    history = session_history(session)
    (deal,) = history.deals
    bob, cat = deal.hands
    assert [(s.label, s.how, s.face_up, s.amount) for s in bob.steps] == [
        ("10♠", How.DEALT, False, 0),
        ("6♠", How.DEALT, False, 0),
        ("K♠", How.BOUGHT, False, 3),
    ]
    assert (bob.ending, bob.stake, bob.net) == (Ending.BUST, 5, -5)
    assert [s.how for s in cat.steps][-1] is How.TWISTED and cat.ending is Ending.BUST
    assert deal.banker_hand.ending is Ending.NO_TURN and deal.banker_hand.net is None
    assert (deal.next_banker, deal.bank) == ("Ann", BankMove.KEPT)
    assert deal.balances == {"Ann": 6, "Bob": -5, "Cat": -1}
    assert "  Ann (banker): 9♣ 8♦, no turn: every hand is bust.\n" in history_text(history)


def test_a_deal_in_progress_has_no_history() -> None:
    session = table(["Ann", "Bob"], "Ann", ["10S", "9C", "6S", "8D"])
    session.apply(Stake("Bob", 1))
    history = session_history(session)
    assert history.deals == () and history.in_progress == 1
    assert history_text(history).endswith(
        "Before the first deal: Ann 0, Bob 0. Unfinished: deal 1 is under way and its cards "
        "are not shown.\n"
    )
    deal = session.current_deal
    assert deal is not None
    with pytest.raises(ValueError, match="private"):
        deal_history(deal, 1, session.players, {"Ann": 0, "Bob": 0})
    session.apply(Stick("Bob"))
    session.apply(Stick("Ann"))
    (settled,) = session_history(session).deals
    assert settled.hands[0].ending is Ending.STUCK and settled.transfers == {"Ann": 1, "Bob": -1}


def test_a_deal_only_dealt_is_not_under_way_yet() -> None:
    # As the resume list says "deal 1 of 2 settled", the history does not call deal 2,
    # dealt but staked by nobody, a deal under way.
    top = ["10S", "10H", "9C", "6S", "6H", "8D", "KS", "KH"]  # both players bust
    session = table(["Ann", "Bob", "Cat"], "Ann", top, deals=2)
    for event in (Stake("Bob", 2), Stake("Cat", 1), Buy("Bob", 3), Twist("Cat")):
        session.apply(event)
    current = session.current_deal
    assert current is not None and current.number == 2  # dealt from what was left
    history = session_history(session)
    assert history.in_progress is None and len(history.deals) == 1
    assert "under way" not in history_text(history)
    session.apply(Stake("Bob", 1))
    assert session_history(session).in_progress == 2


def test_a_doubled_deal_is_named_only_where_the_doubling_changed_a_payment() -> None:
    from helpers.engine_support import play, table

    from pontoon_tui.engine.events import Double, Stake, Stick
    from pontoon_tui.reports.history import session_history
    from pontoon_tui.reports.history_text import history_text
    from pontoon_tui.rules import HouseRules

    # Ann banks 10 7; Bob's A K is a Pontoon (two stakes, doubled or not); Cat's 10 9
    # beats 17 (one stake, made two by the doubling).
    top = ["AS", "10C", "10D", "KS", "9C", "7D"]
    session = table(("Ann", "Bob", "Cat"), "Ann", top, rules=HouseRules(banker_doubles=True))
    play(session, Stake("Bob", 1), Stake("Cat", 1), Double("Ann", True), Stick("Cat"))
    play(session, Stick("Ann"))
    text = history_text(session_history(session))
    bob = next(line for line in text.splitlines() if line.strip().startswith("Bob:"))
    cat = next(line for line in text.splitlines() if line.strip().startswith("Cat:"))
    assert bob.endswith("stake 1, wins 2.")  # a Pontoon pays two stakes anyway
    assert cat.endswith("stake 1, wins 2 (doubled deal).")
