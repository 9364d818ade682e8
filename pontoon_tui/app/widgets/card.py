"""Cards as the table shows them, in three sizes, or as backs; the one renderer of cards.

* **Compact** chips (5 x 3) with the rank and the suit: at 80 x 24, the ledger, the history.
* **Medium** cards (7 x 5): the rank and the suit in two corners, the suit in the middle.
* **Large** cards (9 x 7): the two corners, and the pips of a number card (the picture's
  frame for a court card, one big pip for an ace) between them.

A hand whose cards do not fit side by side is fanned: each card but the last shows its left
edge and its corner, as a hand held in the fingers. A face-down card is drawn as a back
with a lattice (``░`` on a compact chip and in running text).

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
from typing import NamedTuple

from rich.style import Style
from rich.text import Text

from pontoon_tui.app.colours import CardLook, current_look
from pontoon_tui.engine.cards import SUIT_SYMBOLS, card_label, suit_of

BACK_FILL = "░░░"
INLINE_BACK = "░░"

CARD_WIDTH = 5
CARD_HEIGHT = 3
CORNERS = {False: ("┌", "┐", "└", "┘"), True: ("╭", "╮", "╰", "╯")}


class CardSize(NamedTuple):
    """A size cards are drawn in: its cells across and down, and the fewest cells of a
    card a fanned hand still shows (its edge and its corner's rank and suit)."""

    name: str
    width: int
    height: int
    least_shown: int


COMPACT = CardSize("compact", CARD_WIDTH, CARD_HEIGHT, CARD_WIDTH)
MEDIUM = CardSize("medium", 7, 5, 4)
LARGE = CardSize("large", 9, 7, 4)
SIZES = (LARGE, MEDIUM, COMPACT)
"""The sizes, largest first."""

COURT = (" ╔═══╗ ", " ║ R ║ ", " ╚═══╝ ")
"""The middle of a large court card: its letter (``R``) in a frame, as a picture."""
# The middle of a large card, three rows of seven cells: where the pips of each rank lie
# (``*``), or the frame of a court card's picture (its letter at ``R``).
PIPS: dict[str, tuple[str, str, str]] = {
    "A": ("       ", "   *   ", "       "),
    "2": ("   *   ", "       ", "   *   "),
    "3": ("   *   ", "   *   ", "   *   "),
    "4": (" *   * ", "       ", " *   * "),
    "5": (" *   * ", "   *   ", " *   * "),
    "6": (" *   * ", " *   * ", " *   * "),
    "7": (" * * * ", " *   * ", " *   * "),
    "8": (" * * * ", " *   * ", " * * * "),
    "9": (" * * * ", " * * * ", " * * * "),
    "10": ("* * * *", " *   * ", "* * * *"),
    **dict.fromkeys("JQK", COURT),
}
LATTICE = ("\u2571\u2572", "\u2572\u2571")  # two box-drawing diagonals, crossed
"""The pattern on the back of a medium or large card, row after row."""

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
NO_STYLE = Style()


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


def big_card_rows(
    card: str | None, size: CardSize, *, private: bool = False, look: CardLook | None = None
) -> list[list[Part]]:
    """The rows of one medium or large card, each as styled pieces of text."""
    look = look or current_look()
    tl, tr, bl, br = CORNERS[private]
    edge = look.private_edge if private else look.edge
    inner = size.width - 2
    top = [(f"{tl}{'─' * inner}{tr}", edge)]
    bottom = [(f"{bl}{'─' * inner}{br}", edge)]
    if card is None:
        middle = [
            [("│", edge), ((LATTICE[row % 2] * inner)[:inner], look.back), ("│", edge)]
            for row in range(size.height - 2)
        ]
        return [top, *middle, bottom]
    face = look.face(suit_of(card))
    label = card_label(card)
    rank, symbol = label[:-1], label[-1]
    if size.height >= LARGE.height:
        pictured = PIPS[rank]
        centre = [row.replace("*", symbol).replace("R", rank) for row in pictured]
    else:
        centre = [f"{symbol:^{inner}}"]
    filled = [f"{label:<{inner}}", *centre, f"{label:>{inner}}"]
    return [top, *[[("│", edge), (line, face), ("│", edge)] for line in filled], bottom]


def fanned_rows(
    cards: Sequence[str | None],
    size: CardSize,
    width: int,
    private: Sequence[bool] = (),
    look: CardLook | None = None,
) -> list[list[Part]] | None:
    """The cards side by side in ``width`` cells at ``size``, overlapping like a fanned
    hand when they do not fit apart; None when even the fan does not fit.

    Args:
        cards: the cards, ``None`` for a card seen from the back.
        size: a medium or large size (compact chips wrap instead: :func:`box_rows`).
        width: the cells there are.
        private: for each card, whether it is face down on the table but shown to its
            owner (drawn with rounded corners).
        look: the styles to draw with (the look in use when not given).
    """
    look = look or current_look()
    if not cards:
        return []
    count = len(cards)
    step = size.width + 1  # apart, a cell between two cards
    if count > 1:
        step = min(step, (width - size.width) // (count - 1))
    if step < size.least_shown or size.width > width:
        return None
    rows: list[list[Part]] = [[] for _ in range(size.height)]
    for index, card in enumerate(cards):
        hidden_from_others = index < len(private) and private[index] and card is not None
        drawn = big_card_rows(card, size, private=hidden_from_others, look=look)
        shown = size.width if index == count - 1 else min(step, size.width)
        for row, parts in zip(rows, drawn, strict=True):
            row.extend(_first_cells(parts, shown))
            if shown < step and index < count - 1:
                row.append((" " * (step - shown), NO_STYLE))
    return rows


def _first_cells(parts: Sequence[Part], cells: int) -> list[Part]:
    """The first ``cells`` cells of a row of styled pieces (the cards' glyphs are one cell
    each)."""
    kept: list[Part] = []
    for text, style in parts:
        if cells <= 0:
            break
        kept.append((text[:cells], style))
        cells -= len(text)
    return kept


def hand_rows(
    cards: Sequence[str | None],
    size: CardSize,
    width: int,
    private: Sequence[bool] = (),
    look: CardLook | None = None,
) -> list[list[Part]]:
    """A hand's cards at ``size`` in ``width`` cells: one fanned row of medium or large
    cards, or compact chips on as many rows as they need (see :func:`card_size_for`)."""
    if size != COMPACT:
        rows = fanned_rows(cards, size, width, private, look)
        if rows is not None:
            return rows
    per_row = max(1, width // CARD_WIDTH)
    lines: list[list[Part]] = []
    for start in range(0, max(1, len(cards)), per_row):
        lines += box_rows(cards[start : start + per_row], private[start : start + per_row], look)
    return lines


def fits(size: CardSize, count: int, width: int) -> bool:
    """Whether ``count`` cards fit one row of ``width`` cells at ``size`` (fanned if need be)."""
    if size == COMPACT:
        return True  # chips go on to further rows
    if size.width > width:
        return False
    return count <= 1 or (width - size.width) // (count - 1) >= size.least_shown


def card_size_for(count: int, width: int, most_rows: int | None = None) -> CardSize:
    """The largest size at which ``count`` cards fit a row of ``width`` cells and no card
    is taller than ``most_rows`` (the compact chips when none is)."""
    for size in SIZES:
        if (most_rows is None or size.height <= most_rows) and fits(size, max(1, count), width):
            return size
    return COMPACT


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
