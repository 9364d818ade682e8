"""Measure the ev banker's doubling (H7): its banker's edge against ev players when it
doubles by expected value, next to the same banker that never doubles and one that
always doubles, each with its 95% interval.

Two measurements:

* **Separate runs.** Each of the three bankers plays its own sessions (the same seeds),
  and each edge has its own 95% interval.
* **Paired.** The sessions the ev banker plays, every deal also played from the same
  pack by the banker that decides the other way (never doubling where the ev banker
  doubles, always doubling where it does not): the three edges on the same packs, and
  what the ev banker's choice gains over each fixed choice, with the interval of that
  difference. Where two choices agree the deal is the same, so only the deals where they
  differ add to the difference's spread. It also shows, for each first card of the
  banker's, how often the ev banker doubles and what doubling gained there.

Run: ``python3 benchmarks/double_bench.py [--deals N] [--paired-deals N] [--workers N]
[--players N] [--rules JSON]`` (``--rules`` names more house rules, as a session
file's ``rules``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from pontoon_tui.rules import HouseRules, pack_copies, rules_from_json
from pontoon_tui.strategy.banker import Share, Turn
from pontoon_tui.strategy.fastsim import LogEntry, play_deal, play_sessions
from pontoon_tui.strategy.keys import HandClass, TableKey
from pontoon_tui.strategy.strategies import (
    BANKER_STRATEGIES,
    PLAYER_STRATEGIES,
    Banker,
    BankerStrategy,
)
from pontoon_tui.strategy.tally import Tally

CHUNK = 250
"""Sessions in one job."""

Z95 = 1.959964
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass
class FixedDoubling:
    """The ev banker's play, with a fixed answer to whether to double."""

    inner: Banker
    always: bool
    reads_table: bool = True
    sim: object | None = None
    rules: HouseRules = field(init=False)

    def __post_init__(self) -> None:
        self.rules = self.inner.rules

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        return self.inner.plan(table, hard, ace, doubled, up)

    def turn(self, table: TableKey, doubled: bool = False, up: int = 0) -> Turn:
        return self.inner.turn(table, doubled, up)

    def share(self, cls: HandClass, stake: int, doubled: bool = False, up: int = 0) -> Share:
        return self.inner.share(cls, stake, doubled, up)

    def turn_of(
        self, shares: Sequence[Share], ordinary_stake: int, pontoon_stake: int,
        trick_stake: int, doubled: bool = False,
    ) -> Turn:  # fmt: skip
        return self.inner.turn_of(shares, ordinary_stake, pontoon_stake, trick_stake, doubled)

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


# ----- paired ---------------------------------------------------------------------------

BRANCHES = ("ev", "never", "always")


@dataclass
class Paired:
    """Each session's banker's net and everything staked, for each banker (the order of
    :data:`BRANCHES`), and by the banker's first card the deals doubled and declined and
    what doubling gained over not doubling in them."""

    sessions: list[tuple[int, ...]] = field(default_factory=list)
    deals: int = 0
    doubled: list[int] = field(default_factory=lambda: [0] * 13)
    declined: list[int] = field(default_factory=lambda: [0] * 13)
    gain_doubled: list[int] = field(default_factory=lambda: [0] * 13)
    gain_declined: list[int] = field(default_factory=lambda: [0] * 13)

    def merge(self, other: Paired) -> None:
        self.sessions += other.sessions
        self.deals += other.deals
        for name in ("doubled", "declined", "gain_doubled", "gain_declined"):
            mine, theirs = getattr(self, name), getattr(other, name)
            for i, value in enumerate(theirs):
                mine[i] += value


def _one_deal(
    pack: list[int], seat: int, players: int, banker: BankerStrategy, rules: HouseRules
) -> tuple[tuple[list[int], int, bool] | None, int, int, bool]:
    """One deal by ``banker``: what :func:`play_deal` returns, the banker's net, everything
    staked, and whether the deal was doubled."""
    tally = Tally()
    tally.begin_session(players)
    log: list[LogEntry] = []
    after = play_deal(pack, seat, players, PLAYER_STRATEGIES["ev"], banker, tally, log, rules)
    if after is None:
        return None, 0, 0, False
    tally.end_session()
    doubled = any(entry[0] == "double" and entry[2] for entry in log)
    return after, tally.banker_all.x, tally.banker_all.y, doubled


def _paired_chunk(job: tuple[int, int, int, HouseRules]) -> Paired:
    players, number, seed, rules = job
    rng = random.Random(f"double-paired:{seed}:{number}")
    full = list(range(52)) * pack_copies(players)
    ev, never, always = (_banker(choice) for choice in BRANCHES)
    out = Paired()
    for _ in range(CHUNK):
        seat = rng.randrange(players)
        sums = [0] * 6  # net and staked for ev, never, always
        pack: list[int] = []
        fresh = True
        played = 0
        while played < 8:
            if fresh:
                pack = full.copy()
                rng.shuffle(pack)
            after, net, staked, doubled = _one_deal(pack, seat, players, ev, rules)
            if after is None:  # R23: the deal is cancelled, the pack shuffled
                fresh = True
                continue
            other = never if doubled else always
            alt_after, alt_net, alt_staked, _ = _one_deal(pack, seat, players, other, rules)
            rank = pack[players - 1] % 13  # the banker's first card
            if alt_after is None:  # the other choice ran out of cards: not comparable
                alt_net, alt_staked = net, staked
            sums[0] += net
            sums[1] += staked
            if doubled:
                sums[2:6] = [sums[2] + alt_net, sums[3] + alt_staked, sums[4] + net,
                             sums[5] + staked]  # fmt: skip
                out.doubled[rank] += 1
                out.gain_doubled[rank] += net - alt_net
            else:
                sums[2:6] = [sums[2] + net, sums[3] + staked, sums[4] + alt_net,
                             sums[5] + alt_staked]  # fmt: skip
                out.declined[rank] += 1
                out.gain_declined[rank] += alt_net - net
            pack, seat, fresh = after
            played += 1
        out.sessions.append(tuple(sums))
        out.deals += played
    return out


