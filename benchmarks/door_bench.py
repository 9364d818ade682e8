"""What a player at their own device waits for, next to the game at one terminal measured
the same way in the same run.

    python3 benchmarks/door_bench.py [--devices N] [--moves M]

A door, its link and a table run in this process's event loop, as under ``pontoon host``;
N players join with asyncssh's client on a pseudo-terminal of 100 x 30 each (the door
starts each one's screens as a process of its own, as for any SSH client) and the
benchmark reads what each device is sent.

* joining: from opening the SSH connection to the device's first whole screen ("You have
  joined the table"), the median over the devices; against the start-up of the game at one
  terminal (``pontoon --no-animation`` on a pseudo-terminal of the same size, to its first
  screen), the median of as many runs.
* a move reaching every device: the table takes a stake (each device watches the table,
  as every device but the mover's does); timed from the move to the last byte of the
  redraw it causes on each device (settled: nothing more for 0.2 s; the redraw must hold
  the move's line), motion off on both sides. The median and the 95th percentile over
  every device and move; against the 95th percentile of a key to a settled screen at one
  terminal (F1 opening the rules on the first screen).
* memory: each device's screens' resident set once joined, against the one-terminal game's
  at its first screen.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from pontoon_tui.door.hostkey import import_asyncssh_quietly  # noqa: E402

import_asyncssh_quietly()
import asyncssh  # noqa: E402

from pontoon_tui.door.server import Door  # noqa: E402
from pontoon_tui.engine.events import Stake  # noqa: E402
from pontoon_tui.storage.store import SessionStore  # noqa: E402
from pontoon_tui.table.link import LinkServer  # noqa: E402
from pontoon_tui.table.service import Table, TableSettings  # noqa: E402

ESCAPES = re.compile(
    rb"\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]|\x1b[=>]|\x1b\][^\x07]*\x07"
)
QUIET = 0.2


def flat(data: bytes) -> str:
    return "".join(ESCAPES.sub(b"", data).decode("utf-8", "replace").split())


class Device:
    """One player's SSH client and everything it has been sent, with times."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.chunks: list[tuple[float, bytes]] = []
        self.process: asyncssh.SSHClientProcess[bytes] | None = None
        self.conn: asyncssh.SSHClientConnection | None = None

    async def join(self, door: Door) -> float:
        start = time.perf_counter()
        self.conn = await asyncssh.connect(
            "127.0.0.1", door.port, username=self.name, password=door.code,
            known_hosts=None, client_keys=None, preferred_auth="password",
        )  # fmt: skip
        self.process = await self.conn.create_process(
            term_type="xterm-256color", term_size=(100, 30), encoding=None
        )
        self.reading = asyncio.ensure_future(self._read())
        await self.wait_for("Youhavejoinedthetable")
        return self.settled_since(start)

    async def _read(self) -> None:
        assert self.process is not None
        while True:
            try:
                data = await self.process.stdout.read(65536)
            except (asyncssh.Error, OSError, asyncio.CancelledError):
                return
            if not data:
                return
            self.chunks.append((time.perf_counter(), data))

    def text(self, since: float = 0.0) -> str:
        return flat(b"".join(data for at, data in self.chunks if at >= since))

    async def wait_for(self, wanted: str, since: float = 0.0, limit: float = 30) -> None:
        start = time.perf_counter()
        while wanted not in self.text(since):
            if time.perf_counter() - start > limit:
                raw = b"".join(data for at, data in self.chunks if at >= since)
                raise AssertionError(f"{self.name} never showed {wanted!r}: {raw[:1500]!r}")
            await asyncio.sleep(0.005)

    def settled_since(self, start: float) -> float:
        """Seconds from ``start`` to the last byte before the device went quiet."""
        last = max(at for at, _ in self.chunks if at >= start)
        return last - start

    async def quiet(self) -> None:
        while True:
            last = self.chunks[-1][0] if self.chunks else 0.0
            if time.perf_counter() - last >= QUIET:
                return
            await asyncio.sleep(0.02)


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def local_start(runs: int) -> tuple[list[float], list[int], list[float]]:
    """The one-terminal game's start-up to its first screen, its memory there, and F1
    (the rules) to a settled screen."""
    from helpers.terminal import PtyGame, game_command, game_env

    times, memory, keys = [], [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            env = dict(game_env(Path(folder) / "saves"), PONTOON_CONFIG_DIR=folder)
            game = PtyGame(game_command("--no-animation"), size=(100, 30), env=env)
            try:
                times.append(game.wait_until_up("Add the players"))
                memory.append(rss_kib(game.process.pid))
                for _ in range(3):
                    keys.append(game.key_to_settled(b"\x1bOP", ["the rules this table plays"]))
                    game.press("escape")
            finally:
                game.close()
    return times, memory, keys


async def measure(devices: int, moves: int) -> dict[str, float]:
    os.environ["PYTHONPATH"] = str(ROOT)
    folder = Path(tempfile.mkdtemp(prefix="pontoon-door-bench-"))
    os.environ["PONTOON_CONFIG_DIR"] = str(folder / "config")
    (folder / "config").mkdir()  # the devices' screens with motion off, as the baseline's
    (folder / "config" / "table.json").write_text('{"animation": "off"}')
    names = [f"P{i}" for i in range(1, devices + 1)]  # the seats, played by the table here
    table = Table(random.Random(7), SessionStore(folder / "saves"))
    link = LinkServer(table)
    await link.start(folder / "table.sock")
    door = Door(port=0, bind="127.0.0.1", key_path=folder / "key")
    door.port = 22022 + os.getpid() % 1000
    await door.open(link, folder / "table.sock")
    players = [*names, "Host"]
    seated = [Device(f"W{number}") for number in range(1, devices + 1)]  # they watch
    joins = [await device.join(door) for device in seated]
    for device in seated:
        await device.quiet()
    memory = [rss_kib(child.pid) for child in door.children]

    delays: list[float] = []
    firsts: list[float] = []
    for move in range(moves):
        table.start(players, 8, TableSettings())
        while table.view().next is not None and table.view().next.type in ("cut", "pack"):  # type: ignore[union-attr]
            table.apply_chance()
        for device in seated:
            await device.quiet()
        while (nxt := table.view().next) is not None and nxt.type == "stake":
            staker = nxt.player
            assert staker is not None
            amount = 1 + (move % 5)
            start = time.perf_counter()
            assert table.submit(staker, Stake(staker, amount)) is None
            line = f"{staker}stakes{amount}."
            for device in seated:
                await device.wait_for(line, start)
            for device in seated:
                await device.quiet()
                delays.append(device.settled_since(start))
                firsts.append(min(at for at, _ in device.chunks if at >= start) - start)
    for device in seated:
        if device.conn is not None:
            device.conn.close()
            await device.conn.wait_closed()
    door.close()
    link.close()
    await asyncio.sleep(0.2)
    delays.sort()
    return {
        "join": statistics.median(joins),
        "memory": statistics.median(memory),
        "move_median": statistics.median(delays),
        "move_p95": delays[int(0.95 * (len(delays) - 1))],
        "samples": len(delays),
        "first_median": statistics.median(firsts),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--devices", type=int, default=4)
    parser.add_argument("--moves", type=int, default=3, help="sessions, each of a round of stakes")
    args = parser.parse_args()
    door = asyncio.run(measure(args.devices, args.moves))
    starts, memory, keys = local_start(args.devices)
    keys.sort()
    own_p95 = keys[int(0.95 * (len(keys) - 1))]
    local = statistics.median(starts)
    local_memory = statistics.median(memory)
    print(f"devices: {args.devices}, moves timed: {door['samples']}")
    print(
        f"joining, SSH connect to the first screen: {door['join'] * 1000:.0f} ms"
        f" (one-terminal start-up {local * 1000:.0f} ms; {door['join'] / local:.2f}x)"
    )
    print(
        f"a move reaching every device, settled: median {door['move_median'] * 1000:.0f} ms,"
        f" p95 {door['move_p95'] * 1000:.0f} ms (one terminal's key to settled, p95"
        f" {own_p95 * 1000:.0f} ms; {door['move_p95'] / own_p95:.2f}x); its first byte"
        f" after {door['first_median'] * 1000:.0f} ms (median)"
    )
    print(
        f"memory of a device's screens: {door['memory'] / 1024:.1f} MiB"
        f" (the one-terminal game {local_memory / 1024:.1f} MiB;"
        f" {door['memory'] / local_memory:.2f}x)"
    )


if __name__ == "__main__":
    main()
