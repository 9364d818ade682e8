"""What a player at a phone's browser waits for, next to a player over SSH measured the
same way in the same run.

    python3 benchmarks/web_bench.py [--seats N] [--rounds R]

A table, its link, the SSH door and the browser door run in this process's event loop, as
under ``pontoon host --web``. N players join from Debian's Chromium, headless, each page a
phone held upright (412 x 915 CSS pixels, touch, pixel ratio 2.625: a terminal of about
44 x 43); then, for the baseline, N players join over SSH with asyncssh's client on a
pseudo-terminal of the size the phones got. Both sides are read the same way: the bytes
each client is sent, with the time they arrive (a page's through its websocket).

* scan to seat screen: from the phone's tap on "Join" (the page opened from the QR code's
  address, the name typed) to the last byte of its first whole screen ("You have joined
  the table"; settled: nothing more for 0.2 s); the median over the phones. Against the
  SSH join (connection opened to the same screen, settled), the median over as many.
* a move reaching every seat: the N players hold the table's N seats (everyone's screen is
  a seat's); the table takes each player's stake in turn, and each screen is timed from the
  move to the last byte of the redraw it causes (settled). The
  median and the 95th percentile over every screen and move, against the same moves to
  the SSH seats.
* memory: the resident set of each browser seat's screens (a ``pontoon seat`` process
  each, as over SSH), against an SSH seat's.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from door_bench import QUIET, Device, rss_kib  # noqa: E402
from helpers.phone import BROWSER_ARGS, PHONE  # noqa: E402
from playwright.async_api import async_playwright  # noqa: E402

from pontoon_tui.door.server import Door  # noqa: E402
from pontoon_tui.door.web import WebDoor  # noqa: E402
from pontoon_tui.engine.events import Stake  # noqa: E402
from pontoon_tui.storage.store import SessionStore  # noqa: E402
from pontoon_tui.table.link import LinkServer  # noqa: E402
from pontoon_tui.table.service import Table, TableSettings  # noqa: E402


class Page:
    """One phone's page and every byte its terminal was sent, with times."""

    def __init__(self, name: str, page: Any) -> None:
        self.name = name
        self.page = page
        self.chunks: list[tuple[float, bytes]] = []
        self.size = (0, 0)
        page.on("websocket", self._opened)

    def _opened(self, websocket: Any) -> None:
        query = websocket.url.partition("?")[2]
        found = dict(part.split("=") for part in query.split("&"))
        self.size = (int(found["width"]), int(found["height"]))
        websocket.on("framereceived", self._received)

    def _received(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):
            self.chunks.append((time.perf_counter(), payload))

    async def join(self, url: str) -> float:
        opened = time.perf_counter()
        await self.page.goto(url)  # the QR code's address: the form, the code filled in
        self.form = time.perf_counter() - opened
        await self.page.fill("#name", self.name)
        start = time.perf_counter()
        await self.page.tap("button[type=submit]")
        await self.wait_for("Youhavejoinedthetable", start)
        await self.quiet()
        return self.settled_since(start)

    text = Device.text
    wait_for = Device.wait_for
    settled_since = Device.settled_since
    quiet = Device.quiet


class Socket:
    """The browser door's websocket without a browser: what the door costs on its own."""

    def __init__(self, name: str, size: tuple[int, int]) -> None:
        self.name = name
        self.size = size
        self.chunks: list[tuple[float, bytes]] = []

    async def join(self, url: str) -> float:
        import re

        import aiohttp

        self.http = aiohttp.ClientSession()
        start = time.perf_counter()
        async with self.http.get(url, params={"name": self.name}) as response:
            page = await response.text()
        found = re.search(r'data-session-websocket-url="([^"]+)"', page)
        assert found is not None
        columns, rows = self.size
        self.socket = await self.http.ws_connect(f"{found.group(1)}?width={columns}&height={rows}")
        self.reading = asyncio.ensure_future(self._read())
        await self.wait_for("Youhavejoinedthetable", start)
        await self.quiet()
        return self.settled_since(start)

    async def _read(self) -> None:
        async for message in self.socket:
            if isinstance(message.data, bytes):
                self.chunks.append((time.perf_counter(), message.data))

    async def close(self) -> None:
        await self.socket.close()
        await self.http.close()

    text = Device.text
    wait_for = Device.wait_for
    settled_since = Device.settled_since
    quiet = Device.quiet


