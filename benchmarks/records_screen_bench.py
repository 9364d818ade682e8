"""How long the Records screen takes to show the records of many finished sessions, and
how long the app stops answering meanwhile.

Makes the folder of ``benchmarks/records_bench.py`` (``--sessions`` finished 8-deal
sessions, 3 unfinished, 2 corrupt), opens the app on setup (headless, 80x24) and presses
Ctrl+O: times the key to the "Reading N sessions…" line, and to the tables filled, with no
cache (every file replayed) and with the cache warm. While the records are read, a timer
asks the app's event loop for a turn every 10 ms; the waits beyond those 10 ms say how
long a key press could have waited (95th percentile and longest).

Run it from the repository root::

    python3 benchmarks/records_screen_bench.py [--sessions 500] [--runs 3]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from records_bench import make_folder
from textual.widgets import DataTable

from pontoon_tui.app.screens.records import RecordsScreen
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.launch import make_app

TICK = 0.010


def rows(screen: RecordsScreen) -> int:
    """How many sessions the screen's table lists so far."""
    return screen.query_one("#records-sessions", DataTable).row_count


async def one_run(folder: Path) -> tuple[float, float, list[float]]:
    """Seconds from Ctrl+O to the reading line on screen and to the tables filled; the
    event loop's longest wait beyond its 10 ms tick meanwhile."""
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        start = time.perf_counter()
        app.simulate_key("ctrl+o")  # as the terminal sends it; no waiting for idle
        reading = 0.0
        waits: list[float] = []
        while True:
            screen = app.screen
            if isinstance(screen, RecordsScreen):
                if not reading and screen.is_mounted:
                    status = str(screen.query_one("#records-status", Plain).shown)
                    if "Reading" in status:
                        reading = time.perf_counter() - start
                records = screen.records
                if records is not None and len(records.sessions) == rows(screen):
                    break
            asked = time.perf_counter()
            await asyncio.sleep(TICK)
            waits.append(max(0.0, time.perf_counter() - asked - TICK))
        await pilot.pause()
        shown = time.perf_counter() - start
    return reading, shown, waits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=500, help="finished sessions to make")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each measure")
    parser.add_argument("--seed", type=int, default=2026, help="seed for the sessions")
    args = parser.parse_args()

    import os

    with tempfile.TemporaryDirectory() as temp:
        folder, cache = Path(temp) / "saves", Path(temp) / "cache"
        folder.mkdir()
        make_folder(folder, args.sessions, args.seed)
        os.environ["XDG_CACHE_HOME"] = str(cache)

        def drop_cache() -> None:
            for file in cache.rglob("*"):
                if file.is_file():
                    file.unlink()

        results: dict[str, list[tuple[float, float, list[float]]]] = {"cold": [], "warm": []}
        for _ in range(args.runs):
            drop_cache()
            results["cold"].append(asyncio.run(one_run(folder)))
        asyncio.run(one_run(folder))  # the cache written
        for _ in range(args.runs):
            results["warm"].append(asyncio.run(one_run(folder)))

    print(f"folder: {args.sessions} finished 8-deal sessions, 3 unfinished, 2 corrupt")
    for name, runs in results.items():
        reading = statistics.median(r[0] for r in runs)
        shown = statistics.median(r[1] for r in runs)
        waits = sorted(wait for r in runs for wait in r[2])
        p95 = waits[int(0.95 * (len(waits) - 1))]
        print(
            f"{name} cache: Ctrl+O to 'Reading…' {reading * 1000:7.1f} ms, to the tables "
            f"{shown * 1000:7.1f} ms (median of {len(runs)}); the event loop's wait beyond "
            f"its tick: 95% under {p95 * 1000:5.1f} ms, longest {waits[-1] * 1000:5.1f} ms"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
