"""The SSH door: players join the table from their own terminals with any SSH client.

``ssh -p 2222 bob@192.168.1.20`` asks for a password: the table code. The user name is
the player's name. Each connection gets a terminal of its own on this machine (a
pseudo-terminal) running ``pontoon seat``, the seat's screens, which talk to the table
over the link (:mod:`pontoon_tui.table.link`) with a ticket the door gives it: a crash of
one player's screens never reaches another's, and each connection is only ever sent the
views its ticket may see.

The door offers the game and nothing else: a command, a subsystem (SFTP), port, X11
and agent forwarding are refused; a connection without a terminal is told to ask for
one. What a client sends is bounded: its name is cleaned and cut, its terminal type
checked, its typing limited to :data:`INPUT_RATE` bytes a second, its window size kept
within reason; output a client does not read is let pile up to :data:`OUTPUT_LIMIT`
bytes, then the client is cut off (the table never waits for it).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import math
import os
import random
import re
import signal
import struct
import sys
import termios
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.door.codes import Attempts, new_code, shown_code
from pontoon_tui.door.hostkey import fingerprint, host_key, import_asyncssh_quietly
from pontoon_tui.engine.names import MAX_NAME, name_problem

import_asyncssh_quietly()
import asyncssh  # noqa: E402

if TYPE_CHECKING:
    from pontoon_tui.door.web import WebDoor
    from pontoon_tui.table.link import LinkServer

DEFAULT_PORT = 2222
MAX_CONNECTIONS = 16
"""The most connections at once, logged in or not (8 seats and their spectators)."""
LOGIN_SECONDS = 30
"""How long a connection may take to give the code before it is dropped."""
OUTPUT_LIMIT = 1 << 20
"""Bytes of screen output that may wait for one client before it is cut off."""
INPUT_RATE = 2048
"""Bytes a second a client may type (a burst of :data:`INPUT_BURST` first)."""
INPUT_BURST = 8192
MAX_SIZE = (500, 200)
"""The largest window a client may claim (columns, rows)."""
TERM_PATTERN = re.compile(r"[A-Za-z0-9._+-]{1,40}")
NOTHING_ELSE = b"This door offers a game of Pontoon and nothing else.\r\n"


def player_name(username: str, taken: Callable[[str], bool]) -> str:
    """The seat name a user name proposes: cleaned to the letters, digits and marks a
    name may hold, cut to the longest name, and numbered when another device at the
    table has it (``Bob2``); ``Player`` when nothing is left of it."""
    kept = "".join(c for c in username if c.isalnum() or c in "-_.")[:MAX_NAME]
    name = kept if kept and name_problem(kept) is None else "Player"
    number = 1
    candidate = name
    while taken(candidate):
        number += 1
        suffix = str(number)
        candidate = name[: MAX_NAME - len(suffix)] + suffix
    return candidate


def terminal_type(asked: str | None) -> str:
    """The terminal type the seat's screens are told: the client's, if it is a plain
    name, else one every terminal of today understands."""
    if asked and TERM_PATTERN.fullmatch(asked):
        return asked
    return "xterm-256color"


def window(columns: int, rows: int) -> tuple[int, int]:
    """A window size the door passes on: within 1 and :data:`MAX_SIZE`."""
    return max(1, min(columns, MAX_SIZE[0])), max(1, min(rows, MAX_SIZE[1]))


def set_window(fd: int, columns: int, rows: int) -> None:
    """Tell the pseudo-terminal ``fd`` its window's size."""
    columns, rows = window(columns, rows)
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def addresses(bind: str) -> list[tuple[str, str]]:
    """The addresses players may join at, each with a note: the one the door is bound
    to, or this machine's address on its network and this machine itself."""
    import socket

    if bind and bind not in ("0.0.0.0", "::"):
        return [(bind, "")]
    found: list[str] = []
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the route
        found.append(probe.getsockname()[0])
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found and not address.startswith("127."):
                found.append(address)
    out = [(address, "") for address in found]
    return [*out, ("localhost", "from this machine")]


class TypingLimit:
    """What a client may type: :data:`INPUT_RATE` bytes a second after a burst of
    :data:`INPUT_BURST`; what comes faster is dropped (both doors).

    Args:
        now: the time it starts, in seconds.
    """

    def __init__(self, now: float) -> None:
        self.allowance = float(INPUT_BURST)
        self.last = now

    def take(self, data: bytes, now: float) -> bytes:
        """The part of ``data``, typed at ``now``, that may go on."""
        self.allowance = min(INPUT_BURST, self.allowance + (now - self.last) * INPUT_RATE)
        self.last = now
        if len(data) > self.allowance:
            data = data[: int(self.allowance)]
        self.allowance -= len(data)
        return data


