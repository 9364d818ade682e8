"""The table over the link (``pontoon-link/1``), as players' own devices use it: real
sockets, the table in an event loop of its own (as at the host's terminal), the devices
in this thread.

Every state each device is sent is checked against the rules' own reference for what its
seat may see (``check_view`` of the privacy stream), through whole random sessions under
random house rules, with a spectator watching.
"""

from __future__ import annotations

import asyncio
import json
import random
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from helpers.random_sessions import BIASES, STYLES, choose
from table.test_privacy_stream import _random_rules, check_view

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake
from pontoon_tui.engine.session import Session
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table import link
from pontoon_tui.table.link import LinkClosed, LinkServer, RemoteTable
from pontoon_tui.table.protocol import read_view
from pontoon_tui.table.service import Table, TableSettings

T = TypeVar("T")


class Served:
    """``table`` served over the link at ``path`` by an event loop in a thread of its own."""

    def __init__(self, table: Table, path: Path) -> None:
        self.table = table
        self.path = path
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.link = LinkServer(table)
        asyncio.run_coroutine_threadsafe(self.link.start(path), self.loop).result(5)

    def call(self, function: Callable[[], T]) -> T:
        """Run ``function`` in the table's loop and return what it returns."""

        async def run() -> T:
            return function()

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def close(self) -> None:
        self.call(self.link.close)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


class Recording(RemoteTable):
    """A device that keeps every state it is sent."""

    def __init__(self, path: str, ticket: str) -> None:
        self.states: list[dict[str, Any]] = []
        self.states_lock = threading.Lock()
        super().__init__(path, ticket)

    def _take_state(self, message: dict[str, Any]) -> None:
        with self.states_lock:
            self.states.append(message)
        super()._take_state(message)

    def take(self) -> list[dict[str, Any]]:
        with self.states_lock:
            taken, self.states = self.states, []
        return taken


@pytest.fixture
def serve(tmp_path: Path) -> Iterator[Callable[[Table], Served]]:
    served: list[Served] = []

    def start(table: Table) -> Served:
        served.append(Served(table, tmp_path / "table.sock"))
        return served[-1]

    yield start
    for one in served:
        one.close()


def wait_for(check: Callable[[], bool], what: str, limit: float = 5.0) -> None:
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > limit:
            raise AssertionError(f"never: {what}")
        time.sleep(0.002)


def table_of(players: list[str], tmp_path: Path, rules: Any = None, deals: int = 2) -> Table:
    """A table whose players all play from their own devices."""
    session = Session(players, deals) if rules is None else Session(players, deals, rules)
    settings = TableSettings(remote=frozenset(players))
    return Table(random.Random(1), SessionStore(tmp_path / "saves"), session, None, settings)


