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
    """A generator whose shuffles (the simulation's batches of packs, each sorted by one
    64-bit key per card) are, each with chance ``often``, :data:`RUN_OUT_PACK` with a few
    cards swapped (two packs: each card twice in a row), and otherwise uniform."""

    def __init__(self, seed: int, cards: int, often: float) -> None:
        super().__init__(seed)
        self.cards, self.often = cards, often

    def _arranged(self) -> list[int]:
        """One pack's keys that sort it as :data:`RUN_OUT_PACK`, a few cards swapped."""
        draw = self.random
        order = [ONE_PACK.index(code) for code in RUN_OUT_PACK]
        if self.cards > 52:
            order = [card + 52 * copy for card in order for copy in (0, 1)]
        for _ in range(int(draw() * 4)):
            a, b = int(draw() * self.cards), int(draw() * self.cards)
            order[a], order[b] = order[b], order[a]
        keys = [0] * self.cards
        for place, card in enumerate(order):
            keys[card] = place
        return keys

    def getrandbits(self, k: int) -> int:
        if k != 64 * self.cards * fastsim.SHUFFLE_BATCH:
            return super().getrandbits(k)
        keys: list[int] = []
        bits = super().getrandbits
        for _ in range(fastsim.SHUFFLE_BATCH):
            if self.random() < self.often:
                keys += self._arranged()
            else:
                keys += [bits(64) for _ in range(self.cards)]
        return int.from_bytes(b"".join(key.to_bytes(8, "little") for key in keys), "little")


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
            "bank_changes": 101,
            "banker_pontoons": 41,
            "player_pontoons": 107,
            "split_pontoons": 0,
            "player_tricks": 57,
            "banker_tricks": 27,
            "player_hands": 2405,
            "player_busts": 387,
            "banker_turns": 757,
            "banker_busts": 219,
            "splits": 5,
            "buys": 836,
            "doubled_deals": 0,
            "banker_take": -298,
            "original_stakes": 4572,
            "all_staked": 9681,
        },
    ),
    (
        (3, "baseline", "baseline", 8, 150, 4, {}),
        {
            "deals": 1200,
            "cancelled": 0,
            "bank_changes": 97,
            "banker_pontoons": 59,
            "player_pontoons": 101,
            "split_pontoons": 0,
            "player_tricks": 35,
            "banker_tricks": 14,
            "player_hands": 2400,
            "player_busts": 625,
            "banker_turns": 1046,
            "banker_busts": 292,
            "splits": 0,
            "buys": 0,
            "doubled_deals": 0,
            "banker_take": 474,
            "original_stakes": 2400,
            "all_staked": 2400,
        },
    ),
    (
        (2, "baseline", "ev", 1, 300, 2, {}),
        {
            "deals": 300,
            "cancelled": 0,
            "bank_changes": 12,
            "banker_pontoons": 14,
            "player_pontoons": 12,
            "split_pontoons": 0,
            "player_tricks": 3,
            "banker_tricks": 9,
            "player_hands": 300,
            "player_busts": 79,
            "banker_turns": 207,
            "banker_busts": 74,
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
            "bank_changes": 38,
            "banker_pontoons": 3,
            "player_pontoons": 40,
            "split_pontoons": 1,
            "player_tricks": 33,
            "banker_tricks": 7,
            "player_hands": 962,
            "player_busts": 214,
            "banker_turns": 237,
            "banker_busts": 97,
            "splits": 2,
            "buys": 239,
            "doubled_deals": 0,
            "banker_take": -749,
            "original_stakes": 2688,
            "all_staked": 3857,
        },
    ),
    (
        (4, "ev", "ev", 8, 60, 6, {"banker_doubles": True}),
        {
            "deals": 480,
            "cancelled": 0,
            "bank_changes": 75,
            "banker_pontoons": 21,
            "player_pontoons": 79,
            "split_pontoons": 0,
            "player_tricks": 32,
            "banker_tricks": 13,
            "player_hands": 1449,
            "player_busts": 198,
            "banker_turns": 459,
            "banker_busts": 113,
            "splits": 9,
            "buys": 342,
            "doubled_deals": 480,
            "banker_take": -102,
            "original_stakes": 2828,
            "all_staked": 5153,
        },
    ),
    (  # the ev banker reading tables of face-up second cards, with many new tables
        (4, "ev", "ev", 8, 400, 12, {"second_card": "up"}),
        {
            "deals": 3200,
            "cancelled": 0,
            "bank_changes": 484,
            "banker_pontoons": 166,
            "player_pontoons": 500,
            "split_pontoons": 7,
            "player_tricks": 289,
            "banker_tricks": 107,
            "player_hands": 9710,
            "player_busts": 1931,
            "banker_turns": 3005,
            "banker_busts": 1002,
            "splits": 110,
            "buys": 2858,
            "doubled_deals": 0,
            "banker_take": -1463,
            "original_stakes": 18520,
            "all_staked": 37772,
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
            "bank_changes": 235,
            "banker_pontoons": 65,
            "player_pontoons": 252,
            "split_pontoons": 1,
            "player_tricks": 100,
            "banker_tricks": 33,
            "player_hands": 4833,
            "player_busts": 833,
            "banker_turns": 1135,
            "banker_busts": 340,
            "splits": 33,
            "buys": 882,
            "doubled_deals": 1200,
            "banker_take": 2292,
            "original_stakes": 9188,
            "all_staked": 15066,
        },
    ),
    (
        (8, "ev", "baseline", 8, 30, 8, {"second_card": "up", "split": "none"}),
        {
            "deals": 240,
            "cancelled": 0,
            "bank_changes": 65,
            "banker_pontoons": 9,
            "player_pontoons": 73,
            "split_pontoons": 0,
            "player_tricks": 57,
            "banker_tricks": 4,
            "player_hands": 1680,
            "player_busts": 352,
            "banker_turns": 231,
            "banker_busts": 76,
            "splits": 0,
            "buys": 464,
            "doubled_deals": 0,
            "banker_take": -1177,
            "original_stakes": 3180,
            "all_staked": 6255,
        },
    ),
    (
        (7, "greedy", "ev", 8, 40, 9, {}),
        {
            "deals": 320,
            "cancelled": 36,
            "bank_changes": 78,
            "banker_pontoons": 10,
            "player_pontoons": 87,
            "split_pontoons": 105,
            "player_tricks": 88,
            "banker_tricks": 4,
            "player_hands": 2405,
            "player_busts": 1825,
            "banker_turns": 272,
            "banker_busts": 104,
            "splits": 485,
            "buys": 3713,
            "doubled_deals": 0,
            "banker_take": 7161,
            "original_stakes": 3672,
            "all_staked": 11646,
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
            "cancelled": 22,
            "bank_changes": 62,
            "banker_pontoons": 17,
            "player_pontoons": 66,
            "split_pontoons": 42,
            "player_tricks": 88,
            "banker_tricks": 3,
            "player_hands": 2239,
            "player_busts": 1740,
            "banker_turns": 234,
            "banker_busts": 79,
            "splits": 319,
            "buys": 3209,
            "doubled_deals": 120,
            "banker_take": 9782,
            "original_stakes": 3689,
            "all_staked": 10439,
        },
    ),
    (
        (8, "greedy", "baseline", 8, 20, 11, {"second_card": "up"}),
        {
            "deals": 160,
            "cancelled": 0,
            "bank_changes": 21,
            "banker_pontoons": 1,
            "player_pontoons": 25,
            "split_pontoons": 8,
            "player_tricks": 183,
            "banker_tricks": 0,
            "player_hands": 1225,
            "player_busts": 898,
            "banker_turns": 107,
            "banker_busts": 49,
            "splits": 105,
            "buys": 1996,
            "doubled_deals": 0,
            "banker_take": 1599,
            "original_stakes": 2013,
            "all_staked": 5786,
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
