"""Measure the ev banker's doubling (H7): its banker's edge against ev players when it
doubles by expected value, next to the same banker that never doubles and one that
always doubles, each with its 95% interval.

Run: ``python3 benchmarks/double_bench.py [--deals N] [--workers N] [--players N]
[--rules JSON]`` (``--rules`` names more house rules, as a session file's ``rules``).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from pontoon_tui.rules import HouseRules, rules_from_json
from pontoon_tui.strategy.banker import Turn
from pontoon_tui.strategy.fastsim import play_sessions
from pontoon_tui.strategy.keys import TableKey
from pontoon_tui.strategy.strategies import (
    BANKER_STRATEGIES,
    PLAYER_STRATEGIES,
    Banker,
    BankerStrategy,
)
from pontoon_tui.strategy.tally import Tally

CHUNK = 250


@dataclass
class FixedDoubling:
    """The ev banker's play, with a fixed answer to whether to double."""

    inner: Banker
    always: bool
    reads_table: bool = True
    sim: object | None = None

    @property
    def rules(self) -> HouseRules:
        return self.inner.rules

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        return self.inner.plan(table, hard, ace, doubled, up)

    def turn(self, table: TableKey, doubled: bool = False, up: int = 0) -> Turn:
        return self.inner.turn(table, doubled, up)

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        return self.always


def _banker(choice: str) -> BankerStrategy:
    ev = BANKER_STRATEGIES["ev"]
    if choice == "ev":
        return ev
    return BankerStrategy(
        choice, "", lambda rules: FixedDoubling(ev.for_rules(rules), choice == "always")
    )


def _chunk(job: tuple[str, int, int, int, HouseRules]) -> Tally:
    choice, players, number, seed, rules = job
    tally = Tally()
    rng = random.Random(f"double:{seed}:{number}")
    play_sessions(
        rng, CHUNK, players, 8, PLAYER_STRATEGIES["ev"], _banker(choice), tally, rules=rules
    )
    return tally


def main() -> None:
    """Print the three banker's edges with their intervals."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rules", default="{}")
    args = parser.parse_args()
    rules = rules_from_json({**json.loads(args.rules), "banker_doubles": True})
    chunks = -(-args.deals // (8 * CHUNK))
    changed = ", ".join(f"{k}={v}" for k, v in rules.changes().items())
    print(f"ev players against the ev banker, {args.players} at the table, {changed}")
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        for choice in ("ev", "never", "always"):
            start = time.perf_counter()
            total = Tally()
            jobs = [(choice, args.players, n, args.seed, rules) for n in range(chunks)]
            for tally in pool.imap_unordered(_chunk, jobs):
                total.merge(tally)
            edge, half = total.banker_all.estimate()
            per_orig, half_orig = total.banker.estimate()
            print(
                f"  doubles {choice:<7} edge per unit staked {100 * edge:+.2f}% "
                f"({100 * (edge - half):+.2f} to {100 * (edge + half):+.2f}); per original "
                f"stake {100 * per_orig:+.2f}% (±{100 * half_orig:.2f}); doubled "
                f"{100 * total.doubled_deals / total.deals:.1f}% of {total.deals:,} deals "
                f"({time.perf_counter() - start:.0f} s)"
            )


if __name__ == "__main__":
    main()
