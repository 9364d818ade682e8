"""The fast simulation's whole runs (every count and sum, every logged event, and the
generator's state afterwards) match recorded fingerprints: those with the baseline banker
were recorded from the simpler implementation the fast one replaced, those with the ev
banker from its current strategy (the replay tests prove those runs follow the rules).
Deals cancelled in the middle of a run (R23) count nothing and replay like the engine,
and forgetting the remembered positions changes nothing."""

from __future__ import annotations

import dataclasses
import hashlib
import random

import pytest

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.strategy import fastsim
from pontoon_tui.strategy.fastsim import LogEntry, play_sessions
from pontoon_tui.strategy.replaylog import log_results
from pontoon_tui.strategy.strategies import (
    BANKER_STRATEGIES,
    PLAYER_STRATEGIES,
    Decision,
    PlayerStrategy,
    PlayKey,
)
from pontoon_tui.strategy.tally import Tally


def _greedy(key: PlayKey) -> Decision:
    """Split every pair, else buy the least while buying is allowed, else twist."""
    twisted, orig, pair = key[3], key[9], key[10]
    if pair >= 0:
        return ("split", 0)
    return ("twist", 0) if twisted else ("buy", orig)


GREEDY = PlayerStrategy("greedy-identity", "", lambda rank: 1 + rank % 3, _greedy)
PLAYERS = {**PLAYER_STRATEGIES, "greedy": GREEDY}

# Low pairs on top, then low cards: seven at the table playing greedily need more than
# 52 cards.
RUN_OUT_PACK = [
    *("AC", "2S", "4H", "3S", "4D", "3C", "2C", "AH", "2D", "4C", "3D", "4S", "3H", "2H"),
    *("AS", "AD", "7S", "QS", "9H", "KH", "10D", "8S", "KD", "6D", "8C", "6S", "QH", "10C"),
    *("JD", "9D", "QC", "10S", "5H", "8H", "10H", "6H", "7H", "KS", "JS", "7C", "6C", "JC"),
    *("7D", "5D", "8D", "5C", "5S", "KC", "9C", "9S", "QD", "JH"),
]


class RunningOut(random.Random):
    """A generator whose shuffles (a run of one ``random()`` per card) are, with chance
    ``often``, :data:`RUN_OUT_PACK` with a few cards swapped (two packs: each card twice
    in a row), and otherwise uniform."""

    def __init__(self, seed: int, cards: int, often: float) -> None:
        super().__init__(seed)
        self.cards, self.often, self.calls = cards, often, 0
        self.keys: list[float] | None = None

    def _arranged(self) -> list[float]:
        draw = super().random
        order = [ONE_PACK.index(code) for code in RUN_OUT_PACK]
        if self.cards > 52:
            order = [card + 52 * copy for card in order for copy in (0, 1)]
        for _ in range(int(draw() * 4)):
            a, b = int(draw() * self.cards), int(draw() * self.cards)
            order[a], order[b] = order[b], order[a]
        keys = [0.0] * self.cards
        for place, card in enumerate(order):
            keys[card] = (place + 0.5) / self.cards
        return keys

    def random(self) -> float:
        call = self.calls % self.cards
        self.calls += 1
        if call == 0:
            self.keys = self._arranged() if super().random() < self.often else None
        return super().random() if self.keys is None else self.keys[call]


def _fingerprint(
    players: int, player: str, banker: str, deals: int, sessions: int, seed: int, logged: bool
) -> str:
    rng: random.Random
    if player == "greedy":
        rng = RunningOut(seed, 104 if players == 8 else 52, 0.4)
    else:
        rng = random.Random(seed)
    tally = Tally()
    log: list[LogEntry] | None = [] if logged else None
    play_sessions(
        rng, sessions, players, deals, PLAYERS[player], BANKER_STRATEGIES[banker], tally, log
    )
    # Each seat's figures per unit staked in all came later: they are checked elsewhere.
    public = {
        k: v
        for k, v in dataclasses.asdict(tally).items()
        if not k.startswith("_") and k != "seats_all"
    }
    text = repr((public, log, rng.getrandbits(64)))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


# (players, player strategy, banker strategy, deals per session, sessions, seed, logged),
# and the fingerprint of its run.
RECORDED = [
    ((4, "ev", "ev", 8, 400, 1, True), "2a1ac4f754be3826013f"),
    ((2, "baseline", "ev", 1, 300, 2, False), "46949e8fbcb6e8a50153"),
    ((8, "ev", "baseline", 8, 150, 3, True), "6b15a16ead76c3a699c4"),
    ((6, "baseline", "baseline", 8, 200, 4, False), "e0af8dd9e95538031198"),
    ((5, "ev", "ev", 3, 200, 5, False), "972e0a9dfdb609d1a02f"),
    ((7, "greedy", "ev", 8, 80, 6, True), "a93a6d95117f394c756e"),
    ((7, "greedy", "baseline", 8, 80, 7, False), "07f2334da5e4cf56631e"),
    ((8, "greedy", "ev", 8, 40, 8, True), "045064c4bcc0cf94423a"),
]


@pytest.mark.parametrize(("case", "expected"), RECORDED)
def test_runs_match_their_recorded_fingerprints(
    case: tuple[int, str, str, int, int, int, bool], expected: str
) -> None:
    assert _fingerprint(*case) == expected


def test_deals_cancelled_in_a_run_count_nothing() -> None:
    names = [f"Seat{i}" for i in range(7)]
    cancelled = 0
    for seed in range(12):
        tally = Tally()
        log: list[LogEntry] = []
        rng = RunningOut(seed, 52, 0.5)
        play_sessions(rng, 1, 7, 8, GREEDY, BANKER_STRATEGIES["ev"], tally, log)
        results = log_results(log, names)
        assert tally.cancelled == results.count(None)
        transfers = [t for t in results if t is not None]
        bankers = [names[e[1]] for e in log if e[0] == "settled" and isinstance(e[1], int)]
        assert tally.deals == len(transfers) == 8
        banker_take = sum(t[banker] for t, banker in zip(transfers, bankers, strict=True))
        assert tally.banker.x == banker_take
        # The counters hold what the settled deals did, and nothing of the cancelled ones.
        settled: list[LogEntry] = []
        deal: list[LogEntry] = []
        for entry in log:
            if entry[0] in ("settled", "cancelled"):
                if entry[0] == "settled":
                    settled.extend(deal)
                deal = []
            elif entry[0] not in ("cut", "pack"):
                deal.append(entry)
        assert tally.splits == sum(entry[0] == "split" for entry in settled)
        assert tally.buys == sum(entry[0] == "buy" for entry in settled)
        assert tally.player_hands == 6 * 8 + tally.splits
        cancelled += tally.cancelled
    assert cancelled > 0


def test_forgetting_what_was_remembered_changes_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    def run() -> tuple[Tally, list[LogEntry]]:
        tally = Tally()
        log: list[LogEntry] = []
        ev = PLAYER_STRATEGIES["ev"]
        play_sessions(random.Random(11), 60, 5, 8, ev, BANKER_STRATEGIES["ev"], tally, log)
        return tally, log

    remembered = run()
    monkeypatch.setattr(fastsim, "_books", {})
    monkeypatch.setattr(fastsim, "_fast_plans", {})
    monkeypatch.setattr(fastsim, "_BOOK_LIMIT", 40)
    monkeypatch.setattr(fastsim, "_FAST_PLAN_LIMIT", 25)
    assert run() == remembered
    assert len(fastsim._books) == 1
    assert all(len(book.nodes) <= 40 for book in fastsim._books.values())
    assert all(len(plans) <= 25 for plans in fastsim._fast_plans.values())