class Door:
    """The SSH server that lets players in.

    Args:
        port: the TCP port to listen on.
        bind: the address to listen on (all of this machine's by default).
        key_path: where the host key is kept (default: see :func:`host_key_path`).
        rng: what makes the table code (a system source of randomness by default).
    """

    def __init__(
        self,
        port: int = DEFAULT_PORT,
        bind: str = "",
        key_path: Path | None = None,
        rng: random.Random | None = None,
    ) -> None:
        self.port = port
        self.bind = bind
        self.key = host_key(key_path)
        self.fingerprint = fingerprint(self.key)
        self.code = new_code(rng or random.SystemRandom())
        self.attempts = Attempts()
        self.connections = 0
        self.link: LinkServer | None = None
        self.opening = port
        """The port :meth:`open` opens now, or opened last (the one to name if it fails)."""
        self.socket_path: Path | None = None
        self.server: asyncssh.SSHAcceptor | None = None
        self.children: set[asyncio.subprocess.Process] = set()
        self.web: WebDoor | None = None
        """The browser door beside this one (``pontoon host --web``), if any."""

    @property
    def shown_code(self) -> str:
        """The code as the lobby shows it (``k7qm-x3fa``)."""
        return shown_code(self.code)

    def join_lines(self) -> list[str]:
        """``ssh -t -p 2222 yourname@192.168.1.20``: the command that joins this table,
        for each address of this machine the door listens on."""
        port = "" if self.port == 22 else f"-p {self.port} "
        lines = []
        for address, where in addresses(self.bind):
            host = f"[{address}]" if ":" in address else address
            lines.append(f"ssh -t {port}yourname@{host}" + (f"   ({where})" if where else ""))
        return lines

    def web_urls(self) -> list[str]:
        """The browser door's addresses, the code in them (none without ``--web``)."""
        return [] if self.web is None else self.web.join_urls()

    async def open(self, link: LinkServer, socket_path: Path) -> None:
        """Listen for players; their screens talk to ``link`` at ``socket_path``."""
        self.link = link
        self.socket_path = socket_path
        if self.web is not None:
            self.opening = self.web.port
            await self.web.open(link, socket_path)
        self.opening = self.port
        self.server = await asyncssh.create_server(
            lambda: _Connection(self),
            self.bind or None,
            self.port,
            server_host_keys=[self.key],
            process_factory=self._serve,
            encoding=None,
            line_editor=False,
            login_timeout=LOGIN_SECONDS,
            agent_forwarding=False,
            x11_forwarding=False,
            allow_scp=False,
            keepalive_interval=15,
            keepalive_count_max=4,
        )

    @property
    def browsers(self) -> int:
        """The browser tabs playing through the browser door now."""
        return 0 if self.web is None else len(self.web.services)

    async def open_web(self, port: int = 8080) -> None:
        """Serve the seat screens to browsers too, on ``port`` (the lobby's switch, for a
        door opened without ``--web``); raises :class:`OSError` when the port cannot be
        had."""
        from pontoon_tui.door.web import WebDoor

        assert self.link is not None and self.socket_path is not None
        web = WebDoor(self, port=port, bind=self.bind)
        self.opening = port
        await web.open(self.link, self.socket_path)
        self.web = web

    async def closed(self, limit: float) -> None:
        """Wait up to ``limit`` seconds for every player's screens to end."""
        loop = asyncio.get_running_loop()
        until = loop.time() + limit
        while self.children and loop.time() < until:
            await asyncio.sleep(0.05)

    def close(self) -> None:
        """Stop listening and end every player's screens."""
        if self.web is not None:
            with contextlib.suppress(RuntimeError):  # (no loop left: nothing to close)
                asyncio.get_running_loop().create_task(self.web.close())
        if self.server is not None:
            self.server.close()
        for child in list(self.children):
            with contextlib.suppress(ProcessLookupError):
                child.kill()

    async def _serve(self, process: asyncssh.SSHServerProcess[bytes]) -> None:
        if process.command is not None or process.subsystem is not None:
            process.stderr.write(NOTHING_ELSE)
            process.exit(1)
            return
        if process.get_terminal_type() is None:
            process.stderr.write(
                NOTHING_ELSE + b"It needs a terminal: join with ssh -t (see the host's screen).\r\n"
            )
            process.exit(1)
            return
        assert self.link is not None and self.socket_path is not None
        link = self.link
        username = str(process.get_extra_info("username") or "")
        name = player_name(username, lambda n: n in link.connected)
        ticket = link.admit(name, asked=player_name(username, lambda _: False))
        try:
            await self._play(process, ticket)
        finally:
            link.revoke(ticket)
            with contextlib.suppress(OSError, BrokenPipeError):
                process.exit(0)

    async def _play(self, process: asyncssh.SSHServerProcess[bytes], ticket: str) -> None:
        master, slave = os.openpty()
        columns, rows, _, _ = process.get_terminal_size()
        set_window(master, columns or 80, rows or 24)
        env = self.environment(terminal_type(process.get_terminal_type()), ticket)
        try:
            child = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "pontoon_tui", "seat",
                stdin=slave, stdout=slave, stderr=slave, env=env, start_new_session=True,
            )  # fmt: skip
        finally:
            os.close(slave)
        self.children.add(child)
        loop = asyncio.get_running_loop()
        done = loop.create_future()

        def finished() -> None:
            loop.remove_reader(master)
            if not done.done():
                done.set_result(None)

        def readable() -> None:
            try:
                data = os.read(master, 65536)
            except OSError:
                data = b""
            if not data:
                finished()
                return
            if process.channel.get_write_buffer_size() > OUTPUT_LIMIT:
                process.channel.abort()  # it does not read: cut off, never waited for
                finished()
                return
            try:
                process.stdout.write(data)
            except (BrokenPipeError, ConnectionError):  # the client has gone: the screens end
                finished()

        loop.add_reader(master, readable)
        typing = asyncio.ensure_future(self._typing(process, master))
        try:
            await asyncio.wait([done, typing], return_when=asyncio.FIRST_COMPLETED)
        finally:
            typing.cancel()
            loop.remove_reader(master)
            with contextlib.suppress(ProcessLookupError):
                child.send_signal(signal.SIGHUP)
            try:
                await asyncio.wait_for(child.wait(), 3)
            except TimeoutError:
                with contextlib.suppress(ProcessLookupError):
                    child.kill()
                await child.wait()
            self.children.discard(child)
            os.close(master)

    async def _typing(self, process: asyncssh.SSHServerProcess[bytes], master: int) -> None:
        """Pass the client's keys and window changes on, at most :data:`INPUT_RATE`
        bytes a second (what comes faster is dropped)."""
        loop = asyncio.get_running_loop()
        limit = TypingLimit(loop.time())
        while True:
            try:
                data = await process.stdin.read(4096)
            except asyncssh.TerminalSizeChanged as change:
                set_window(master, change.width, change.height)
                continue
            if not data:
                return
            data = limit.take(data, loop.time())
            if data:
                os.write(master, data)

    def environment(self, term: str, ticket: str) -> dict[str, str]:
        """The seat's screens' environment: the terminal, the link and ticket, and only
        what the game needs of the host's own."""
        assert self.socket_path is not None
        kept = ("PATH", "HOME", "PYTHONPATH", "LANG", "LC_ALL", "XDG_DATA_HOME")
        env = {key: os.environ[key] for key in kept if key in os.environ}
        env.setdefault("LANG", "C.UTF-8")
        env.update(
            TERM=term,
            COLORTERM="truecolor",
            PONTOON_LINK=str(self.socket_path),
            PONTOON_TICKET=ticket,
            PONTOON_CONFIG_DIR=str(self.socket_path.parent / "config"),
        )
        return env


