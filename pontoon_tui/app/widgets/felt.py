"""The public table drawn as seats around a felt, where the terminal has the room.

The banker sits at the head of the table, the players clockwise from the banker's left
(the right of the screen, as the banker faces the table), each seat a box with the name,
the balance, the stake, the cards and what became of the hand: the hand in play marked,
busts and Pontoons on the seat. The pack lies in the middle of the felt.

It draws the same public view as the list (:class:`~pontoon_tui.app.widgets.table.PublicTable`
chooses between them): the others' face-down cards are backs.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Sequence
from typing import NamedTuple

from rich.cells import cell_len, set_cell_size
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.app import App
from textual.geometry import Size
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.colours import CardLook, current_look
from pontoon_tui.app.widgets.card import box_rows, inline_card
from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.views import HandView, TableView

FELT_FROM = (120, 36)
"""The terminal's size (columns, lines) from which the public table is a felt, when the
seats fit round it in the pane; below it the list reads better."""

CHIP_SEAT = 29
"""A seat's width when its cards are drawn as chips (five chips, a space each side and
the box)."""
TEXT_SEAT = 22
"""A seat's width when its cards are written in a line (a crowded table)."""
TALLEST = 60
"""The tallest felt tried before giving up on it (the list is drawn instead)."""

BOLD = Style(bold=True)
PLAIN = Style()
Cell = tuple[str, Style]


class Seat(NamedTuple):
    """One seat as the felt draws it: its lines inside the box, and whether it plays now."""

    lines: list[list[Cell]]
    in_play: bool


class Placed(NamedTuple):
    """Where a seat's box goes on the felt: its top left corner and its size."""

    x: int
    y: int
    width: int
    height: int


def accent_of(app: App[object]) -> Style:
    """The theme's accent colour, which marks the seat whose turn it is (bold where the
    theme has none)."""
    accent = app.get_css_variables().get("accent")
    return Style.parse(accent) if accent else BOLD


def hand_note(hand: HandView, look: CardLook | None = None) -> Text:
    """What the table can say of a hand: bust, Pontoon, in play, stuck…"""
    look = look or current_look()
    if hand.net is not None and hand.kind is not Kind.BUST:
        return Text(f"{hand.net:+d}", style=look.loss if hand.net < 0 else look.gain)
    if hand.kind is Kind.BUST:
        return Text("bust", style=look.loss + BOLD)
    if hand.kind is Kind.PONTOON:
        return Text("Pontoon", style=look.gain + BOLD)
    if hand.in_play:
        return Text("◀ plays", style="bold")
    if hand.done:
        return Text("done")
    return Text("")


def note_of(hand: HandView, look: CardLook) -> Text:
    """What a seat says of a hand: what the table's row says (:func:`hand_note`), and a
    five-card trick by name, which a seat has the room for."""
    if hand.net is None and hand.kind is Kind.FIVE_CARD_TRICK:
        return Text("five-card trick", style=BOLD)
    return hand_note(hand, look)


def text_cells(text: Text | str, style: Style = PLAIN) -> list[Cell]:
    """``text`` as cells, each with its style (a wide character takes two, the second
    empty)."""
    if isinstance(text, str):
        text = Text(text, style=style)
    cells: list[Cell] = []
    base = style + (text.style if isinstance(text.style, Style) else Style.parse(text.style))
    for index, char in enumerate(text.plain):
        own = base
        for span in text.spans:
            if span.start <= index < span.end:
                part = span.style
                own = own + (part if isinstance(part, Style) else Style.parse(part))
        cells.append((char, own))
        cells.extend(("", own) for _ in range(cell_len(char) - 1))
    return cells


def spread(left: list[Cell], right: list[Cell], width: int) -> list[Cell]:
    """``left`` and ``right`` on one line of ``width`` cells, the left cut when both do
    not fit."""
    room = max(0, width - len(right) - (1 if right else 0))
    if len(left) > room:
        left = [*left[: max(0, room - 1)], ("…", left[0][1] if left else PLAIN)]
        while left and left[-1][0] == "" and len(left) > room:
            left.pop()
    return left + [(" ", PLAIN)] * (width - len(left) - len(right)) + right


def name_cells(name: str, width: int, style: Style) -> list[Cell]:
    """A name cut to ``width`` cells, an ellipsis marking the cut."""
    if cell_len(name) > width:
        name = set_cell_size(name, max(0, width - 1)) + "…"
    return text_cells(name, style)


