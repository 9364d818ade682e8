"""Every rule of the game as one small pure function (docs/rules.md R1-R23 with H1-H10).

Hands are given as integers: how many cards, the *hard* total (every ace counted 1) and
whether an ace is among them; ranks as indexes into :data:`RANKS` (``0`` is the ace).
The engine, the fast simulator, the strategies, the hints and the screens all ask here;
no other module states a rule's number.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import Final, NamedTuple, TypeVar

from pontoon_tui.rules.house import HouseRules

T = TypeVar("T")

RANKS: Final[tuple[str, ...]] = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE: Final = 0
NUMBER_WORDS: Final = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}


class Kind(Enum):
    """What a hand is, best first (R10); the values are the session file's words."""

    PONTOON = "pontoon"
    FIVE_CARD_TRICK = "five-card trick"
    TOTAL = "total"
    BUST = "bust"


# ----- R1 the packs ----------------------------------------------------------------------


def pack_copies(players: int) -> int:
    """R1: how many times each card is in play: twice for eight people, else once."""
    return 2 if players == 8 else 1


def pack_size(players: int) -> int:
    """R1: 52 cards, or 104 for eight people."""
    return 52 * pack_copies(players)


# ----- R2 values, R4 the cut, R10 kinds ---------------------------------------------------

RANK_VALUES: Final[tuple[int, ...]] = tuple(min(index + 1, 10) for index in range(13))
"""R2: each rank's value, the ace counted 1; 10, J, Q and K are ten-value cards."""

TEN: Final = 10
TWENTY_ONE: Final = 21
FIVE_CARDS: Final = 5


def best_total(hard: int, ace: bool) -> int:
    """R2: one ace counts 11 where that keeps the total at 21 or less."""
    return hard + 10 if ace and hard + 10 <= TWENTY_ONE else hard


def cut_order(rank: int) -> int:
    """R4: a rank's order when cutting for the bank, ace high (2 is 2, the ace 14)."""
    return 14 if rank == ACE else rank + 1


def is_pontoon(cards: int, hard: int, ace: bool) -> bool:
    """R10: exactly two cards, an ace and a ten-value card."""
    return cards == 2 and ace and hard == 11


def hand_kind(cards: int, hard: int, ace: bool) -> Kind:
    """R10: Pontoon, five-card trick, a total, or bust (R2's best total over 21)."""
    total = best_total(hard, ace)
    if total > TWENTY_ONE:
        return Kind.BUST
    if cards == 2 and total == TWENTY_ONE:
        return Kind.PONTOON
    if cards >= FIVE_CARDS:
        return Kind.FIVE_CARD_TRICK
    return Kind.TOTAL


def finished_by_cards(cards: int, hard: int, ace: bool) -> bool:
    """R11, R16, R17: a player's hand stops by itself at 21, five cards, or bust."""
    return cards >= FIVE_CARDS or best_total(hard, ace) >= TWENTY_ONE


# ----- R7 stakes, R12-R15 the players' moves ---------------------------------------------

STAKE_MIN: Final = 1
STAKE_MAX: Final = 5
"""R7: an original stake is a whole number of units from 1 to 5."""


def stake_range() -> range:
    """R7: the original stakes a player may place."""
    return range(STAKE_MIN, STAKE_MAX + 1)


def stick_min(rules: HouseRules) -> int:
    """R15, H1: the least total a player may stick on."""
    return rules.stick_min


def may_stick(total: int, rules: HouseRules) -> bool:
    """R15, H1: sticking needs a total of at least ``stick_min``."""
    return total >= rules.stick_min


def may_twist(cards: int, total: int) -> bool:
    """R14: a hand below 21 with fewer than five cards may twist."""
    return total < TWENTY_ONE and cards < FIVE_CARDS


