"""A fast simulation of whole sessions, exactly by the rules (R1-R23).

Cards are integers (an index into :data:`~pontoon_tui.engine.cards.ONE_PACK`) and there is
no per-event object: this is the path ``pontoon odds`` runs. A hand in play is a
:class:`_Node`, its position as the player strategy reads it (a
:data:`~pontoon_tui.strategy.strategies.PlayKey`), shared by every hand that reaches it and
remembering the strategy's move there, where each next card leads and what the hand
wins against each banker result; so playing a hand is mostly following links.
Given ``log``, it also writes every event it plays, so that a test can replay the same
packs and moves through the ordinary engine and check that every transfer agrees.
"""

from __future__ import annotations

import random
from itertools import repeat, starmap
from typing import Final

from pontoon_tui.strategy.banker import HandClass, TableKey, table_key
from pontoon_tui.strategy.strategies import BankerStrategy, PlayerStrategy, PlayKey
from pontoon_tui.strategy.tally import COUNTERS, Tally

LogEntry = tuple[object, ...]
VALUE: Final = tuple(min(i % 13 + 1, 10) for i in range(52))
RANK: Final = tuple(i % 13 for i in range(52))
CUT_ORDER: Final = tuple(14 if i % 13 == 0 else i % 13 + 1 for i in range(52))
_NO_TABLE: Final[TableKey] = ((), 0, 0)

# What happens to a hand at a node (its ``move``). The first two draw a card; a split
# makes two hands; the others end the hand's turn.
_TWIST: Final = 0
_BUY: Final = 1
_SPLIT: Final = 2
_STICK: Final = 3
"""The player chose to stand."""
_STAND: Final = 4
"""The cards end the turn: 21 (not a Pontoon) or five cards (R16, R17)."""
_PONTOON: Final = 5
_BUST: Final = 6
_MOVE_CODES: Final = {"split": _SPLIT, "buy": _BUY, "stick": _STICK}
"""A strategy's move by code; any other move twists."""

# The banker's result, as an index into a node's ``pays``: the total it stands on (0-21),
# or one of these.
_BANK_BUST: Final = 22
_BANK_FIVE: Final = 23

# Where each counter lies in the list of counts (the order of COUNTERS).
_BANKER_PONTOONS: Final = COUNTERS.index("banker_pontoons")
_PLAYER_PONTOONS: Final = COUNTERS.index("player_pontoons")
_SPLIT_PONTOONS: Final = COUNTERS.index("split_pontoons")
_PLAYER_TRICKS: Final = COUNTERS.index("player_tricks")
_BANKER_TRICKS: Final = COUNTERS.index("banker_tricks")
_PLAYER_HANDS: Final = COUNTERS.index("player_hands")
_PLAYER_BUSTS: Final = COUNTERS.index("player_busts")
_BANKER_TURNS: Final = COUNTERS.index("banker_turns")
_BANKER_BUSTS: Final = COUNTERS.index("banker_busts")
_SPLITS: Final = COUNTERS.index("splits")
_BUYS: Final = COUNTERS.index("buys")


