"""The fast simulation's whole runs, as readable golden tallies: every count and sum of
a few seeded runs, under seed 000's rules and under house rules, written out below.
They were recorded from this implementation; the replay tests show that such runs follow
the rules exactly. A change in any figure is a change in what the simulation or a
strategy does, and the diff says which. Deals cancelled in the middle of a run (R23)
count nothing, and forgetting the remembered positions and plans changes nothing."""

from __future__ import annotations

import gc
import random
from typing import Any

import pytest

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, rules_from_json
from pontoon_tui.strategy import fastsim, positions
from pontoon_tui.strategy.fastsim import IllegalPlay, LogEntry, play_sessions
from pontoon_tui.strategy.keys import Decision, PlayKey
from pontoon_tui.strategy.model import legal_play
from pontoon_tui.strategy.replaylog import log_results
from pontoon_tui.strategy.strategies import (
    BANKER_STRATEGIES,
    PLAYER_STRATEGIES,
    BankerStrategy,
    PlayerStrategy,
    simple_player,
)
from pontoon_tui.strategy.tally import COUNTERS, Tally


def _greedy(key: PlayKey, rules: HouseRules) -> Decision:
    """Split every pair, else buy the least while buying is allowed, else twist."""
    moves, bounds = legal_play(key, rules)
    if "split" in moves:
        return ("split", 0)
    if bounds is not None:
        return ("buy", bounds[0])
    return ("twist", 0)


GREEDY = simple_player("greedy", lambda rank: 1 + rank % 3, _greedy)
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


def tallied(
    players: int, player: str, banker: str, deals: int, sessions: int, seed: int,
    rules: dict[str, Any],
) -> dict[str, int]:  # fmt: skip
    """A run's counts and sums, by name."""
    rng: random.Random = random.Random(seed)
    if player == "greedy":
        rng = RunningOut(seed, 104 if players == 8 else 52, 0.4)
    tally = Tally()
    strategy: PlayerStrategy = PLAYERS[player]
    bank: BankerStrategy = BANKER_STRATEGIES[banker]
    play_sessions(
        rng, sessions, players, deals, strategy, bank, tally, None, rules_from_json(rules)
    )
    found = {
        name: getattr(tally, name) for name in ("deals", "cancelled", "bank_changes", *COUNTERS)
    }
    found["banker_take"] = tally.banker.x
    found["original_stakes"] = tally.banker.y
    found["all_staked"] = tally.banker_all.y
    return found


