"""How long a player's hints take on a pair (the split decision) against a hand that is
not a pair, in the same run.

Each figure comes from a fresh process (the strategies' tables are filled once a process):
a :class:`~pontoon_tui.table.service.Table` with three people and no computer seat, hints
on, the first deal stacked so that Ann holds 8♠ 8♥ (a pair) or 8♠ 7♥ (not a pair) and
stakes 3. In each process it times:

- ``first``: ``Table.hints`` asked straight away, as the turn's screen asked it when ``h``
  was pressed: it fills the strategies' tables first if nothing has;
- ``prepared``: after ``Table.prepare_strategies`` (called as the session starts) has
  finished in its own thread, ``Table.hints`` on the same hand in a second process;
- ``tables``: how long that thread took (the screen shows that the hints are being
  worked out meanwhile, and the keys still answer).

Run it from the repository root::

    PYTHONPATH=. python3 benchmarks/hints_bench.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

HANDS = {"pair": ("8S", "8H"), "no pair": ("8S", "7H")}
RULES = {
    "the standard rules": {},
    "H7 banker may double, H9 second card up": {"banker_doubles": True, "second_card": "up"},
}


def one(hand: str, rules: dict[str, object], prepared: bool) -> dict[str, float]:
    """In this process: the seconds the hints took, and the tables' filling if prepared."""
    from pontoon_tui.engine.cards import full_pack
    from pontoon_tui.engine.events import Cut, Double, Pack, Stake
    from pontoon_tui.engine.session import Session
    from pontoon_tui.rules import HouseRules
    from pontoon_tui.storage.store import SessionStore
    from pontoon_tui.table.service import Table, TableSettings

    players = ["Ann", "Bob", "Cat"]
    first, second = HANDS[hand]
    top = [first, "9S", "10D", second, "5D", "6C"]
    left = Counter(full_pack(len(players)))
    left.subtract(top)
    pack = (*top, *(card for card in left.elements()))
    session = Session(players, 8, HouseRules(**rules))  # type: ignore[arg-type]
    session.apply(Cut({"Ann": "2S", "Bob": "3S", "Cat": "AS"}))
    session.apply(Pack(pack))
    with tempfile.TemporaryDirectory() as folder:
        table = Table(__import__("random").Random(1), SessionStore(Path(folder)), session)
        table.settings = TableSettings(hints=True)
        found: dict[str, float] = {}
        if prepared:
            start = time.perf_counter()
            table.prepare_strategies()
            table.wait_for_strategies()
            found["tables"] = time.perf_counter() - start
        while (nxt := session.next()) is not None and nxt.type != "play":
            assert nxt.player is not None
            table.submit(nxt.player, Double(nxt.player, True) if nxt.type == "double"
                         else Stake(nxt.player, 3))  # fmt: skip
        start = time.perf_counter()
        hints = table.hints("Ann")
        found["hints"] = time.perf_counter() - start
        assert any(hint.move == "split" for hint in hints) == (hand == "pair")
        table.release()
    return found


def measure(hand: str, rules: str, prepared: bool) -> dict[str, float]:
    """One fresh process's figures."""
    args = [sys.executable, __file__, "--one", json.dumps([hand, rules, prepared])]
    done = subprocess.run(args, capture_output=True, text=True, check=True, env=os.environ)
    return dict(json.loads(done.stdout))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per figure")
    parser.add_argument("--one", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        hand, rules, prepared = json.loads(args.one)
        print(json.dumps(one(hand, RULES[rules], prepared)))
        return
    print(f"load average {os.getloadavg()[0]:.2f}; median of {args.runs} processes, ms")
    print(f"{'rules':42} {'hand':8} {'first':>8} {'prepared':>9} {'tables':>8}")
    for rules in RULES:
        for hand in HANDS:
            first, ready, tables = [], [], []
            for _ in range(args.runs):  # alternately, so a busy moment slows both alike
                first.append(measure(hand, rules, False)["hints"])
                after = measure(hand, rules, True)
                ready.append(after["hints"])
                tables.append(after["tables"])
            row = [statistics.median(x) * 1000 for x in (first, ready, tables)]
            print(f"{rules:42} {hand:8} {row[0]:8.1f} {row[1]:9.1f} {row[2]:8.1f}")


if __name__ == "__main__":
    main()
