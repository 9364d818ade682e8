"""Which screen comes next, from the public view and what the table has seen: no terminal."""

from __future__ import annotations

from helpers.app_stack import cut_for, play, stacked_session

from pontoon_tui.app.flow import Seen, Step, after, next_step, resumed
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view

ABC = ("Ann", "Bob", "Cat")
# Bob 10 9 (19), Cat 10 7 (17), Ann 9 8 (17); the banker's twist draws the 5.
TOP = ["10S", "10H", "9C", "9D", "7H", "8C", "5S"]


def _walk(session: Session, seen: Seen, computers: frozenset[str] = frozenset()) -> Step:
    return next_step(table_view(session, None), seen, computers)


def _resumed(session: Session) -> Seen:
    return resumed(table_view(session, None))


def test_a_new_session_cuts_then_shuffles_once_the_cut_is_seen() -> None:
    session = Session(ABC)
    assert _walk(session, Seen()) == Step("cut")
    session.apply(cut_for(ABC, "Ann"))
    assert _walk(session, Seen()) == Step("cut")  # the deciding round is still on show
    assert _walk(session, after(Step("cut"), Seen())) == Step("shuffle")
    # A game resumed after the deciding cut shows it in full before the first deal.
    assert _walk(session, _resumed(session)) == Step("cut")


def test_each_private_screen_comes_behind_pass_the_device() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    seen = Seen()
    step = _walk(session, seen)
    assert step == Step("pass", "Bob", then=Step("stake", "Bob"))
    assert step.purpose == "look at your first card and stake"
    seen = after(step, seen)
    assert seen.holder == "Bob"
    assert _walk(session, seen) == Step("stake", "Bob")
    play(session, Stake("Bob", 2))
    assert _walk(session, seen).screen == "pass"
    play(session, Stake("Cat", 1))
    # Bob holds the device no longer: Cat does, and Bob's turn comes behind a pass.
    seen = after(Step("stake", "Cat"), seen)
    assert _walk(session, seen) == Step("pass", "Bob", then=Step("play", "Bob"))


def test_the_bankers_turn_is_public_even_after_a_resume() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Bob"), Stick("Cat"))
    assert _walk(session, Seen(holder="Cat")) == Step("bank", "Ann")
    assert _walk(session, _resumed(session)) == Step("bank", "Ann")


def test_the_ledger_then_a_pass_even_to_whoever_held_the_device() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Bob"), Stick("Cat"), Twist("Ann"))
    seen = Seen(holder="Ann")
    step = _walk(session, seen)
    assert step == Step("ledger", deal=0)
    seen = after(step, seen)
    assert seen == Seen(None, 1, frozenset())
    assert _walk(session, seen) == Step("pass", "Bob", then=Step("stake", "Bob"))


def test_a_bankers_pontoon_is_shown_before_its_ledger() -> None:
    session = stacked_session(ABC, "Ann", ["10S", "10H", "AC", "9D", "7H", "KC"])
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    seen = Seen(holder="Cat", cut=True)
    step = _walk(session, seen)
    assert step == Step("banker-pontoon", deal=0)
    seen = after(step, seen)
    assert _walk(session, seen) == Step("ledger", deal=0)
    assert _walk(session, after(Step("ledger", deal=0), seen)) == Step("shuffle")


def test_computers_play_in_public_and_never_take_the_device() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    computers = frozenset({"Bob"})
    assert _walk(session, Seen(), computers) == Step("computer", "Bob")
    play(session, Stake("Bob", 2))
    assert _walk(session, Seen(), computers).screen == "pass"
    alone = frozenset({"Ann", "Bob"})  # Cat is the only person: the device stays with Cat
    assert _walk(session, Seen(), alone) == Step("stake", "Cat")


def test_after_a_computers_move_a_person_takes_the_device_again() -> None:
    # Bob stakes in private, then the computer seat Cat stakes in front of everyone:
    # Bob's cards must not come up until he has taken the device back.
    session = stacked_session(ABC, "Ann", TOP)
    computers = frozenset({"Cat"})
    seen = after(Step("stake", "Bob"), Seen())
    play(session, Stake("Bob", 2))
    step = _walk(session, seen, computers)
    assert step == Step("computer", "Cat")
    play(session, Stake("Cat", 1))
    seen = after(step, seen)
    assert _walk(session, seen, computers) == Step("pass", "Bob", then=Step("play", "Bob"))


def test_after_the_last_deal_its_ledger_then_the_standings() -> None:
    session = stacked_session(ABC, "Ann", TOP, deals=1)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Bob"), Stick("Cat"), Twist("Ann"))
    assert session.finished
    step = _walk(session, Seen())
    assert step == Step("ledger", deal=0)
    assert _walk(session, after(step, Seen())) == Step("standings")


def test_a_resumed_table_sees_the_last_ledger_again_only_before_anyone_acts() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stick("Bob"), Stick("Cat"), Twist("Ann"))
    assert _walk(session, _resumed(session)) == Step("ledger", deal=0)
    play(session, Stake("Bob", 1))
    assert _walk(session, _resumed(session)).screen == "pass"