GOLDEN = [
    (
        (4, "ev", "ev", 8, 100, 1, {}),
        {
            "deals": 800,
            "cancelled": 0,
            "bank_changes": 115,
            "banker_pontoons": 42,
            "player_pontoons": 119,
            "split_pontoons": 0,
            "player_tricks": 70,
            "banker_tricks": 19,
            "player_hands": 2408,
            "player_busts": 384,
            "banker_turns": 755,
            "banker_busts": 226,
            "splits": 8,
            "buys": 838,
            "doubled_deals": 0,
            "banker_take": -435,
            "original_stakes": 4704,
            "all_staked": 9948,
        },
    ),
    (
        (3, "baseline", "baseline", 8, 150, 4, {}),
        {
            "deals": 1200,
            "cancelled": 0,
            "bank_changes": 109,
            "banker_pontoons": 69,
            "player_pontoons": 111,
            "split_pontoons": 0,
            "player_tricks": 37,
            "banker_tricks": 13,
            "player_hands": 2400,
            "player_busts": 607,
            "banker_turns": 1043,
            "banker_busts": 323,
            "splits": 0,
            "buys": 0,
            "doubled_deals": 0,
            "banker_take": 402,
            "original_stakes": 2400,
            "all_staked": 2400,
        },
    ),
    (
        (2, "baseline", "ev", 1, 300, 2, {}),
        {
            "deals": 300,
            "cancelled": 0,
            "bank_changes": 15,
            "banker_pontoons": 13,
            "player_pontoons": 15,
            "split_pontoons": 0,
            "player_tricks": 1,
            "banker_tricks": 5,
            "player_hands": 300,
            "player_busts": 82,
            "banker_turns": 205,
            "banker_busts": 58,
            "splits": 0,
            "buys": 0,
            "doubled_deals": 0,
            "banker_take": 54,
            "original_stakes": 300,
            "all_staked": 300,
        },
    ),
    (
        (
            5,
            "ev",
            "ev",
            3,
            80,
            5,
            {
                "stick_min": 16,
                "split": "aces",
                "max_hands": 2,
                "buy_fifth": False,
                "pontoon_pays": 3,
                "banker_pontoon": 1,
                "shuffle": "every-deal",
            },
        ),
        {
            "deals": 240,
            "cancelled": 0,
            "bank_changes": 42,
            "banker_pontoons": 9,
            "player_pontoons": 43,
            "split_pontoons": 2,
            "player_tricks": 27,
            "banker_tricks": 7,
            "player_hands": 963,
            "player_busts": 240,
            "banker_turns": 230,
            "banker_busts": 73,
            "splits": 3,
            "buys": 269,
            "doubled_deals": 0,
            "banker_take": -272,
            "original_stakes": 2788,
            "all_staked": 4289,
        },
    ),
    (
        (4, "ev", "ev", 8, 60, 6, {"banker_doubles": True}),
        {
            "deals": 480,
            "cancelled": 0,
            "bank_changes": 63,
            "banker_pontoons": 19,
            "player_pontoons": 65,
            "split_pontoons": 0,
            "player_tricks": 20,
            "banker_tricks": 11,
            "player_hands": 1447,
            "player_busts": 220,
            "banker_turns": 459,
            "banker_busts": 110,
            "splits": 7,
            "buys": 287,
            "doubled_deals": 480,
            "banker_take": 1530,
            "original_stakes": 2736,
            "all_staked": 4565,
        },
    ),
    (  # the ev banker reading tables of face-up second cards, with many new tables
        (4, "ev", "ev", 8, 400, 12, {"second_card": "up"}),
        {
            "deals": 3200,
            "cancelled": 0,
            "bank_changes": 448,
            "banker_pontoons": 139,
            "player_pontoons": 470,
            "split_pontoons": 9,
            "player_tricks": 296,
            "banker_tricks": 119,
            "player_hands": 9688,
            "player_busts": 1986,
            "banker_turns": 3019,
            "banker_busts": 984,
            "splits": 88,
            "buys": 2946,
            "doubled_deals": 0,
            "banker_take": -2364,
            "original_stakes": 18528,
            "all_staked": 38247,
        },
    ),
    (
        (
            5,
            "ev",
            "ev",
            8,
            150,
            13,
            {"second_card": "up", "banker_doubles": True, "pontoon_pays": 1},
        ),
        {
            "deals": 1200,
            "cancelled": 0,
            "bank_changes": 241,
            "banker_pontoons": 70,
            "player_pontoons": 254,
            "split_pontoons": 3,
            "player_tricks": 95,
            "banker_tricks": 30,
            "player_hands": 4835,
            "player_busts": 899,
            "banker_turns": 1127,
            "banker_busts": 327,
            "splits": 35,
            "buys": 1023,
            "doubled_deals": 1200,
            "banker_take": 1598,
            "original_stakes": 9308,
            "all_staked": 16307,
        },
    ),
    (
        (8, "ev", "baseline", 8, 30, 8, {"second_card": "up", "split": "none"}),
        {
            "deals": 240,
            "cancelled": 0,
            "bank_changes": 77,
            "banker_pontoons": 9,
            "player_pontoons": 93,
            "split_pontoons": 0,
            "player_tricks": 47,
            "banker_tricks": 4,
            "player_hands": 1680,
            "player_busts": 344,
            "banker_turns": 231,
            "banker_busts": 68,
            "splits": 0,
            "buys": 526,
            "doubled_deals": 0,
            "banker_take": -913,
            "original_stakes": 3216,
            "all_staked": 6797,
        },
    ),
    (
        (7, "greedy", "ev", 8, 40, 9, {}),
        {
            "deals": 320,
            "cancelled": 13,
            "bank_changes": 67,
            "banker_pontoons": 22,
            "player_pontoons": 73,
            "split_pontoons": 28,
            "player_tricks": 90,
            "banker_tricks": 8,
            "player_hands": 2166,
            "player_busts": 1594,
            "banker_turns": 245,
            "banker_busts": 83,
            "splits": 246,
            "buys": 3224,
            "doubled_deals": 0,
            "banker_take": 6362,
            "original_stakes": 3694,
            "all_staked": 10445,
        },
    ),
    (
        (
            7,
            "greedy",
            "baseline",
            8,
            40,
            10,
            {"max_hands": 3, "buy_fifth": False, "banker_doubles": True},
        ),
        {
            "deals": 320,
            "cancelled": 5,
            "bank_changes": 72,
            "banker_pontoons": 14,
            "player_pontoons": 81,
            "split_pontoons": 26,
            "player_tricks": 88,
            "banker_tricks": 7,
            "player_hands": 2138,
            "player_busts": 1613,
            "banker_turns": 244,
            "banker_busts": 63,
            "splits": 218,
            "buys": 2967,
            "doubled_deals": 130,
            "banker_take": 8832,
            "original_stakes": 3645,
            "all_staked": 9714,
        },
    ),
    (
        (8, "greedy", "baseline", 8, 20, 11, {"second_card": "up"}),
        {
            "deals": 160,
            "cancelled": 0,
            "bank_changes": 43,
            "banker_pontoons": 7,
            "player_pontoons": 58,
            "split_pontoons": 11,
            "player_tricks": 65,
            "banker_tricks": 3,
            "player_hands": 1194,
            "player_busts": 867,
            "banker_turns": 131,
            "banker_busts": 22,
            "splits": 74,
            "buys": 1827,
            "doubled_deals": 0,
            "banker_take": 3165,
            "original_stakes": 2177,
            "all_staked": 5928,
        },
    ),
]
"""(players, player strategy, banker strategy, deals per session, sessions, seed, house
rules), and what the run counted."""


