"""The fast simulation is exactly the rules: its deals, replayed through the ordinary
engine with the same packs and moves, make the same transfers; and the entry point the
app calls plays the very moves the simulation played."""

from __future__ import annotations

import random

import pytest

from pontoon_tui.engine.cards import ONE_PACK
from pontoon_tui.engine.events import Cut, Event, Pack
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import HouseRules
from pontoon_tui.strategy.fastsim import play_deal, play_sessions
from pontoon_tui.strategy.keys import Decision, PlayKey
from pontoon_tui.strategy.replaylog import log_events, log_results
from pontoon_tui.strategy.seats import choose_event
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES, simple_player
from pontoon_tui.strategy.tally import Tally

PAIRS = [(p, b) for p in PLAYER_STRATEGIES for b in BANKER_STRATEGIES]


def _simulate(
    players: int, seed: int, player: str, banker: str, deals: int = 8
) -> tuple[list[str], list[Event], list[dict[str, int] | None], Tally]:
    log: list[tuple[object, ...]] = []
    tally = Tally()
    play_sessions(
        random.Random(seed),
        1,
        players,
        deals,
        PLAYER_STRATEGIES[player],
        BANKER_STRATEGIES[banker],
        tally,
        log,
    )
    names = [f"Seat{i}" for i in range(players)]
    return names, log_events(log, names), log_results(log, names), tally


@pytest.mark.parametrize(("player", "banker"), PAIRS)
@pytest.mark.parametrize("players", range(2, 9))
def test_simulated_deals_replay_with_identical_transfers(
    players: int, player: str, banker: str
) -> None:
    for seed in range(6):
        names, events, results, tally = _simulate(players, 1000 * players + seed, player, banker)
        session = Session(names, 8)
        for event in events:
            session.apply(event)
        assert session.finished
        assert len(session.deals) == len(results)
        for deal, transfers in zip(session.deals, results, strict=True):
            assert deal.cancelled == (transfers is None)
            if transfers is not None:
                assert deal.transfers == transfers
        bank_net = sum(d.transfers[d.banker] for d in session.deals if not d.cancelled)
        assert bank_net == tally.banker.x
        assert tally.deals == 8


@pytest.mark.parametrize(("player", "banker"), PAIRS)
@pytest.mark.parametrize("players", [2, 4, 8])
def test_choose_event_plays_the_moves_the_simulation_played(
    players: int, player: str, banker: str
) -> None:
    for seed in range(4):
        names, events, _, _ = _simulate(players, 77 * players + seed, player, banker)
        chance = iter(e for e in events if isinstance(e, Cut | Pack))
        session = Session(names, 8)
        played: list[Event] = []
        while (nxt := session.next()) is not None:
            if nxt.type in ("cut", "pack"):
                event = next(chance)
            else:
                assert nxt.player is not None
                event = choose_event(session, nxt.player, player=player, banker=banker)
            session.apply(event)
            played.append(event)
        assert played == events


RUN_OUT_PACK = [
    "AC",
    "2S",
    "4H",
    "3S",
    "4D",
    "3C",
    "2C",
    "AH",
    "2D",
    "4C",
    "3D",
    "4S",
    "3H",
    "2H",
    "AS",
    "AD",
    "7S",
    "QS",
    "9H",
    "KH",
    "10D",
    "8S",
    "KD",
    "6D",
    "8C",
    "6S",
    "QH",
    "10C",
    "JD",
    "9D",
    "QC",
    "10S",
    "5H",
    "8H",
    "10H",
    "6H",
    "7H",
    "KS",
    "JS",
    "7C",
    "6C",
    "JC",
    "7D",
    "5D",
    "8D",
    "5C",
    "5S",
    "KC",
    "9C",
    "9S",
    "QD",
    "JH",
]


def _greedy(key: PlayKey, rules: HouseRules) -> Decision:
    """Split every pair, else buy the least while buying is allowed, else twist."""
    if key.pair >= 0:
        return ("split", 0)
    return ("twist", 0) if key.twisted else ("buy", key.orig)


def test_a_deal_that_runs_out_like_the_engine_is_cancelled_like_the_engine() -> None:
    # Seven at the table, low cards on top and a player who splits and buys all he can:
    # the deal needs more than 52 cards (R23).
    greedy = simple_player("greedy", lambda rank: 1, _greedy)
    names = [f"Seat{i}" for i in range(7)]
    tally = Tally()
    tally.begin_session(7)
    log: list[tuple[object, ...]] = []
    pack = [ONE_PACK.index(code) for code in RUN_OUT_PACK]
    outcome = play_deal(pack, 0, 7, greedy, BANKER_STRATEGIES["baseline"], tally, log)
    assert outcome is None
    assert log[-1] == ("cancelled", 0)
    assert tally.deals == 0 and tally.splits == 0 and tally.player_busts == 0
    session = Session(names, 1)
    session.apply(Cut({name: f"{i + 1}S".replace("1S", "AS") for i, name in enumerate(names)}))
    assert session.banker == "Seat0"
    session.apply(Pack(tuple(RUN_OUT_PACK)))
    events = log_events(log, names)
    for event in events[:-1]:
        session.apply(event)
        assert not session.deals[-1].cancelled
    session.apply(events[-1])
    assert session.deals[-1].cancelled
    assert set(session.balances.values()) == {0}
    nxt = session.next()
    assert nxt is not None and nxt.type == "pack"


def test_a_deal_that_runs_out_of_cards_is_cancelled_and_counts_nothing() -> None:
    tally = Tally()
    tally.begin_session(7)
    before = Tally()
    before.begin_session(7)
    short_pack = list(range(20))
    outcome = play_deal(
        short_pack, 0, 7, PLAYER_STRATEGIES["baseline"], BANKER_STRATEGIES["baseline"], tally, None
    )
    assert outcome is None
    assert tally == before


def test_a_pontoon_deal_asks_for_a_fresh_pack_and_moves_the_bank() -> None:
    # Seat 1 (first to the banker's left) is dealt A then K: an unsplit Pontoon.
    pack = [0, 4, 5, 12, 8, 9, *list(range(13, 52)), 1, 2, 3, 6, 7, 10, 11]
    tally = Tally()
    tally.begin_session(3)
    outcome = play_deal(
        pack, 0, 3, PLAYER_STRATEGIES["baseline"], BANKER_STRATEGIES["baseline"], tally, None
    )
    assert outcome is not None
    _, banker, fresh = outcome
    assert fresh
    assert banker == 1
    assert tally.player_pontoons == 1
    assert tally.deals == 1
