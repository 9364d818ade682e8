"""Cards as the table shows them: small boxes with rank and suit, or backs.

Faces keep the rank and the suit glyph together (``10♥``) so that the four suits stay
distinct without colour; colour only adds red and black, or the four colours of the
four-colour deck (see :mod:`pontoon_tui.app.colours`, which decides them). A face-down
card drawn for its owner uses a rounded box, so the owner knows the others see only its
back.

Every function draws with the look in use (:func:`~pontoon_tui.app.colours.current_look`)
unless given one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from pontoon_tui.app.colours import CardLook, current_look
from pontoon_tui.engine.cards import SUIT_SYMBOLS, card_label, suit_of

BACK_FILL = "░░░"
INLINE_BACK = "░░"

CARD_WIDTH = 5
CARD_HEIGHT = 3
CORNERS = {False: ("┌", "┐", "└", "┘"), True: ("╭", "╮", "╰", "╯")}

SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
CARD_IN_TEXT = re.compile(r"(?<![\w♠♥♦♣])(?:10|[2-9JQKA])([♠♥♦♣])")
"""A card's label in running text, as the log writes it (``10♥``, ``A♠``)."""


def face_style(card: str, look: CardLook | None = None) -> Style:
    """The style of a card's face: its suit's colour on the card's face."""
    return (look or current_look()).face(suit_of(card))


def inline_card(card: str | None, look: CardLook | None = None) -> Text:
    """A card in running text: its label, or a back when it is hidden."""
    look = look or current_look()
    if card is None:
        return Text(INLINE_BACK, style=look.back)
    return Text(card_label(card), style=look.face(suit_of(card)))


def inline_cards(cards: Sequence[str | None], look: CardLook | None = None) -> Text:
    """Cards in running text, separated by spaces."""
    look = look or current_look()
    return Text(" ").join(inline_card(card, look) for card in cards)


def cards_in_line(line: str, look: CardLook | None = None) -> Text:
    """A line of the log with each card named in it drawn as the table draws cards."""
    look = look or current_look()
    text = Text(line)
    for match in CARD_IN_TEXT.finditer(line):
        text.stylize(look.face(SUIT_OF_SYMBOL[match.group(1)]), match.start(), match.end())
    return text


Part = tuple[str, Style]


def card_rows(
    card: str | None, *, private: bool = False, look: CardLook | None = None
) -> tuple[tuple[Part, ...], ...]:
    """The three rows of one card box (five cells wide), each as styled pieces of text."""
    look = look or current_look()
    tl, tr, bl, br = CORNERS[private]
    edge = look.private_edge if private else look.edge
    label = BACK_FILL if card is None else f"{card_label(card):^3}"
    middle = (label, look.back if card is None else look.face(suit_of(card)))
    return (
        ((f"{tl}───{tr}", edge),),
        (("│", edge), middle, ("│", edge)),
        ((f"{bl}───{br}", edge),),
    )


def box_rows(
    cards: Sequence[str | None], private: Sequence[bool] = (), look: CardLook | None = None
) -> list[list[Part]]:
    """Card boxes side by side: three rows, each as styled pieces of text.

    Args:
        cards: the cards, ``None`` for a card seen from the back.
        private: for each card, whether it is face down on the table but shown to its
            owner (drawn with rounded corners).
        look: the styles to draw with (the look in use when not given).
    """
    look = look or current_look()
    rows: list[list[Part]] = [[], [], []]
    for index, card in enumerate(cards):
        hidden_from_others = index < len(private) and private[index] and card is not None
        parts = card_rows(card, private=hidden_from_others, look=look)
        for row, part in zip(rows, parts, strict=True):
            row.extend(part)
    return rows


def card_boxes(
    cards: Sequence[str | None], private: Sequence[bool] = (), look: CardLook | None = None
) -> Text:
    """Card boxes side by side, three rows high (see :func:`box_rows`)."""
    return Text("\n").join(Text.assemble(*row) for row in box_rows(cards, private, look))
