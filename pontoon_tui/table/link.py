"""The table over a local socket: a seat's screens in a process of their own (a player's own
terminal, joined through the door) ask the table for views and send it moves.

The messages are ``pontoon-link/1``, one JSON object a line (``docs/views.md``):

- a screen opens with ``hello`` and the ticket the door gave it; the ticket names the
  person, and only the table decides which seat (if any) that person plays;
- the table answers with ``state`` at once and again after every change: the public view,
  the seat's own view when it plays one, the table's settings, the seats whose screens
  are elsewhere and the "not saved" line;
- a request carries an ``id`` and gets one ``reply`` with the same ``id``: ``move``,
  ``refusal``, ``cut``, ``view`` (of an earlier deal), ``hints``, ``ready``, ``claim``
  (taking a seat back with its secret) and ``rename``.

The table answers for the ticket's seat only: a move names no player (the seat is the
player), a view is the seat's own or the public one, and a spectator's requests are
refused. A screen that does not read what it is sent is cut off once
:data:`BUFFER_LIMIT` bytes wait for it; the table never waits for a screen.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import itertools
import json
import secrets
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.table.protocol import (
    VIEW_FORMAT,
    HintsMessage,
    MoveMessage,
    ProtocolError,
    decode,
    encode,
    view_json,
)
from pontoon_tui.table.service import Table, TableSettings

if TYPE_CHECKING:
    from pontoon_tui.engine.said import Said
    from pontoon_tui.engine.views import TableView
    from pontoon_tui.table.protocol import Hint, SeatMove

LINK_FORMAT = "pontoon-link/1"
LINE_LIMIT = 1 << 20
"""The longest line either side takes (a view of a long session is some tens of kB)."""
BUFFER_LIMIT = 4 << 20
"""The most bytes the table lets wait for one screen before it cuts that screen off."""
REPLY_TIMEOUT = 15.0
"""Seconds a screen waits for the table's reply before it says the table is gone."""
REQUESTS = ("move", "refusal", "cut", "view", "hints", "ready", "claim", "rename")
SECRET_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
SECRET_LENGTH = 6
WRONG_SECRETS = 5
"""Wrong secrets a screen may give before it is cut off."""
RENAMES_KEPT = 1024
"""The most devices whose chosen name the link remembers (the oldest are forgotten)."""


class LinkClosed(ConnectionError):
    """The table is gone, or sent something that is not ``pontoon-link/1``."""


def _line(message: dict[str, Any]) -> bytes:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


# ----- the table's side ----------------------------------------------------------------


class _Screen:
    """One connected screen: whose it is, the seat it holds, and where its messages go."""

    def __init__(
        self,
        name: str,
        writer: asyncio.StreamWriter,
        asked: str | None = None,
        device: str | None = None,
    ) -> None:
        self.name = name
        self.asked = asked
        self.device = device
        self.writer = writer
        self.closed = False
        self.wrong_secrets = 0


