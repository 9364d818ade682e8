"""A fast simulation of whole sessions, exactly by the rules (R1-R23) and the table's
house rules (H1-H10).

Cards are integers (an index into :data:`~pontoon_tui.engine.cards.ONE_PACK`) and there is
no per-event object: this is the path ``pontoon odds`` runs. A hand in play is a
:class:`_Node`, its position as the player strategy reads it (a
:class:`~pontoon_tui.strategy.keys.PlayKey`), shared by every hand that reaches it and
remembering the strategy's move there (checked against the rules when first asked),
where each next card leads and what the hand nets against each banker result; so playing
a hand is mostly following links. Every rule is asked of :mod:`pontoon_tui.rules`, once,
when a node or a table below is made; the loops only follow what they made.
Given ``log``, it also writes every event it plays, so that a test can replay the same
packs and moves through the ordinary engine and check that every transfer agrees.
"""

from __future__ import annotations

import gc
import random
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

import numpy as np

from pontoon_tui.rules import (
    DEFAULT_RULES,
    HouseRules,
    bank_passes_round,
    cards_under,
    next_banker,
    pack_copies,
)
from pontoon_tui.strategy.banker import TWIST_BITS, Share, Turn
from pontoon_tui.strategy.model import BANK_BUST, BANK_FIVE
from pontoon_tui.strategy.positions import (
    BANK_RESULT,
    BUST,
    BUY,
    CUT_ORDER,
    DRAW_TO,
    DRAWABLE,
    FLAT_BITS,
    FLAT_STAKE,
    HARD,
    MAY_DRAW,
    MAY_DRAW_AT,
    NO_TABLE,
    PONTOON,
    PONTOON_PAIR,
    RANK,
    RESULT_AT,
    SPLIT,
    STICK,
    VALUE,
    Bank,
    Book,
    IllegalPlay,
    Node,
    bank_of,
    book_of,
    seen_of,
)
from pontoon_tui.strategy.strategies import BankerStrategy, PlayerStrategy
from pontoon_tui.strategy.tally import COUNTERS, Tally

LogEntry = tuple[object, ...]

__all__ = ["IllegalPlay", "LogEntry", "play_deal", "play_sessions"]

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
_DOUBLED: Final = COUNTERS.index("doubled_deals")


def _cut(rng: random.Random, full: list[int], players: int, log: list[LogEntry] | None) -> int:
    """Cut for the bank (R4); returns the banker's seat."""
    cutting = list(range(players))
    while True:
        cards = rng.sample(full, len(cutting))
        if log is not None:
            log.append(("cut", tuple(zip(cutting, cards, strict=True))))
        orders = [CUT_ORDER[c] for c in cards]
        top = max(orders)
        if orders.count(top) == 1:
            return cutting[orders.index(top)]
        cutting = [p for p, order in zip(cutting, orders, strict=True) if order == top]


SHUFFLE_BATCH: Final = 32
"""How many packs :class:`_Packs` shuffles at once."""


class _Packs:
    """Uniformly shuffled packs, drawn one after another from ``rng``.

    Each pack is ``full``'s cards sorted by independent uniform 64-bit keys, one for each
    card: :data:`SHUFFLE_BATCH` packs are made at once, their keys taken from
    ``rng.getrandbits`` and sorted row by row by NumPy, which sorts 52 keys several times
    faster than Python can (equal keys, a chance below 1 in 10**15 a pack, come in NumPy's
    order). The packs come out in the order their keys were drawn, and what is left
    unused is dropped with this object.
    """

    __slots__ = ("_cards", "_ready", "_rng")

    def __init__(self, rng: random.Random, full: list[int]) -> None:
        self._rng = rng
        self._cards = np.asarray(full, dtype=np.intp)
        """The card at each position of ``full``."""
        self._ready: list[list[int]] = []

    def next(self, log: list[LogEntry] | None) -> list[int]:
        """The next shuffled pack (a new list), also written to ``log``."""
        if not self._ready:
            size, count = len(self._cards), SHUFFLE_BATCH
            raw = self._rng.getrandbits(64 * size * count).to_bytes(8 * size * count, "little")
            order = np.frombuffer(raw, dtype="<u8").reshape(count, size).argsort(axis=1)
            packs: list[list[int]] = self._cards[order].tolist()
            packs.reverse()  # popped from the end: the first drawn comes first
            self._ready = packs
        pack = self._ready.pop()
        if log is not None:
            log.append(("pack", tuple(pack)))
        return pack


