"""The pieces of a session's state: hands, each player's seat in a deal, and the deal.

These are plain mutable records owned by :class:`~pontoon_tui.engine.session.Session`;
only the session changes them, and only after an event has been checked.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from pontoon_tui import rules
from pontoon_tui.engine.cards import CARD_VALUE, Kind
from pontoon_tui.engine.said import Said
from pontoon_tui.rules import Payment


@dataclass(slots=True)
class Hand:
    """One hand: its cards in the order received, which of them lie face up, its stake,
    and once settled how it was paid (``paid``, the rules' reason and multiple) and its
    net."""

    player: str
    cards: list[str] = field(default_factory=list)
    up: list[bool] = field(default_factory=list)
    stake: int = 0
    purchases: list[int] = field(default_factory=list)
    twisted: bool = False
    from_split: bool = False
    done: bool = False
    stuck: bool = False
    exposed: bool = False
    paid: Payment | None = None
    net: int | None = None
    hard: int = field(default=0, init=False)
    """The total with every ace counted 1, kept as cards arrive."""
    ace: bool = field(default=False, init=False)
    """Whether an ace is among the cards."""

    def __post_init__(self) -> None:
        self.recount()

    def recount(self) -> None:
        """Count the cards again (after they were set rather than received)."""
        values = [CARD_VALUE[card] for card in self.cards]
        self.hard = sum(values)
        self.ace = 1 in values

    @property
    def total(self) -> int:
        """The best total (R2)."""
        return rules.best_total(self.hard, self.ace)

    @property
    def kind(self) -> Kind:
        """Pontoon, five-card trick, total or bust, from the cards alone."""
        return rules.hand_kind(len(self.cards), self.hard, self.ace)

    @property
    def bust(self) -> bool:
        """Whether the hand is over 21."""
        return self.hard > rules.TWENTY_ONE

    @property
    def finished_by_cards(self) -> bool:
        """Whether the cards alone end the hand (R11, R16): 21, five cards, or bust."""
        return rules.finished_by_cards(len(self.cards), self.hard, self.ace)

    def receive(self, card: str, *, face_up: bool) -> None:
        """Take one card."""
        self.cards.append(card)
        self.up.append(face_up)
        value = CARD_VALUE[card]
        self.hard += value
        self.ace = self.ace or value == 1


@dataclass(slots=True)
class Seat:
    """A player (not the banker) in one deal: their hands, in playing order."""

    player: str
    hands: list[Hand]
    original_stake: int | None = None
    split: bool = False

    @property
    def staked(self) -> bool:
        """Whether the player has placed the original stake."""
        return self.original_stake is not None


class Stage(Enum):
    """Where a deal stands."""

    STAKE = "stake"
    DOUBLE = "double"
    PLAY = "play"
    BANK = "bank"
    DONE = "done"


@dataclass(slots=True)
class Deal:
    """One deal, begun when its first cards are dealt."""

    number: int
    banker: str
    order: tuple[str, ...]
    seats: dict[str, Seat]
    banker_hand: Hand
    transfers: dict[str, int]
    stage: Stage = Stage.STAKE
    turn: int = 0
    banker_looked: bool = False
    banker_exposed: bool = False
    banker_pontoon: bool = False
    banker_stuck: bool = False
    doubled: bool = False
    pontoon: bool = False
    cancelled: bool = False
    under: list[str] = field(default_factory=list)
    messages: list[Said] = field(default_factory=list)
    playing: tuple[int, Hand] | None = None
    """The hand in play, found again by the session whenever a move may have ended it."""

    @property
    def over(self) -> bool:
        """Whether the deal has ended (settled or cancelled)."""
        return self.stage is Stage.DONE

    def hands(self) -> list[Hand]:
        """Every staked hand, in playing order."""
        return [hand for p in self.order if self.seats[p].staked for hand in self.seats[p].hands]

    def player_to_act(self) -> str | None:
        """The player who stakes or plays now, or None outside those stages."""
        if self.stage in (Stage.STAKE, Stage.PLAY) and self.turn < len(self.order):
            return self.order[self.turn]
        if self.stage in (Stage.BANK, Stage.DOUBLE):
            return self.banker
        return None

    def hand_in_play(self) -> tuple[int, Hand] | None:
        """The 0-based index and hand of the player in turn, during the players' turns (as
        the session last found it: see :meth:`find_hand_in_play`)."""
        return self.playing if self.stage is Stage.PLAY else None

    def find_hand_in_play(self) -> tuple[int, Hand] | None:
        """The first hand not done of the player in turn, during the players' turns."""
        if self.stage is not Stage.PLAY:
            return None
        seat = self.seats[self.order[self.turn]]
        for index, hand in enumerate(seat.hands):
            if not hand.done:
                return index, hand
        return None