class LinkServer:
    """Serves ``table`` to the screens the door lets in.

    A seat played from a device (``table.settings.remote``) is held by one screen at a
    time: the first screen of that name to join while the session is in play takes it and
    is given the seat's secret. While the seat is away (its screen has gone), a screen of
    that name takes it back with the secret, or with the host's approval
    (:meth:`approve`); until then it watches.

    Args:
        table: the table, played in this process's event loop.

    Attributes:
        on_join: called with a person's name when their screen connects, and
            ``on_leave`` when it goes.
        on_change: called when a seat is taken, taken back or left away.
    """

    def __init__(self, table: Table) -> None:
        self.table = table
        self.tickets: dict[str, str] = {}
        self.asked: dict[str, str] = {}
        self.devices: dict[str, str] = {}
        """The device a ticket was given to, where the door knows its devices."""
        self.last_device: dict[str, str] = {}
        """For each seat, the device whose screen held it last (if the door knows it)."""
        self.renamed: dict[str, str] = {}
        """The name a device's player last chose at the table (``n``, "Another name")."""
        self.screens: list[_Screen] = []
        self.holders: dict[str, _Screen] = {}
        self.server: asyncio.AbstractServer | None = None
        self.tasks: set[asyncio.Task[None]] = set()
        self.on_join: Callable[[str], None] | None = None
        self.on_leave: Callable[[str], None] | None = None
        self.on_change: Callable[[], None] | None = None
        self.sessions = 0
        """How many sessions the table has begun or resumed while serving."""
        self._session: object = None
        table.listeners.append(self.publish)

    def admit(self, name: str, asked: str | None = None, *, device: str | None = None) -> str:
        """A ticket for ``name``'s screen to open the link with (``asked``: the name its
        player asked for, when another device had it; ``device``: the door's own name for
        the device, where it knows its devices: a seat that is away comes back without its
        secret to the device that held it last, see :meth:`retire`)."""
        ticket = secrets.token_urlsafe(24)
        self.tickets[ticket] = name
        if asked is not None and asked != name:
            self.asked[ticket] = asked
        if device is not None:
            self.devices[ticket] = device
        return ticket

    def retire(self, device: str, name: str) -> None:
        """``device`` is back as ``name``: if a screen of it of that name is still
        connected (a connection that died without a word), it is cut off, so that the new
        one may take its seat back."""
        for screen in list(self.screens):
            if screen.device == device and screen.name.casefold() == name.casefold():
                self._drop(screen)

    def revoke(self, ticket: str) -> None:
        """The ticket opens nothing any more (its connection has ended)."""
        self.tickets.pop(ticket, None)
        self.asked.pop(ticket, None)
        self.devices.pop(ticket, None)

    async def start(self, path: Path) -> None:
        """Listen on the socket ``path`` (its folder should be the host's own)."""
        self.server = await asyncio.start_unix_server(self._serve, str(path), limit=LINE_LIMIT)
        path.chmod(0o600)

    def farewell(self, reason: str) -> None:
        """Tell every screen the table is closing (each ends itself, putting its player's
        terminal back as it was)."""
        for screen in list(self.screens):
            self._send(screen, {"format": LINK_FORMAT, "type": "bye", "reason": reason})

    def close(self) -> None:
        """Stop listening and cut every screen off."""
        if self.server is not None:
            self.server.close()
        for screen in list(self.screens):
            self._drop(screen)
        for task in list(self.tasks):
            task.cancel()
        with contextlib.suppress(ValueError):
            self.table.listeners.remove(self.publish)

    # ----- seats ---------------------------------------------------------------------

    def remote_seats(self) -> frozenset[str]:
        """The seats of the session in play that are played from devices."""
        table = self.table
        if not table.in_play:
            return frozenset()
        return table.settings.remote - table.settings.computers

    @property
    def secrets(self) -> dict[str, str]:
        """Each remote seat's secret, made when a screen first takes it (kept with the
        session, for a host started again)."""
        return self.table.secrets

    def named(self, screen: _Screen) -> str | None:
        """The remote seat of ``screen``'s name (a table cannot tell names apart by their
        capitals alone), or None."""
        if not self.table.in_play:
            return None
        wanted = screen.name.casefold()
        return next((s for s in self.table.settings.remote if s.casefold() == wanted), None)

    def seat_of(self, screen: _Screen) -> str | None:
        """The seat ``screen`` plays, or None while it watches."""
        seat = self.named(screen)
        if seat is None or self.holders.get(seat) is not screen:
            return None
        return seat if seat in self.remote_seats() else None

    def pending(self, screen: _Screen) -> str | None:
        """The seat ``screen`` may take back (its name's seat, away, even while the
        computer stands in for it), or None."""
        seat = self.named(screen)
        if seat is None or seat not in self.secrets:
            return None
        holder = self.holders.get(seat)
        return seat if holder is None or holder.closed else None

    @property
    def away(self) -> tuple[str, ...]:
        """The seats played from devices that nobody's screen holds now, in seating order
        (the computer may be standing in for them)."""
        if not self.table.in_play:
            return ()
        remote = self.table.settings.remote
        return tuple(p for p in self.table.active.players if p in remote and p not in self.holders)

    def _seat_everyone(self) -> None:
        """Each screen whose name is a free remote seat that has no secret yet takes it;
        a new session (a rematch) keeps the screens in their seats and the secrets."""
        if self.table.session is not self._session:
            self._session = self.table.session
            self.sessions += 1
            remote = self.remote_seats()
            self.holders = {s: h for s, h in self.holders.items() if s in remote and not h.closed}
        remote = self.remote_seats()
        for screen in self.screens:
            seat = self.named(screen)
            if seat in remote and seat not in self.holders and seat not in self.secrets:
                self._hold(seat, screen)

    def _hold(self, seat: str, screen: _Screen) -> None:
        self.holders[seat] = screen
        if screen.device is not None:
            self.last_device[seat] = screen.device
        else:
            self.last_device.pop(seat, None)
        if seat not in self.secrets:
            self.secrets[seat] = new_secret()
            self.table.save()  # kept with the session before anyone is told it
        screen.wrong_secrets = 0
        if self.on_change is not None:
            self.on_change()

    def approve(self, seat: str) -> bool:
        """The host lets the screen that asks for ``seat`` (away) take it back without
        the secret; whether one was asking."""
        for screen in self.screens:
            if self.pending(screen) == seat:
                self._hold(seat, screen)
                self.publish()
                return True
        return False

    def asking(self) -> tuple[str, ...]:
        """The away seats a connected screen could take back now."""
        return tuple(seat for s in self.screens if (seat := self.pending(s)) is not None)

    @property
    def connected(self) -> tuple[str, ...]:
        """The names of the screens connected now, in the order they came."""
        return tuple(screen.name for screen in self.screens if not screen.closed)

    # ----- what each screen is sent --------------------------------------------------

    def state(self, screen: _Screen) -> dict[str, Any]:
        """What ``screen`` is sent after every change."""
        table = self.table
        seat = self.seat_of(screen)
        message: dict[str, Any] = {"format": LINK_FORMAT, "type": "state", "name": screen.name}
        message["seat"] = seat
        message["secret"] = None if seat is None else self.secrets.get(seat)
        message["pending"] = self.pending(screen)
        message["asked"] = screen.asked if screen.asked != screen.name else None
        message["in_play"] = table.in_play
        message["joined"] = list(self.connected)
        message["session"] = self.sessions
        if table.in_play:
            message["computers"] = sorted(table.settings.computers)
            message["hints"] = table.settings.hints
            message["people"] = list(table.people)
            message["remote"] = sorted(table.settings.remote)
            message["away"] = list(self.away)
            message["save_warning"] = table.save_warning
            message["public"] = view_json(table.view())
            message["own"] = None if seat is None else view_json(table.view(seat))
        return message

    def publish(self) -> None:
        """Send every screen its state (seating the screens of a session just begun)."""
        self._seat_everyone()
        for screen in list(self.screens):
            self._send(screen, self.state(screen))

    def _send(self, screen: _Screen, message: dict[str, Any]) -> None:
        if screen.closed:
            return
        transport = screen.writer.transport
        if transport.get_write_buffer_size() > BUFFER_LIMIT:
            self._drop(screen)  # it does not read: cut off, never waited for
            return
        screen.writer.write(_line(message))

    def _drop(self, screen: _Screen) -> None:
        if screen.closed:
            return
        screen.closed = True
        screen.writer.transport.abort()
        if screen in self.screens:
            self.screens.remove(screen)
        held = [seat for seat, holder in self.holders.items() if holder is screen]
        for seat in held:
            del self.holders[seat]  # away: its secret (or the host) gives it back
        if self.on_leave is not None:
            self.on_leave(screen.name)
        if held:
            self.publish()
            if self.on_change is not None:
                self.on_change()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        with contextlib.suppress(asyncio.CancelledError):  # (the link closing: it ends quietly)
            await self._converse(reader, writer)

    async def _converse(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        try:
            hello = json.loads(await asyncio.wait_for(reader.readline(), REPLY_TIMEOUT))
            ticket = str(hello.get("ticket", "")) if isinstance(hello, dict) else ""
            name = self.tickets.get(ticket)
        except (ValueError, TimeoutError, asyncio.LimitOverrunError, ConnectionError):
            name = None
        if name is None:
            writer.transport.abort()
            return
        screen = _Screen(name, writer, self.asked.get(ticket), self.devices.get(ticket))
        self.screens.append(screen)
        seat = self.pending(screen)
        if (
            seat is not None
            and screen.device is not None
            and self.last_device.get(seat) == screen.device
        ):
            self._hold(seat, screen)  # the device that held it last: no secret asked
        if self.on_join is not None:
            self.on_join(name)
        self.publish()
        try:
            while not screen.closed:
                line = await reader.readline()
                if not line:
                    break
                self._send(screen, self.answer(screen, line))
        except (ValueError, ConnectionError):
            pass
        finally:
            self._drop(screen)

    def answer(self, screen: _Screen, line: bytes) -> dict[str, Any]:
        """The reply to one request line from ``screen``."""
        reply: dict[str, Any] = {"format": LINK_FORMAT, "type": "reply", "id": None}
        try:
            request = json.loads(line)
            if not isinstance(request, dict) or request.get("type") not in REQUESTS:
                raise ProtocolError("not a request")
            reply["id"] = request.get("id")
            reply.update(self._answer(screen, request))
        except (ValueError, TypeError) as error:
            reply["error"] = str(error)[:200]
        return reply

    def _claim(self, screen: _Screen, typed: object) -> dict[str, Any]:
        seat = self.pending(screen)
        if seat is None:
            return {"reason": "there is no seat to take back"}
        if not isinstance(typed, str) or not hmac.compare_digest(
            typed.strip().lower().encode(), self.secrets[seat].encode()
        ):
            screen.wrong_secrets += 1
            if screen.wrong_secrets >= WRONG_SECRETS:
                self._drop(screen)
            return {"reason": f"that is not {seat}'s secret"}
        self._hold(seat, screen)
        self.publish()
        return {"reason": None}

    def _rename(self, screen: _Screen, name: object) -> dict[str, Any]:
        from pontoon_tui.engine.names import name_problem

        if self.seat_of(screen) is not None:
            return {"reason": f"you play {screen.name}'s seat: that name stays"}
        if not isinstance(name, str):
            raise ProtocolError("a name is text")
        name = name.strip()
        problem = name_problem(name)
        if problem is not None:
            return {"reason": problem}
        if name != screen.name and name in self.connected:
            return {"reason": f"another device at the table is called {name}"}
        screen.name, screen.asked = name, None
        if screen.device is not None:
            self.renamed.pop(screen.device, None)
            self.renamed[screen.device] = name
            while len(self.renamed) > RENAMES_KEPT:
                del self.renamed[next(iter(self.renamed))]
        if self.on_change is not None:
            self.on_change()
        self.publish()
        return {"reason": None}

    def _answer(self, screen: _Screen, request: dict[str, Any]) -> dict[str, Any]:
        table = self.table
        kind = request["type"]
        if kind == "rename":
            return self._rename(screen, request.get("name"))
        if not table.in_play:
            return {"reason": "no session is in play yet"}
        if kind == "claim":
            return self._claim(screen, request.get("secret"))
        seat = self.seat_of(screen)
        if kind == "ready":
            return {"ready": table.strategies_ready}
        if kind == "view":
            deal = request.get("deal")
            deals = len(table.view().deals)
            if deal is not None and (type(deal) is not int or not 0 <= deal < deals):
                raise ProtocolError("no such deal")
            viewer = None if request.get("public", True) else seat
            return {"view": view_json(table.view(viewer, deal))}
        if seat is None:
            return {"reason": f"{screen.name} is watching: only the seats' players move"}
        if kind == "cut":
            return {"reason": table.cut(seat)}
        if kind == "hints":
            if not table.strategies_ready:
                return {"hints": None}
            return {"hints": encode(HintsMessage(seat, tuple(table.hints(seat))))["hints"]}
        message = decode(
            {"format": VIEW_FORMAT, "type": "move", "seat": seat, "move": request.get("move")}
        )
        assert isinstance(message, MoveMessage)
        if kind == "refusal":
            return {"reason": table.refusal(seat, message.move)}
        return {"reason": table.submit(seat, message.move)}


def new_secret() -> str:
    """A seat's secret: six characters without look-alikes."""
    return "".join(secrets.choice(SECRET_ALPHABET) for _ in range(SECRET_LENGTH))


# ----- a screen's side -----------------------------------------------------------------


class RemoteTable:
    """The table as a seat's screens in another process see it (a
    :class:`~pontoon_tui.table.client.TableClient`): the latest state the table sent, and
    requests answered over the link.

    Args:
        path: the table's socket.
        ticket: what the door gave this screen to open the link with.
        on_change: called (from the link's own thread) after each new state, and when
            the link closes.
    """

    path_shown = None

    def __init__(self, path: str, ticket: str, on_change: Callable[[], None] | None = None) -> None:
        self.on_change = on_change
        self.closed: str | None = None
        self._state: dict[str, Any] = {}
        self._views: dict[tuple[bool, int | None], TableView] = {}
        self._replies: dict[int, dict[str, Any]] = {}
        self._waiting: dict[int, threading.Event] = {}
        self._ids = itertools.count(1)
        self._lock = threading.Lock()
        self._first = threading.Event()
        self._socket = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            self._socket.settimeout(REPLY_TIMEOUT)
            self._socket.connect(path)
            self._socket.settimeout(None)
            self._socket.sendall(_line({"type": "hello", "ticket": ticket}))
        except OSError as error:
            self._socket.close()
            raise LinkClosed(f"the table cannot be reached: {error.strerror or error}") from None
        self._file = self._socket.makefile("rb")
        threading.Thread(target=self._read, name="pontoon-link", daemon=True).start()
        if not self._first.wait(REPLY_TIMEOUT) or self.closed:
            self.close()
            raise LinkClosed(self.closed or "the table did not answer")

    # ----- the link ------------------------------------------------------------------

    def _read(self) -> None:
        reason = "the table has closed"
        try:
            for raw in self._file:
                if len(raw) > LINE_LIMIT:
                    reason = "the table sent too long a line"
                    break
                message = json.loads(raw)
                if not isinstance(message, dict):
                    raise ProtocolError("not an object")
                if message.get("type") == "bye":
                    reason = str(message.get("reason", "the table has closed"))[:200]
                    break
                if message.get("type") == "state":
                    self._take_state(message)
                elif message.get("type") == "reply" and isinstance(message.get("id"), int):
                    self._take_reply(message)
        except (OSError, ValueError):
            reason = "the link to the table broke"
        self.closed = self.closed or reason
        for event in list(self._waiting.values()):
            event.set()
        self._first.set()
        if self.on_change is not None:
            self.on_change()

    def _take_state(self, message: dict[str, Any]) -> None:
        from pontoon_tui.table.protocol import read_view

        views: dict[tuple[bool, int | None], TableView] = {}
        for key, public in (("public", True), ("own", False)):
            if message.get(key) is not None:
                views[(public, None)] = read_view(message[key])
        with self._lock:
            self._state = message
            self._views = views
        self._first.set()
        if self.on_change is not None:
            self.on_change()

    def _take_reply(self, message: dict[str, Any]) -> None:
        number = message["id"]
        event = self._waiting.get(number)
        if event is not None:
            self._replies[number] = message
            event.set()

    def request(self, kind: str, **fields: Any) -> dict[str, Any]:
        """Send a request and wait for its reply; raises :class:`LinkClosed`."""
        if self.closed:
            raise LinkClosed(self.closed)
        number = next(self._ids)
        event = threading.Event()
        self._waiting[number] = event
        try:
            self._socket.sendall(_line({"id": number, "type": kind, **fields}))
            if not event.wait(REPLY_TIMEOUT):
                raise LinkClosed("the table did not answer")
        except OSError:
            raise LinkClosed("the link to the table broke") from None
        finally:
            self._waiting.pop(number, None)
        reply = self._replies.pop(number, None)
        if reply is None:
            raise LinkClosed(self.closed or "the table did not answer")
        if "error" in reply:
            raise ProtocolError(str(reply["error"]))
        return reply

    def close(self) -> None:
        """Leave the table."""
        self.closed = self.closed or "left the table"
        with contextlib.suppress(OSError):
            self._socket.shutdown(socket.SHUT_RDWR)
        self._socket.close()

    # ----- what the screens ask ------------------------------------------------------

    @property
    def name(self) -> str:
        """The name this screen joined with."""
        return str(self._state.get("name", ""))

    @property
    def seat(self) -> str | None:
        """The seat this screen plays, or None while it watches."""
        seat = self._state.get("seat")
        return seat if isinstance(seat, str) else None

    @property
    def secret(self) -> str | None:
        """The secret of the seat this screen holds (shown only to its player)."""
        secret = self._state.get("secret")
        return secret if isinstance(secret, str) else None

    @property
    def asked(self) -> str | None:
        """The name this screen's player asked for, when another device had it."""
        asked = self._state.get("asked")
        return asked if isinstance(asked, str) else None

    @property
    def pending(self) -> str | None:
        """The seat this screen may take back (its name's, away), or None."""
        seat = self._state.get("pending")
        return seat if isinstance(seat, str) else None

    @property
    def away(self) -> tuple[str, ...]:
        """The seats played from devices that nobody's device holds now."""
        names = self._state.get("away", ())
        return tuple(n for n in names if isinstance(n, str)) if isinstance(names, list) else ()

    def rename(self, name: str) -> str | None:
        """Join under another name (not while holding a seat); why not, or None."""
        reason = self.request("rename", name=name).get("reason")
        return reason if isinstance(reason, str) else None

    def claim(self, secret: str) -> str | None:
        """Take back the seat this screen's name plays with its secret; why not, or None."""
        reason = self.request("claim", secret=secret).get("reason")
        return reason if isinstance(reason, str) else None

    @property
    def session(self) -> int:
        """Which of the table's sessions the state is of (a rematch is a new one)."""
        number = self._state.get("session", 0)
        return number if isinstance(number, int) else 0

    @property
    def joined(self) -> tuple[str, ...]:
        """The names of the devices at the table now."""
        names = self._state.get("joined", ())
        return tuple(n for n in names if isinstance(n, str)) if isinstance(names, list) else ()

    @property
    def settings(self) -> TableSettings:
        """The computer's seats and whether hints are on."""
        state = self._state
        computers, remote = (
            frozenset(state.get("computers", ())),
            frozenset(state.get("remote", ())),
        )
        return TableSettings(computers, bool(state.get("hints")), remote)

    @property
    def in_play(self) -> bool:
        """Whether a session is in play."""
        return bool(self._state.get("in_play")) and (True, None) in self._views

    @property
    def serial(self) -> int:
        """How many events the session has taken."""
        return self.view().serial

    @property
    def people(self) -> tuple[str, ...]:
        """The seats people play."""
        return tuple(self._state.get("people", ()))

    @property
    def strategies_ready(self) -> bool:
        """Whether hints may be worked out now without holding the table still."""
        return bool(self.request("ready").get("ready"))

    @property
    def save_warning(self) -> str | None:
        """The host's "not saved" line, while the session on disk is behind."""
        warning = self._state.get("save_warning")
        return warning if isinstance(warning, str) else None

    @property
    def path(self) -> Path | None:
        """The session's file is the host's: none here."""
        return None

    def view(self, viewer: str | None = None, deal: int | None = None) -> TableView:
        """The seat's own view (``viewer`` is its seat) or the public one, now or of the
        deal at index ``deal``."""
        from pontoon_tui.table.protocol import read_view

        public = viewer is None or viewer != self.seat
        with self._lock:
            latest = self._views.get((public, None))
            views = self._views
        if latest is None:
            raise LinkClosed(self.closed or "no session is in play")
        if deal is None or deal == latest.deal_index:
            return latest
        kept = views.get((public, deal))
        if kept is None or kept.serial != latest.serial:
            reply = self.request("view", deal=deal, public=public)
            kept = read_view(reply["view"])
            with self._lock:
                if self._views is views:
                    views[(public, deal)] = kept
        return kept

    def is_computer(self, player: str | None) -> bool:
        """Whether the computer plays ``player``'s seat."""
        return player in self.settings.computers

    def computer_due(self) -> str | None:
        """The computer seat whose decision the session waits for, if any."""
        nxt = self.view().next
        if nxt is None or nxt.player is None or not self.is_computer(nxt.player):
            return None
        return nxt.player if nxt.type in ("stake", "double", "play", "bank") else None

    def play_computer(self, seat: str) -> list[Said]:
        """The host's terminal plays the computer's seats, never a seat's own screen."""
        raise LinkClosed("the computer's seats are played at the host's terminal")

    def submit(self, seat: str, move: SeatMove) -> str | None:
        """Send ``move``; the reason the table refused it, or None."""
        return self._reason("move", move)

    def refusal(self, seat: str, move: SeatMove) -> str | None:
        """Why the table would refuse ``move`` now, or None."""
        return self._reason("refusal", move)

    def _reason(self, kind: str, move: SeatMove) -> str | None:
        data = move.to_json()
        del data["player"]
        reason = self.request(kind, move=data).get("reason")
        return reason if isinstance(reason, str) else None

    def cut(self, seat: str) -> str | None:
        """Cut for the bank (one round)."""
        reason = self.request("cut").get("reason")
        return reason if isinstance(reason, str) else None

    def hints(self, seat: str) -> list[Hint]:
        """The hints for the seat's hand in play (none while they are being worked out)."""
        hints = self.request("hints").get("hints")
        if hints is None:
            return []
        message = decode({"format": VIEW_FORMAT, "type": "hints", "seat": seat, "hints": hints})
        assert isinstance(message, HintsMessage)
        return list(message.hints)