def seat_drawing(
    name: str,
    balance: int | None,
    hands: Sequence[HandView],
    stake: str,
    inner: int,
    chips: bool,
    look: CardLook,
    banker_note: Text | None = None,
    flashing: Collection[int] = (),
) -> Seat:
    """A seat's lines, ``inner`` cells wide: the name and balance, the stake and what
    became of the hand, then the cards (chips for one hand when ``chips``, otherwise a
    line a hand)."""
    in_play = any(hand.in_play for hand in hands)
    amount: list[Cell] = []
    if balance is not None:
        amount = text_cells(f"{balance:+d}", (look.loss if balance < 0 else look.gain) + BOLD)
    mark = "▶ " if in_play else ""
    head = spread(name_cells(mark + name, inner, BOLD), amount, inner)
    lines: list[list[Cell]] = [head]
    if len(hands) == 1:
        note = banker_note if banker_note is not None else note_of(hands[0], look)
        if hands[0].number in flashing and banker_note is None:
            note.stylize("reverse")
        lines.append(spread(text_cells(stake), text_cells(note), inner))
        if chips:
            for row in box_rows(hands[0].cards, look=look):
                chips_row = [cell for text, part in row for cell in text_cells(text, part)]
                lines.append(spread(chips_row, [], inner))
        else:
            lines.append(spread(card_cells(hands[0].cards, look), [], inner))
        return Seat(lines, in_play)
    lines.append(spread(text_cells(stake), [], inner))
    for hand in hands:
        marker = text_cells("▶" if hand.in_play else str(hand.number), BOLD)
        staked = f"×{hand.stake} "  # noqa: RUF001 (the times sign: two units staked)
        said = note_of(hand, look)
        if hand.number in flashing:
            said.stylize("reverse")
        right = text_cells(staked) + text_cells(said)
        lines.append(spread([*marker, (" ", PLAIN), *card_cells(hand.cards, look)], right, inner))
    return Seat(lines, in_play)


def card_cells(cards: Sequence[str | None], look: CardLook) -> list[Cell]:
    """Cards in a line, as running text draws them."""
    cells: list[Cell] = []
    for index, card in enumerate(cards):
        if index:
            cells.append((" ", PLAIN))
        cells += text_cells(inline_card(card, look))
    return cells


def seats_of(
    view: TableView,
    banker: str | None,
    inner: int,
    chips: bool,
    look: CardLook,
    flashing: Collection[tuple[str, int]] = (),
) -> list[Seat]:
    """Every seat, the banker's first, then the players in playing order (clockwise)."""
    seats: list[Seat] = []
    if view.banker_hand is not None and banker is not None:
        bank = view.banker_hand
        note = Text(bank.description or "", style=BOLD) if bank.fully_seen else Text("")
        if bank.in_play and not note:
            note = Text("◀ plays", style=BOLD)
        if ("", 1) in flashing:
            note.stylize("reverse")
        seats.append(
            seat_drawing(
                banker, view.balances.get(banker), [bank], "bank", inner, chips, look, note
            )
        )
    for seat in view.seats:
        if seat.original_stake is None:
            stake = "no stake yet"
        elif seat.split:
            stake = f"split {len(seat.hands)} ways"
        else:
            stake = f"stake {seat.hands[0].stake}"
        seats.append(
            seat_drawing(
                seat.player,
                view.balances.get(seat.player),
                seat.hands,
                stake,
                inner,
                chips,
                look,
                flashing=frozenset(
                    h.number for h in seat.hands if (seat.player, h.number) in flashing
                ),
            )
        )
    return seats