class _Node:
    """A position a hand can reach: its :data:`PlayKey` (``pair`` is -1 once the hand has
    more than two cards) and what happens there.

    Attributes:
        key: the position.
        move: one of the codes above; the strategy's move where the hand plays on.
        amount: what a purchase adds to the stake.
        cards: how many cards the hand holds.
        stake: its stake.
        total: its best total (R2).
        next: by the value of the next card, the node it leads to, once reached.
        flat: for an ordinary hand that stands (neither a Pontoon nor five cards), what
            the banker sees of it and its stake as one number; 0 for any other.
        pays: for a hand that stands, its result against the banker's result, by
            the banker's total, :data:`_BANK_BUST` or :data:`_BANK_FIVE` (R19).
    """

    __slots__ = ("amount", "cards", "flat", "key", "move", "next", "pays", "stake", "total")

    def __init__(self, key: PlayKey, player: PlayerStrategy) -> None:
        hard, ace, cards, _, shown, shown_hard, shown_ace, stake, _, _, _, _ = key
        total = hard + 10 if ace and hard <= 11 else hard
        self.key = key
        self.cards = cards
        self.stake = stake
        self.total = total
        self.amount = 0
        self.flat = 0
        self.pays: tuple[int, ...] = ()
        self.next: list[_Node | None] = [None] * 11
        if hard > 21:
            self.move = _BUST
            return
        if total == 21 and cards == 2:
            self.move = _PONTOON
        elif total >= 21 or cards >= 5:
            self.move = _STAND
        else:
            move, self.amount = player.play(key)
            self.move = _MOVE_CODES.get(move, _TWIST)
            if self.move != _STICK:
                return
        special = self.move == _PONTOON or cards >= 5
        if not special:
            self.flat = ((((cards * 8 + shown) * 32 + shown_hard) * 2 + shown_ace) << 12) + stake
        pays = [2 * stake if special else (stake if total > bank else -stake) for bank in range(22)]
        pays.append(2 * stake if special else stake)
        pays.append(2 * stake if self.move == _PONTOON else -2 * stake)
        self.pays = tuple(pays)

    @property
    def cls(self) -> HandClass:
        """What the table sees of the hand: (cards, face-up cards, their hard total, an
        ace among them)."""
        return (self.cards, self.key[4], self.key[5], self.key[6])


_BOOK_LIMIT: Final = 1_000_000


class _Book:
    """A player strategy's stakes by first card and every position its hands have reached.

    A position's move is asked of the strategy (through its memo) when a hand first
    reaches it, as the hand must then play on; a strategy answers a position the same
    way every time.
    """

    __slots__ = ("nodes", "player", "stake_for", "stakes", "starts")

    def __init__(self, player: PlayerStrategy) -> None:
        self.player = player
        self.stake_for = player.stake_for
        self.stakes = tuple(player.stake_for(RANK[card]) for card in range(52))
        self.nodes: dict[PlayKey, _Node] = {}
        self.starts: list[_Node | None] = [None] * (52 * 52)

    def node(self, key: PlayKey) -> _Node:
        """The node at ``key``."""
        node = self.nodes.get(key)
        if node is None:
            if len(self.nodes) >= _BOOK_LIMIT:
                self.nodes.clear()
                self.starts = [None] * (52 * 52)
            node = self.nodes[key] = _Node(key, self.player)
        return node

    def start(self, first: int, second: int) -> _Node:
        """The node of a hand as dealt, ``first`` and ``second`` face down."""
        hard, ace = VALUE[first] + VALUE[second], VALUE[first] == 1 or VALUE[second] == 1
        stake = self.stakes[first]
        pair = RANK[first] if RANK[first] == RANK[second] else -1
        node = self.node((hard, ace, 2, False, 0, 0, False, stake, 0, stake, pair, 1))
        self.starts[first * 52 + second] = node
        return node

    def split_hand(
        self,
        first: int,
        second: int,
        twisted: bool,
        stake: int,
        last: int,
        orig: int,
        hands: int,
    ) -> _Node:
        """The node of a hand made by a split: ``first`` face up, then ``second``, the
        player holding ``hands`` hands."""
        v1, v2 = VALUE[first], VALUE[second]
        pair = RANK[first] if RANK[first] == RANK[second] and hands < 4 else -1
        ace = v1 == 1 or v2 == 1
        return self.node((v1 + v2, ace, 2, twisted, 1, v1, v1 == 1, stake, last, orig, pair, hands))

    def grow(self, node: _Node, value: int) -> _Node:
        """Where ``node``'s twist or purchase leads when the card drawn is worth ``value``."""
        hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig, _, hands = (
            node.key
        )
        ace = ace or value == 1
        if node.move == _BUY:
            amount = node.amount
            key = (hard + value, ace, cards + 1, twisted, shown, shown_hard, shown_ace,
                   stake + amount, amount, orig, -1, hands)  # fmt: skip
        else:
            key = (hard + value, ace, cards + 1, True, shown + 1, shown_hard + value,
                   shown_ace or value == 1, stake, last, orig, -1, hands)  # fmt: skip
        grown = node.next[value] = self.node(key)
        return grown