@contextmanager
def _without_cycle_collection(freeze: bool) -> Iterator[None]:
    """Pause Python's cyclic garbage collector while the sessions play, then resume it
    (as it was), first setting aside what was made meanwhile (:func:`gc.freeze`) when
    ``freeze`` is true.

    The simulation frees what it makes by reference counting alone: nothing it keeps
    refers back to itself. But the strategies' positions, beliefs and turns grow by
    hundreds of thousands of lasting objects while their tables fill, and the collector,
    triggered by those allocations, would scan them again and again for cycles there
    are none of (under H9, about a fifth of a run's time). A cycle made meanwhile is
    still collected once the collector resumes, unless it was set aside.
    """
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if collecting:
            gc.enable()


def play_sessions(
    rng: random.Random,
    sessions: int,
    players: int,
    deals: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None = None,
    rules: HouseRules = DEFAULT_RULES,
    keep: bool = False,
) -> None:
    """Play ``sessions`` whole sessions of ``deals`` counted deals at a table of
    ``players`` people under the house rules ``rules``, adding what happened to ``tally``
    (and every event to ``log``).

    With ``keep``, what the strategies learnt is set aside from the cyclic garbage
    collector (:func:`gc.freeze`) before it resumes, for a process that goes on playing
    with them: neither the first collection after the sessions nor any full one later
    scans it again.

    Raises:
        IllegalPlay: a strategy chose a move the rules do not allow.
    """
    with _without_cycle_collection(keep):
        _play_sessions(rng, sessions, players, deals, player, banker, tally, log, rules)


