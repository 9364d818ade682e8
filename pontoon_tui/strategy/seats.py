"""The entry points for computer seats and hints, reading only what one seat may see.

Every function here starts from :func:`~pontoon_tui.engine.views.table_view` for the
deciding seat, never from the full state, so a decision or a hint cannot depend on a card
that seat is not allowed to see (R25, R26).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from pontoon_tui.engine.cards import CARD_RANK, CARD_VALUE, RANKS, Kind
from pontoon_tui.engine.events import Double, Event, Move, Stake, Stick, Twist, move_event
from pontoon_tui.engine.moves import MoveName
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import HandView, SeatView, TableView, table_view
from pontoon_tui.rules import (
    DEFAULT_RULES,
    FIVE_CARDS,
    STAKE_MIN,
    HouseRules,
    banker_chooses_double,
    second_card_face_up,
)
from pontoon_tui.strategy.banker import table_key
from pontoon_tui.strategy.keys import Decision, HandClass, PlayKey, TableKey
from pontoon_tui.strategy.model import bust_chance
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES, PLAYER_STRATEGIES, Banker, twists


@dataclass(frozen=True, slots=True)
class Hint:
    """What one legal move of the hand in play is worth to the seat that holds it.

    Attributes:
        move: ``split``, ``buy``, ``twist`` or ``stick``.
        amount: what the move adds to the stake (a purchase's amount; for a split, the
            new hand's stake); 0 for twist and stick.
        bust_chance: the chance, from 0 to 1, that the next card busts the hand (0 for a
            split or a stick, which take no card onto this hand).
        expected: the expected net result in units for this hand (both hands after a
            split), taking this move and then playing on by the ``ev`` strategy.
    """

    move: MoveName
    amount: int
    bust_chance: float
    expected: float


def _rank(card: str) -> int:
    return CARD_RANK[card]


def _seen(cards: tuple[str | None, ...]) -> list[str]:
    seen = [card for card in cards if card is not None]
    if len(seen) != len(cards):
        raise ValueError("the seat cannot see every card of its own hand")
    return seen


def _shown(hand: HandView) -> tuple[int, int, bool]:
    """Face-up cards of a hand: how many, their hard total, whether one is an ace."""
    values = [
        CARD_VALUE[card]
        for card, down in zip(hand.cards, hand.face_down, strict=True)
        if not down and card is not None
    ]
    return len(values), sum(values), 1 in values


def _own_seat(view: TableView, seat: str) -> SeatView:
    mine = view.seat(seat)
    if mine is None:
        raise ValueError(f"{seat} holds no player's seat in this deal")
    return mine


def _hand_in_play(view: TableView, seat: str) -> tuple[SeatView, HandView]:
    mine = _own_seat(view, seat)
    for hand in mine.hands:
        if hand.in_play:
            return mine, hand
    raise ValueError(f"{seat} has no hand in play")


def _doubled(session: Session) -> bool:
    """H7: whether the banker doubled the deal in progress (said in public)."""
    deal = session.current_deal
    return deal is not None and deal.doubled


def _bank_up(view: TableView, rules: HouseRules) -> int:
    """H9: the value of the banker's face-up second card, 0 when it is dealt face down."""
    if not second_card_face_up(rules) or view.banker_hand is None:
        return 0
    cards = view.banker_hand.cards
    if len(cards) < 2 or cards[1] is None:
        raise ValueError("the banker's second card should be face up")
    return CARD_VALUE[cards[1]]


def play_key(view: TableView, rules: HouseRules = DEFAULT_RULES, doubled: bool = False) -> PlayKey:
    """The hand in play, as a player strategy reads it, from its owner's view."""
    nxt = view.next
    if nxt is None or nxt.type != "play" or nxt.player is None or nxt.player != view.viewer:
        raise ValueError("it is not this seat's turn to play")
    mine, hand = _hand_in_play(view, nxt.player)
    cards = _seen(hand.cards)
    values = [CARD_VALUE[c] for c in cards]
    shown, shown_hard, shown_ace = _shown(hand)
    pair = _rank(cards[0]) if "split" in nxt.moves else -1
    last = hand.purchases[-1] if hand.purchases else 0
    orig = mine.original_stake or 0
    return PlayKey(
        sum(values), 1 in values, len(cards), hand.twisted, shown, shown_hard, shown_ace,
        hand.stake, last, orig, pair, len(mine.hands), _bank_up(view, rules), doubled,
    )  # fmt: skip


def bank_key(view: TableView) -> tuple[tuple[int, bool], int, bool, int, TableKey]:
    """From the banker's view: the first two cards (hard total, ace), the hand now (hard
    total, ace, cards) and the public table."""
    own = view.banker_hand
    if own is None or view.next is None or view.next.type != "bank":
        raise ValueError("it is not the banker's turn")
    values = [CARD_VALUE[c] for c in _seen(own.cards)]
    first_two = (values[0] + values[1], 1 in values[:2])
    ordinary: list[tuple[HandClass, int]] = []
    pontoon_stake = trick_stake = 0
    for seat in view.seats:
        for hand in seat.hands:
            if hand.kind is Kind.BUST or not hand.stake:
                continue
            if hand.kind is Kind.PONTOON:
                pontoon_stake += hand.stake
            elif len(hand.cards) >= FIVE_CARDS:  # not bust: a five-card trick, seen or not
                trick_stake += hand.stake
            else:
                ordinary.append(((len(hand.cards), *_shown(hand)), hand.stake))
    table = table_key(ordinary, pontoon_stake, trick_stake)
    return first_two, sum(values), 1 in values, len(values), table


def choose_event(session: Session, seat: str, *, player: str = "ev", banker: str = "ev") -> Event:
    """The event a computer in ``seat`` plays now, from that seat's view only.

    Args:
        session: the session; it is only read.
        seat: the player whose turn it is, as ``session.next()`` names them (a stake, a
            move of the hand in play, or the banker's twist or stick).
        player: the player strategy's name (a key of ``PLAYER_STRATEGIES``).
        banker: the banker strategy's name (a key of ``BANKER_STRATEGIES``).

    Returns:
        A :class:`Stake`, :class:`Split`, :class:`Buy`, :class:`Twist` or :class:`Stick`
        that ``session.apply`` accepts.

    Raises:
        ValueError: it is not ``seat``'s decision (a cut or pack, another player's turn,
            or the session is over), or a strategy name is unknown.
    """
    nxt = session.next()
    if nxt is None or nxt.type in ("cut", "pack") or nxt.player != seat:
        raise ValueError(f"it is not {seat}'s decision now")
    rules = session.rules
    view = table_view(session, seat)
    if nxt.type == "stake":
        first = _seen(_own_seat(view, seat).hands[0].cards)[0]
        return Stake(seat, PLAYER_STRATEGIES[player].for_rules(rules).stake_for(_rank(first)))
    if nxt.type == "double":
        return _double_event(view, seat, BANKER_STRATEGIES[banker].for_rules(rules))
    if nxt.type == "bank":
        up = _bank_up(view, rules)
        twist = twists(BANKER_STRATEGIES[banker].for_rules(rules), *bank_key(view),
                       _doubled(session), up)  # fmt: skip
        return Twist(seat) if twist else Stick(seat)
    key = play_key(view, rules, _doubled(session))
    return decision_event(seat, PLAYER_STRATEGIES[player].for_rules(rules).play(key))


def _double_event(view: TableView, seat: str, banker: Banker) -> Double:
    """H7: the banker's choice, from its own first card and the stakes on the table."""
    own = view.banker_hand
    if own is None or not own.cards or own.cards[0] is None:
        raise ValueError("the banker has not looked at the first card")
    stakes = [mine.original_stake or 0 for mine in view.seats]
    return Double(seat, banker.doubles(_rank(own.cards[0]), stakes))


def decision_event(seat: str, decision: Decision) -> Move:
    """The engine event for a strategy's decision."""
    move, amount = decision
    return move_event(seat, move, amount)


def hints(session: Session, seat: str) -> list[Hint]:
    """For each legal move of ``seat``'s hand in play, its bust chance and expected value.

    Computed from ``seat``'s view only. Buying is listed at the least and the most the
    rules allow (once when they are equal). Moves come in the order split, buy, twist,
    stick. Returns an empty list when ``seat`` has no hand to play now.
    """
    nxt = session.next()
    if nxt is None or nxt.type != "play" or nxt.player != seat:
        return []
    rules = session.rules
    key = play_key(table_view(session, seat), rules, _doubled(session))
    model = PLAYER_STRATEGIES["ev"].for_rules(rules).model
    assert model is not None
    options = model.play_options(key)
    found: list[Hint] = []
    if key.pair >= 0:
        value = model.split_value(key.pair, key.orig, key.hands, key.doubled, key.bank_up)
        found.append(Hint("split", key.orig, 0.0, value))
    risk = bust_chance(key.hard)
    order = {"buy": 0, "twist": 1, "stick": 2}
    for move, amount, value in sorted(options, key=lambda o: (order[o[0]], o[1])):
        found.append(Hint(move, amount, risk if move != "stick" else 0.0, value))
    return found


def warm_up(rules: HouseRules = DEFAULT_RULES) -> float:
    """Fill the expected-value strategies' tables for ``rules`` now; returns the seconds
    it took. Under H7 that includes what the banker's doubling decisions share (the first
    of them took over a second when left to the game)."""
    start = time.perf_counter()
    player = PLAYER_STRATEGIES["ev"].for_rules(rules)
    for rank in range(len(RANKS)):
        player.stake_for(rank)
    if banker_chooses_double(rules):
        BANKER_STRATEGIES["ev"].for_rules(rules).doubles(RANKS.index("10"), [STAKE_MIN])
    return time.perf_counter() - start
