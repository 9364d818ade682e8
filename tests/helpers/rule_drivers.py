"""One stacked deal played through the engine and through the fast simulation, by one
adapter: the same pack, stakes, moves, banker's play and doubling, and what came of it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from pontoon_tui.engine.cards import CARD_RANK, ONE_PACK
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.events import Buy, Cut, Double, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import FIVE_CARDS, TWENTY_ONE, HouseRules, rules_from_json
from pontoon_tui.strategy.banker import state_index
from pontoon_tui.strategy.fastsim import IllegalPlay, play_deal
from pontoon_tui.strategy.keys import Decision, MoveCode, PlayKey, TableKey
from pontoon_tui.strategy.replaylog import log_events
from pontoon_tui.strategy.strategies import BankerStrategy, simple_player
from pontoon_tui.strategy.tally import Tally

NAMES = ("Ann", "Bob", "Cat")
"""Ann banks; Bob then Cat play. The pack deals Bob, Cat, Ann their first cards, then
their second cards, then every card drawn, in order."""
CUT = Cut({"Ann": "KS", "Bob": "2S", "Cat": "3S"})


@dataclass(frozen=True)
class Row:
    """One rule's stacked deal.

    Attributes:
        rule: the R or H number it shows.
        cards: the top of the pack (the rest follows in a fixed order).
        stakes: Bob's and Cat's original stakes.
        moves: the players' moves in order: (player, move, amount).
        bank_twists: how many times the banker twists before sticking.
        nets: Bob's and Cat's nets, or None when the last move is refused.
        rules: the house rules, as a session file's ``rules`` object.
        double: the banker's choice under H7.
        banker_after: who banks the next deal (R21).
        shuffle: whether the pack is shuffled before the next deal (R22, H8).
    """

    rule: str
    cards: tuple[str, ...]
    stakes: tuple[int, int]
    moves: tuple[tuple[str, MoveCode, int], ...]
    bank_twists: int
    nets: tuple[int, int] | None
    rules: dict[str, Any] = field(default_factory=dict)
    double: bool | None = None
    banker_after: str = "Ann"
    shuffle: bool = False


@dataclass
class Outcome:
    """What came of a row's deal through one driver."""

    nets: tuple[int, int] | None
    banker_after: str | None = None
    shuffle: bool | None = None
    next_cards: list[str] | None = None
    events: list[Event] | None = None
    keys: list[PlayKey] = field(default_factory=list)


def full_pack(cards: Sequence[str]) -> list[str]:
    """The stacked cards on top of every other card in a fixed order."""
    return [*cards, *(card for card in ONE_PACK if card not in cards)]


def _event(who: str, move: MoveCode, amount: int) -> Event:
    if move == "split":
        return Split(who)
    if move == "buy":
        return Buy(who, amount)
    return Twist(who) if move == "twist" else Stick(who)


def through_engine(row: Row) -> Outcome:
    """Play ``row`` through the ordinary engine (a two-deal session)."""
    session = Session(NAMES, 2, rules_from_json(row.rules))
    session.apply(CUT)
    session.apply(Pack(tuple(full_pack(row.cards))))
    start = len(session.events)
    session.apply(Stake("Bob", row.stakes[0]))
    session.apply(Stake("Cat", row.stakes[1]))
    if row.double is not None:
        session.apply(Double("Ann", row.double))
    for who, move, amount in row.moves:
        try:
            session.apply(_event(who, move, amount))
        except IllegalMove:
            return Outcome(None)
    for _ in range(row.bank_twists):
        session.apply(Twist("Ann"))
    if (nxt := session.next()) is not None and nxt.type == "bank":
        session.apply(Stick("Ann"))
    deal = session.deals[0]
    nets = (deal.transfers["Bob"], deal.transfers["Cat"])
    nxt = session.next()
    assert nxt is not None
    shuffle = nxt.type == "pack"
    next_cards = None
    if not shuffle:
        second = session.deals[1]
        dealt = [second.seats[p].hands[0].cards[0] for p in second.order]
        next_cards = [*dealt, second.banker_hand.cards[0], *session.pack]
    return Outcome(nets, session.banker, shuffle, next_cards, list(session.events[start:]))


class ScriptedBanker:
    """A banker that twists a given number of times, then sticks, and doubles or not."""

    reads_table = False

    def __init__(self, rules: HouseRules, twists: int, double: bool) -> None:
        self.rules = rules
        self.sim: object | None = None
        self.double = double
        self.bits = sum(
            1 << state_index(hard, ace, cards)
            for cards in range(2, min(FIVE_CARDS, 2 + twists))
            for ace in (False, True)
            for hard in range(cards, TWENTY_ONE + 1)
        )

    def plan(
        self, table: TableKey, hard: int, ace: bool, doubled: bool = False, up: int = 0
    ) -> int:
        return self.bits

    def doubles(self, first_rank: int, stakes: Sequence[int]) -> bool:
        return self.double


def through_fastsim(row: Row) -> Outcome:
    """Play ``row`` through the fast simulation with a scripted player and banker."""
    rules = rules_from_json(row.rules)
    queue = list(row.moves)
    keys: list[PlayKey] = []
    stake_of = {CARD_RANK[row.cards[0]]: row.stakes[0], CARD_RANK[row.cards[1]]: row.stakes[1]}
    # The simulation stakes by first card: a row's two first cards of one rank stake alike.
    assert len(stake_of) == 2 or row.stakes[0] == row.stakes[1], row.rule

    def decide(key: PlayKey, rules: HouseRules) -> Decision:
        keys.append(key)
        _, move, amount = queue.pop(0)
        return move, amount

    player = simple_player("scripted", lambda rank: stake_of.get(rank, 1), decide)
    banker = BankerStrategy(
        "scripted", "", lambda rules: ScriptedBanker(rules, row.bank_twists, bool(row.double))
    )
    tally = Tally()
    tally.begin_session(len(NAMES))
    log: list[tuple[object, ...]] = []
    pack = [ONE_PACK.index(card) for card in full_pack(row.cards)]
    try:
        outcome = play_deal(pack, 0, len(NAMES), player, banker, tally, log, rules)
    except IllegalPlay:
        return Outcome(None, keys=keys)
    assert outcome is not None and not queue
    next_pack, seat, shuffle = outcome
    settled = log[-1]
    assert settled[0] == "settled"
    nets = settled[3]
    assert isinstance(nets, tuple)
    return Outcome(
        (nets[0], nets[1]),
        NAMES[seat],
        shuffle,
        None if shuffle else [ONE_PACK[card] for card in next_pack],
        log_events(log, NAMES),
        keys,
    )
