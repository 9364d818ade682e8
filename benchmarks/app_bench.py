"""Start-up, key-press-to-repaint and peak memory of the game, each next to a hello-world
Textual app measured in the same run.

    python3 benchmarks/app_bench.py [--runs N]

* start-up: a whole process, from exec to the first screen ready for input (the setup
  screen for the game), then exit; median of N runs.
* key press: in a headless app, the time from posting a key to the app's next frame: ``x``
  relabelling the hello-world app's one label, ``t`` (twist) on a player's turn in the game.
* peak memory: the maximum resident set of each start-up process (``wait4``).
* autosave: the time one atomic save of a long session adds to a move.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def _run_process(args: list[str]) -> tuple[float, float]:
    """Seconds and peak resident MiB of one child process."""
    start = time.perf_counter()
    child = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        raise SystemExit(f"{' '.join(args)} failed with status {child.returncode}")
    return elapsed, usage.ru_maxrss / 1024


def _startup(which: str) -> None:
    """Child process: build the app, exit as soon as it is ready."""

    async def leave(pilot: object) -> None:
        from textual.pilot import Pilot

        assert isinstance(pilot, Pilot)
        pilot.app.exit()

    if which == "hello":
        from _hello import HelloApp

        HelloApp().run(headless=True, size=(100, 30), auto_pilot=leave)
    else:
        from pontoon_tui.app.main import make_app

        with tempfile.TemporaryDirectory() as folder:
            make_app(seed=1, save_dir=Path(folder)).run(
                headless=True, size=(100, 30), auto_pilot=leave
            )


async def _frame_after(app: object, key: str) -> float:
    """Seconds from posting ``key`` to the app's next frame."""
    from textual.app import App

    assert isinstance(app, App)
    frames: list[float] = []
    original = app._display

    def display(screen: object, renderable: object) -> None:
        frames.append(time.perf_counter())
        original(screen, renderable)  # type: ignore[arg-type]

    app._display = display  # type: ignore[method-assign]
    start = time.perf_counter()
    app.simulate_key(key)
    while not frames or frames[-1] < start:
        await asyncio.sleep(0.0005)
        if time.perf_counter() - start > 2:
            raise SystemExit(f"no frame after pressing {key!r}")
    await asyncio.sleep(0.05)
    app._display = original  # type: ignore[method-assign]
    return frames[0] - start


async def _hello_keys(runs: int) -> list[float]:
    from _hello import HelloApp

    app = HelloApp()
    times = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(runs):
            times.append(await _frame_after(app, "x"))
    return times


def _turn_session() -> object:
    """Ann banks; Bob holds 2♠ 2♥ and is to play, with small cards to twist."""
    from pontoon_tui.engine.cards import full_pack
    from pontoon_tui.engine.events import Cut, Pack, Stake
    from pontoon_tui.engine.session import Session

    top = ["2S", "3S", "2H", "4S", "AC", "AD", "AH", "AS"]
    rest = [card for card in full_pack(2) if card not in top]
    session = Session(["Ann", "Bob"])
    session.apply(Cut({"Ann": "KS", "Bob": "2D"}))
    session.apply(Pack(tuple(top + rest)))
    session.apply(Stake("Bob", 1))
    return session


async def _game_keys(runs: int) -> list[float]:
    from pontoon_tui.app.main import make_app
    from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
    from pontoon_tui.engine.session import Session

    times = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(runs):
            session = _turn_session()
            assert isinstance(session, Session)
            app = make_app(seed=1, session=session, save_dir=Path(folder), offer_saved=False)
            async with app.run_test(size=(100, 30)) as pilot:
                await pilot.press("y")
                await pilot.pause()
                assert isinstance(app.screen, PlayerTurnScreen), type(app.screen).__name__
                await pilot.pause(0.1)
                times.append(await _frame_after(app, "t"))
    return times


def _autosave_ms(runs: int) -> float:
    from replay_bench import build_session

    from pontoon_tui.store import SessionStore

    session = build_session(2026)
    with tempfile.TemporaryDirectory() as folder:
        store = SessionStore(Path(folder))
        path = store.new_path()
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            store.save(session, path)
            times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each measurement")
    parser.add_argument("--child", choices=["hello", "pontoon"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _startup(args.child)
        return 0
    me = [sys.executable, str(Path(__file__).resolve())]
    starts: dict[str, list[float]] = {"hello": [], "pontoon": []}
    peaks: dict[str, list[float]] = {"hello": [], "pontoon": []}
    for _ in range(args.runs):
        for which in ("hello", "pontoon"):  # interleaved, so noise hits both alike
            seconds, mib = _run_process([*me, "--child", which])
            starts[which].append(seconds)
            peaks[which].append(mib)
    hello_key = asyncio.run(_hello_keys(args.runs * 3))
    game_key = asyncio.run(_game_keys(args.runs))
    rows = [
        ("start-up to first screen (ms)", _ms(starts["hello"]), _ms(starts["pontoon"]), 1.3),
        ("key press to frame (ms)", _ms(hello_key), _ms(game_key), 1.5),
        ("peak memory (MiB)", max(peaks["hello"]), max(peaks["pontoon"]), 1.3),
    ]
    print(f"{'':32}{'hello-world':>12}{'pontoon':>10}{'ratio':>8}{'target':>8}")
    for label, hello, game, target in rows:
        ratio = game / hello
        mark = "ok" if ratio <= target else "MISSED"
        print(f"{label:32}{hello:12.1f}{game:10.1f}{ratio:8.2f}{'<= ' + str(target):>8}  {mark}")
    print(f"autosave of a 99-deal, 8-player session: {_autosave_ms(args.runs * 3):.2f} ms a move")
    return 0


if __name__ == "__main__":
    sys.exit(main())
