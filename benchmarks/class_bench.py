"""What the game's small record classes cost as it starts: defining eight classes with the
fields of the game's own (``Seen``, ``Step``, ``Palette``, ``CardLook``, ``Settings``,
``Problem``, ``Saved``, ``TableSettings``) as NamedTuples and as frozen dataclasses, and
making an instance of one.

    python3 benchmarks/class_bench.py [--runs N]

Each definition of the eight is timed in a fresh process (compiling the source
included), the kinds one after the other in every run; the medians and quartiles of N runs
are printed. Making an instance is timed with ``timeit`` in this process.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import timeit

FIELDS = {
    "Seen": "holder: object = None; ledgers: int = 0; pontoons: frozenset = frozenset(); "
    "cut: bool = False",
    "Step": "screen: str; player: object = None; deal: object = None; then: object = None",
    "Palette": "; ".join(f"colour_{n}: str" for n in range(11)),
    "CardLook": "palette: object; four_colour: bool",
    "Settings": "players: list; deals: int; computers: tuple = (); hints: bool = True; "
    "rules: object = None",
    "Problem": "path: object; reason: str; kept_as: object = None; unreadable: bool = False",
    "Saved": "path: object; session: object; held: bool = False",
    "TableSettings": "computers: frozenset = frozenset(); hints: bool = True",
}
"""Each class's fields, as the game's own classes have them (types simplified)."""
KINDS = {
    "NamedTuple": ("from typing import NamedTuple", "", "(NamedTuple)"),
    "frozen dataclass": (
        "from dataclasses import dataclass",
        "@dataclass(frozen=True, slots=True)\n",
        "",
    ),
}
PROBE = """
import time
{imports}
started = time.perf_counter()
exec(compile({source!r}, "records", "exec"), globals())
print(time.perf_counter() - started)
"""


def source(kind: str) -> str:
    """The eight classes as ``kind``."""
    _, decorator, base = KINDS[kind]
    return "\n".join(
        f"{decorator}class {name}{base}:\n" + "".join(f"    {f}\n" for f in fields.split("; "))
        for name, fields in FIELDS.items()
    )


def define(kind: str) -> float:
    """Seconds a fresh process takes to compile and define the eight classes as ``kind``."""
    probe = PROBE.format(imports=KINDS[kind][0], source=source(kind))
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return float(done.stdout)


def make_one(kind: str) -> float:
    """Seconds to make one ``Seen`` with two fields given, as ``kind``."""
    space: dict[str, object] = {}
    exec(KINDS[kind][0] + "\n" + source(kind), space)
    seen = space["Seen"]
    number = 200_000
    return timeit.timeit(lambda: seen(holder="Ann", ledgers=2), number=number) / number  # type: ignore[operator]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="fresh processes of each kind")
    args = parser.parse_args()
    times: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for _ in range(args.runs):
        for kind in KINDS:
            times[kind].append(define(kind))
    print(f"{'eight classes as':<18}{'defined (ms, median)':>22}{'quartiles':>16}{'one made':>11}")
    for kind, found in times.items():
        found.sort()
        low, high = found[len(found) // 4], found[3 * len(found) // 4]
        median = statistics.median(found)
        made = make_one(kind)
        print(
            f"{kind:<18}{1000 * median:22.2f}{1000 * low:9.2f}-{1000 * high:.2f}"
            f"{1e6 * made:9.2f} µs"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
