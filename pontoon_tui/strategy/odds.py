"""``pontoon odds``: play many sessions with chosen strategies and report the figures.

The sessions run on the fast simulation of :mod:`pontoon_tui.strategy.fastsim`, split
into chunks of sessions, each with its own seed derived from the run's seed, spread over
worker processes. The figures depend only on the seed, never on how many workers ran
them: chunks are counted in their order, also when a run stops early at a precision.

Results are per unit staked, everything put at stake counted (original stakes, and the
stakes that splits and purchases add), and per unit of original stake (R7), with 95%
confidence intervals over sessions; a seat is counted by its place to the banker's left
(seat 1 plays first).
"""

from __future__ import annotations

import math
import multiprocessing
import random
import time
from collections.abc import Callable, Generator
from dataclasses import dataclass
from typing import Any, Final

from pontoon_tui.rules import DEFAULT_RULES, NUMBERS, HouseRules
from pontoon_tui.strategy.fastsim import play_sessions
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES
from pontoon_tui.strategy.tally import Ratio, Tally

ODDS_FORMAT: Final = "pontoon-odds/1"
CHUNK_SESSIONS: Final = 250
BATCH_CHUNKS: Final = 8
"""The most chunks a worker is handed at once."""
MIN_CHUNKS_FOR_PRECISION: Final = 20
"""A run stopped by precision plays at least this many chunks (40,000 deals of 8-deal
sessions), so that the interval it stops on is a sound one."""