def _play_sessions(
    rng: random.Random,
    sessions: int,
    players: int,
    deals: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
    rules: HouseRules,
) -> None:
    """:func:`play_sessions`, the collector paused."""
    full = list(range(52)) * pack_copies(players)
    packs = _Packs(rng, full)
    count = players - 1
    orders = [tuple((seat + k) % players for k in range(1, players)) for seat in range(players)]
    book = book_of(player.for_rules(rules))
    bank = bank_of(banker.for_rules(rules))
    counts = [0] * len(COUNTERS)
    cancelled = bank_changes = settled = 0
    # For each session, each seat's net result, original stakes and everything staked,
    # summed over its deals (seat 1 first): the tally takes them all at the end.
    session_x: list[list[int]] = []
    session_y: list[list[int]] = []
    session_z: list[list[int]] = []
    nobody = [0] * count
    for _ in range(sessions):
        seat = _cut(rng, full, players, log)
        banked = 0  # counted deals banked since this banker took the bank (H10)
        # Each settled deal's nets, original stakes and everything staked, seat by seat,
        # after a row of zeros (so that a session without a deal sums to a zero a seat).
        deal_x: list[list[int]] = [nobody]
        deal_y: list[list[int]] = [nobody]
        deal_z: list[list[int]] = [nobody]
        pack: list[int] = []
        fresh = True
        played = 0
        while played < deals:
            if fresh:
                pack = packs.next(log)
            order = orders[seat]
            saved = counts.copy()
            try:
                next_pack, next_seat, fresh, stakes, nets, staked = _deal(
                    pack, seat, order, book, bank, counts, log
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
            deal_x.append(nets)
            deal_y.append(stakes)
            deal_z.append(staked)
            played += 1
            pack = next_pack
            banked += 1
            if next_seat == seat and bank_passes_round(banked, rules):
                next_seat = order[0]  # H10: the bank passes to the banker's left
            if next_seat != seat:
                bank_changes += 1
                banked = 0
            seat = next_seat
        session_x.append(list(map(sum, zip(*deal_x, strict=True))))
        session_y.append(list(map(sum, zip(*deal_y, strict=True))))
        session_z.append(list(map(sum, zip(*deal_z, strict=True))))
        settled += played
    tally.close_sessions(players, settled, session_x, session_y, session_z)
    tally.add_counts(counts)
    tally.cancelled += cancelled
    tally.bank_changes += bank_changes


def play_deal(
    pack: list[int],
    seat: int,
    players: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
    rules: HouseRules = DEFAULT_RULES,
) -> tuple[list[int], int, bool] | None:
    """One deal from ``pack`` (card indexes, top first) with ``seat`` banking, counted in
    ``tally``. Returns the pack for the next deal (what is left of this one when it must be
    shuffled), the next banker by R21 (H10 counts deals across a session: see
    :func:`play_sessions`) and whether the pack must be shuffled; None when it is
    cancelled (R23), counting nothing."""
    order = tuple((seat + k) % players for k in range(1, players))
    counts = [0] * len(COUNTERS)
    book, bank = book_of(player.for_rules(rules)), bank_of(banker.for_rules(rules))
    try:
        next_pack, next_seat, fresh, stakes, nets, staked = _deal(
            pack, seat, order, book, bank, counts, log
        )
    except IndexError:  # a card was needed and none was left (R23)
        if log is not None:
            log.append(("cancelled", seat))
        return None
    tally.add_counts(counts)
    tally.end_deal(stakes, nets, staked)
    if next_seat != seat:
        tally.bank_changes += 1
    if log is not None:
        log.append(("settled", seat, order, tuple(nets)))
    return next_pack, next_seat, fresh


def _deal(
    pack: list[int],
    seat: int,
    order: tuple[int, ...],
    book: Book,
    bank: Bank,
    counts: list[int],
    log: list[LogEntry] | None,
) -> tuple[list[int], int, bool, list[int], list[int], list[int]]:
    """Deal from ``pack`` with ``seat`` banking and play it out, adding to ``counts``.

    Returns the pack for the next deal (not made again when the pack must be shuffled:
    then ``pack`` itself), the next banker, whether the pack must be shuffled, and for
    each seat (seat 1 first) its original stake, its net and everything it staked
    (splits and purchases included). Drawing past the end of the pack raises
    IndexError, and then ``counts`` may hold part of the deal.
    """
    banker = bank.banker
    count = len(order)
    bank_first = pack[count]
    stake_of = book.stakes
    stakes = [stake_of[card] for card in pack[:count]]
    if log is not None:
        log.extend(("stake", p, s) for p, s in zip(order, stakes, strict=True))
    doubled = False
    if book.doubling:  # H7: from the banker's first card and the stakes
        memo = (RANK[bank_first], *stakes)
        found = bank.doubles.get(memo)
        if found is None:
            found = bank.doubles[memo] = banker.doubles(RANK[bank_first], stakes)
        doubled = found
        counts[_DOUBLED] += doubled
        if log is not None:
            log.append(("double", seat, doubled))
    seconds_at = count + 1  # where the second round of cards begins
    bank_second = pack[seconds_at + count]  # after every player's second card
    b1, b2 = VALUE[bank_first], VALUE[bank_second]
    if PONTOON_PAIR[b1 * 11 + b2]:  # R9
        counts[_BANKER_PONTOONS] += 1
        counts[_PLAYER_HANDS] += count
        pays = book.banker_pontoon[doubled]
        nets = [pays[stake] for stake in stakes]
        return pack, seat, True, stakes, nets, stakes
    up = b2 if book.face_up else 0  # H9: the banker's second card is public
    dup = doubled * 11 + up
    base = dup * 2704
    pos = 2 * seconds_at
    nets = [0] * count
    under: list[int] = []  # the cards of the hands that bust, in turn
    kept_cards: list[int] = []  # and of those that stand
    kept: list[tuple[int, Node]] = []  # the hands that stand, with their owner's index
    flat: list[int] = []  # what the banker sees of the ordinary ones among them
    pontoon_stake = trick_stake = 0
    staked = [0] * count
    pontoon = False
    unsplit: list[int] | None = None  # who made an unsplit Pontoon, in order (R21)
    starts = book.starts
    grow = book.grow
    value_of = VALUE
    for i in range(count):
        who = order[i]
        first = pack[i]
        second = pack[seconds_at + i]
        node = starts[base + first * 52 + second] or book.start(first, second, base)
        start = pos  # the hand holds first, second, then pack[start:pos]
        hands = 1
        waiting: list[tuple[int, int, int]] | None = None  # split hands: cards and stake
        while True:
            move = node.move
            while move <= BUY:
                card = pack[pos]
                pos += 1
                if move == BUY:
                    counts[_BUYS] += 1
                    if log is not None:
                        log.append(("buy", who, node.amount))
                elif log is not None:
                    log.append(("twist", who))
                value = value_of[card]
                node = node.next[value] or grow(node, value)
                move = node.move
            if move == SPLIT:
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
                node = book.split_hand(first, second, node, node.stake, hands)
                continue
            stake = node.stake
            staked[i] += stake
            if move == BUST:
                nets[i] += node.bust
                counts[_PLAYER_BUSTS] += 1
                dest = under
            else:
                dest = kept_cards
                kept.append((i, node))
                if node.flat:
                    if move == STICK and log is not None:
                        log.append(("stick", who))
                    flat.append(node.flat)
                elif move == PONTOON:
                    pontoon = True
                    pontoon_stake += stake
                    if hands == 1:
                        counts[_PLAYER_PONTOONS] += 1
                        if unsplit is None:
                            unsplit = []
                        unsplit.append(who)
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
            node = book.split_hand(first, second, node, stake, hands)
            start = pos
    counts[_PLAYER_HANDS] += count
    bank_start = pos
    if kept:
        hard, ace = b1 + b2, b1 == 1 or b2 == 1
        counts[_BANKER_TURNS] += 1
        if banker.reads_table:
            flat.sort()
            turn = bank.turns.get((dup, pontoon_stake, trick_stake, *flat))
            if turn is None:
                turn = _table_turn(bank, doubled, up, dup, pontoon_stake, trick_stake, flat)
            # The banker's turn (R18) as _bank_turn plays it, from the two-card state
            # (DRAW_TO), following the turn, which decides each hand the first time it
            # is reached (a state is its hand's bit in the turn); twisting only where
            # the banker may draw (R18, MAY_DRAW_AT).
            state = hard + HARD if ace else hard
            bits = turn.bits
            while MAY_DRAW_AT[state]:
                if not bits >> state & 1:
                    turn.decide_at(state)
                    bits = turn.bits
                if not bits >> (state + TWIST_BITS) & 1:
                    break
                if log is not None:
                    log.append(("twist", seat))
                state = DRAW_TO[state * 11 + value_of[pack[pos]]]
                pos += 1
            if log is not None and MAY_DRAW_AT[state]:
                log.append(("stick", seat))
            result = RESULT_AT[state]
        else:
            plan = bank.plans.get((doubled, up, hard, ace))
            if plan is None:
                plan = bank.plans[(doubled, up, hard, ace)] = DRAWABLE & banker.plan(
                    NO_TABLE, hard, ace, doubled, up
                )
            pos, result = _bank_turn(pack, pos, hard, ace, plan, seat, log)
        if result == BANK_BUST:
            counts[_BANKER_BUSTS] += 1
        elif result == BANK_FIVE:
            counts[_BANKER_TRICKS] += 1
        for owner, hand in kept:
            nets[owner] += hand.pays[result]
    shuffle = book.shuffle[pontoon]
    if shuffle:  # R22, H8: the next deal's pack is shuffled afresh, whatever this one left
        next_pack = pack
    elif book.under_in_turn:  # R22 as cards_under orders them: busted, kept, the banker's
        next_pack = pack[pos:]
        next_pack += under
        next_pack += kept_cards
        next_pack.append(bank_first)
        next_pack.append(bank_second)
        next_pack += pack[bank_start:pos]
    else:
        bank_cards = [bank_first, bank_second, *pack[bank_start:pos]]
        next_pack = pack[pos:] + cards_under([under], [kept_cards], bank_cards)
    new_seat = next_banker(seat, False, unsplit) if unsplit else seat  # R21
    return next_pack, new_seat, shuffle, stakes, nets, staked


def _bank_turn(
    pack: list[int],
    pos: int,
    hard: int,
    ace: bool,
    plan: int,
    seat: int,
    log: list[LogEntry] | None,
) -> tuple[int, int]:
    """The banker's turn (R18), from a first two cards of hard total ``hard``, following
    ``plan``, which twists only where the banker may draw (R18: it holds only the bits
    of :data:`~pontoon_tui.strategy.positions.DRAWABLE`). Returns the new pack position
    and the banker's result index: a total, bust or five cards
    (:func:`~pontoon_tui.strategy.model.bank_result`)."""
    cards = 2
    while plan >> ((cards - 2) * 64 + (32 if ace else 0) + hard) & 1:
        if log is not None:
            log.append(("twist", seat))
        value = VALUE[pack[pos]]
        pos += 1
        cards += 1
        hard += value
        ace = ace or value == 1
    if log is not None and MAY_DRAW[cards * HARD + hard]:
        log.append(("stick", seat))
    return pos, BANK_RESULT[(cards * HARD + hard) * 2 + ace]


_FAST_TURN_LIMIT: Final = 400_000
"""The most turns a bank remembers (each holds what its table's results are worth). Once
it holds that many it remembers no more, and forgets none: the tables met first are the
common ones (under H9, where the banker's face-up card multiplies the tables, a bank
fills after about 4 million deals, and forgetting them all then meant working the
common ones out again)."""


def _table_turn(
    bank: Bank,
    doubled: bool,
    up: int,
    dup: int,
    pontoon_stake: int,
    trick_stake: int,
    flat: list[int],
) -> Turn:
    """The banker's turn against this table, asked of the strategy from each ordinary
    hand's share (remembered in ``bank.shares``) and remembered in ``bank.turns`` under a
    flat key of whole numbers: ``dup`` (whether the deal is doubled and the banker's
    face-up card under H9, as ``doubled * 11 + up``), the stakes on Pontoons and on
    five-card tricks, then each ordinary hand as its node's ``flat``
    (:func:`~pontoon_tui.strategy.positions.flat_of`), in order: the table key's order.
    The first three are nearly always small whole numbers, which Python keeps one of
    each: comparing a key found with the one asked for does not read them again. The
    banker's own cards are not in the key: one turn serves every start.
    """
    banker = bank.banker
    shares = bank.shares
    read: list[Share] = []
    ordinary_stake = 0
    above = dup << FLAT_BITS
    for hand in flat:
        share = shares.get(above | hand)
        if share is None:
            cls, stake = seen_of(hand)
            share = shares[above | hand] = banker.share(cls, stake, doubled, up)
        read.append(share)
        ordinary_stake += hand & FLAT_STAKE
    turn = banker.turn_of(read, ordinary_stake, pontoon_stake, trick_stake, doubled)
    turns = bank.turns
    if len(turns) < _FAST_TURN_LIMIT:
        turns[(dup, pontoon_stake, trick_stake, *flat)] = turn
    return turn