_books: dict[int, _Book] = {}


def _book(player: PlayerStrategy) -> _Book:
    """The book of ``player`` (kept while the process lives, and it with it)."""
    book = _books.get(id(player))
    if book is None or book.player is not player or book.stake_for is not player.stake_for:
        book = _books[id(player)] = _Book(player)
    return book


def _cut(rng: random.Random, full: list[int], players: int, log: list[LogEntry] | None) -> int:
    """Cut for the bank (R4); returns the banker's seat."""
    cutting = list(range(players))
    while True:
        cards = rng.sample(full, len(cutting))
        if log is not None:
            log.append(("cut", tuple(zip(cutting, cards, strict=True))))
        top = max(CUT_ORDER[c] for c in cards)
        cutting = [p for p, c in zip(cutting, cards, strict=True) if CUT_ORDER[c] == top]
        if len(cutting) == 1:
            return cutting[0]


def _shuffled(rng: random.Random, full: list[int], log: list[LogEntry] | None) -> list[int]:
    """A uniformly shuffled pack: the cards sorted by independent uniform keys, one drawn
    for each card of ``full`` in turn (cards with equal keys in card order)."""
    keys = list(starmap(rng.random, repeat((), len(full))))
    if len(full) == 52:  # full is 0 … 51: a position is its card
        pack = sorted(range(52), key=keys.__getitem__)
    else:
        pack = [card for _, card in sorted(zip(keys, full, strict=True))]
    if log is not None:
        log.append(("pack", tuple(pack)))
    return pack


def play_sessions(
    rng: random.Random,
    sessions: int,
    players: int,
    deals: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None = None,
) -> None:
    """Play ``sessions`` whole sessions of ``deals`` counted deals at a table of
    ``players`` people, adding what happened to ``tally`` (and every event to ``log``)."""
    full = list(range(52)) * (2 if players == 8 else 1)
    count = players - 1
    orders = [tuple((seat + k) % players for k in range(1, players)) for seat in range(players)]
    book = _book(player)
    plans = _fast_plans.setdefault(banker.name, {})
    counts = [0] * len(COUNTERS)
    cancelled = bank_changes = 0
    for _ in range(sessions):
        tally.begin_session(players)
        seat = _cut(rng, full, players, log)
        seat_x = [0] * count
        seat_y = [0] * count
        seat_z = [0] * count
        pack: list[int] = []
        fresh = True
        played = 0
        while played < deals:
            if fresh:
                pack = _shuffled(rng, full, log)
            order = orders[seat]
            saved = counts.copy()
            try:
                next_pack, next_seat, fresh, stakes, nets, staked = _deal(
                    pack, seat, order, book, banker, plans, counts, log
                )
            except IndexError:  # a card was needed and none was left (R23)
                counts[:] = saved
                if log is not None:
                    log.append(("cancelled", seat))
                fresh = True
                cancelled += 1
                continue
            if log is not None:
                log.append(("settled", seat, order, tuple(nets)))
            for i in range(count):
                seat_x[i] += nets[i]
                seat_y[i] += stakes[i]
                seat_z[i] += staked[i]
            played += 1
            pack = next_pack
            if next_seat != seat:
                bank_changes += 1
            seat = next_seat
        tally.close_session(played, seat_x, seat_y, seat_z)
    tally.add_counts(counts)
    tally.cancelled += cancelled
    tally.bank_changes += bank_changes


def _play_deal(
    pack: list[int],
    seat: int,
    players: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
) -> tuple[list[int], int, bool] | None:
    """One deal from ``pack`` with ``seat`` banking, counted in ``tally``. Returns the pack
    for the next deal, the next banker and whether the pack must be shuffled; None when it
    is cancelled (R23), counting nothing."""
    order = tuple((seat + k) % players for k in range(1, players))
    counts = [0] * len(COUNTERS)
    plans = _fast_plans.setdefault(banker.name, {})
    try:
        next_pack, next_seat, fresh, stakes, nets, staked = _deal(
            pack, seat, order, _book(player), banker, plans, counts, log
        )
    except IndexError:  # a card was needed and none was left (R23)
        if log is not None:
            log.append(("cancelled", seat))
        return None
    tally.add_counts(counts)
    tally.end_deal(stakes, nets, staked)
    if log is not None:
        log.append(("settled", seat, order, tuple(nets)))
    return next_pack, next_seat, fresh


