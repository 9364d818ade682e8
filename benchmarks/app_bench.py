"""A key press to a settled screen, start-up and peak memory of the game, each next to a
hello-world Textual app measured the same way in the same run.

    python3 benchmarks/app_bench.py [--runs N]

Every figure comes from the outside: each app runs as its own process in a pseudo-terminal
of 100 x 30, and the benchmark only writes keys and reads what the app writes back. The
pseudo-terminal is the process tests' own (``PtyGame`` in tests/helpers/terminal.py):
run the benchmark from a checkout, where tests/ is.

* key press to a settled screen: from writing a key to the last byte of output it causes
  (settled: nothing more written for 0.3 s), the output checked to hold what the key must
  show. For the game: a twist on an eight-player table (two packs) where Bob has split his
  7s; each twist must show the new card in his hand and in the table's row, the hand's
  total, the message and the log line, and the moves beside the buttons as they now stand
  (the footer's keys are redrawn when the moves on offer change). For hello-world: ``x``
  relabels its one label. N fresh processes of each, interleaved, three presses in each;
  the median of all.
* key press to the move shown, motion on: the same twists with cards moving (full), from
  writing the key to the first output that says the move (``Bob twists 2♦ (hand 1).``);
  the card lands face down and turns over after. Against hello-world's key to settled.
* start-up: from starting the process to the first output that shows the screen a player
  starts on (the setup screen for the game, the label for hello-world); the median of N.
  Both apps' modules are compiled to bytecode first, as any install or first run leaves
  them.
* peak memory: the maximum resident set of each start-up process (``wait4``).
* autosave: one save of a move of a long session (written, synced, renamed, the folder
  synced), as every move is saved before the screen shows it; the median.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

if TYPE_CHECKING:
    from helpers.terminal import PtyGame

SIZE = (100, 30)
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
# Ann banks; everyone stakes 1; Bob's 7♠ 7♥ split into 7♠ 2♣ and 7♥ 10♦; his first hand
# twists 2♦, 3♣ and 4♦: a five-card trick, and his second hand comes into play.
TOP = [
    *["7S", "KS", "KH", "KD", "KC", "QS", "QH", "10S"],
    *["7H", "8S", "8H", "8D", "8C", "9S", "9H", "6S"],
    *["2C", "10D", "2D", "3C", "4D"],
]
TWISTS = [  # what each twist must show, with spaces ignored
    ["twisted", "11", "2♦", "Bob twists 2♦ (hand 1).", "cannot buy after twisting", "Buy"],
    ["14", "3♣", "Bob twists 3♣ (hand 1).", "cannot stick on 14"],
    ["five-card trick (18)", "4♦", "Hand 1 is finished", "done", "add 1 to 2", "Stick"],
]
SAID = ["Bob twists 2♦ (hand 1).", "Bob twists 3♣ (hand 1).", "Bob twists 4♦ (hand 1)."]
"""What each twist tells the table: with motion on, the move shows once this does (the
card lands and turns over after)."""
HELLO_PRESSES = len(TWISTS)


def eight_at_the_table() -> object:
    """The session: Bob to play his first hand after the split."""
    from pontoon_tui.engine.cards import full_pack
    from pontoon_tui.engine.events import Cut, Pack, Split, Stake
    from pontoon_tui.engine.session import Session

    session = Session(PLAYERS)
    cuts = ["AS", "2S", "3S", "4S", "5S", "6S", "7C", "8C"]
    session.apply(Cut(dict(zip(PLAYERS, cuts, strict=True))))
    left = Counter(full_pack(len(PLAYERS))) - Counter(TOP)
    rest = []
    for card in full_pack(len(PLAYERS)):
        if left[card] > 0:
            rest.append(card)
            left[card] -= 1
    session.apply(Pack((*TOP, *rest)))
    for player in PLAYERS[1:]:
        session.apply(Stake(player, 1))
    session.apply(Split("Bob"))
    return session


def _child(which: str, folder: str) -> None:
    """The app itself, run in the pseudo-terminal it was given."""
    if which == "hello":
        from _hello import HelloApp

        HelloApp().run()
        return
    if which == "setup":  # the command a player types: ``pontoon``, with a save folder
        from pontoon_tui.cli import main

        main(["--seed", "1", "--save-dir", folder])
        return
    from pontoon_tui.app.motion import Motion
    from pontoon_tui.engine.session import Session
    from pontoon_tui.launch import make_app

    session = eight_at_the_table()
    assert isinstance(session, Session)
    motion = Motion.FULL if which == "moving" else Motion.OFF
    app = make_app(seed=1, session=session, save_dir=Path(folder), offer_saved=False, motion=motion)
    app.run()


def _terminal(which: str, folder: str) -> PtyGame:
    """``which`` app (see :func:`_child`) started in a pseudo-terminal of its own."""
    from helpers.terminal import PtyGame

    return PtyGame([sys.executable, str(Path(__file__).resolve()), "--child", which, folder], SIZE)


def _keys(runs: int, folder: str) -> tuple[list[float], list[float], list[float]]:
    hello: list[float] = []
    table: list[float] = []
    moving: list[float] = []
    for _ in range(runs):  # interleaved, so that noise hits both alike
        terminal = _terminal("hello", folder)
        terminal.wait_until_up("Hello, world")
        for count in range(1, HELLO_PRESSES + 1):
            hello.append(terminal.key_to_settled(b"x", [f"Hello, world {count}"]))
        terminal.stop()
        terminal = _terminal("game", folder)
        terminal.wait_until_up("Bob")
        terminal.key_to_settled(b"y", ["Bob, your cards"])  # Bob takes the device
        for shows in TWISTS:
            table.append(terminal.key_to_settled(b"t", shows))
        terminal.stop()
        terminal = _terminal("moving", folder)
        terminal.wait_until_up("Bob")
        terminal.key_to_settled(b"y", ["Bob, your cards"])
        for shows in SAID:
            moving.append(terminal.key_to_shown(b"t", [shows]))
        terminal.stop()
    return hello, table, moving


def _startups(runs: int, folder: str) -> dict[str, list[tuple[float, float]]]:
    found: dict[str, list[tuple[float, float]]] = {"hello": [], "setup": []}
    shows = {"hello": "Hello, world", "setup": "Ctrl+S"}
    for _ in range(runs):
        for which in ("hello", "setup"):
            terminal = _terminal(which, folder)
            seconds = terminal.wait_until_up(shows[which])  # and settled
            found[which].append((seconds, terminal.stop()))
    return found


def _autosave_ms(runs: int) -> float:
    """Milliseconds to save a move of a 99-deal, 8-player session (median)."""
    from replay_bench import build_session

    from pontoon_tui.storage.store import SessionStore

    session = build_session(2026)
    with tempfile.TemporaryDirectory() as folder:
        store = SessionStore(Path(folder))
        path = store.new_path()
        store.save(session, path)
        saves = []
        for _ in range(runs):
            time.sleep(0.1)  # as between a player's keys
            start = time.perf_counter()
            store.save(session, path)
            saves.append(time.perf_counter() - start)
    return _ms(saves)


def _ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0].replace("\n", " "))
    parser.add_argument("--runs", type=int, default=5, help="runs of each measurement")
    parser.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _child(*args.child)
        return 0
    sys.path.insert(0, str(HERE.parent / "tests"))  # the tests' helpers: the terminal
    import compileall

    import pontoon_tui

    compileall.compile_dir(Path(pontoon_tui.__file__).parent, quiet=1)
    compileall.compile_file(HERE / "_hello.py", quiet=1)
    with tempfile.TemporaryDirectory() as folder:
        starts = _startups(args.runs, folder)
        hello_keys, game_keys, moving_keys = _keys(args.runs, folder)
    rows = [
        ("key to settled screen (ms)", _ms(hello_keys), _ms(game_keys), 4.5),
        ("key to the move shown, motion on", _ms(hello_keys), _ms(moving_keys), 2.0),
        (
            "start-up to first screen (ms)",
            _ms([s for s, _ in starts["hello"]]),
            _ms([s for s, _ in starts["setup"]]),
            1.3,
        ),
        (
            "peak memory (MiB)",
            max(m for _, m in starts["hello"]),
            max(m for _, m in starts["setup"]),
            1.3,
        ),
    ]
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'':32}{'hello-world':>12}{'pontoon':>10}{'ratio':>8}{'target':>9}")
    for label, hello, table, target in rows:
        ratio = table / hello
        mark = "ok" if ratio <= target else "MISSED"
        print(f"{label:32}{hello:12.1f}{table:10.1f}{ratio:8.2f}{'<= ' + str(target):>9}  {mark}")
    presses = len(TWISTS)
    each = ", ".join(
        f"{_ms(game_keys[i::presses]):.1f}" for i in range(presses)
    )  # the last one ends Bob's first hand: its message and the table's note grow
    print(f"each twist in turn (ms; the last ends a hand): {each}")
    saved = _autosave_ms(args.runs * 3)
    print(f"autosave of a move of a 99-deal, 8-player session: {saved:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
