"""A fast simulation of whole sessions, exactly by the rules (R1-R23).

Cards are integers (an index into :data:`~pontoon_tui.engine.cards.ONE_PACK`), a hand is
a small slotted record, strategies are asked through their remembered decisions, and there
is no per-event object: this is the path ``pontoon odds`` runs.
Given ``log``, it also writes every event it plays, so that a test can replay the same
packs and moves through the ordinary engine and check that every transfer agrees.
"""

from __future__ import annotations

import random
from typing import Final

from pontoon_tui.strategy.banker import HandClass, TableKey, table_key
from pontoon_tui.strategy.strategies import BankerStrategy, PlayerStrategy
from pontoon_tui.strategy.tally import Tally

LogEntry = tuple[object, ...]
VALUE: Final = tuple(min(i % 13 + 1, 10) for i in range(52))
RANK: Final = tuple(i % 13 for i in range(52))
CUT_ORDER: Final = tuple(14 if i % 13 == 0 else i % 13 + 1 for i in range(52))
_NO_TABLE: Final[TableKey] = ((), 0, 0)


class _Hand:
    """A player's hand during a simulated deal."""

    __slots__ = ("cards", "cls", "last", "owner", "stake", "total", "twisted", "up")

    def __init__(self, owner: int, cards: list[int], up: list[bool], stake: int) -> None:
        self.owner = owner
        self.cards = cards
        self.up = up
        self.stake = stake
        self.last = 0
        self.twisted = False
        self.total = 0
        self.cls: HandClass = (0, 0, 0, False)


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
    """A uniformly shuffled pack: the cards sorted by independent uniform keys."""
    draw = rng.random
    keys = [draw() for _ in full]
    pack = [card for _, card in sorted(zip(keys, full, strict=True))]
    if log is not None:
        log.append(("pack", tuple(pack)))
    return pack


def _total(cards: list[int]) -> tuple[int, bool, int]:
    hard = 0
    ace = False
    for card in cards:
        v = VALUE[card]
        hard += v
        if v == 1:
            ace = True
    return hard, ace, (hard + 10 if ace and hard <= 11 else hard)


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
    for _ in range(sessions):
        tally.begin_session(players)
        seat = _cut(rng, full, players, log)
        pack: list[int] = []
        fresh = True
        played = 0
        while played < deals:
            if fresh:
                pack = _shuffled(rng, full, log)
            outcome = _play_deal(pack, seat, players, player, banker, tally, log)
            if outcome is None:
                fresh = True
                tally.cancelled += 1
                continue
            played += 1
            pack, next_seat, fresh = outcome
            if next_seat != seat:
                tally.bank_changes += 1
            seat = next_seat
        tally.end_session()


def _play_deal(
    pack: list[int],
    seat: int,
    players: int,
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
) -> tuple[list[int], int, bool] | None:
    """One deal from ``pack`` with ``seat`` banking. Returns the pack for the next deal,
    the next banker and whether the pack must be shuffled; None when it is cancelled."""
    order = [(seat + k) % players for k in range(1, players)]
    tally.begin_deal()
    try:
        stakes, nets, staked, outcome = _deal_body(pack, seat, order, player, banker, tally, log)
    except IndexError:  # a card was needed and none was left (R23)
        tally.discard_deal()
        if log is not None:
            log.append(("cancelled", seat))
        return None
    tally.end_deal(stakes, nets, staked)
    if log is not None:
        log.append(("settled", seat, tuple(order), tuple(nets)))
    return outcome


