"""Cards as the table shows them: small boxes with rank and suit, or backs.

Faces keep the rank and the suit glyph together (``10♥``) so that the four suits stay
distinct without colour; colour only adds red and black. A face-down card drawn for its
owner uses a rounded box, so the owner knows the others see only its back.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from pontoon_tui.engine.cards import RED_SUITS, card_label, suit_of

RED = Style(color="red3", bgcolor="grey93", bold=True)
BLACK = Style(color="grey11", bgcolor="grey93", bold=True)
BACK = Style(color="steel_blue1", bgcolor="navy_blue")
EDGE = Style(color="grey70")
PRIVATE_EDGE = Style(color="gold1")
BACK_FILL = "░░░"
INLINE_BACK = "░░"

CARD_WIDTH = 5
CARD_HEIGHT = 3
CORNERS = {False: ("┌", "┐", "└", "┘"), True: ("╭", "╮", "╰", "╯")}


def face_style(card: str) -> Style:
    """Red for hearts and diamonds, black for spades and clubs."""
    return RED if suit_of(card) in RED_SUITS else BLACK


def inline_card(card: str | None) -> Text:
    """A card in running text: its label, or a back when it is hidden."""
    if card is None:
        return Text(INLINE_BACK, style=BACK)
    return Text(card_label(card), style=face_style(card))


def inline_cards(cards: Sequence[str | None]) -> Text:
    """Cards in running text, separated by spaces."""
    return Text(" ").join(inline_card(card) for card in cards)


Part = tuple[str, Style]


def card_rows(card: str | None, *, private: bool = False) -> tuple[tuple[Part, ...], ...]:
    """The three rows of one card box (five cells wide), each as styled pieces of text."""
    tl, tr, bl, br = CORNERS[private]
    edge = PRIVATE_EDGE if private else EDGE
    label = BACK_FILL if card is None else f"{card_label(card):^3}"
    middle = (label, BACK if card is None else face_style(card))
    return (
        ((f"{tl}───{tr}", edge),),
        (("│", edge), middle, ("│", edge)),
        ((f"{bl}───{br}", edge),),
    )


def box_rows(cards: Sequence[str | None], private: Sequence[bool] = ()) -> list[list[Part]]:
    """Card boxes side by side: three rows, each as styled pieces of text.

    Args:
        cards: the cards, ``None`` for a card seen from the back.
        private: for each card, whether it is face down on the table but shown to its
            owner (drawn with rounded corners).
    """
    rows: list[list[Part]] = [[], [], []]
    for index, card in enumerate(cards):
        hidden_from_others = index < len(private) and private[index] and card is not None
        for row, part in zip(rows, card_rows(card, private=hidden_from_others), strict=True):
            row.extend(part)
    return rows


def card_boxes(cards: Sequence[str | None], private: Sequence[bool] = ()) -> Text:
    """Card boxes side by side, three rows high (see :func:`box_rows`)."""
    return Text("\n").join(Text.assemble(*row) for row in box_rows(cards, private))