def _deal(
    pack: list[int],
    seat: int,
    order: tuple[int, ...],
    book: _Book,
    banker: BankerStrategy,
    plans: dict[tuple[int | bool, ...], int],
    counts: list[int],
    log: list[LogEntry] | None,
) -> tuple[list[int], int, bool, list[int], list[int], list[int]]:
    """Deal from ``pack`` with ``seat`` banking and play it out, adding to ``counts``.

    Returns the pack for the next deal, the next banker, whether the pack must be
    shuffled, and for each seat (seat 1 first) its original stake, its net and everything
    it staked (splits and purchases included). Drawing past the end of the pack raises
    IndexError, and then ``counts`` may hold part of the deal.
    """
    count = len(order)
    bank_first = pack[count]
    stake_of = book.stakes
    stakes = [stake_of[card] for card in pack[:count]]
    if log is not None:
        log.extend(("stake", p, s) for p, s in zip(order, stakes, strict=True))
    seconds_at = count + 1  # where the second round of cards begins
    bank_second = pack[seconds_at + count]  # after every player's second card
    b1, b2 = VALUE[bank_first], VALUE[bank_second]
    if b1 + b2 == 11 and (b1 == 1 or b2 == 1):
        counts[_BANKER_PONTOONS] += 1
        counts[_PLAYER_HANDS] += count
        return pack, seat, True, stakes, [-2 * s for s in stakes], stakes
    pos = 2 * seconds_at
    nets = [0] * count
    under: list[int] = []  # the cards of the hands that bust, in turn
    kept_cards: list[int] = []  # and of those that stand
    kept: list[tuple[int, _Node]] = []  # the hands that stand, with their owner's index
    flat: list[int] = []  # what the banker sees of the ordinary ones among them
    pontoon_stake = trick_stake = 0
    staked = [0] * count
    pontoon = False
    new_seat = seat
    starts = book.starts
    grow = book.grow
    value_of = VALUE
    for i in range(count):
        who = order[i]
        first = pack[i]
        second = pack[seconds_at + i]
        node = starts[first * 52 + second] or book.start(first, second)
        start = pos  # the hand holds first, second, then pack[start:pos]
        hands = 1
        waiting: list[tuple[int, int, int]] | None = None  # split hands: cards and stake
        while True:
            move = node.move
            while move <= _BUY:
                card = pack[pos]
                pos += 1
                if move == _BUY:
                    counts[_BUYS] += 1
                    if log is not None:
                        log.append(("buy", who, node.amount))
                elif log is not None:
                    log.append(("twist", who))
                value = value_of[card]
                node = node.next[value] or grow(node, value)
                move = node.move
            if move == _SPLIT:
                if log is not None:
                    log.append(("split", who))
                counts[_SPLITS] += 1
                counts[_PLAYER_HANDS] += 1
                hands += 1
                drawn, other = pack[pos], pack[pos + 1]
                pos += 2
                start = pos
                if waiting is None:
                    waiting = []
                waiting.append((second, other, node.stake))  # played after this hand
                second = drawn
                key = node.key
                node = book.split_hand(first, second, key[3], node.stake, key[8], key[9], hands)
                continue
            stake = node.stake
            staked[i] += stake
            if move == _BUST:
                nets[i] -= stake
                counts[_PLAYER_BUSTS] += 1
                dest = under
            else:
                dest = kept_cards
                kept.append((i, node))
                if node.flat:
                    if move == _STICK and log is not None:
                        log.append(("stick", who))
                    flat.append(node.flat)
                elif move == _PONTOON:
                    pontoon = True
                    pontoon_stake += stake
                    if hands == 1:
                        counts[_PLAYER_PONTOONS] += 1
                        if new_seat == seat:
                            new_seat = who
                    else:
                        counts[_SPLIT_PONTOONS] += 1
                else:  # five cards
                    trick_stake += stake
                    counts[_PLAYER_TRICKS] += 1
            dest.append(first)
            dest.append(second)
            if pos > start:
                dest += pack[start:pos]
            if not waiting:
                break
            first, second, stake = waiting.pop()
            node = book.split_hand(first, second, False, stake, 0, stakes[i], hands)
            start = pos
    counts[_PLAYER_HANDS] += count
    bank_start = pos
    if kept:
        hard, ace = b1 + b2, b1 == 1 or b2 == 1
        if banker.reads_table:
            flat.sort()
            plan = plans.get((hard, ace, pontoon_stake, trick_stake, *flat))
            if plan is None:
                plan = _table_plan(kept, hard, ace, banker, plans, flat, pontoon_stake, trick_stake)
        else:
            plan = banker.plan(_NO_TABLE, hard, ace)
        pos, result = _bank_turn(pack, pos, hard, ace, plan, seat, counts, log)
        for owner, hand in kept:
            nets[owner] += hand.pays[result]
    next_pack = pack[pos:]
    next_pack += under
    next_pack += kept_cards
    next_pack.append(bank_first)
    next_pack.append(bank_second)
    next_pack += pack[bank_start:pos]
    return next_pack, new_seat, pontoon, stakes, nets, staked


