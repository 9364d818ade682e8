"""Garbage collection while ``pontoon`` starts: how many collections of each generation
run from the start of the process to the setup screen, the milliseconds spent in them,
and the process's CPU time by then.

    python3 benchmarks/gc_bench.py [--runs N] [--tree DIR ...]

Each run is a fresh process that runs the command as a player does (``pontoon --seed 1
--save-dir DIR``), headless at 100 x 30, until the setup screen has shown; a
``gc.callbacks`` hook times every collection. ``--tree`` measures other checkouts of the
project (folders holding ``pontoon_tui``) as well, each run of every tree one after
another, so that a busy machine slows them alike; the medians of N runs are printed.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

PROBE = r"""
import gc, importlib.abc, importlib.util, json, sys, time

started, cpu = time.perf_counter(), time.process_time()
spent, counts, began = [0.0], [0, 0, 0], [0.0]


def timed(phase, info):
    if phase == "start":
        began[0] = time.perf_counter()
    else:
        spent[0] += time.perf_counter() - began[0]
        counts[info["generation"]] += 1


gc.callbacks.append(timed)
found = {}


async def shown(pilot):
    await pilot.pause()
    found.update(
        screen=type(pilot.app.screen).__name__,
        collections=list(counts),
        gc_ms=1000 * spent[0],
        cpu_ms=1000 * (time.process_time() - cpu),
        wall_ms=1000 * (time.perf_counter() - started),
    )
    pilot.app.exit()


class Headless(importlib.abc.MetaPathFinder):
    # Runs the app headless as its module is imported: importing it here, before the
    # command does, would change what the command loads with the collector off.
    def find_spec(self, name, path, target=None):
        if name != "pontoon_tui.app.app":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run_module = spec.loader.exec_module

        def exec_module(module):
            run_module(module)
            run = module.PontoonApp.run

            def headless(app, **_):
                return run(app, headless=True, size=(100, 30), auto_pilot=shown)

            module.PontoonApp.run = headless

        spec.loader.exec_module = exec_module
        return spec


sys.meta_path.insert(0, Headless())
from pontoon_tui.cli import main

main(["--seed", "1", "--save-dir", sys.argv[1]])
print(json.dumps(found))
"""


def measure(tree: Path | None, folder: str) -> dict[str, Any]:
    """One run of the command in a fresh process, with ``tree``'s code if given."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree)
    done = subprocess.run(
        [sys.executable, "-c", PROBE, folder],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tempfile.gettempdir(),
    )
    found: dict[str, Any] = json.loads(done.stdout.splitlines()[-1])
    assert found["screen"] == "SetupScreen", found
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="runs of each tree")
    parser.add_argument("--tree", type=Path, action="append", default=[], help="another tree")
    args = parser.parse_args()
    trees: list[Path | None] = [None, *args.tree]
    runs: dict[Path | None, list[dict[str, Any]]] = {tree: [] for tree in trees}
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(args.runs):
            for tree in trees:
                runs[tree].append(measure(tree, folder))
    print(f"load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}; {args.runs} runs")
    print(f"{'tree':<28}{'collections (gen 0, 1, 2)':>27}{'in them (ms)':>14}{'CPU (ms)':>10}")
    for tree, found in runs.items():
        counts = sorted({tuple(f["collections"]) for f in found})
        gc_ms = statistics.median(f["gc_ms"] for f in found)
        cpu_ms = statistics.median(f["cpu_ms"] for f in found)
        name = "this checkout" if tree is None else str(tree)
        shown = " or ".join(", ".join(map(str, c)) for c in counts)
        print(f"{name:<28}{shown:>27}{gc_ms:14.1f}{cpu_ms:10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
