"""Under random house rules, the fast simulation of a random legal player and a random
banker, replayed through the ordinary engine, makes the same transfers and the same
counts (Pontoons, five-card tricks, busts, bank changes, doubled deals); and at every move
the simulation offers exactly the moves the engine's ``next`` offers."""

from __future__ import annotations

import random
from collections.abc import Sequence

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.events import Buy, Split, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view
from pontoon_tui.rules import CHOICES, FIVE_CARDS, TWENTY_ONE, HouseRules
from pontoon_tui.strategy.banker import state_index
from pontoon_tui.strategy.fastsim import play_sessions
from pontoon_tui.strategy.keys import Decision, PlayKey, TableKey
from pontoon_tui.strategy.model import legal_play
from pontoon_tui.strategy.replaylog import log_events, log_results
from pontoon_tui.strategy.seats import play_key
from pontoon_tui.strategy.strategies import BankerStrategy, PlayerStrategy, simple_player
from pontoon_tui.strategy.tally import Tally

HOUSE_RULES = st.builds(
    HouseRules, **{key: st.sampled_from(values) for key, values in CHOICES.items()}
)
ALL_BITS = sum(
    1 << state_index(hard, ace, cards)
    for cards in range(2, FIVE_CARDS)
    for ace in (False, True)
    for hard in range(cards, TWENTY_ONE + 1)
)


def _random_player(seed: int) -> PlayerStrategy:
    """A player that stakes and moves at random among the legal moves, the same way
    every time it meets the same position."""

    def decide(key: PlayKey, rules: HouseRules) -> Decision:
        rng = random.Random(hash((seed, key)))
        moves, bounds = legal_play(key, rules)
        move = rng.choice(moves)
        if move == "buy":
            assert bounds is not None
            return move, rng.randint(*bounds)
        return move, 0

    return simple_player("random", lambda rank: 1 + (seed + 7 * rank) % 5, decide)


class RandomBanker:
    """A banker that twists on a random set of hands and doubles on random first cards."""

    reads_table = False

    def __init__(self, rules: HouseRules, seed: int) -> None:
        self.rules = rules
        self.sim: object | None = None
        self.bits = random.Random(seed).getrandbits(256) & ALL_BITS
        self.seed = seed

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        return self.bits

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        return (self.seed >> first_rank) % 2 == 1


def _engine_counts(session: Session) -> dict[str, int]:
    counts = dict.fromkeys(
        ("banker_pontoons", "player_pontoons", "split_pontoons", "player_tricks",
         "player_busts", "banker_tricks", "banker_busts", "doubled_deals", "bank_changes"),
        0,
    )  # fmt: skip
    deals = session.deals
    for index, deal in enumerate(deals):
        if deal.cancelled:
            continue
        after = deals[index + 1].banker if index + 1 < len(deals) else session.banker
        counts["bank_changes"] += after != deal.banker
        counts["doubled_deals"] += deal.doubled
        if deal.banker_pontoon:
            counts["banker_pontoons"] += 1
            continue
        hands = deal.hands()
        for hand in hands:
            kind = hand.kind
            if kind is Kind.PONTOON:
                counts["split_pontoons" if hand.from_split else "player_pontoons"] += 1
            elif kind is Kind.FIVE_CARD_TRICK:
                counts["player_tricks"] += 1
            elif kind is Kind.BUST:
                counts["player_busts"] += 1
        if any(not hand.bust for hand in hands):
            bank = deal.banker_hand.kind
            counts["banker_tricks"] += bank is Kind.FIVE_CARD_TRICK
            counts["banker_busts"] += bank is Kind.BUST
    return counts


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=HOUSE_RULES,
    players=st.integers(2, 8),
    seed=st.integers(0, 2**31 - 1),
    deals=st.integers(1, 8),
)
def test_random_legal_play_under_random_rules_replays_exactly(
    rules: HouseRules, players: int, seed: int, deals: int
) -> None:
    player = _random_player(seed)
    banker = BankerStrategy("random", "", lambda rules: RandomBanker(rules, seed))
    tally = Tally()
    log: list[tuple[object, ...]] = []
    play_sessions(random.Random(seed), 1, players, deals, player, banker, tally, log, rules)
    names = [f"Seat{i}" for i in range(players)]
    events, results = log_events(log, names), log_results(log, names)
    session = Session(names, deals, rules)
    for event in events:
        nxt = session.next()
        assert nxt is not None
        if nxt.type == "play" and isinstance(event, Split | Buy | Twist | Stick):
            assert nxt.player is not None
            deal = session.current_deal
            doubled = deal is not None and deal.doubled
            key = play_key(table_view(session, nxt.player), rules, doubled)
            moves, bounds = legal_play(key, rules)
            assert moves == nxt.moves
            assert bounds == ((nxt.buy_min, nxt.buy_max) if nxt.buy_min is not None else None)
        session.apply(event)
    assert session.finished
    assert [deal.cancelled for deal in session.deals] == [r is None for r in results]
    for deal, transfers in zip(session.deals, results, strict=True):
        if transfers is not None:
            assert deal.transfers == transfers
    counts = _engine_counts(session)
    assert counts == {name: getattr(tally, name) for name in counts}
    assert tally.cancelled == sum(deal.cancelled for deal in session.deals)