@pytest.mark.parametrize(("case", "expected"), GOLDEN, ids=[str(i) for i in range(len(GOLDEN))])
def test_runs_match_their_golden_tallies(
    case: tuple[int, str, str, int, int, int, dict[str, Any]], expected: dict[str, int]
) -> None:
    assert tallied(*case) == expected


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


@pytest.mark.parametrize(
    "rules", [DEFAULT_RULES, HouseRules(second_card="up", banker_doubles=True)]
)
def test_forgetting_what_was_remembered_changes_nothing(
    monkeypatch: pytest.MonkeyPatch, rules: HouseRules
) -> None:
    def run() -> tuple[Tally, list[LogEntry]]:
        tally = Tally()
        log: list[LogEntry] = []
        ev, bank = PLAYER_STRATEGIES["ev"], BANKER_STRATEGIES["ev"]
        play_sessions(random.Random(11), 40, 5, 8, ev, bank, tally, log, rules)
        return tally, log

    remembered = run()
    player = PLAYER_STRATEGIES["ev"].for_rules(rules)
    banker = BANKER_STRATEGIES["ev"].for_rules(rules)
    player.sim = banker.sim = None
    monkeypatch.setattr(positions, "BOOK_LIMIT", 40)
    monkeypatch.setattr(fastsim, "_FAST_TURN_LIMIT", 25)
    assert run() == remembered
    assert isinstance(player.sim, positions.Book) and len(player.sim.nodes) <= 40
    assert isinstance(banker.sim, positions.Bank) and len(banker.sim.turns) <= 25


def test_a_full_bank_keeps_the_turns_it_remembered(monkeypatch: pytest.MonkeyPatch) -> None:
    # Once the bank holds as many turns as it may, it remembers no new table and forgets
    # none: the tables met first, the common ones, are not worked out again.
    rules = HouseRules(second_card="up")
    banker = BANKER_STRATEGIES["ev"].for_rules(rules)
    banker.sim = None
    monkeypatch.setattr(fastsim, "_FAST_TURN_LIMIT", 25)
    ev, bank = PLAYER_STRATEGIES["ev"], BANKER_STRATEGIES["ev"]
    play_sessions(random.Random(11), 10, 5, 8, ev, bank, Tally(), None, rules)
    assert isinstance(banker.sim, positions.Bank)
    first = dict(banker.sim.turns)
    assert len(first) == 25
    play_sessions(random.Random(12), 40, 5, 8, ev, bank, Tally(), None, rules)
    assert banker.sim.turns == first
    assert all(banker.sim.turns[key] is turn for key, turn in first.items())


@pytest.mark.parametrize("stake", [0, 6, -1])
def test_a_stake_the_rules_do_not_allow_is_refused(stake: int) -> None:
    # R7: a strategy that stakes outside 1 to 5 units is refused with the reason before a
    # card is dealt, as a move the rules do not allow is.
    bold = simple_player("bold", lambda rank: stake if rank == 5 else 2, _greedy)
    with pytest.raises(IllegalPlay, match=f"a stake must be 1 to 5 units, not {stake}"):
        play_sessions(random.Random(3), 2, 4, 8, bold, BANKER_STRATEGIES["ev"], Tally())


@pytest.mark.parametrize("enabled", [True, False])
def test_the_sessions_leave_the_garbage_collector_as_they_found_it(enabled: bool) -> None:
    # The simulation pauses the cyclic collector while it plays, also when a strategy's
    # move is refused part way.
    def illegal(key: PlayKey, rules: HouseRules) -> Decision:
        return ("split", 0)

    refused = simple_player("split-always", lambda rank: 1, illegal)
    was = gc.isenabled()
    try:
        (gc.enable if enabled else gc.disable)()
        play_sessions(random.Random(1), 2, 4, 8, PLAYER_STRATEGIES["ev"],
                      BANKER_STRATEGIES["ev"], Tally())  # fmt: skip
        assert gc.isenabled() is enabled
        with pytest.raises(IllegalPlay):
            play_sessions(random.Random(1), 2, 4, 8, refused, BANKER_STRATEGIES["ev"], Tally())
        assert gc.isenabled() is enabled
    finally:
        (gc.enable if was else gc.disable)()
