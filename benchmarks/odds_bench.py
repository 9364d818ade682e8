"""Benchmark the strategies: deals per second of ``pontoon odds`` and the time each
computer decision and each hint takes through the app's entry points; and deals per
CPU-second of ``ev`` against ``ev`` under the standard rules and each single house rule.

Run: ``python3 benchmarks/odds_bench.py [--deals N] [--workers N] [--players N]``;
``--precision-runs [--rule KEY=VALUE ...] [--baseline DIR] [--rounds N]`` prints only whole
``pontoon odds --precision 0.1 --seed 7`` runs, under the standard rules and each rule given
(H9 by default), each rule's median deals per second as a ratio to the standard rules and to
the baseline checkout's code under the standard rules;
``--rules-only`` prints only the house-rule table, ``--baseline DIR`` adds to it another
checkout of the project (e.g. an older commit in a worktree) measured in the same run
under the standard rules, as the baseline of every ratio; ``--tree DIR`` measures another
checkout's code in place of this one.

In the house-rule table each figure is one fresh process playing ``--rule-deals`` deals on
one worker (its warm-up, filling the strategies' tables, included), divided by the CPU
time it used; the processes of each round run one after another, rule after rule, and
the median of ``--rounds`` rounds is shown, so that a busy machine slows every row alike.

Decision times are measured first, in this fresh process, so the first decision pays for
filling the strategy's tables (reported separately as "first"); the mean and max cover
every decision of seeded sessions played through ``choose_event`` and ``hints``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.session import Session
from pontoon_tui.strategy import choose_event, hints
from pontoon_tui.strategy.odds import OddsSpec, run_odds


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


HOUSE_RULES: tuple[tuple[str, str], ...] = (
    ("the standard rules", ""),
    ("H1 stick on 16", "stick_min=16"),
    ("H2 split aces only", "split=aces"),
    ("H2 no splitting", "split=none"),
    ("H3 three hands", "max_hands=3"),
    ("H3 two hands", "max_hands=2"),
    ("H4 no fifth-card buy", "buy_fifth=false"),
    ("H5 Pontoon pays 1", "pontoon_pays=1"),
    ("H5 Pontoon pays 3", "pontoon_pays=3"),
    ("H6 banker's Pontoon collects 1", "banker_pontoon=1"),
    ("H7 banker may double", "banker_doubles=true"),
    ("H8 shuffle every deal", "shuffle=every-deal"),
    ("H9 second card up", "second_card=up"),
)

_ONE_RUN = """
import json, sys, time
try:
    from pontoon_tui.strategy.odds import OddsSpec, run_chunk
except ModuleNotFoundError:  # a checkout from before odds moved beside the simulator
    from pontoon_tui.odds import OddsSpec, run_chunk
players, deals, rule = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
extra = {}
if rule:
    from pontoon_tui.rules.options import rules_from_options
    extra["rules"] = rules_from_options(None, [rule])
spec = OddsSpec(players=players, deals=deals, seed=1, **extra)
start = time.process_time()
played = sum(run_chunk(job).deals for job in spec.chunks())
print(json.dumps({"deals": played, "cpu": time.process_time() - start}))
"""


def cpu_rate(tree: Path, players: int, deals: int, rule: str) -> float:
    """Deals per CPU-second of ev against ev in a fresh process running ``tree``'s code."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(
        [sys.executable, "-c", _ONE_RUN, str(players), str(deals), rule],
        env=env, check=True, capture_output=True, text=True, cwd=tree,
    ).stdout  # fmt: skip
    found = json.loads(out)
    return float(found["deals"]) / float(found["cpu"])


def rules_table(
    players: int, deals: int, rounds: int, baseline: Path | None, here: Path | None = None
) -> None:
    """Print deals per CPU-second under each house rule, and each as a ratio to the standard
    rules (and to ``baseline``'s code under the standard rules, when given), measuring the
    checkout ``here`` (this one by default)."""
    here = here or Path(__file__).resolve().parents[1]
    rates: dict[str, list[float]] = {}
    for _ in range(rounds):
        if baseline is not None:
            rates.setdefault("baseline", []).append(cpu_rate(baseline, players, deals, ""))
        for name, rule in HOUSE_RULES:
            rates.setdefault(name, []).append(cpu_rate(here, players, deals, rule))
    median = {name: statistics.median(found) for name, found in rates.items()}
    default = median[HOUSE_RULES[0][0]]
    print(
        f"\nev against ev, deals per CPU-second ({deals:,} deals, {players} players, one "
        f"worker, warm-up included; median of {rounds} round(s))"
    )
    header = f"  {'rules':<32}{'deals/CPU-s':>12}{'vs std':>8}"
    if baseline is not None:
        header += f"{'vs baseline':>13}"
        print(f"  baseline: {baseline} under the standard rules, {median['baseline']:,.0f}")
    print(header)
    for name, _ in HOUSE_RULES:
        line = f"  {name:<32}{median[name]:>12,.0f}{median[name] / default:>8.2f}"
        if baseline is not None:
            line += f"{median[name] / median['baseline']:>13.2f}"
        print(line)