@dataclass(frozen=True, slots=True)
class OddsSpec:
    """What to simulate.

    Attributes:
        players: people at the table, banker included (2-8).
        deals: counted deals to play in all (rounded up to whole sessions).
        seed: the seed every chunk's seed derives from.
        player: the player strategy's name, for every player seat.
        banker: the banker strategy's name.
        session_deals: counted deals per session (R5), 1-99.
        precision: when set, stop as soon as the banker's edge per unit staked is known to
            this half-width of its 95% interval (a fraction: 0.001 is 0.1 points);
            ``deals`` is then the most to play.
        rules: the table's house rules (H1-H9), seed 000's by default.
    """

    players: int = 4
    deals: int = 1_000_000
    seed: int = 0
    player: str = "ev"
    banker: str = "ev"
    session_deals: int = 8
    precision: float | None = None
    rules: HouseRules = DEFAULT_RULES

    @property
    def sessions(self) -> int:
        """Whole sessions needed for at least ``deals`` counted deals."""
        return -(-self.deals // self.session_deals)

    def chunks(self) -> list[tuple[OddsSpec, int, int]]:
        """The work, as (spec, chunk number, sessions in that chunk)."""
        total = self.sessions
        return [
            (self, i, min(CHUNK_SESSIONS, total - start))
            for i, start in enumerate(range(0, total, CHUNK_SESSIONS))
        ]


def run_chunk(job: tuple[OddsSpec, int, int]) -> Tally:
    """Play one chunk of sessions (in whatever process runs it)."""
    spec, number, sessions = job
    rng = random.Random(f"pontoon-odds:{spec.seed}:{number}")
    tally = Tally()
    # What the strategies learn lasts as long as the process: it is kept out of the
    # cyclic collector's sight before the collector resumes, so that neither the first
    # collection after the chunk nor every full one between chunks scans it (under H9
    # the tables grow to hundreds of thousands of objects).
    play_sessions(
        rng,
        sessions,
        spec.players,
        spec.session_deals,
        PLAYER_STRATEGIES[spec.player],
        BANKER_STRATEGIES[spec.banker],
        tally,
        rules=spec.rules,
        keep=True,
    )
    return tally


def _results(
    jobs: list[tuple[OddsSpec, int, int]], workers: int, ordered: bool
) -> Generator[Tally, None, None]:
    if workers <= 1 or len(jobs) == 1:
        yield from map(run_chunk, jobs)
        return
    method = "fork" if "fork" in multiprocessing.get_all_start_methods() else None
    # Each task the pool hands a worker costs the main process work (sending it, taking
    # back and reading its result), done beside the workers on the same cores, so the
    # chunks go in batches of up to BATCH_CHUNKS (fewer on a short run, so that every
    # worker still gets a share): the chunks and their results are the same, read in the
    # same order.
    batch = max(1, min(BATCH_CHUNKS, len(jobs) // (4 * workers)))
    with multiprocessing.get_context(method).Pool(workers) as pool:
        if ordered:
            yield from pool.imap(run_chunk, jobs, chunksize=batch)
        else:
            yield from pool.imap_unordered(run_chunk, jobs, chunksize=batch)


def precise_enough(tally: Tally, chunks: int, precision: float) -> bool:
    """Whether a run stopped by ``precision`` may stop after ``chunks`` chunks."""
    if chunks < MIN_CHUNKS_FOR_PRECISION:
        return False
    _, half = tally.banker_all.estimate()
    return half <= precision


def run_odds(
    spec: OddsSpec, workers: int = 1, progress: Callable[[int], None] | None = None
) -> tuple[Tally, float]:
    """Simulate ``spec`` on ``workers`` processes; returns the tally and the seconds taken.

    ``progress`` is called with the number of deals each finished chunk played.
    """
    if spec.player not in PLAYER_STRATEGIES or spec.banker not in BANKER_STRATEGIES:
        raise ValueError("unknown strategy")
    start = time.perf_counter()
    total = Tally()
    precision = spec.precision
    results = _results(spec.chunks(), workers, ordered=precision is not None)
    for done, tally in enumerate(results, start=1):
        total.merge(tally)
        if progress is not None:
            progress(tally.deals)
        if precision is not None and precise_enough(total, done, precision):
            results.close()  # the workers stop with the pool
            break
    return total, time.perf_counter() - start


def _interval(ratio: Ratio) -> dict[str, Any]:
    """An estimate with its 95% interval; the interval is null with fewer than two
    sessions, where it cannot be estimated."""
    estimate, half = ratio.estimate()
    if not math.isfinite(half):
        return {"estimate": estimate, "ci95": None, "half_width": None}
    return {
        "estimate": estimate,
        "ci95": [estimate - half, estimate + half],
        "half_width": half,
    }


def _rate(count: int, out_of: int) -> float:
    return count / out_of if out_of else 0.0


def odds_json(spec: OddsSpec, tally: Tally, seconds: float, workers: int) -> dict[str, Any]:
    """The report as a ``pontoon-odds/1`` object (fractions, not percentages)."""
    deals, hands, turns = tally.deals, tally.player_hands, tally.banker_turns
    return {
        "format": ODDS_FORMAT,
        "players": spec.players,
        "deals": deals,
        "sessions": tally.sessions,
        "session_deals": spec.session_deals,
        "seed": spec.seed,
        "rules": spec.rules.to_json(),
        "player_strategy": spec.player,
        "banker_strategy": spec.banker,
        "strategies": {
            "player": PLAYER_STRATEGIES[spec.player].describe,
            "banker": BANKER_STRATEGIES[spec.banker].describe,
        },
        "unit": "per unit of original stake",
        "banker_edge": _interval(tally.banker),
        "seats": [{"seat": i + 1, **_interval(ratio)} for i, ratio in enumerate(tally.seats)],
        "banker_edge_per_unit_staked_in_all": _interval(tally.banker_all),
        "seats_per_unit_staked_in_all": [
            {"seat": i + 1, **_interval(ratio)} for i, ratio in enumerate(tally.seats_all)
        ],
        "precision": spec.precision,
        "stopped_at_precision": spec.precision is not None and tally.sessions < spec.sessions,
        "frequencies": {
            "banker_pontoon_per_deal": _rate(tally.banker_pontoons, deals),
            "player_pontoon_per_hand": _rate(tally.player_pontoons, hands),
            "split_pontoon_per_hand": _rate(tally.split_pontoons, hands),
            "player_five_card_trick_per_hand": _rate(tally.player_tricks, hands),
            "banker_five_card_trick_per_turn": _rate(tally.banker_tricks, turns),
            "player_bust_per_hand": _rate(tally.player_busts, hands),
            "banker_bust_per_turn": _rate(tally.banker_busts, turns),
            "bank_change_per_deal": _rate(tally.bank_changes, deals),
            "doubled_deal_per_deal": _rate(tally.doubled_deals, deals),
            "split_per_hand": _rate(tally.splits, hands),
            "buy_per_hand": _rate(tally.buys, hands),
        },
        "counts": {
            "player_hands": hands,
            "banker_turns": turns,
            "banker_pontoons": tally.banker_pontoons,
            "player_pontoons": tally.player_pontoons,
            "split_pontoons": tally.split_pontoons,
            "player_five_card_tricks": tally.player_tricks,
            "banker_five_card_tricks": tally.banker_tricks,
            "player_busts": tally.player_busts,
            "banker_busts": tally.banker_busts,
            "bank_changes": tally.bank_changes,
            "doubled_deals": tally.doubled_deals,
            "cancelled_deals": tally.cancelled,
        },
        "workers": workers,
        "seconds": seconds,
        "deals_per_second": deals / seconds if seconds > 0 else 0.0,
    }


def _pct(block: dict[str, Any]) -> str:
    if block["ci95"] is None:
        return f"{100 * block['estimate']:+.3f}%  (one session: no interval)"
    low, high = block["ci95"]
    return (
        f"{100 * block['estimate']:+.3f}%  (95% CI {100 * low:+.3f}% to {100 * high:+.3f}%, "
        f"±{100 * block['half_width']:.3f} pp)"
    )


def rules_words(rules: dict[str, Any]) -> str:
    """The house rules a report names, in one line: the changes from seed 000's rules."""
    defaults = DEFAULT_RULES.to_json()
    changed = [
        f"{NUMBERS[key]} {key}={_json_word(value)}"
        for key, value in rules.items()
        if key in defaults and defaults[key] != value
    ]
    return ", ".join(changed) if changed else "the standard rules (no house rule changed)"


def _json_word(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def odds_text(report: dict[str, Any]) -> str:
    """The report in words, for a person at a terminal."""
    lines = [
        f"{report['deals']:,} deals ({report['sessions']:,} "
        f"session{'' if report['sessions'] == 1 else 's'} of "
        f"{report['session_deals']}), {report['players']} at the table, seed {report['seed']}",
        f"player strategy: {report['player_strategy']} — {report['strategies']['player']}",
        f"banker strategy: {report['banker_strategy']} — {report['strategies']['banker']}",
        f"house rules: {rules_words(report['rules'])}",
        "",
        "Per unit staked (everything staked: original stakes, splits and purchases):",
        f"  banker's edge   {_pct(report['banker_edge_per_unit_staked_in_all'])}",
    ]
    for seat in report["seats_per_unit_staked_in_all"]:
        lines.append(f"  player seat {seat['seat']}   {_pct(seat)}")
    lines += ["", "Per unit of original stake:", f"  banker's edge   {_pct(report['banker_edge'])}"]
    for seat in report["seats"]:
        lines.append(f"  player seat {seat['seat']}   {_pct(seat)}")
    if report["precision"] is not None:
        wanted = f"±{100 * report['precision']:.3g} points"
        lines += [
            "",
            f"Stopped once the banker's edge per unit staked was known to {wanted}."
            if report["stopped_at_precision"]
            else f"Not yet known to {wanted}: every deal allowed (--deals) was played.",
        ]
    lines += ["", "How often:"]
    for name, value in report["frequencies"].items():
        lines.append(f"  {name.replace('_', ' '):<34}{100 * value:8.3f}%")
    if report["counts"]["cancelled_deals"]:
        lines.append(f"  cancelled deals (R23): {report['counts']['cancelled_deals']}")
    lines += [
        "",
        f"{report['deals_per_second']:,.0f} deals per second "
        f"({report['seconds']:.1f} s on {report['workers']} worker(s))",
    ]
    return "\n".join(lines)