def _bank_turn(
    pack: list[int],
    pos: int,
    hard: int,
    ace: bool,
    plan: int,
    seat: int,
    counts: list[int],
    log: list[LogEntry] | None,
) -> tuple[int, int]:
    """The banker's turn (R18), from a first two cards of hard total ``hard``, following
    ``plan``. Returns the new pack position and the banker's result: a total,
    :data:`_BANK_BUST` or :data:`_BANK_FIVE`."""
    counts[_BANKER_TURNS] += 1
    cards = 2
    while hard <= 21 and cards < 5:
        if not plan >> ((cards - 2) * 64 + (32 if ace else 0) + hard) & 1:
            if log is not None:
                log.append(("stick", seat))
            break
        if log is not None:
            log.append(("twist", seat))
        value = VALUE[pack[pos]]
        pos += 1
        cards += 1
        hard += value
        ace = ace or value == 1
    if hard > 21:
        counts[_BANKER_BUSTS] += 1
        return pos, _BANK_BUST
    if cards >= 5:
        counts[_BANKER_TRICKS] += 1
        return pos, _BANK_FIVE
    return pos, hard + 10 if ace and hard <= 11 else hard


_fast_plans: dict[str, dict[tuple[int | bool, ...], int]] = {}
_FAST_PLAN_LIMIT: Final = 1_000_000


def _table_plan(
    kept: list[tuple[int, _Node]],
    hard: int,
    ace: bool,
    banker: BankerStrategy,
    plans: dict[tuple[int | bool, ...], int],
    flat: list[int],
    pontoon_stake: int,
    trick_stake: int,
) -> int:
    """The banker's plan for this turn, asked of the strategy with the canonical table key
    and remembered in ``plans`` under a flat key of whole numbers (cheap to hash): the
    banker's (hard total, ace), the stakes on Pontoons and on five-card tricks, then each
    ordinary hand as its node's ``flat``, in order.

    A ``flat`` packs the hand's class (at most 4 face-up cards with a hard total of at
    most 21) above 12 bits of stake (a stake is at most 35 units: 5, then three purchases
    of at most 10).
    """
    if len(plans) >= _FAST_PLAN_LIMIT:
        plans.clear()
    ordinary = [(hand.cls, hand.stake) for _, hand in kept if hand.flat]
    key = table_key(ordinary, pontoon_stake, trick_stake)
    plan = plans[(hard, ace, pontoon_stake, trick_stake, *flat)] = banker.plan(key, hard, ace)
    return plan
