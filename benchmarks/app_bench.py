"""Start-up, key-press-to-repaint and peak memory of the game, each next to a hello-world
Textual app measured in the same run.

    python3 benchmarks/app_bench.py [--runs N]

* start-up: a whole process, from exec to the first frame on the display of the screen
  a player starts on (the setup screen for the game), then exit; median of N runs. Both
  apps' modules are compiled to bytecode first, as any install or first run leaves them
  (without it, each start would compile the game's modules again and not the library's).
* key press, in a terminal: each app runs in a pseudo-terminal of 100 x 30; the time from
  writing the key to the first bytes of the repaint the app writes back: ``x`` relabelling
  the hello-world app's one label, ``t`` (twist) on a player's turn in the game. Both
  apps are measured alike: N fresh processes, three presses in each (the game's player
  twists three times, to a five-card trick), the median of all.
* key press, in process: in a headless app, the time from posting the key to the app's
  next frame (no terminal at all: the app's own work only), three presses in each of N
  apps for the game (its twists), 3N presses in one app for hello-world. On a turn that
  first frame shows the new card; the rest of the screen (message, table, moves, footer)
  follows in the next frame, and "settled" is the time to that last frame.
* peak memory: the maximum resident set of each start-up process (``wait4``).
* autosave: what saving a move of a long session costs, as a turn saves it: staged beside
  the file before the frame that shows it, then synced into place after that frame (the
  median of each, with 0.1 s between moves as between a player's keys).
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
    """Child process: build the app, exit as soon as its first screen is on the display.

    The clock stops at the first frame that shows the screen a player starts on (the
    setup screen for the game), drawn in full and taking keys.
    """
    from textual.app import App

    def first_frame(app: App[object]) -> None:
        display = app._display

        def shown(screen: object, renderable: object) -> None:
            display(screen, renderable)  # type: ignore[arg-type]
            if which == "hello" or type(screen).__name__ == "SetupScreen":
                app.exit()

        app._display = shown  # type: ignore[method-assign]

    if which == "hello":
        from _hello import HelloApp

        hello = HelloApp()
        first_frame(hello)
        hello.run(headless=True, size=(100, 30))
    else:
        from pontoon_tui.app.main import make_app

        with tempfile.TemporaryDirectory() as folder:
            game = make_app(seed=1, save_dir=Path(folder))
            first_frame(game)
            game.run(headless=True, size=(100, 30))


async def _frame_after(app: object, key: str) -> tuple[float, float]:
    """Seconds from posting ``key`` to the app's next frame, and to the last frame it
    causes (the screen settled: nothing more is drawn for 0.1 s)."""
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
    while time.perf_counter() - frames[-1] < 0.1:
        await asyncio.sleep(0.005)
    app._display = original  # type: ignore[method-assign]
    return frames[0] - start, frames[-1] - start


async def _hello_keys(runs: int) -> list[tuple[float, float]]:
    from _hello import HelloApp

    app = HelloApp()
    times = []
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for _ in range(runs):
            times.append(await _frame_after(app, "x"))
    return times


TWISTS = 3  # Bob's twists in one turn: three aces make a five-card trick


def _turn_session() -> object:
    """Ann banks; Bob holds 2♠ 2♥ and is to play, with aces to twist."""
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


async def _game_keys(runs: int) -> list[tuple[float, float]]:
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
                for _ in range(TWISTS):
                    times.append(await _frame_after(app, "t"))
    return times


def _autosave_ms(runs: int) -> tuple[float, float]:
    """Milliseconds to stage a move and to commit it (medians)."""
    from replay_bench import build_session

    from pontoon_tui.store import SessionStore

    session = build_session(2026)
    with tempfile.TemporaryDirectory() as folder:
        store = SessionStore(Path(folder))
        path = store.new_path()
        store.save(session, path)
        stages, commits = [], []
        for _ in range(runs):
            time.sleep(0.1)
            start = time.perf_counter()
            store.stage(session, path)
            staged = time.perf_counter()
            store.commit(path)
            stages.append(staged - start)
            commits.append(time.perf_counter() - staged)
    return _ms(stages), _ms(commits)


def _interactive(which: str) -> None:
    """Child process: run the app for real in the terminal it was given."""
    if which == "hello":
        from _hello import HelloApp

        HelloApp().run()
        return
    from pontoon_tui.app.main import make_app
    from pontoon_tui.engine.session import Session

    session = _turn_session()
    assert isinstance(session, Session)
    with tempfile.TemporaryDirectory() as folder:
        make_app(seed=1, session=session, save_dir=Path(folder), offer_saved=False).run()


class _Terminal:
    """A child app in a pseudo-terminal, with its output drained in the background."""

    def __init__(self, which: str) -> None:
        import fcntl
        import pty
        import struct
        import termios
        import threading

        self.master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, 100, 0, 0))
        env = dict(os.environ, TERM="xterm-256color")
        self.child = subprocess.Popen(
            [sys.executable, str(Path(__file__).resolve()), "--interactive", which],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.stamps: list[float] = []
        threading.Thread(target=self._drain, daemon=True).start()
        self.settle(1.0)

    def _drain(self) -> None:
        while True:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                return
            if not chunk:
                return
            self.stamps.append(time.perf_counter())

    def settle(self, minimum: float = 0.2) -> None:
        time.sleep(minimum)
        while self.stamps and time.perf_counter() - self.stamps[-1] < 0.2:
            time.sleep(0.02)

    def key_to_output(self, key: bytes) -> float:
        self.settle()
        start = time.perf_counter()
        os.write(self.master, key)
        while not self.stamps or self.stamps[-1] < start:
            if time.perf_counter() - start > 5:
                raise SystemExit("the app did not answer a key")
            time.sleep(0.0002)
        return next(t for t in self.stamps if t >= start) - start

    def close(self) -> None:
        self.child.kill()
        self.child.wait()
        os.close(self.master)


def _terminal_keys(runs: int) -> tuple[list[float], list[float]]:
    hello_times: list[float] = []
    game_times: list[float] = []
    for _ in range(runs):  # interleaved, so noise hits both alike
        hello = _Terminal("hello")
        hello_times.extend(hello.key_to_output(b"x") for _ in range(TWISTS))
        hello.close()
        game = _Terminal("game")
        game.key_to_output(b"y")  # Bob takes the device
        game_times.extend(game.key_to_output(b"t") for _ in range(TWISTS))
        game.close()
    return hello_times, game_times


def first(pairs: list[tuple[float, float]]) -> list[float]:
    """The times to the first frame."""
    return [pair[0] for pair in pairs]


def last(pairs: list[tuple[float, float]]) -> list[float]:
    """The times to the last frame (the screen settled)."""
    return [pair[1] for pair in pairs]


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each measurement")
    parser.add_argument("--child", choices=["hello", "pontoon"], help=argparse.SUPPRESS)
    parser.add_argument("--interactive", choices=["hello", "game"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _startup(args.child)
        return 0
    if args.interactive:
        _interactive(args.interactive)
        return 0
    me = [sys.executable, str(Path(__file__).resolve())]
    import compileall

    import pontoon_tui

    compileall.compile_dir(Path(pontoon_tui.__file__).parent, quiet=1)
    compileall.compile_file(HERE / "_hello.py", quiet=1)
    starts: dict[str, list[float]] = {"hello": [], "pontoon": []}
    peaks: dict[str, list[float]] = {"hello": [], "pontoon": []}
    for _ in range(args.runs):
        for which in ("hello", "pontoon"):  # interleaved, so noise hits both alike
            seconds, mib = _run_process([*me, "--child", which])
            starts[which].append(seconds)
            peaks[which].append(mib)
    hello_key = asyncio.run(_hello_keys(args.runs * TWISTS))
    game_key = asyncio.run(_game_keys(args.runs))
    hello_tty, game_tty = _terminal_keys(args.runs)
    rows = [
        ("start-up to first screen (ms)", _ms(starts["hello"]), _ms(starts["pontoon"]), 1.3),
        ("key to repaint, terminal (ms)", _ms(hello_tty), _ms(game_tty), 1.5),
        ("key to frame, in process (ms)", _ms(first(hello_key)), _ms(first(game_key)), 1.5),
        ("key to settled screen (ms)", _ms(last(hello_key)), _ms(last(game_key)), None),
        ("peak memory (MiB)", max(peaks["hello"]), max(peaks["pontoon"]), 1.3),
    ]
    print(f"{'':32}{'hello-world':>12}{'pontoon':>10}{'ratio':>8}{'target':>8}")
    for label, hello, game, target in rows:
        ratio = game / hello
        if target is None:
            print(f"{label:32}{hello:12.1f}{game:10.1f}{ratio:8.2f}")
            continue
        mark = "ok" if ratio <= target else "MISSED"
        print(f"{label:32}{hello:12.1f}{game:10.1f}{ratio:8.2f}{'<= ' + str(target):>8}  {mark}")
    stage, commit = _autosave_ms(args.runs * 3)
    print(
        f"autosave of a 99-deal, 8-player session: {stage:.2f} ms before the frame (staged), "
        f"{commit:.2f} ms after it (synced into place), {stage + commit:.2f} ms a move"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