def place(
    count: int, width: int, box: tuple[int, int], least: int, most: int
) -> tuple[list[Placed], int] | None:
    """Boxes for ``count`` seats round an oval ``width`` cells wide, the first at the
    head and the rest clockwise, and the felt's height: the least from ``least`` to
    ``most`` at which no two boxes touch; None when there is none."""
    seat_w, seat_h = box
    if seat_w > width or count < 1:
        return None
    for height in range(max(least, seat_h * 2), most + 1):
        rx, ry = (width - seat_w) / 2, (height - seat_h) / 2
        boxes = []
        for index in range(count):
            angle = 2 * math.pi * index / count
            # Half a cell rounds up alike for every seat (the head and the foot line up).
            x = math.floor(round(rx + rx * math.sin(angle), 6) + 0.5)
            y = math.floor(round(ry - ry * math.cos(angle), 6) + 0.5)
            boxes.append(Placed(x, y, seat_w, seat_h))
        if all(not touch(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
            return boxes, height
    return None


def touch(a: Placed, b: Placed) -> bool:
    """Whether two boxes overlap or stand side by side with no cell between them."""
    apart_x = a.x + a.width + 1 <= b.x or b.x + b.width + 1 <= a.x
    apart_y = a.y + a.height <= b.y or b.y + b.height <= a.y
    return not (apart_x or apart_y)


class Felt(NamedTuple):
    """A felt laid out for a width: its lines, ready to draw."""

    lines: list[list[Cell]]

    @property
    def height(self) -> int:
        return len(self.lines)


def felt_for(
    view: TableView,
    banker: str | None,
    width: int,
    most_height: int,
    look: CardLook,
    accent: Style,
    flashing: Collection[tuple[str, int]] = (),
) -> Felt | None:
    """The table as seats round a felt in ``width`` cells and at most ``most_height``
    lines, or None when the seats do not fit round it (the list is drawn then). The hands
    in ``flashing`` (owner, number; the banker's is ``("", 1)``) have their note marked."""
    for seat_width, chips in ((CHIP_SEAT, True), (TEXT_SEAT, False)):
        seats = seats_of(view, banker, seat_width - 4, chips, look, flashing)
        if not seats:
            return None
        felt = round_the_felt(seats, seat_width, width, most_height, look, accent)
        if felt is not None:
            return felt
    return None


def round_the_felt(
    seats: Sequence[Seat],
    seat_width: int,
    width: int,
    most_height: int,
    look: CardLook,
    accent: Style,
    middle: str = "the pack",
) -> Felt | None:
    """``seats`` in boxes ``seat_width`` cells wide round a felt ``width`` cells wide and
    ``most_height`` lines high (the room there is), the first at the head and the rest
    clockwise, a back and ``middle`` in its centre; None when they do not fit."""
    seat_height = max(len(seat.lines) for seat in seats) + 2
    placed = place(len(seats), width, (seat_width, seat_height), most_height, most_height)
    if placed is None:
        return None
    boxes, height = placed
    return Felt(draw(seats, boxes, width, height, look, accent, middle))


def draw(
    seats: Sequence[Seat],
    boxes: Sequence[Placed],
    width: int,
    height: int,
    look: CardLook,
    accent: Style,
    middle: str = "the pack",
) -> list[list[Cell]]:
    """The felt's cells: the oval in the felt's colour through the seats' middles, the
    pack in its centre, the seats' boxes over it."""
    blank = Style()
    felt = look.felt
    grid: list[list[Cell]] = [[(" ", blank)] * width for _ in range(height)]
    head = boxes[0]
    cx, cy = (width - 1) / 2, (height - 1) / 2
    rx = max(1.0, (width - head.width) / 2 + 2)  # through the seats' middles, and a little
    ry = max(1.0, (height - head.height) / 2 + 1)
    for y in range(height):
        for x in range(width):
            if ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1:
                grid[y][x] = (" ", felt)
    pack = box_rows([None], look=look)
    top = round(cy) - 2
    left = round(cx) - 2
    for dy, row in enumerate(pack):
        x = left
        for text, part in row:
            for char in text:
                if 0 <= top + dy < height and 0 <= x < width:
                    grid[top + dy][x] = (char, felt + part)
                x += 1
    label = middle
    for index, char in enumerate(label):
        x = round(cx) - len(label) // 2 + index
        if 0 <= top + 3 < height and 0 <= x < width:
            grid[top + 3][x] = (char, felt)
    for seat, box in zip(seats, boxes, strict=True):
        edge = accent + BOLD if seat.in_play else look.edge
        tl, tr, bl, br = ("┏", "┓", "┗", "┛") if seat.in_play else ("╭", "╮", "╰", "╯")
        h, v = ("━", "┃") if seat.in_play else ("─", "│")
        inner = box.width - 4
        rows: list[list[Cell]] = [[(tl, edge), *[(h, edge)] * (inner + 2), (tr, edge)]]
        pad = (" ", blank)
        for n in range(box.height - 2):
            line = seat.lines[n] if n < len(seat.lines) else [pad] * inner
            rows.append([(v, edge), pad, *line[:inner], pad, (v, edge)])
        rows.append([(bl, edge), *[(h, edge)] * (inner + 2), (br, edge)])
        for dy, row in enumerate(rows):
            for dx, cell in enumerate(row):
                if 0 <= box.y + dy < height and 0 <= box.x + dx < width:
                    grid[box.y + dy][box.x + dx] = cell
    return grid


def strip_of(cells: Sequence[Cell], base: Style, width: int) -> Strip:
    """One line of cells as a strip over ``base``, runs of one style joined."""
    segments: list[Segment] = []
    text, style = "", None
    for char, own in cells:
        if own is not style:
            if text and style is not None:
                segments.append(Segment(text, base + style))
            text, style = "", own
        text += char
    if text and style is not None:
        segments.append(Segment(text, base + style))
    return Strip(segments).adjust_cell_length(width, base)


class FeltPicture(Widget):
    """A felt drawn as it was laid out (:func:`round_the_felt`), or nothing (hidden)."""

    DEFAULT_CSS = """
    FeltPicture { height: auto; width: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.felt: Felt | None = None
        self._strips: list[Strip] = []

    def show(self, felt: Felt | None) -> None:
        """Draw ``felt`` (nothing, and take no room, when it is None)."""
        if felt == self.felt:
            return
        self.felt, self._strips = felt, []
        self.display = felt is not None
        self.refresh(layout=True)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The felt's height."""
        return self.felt.height if self.felt is not None else 0

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the felt."""
        width = self.size.width
        base = self.visual_style.rich_style
        if self.felt is None:
            return Strip.blank(width, base)
        if not self._strips:
            self._strips = [strip_of(line, base, width) for line in self.felt.lines]
        return self._strips[y] if y < len(self._strips) else Strip.blank(width, base)
