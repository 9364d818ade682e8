"""Which screen comes next at a table some of whose players sit at their own devices:
at the host's terminal, and on a player's own device. No terminal."""

from __future__ import annotations

from helpers.app_stack import play, stacked_session

from pontoon_tui.app.flow import Seen, Step, after, next_step, seat_step
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view

ABC = ("Ann", "Bob", "Cat")
TOP = ["10S", "10H", "9C", "9D", "7H", "8C", "5S"]  # Bob 19, Cat 17, Ann 17; then a 5


def _host(session: Session, seen: Seen, remote: frozenset[str]) -> Step:
    return next_step(table_view(session, None), seen, (), remote)


def _device(session: Session, seen: Seen, seat: str | None) -> Step:
    return seat_step(table_view(session, None), seen, seat)


def test_the_host_watches_a_remote_seat_and_passes_the_device_only_among_its_own() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    remote = frozenset({"Bob"})
    assert _host(session, Seen(), remote) == Step("watch", "Bob")
    play(session, Stake("Bob", 2))
    # Cat is the only person at the host's terminal who stakes: no pass-the-device.
    assert _host(session, Seen(), frozenset({"Bob"})) == Step(
        "pass", "Cat", then=Step("stake", "Cat")
    )
    assert _host(session, Seen(holder="Cat"), remote) == Step("stake", "Cat")
    play(session, Stake("Cat", 1), Stick("Bob"), Stick("Cat"))
    assert _host(session, Seen(), remote) == Step("bank", "Ann")
    assert _host(session, Seen(), frozenset({"Ann", "Bob"})) == Step("watch", "Ann")


def test_the_only_person_at_the_host_terminal_never_passes_the_device() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    play(session, Stake("Bob", 2))
    assert _host(session, Seen(), frozenset({"Bob", "Ann"})) == Step("stake", "Cat")


def test_a_device_plays_its_own_decisions_and_watches_the_rest() -> None:
    session = stacked_session(ABC, "Ann", TOP)
    assert _device(session, Seen(), "Bob") == Step("stake", "Bob")
    assert _device(session, Seen(), "Cat") == Step("watch", "Bob")
    assert _device(session, Seen(), None) == Step("watch", "Bob")  # a spectator
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    assert _device(session, Seen(), "Bob") == Step("play", "Bob")
    play(session, Stick("Bob"), Stick("Cat"))
    assert _device(session, Seen(), "Ann") == Step("bank", "Ann")  # a remote banker banks
    assert _device(session, Seen(), None) == Step("watch", "Ann")
    play(session, Stick("Ann"))
    assert _device(session, Seen(), None) == Step("ledger", deal=0)  # everyone sees it
    seen = after(Step("ledger", deal=0), Seen())
    assert _device(session, seen, "Bob") == Step("stake", "Bob")  # the next deal, unshuffled
    assert _device(session, seen, "Cat") == Step("watch", "Bob")


def test_a_device_watches_the_cut_the_host_terminal_makes() -> None:
    session = Session(ABC)
    assert _device(session, Seen(), "Bob") == Step("watch", None)