def odds_rate(tree: Path, workers: int, points: float, rule: str) -> tuple[int, float]:
    """``pontoon odds --precision P --seed 7`` with ``tree``'s code on ``workers`` workers
    (under the house rules in ``rule``, KEY=VALUE pairs joined by commas, if any): the
    deals it played and its deals per second, as it reports them."""
    command = [sys.executable, "-m", "pontoon_tui", "odds", "--precision", str(points),
               "--seed", "7", "--workers", str(workers), "--json"]  # fmt: skip
    for one in filter(None, rule.split(",")):
        command += ["--rule", one]
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run(command, env=env, check=True, capture_output=True, text=True, cwd=tree)
    found = json.loads(out.stdout)
    return int(found["deals"]), float(found["deals_per_second"])


def precision_runs(
    workers: int, points: float, rounds: int, rules: list[str], baseline: Path | None
) -> None:
    """Print the deals per second of whole ``pontoon odds --precision`` runs, ev against
    ev: under the standard rules, under each of ``rules``, and with ``baseline``'s code under
    the standard rules when given; one after another in each round, so that a busy machine
    slows them alike; and each rule's median as a ratio to the others'."""
    here = Path(__file__).resolve().parents[1]
    runs: list[tuple[str, Path, str]] = [("the standard rules", here, "")]
    runs += [(rule, here, rule) for rule in rules]
    if baseline is not None:
        runs.insert(0, ("baseline, the standard rules", baseline, ""))
    rates: dict[str, list[float]] = {}
    width = max(28, *(len(name) + 2 for name, _, _ in runs))
    print(
        f"\npontoon odds --precision {points:g} --seed 7, ev against ev, "
        f"{workers} worker(s), deals per second"
    )
    for number in range(1, rounds + 1):
        for name, tree, rule in runs:
            deals, rate = odds_rate(tree, workers, points, rule)
            rates.setdefault(name, []).append(rate)
            print(
                f"  round {number}  {name:<{width}}{deals:>12,} deals{rate:>12,.0f} /s", flush=True
            )
    median = {name: statistics.median(found) for name, found in rates.items()}
    default = median["the standard rules"]
    print(f"  median of {rounds} round(s):")
    for name, _, _ in runs:
        line = f"    {name:<{width}}{median[name]:>12,.0f} /s{median[name] / default:>8.2f} of std"
        if baseline is not None:
            line += f"{median[name] / median[runs[0][0]]:>8.2f} of the baseline's"
        print(line)


def _ms(seconds: float) -> str:
    return f"{1000 * seconds:8.3f} ms"


def main() -> None:
    """Print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--sessions", type=int, default=60, help="sessions timed per strategy")
    parser.add_argument("--rule-deals", type=int, default=500_000, help="deals per house rule")
    parser.add_argument("--rounds", type=int, default=1, help="rounds of the house-rule table")
    parser.add_argument("--baseline", type=Path, help="another checkout to compare with")
    parser.add_argument("--rules-only", action="store_true", help="only the house-rule table")
    parser.add_argument("--tree", type=Path, help="the checkout measured (default: this one)")
    parser.add_argument(
        "--precision-runs", action="store_true",
        help="only whole pontoon odds --precision runs, the standard rules against --rule",
    )  # fmt: skip
    parser.add_argument(
        "--rule", action="append", metavar="KEY=VALUE",
        help="house rules for --precision-runs, several joined by commas (repeatable; "
        "default second_card=up)",
    )  # fmt: skip
    parser.add_argument("--precision", type=float, default=0.1, help="points, for those runs")
    args = parser.parse_args()
    if args.precision_runs:
        rules = args.rule or ["second_card=up"]
        precision_runs(args.workers, args.precision, args.rounds, rules, args.baseline)
        return
    if args.rules_only:
        rules_table(args.players, args.rule_deals, args.rounds, args.baseline, args.tree)
        return

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
    rules_table(args.players, args.rule_deals, args.rounds, args.baseline)


if __name__ == "__main__":
    main()
