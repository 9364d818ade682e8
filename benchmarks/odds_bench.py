"""Benchmark the strategies: deals per second of ``pontoon odds`` and the time each
computer decision and each hint takes through the app's entry points.

Run: ``python3 benchmarks/odds_bench.py [--deals N] [--workers N] [--players N]``.

Decision times are measured first, in this fresh process, so the first decision pays for
filling the strategy's tables (reported separately as "first"); the mean and max cover
every decision of seeded sessions played through ``choose_event`` and ``hints``.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.session import Session
from pontoon_tui.odds import OddsSpec, run_odds
from pontoon_tui.strategy import choose_event, hints


def decision_times(strategy: str, sessions: int, players: int, seed: int) -> dict[str, list[float]]:
    """Seconds taken by every stake, play, bank decision and hint of seeded sessions."""
    rng = random.Random(seed)
    times: dict[str, list[float]] = {"stake": [], "play": [], "bank": [], "hints": []}
    for number in range(sessions):
        session = Session([f"P{i}" for i in range(players)], deals=8)
        while (nxt := session.next()) is not None:
            if nxt.type in ("cut", "pack"):
                event = chance_event(session, rng)
                assert event is not None
                session.apply(event)
                continue
            assert nxt.player is not None
            if nxt.type == "play" and number % 2 == 0:
                start = time.perf_counter()
                hints(session, nxt.player)
                times["hints"].append(time.perf_counter() - start)
            start = time.perf_counter()
            event = choose_event(session, nxt.player, player=strategy, banker=strategy)
            times[nxt.type].append(time.perf_counter() - start)
            session.apply(event)
    return times


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:8.3f} ms"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--sessions", type=int, default=60, help="sessions timed per strategy")
    args = parser.parse_args()

    print(f"Per-decision time ({args.sessions} sessions of 8 deals, {args.players} players)")
    for strategy in ("ev", "baseline"):
        times = decision_times(strategy, args.sessions, args.players, seed=2026)
        every = [t for kind in ("stake", "play", "bank") for t in times[kind]]
        first = times["stake"][0]
        print(f"  {strategy:<9} first decision {_ms(first)}")
        for kind, found in times.items():
            if strategy == "baseline" and kind == "hints":
                continue
            print(
                f"  {strategy:<9} {kind:<6} n={len(found):<6} mean {_ms(statistics.fmean(found))}"
                f"   max {_ms(max(found))}"
            )
        print(
            f"  {strategy:<9} all    n={len(every):<6} mean {_ms(statistics.fmean(every))}"
            f"   max {_ms(max(every))}"
        )

    print(
        f"\nDeals per second ({args.deals:,} deals, {args.players} players, "
        f"{args.workers} worker(s))"
    )
    for player, banker in (
        ("ev", "ev"),
        ("baseline", "baseline"),
        ("ev", "baseline"),
        ("baseline", "ev"),
    ):
        spec = OddsSpec(
            players=args.players, deals=args.deals, seed=1, player=player, banker=banker
        )
        tally, seconds = run_odds(spec, args.workers)
        half = tally.banker.estimate()[1]
        print(
            f"  player {player:<9} banker {banker:<9} {tally.deals / seconds:10,.0f} deals/s"
            f"   ({seconds:5.1f} s; banker's edge ±{100 * half:.3f} pp)"
        )


if __name__ == "__main__":
    main()
