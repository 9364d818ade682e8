"""How long ``pontoon replay`` takes on a long session: the engine against a
straightforward reference, and the whole process.

Builds a 99-deal, 8-player session with the project's own code (chance events from a
seeded :class:`random.Random`, and a simple seeded player policy) and writes it to a
temporary file. Then:

- in one process, the engine's replay of the file's text (parse, check every event,
  play it, make the ``pontoon-result/1`` object) against ``reference_replay.py`` beside
  this script, a plain implementation of the same job under the standard rules; the two
  must give the same result, and they are timed in alternating rounds (the median of
  each, and their ratio: below 1 the engine is the faster);
- as whole processes, ``python3 -m pontoon_tui replay FILE`` next to ``python3 -c pass``
  (the interpreter's own start-up).

Run it from the repository root::

    python3 benchmarks/replay_bench.py [--runs 9] [--rounds 41] [--seed 2026]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from reference_replay import replay as reference_replay

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.events import Buy, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, parse_session_text

PLAYERS = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal")
DEALS = 99


def _decide(session: Session, rng: random.Random) -> Event:
    """A plain player: split often, buy sometimes, stick on 17 or more."""
    nxt = session.next()
    assert nxt is not None
    assert nxt.player is not None
    who = nxt.player
    if nxt.type == "stake":
        return Stake(who, rng.randint(1, 5))
    deal = session.current_deal
    assert deal is not None
    if nxt.type == "bank":
        return Twist(who) if deal.banker_hand.total < 17 else Stick(who)
    in_play = deal.hand_in_play()
    assert in_play is not None
    total = in_play[1].total
    if "split" in nxt.moves and rng.random() < 0.7:
        return Split(who)
    if "stick" in nxt.moves and total >= 17:
        return Stick(who)
    if nxt.buy_min is not None and nxt.buy_max is not None and rng.random() < 0.4:
        return Buy(who, rng.randint(nxt.buy_min, nxt.buy_max))
    return Twist(who)


def build_session(seed: int) -> Session:
    """A finished 99-deal session for eight players."""
    rng = random.Random(seed)
    session = Session(PLAYERS, DEALS)
    while not session.finished:
        event = chance_event(session, rng) or _decide(session, rng)
        session.apply(event)
    return session


def _median_seconds(command: list[str], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def engine_replay(text: str) -> dict[str, object]:
    """The engine's replay of a session file's text, as ``pontoon replay`` does it."""
    return result_json(parse_session_text(text))


def in_process(text: str, rounds: int) -> tuple[float, float]:
    """The median seconds of the engine's and the reference's replay of ``text``, timed
    in alternating rounds (after one untimed round of each)."""
    assert engine_replay(text) == reference_replay(text), "the two replays disagree"
    engine: list[float] = []
    reference: list[float] = []
    for index in range(rounds):
        pair = [(engine, engine_replay), (reference, reference_replay)]
        for times, replay in pair if index % 2 else reversed(pair):
            start = time.perf_counter()
            replay(text)
            times.append(time.perf_counter() - start)
    return statistics.median(engine), statistics.median(reference)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed runs of each command")
    parser.add_argument("--seed", type=int, default=2026, help="seed for the session")
    parser.add_argument("--rounds", type=int, default=41, help="in-process rounds of each")
    args = parser.parse_args()

    session = build_session(args.seed)
    events = len(session.events)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "session.json"
        path.write_text(dump_session(session), encoding="utf-8")
        size = path.stat().st_size
        engine, reference = in_process(path.read_text(encoding="utf-8"), args.rounds)
        replay = [sys.executable, "-m", "pontoon_tui", "replay", str(path)]
        done = subprocess.run(replay, check=True, capture_output=True, text=True)
        result = json.loads(done.stdout)
        assert result["deals_played"] == DEALS
        assert result["finished"] is True
        bare = _median_seconds([sys.executable, "-c", "pass"], args.runs)
        whole = _median_seconds(replay, args.runs)

    print(
        f"session: {len(PLAYERS)} players, {DEALS} deals ({len(session.deals)} dealt, "
        f"cancelled ones included), {events} events, {size} bytes"
    )
    print(f"engine replay, in process:     {engine * 1000:8.1f} ms (median of {args.rounds})")
    print(f"reference replay, in process:  {reference * 1000:8.1f} ms (median of {args.rounds})")
    print(f"ratio engine / reference:       {engine / reference:7.2f}  (target <= 1.00)")
    print(f"python3 -c pass:               {bare * 1000:8.1f} ms (median of {args.runs} runs)")
    print(f"python3 -m pontoon_tui replay: {whole * 1000:8.1f} ms (median of {args.runs} runs)")
    print(f"ratio replay / python3 -c pass: {whole / bare:7.2f}")
    print(f"events per second, whole process: {events / whole:9.0f}")
    print(f"events per second, beyond start-up: {events / max(whole - bare, 1e-9):7.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
