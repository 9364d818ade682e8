"""What a simulation counts: results per unit staked, with the sums their confidence
intervals need, and how often each event of interest happens.

The unit of sampling is the session (sessions are independent; deals within one share a
pack and a bank). A seat is counted by its place to the banker's left: seat 1 plays
first. Results are per unit of original stake (R7); the banker's is also given per unit
of everything staked (original stakes, the stakes added by splits and purchases).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain
from operator import mul, neg
from typing import Final

Z95: Final = 1.959963984540054
COUNTERS: Final = (
    "banker_pontoons",
    "player_pontoons",
    "split_pontoons",
    "player_tricks",
    "banker_tricks",
    "player_hands",
    "player_busts",
    "banker_turns",
    "banker_busts",
    "splits",
    "buys",
    "doubled_deals",
)


@dataclass(slots=True)
class Ratio:
    """Sums over sessions for the ratio estimate of (result / stake); whole numbers, so
    that merging runs in any order gives the same figures."""

    n: int = 0
    x: int = 0
    y: int = 0
    xx: int = 0
    yy: int = 0
    xy: int = 0

    def add_all(self, xs: Sequence[int], ys: Sequence[int]) -> None:
        """Sessions' results ``xs`` and stakes ``ys``, in pairs."""
        if len(xs) != len(ys):
            raise ValueError(f"{len(xs)} results for {len(ys)} stakes")
        self.n += len(xs)
        self.x += sum(xs)
        self.y += sum(ys)
        self.xx += sum(map(mul, xs, xs))
        self.yy += sum(map(mul, ys, ys))
        self.xy += sum(map(mul, xs, ys))

    def merge(self, other: Ratio) -> None:
        """Add another run's sums."""
        self.n += other.n
        self.x += other.x
        self.y += other.y
        self.xx += other.xx
        self.yy += other.yy
        self.xy += other.xy

    def estimate(self) -> tuple[float, float]:
        """The ratio and the half-width of its 95% confidence interval (delta method)."""
        if self.n < 2 or self.y == 0:
            return (self.x / self.y if self.y else 0.0), math.inf
        r = self.x / self.y
        spread = self.xx - 2.0 * r * self.xy + r * r * self.yy
        mean_y = self.y / self.n
        se = math.sqrt(max(spread, 0.0) / (self.n - 1) / self.n) / mean_y
        return r, Z95 * se


@dataclass(slots=True)
class Tally:
    """Everything a run counts. Counters are attributes; see :data:`COUNTERS`."""

    players: int = 0
    sessions: int = 0
    deals: int = 0
    cancelled: int = 0
    bank_changes: int = 0
    banker_pontoons: int = 0
    player_pontoons: int = 0
    split_pontoons: int = 0
    player_tricks: int = 0
    banker_tricks: int = 0
    player_hands: int = 0
    player_busts: int = 0
    banker_turns: int = 0
    banker_busts: int = 0
    splits: int = 0
    buys: int = 0
    doubled_deals: int = 0
    banker: Ratio = field(default_factory=Ratio)
    banker_all: Ratio = field(default_factory=Ratio)
    seats: list[Ratio] = field(default_factory=list)
    seats_all: list[Ratio] = field(default_factory=list)
    _seat_x: list[int] = field(default_factory=list)
    _seat_y: list[int] = field(default_factory=list)
    _seat_z: list[int] = field(default_factory=list)

    def _seat(self, players: int) -> None:
        """Make the seats' sums for a table of ``players`` people, if not yet made."""
        if not self.seats:
            self.players = players
            self.seats = [Ratio() for _ in range(players - 1)]
            self.seats_all = [Ratio() for _ in range(players - 1)]

    def begin_session(self, players: int) -> None:
        """Start a session at a table of ``players`` people."""
        self._seat(players)
        self._seat_x = [0] * (players - 1)
        self._seat_y = [0] * (players - 1)
        self._seat_z = [0] * (players - 1)

    def add_counts(self, counts: Sequence[int]) -> None:
        """Add ``counts`` to the counters, given in the order of :data:`COUNTERS` (a
        cancelled deal counts nothing: its transfers are reversed, R23)."""
        for name, count in zip(COUNTERS, counts, strict=True):
            setattr(self, name, getattr(self, name) + count)

    def end_deal(self, stakes: list[int], nets: list[int], staked: Sequence[int]) -> None:
        """A deal settled: each seat's original stake, net result and everything it
        staked (splits and purchases included), seat 1 first."""
        self.deals += 1
        for i, net in enumerate(nets):
            self._seat_x[i] += net
            self._seat_y[i] += stakes[i]
            self._seat_z[i] += staked[i]

    def close_sessions(
        self,
        players: int,
        deals: int,
        seat_x: Sequence[Sequence[int]],
        seat_y: Sequence[Sequence[int]],
        seat_z: Sequence[Sequence[int]],
    ) -> None:
        """Close sessions at a table of ``players`` people whose sums the caller kept:
        ``deals`` settled deals in all, and for each session, each seat's net result,
        original stakes and everything staked summed over its deals (seat 1 first). The
        banker's are the seats' added up, its net with the sign turned."""
        seats = players - 1
        if self.seats and len(self.seats) != seats:
            raise ValueError(f"a tally of {len(self.seats)} seats given {seats} seats' sums")
        if not len(seat_x) == len(seat_y) == len(seat_z):
            raise ValueError("every session needs each seat's nets, stakes and all staked")
        wrong = set(map(len, chain(seat_x, seat_y, seat_z))) - {seats}
        if wrong:
            raise ValueError(f"{min(wrong)} seats' sums at a table of {seats} players")
        self._seat(players)
        self.deals += deals
        self.sessions += len(seat_x)
        bank_x = list(map(neg, map(sum, seat_x)))
        self.banker.add_all(bank_x, list(map(sum, seat_y)))
        self.banker_all.add_all(bank_x, list(map(sum, seat_z)))
        if not seat_x:
            return
        columns = (zip(*sums, strict=True) for sums in (seat_x, seat_y, seat_z))
        for ratio, ratio_all, xs, ys, zs in zip(self.seats, self.seats_all, *columns, strict=True):
            ratio.add_all(xs, ys)
            ratio_all.add_all(xs, zs)

    def end_session(self) -> None:
        """Close the session's sums (:meth:`end_deal` counted its deals)."""
        self.close_sessions(self.players, 0, [self._seat_x], [self._seat_y], [self._seat_z])

    def merge(self, other: Tally) -> None:
        """Add another run (of the same table size) to this one."""
        if not self.seats:
            self.players = other.players
            self.seats = [Ratio() for _ in other.seats]
            self.seats_all = [Ratio() for _ in other.seats_all]
        for name in ("sessions", "deals", "cancelled", "bank_changes", *COUNTERS):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.banker.merge(other.banker)
        self.banker_all.merge(other.banker_all)
        for mine, theirs in zip(self.seats, other.seats, strict=True):
            mine.merge(theirs)
        for mine, theirs in zip(self.seats_all, other.seats_all, strict=True):
            mine.merge(theirs)