def _ratio(rows: Sequence[tuple[int, ...]], x: int, z: int) -> tuple[float, list[float]]:
    """The ratio of column ``x`` to column ``z`` summed over sessions, and each session's
    linearised contribution to it (delta method)."""
    sum_x = sum(row[x] for row in rows)
    sum_z = sum(row[z] for row in rows)
    r = sum_x / sum_z
    mean_z = sum_z / len(rows)
    return r, [(row[x] - r * row[z]) / mean_z for row in rows]


def _half(values: Sequence[float]) -> float:
    """The half-width of the 95% interval of the mean of ``values`` (whose mean is 0)."""
    n = len(values)
    return Z95 * math.sqrt(sum(v * v for v in values) / (n - 1) / n)


def _paired_report(total: Paired, seconds: float) -> None:
    rows = total.sessions
    edges = {}
    for i, choice in enumerate(BRANCHES):
        edge, terms = _ratio(rows, 2 * i, 2 * i + 1)
        edges[choice] = (edge, terms)
        print(
            f"  doubles {choice:<7} edge per unit staked {100 * edge:+.2f}% "
            f"(±{100 * _half(terms):.2f})"
        )
    ev, ev_terms = edges["ev"]
    for choice in ("never", "always"):
        edge, terms = edges[choice]
        diff = [a - b for a, b in zip(ev_terms, terms, strict=True)]
        gain, half = ev - edge, _half(diff)
        if not any(diff):
            verdict = "the same choice on every deal"
        elif gain > half:
            verdict = "better"
        else:
            verdict = "worse" if gain < -half else "not separated"
        print(
            f"  ev choice against {choice:<6} {100 * gain:+.3f} points "
            f"({100 * (gain - half):+.3f} to {100 * (gain + half):+.3f}): {verdict}"
        )
    deals = total.deals
    print(f"  {deals:,} deals paired ({seconds:.0f} s). By the banker's first card:")
    print("    card  doubled  gain per doubled deal  declined  doubling would have gained")
    for rank in range(13):
        up, down = total.doubled[rank], total.declined[rank]
        per_up = f"{total.gain_doubled[rank] / up:+.3f}" if up else "—"
        per_down = f"{total.gain_declined[rank] / down:+.3f}" if down else "—"
        print(
            f"    {RANK_NAMES[rank]:>4}  {100 * up / max(up + down, 1):6.1f}%  {per_up:>21}  "
            f"{100 * down / max(up + down, 1):7.1f}%  {per_down:>26}"
        )


def main() -> None:
    """Print the three banker's edges with their intervals, separately and paired."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=2_000_000, help="deals per separate run")
    parser.add_argument("--paired-deals", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--rules", default="{}")
    args = parser.parse_args()
    rules = rules_from_json({**json.loads(args.rules), "banker_doubles": True})
    changed = ", ".join(f"{k}={v}" for k, v in rules.changes().items())
    print(f"ev players against the ev banker, {args.players} at the table, {changed}")
    with multiprocessing.get_context("fork").Pool(args.workers) as pool:
        if args.deals:
            print("Separate runs:")
            chunks = -(-args.deals // (8 * CHUNK))
            for choice in BRANCHES:
                start = time.perf_counter()
                total = Tally()
                jobs = [(choice, args.players, n, args.seed, rules) for n in range(chunks)]
                for tally in pool.imap_unordered(_chunk, jobs):
                    total.merge(tally)
                edge, half = total.banker_all.estimate()
                per_orig, half_orig = total.banker.estimate()
                print(
                    f"  doubles {choice:<7} edge per unit staked {100 * edge:+.2f}% "
                    f"({100 * (edge - half):+.2f} to {100 * (edge + half):+.2f}); per "
                    f"original stake {100 * per_orig:+.2f}% (±{100 * half_orig:.2f}); "
                    f"doubled {100 * total.doubled_deals / total.deals:.1f}% of "
                    f"{total.deals:,} deals ({time.perf_counter() - start:.0f} s)"
                )
        if args.paired_deals:
            print("Paired, on the ev banker's packs:")
            start = time.perf_counter()
            chunks = -(-args.paired_deals // (8 * CHUNK))
            paired = Paired()
            jobs2 = [(args.players, n, args.seed, rules) for n in range(chunks)]
            for part in pool.imap_unordered(_paired_chunk, jobs2):
                paired.merge(part)
            _paired_report(paired, time.perf_counter() - start)


if __name__ == "__main__":
    main()