def split_refusal(cards: Sequence[int], hands: int, rules: HouseRules) -> str | None:
    """R12, H2, H3: why a hand of these ranks may not split, for a player who holds
    ``hands`` hands from the original one; None when it may.

    The reason follows the player's name (``Bob`` + `` cannot split 9♠ and 9♥…``) and
    leaves the cards to the caller: ``{cards}`` in it stands for them.
    """
    if len(cards) != 2:
        return "can split only a hand of exactly two cards"
    if rules.split == "none":
        return "cannot split: the house rules allow no splitting"
    first, second = cards
    if rules.split == "aces" and not first == second == ACE:
        return "cannot split {cards}: the house rules split only a pair of aces"
    if first != second:
        return "cannot split {cards}: only two cards of the same rank split"
    if hands >= rules.max_hands:
        return f"already has {NUMBER_WORDS[rules.max_hands]} hands: no more splits"
    return None


def may_split(cards: Sequence[int], hands: int, rules: HouseRules) -> bool:
    """R12, H2, H3: whether a hand of these ranks may split (see :func:`split_refusal`)."""
    return split_refusal(cards, hands, rules) is None


def buy_bounds(
    cards: int,
    total: int,
    twisted: bool,
    original: int,
    last_purchase: int | None,
    rules: HouseRules,
) -> tuple[int, int] | None:
    """R13, H4: the least and most a purchase may add, or None when the hand may not buy.

    Args:
        cards: the cards the hand holds.
        total: its best total.
        twisted: whether it has twisted.
        original: the player's original stake.
        last_purchase: what the hand's previous purchase added, None before the first.
        rules: the house rules (H4: whether a fifth card may be bought).
    """
    limit = FIVE_CARDS if rules.buy_fifth else FIVE_CARDS - 1
    if twisted or cards >= limit or total >= TWENTY_ONE:
        return None
    if last_purchase is None:
        return original, 2 * original
    return original, last_purchase


def buy_refusal(cards: int, twisted: bool, rules: HouseRules) -> str:
    """R13, H4: why a hand that may not buy cannot, after the player's name."""
    if not twisted and not rules.buy_fifth and cards == FIVE_CARDS - 1:
        return "cannot buy a fifth card: the house rules allow only a twist"
    return "cannot buy after twisting: only twist or stick"


def banker_may_draw(cards: int, hard: int) -> bool:
    """R18: the banker may twist at any total until five cards or bust (21 included)."""
    return cards < FIVE_CARDS and hard <= TWENTY_ONE


# ----- R9, R17, R19 payments --------------------------------------------------------------


class Cause(Enum):
    """Why a hand is paid what it is (R9, R17, R19)."""

    BANKER_PONTOON = "banker's Pontoon"
    BUST = "bust"
    PONTOON = "Pontoon"
    BANKER_FIVE_CARD_TRICK = "banker's five-card trick"
    FIVE_CARD_TRICK = "five-card trick"
    BEATS_BANKER = "beats the banker"
    BANKER_WINS = "the banker wins"


class Payment(NamedTuple):
    """How a hand is paid, and why.

    Attributes:
        stakes: how many stakes the rules pay it, won (above 0) or lost (below 0).
        cause: why (the hand's kind, or the banker's).
        by_doubling: whether the banker's doubling (H7) made one stake two; payments of
            two or three stakes stand as they are.
    """

    stakes: int
    cause: Cause
    by_doubling: bool


def payment_of(stakes: int, cause: Cause, doubled: bool) -> Payment:
    """H7: a payment of ``stakes`` stakes (signed) in a deal doubled or not; in a doubled
    deal every payment counts at least two stakes (so one becomes two; two and three stay)."""
    raised = doubled and abs(stakes) < 2
    counted = (2 if stakes > 0 else -2) if raised else stakes
    return Payment(counted, cause, raised)


def payment(stakes: int, stake: int, doubled: bool) -> int:
    """H7: what a payment of ``stakes`` stakes comes to; in a doubled deal every payment
    counts at least two stakes (so one becomes two; two and three stay)."""
    return stake * payment_of(stakes, Cause.BEATS_BANKER, doubled).stakes


def banker_pontoon_payment(rules: HouseRules, doubled: bool) -> Payment:
    """R9, H6, H7: what a player pays when the banker has Pontoon (on their original stake)."""
    return payment_of(-rules.banker_pontoon, Cause.BANKER_PONTOON, doubled)