class _Connection(asyncssh.SSHServer):
    """One client: refused when the door is full; let in by the table code."""

    def __init__(self, door: Door) -> None:
        self.door = door
        self.address = "?"
        self.counted = False
        self.conn: asyncssh.SSHServerConnection | None = None

    def connection_made(self, conn: asyncssh.SSHServerConnection) -> None:
        self.conn = conn
        peer = conn.get_extra_info("peername")
        self.address = str(peer[0]) if peer else "?"
        if self.door.connections + self.door.browsers >= MAX_CONNECTIONS:
            conn.close()
            return
        self.door.connections += 1
        self.counted = True

    def connection_lost(self, exc: Exception | None) -> None:
        if self.counted:
            self.door.connections -= 1
            self.counted = False

    def begin_auth(self, username: str) -> bool:
        return True  # every user name must give the code

    def password_auth_supported(self) -> bool:
        return True

    def validate_password(self, username: str, password: str) -> bool:
        attempts, now = self.door.attempts, asyncio.get_running_loop().time()
        waited = attempts.waiting(self.address, now)
        if attempts.check(self.address, password, self.door.code, now):
            return True
        wait = waited or attempts.waiting(self.address, now)
        if wait:
            said = f"Too many wrong codes from here: try again in {math.ceil(wait)} s."
        else:
            said = "That is not this table's code (the host's screen shows it)."
        if self.conn is not None:
            self.conn.send_auth_banner(said + "\r\n")
        return False

    def connection_requested(self, *_: Any) -> bool:
        return False  # no port forwarding

    def server_requested(self, *_: Any) -> bool:
        return False

    def unix_connection_requested(self, *_: Any) -> bool:
        return False

    def unix_server_requested(self, *_: Any) -> bool:
        return False