def _deal_body(
    pack: list[int],
    seat: int,
    order: list[int],
    player: PlayerStrategy,
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
) -> tuple[list[int], list[int], int, tuple[list[int], int, bool]]:
    """Deal and play; returns the original stakes, each seat's net, everything staked
    (splits and purchases included) and the deal's outcome. Drawing past the end of the
    pack raises IndexError, and nothing else here can."""
    count = len(order)
    pos = count + 1
    firsts = pack[:count]
    bank_cards = [pack[count]]
    stake_for = player.stake_for
    stakes = [stake_for(RANK[c]) for c in firsts]
    if log is not None:
        log.extend(("stake", p, s) for p, s in zip(order, stakes, strict=True))
    seconds = pack[pos : pos + count]
    bank_cards.append(pack[pos + count])
    if len(seconds) < count:
        raise IndexError
    pos += count + 1
    nets = [0] * count
    b1, b2 = VALUE[bank_cards[0]], VALUE[bank_cards[1]]
    if b1 + b2 == 11 and (b1 == 1 or b2 == 1):
        for i in range(count):
            nets[i] = -2 * stakes[i]
        tally.banker_pontoons += 1
        tally.player_hands += count
        return stakes, nets, sum(stakes), (pack, seat, True)
    under: list[int] = []
    kept: list[_Hand] = []
    staked = 0
    memo = player.memo
    pontoon = False
    new_seat = seat
    for i in range(count):
        who, orig = order[i], stakes[i]
        hands = [_Hand(i, [firsts[i], seconds[i]], [False, False], orig)]
        h = 0
        while h < len(hands):
            hand = hands[h]
            cards, up = hand.cards, hand.up
            hard, ace, total = _total(cards)
            if up[0]:
                shown, shown_hard, shown_ace = 1, VALUE[cards[0]], VALUE[cards[0]] == 1
            else:
                shown, shown_hard, shown_ace = 0, 0, False
            while True:
                n = len(cards)
                if hard > 21:
                    nets[i] -= hand.stake
                    staked += hand.stake
                    under.extend(cards)
                    tally.player_busts += 1
                    break
                if total == 21 and n == 2:
                    pontoon = True
                    if len(hands) == 1:
                        tally.player_pontoons += 1
                        if new_seat == seat:
                            new_seat = who
                    else:
                        tally.split_pontoons += 1
                    hand.total = total
                    kept.append(hand)
                    break
                if total >= 21 or n >= 5:
                    hand.total = total
                    hand.cls = (n, shown, shown_hard, shown_ace)
                    kept.append(hand)
                    break
                pair = -1
                if n == 2 and RANK[cards[0]] == RANK[cards[1]] and len(hands) < 4:
                    pair = RANK[cards[0]]
                key = (hard, ace, n, hand.twisted, shown, shown_hard, shown_ace,
                       hand.stake, hand.last, orig, pair, len(hands))  # fmt: skip
                decision = memo.get(key)
                move, amount = decision if decision is not None else player.play(key)
                if move == "stick":
                    if log is not None:
                        log.append(("stick", who))
                    hand.total = total
                    hand.cls = (n, shown, shown_hard, shown_ace)
                    kept.append(hand)
                    break
                if move == "split":
                    if log is not None:
                        log.append(("split", who))
                    tally.splits += 1
                    second = _Hand(i, [cards[1]], [True], hand.stake)
                    del cards[1:]
                    del up[1:]
                    up[0] = True
                    cards.append(pack[pos])
                    up.append(False)
                    second.cards.append(pack[pos + 1])
                    second.up.append(False)
                    pos += 2
                    hands.insert(h + 1, second)
                    hard, ace, total = _total(cards)
                    shown, shown_hard, shown_ace = 1, VALUE[cards[0]], VALUE[cards[0]] == 1
                    continue
                card = pack[pos]
                pos += 1
                v = VALUE[card]
                cards.append(card)
                if move == "buy":
                    if log is not None:
                        log.append(("buy", who, amount))
                    tally.buys += 1
                    hand.stake += amount
                    hand.last = amount
                    up.append(False)
                else:
                    if log is not None:
                        log.append(("twist", who))
                    hand.twisted = True
                    up.append(True)
                    shown += 1
                    shown_hard += v
                    shown_ace = shown_ace or v == 1
                hard += v
                ace = ace or v == 1
                total = hard + 10 if ace and hard <= 11 else hard
            h += 1
        tally.player_hands += len(hands)
    if kept:
        pos = _bank_turn(pack, pos, bank_cards, kept, seat, nets, banker, tally, log)
    for hand in kept:
        under.extend(hand.cards)
    under.extend(bank_cards)
    for hand in kept:
        staked += hand.stake
    return stakes, nets, staked, (pack[pos:] + under, new_seat, pontoon)