def seat_pids() -> list[int]:
    """The ``pontoon seat`` processes this one has started (the doors' players' screens)."""
    pids = []
    for task in Path("/proc/self/task").glob("*/children"):
        for pid in task.read_text().split():
            try:
                command = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            except OSError:
                continue
            if b"seat" in command:
                pids.append(int(pid))
    return pids


async def play_rounds(
    table: Table, screens: list[Any], names: list[str], rounds: int
) -> tuple[list[float], list[float]]:
    """Each round a new session: every player stakes in turn; each screen timed from
    each stake to its settled redraw. The delays, and the first bytes."""
    delays: list[float] = []
    firsts: list[float] = []
    settings = TableSettings(remote=frozenset(names))
    for round_ in range(rounds):
        table.start(names, 8, settings)
        while (nxt := table.view().next) is not None and nxt.type in ("cut", "pack"):
            table.apply_chance()
        for screen in screens:
            await screen.quiet()
        while (nxt := table.view().next) is not None and nxt.type == "stake":
            staker = nxt.player
            assert staker is not None
            amount = 1 + (round_ % 5)
            start = time.perf_counter()
            assert table.submit(staker, Stake(staker, amount)) is None
            for screen in screens:  # (a phone redraws only the cells that change: its
                await redrawn(screen, start)  # bytes need not hold the move's words)
            for screen in screens:
                await screen.quiet()
                delays.append(screen.settled_since(start))
                firsts.append(min(at for at, _ in screen.chunks if at >= start) - start)
    return delays, firsts


async def redrawn(screen: Any, since: float, limit: float = 30.0) -> None:
    """Wait for the first byte ``screen`` is sent after ``since``."""
    ends = time.perf_counter() + limit
    while not any(at >= since for at, _ in screen.chunks[-5:]):
        if time.perf_counter() > ends:
            raise AssertionError(f"{screen.name} was sent nothing")
        await asyncio.sleep(0.005)


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[int(0.95 * (len(ordered) - 1))]


async def measure(seats: int, rounds: int) -> dict[str, Any]:
    os.environ["PYTHONPATH"] = str(ROOT)
    folder = Path(tempfile.mkdtemp(prefix="pontoon-web-bench-"))
    os.environ["PONTOON_CONFIG_DIR"] = str(folder / "config")
    (folder / "config").mkdir()  # motion off on both sides
    (folder / "config" / "table.json").write_text('{"animation": "off"}')
    table = Table(random.Random(7), SessionStore(folder / "saves"))
    link = LinkServer(table)
    await link.start(folder / "table.sock")
    door = Door(port=22022 + os.getpid() % 1000, bind="127.0.0.1", key_path=folder / "key")
    await door.open(link, folder / "table.sock")
    web = WebDoor(door, port=28080 + os.getpid() % 1000, bind="127.0.0.1")
    await web.open(link, folder / "table.sock")
    url = f"http://127.0.0.1:{web.port}/?code={door.shown_code}"
    found: dict[str, Any] = {}

    chromium = shutil.which("chromium")
    async with async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=chromium, args=BROWSER_ARGS)
        names = [f"B{number}" for number in range(1, seats + 1)]
        pages = [
            Page(name, await (await browser.new_context(**PHONE)).new_page()) for name in names
        ]
        found["web_join"] = [await page.join(url) for page in pages]
        found["form"] = [page.form for page in pages]
        found["size"] = pages[0].size
        found["web_memory"] = [rss_kib(pid) for pid in seat_pids()]
        found["web_moves"], found["web_firsts"] = await play_rounds(table, pages, names, rounds)
        await browser.close()
    await asyncio.sleep(0.5)
    table.release()

    # The browser door's websocket without a browser, for what costs what.
    table, link = await fresh_table(folder, "ws", link)
    web.link = link
    names = [f"W{number}" for number in range(1, seats + 1)]
    sockets = [Socket(name, found["size"]) for name in names]
    found["ws_join"] = [await socket.join(url) for socket in sockets]
    found["ws_moves"], _ = await play_rounds(table, sockets, names, rounds)
    for socket in sockets:
        await socket.close()
    await asyncio.sleep(0.5)
    table.release()

    # The same seats over SSH, on terminals of the phones' size.
    table, link = await fresh_table(folder, "ssh", link)
    door.link = link
    names = [f"S{number}" for number in range(1, seats + 1)]
    devices = [Device(name) for name in names]
    joins = []
    for device in devices:
        joins.append(await join_ssh(device, door, found["size"]))
    found["ssh_join"] = joins
    found["ssh_memory"] = [rss_kib(child.pid) for child in door.children]
    found["ssh_moves"], found["ssh_firsts"] = await play_rounds(table, devices, names, rounds)
    for device in devices:
        if device.conn is not None:
            device.conn.close()
            await device.conn.wait_closed()
    await web.close()
    door.close()
    link.close()
    await asyncio.sleep(0.2)
    return found


