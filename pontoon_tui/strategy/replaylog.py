"""Turning a fast simulation's log into the engine's events, to replay it exactly."""

from __future__ import annotations

from collections.abc import Sequence

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.engine.events import Buy, Cut, Double, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.strategy.fastsim import LogEntry


def log_events(log: Sequence[LogEntry], names: Sequence[str]) -> list[Event]:
    """The engine events of a simulation log; seat ``i`` is called ``names[i]``.

    The log's records of how each deal ended (see :func:`log_results`) are skipped.
    """
    events: list[Event] = []
    for entry in log:
        kind = entry[0]
        if kind in ("settled", "cancelled"):
            continue
        if kind == "cut":
            pairs = entry[1]
            assert isinstance(pairs, tuple)
            events.append(Cut({names[p]: ONE_PACK[c] for p, c in pairs}))
        elif kind == "pack":
            cards = entry[1]
            assert isinstance(cards, tuple)
            events.append(Pack(tuple(ONE_PACK[c] for c in cards)))
        else:
            who = entry[1]
            assert isinstance(who, int)
            name = names[who]
            if kind == "stake":
                amount = entry[2]
                assert isinstance(amount, int)
                events.append(Stake(name, amount))
            elif kind == "buy":
                amount = entry[2]
                assert isinstance(amount, int)
                events.append(Buy(name, amount))
            elif kind == "double":
                double = entry[2]
                assert isinstance(double, bool)
                events.append(Double(name, double))
            elif kind == "split":
                events.append(Split(name))
            elif kind == "twist":
                events.append(Twist(name))
            else:
                events.append(Stick(name))
    return events


def log_results(log: Sequence[LogEntry], names: Sequence[str]) -> list[dict[str, int] | None]:
    """Each simulated deal's transfers by name, banker included; None for a cancelled one."""
    results: list[dict[str, int] | None] = []
    for entry in log:
        if entry[0] == "cancelled":
            results.append(None)
        elif entry[0] == "settled":
            _, seat, order, nets = entry
            assert isinstance(seat, int) and isinstance(order, tuple) and isinstance(nets, tuple)
            transfers = dict.fromkeys(names, 0)
            for who, net in zip(order, nets, strict=True):
                transfers[names[who]] = net
            transfers[names[seat]] = -sum(nets)
            results.append(transfers)
    return results
