"""How long the records take to read from a save folder of many finished sessions.

Makes ``--sessions`` finished 8-deal sessions (2 to 6 players from a pool of names, some
under house rules) through the engine, every shuffle, cut and move from one seeded
:class:`random.Random`, and writes them as the game names them, plus a few unfinished and
corrupt files. Then times :func:`pontoon_tui.reports.records.read_records`: without a cache, with
a cold cache (it is written), with a warm one, and warm after one file changed; and the
whole ``pontoon stats --json`` process, cold and warm, next to ``python3 -c pass``.

Run it from the repository root::

    python3 benchmarks/records_bench.py [--sessions 500] [--runs 5] [--seed 2026]
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import datetime, timedelta
from pathlib import Path

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.events import Buy, Double, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.reports.records import read_records
from pontoon_tui.rules import CHOICES, DEFAULT_RULES, HouseRules

NAMES = ("Ann", "Bob", "Cat", "Dev", "Eve", "Fay", "Gus", "Hal")


def _move(session: Session, rng: random.Random) -> Event:
    """A plain player: split sometimes, buy sometimes, stick on 16 or more."""
    nxt = session.next()
    assert nxt is not None and nxt.player is not None
    who = nxt.player
    if nxt.type == "stake":
        return Stake(who, rng.randint(1, 5))
    if nxt.type == "double":
        return Double(who, rng.random() < 0.3)
    deal = session.current_deal
    assert deal is not None
    if nxt.type == "bank":
        return Twist(who) if deal.banker_hand.total < 17 else Stick(who)
    in_play = deal.hand_in_play()
    assert in_play is not None
    if "split" in nxt.moves and rng.random() < 0.5:
        return Split(who)
    if "stick" in nxt.moves and in_play[1].total >= 16:
        return Stick(who)
    if nxt.buy_min is not None and nxt.buy_max is not None and rng.random() < 0.4:
        return Buy(who, rng.randint(nxt.buy_min, nxt.buy_max))
    return Twist(who)


def _rules(rng: random.Random) -> HouseRules:
    if rng.random() < 0.7:
        return DEFAULT_RULES
    key = rng.choice(sorted(CHOICES))
    return HouseRules(**{key: rng.choice(CHOICES[key][1:])})  # type: ignore[arg-type]


def make_session(rng: random.Random, *, finish: bool = True) -> Session:
    """A session of 8 deals, played to its end (or stopped part way)."""
    names = rng.sample(NAMES[:6], rng.randint(2, 6))
    session = Session(names, 8, _rules(rng))
    stop = 8 if finish else rng.randint(0, 6)  # unfinished: stopped in the next deal
    while session.deals_played < stop:
        session.apply(chance_event(session, rng) or _move(session, rng))
    for _ in range(0 if finish else 3):
        session.apply(chance_event(session, rng) or _move(session, rng))
    return session


def make_folder(folder: Path, sessions: int, seed: int) -> None:
    """``sessions`` finished sessions, 3 unfinished ones and 2 corrupt files."""
    rng = random.Random(seed)
    when = datetime(2025, 1, 3, 20, 0, 0)
    for index in range(sessions + 3):
        when += timedelta(hours=rng.randint(20, 200), seconds=rng.randint(0, 3599))
        session = make_session(rng, finish=index < sessions)
        path = folder / f"session-{when:%Y%m%d-%H%M%S}.json"
        path.write_text(dump_session(session), encoding="utf-8")
    (folder / "session-20240101-000000.json").write_text('{"format": "pontoon', encoding="utf-8")
    (folder / "session-20240102-000000.json").write_bytes(b"\xff\xfe")


def _median(
    run: Callable[[], object], runs: int, before: Callable[[], object] | None = None
) -> float:
    times = []
    for _ in range(runs):
        if before is not None:
            before()
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=500, help="finished sessions to make")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each measure")
    parser.add_argument("--seed", type=int, default=2026, help="seed for the sessions")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as temp:
        folder, cache = Path(temp) / "saves", Path(temp) / "cache"
        folder.mkdir()
        start = time.perf_counter()
        make_folder(folder, args.sessions, args.seed)
        made = time.perf_counter() - start
        size = sum(p.stat().st_size for p in folder.iterdir())
        records = read_records(folder, cache=False)
        assert len(records.sessions) == args.sessions, len(records.sessions)

        def drop_cache() -> None:
            for file in cache.glob("*"):
                file.unlink()

        def touch_one() -> None:
            newest = folder / records.sessions[0].file
            os.utime(newest, ns=(time.time_ns(), time.time_ns()))

        def read() -> object:
            return read_records(folder, cache_dir=cache)

        none = _median(lambda: read_records(folder, cache=False), args.runs)
        cold = _median(read, args.runs, before=drop_cache)
        read()
        warm = _median(read, args.runs)
        changed = _median(read, args.runs, before=touch_one)

        env = {**os.environ, "XDG_CACHE_HOME": str(cache / "xdg")}
        stats = [sys.executable, "-m", "pontoon_tui", "stats", "--json", "--save-dir", str(folder)]
        bare = _median(lambda: subprocess.run([sys.executable, "-c", "pass"], check=True), 3)

        def process() -> object:
            return subprocess.run(stats, check=True, env=env, stdout=subprocess.DEVNULL)

        def drop_process_cache() -> None:
            for file in (cache / "xdg").glob("*/*"):
                file.unlink()

        process_cold = _median(process, 3, before=drop_process_cache)
        process_warm = _median(process, 3)

    print(
        f"folder: {args.sessions} finished 8-deal sessions, 3 unfinished, 2 corrupt; "
        f"{size / 2**20:.1f} MiB (made in {made:.1f} s)"
    )
    print(f"read_records, no cache:           {none * 1000:8.1f} ms (median of {args.runs})")
    print(f"read_records, cold cache:         {cold * 1000:8.1f} ms (it is written)")
    print(f"read_records, warm cache:         {warm * 1000:8.1f} ms")
    print(f"read_records, one file changed:   {changed * 1000:8.1f} ms")
    print(f"python3 -c pass:                  {bare * 1000:8.1f} ms (median of 3)")
    print(f"pontoon stats --json, cold cache: {process_cold * 1000:8.1f} ms (median of 3)")
    print(f"pontoon stats --json, warm cache: {process_warm * 1000:8.1f} ms (median of 3)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