@pytest.mark.parametrize("seed", range(4))
def test_every_device_is_sent_only_what_its_seat_may_see(
    seed: int, tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    rng = random.Random(seed)
    names = [f"P{i}" for i in range(1, rng.randint(2, 6) + 1)]
    table = table_of(names, tmp_path, _random_rules(rng), deals=rng.randint(1, 2))
    session = table.active
    served = serve(table)
    devices = {name: Recording(str(served.path), served.link.admit(name)) for name in names}
    watcher = Recording(str(served.path), served.link.admit("Watcher"))
    everyone = [*devices.values(), watcher]
    bias, style = rng.choice(BIASES), rng.choice(STYLES)
    received: list[tuple[Recording, dict[str, Any]]] = []

    def everyone_told() -> None:
        serial = len(session.events)
        for device in everyone:
            wait_for(lambda d=device: d.view().serial == serial, "every device is told")  # type: ignore[misc]
            received.extend((device, state) for state in device.take())

    everyone_told()
    while (event := served.call(lambda: choose(session, rng, bias, style))) is not None:
        if isinstance(event, Cut | Pack):
            assert served.call(lambda e=event: table.apply(e)) is None  # type: ignore[misc]
        else:
            assert devices[event.player].submit(event.player, event) is None
        everyone_told()
    assert session.finished

    # Every state checked against the session as it stood when it was sent.
    by_serial: dict[int, list[tuple[Recording, dict[str, Any]]]] = {}
    for device, state in received:
        by_serial.setdefault(read_view(state["public"]).serial, []).append((device, state))
    replayed = Session(list(session.players), session.deals_target, session.rules)
    for serial in range(len(session.events) + 1):
        assert by_serial.get(serial), serial  # every change reached the devices
        for device, state in by_serial[serial]:
            check_view(replayed, read_view(state["public"]))
            if device is watcher:
                assert state["seat"] is None and state["own"] is None
                continue
            own = read_view(state["own"])
            assert own.viewer == state["seat"] == device.name
            check_view(replayed, own)
        if serial < len(session.events):
            replayed.apply(session.events[serial])


def test_a_seat_moves_only_for_itself_and_a_watcher_not_at_all(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    table = table_of(["Ann", "Bob", "Cat"], tmp_path)
    table.apply(Cut({"Ann": "KS", "Bob": "QS", "Cat": "2C"}))
    table.apply(Pack(tuple(random.Random(3).sample(full_pack(3), 52))))
    served = serve(table)
    bob = RemoteTable(str(served.path), served.link.admit("Bob"))
    cat = RemoteTable(str(served.path), served.link.admit("Cat"))
    eve = RemoteTable(str(served.path), served.link.admit("Eve"))
    assert (bob.seat, cat.seat, eve.seat) == ("Bob", "Cat", None)
    # Whatever a device names, it moves as its own seat: Cat cannot stake for Bob.
    assert cat.submit("Bob", Stake("Bob", 2)) is not None
    assert served.call(lambda: len(table.active.events)) == 2
    assert eve.submit("Bob", Stake("Bob", 2)) == "Eve is watching: only the seats' players move"
    assert eve.cut("Eve") == "Eve is watching: only the seats' players move"
    assert bob.submit("Bob", Stake("Bob", 9)) is not None  # refused with the engine's reason
    assert bob.submit("Bob", Stake("Bob", 2)) is None
    assert served.call(lambda: table.active.events[-1]) == Stake("Bob", 2)
    # Bob's device sees Bob's first card; asking for Cat's view gets the public one.
    bob_card = bob.view("Bob").seat("Bob").hands[0].cards[0]  # type: ignore[union-attr]
    assert bob_card is not None
    assert bob.view("Cat").seat("Cat").hands[0].cards == (None,)  # type: ignore[union-attr]
    assert eve.view("Bob").seat("Bob").hands[0].cards == (None,)  # type: ignore[union-attr]


def test_a_ticket_the_table_did_not_give_is_turned_away(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    served = serve(table_of(["Ann", "Bob"], tmp_path))
    with pytest.raises(LinkClosed):
        RemoteTable(str(served.path), "made-up")
    ticket = served.link.admit("Bob")
    served.call(lambda: served.link.revoke(ticket))
    with pytest.raises(LinkClosed):
        RemoteTable(str(served.path), ticket)
    assert served.call(lambda: served.link.connected) == ()


def raw(path: Path, ticket: str) -> socket.socket:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.connect(str(path))
    sock.sendall(json.dumps({"type": "hello", "ticket": ticket}).encode() + b"\n")
    return sock


def test_a_request_that_is_not_one_is_answered_not_obeyed(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    table = table_of(["Ann", "Bob"], tmp_path)
    served = serve(table)
    sock = raw(served.path, served.link.admit("Bob"))
    lines = sock.makefile("rb")
    assert json.loads(lines.readline())["type"] == "state"
    sock.sendall(b"not json\n")
    sock.sendall(b'{"id": 7, "type": "move", "move": {"type": "stake", "player": "Ann"}}\n')
    sock.sendall(b'{"id": 8, "type": "view", "deal": 99}\n')
    replies = [json.loads(lines.readline()) for _ in range(3)]
    assert [r.get("id") for r in replies] == [None, 7, 8]
    assert all("error" in r for r in replies)
    assert "names no player" in replies[1]["error"]
    assert served.call(lambda: len(table.active.events)) == 0  # nothing was played
    sock.close()


def test_a_device_that_stops_reading_is_cut_off_and_the_table_plays_on(
    tmp_path: Path, serve: Callable[[Table], Served], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(link, "BUFFER_LIMIT", 50_000)
    table = table_of(["Ann", "Bob"], tmp_path)
    table.apply(Cut({"Ann": "KS", "Bob": "2C"}))
    served = serve(table)
    stuck = raw(served.path, served.link.admit("Ann"))  # never reads
    stuck.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    bob = RemoteTable(str(served.path), served.link.admit("Bob"))
    wait_for(lambda: served.call(lambda: len(served.link.connected)) == 2, "both joined")
    for _ in range(400):  # each change sends every device its state
        served.call(table.changed)
        if "Ann" not in served.call(lambda: served.link.connected):
            break
    assert served.call(lambda: served.link.connected) == ("Bob",)
    assert served.call(lambda: table.apply_chance())  # the table plays on
    wait_for(lambda: bob.view().serial == 2, "Bob is told")
    stuck.close()


def test_a_seat_is_held_by_one_device_and_taken_back_with_its_secret(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    table = table_of(["Ann", "Bob"], tmp_path)
    table.settings = table.settings._replace(remote=frozenset({"Bob"}))  # Ann is at the host
    table.apply(Cut({"Ann": "KS", "Bob": "2C"}))
    served = serve(table)
    ann = RemoteTable(str(served.path), served.link.admit("Ann"))
    assert ann.seat is None  # a seat at the host's terminal is never a device's
    bob = RemoteTable(str(served.path), served.link.admit("Bob"))
    assert bob.seat == "Bob" and bob.secret is not None and ann.secret is None
    secret = bob.secret
    bob.close()
    wait_for(lambda: ann.away == ("Bob",), "the table is told Bob is away")
    again = RemoteTable(str(served.path), served.link.admit("Bob"))
    assert (again.seat, again.pending, again.secret) == (None, "Bob", None)
    assert again.submit("Bob", Stake("Bob", 2)) == "Bob is watching: only the seats' players move"
    assert again.claim("wrong1") == "that is not Bob's secret"
    assert again.claim(secret.upper()) is None
    wait_for(lambda: again.seat == "Bob" and ann.away == (), "Bob is back")
    assert again.secret == secret and again.view("Bob").viewer == "Bob"


def test_the_host_may_give_an_away_seat_back_and_wrong_secrets_cut_a_device_off(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    table = table_of(["Ann", "Bob"], tmp_path)
    served = serve(table)
    first = RemoteTable(str(served.path), served.link.admit("Bob"))
    assert first.seat == "Bob"
    first.close()
    guesser = RemoteTable(str(served.path), served.link.admit("Bob"))
    for _ in range(link.WRONG_SECRETS - 1):
        assert guesser.claim("nope") == "that is not Bob's secret"
    with pytest.raises(LinkClosed):
        guesser.claim("nope")
        guesser.claim("nope")
    back = RemoteTable(str(served.path), served.link.admit("Bob"))
    assert served.call(lambda: served.link.asking()) == ("Bob",)
    assert served.call(lambda: served.link.approve("Bob"))
    wait_for(lambda: back.seat == "Bob", "the host gave the seat back")


def test_a_seat_knows_its_player_in_any_capitals_and_its_secret_outlives_the_host(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    from pontoon_tui.storage.extra import read_extra

    table = table_of(["Ann", "Bob"], tmp_path)
    served = serve(table)
    bob = RemoteTable(str(served.path), served.link.admit("BOB"))
    assert bob.seat == "Bob" and bob.secret is not None
    path = served.call(lambda: table.path)
    assert path is not None
    assert read_extra(path)["seat_secrets"] == {"Bob": bob.secret}  # kept before it was told
    # A host started again reads the secrets back: Bob's seat asks for its secret.
    again = Table(random.Random(2), SessionStore(tmp_path / "saves"))
    served.call(table.release)
    assert again.open_file(path) is None
    assert again.secrets == {"Bob": bob.secret}
    again.release()


def test_a_device_is_told_when_the_name_it_asked_for_was_taken(
    tmp_path: Path, serve: Callable[[Table], Served]
) -> None:
    served = serve(table_of(["Ann", "Bob"], tmp_path))
    second = RemoteTable(str(served.path), served.link.admit("Bob2", asked="Bob"))
    assert (second.name, second.asked) == ("Bob2", "Bob")
    assert second.rename("Robert") is None
    wait_for(lambda: (second.name, second.asked) == ("Robert", None), "renamed")
    assert second.rename("") is not None  # the engine's own rule for names