def banker_pontoon_net(stake: int, rules: HouseRules, doubled: bool) -> int:
    """R9, H6, H7: a player's net when the banker has Pontoon (their original stake)."""
    return stake * banker_pontoon_payment(rules, doubled).stakes


def bust_payment(doubled: bool) -> Payment:
    """R17, H7: a bust hand pays its whole current stake at once."""
    return payment_of(-1, Cause.BUST, doubled)


def bust_net(stake: int, doubled: bool) -> int:
    """R17, H7: a bust hand pays its whole current stake at once."""
    return stake * bust_payment(doubled).stakes


def settlement(
    kind: Kind, total: int, bank_kind: Kind, bank_total: int, rules: HouseRules, doubled: bool
) -> Payment:
    """R19, H5, H7: how a surviving hand is paid against the banker's finished hand.

    Args:
        kind: the hand's kind (not bust).
        total: its best total.
        bank_kind: the banker's kind (never a Pontoon: R9 settled that).
        bank_total: the banker's best total.
        rules: H5 (what a Pontoon pays).
        doubled: whether the banker doubled the deal (H7).
    """
    if kind is Kind.PONTOON:
        return payment_of(rules.pontoon_pays, Cause.PONTOON, doubled)
    if bank_kind is Kind.FIVE_CARD_TRICK:
        return payment_of(-2, Cause.BANKER_FIVE_CARD_TRICK, doubled)
    if kind is Kind.FIVE_CARD_TRICK:
        return payment_of(2, Cause.FIVE_CARD_TRICK, doubled)
    if bank_kind is Kind.BUST or total > bank_total:
        return payment_of(1, Cause.BEATS_BANKER, doubled)
    return payment_of(-1, Cause.BANKER_WINS, doubled)


def settle(
    kind: Kind,
    total: int,
    bank_kind: Kind,
    bank_total: int,
    stake: int,
    rules: HouseRules,
    doubled: bool,
) -> int:
    """R19, H5, H7: a surviving hand's net against the banker's finished hand (see
    :func:`settlement`; ``stake`` is the hand's current stake)."""
    return stake * settlement(kind, total, bank_kind, bank_total, rules, doubled).stakes


# ----- R21-R23 between deals --------------------------------------------------------------


def next_banker(banker: T, banker_pontoon: bool, unsplit_pontoons: Sequence[T]) -> T:
    """R21: who banks the next deal. ``unsplit_pontoons`` are the players who made an
    unsplit Pontoon, in playing order; the first of them takes the bank, unless the banker
    had Pontoon."""
    if banker_pontoon or not unsplit_pontoons:
        return banker
    return unsplit_pontoons[0]


def bank_passes_round(banked: int, rules: HouseRules) -> bool:
    """H10: whether a banker who has now banked ``banked`` counted deals in a row (since
    last taking the bank) hands it to the player on their left for the next deal. R21
    comes first: a player's unsplit Pontoon takes the bank whatever the count."""
    return rules.bank_rotates >= 1 and banked >= rules.bank_rotates


def shuffle_before_next(pontoon: bool, rules: HouseRules) -> bool:
    """R22, H8: whether all cards are gathered and shuffled before the next deal."""
    return pontoon or rules.shuffle == "every-deal"


def cards_under(
    busted: Sequence[Sequence[T]], kept: Sequence[Sequence[T]], banker: Sequence[T]
) -> list[T]:
    """R22: the order used cards go under the pack: the busted hands' as they busted, then
    the other players' hands in playing order, then the banker's, each as received."""
    order: list[T] = []
    for hand in busted:
        order += hand
    for hand in kept:
        order += hand
    order += banker
    return order


def deal_cancelled(cards_left: int) -> bool:
    """R23: a card is needed and none is left, so the deal is cancelled and reversed."""
    return cards_left == 0


# ----- H7, H9 -----------------------------------------------------------------------------


def banker_chooses_double(rules: HouseRules) -> bool:
    """H7: whether the banker says, after the stakes, if the deal is doubled."""
    return rules.banker_doubles


def second_card_face_up(rules: HouseRules) -> bool:
    """H9: whether the second card goes face up to everyone (the banker included)."""
    return rules.second_card == "up"