_fast_plans: dict[str, dict[tuple[int | bool, ...], int]] = {}
_FAST_PLAN_LIMIT: Final = 1_000_000


def _table_plan(kept: list[_Hand], hard: int, ace: bool, banker: BankerStrategy) -> int:
    """The banker's plan for this turn, remembered under a flat key of whole numbers
    (cheap to hash); on a miss, asked of the strategy with the canonical table key.

    Each ordinary hand packs into one number: its class (at most 4 face-up cards with a
    hard total of at most 21) above 12 bits of stake (a stake is at most 35 units: 5, then
    three purchases of at most 10).
    """
    pontoon_stake = trick_stake = 0
    flat: list[int] = []
    for hand in kept:
        n = len(hand.cards)
        if n >= 5:
            trick_stake += hand.stake
        elif n == 2 and hand.total == 21:
            pontoon_stake += hand.stake
        else:
            cards, shown, shown_hard, shown_ace = hand.cls
            flat.append(
                ((((cards * 8 + shown) * 32 + shown_hard) * 2 + shown_ace) << 12) + hand.stake
            )
    flat.sort()
    memo = _fast_plans.get(banker.name)
    if memo is None or len(memo) >= _FAST_PLAN_LIMIT:
        memo = _fast_plans[banker.name] = {}
    fast_key = (hard, ace, pontoon_stake, trick_stake, *flat)
    plan = memo.get(fast_key)
    if plan is None:
        ordinary = [
            (hand.cls, hand.stake)
            for hand in kept
            if len(hand.cards) < 5 and not (len(hand.cards) == 2 and hand.total == 21)
        ]
        key = table_key(ordinary, pontoon_stake, trick_stake)
        plan = memo[fast_key] = banker.plan(key, hard, ace)
    return plan


def _bank_turn(
    pack: list[int],
    pos: int,
    bank_cards: list[int],
    kept: list[_Hand],
    seat: int,
    nets: list[int],
    banker: BankerStrategy,
    tally: Tally,
    log: list[LogEntry] | None,
) -> int:
    """The banker's turn (R18) and the settlement (R19); returns the new pack position."""
    hard, ace, total = _total(bank_cards)
    if banker.reads_table:
        plan = _table_plan(kept, hard, ace, banker)
    else:
        plan = banker.plan(_NO_TABLE, hard, ace)
    tally.banker_turns += 1
    while hard <= 21 and len(bank_cards) < 5:
        if not plan >> ((len(bank_cards) - 2) * 64 + (32 if ace else 0) + hard) & 1:
            if log is not None:
                log.append(("stick", seat))
            break
        if log is not None:
            log.append(("twist", seat))
        card = pack[pos]
        pos += 1
        bank_cards.append(card)
        hard += VALUE[card]
        ace = ace or VALUE[card] == 1
    total = hard + 10 if ace and hard <= 11 else hard
    bank_bust = hard > 21
    bank_five = not bank_bust and len(bank_cards) >= 5
    tally.banker_busts += bank_bust
    tally.banker_tricks += bank_five
    for hand in kept:
        stake = hand.stake
        n = len(hand.cards)
        hand_total = hand.total
        pontoon = n == 2 and hand_total == 21
        special = pontoon or n >= 5
        tally.player_tricks += n >= 5
        if bank_bust:
            net = 2 * stake if special else stake
        elif bank_five:
            net = 2 * stake if pontoon else -2 * stake
        elif special:
            net = 2 * stake
        else:
            net = stake if hand_total > total else -stake
        nets[hand.owner] += net
    return pos
