"""Every decision a strategy makes is legal, and every hint matches the legal moves, in
random sessions under seed 000's rules and under house rules, mixing computer moves with
arbitrary legal ones."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.events import Buy, Double, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.strategy import BANKER_STRATEGIES, PLAYER_STRATEGIES, choose_event, hints

TABLES = [
    DEFAULT_RULES,
    HouseRules(second_card="up", banker_doubles=True, pontoon_pays=1),
    HouseRules(stick_min=16, split="aces", max_hands=2, buy_fifth=False, banker_pontoon=1),
    HouseRules(pontoon_pays=3, split="none", shuffle="every-deal", banker_doubles=True),
]


def _any_legal(nxt: Next, rng: random.Random) -> Event:
    """A legal event chosen at random among those ``nxt`` allows."""
    assert nxt.player is not None
    who = nxt.player
    if nxt.type == "stake":
        return Stake(who, rng.randint(nxt.min, nxt.max))
    if nxt.type == "double":
        return Double(who, rng.random() < 0.5)
    move = rng.choice(nxt.moves)
    if move == "split":
        return Split(who)
    if move == "buy":
        assert nxt.buy_min is not None and nxt.buy_max is not None
        return Buy(who, rng.randint(nxt.buy_min, nxt.buy_max))
    return Twist(who) if move == "twist" else Stick(who)


def _check_hints(session: Session, nxt: Next) -> None:
    assert nxt.player is not None
    found = hints(session, nxt.player)
    assert {h.move for h in found} == set(nxt.moves)
    for hint in found:
        assert 0.0 <= hint.bust_chance <= 1.0
        if hint.move == "buy":
            assert nxt.buy_min is not None and nxt.buy_max is not None
            assert nxt.buy_min <= hint.amount <= nxt.buy_max
        if hint.move in ("split", "stick"):
            assert hint.bust_chance == 0.0
    others = [p for p in session.players if p != nxt.player]
    assert hints(session, others[0]) == []


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 8),
    seed=st.integers(0, 2**32 - 1),
    wild=st.floats(0.0, 0.6),
    player=st.sampled_from(sorted(PLAYER_STRATEGIES)),
    banker=st.sampled_from(sorted(BANKER_STRATEGIES)),
    rules=st.sampled_from(TABLES),
)
def test_decisions_are_always_legal(
    players: int, seed: int, wild: float, player: str, banker: str, rules: HouseRules
) -> None:
    rng = random.Random(seed)
    session = Session([f"P{i}" for i in range(players)], deals=4, rules=rules)
    steps = 0
    while (nxt := session.next()) is not None:
        steps += 1
        assert steps < 2000
        if nxt.type in ("cut", "pack"):
            event = chance_event(session, rng)
            assert event is not None
            session.apply(event)
            continue
        assert nxt.player is not None
        if nxt.type == "play":
            _check_hints(session, nxt)
        chosen = choose_event(session, nxt.player, player=player, banker=banker)
        assert session.refusal(chosen) is None, chosen
        event = _any_legal(nxt, rng) if rng.random() < wild else chosen
        session.apply(event)
    assert sum(session.balances.values()) == 0


def test_choose_event_refuses_a_seat_whose_turn_it_is_not() -> None:
    session = Session(["Ann", "Bob", "Cat"], deals=1)
    rng = random.Random(4)
    try:
        choose_event(session, "Ann")
    except ValueError as error:
        assert "Ann" in str(error)
    else:
        raise AssertionError("a cut is nobody's decision")
    while (nxt := session.next()) is not None and nxt.type in ("cut", "pack"):
        event = chance_event(session, rng)
        assert event is not None
        session.apply(event)
    assert nxt is not None and nxt.player is not None
    idle = next(p for p in session.players if p != nxt.player)
    try:
        choose_event(session, idle)
    except ValueError:
        pass
    else:
        raise AssertionError(f"{idle} is not to act")
