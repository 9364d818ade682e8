"""Cards, packs and the value of a hand (R1, R2, R10).

A card is its code from the session file: rank ``A 2 … 10 J Q K`` then suit ``S H D C``
(``"10H"``, ``"AS"``). Codes are plain strings so that events, views and files share them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from pontoon_tui.rules import play as rules
from pontoon_tui.rules.play import RANKS as RANKS
from pontoon_tui.rules.play import Kind as Kind

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
SUIT_NAMES: dict[str, str] = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RED_SUITS = frozenset({"H", "D"})

ONE_PACK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)
VALID_CARDS = frozenset(ONE_PACK)

RANK_INDEX: dict[str, int] = {rank: index for index, rank in enumerate(RANKS)}


def rank_of(card: str) -> str:
    """The rank part of a card code (``"10"`` for ``"10H"``)."""
    return card[:-1]


def suit_of(card: str) -> str:
    """The suit letter of a card code."""
    return card[-1]


CARD_RANK: dict[str, int] = {card: RANK_INDEX[rank_of(card)] for card in ONE_PACK}
"""Each card's rank as an index into RANKS (0 is the ace)."""
CARD_VALUE: dict[str, int] = {card: rules.RANK_VALUES[CARD_RANK[card]] for card in ONE_PACK}
"""Each card's value, the ace counted 1 (R2)."""


def is_card(code: object) -> bool:
    """Whether ``code`` is a real card code."""
    return isinstance(code, str) and code in VALID_CARDS


def cut_rank(card: str) -> int:
    """The order of a card when cutting for the bank: ace high, suits never count (R4)."""
    return rules.cut_order(CARD_RANK[card])


def pack_size(players: int) -> int:
    """Cards in play for a table of ``players`` people (R1)."""
    return rules.pack_size(players)


def full_pack(players: int) -> list[str]:
    """Every card the table uses, in a fixed order (not shuffled)."""
    return list(ONE_PACK) * rules.pack_copies(players)


def copies(players: int) -> int:
    """How many times each card appears in the table's pack(s)."""
    return rules.pack_copies(players)


def is_whole_pack(cards: Sequence[str], players: int) -> bool:
    """Whether ``cards`` is exactly the table's pack(s), in any order."""
    if len(cards) != pack_size(players):
        return False
    counts = Counter(cards)
    want = copies(players)
    return len(counts) == len(ONE_PACK) and all(
        c in VALID_CARDS and n == want for c, n in counts.items()
    )


def hard_total(cards: Iterable[str]) -> int:
    """The total with every ace counted as 1."""
    return sum(CARD_VALUE[c] for c in cards)


def best_total(cards: Sequence[str]) -> int:
    """The hand's total (R2): one ace counts 11 where that keeps it at 21 or less."""
    hard = 0
    ace = False
    for card in cards:
        value = CARD_VALUE[card]
        hard += value
        ace = ace or value == 1
    return rules.best_total(hard, ace)


def is_soft(cards: Sequence[str]) -> bool:
    """Whether the best total counts an ace as 11."""
    return best_total(cards) != hard_total(cards)


def is_pontoon(cards: Sequence[str]) -> bool:
    """Exactly two cards: an ace and a ten-value card (R10)."""
    return kind_of(cards) is Kind.PONTOON


def kind_of(cards: Sequence[str]) -> Kind:
    """The hand's kind from its cards alone (R10)."""
    hard = hard_total(cards)
    return rules.hand_kind(len(cards), hard, any(CARD_VALUE[c] == 1 for c in cards))


def describe(cards: Sequence[str]) -> str:
    """A player's words for a hand: ``"Pontoon"``, ``"soft 17"``, ``"bust (24)"``…"""
    kind = kind_of(cards)
    total = best_total(cards)
    if kind is Kind.PONTOON:
        return "Pontoon"
    if kind is Kind.BUST:
        return f"bust ({total})"
    if kind is Kind.FIVE_CARD_TRICK:
        return f"five-card trick ({total})"
    if is_soft(cards) and total < rules.TWENTY_ONE:
        return f"soft {total}"
    return str(total)


def card_label(card: str) -> str:
    """A card with its suit symbol: ``"10♥"``."""
    return rank_of(card) + SUIT_SYMBOLS[suit_of(card)]