async def fresh_table(folder: Path, side: str, old: LinkServer) -> tuple[Table, LinkServer]:
    """A new table for the next side, served on the old link's socket (the doors keep
    the socket's path)."""
    table = Table(random.Random(7), SessionStore(folder / f"saves-{side}"))
    old.close()
    link = LinkServer(table)
    (folder / "table.sock").unlink()
    await link.start(folder / "table.sock")
    return table, link


async def join_ssh(device: Device, door: Door, size: tuple[int, int]) -> float:
    """``device`` joins over SSH on a terminal of ``size``; to its settled first screen."""
    import asyncssh

    start = time.perf_counter()
    device.conn = await asyncssh.connect(
        "127.0.0.1", door.port, username=device.name, password=door.code,
        known_hosts=None, client_keys=None, preferred_auth="password",
    )  # fmt: skip
    device.process = await device.conn.create_process(
        term_type="xterm-256color", term_size=size, encoding=None
    )
    device.reading = asyncio.ensure_future(device._read())
    await device.wait_for("Youhavejoinedthetable")
    await device.quiet()
    return device.settled_since(start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seats", type=int, default=8)
    parser.add_argument("--rounds", type=int, default=2, help="sessions, each a round of stakes")
    args = parser.parse_args()
    found = asyncio.run(measure(args.seats, args.rounds))
    web_join, ssh_join = statistics.median(found["web_join"]), statistics.median(found["ssh_join"])
    web_p95, ssh_p95 = p95(found["web_moves"]), p95(found["ssh_moves"])
    web_memory = statistics.median(found["web_memory"])
    ssh_memory = statistics.median(found["ssh_memory"])
    columns, rows = found["size"]
    print(f"seats: {args.seats}, a phone's terminal: {columns} x {rows}")
    print(f"moves timed: {len(found['web_moves'])} a side (QUIET {QUIET * 1000:.0f} ms)")
    print(f"the QR code's address to its form: {statistics.median(found['form']) * 1000:.0f} ms")
    print(
        f"scan to seat screen (Join tapped to the first screen, settled): {web_join * 1000:.0f} ms"
        f" (SSH connect to the same screen {ssh_join * 1000:.0f} ms; {web_join / ssh_join:.2f}x)"
    )
    print(
        f"a move reaching every browser seat, settled: median"
        f" {statistics.median(found['web_moves']) * 1000:.0f} ms, p95 {web_p95 * 1000:.0f} ms"
        f" (SSH seats: median {statistics.median(found['ssh_moves']) * 1000:.0f} ms, p95"
        f" {ssh_p95 * 1000:.0f} ms; p95 {web_p95 / ssh_p95:.2f}x); first byte after"
        f" {statistics.median(found['web_firsts']) * 1000:.0f} ms"
        f" (SSH {statistics.median(found['ssh_firsts']) * 1000:.0f} ms)"
    )
    print(
        f"the door without a browser (its websocket read directly): joining"
        f" {statistics.median(found['ws_join']) * 1000:.0f} ms, a move median"
        f" {statistics.median(found['ws_moves']) * 1000:.0f} ms, p95"
        f" {p95(found['ws_moves']) * 1000:.0f} ms"
    )
    print(
        f"memory of a browser seat's screens: {web_memory / 1024:.1f} MiB"
        f" (an SSH seat's {ssh_memory / 1024:.1f} MiB; {web_memory / ssh_memory:.2f}x)"
    )


if __name__ == "__main__":
    main()
