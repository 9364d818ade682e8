"""A session as a hand history: deal by deal and hand by hand, every card face up, how each
card came (dealt, split, bought, twisted), the stakes, the banker's play, the transfers, who
banks next and why.

Only deals that are over (settled, or cancelled when the pack ran out) are in a history: a
deal in progress holds cards that are private (R25), so an unfinished session shows the
deals already settled and only says that another one is under way. Nothing here imports
Textual: the hand-history screen, ``pontoon replay --text`` and the records all read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from pontoon_tui.engine.cards import Kind, card_label, describe, kind_of
from pontoon_tui.engine.said import Said, What
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Deal, Hand, Stage
from pontoon_tui.rules import TWENTY_ONE, HouseRules, Payment


class How(Enum):
    """How a card came to its hand."""

    DEALT = "dealt"
    """One of the two cards every hand is dealt (R6, R8), or the card dealt onto a hand
    that a split made (R12)."""
    SPLIT = "split"
    """The card of a split pair that the hand kept (R12), face up."""
    BOUGHT = "bought"
    """Bought face down (R13)."""
    TWISTED = "twisted"
    """Twisted face up (R14; the banker's draws, R18)."""


@dataclass(frozen=True, slots=True)
class CardStep:
    """One card of a hand, in the order the hand received it.

    Attributes:
        card: the card's code (``10H``).
        how: how it came.
        face_up: whether it lay face up while the deal was played.
        amount: for a bought card, what the purchase added to the stake.
    """

    card: str
    how: How
    face_up: bool
    amount: int = 0

    @property
    def label(self) -> str:
        """The card with its suit symbol: ``10♥``."""
        return card_label(self.card)


class Ending(Enum):
    """How a hand's play ended."""

    PONTOON = "pontoon"
    FIVE_CARD_TRICK = "five-card trick"
    TWENTY_ONE = "21"
    STUCK = "stuck"
    BUST = "bust"
    BANKER_PONTOON = "banker's pontoon"
    """A player's hand: nobody played, the banker had Pontoon (R9). The banker's hand:
    Pontoon, exposed at once."""
    NO_TURN = "no turn"
    """The banker's hand: every player's hand was bust, so the banker did not play (R18)."""
    CANCELLED = "cancelled"
    """The pack ran out and the deal was cancelled (R23)."""


@dataclass(frozen=True, slots=True)
class HandHistory:
    """One hand of a deal that is over, all of it face up.

    Attributes:
        player: whose hand it is (the banker, for the banker's hand).
        number: the hand's number among its player's hands, from 1.
        hands: how many hands the player had in the end (more than 1 after a split).
        steps: its cards in the order received.
        stake: the hand's stake in the end (purchases included; 0 for the banker).
        kind: Pontoon, five-card trick, total or bust, from the cards.
        total: the best total (R2).
        description: the hand in words (``soft 17``, ``Pontoon``).
        ending: how its play ended.
        net: what the hand won (+) or lost (-); None for the banker's hand and in a
            cancelled deal.
        paid: how the table paid the hand (how many stakes, why, and whether the banker's
            doubling made one stake two), as the engine recorded it; None where ``net``
            is.
    """

    player: str
    number: int
    hands: int
    steps: tuple[CardStep, ...]
    stake: int
    kind: Kind
    total: int
    description: str
    ending: Ending
    net: int | None
    paid: Payment | None = None

    @property
    def cards(self) -> tuple[str, ...]:
        """The card codes in the order received."""
        return tuple(step.card for step in self.steps)


class BankMove(Enum):
    """Who banks the next deal, and why (R21, R23)."""

    TAKEN = "taken"
    """A player made an unsplit Pontoon and takes the bank."""
    KEPT = "kept"
    """No player made an unsplit Pontoon: the banker keeps the bank."""
    KEPT_SPLIT_PONTOON = "kept after a split Pontoon"
    """Only split Pontoons were made, and they never move the bank (R12)."""
    KEPT_BANKER_PONTOON = "kept with the banker's Pontoon"
    """The banker had Pontoon (R9, R21)."""
    CANCELLED = "cancelled"
    """The deal was cancelled: the same banker deals again (R23)."""
    PASSED = "passed round"
    """The banker had banked as many deals in a row as the house rules allow: the bank
    passes to the left (H10)."""


@dataclass(frozen=True, slots=True)
class DealHistory:
    """One deal that is over.

    Attributes:
        position: which deal begun this was, from 1 (cancelled deals count here).
        number: the counted deal it was (a cancelled deal's repeat has the same number).
        banker: who banked it.
        cancelled: whether the pack ran out and the deal was cancelled (R23).
        doubled: whether the banker doubled it (H7).
        stakes: each player's original stake, in playing order.
        hands: every player's hand, in playing order.
        banker_hand: the banker's hand (``stake`` 0, ``net`` None).
        transfers: every player's net for the deal, in seating order (all 0 if cancelled).
        balances: every player's balance after the deal, in seating order.
        next_banker: who banks the next deal.
        bank: why the bank stayed or moved.
        pontoon: whether any Pontoon appeared (the pack is shuffled before the next deal).
        said: what the table was told, in order.
    """

    position: int
    number: int
    banker: str
    cancelled: bool
    doubled: bool
    stakes: dict[str, int]
    hands: tuple[HandHistory, ...]
    banker_hand: HandHistory
    transfers: dict[str, int]
    balances: dict[str, int]
    next_banker: str
    bank: BankMove
    pontoon: bool
    said: tuple[Said, ...]


@dataclass(frozen=True, slots=True)
class SessionHistory:
    """A session's deals that are over, for stepping through or writing out.

    Attributes:
        players: everyone, in seating order.
        deals_target: how many counted deals the session runs.
        rules: the house rules in force.
        cut_rounds: every round of cutting for the bank.
        deals: the deals that are over, in order (cancelled ones included).
        finished: whether the session is over.
        deals_played: counted deals settled.
        balances: every player's balance after the deals shown.
        winners: after the session, every player with the highest balance; empty before.
        in_progress: the number of the deal under way, whose cards are never shown; None
            when no deal is under way.
        computers: the seats the session file says the computer played (the
            ``computer`` key, see :data:`pontoon_tui.storage.extra.COMPUTER_KEY`).
    """

    players: tuple[str, ...]
    deals_target: int
    rules: HouseRules
    cut_rounds: tuple[dict[str, str], ...]
    deals: tuple[DealHistory, ...]
    finished: bool
    deals_played: int
    balances: dict[str, int]
    winners: tuple[str, ...]
    in_progress: int | None
    computers: frozenset[str] = frozenset()

    def seat(self, player: str) -> str:
        """``Bob (computer)`` for a seat the session file says the computer played, the
        name alone for a person's (as the game names seats everywhere)."""
        return f"{player} (computer)" if player in self.computers else player

    @property
    def first_banker(self) -> str | None:
        """Whom the cut made banker (None before the cut has decided)."""
        return self.deals[0].banker if self.deals else None


def _player_steps(hand: Hand) -> tuple[CardStep, ...]:
    """A player's hand card by card: two dealt (or a split card and one dealt onto it),
    then purchases face down and twists face up (a twist ends buying, R14)."""
    purchases = iter(hand.purchases)
    steps: list[CardStep] = []
    for index, (card, up) in enumerate(zip(hand.cards, hand.up, strict=True)):
        if index == 0:
            how = How.SPLIT if hand.from_split else How.DEALT
            steps.append(CardStep(card, how, up))
        elif index == 1:
            steps.append(CardStep(card, How.DEALT, up))
        elif up:
            steps.append(CardStep(card, How.TWISTED, up))
        else:
            steps.append(CardStep(card, How.BOUGHT, up, next(purchases, 0)))
    return tuple(steps)


def _banker_steps(hand: Hand) -> tuple[CardStep, ...]:
    return tuple(
        CardStep(card, How.DEALT if index < 2 else How.TWISTED, up)
        for index, (card, up) in enumerate(zip(hand.cards, hand.up, strict=True))
    )


def _ending(deal: Deal, hand: Hand) -> Ending:
    if deal.cancelled:
        return Ending.CANCELLED
    if deal.banker_pontoon:
        return Ending.BANKER_PONTOON
    kind = kind_of(hand.cards)
    if kind is Kind.BUST:
        return Ending.BUST
    if kind is Kind.PONTOON:
        return Ending.PONTOON
    if kind is Kind.FIVE_CARD_TRICK:
        return Ending.FIVE_CARD_TRICK
    return Ending.TWENTY_ONE if hand.total == TWENTY_ONE else Ending.STUCK


def _banker_ending(deal: Deal) -> Ending:
    if deal.cancelled:
        return Ending.CANCELLED
    if deal.banker_pontoon:
        return Ending.BANKER_PONTOON
    if not deal.banker_exposed:
        return Ending.NO_TURN
    kind = deal.banker_hand.kind
    if kind is Kind.BUST:
        return Ending.BUST
    return Ending.FIVE_CARD_TRICK if kind is Kind.FIVE_CARD_TRICK else Ending.STUCK


def _hand(
    hand: Hand, number: int, count: int, steps: tuple[CardStep, ...], ending: Ending
) -> HandHistory:
    return HandHistory(
        player=hand.player,
        number=number,
        hands=count,
        steps=steps,
        stake=hand.stake,
        kind=hand.kind,
        total=hand.total,
        description=describe(hand.cards),
        ending=ending,
        net=None if ending is Ending.CANCELLED else hand.net,
        paid=None if ending is Ending.CANCELLED else hand.paid,
    )


def _bank_move(deal: Deal) -> tuple[str, BankMove]:
    if deal.cancelled:
        return deal.banker, BankMove.CANCELLED
    for said in deal.messages:
        if said.what is What.TAKES_BANK:
            return said.player, BankMove.TAKEN
        if said.what is What.PASSES_BANK:
            return said.player, BankMove.PASSED
    if deal.banker_pontoon:
        return deal.banker, BankMove.KEPT_BANKER_PONTOON
    if any(h.kind is Kind.PONTOON and h.from_split for h in deal.hands()):
        return deal.banker, BankMove.KEPT_SPLIT_PONTOON
    return deal.banker, BankMove.KEPT


def deal_history(
    deal: Deal, position: int, players: tuple[str, ...], before: dict[str, int]
) -> DealHistory:
    """The history of ``deal``, which must be over.

    Args:
        deal: the deal.
        position: which deal begun it was, from 1.
        players: everyone, in seating order.
        before: every player's balance before the deal.
    """
    if not deal.over:
        raise ValueError("a deal in progress has private cards: only a deal that is over")
    hands: list[HandHistory] = []
    for player in deal.order:
        seat = deal.seats[player]
        if not seat.staked:
            continue
        for number, hand in enumerate(seat.hands, start=1):
            steps = _player_steps(hand)
            hands.append(_hand(hand, number, len(seat.hands), steps, _ending(deal, hand)))
    bank = deal.banker_hand
    banker_hand = _hand(bank, 1, 1, _banker_steps(bank), _banker_ending(deal))
    next_banker, move = _bank_move(deal)
    return DealHistory(
        position=position,
        number=deal.number,
        banker=deal.banker,
        cancelled=deal.cancelled,
        doubled=deal.doubled,
        stakes={
            p: seat.original_stake
            for p in deal.order
            if (seat := deal.seats[p]).original_stake is not None
        },
        hands=tuple(hands),
        banker_hand=banker_hand,
        transfers={p: deal.transfers[p] for p in players},
        balances={p: before[p] + deal.transfers[p] for p in players},
        next_banker=next_banker,
        bank=move,
        pontoon=deal.pontoon and not deal.cancelled,
        said=tuple(deal.messages),
    )


def session_history(session: Session, computers: frozenset[str] = frozenset()) -> SessionHistory:
    """The history of ``session``: its deals that are over, never a deal in progress;
    ``computers``: the seats the computer played."""
    balances = dict.fromkeys(session.players, 0)
    deals: list[DealHistory] = []
    for position, deal in enumerate(session.deals, start=1):
        if not deal.over:
            break
        made = deal_history(deal, position, session.players, balances)
        deals.append(made)
        balances = dict(made.balances)
    current = session.current_deal
    if current is not None and current.stage is Stage.STAKE and current.turn == 0:
        current = None  # dealt, but nobody has staked: no deal is under way yet
    return SessionHistory(
        players=session.players,
        deals_target=session.deals_target,
        rules=session.rules,
        cut_rounds=tuple(dict(cut) for cut in session.cut_rounds),
        deals=tuple(deals),
        finished=session.finished,
        deals_played=session.deals_played,
        balances=balances,
        winners=tuple(session.winners()),
        in_progress=None if current is None else current.number,
        computers=computers,
    )


def load_history(path: Path) -> SessionHistory:
    """Read and replay the session file at ``path`` and give its history.

    Raises:
        FormatError: the file cannot be read or is not a legal session.
    """
    from pontoon_tui.engine.sessionfile import (
        decode_session,
        parse_session_text,
        read_session_bytes,
    )
    from pontoon_tui.storage.extra import computers_in_text

    text = decode_session(read_session_bytes(path))
    session = parse_session_text(text)
    return session_history(session, computers_in_text(text, session.players))
