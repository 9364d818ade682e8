"""The positions of the fast simulation (:mod:`pontoon_tui.strategy.fastsim`): each hand's
place as a linked :class:`Node` that remembers the strategy's (checked) move, where each
card leads and what the hand nets, a strategy's :class:`Book` of them, and the tables the
loops follow. Every rule is asked of :mod:`pontoon_tui.rules` when a node or table is made.
"""

from __future__ import annotations

from typing import Final

from pontoon_tui.rules import (
    RANK_VALUES,
    HouseRules,
    Kind,
    banker_chooses_double,
    banker_may_draw,
    banker_pontoon_net,
    best_total,
    bust_net,
    cards_under,
    cut_order,
    finished_by_cards,
    hand_kind,
    is_pontoon,
    may_split,
    second_card_face_up,
    shuffle_before_next,
    stake_range,
)
from pontoon_tui.strategy.banker import Share, Turn
from pontoon_tui.strategy.keys import HandClass, PlayKey, TableKey
from pontoon_tui.strategy.model import bank_result, legal_play, settle_row
from pontoon_tui.strategy.strategies import Banker, Player

VALUE: Final = tuple(RANK_VALUES[i % 13] for i in range(52))
RANK: Final = tuple(i % 13 for i in range(52))
CUT_ORDER: Final = tuple(cut_order(i % 13) for i in range(52))
NO_TABLE: Final[TableKey] = ((), 0, 0)
PONTOON_PAIR: Final = tuple(is_pontoon(2, a + b, 1 in (a, b)) for a in range(11) for b in range(11))
"""R9: whether two cards worth ``a`` and ``b`` are a Pontoon, at ``a * 11 + b``."""
HARD: Final = 32
MAY_DRAW: Final = tuple(banker_may_draw(i // HARD, i % HARD) for i in range(6 * HARD))
"""R18: whether the banker may twist, at ``cards * 32 + hard``."""
DRAWABLE: Final = sum(
    1 << ((cards - 2) * 64 + (32 if ace else 0) + hard)
    for cards in range(2, 5)
    for ace in (False, True)
    for hard in range(HARD)
    if (32 if ace else 0) + hard < 64 and banker_may_draw(cards, hard)
)
"""R18: the bits of a plan (see :func:`~pontoon_tui.strategy.banker.state_index`) for
the hands the banker may twist on."""
BANK_RESULT: Final = tuple(
    bank_result(i // (2 * HARD), i // 2 % HARD, bool(i % 2)) for i in range(6 * 2 * HARD)
)
"""The banker's result index (its total, bust or five cards), at
``(cards * 32 + hard) * 2 + ace``."""

# The banker's hand in a turn as one state, ``(cards - 2) * 64 + 32 * ace + hard``: the
# bit of its plan (:func:`~pontoon_tui.strategy.banker.state_index`) for 2-4 cards, and
# 5 cards above them, so that a turn moves from state to state by a table look-up.
BANK_STATES: Final = 4 * 64
MAY_DRAW_AT: Final = tuple(banker_may_draw(s // 64 + 2, s % HARD) for s in range(BANK_STATES))
"""R18: whether the banker may twist in each state."""
RESULT_AT: Final = tuple(
    bank_result(s // 64 + 2, s % HARD, bool(s & HARD)) for s in range(BANK_STATES)
)
"""The banker's result index (its total, bust or five cards) when it stops in a state."""
DRAW_TO: Final = tuple(
    (s // 64 + 1) * 64 + (HARD if s & HARD or v == 1 else 0) + s % HARD + v
    if MAY_DRAW_AT[s] and s % HARD + v < HARD
    else -1
    for s in range(BANK_STATES)
    for v in range(11)
)
"""The state a card worth ``v`` leads to from state ``s``, at ``s * 11 + v``, where the
banker may twist (-1 elsewhere)."""

# What happens to a hand at a node (its ``move``). The first two draw a card; a split
# makes two hands; the others end the hand's turn.
TWIST: Final = 0
BUY: Final = 1
SPLIT: Final = 2
STICK: Final = 3
"""The player chose to stand."""
STAND: Final = 4
"""The cards end the turn: 21 (not a Pontoon) or five cards (R16, R17)."""
PONTOON: Final = 5
BUST: Final = 6
MOVE_CODES: Final = {"split": SPLIT, "buy": BUY, "twist": TWIST, "stick": STICK}


class IllegalPlay(ValueError):
    """A strategy chose a move the rules do not allow where its hand stands."""


_NOWHERE: Final[tuple[None, ...]] = (None,) * 11
"""A node's links before any card has been followed from it."""


Pays = tuple[int, ...]
"""A standing hand's net against each banker result, by result index."""
Rows = dict[tuple[Kind, int, int, bool], Pays]
"""Standing hands' :data:`Pays`, by kind, total, stake and whether the deal is doubled."""


class Node:
    """A position a hand can reach: its :class:`PlayKey` (``pair`` is -1 once the hand has
    more than two cards) and what happens there.

    Attributes:
        key: the position.
        move: one of the codes above; the strategy's move where the hand plays on.
        amount: what a purchase adds to the stake.
        cards: how many cards the hand holds.
        stake: its stake.
        bust: for a hand that busts, its net (R17, H7).
        next: by the value of the next card, the node it leads to, once reached.
        flat: for an ordinary hand that stands (neither a Pontoon nor five cards), what
            the banker sees of it and its stake as one number; 0 for any other.
        pays: for a hand that stands, its net against each banker result, by the banker's
            total, bust, five cards (R19, H5, H7).
    """

    __slots__ = (
        "amount",
        "bust",
        "cards",
        "flat",
        "key",
        "move",
        "next",
        "pays",
        "stake",
    )

    def __init__(self, key: PlayKey, book: Book) -> None:
        cards, stake = key.cards, key.stake
        total = best_total(key.hard, key.ace)
        kind = hand_kind(cards, key.hard, key.ace)
        self.key = key
        self.cards = cards
        self.stake = stake
        self.amount = 0
        self.bust = 0
        self.flat = 0
        self.pays: Pays = ()
        self.next: tuple[Node | None, ...] = _NOWHERE
        if kind is Kind.BUST:
            self.move = BUST
            self.bust = bust_net(stake, key.doubled)
            return
        if finished_by_cards(cards, key.hard, key.ace):
            self.move = PONTOON if kind is Kind.PONTOON else STAND
        else:
            move, self.amount = book.player.play(key)
            self.move = checked(key, move, self.amount, book.rules)
            if self.move != STICK:
                return
        if kind is Kind.TOTAL:
            flat = flat_of((cards, key.shown, key.shown_hard, key.shown_ace), stake)
            self.flat = book.flats.setdefault(flat, flat)
        memo = (kind, total, stake, key.doubled)
        pays = book.rows.get(memo)
        if pays is None:
            pays = book.rows[memo] = settle_row(kind, total, stake, book.rules, key.doubled)
        self.pays = pays


FLAT_STAKE_BITS: Final = 12
"""A stake is at most 35 units (5, then three purchases of at most 10): 12 bits hold it."""
FLAT_STAKE: Final = (1 << FLAT_STAKE_BITS) - 1
"""The stake's bits in a flat."""
FLAT_BITS: Final = 24
"""Every flat is below ``1 << FLAT_BITS`` (a class of at most 5 cards, 7 face up, a hard
total below 32 and an ace: 12 bits, above the stake's)."""


def flat_of(cls: HandClass, stake: int) -> int:
    """An ordinary hand as the banker sees it, its class (at most 4 face-up cards with a hard
    total of at most 21) above its stake, as one whole number. Flats sort as the (class,
    stake) pairs they stand for."""
    cards, shown, shown_hard, shown_ace = cls
    return (((cards * 8 + shown) * 32 + shown_hard) * 2 + shown_ace) << FLAT_STAKE_BITS | stake


def seen_of(flat: int) -> tuple[HandClass, int]:
    """The class and stake that ``flat`` stands for (:func:`flat_of`)."""
    stake, cls = flat & FLAT_STAKE, flat >> FLAT_STAKE_BITS
    return (cls >> 9, cls >> 6 & 7, cls >> 1 & 31, bool(cls & 1)), stake


def checked(key: PlayKey, move: str, amount: int, rules: HouseRules) -> int:
    """The code of a strategy's ``move`` at ``key``, once the rules allow it (R12-R15)."""
    moves, bounds = legal_play(key, rules)
    if move not in moves:
        allowed = ", ".join(moves)
        raise IllegalPlay(f"{move!r} is not a legal move at {key}: only {allowed}")
    if move == "buy":
        assert bounds is not None
        if not bounds[0] <= amount <= bounds[1]:
            raise IllegalPlay(f"a purchase at {key} must add {bounds[0]} to {bounds[1]}")
    return MOVE_CODES[move]


BOOK_LIMIT: Final = 1_000_000
STARTS: Final = 2 * 11 * 52 * 52
"""A hand as dealt, by whether the deal is doubled, the banker's face-up value (H9; 0 for
none) and the two cards."""


class Book:
    """A player strategy's stakes by first card and every position its hands have reached.

    A position's move is asked of the strategy (through its memo) when a hand first
    reaches it, as the hand must then play on; a strategy answers a position the same
    way every time.
    """

    __slots__ = (
        "banker_pontoon",
        "doubling",
        "face_up",
        "flats",
        "nodes",
        "player",
        "rows",
        "rules",
        "shuffle",
        "splits",
        "stakes",
        "starts",
        "under_in_turn",
    )

    def __init__(self, player: Player) -> None:
        self.player = player
        self.rules = player.rules
        self.face_up = second_card_face_up(player.rules)
        self.doubling = banker_chooses_double(player.rules)
        self.shuffle = tuple(
            shuffle_before_next(pontoon, player.rules) for pontoon in (False, True)
        )
        """R22, H8: whether the pack is shuffled after a deal without or with a Pontoon."""
        self.under_in_turn = cards_under([[0]], [[1]], [2]) == [0, 1, 2]
        """R22: whether used cards go under the pack busted, kept, then the banker's, so
        that the deal may put them there by joining its lists in that order."""
        self.stakes = tuple(player.stake_for(RANK[card]) for card in range(52))
        allowed = stake_range()
        for stake in self.stakes:
            if stake not in allowed:  # R7
                raise IllegalPlay(
                    f"a stake must be {allowed[0]} to {allowed[-1]} units, not {stake!r}"
                )
        self.banker_pontoon = tuple(
            {stake: banker_pontoon_net(stake, player.rules, doubled) for stake in allowed}
            for doubled in (False, True)
        )
        """R9, H6, H7: what a player who staked each stake nets when the banker has
        Pontoon, in a deal not doubled and doubled."""
        self.nodes: dict[PlayKey, Node] = {}
        self.flats: dict[int, int] = {}
        """Each :attr:`Node.flat` made, kept once: the nodes that stand alike share one,
        so that comparing a table's key with one remembered finds the same numbers in
        both, without reading them."""
        self.rows: Rows = {}
        """Each standing hand's :attr:`Node.pays`, by its kind, total, stake and
        whether the deal is doubled: made once and shared by every node that stands so
        (far fewer than the nodes, so that settling reads few of them)."""
        self.starts: list[Node | None] = [None] * STARTS
        self.splits: dict[tuple[Node, int, int, int, int], Node] = {}
        """The node of each hand a split has made, by the node it was made from (the pair's,
        or the hand played before it), its two cards' ranks, its stake and the hands its
        player then holds."""

    def node(self, key: PlayKey) -> Node:
        """The node at ``key``."""
        node = self.nodes.get(key)
        if node is None:
            if len(self.nodes) >= BOOK_LIMIT:
                self.nodes.clear()
                self.starts = [None] * STARTS
                self.splits.clear()
            node = self.nodes[key] = Node(key, self)
        return node

    def start(self, first: int, second: int, base: int) -> Node:
        """The node of a hand as dealt, ``first`` face down, ``second`` face down (face up
        under H9); ``base`` says whether the deal is doubled and the banker's face-up card."""
        v1, v2 = VALUE[first], VALUE[second]
        stake = self.stakes[first]
        pair = RANK[first] if may_split((RANK[first], RANK[second]), 1, self.rules) else -1
        up, doubled = base // 2704 % 11, base >= 11 * 2704
        shown = (1, v2, v2 == 1) if self.face_up else (0, 0, False)
        key = PlayKey(v1 + v2, 1 in (v1, v2), 2, False, *shown, stake, 0, stake, pair, 1,
                      up, doubled)  # fmt: skip
        node = self.starts[base + first * 52 + second] = self.node(key)
        return node

    def split_hand(self, first: int, second: int, node: Node, stake: int, hands: int) -> Node:
        """The node of a hand made by splitting ``node``'s pair: ``first`` face up, then
        ``second``, the player holding ``hands`` hands (remembered: splits are played far
        more often than new positions are made)."""
        memo = (node, RANK[first], RANK[second], stake, hands)
        found = self.splits.get(memo)
        if found is None:
            found = self.splits[memo] = self._split_hand(first, second, node, stake, hands)
        return found

    def _split_hand(self, first: int, second: int, node: Node, stake: int, hands: int) -> Node:
        """:meth:`split_hand`, worked out."""
        v1, v2 = VALUE[first], VALUE[second]
        key = node.key
        pair = RANK[first] if may_split((RANK[first], RANK[second]), hands, self.rules) else -1
        return self.node(
            key._replace(
                hard=v1 + v2,
                ace=1 in (v1, v2),
                cards=2,
                twisted=False,
                shown=1,
                shown_hard=v1,
                shown_ace=v1 == 1,
                stake=stake,
                last=0,
                pair=pair,
                hands=hands,
            )
        )

    def grow(self, node: Node, value: int) -> Node:
        """Where ``node``'s twist or purchase leads when the card drawn is worth ``value``."""
        hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig, _, hands, \
            up, doubled = node.key  # fmt: skip
        ace = ace or value == 1
        if node.move == BUY:
            amount = node.amount
            grown = PlayKey(hard + value, ace, cards + 1, twisted, shown, shown_hard, shown_ace,
                            stake + amount, amount, orig, -1, hands, up, doubled)  # fmt: skip
        else:
            grown = PlayKey(hard + value, ace, cards + 1, True, shown + 1, shown_hard + value,
                            shown_ace or value == 1, stake, last, orig, -1, hands, up,
                            doubled)  # fmt: skip
        found = self.node(grown)
        # A tuple holds its items in itself: following a card is one look-up less than
        # through a list, and a node is grown far more rarely than followed.
        node.next = (*node.next[:value], found, *node.next[value + 1 :])
        return found


class Bank:
    """A banker strategy's remembered plans and turns (by flat keys of whole numbers) and
    doubling decisions."""

    __slots__ = ("banker", "doubles", "plans", "shares", "turns")

    def __init__(self, banker: Banker) -> None:
        self.banker = banker
        self.plans: dict[tuple[int | bool, ...], int] = {}
        self.turns: dict[tuple[int, ...], Turn] = {}
        """A turn against each table, whatever the banker's first two cards."""
        self.shares: dict[int, Share] = {}
        """Each ordinary hand's part in a turn (:meth:`~pontoon_tui.strategy.strategies.
        Banker.share`), by its flat below whether the deal is doubled and the banker's
        face-up card: ``(doubled * 11 + up) << FLAT_BITS | flat``."""
        self.doubles: dict[tuple[int, ...], bool] = {}


def book_of(player: Player) -> Book:
    """The book of ``player``, kept on it."""
    if not isinstance(player.sim, Book):
        player.sim = Book(player)
    return player.sim


def bank_of(banker: Banker) -> Bank:
    """The remembered plans of ``banker``, kept on it."""
    if not isinstance(banker.sim, Bank):
        banker.sim = Bank(banker)
    return banker.sim
