"""The public table: every seat's balance, visible cards, stakes, splits, Pontoons and busts.

It renders the table's public view, so it shows the same to whoever holds the device: the
others' face-down cards are backs, even on a private screen.

The bank's row names the banker of the deal shown (``TableView.deal_banker``). That is not
always the session's banker (``TableView.banker``): once a deal ends with a player's
Pontoon, the session's banker is already the next deal's (R21) while the ended deal may
still be on screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.containers import VerticalScroll
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widgets import Static

from pontoon_tui.app.colours import CardLook, current_look
from pontoon_tui.app.motion import BANK, HandKey
from pontoon_tui.app.widgets.card import inline_cards
from pontoon_tui.app.widgets.felt import FELT_FROM, Felt, felt_for, hand_note, strip_of
from pontoon_tui.app.widgets.plain import refresh_in_place
from pontoon_tui.app.widgets.table_motion import CardsInMotion
from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.views import HandView, TableView

COLUMNS = ("Seat", "Bal", "Stake", "Cards", "")
RIGHT = (False, True, True, False, False)  # which columns are justified to the right
SEAT_WIDTH = 8
"""The narrowest the seat column is cut to (at 80 columns a row of five cards and its note
fit beside it); a pane with room to spare shows names whole."""
CARDS_MIN_WIDTH = 8
# The room the Cards and note columns keep when the pane has it: five cards ("7♠ ░░ 2♦ 3♣
# 4♦") and the longest note of a hand in play ("◀ plays", "Pontoon"). A card dealt or a
# hand finished then changes its own row, never the columns of every row.
CARDS_ROOM = 14
NOTE_ROOM = 7
GAP = 2  # cells between two columns
Row = tuple[Text, Text, Text, Text, Text]
MAX_LINES = 200  # drawn rows kept for reuse


BOLD = Style(bold=True)


def bank_note(hand: HandView) -> str:
    """The banker's hand in a word or two, as the table's row has room for: its total,
    ``Pontoon``, ``trick`` (a five-card trick, which beats any total) or ``bust``."""
    if hand.kind is Kind.FIVE_CARD_TRICK:
        return "trick"
    if hand.kind is Kind.BUST:
        return "bust"
    return hand.description or ""


def balance_text(amount: int, look: CardLook | None = None) -> Text:
    """A balance with its sign, in bold; negatives in the loss colour (red), the rest in
    the gain colour (green)."""
    look = look or current_look()
    return Text(f"{amount:+d}", style=(look.loss if amount < 0 else look.gain) + BOLD)


def deal_heading(view: TableView, what: str, banker: str | None = None) -> str:
    """``Pontoon · Deal 3 of 8 · Ann banks · <what>`` for the deal ``view`` shows, naming
    ``banker`` (by default that deal's own banker, or the session's before any deal)."""
    if banker is None:
        banker = view.deal_banker
    banks = f" · {banker} banks" if banker else ""
    return f"Pontoon · Deal {view.deal_number} of {view.deals_target}{banks} · {what}"


def row_key(cells: Sequence[Text]) -> tuple[object, ...]:
    """What a row of the table shows: each cell's text and styles."""
    return tuple((cell.plain, tuple(cell.spans), cell.style) for cell in cells)


def draw_row(console: Console, cells: Sequence[Text], widths: Sequence[int], style: Style) -> Strip:
    """One line of the table as Rich draws it: each cell in its column's width (the seat
    cut with an ellipsis, numbers to the right), two cells between columns, the cells'
    own styles over ``style`` (Textual fills the rest of the line)."""
    segments: list[Segment] = []
    last = len(widths) - 1
    for column, (cell, room) in enumerate(zip(cells, widths, strict=True)):
        if column:
            segments.append(Segment(" ", style))  # the left padding
        if cell.cell_len > room:
            cell = cell.copy()
            cell.truncate(room, overflow="ellipsis")
        spare = room - cell.cell_len
        own = console.get_style(cell.style) if cell.style else None
        fill = Segment(" " * spare, style + own if own else style)  # in the cell's style
        if spare and RIGHT[column]:
            segments.append(fill)
        if cell.spans:
            parts = [(text, part) for text, part, _ in cell.render(console)]
        else:  # (Rich renders a Text's own style only with its spans)
            parts = [(cell.plain, own)]
        segments += [Segment(text, style + part if part else style) for text, part in parts]
        if spare and not RIGHT[column]:
            segments.append(fill)
        if column < last:
            segments.append(Segment(" ", style))  # the right padding
    return Strip(segments)


FELT_ROOM_FOR_LOG = 18
"""The lines of the terminal the felt leaves to the title, the moves and the log."""


class PublicTable(CardsInMotion, Static):
    """The table as everyone may see it: seats round a felt where the terminal is large
    enough (:data:`~pontoon_tui.app.widgets.felt.FELT_FROM`) and the seats fit round it
    in the pane, otherwise a list with a row a hand.

    Args:
        view: a public view of the session.
        banker: the banker of the deal shown (found from the view when not given).
    """

    DEFAULT_CSS = """
    PublicTable { height: auto; width: 1fr; }
    PublicTable > .table--turn { color: $accent; }
    """
    COMPONENT_CLASSES: ClassVar[set[str]] = {"table--turn"}

    def __init__(
        self, view: TableView, *, banker: str | None = None, id: str | None = None
    ) -> None:
        super().__init__(id=id)
        self.view = view
        self.banker = banker or view.deal_banker
        self._rows_of: TableView | None = None
        self._rows_banker: str | None = None
        self._rows_look: CardLook | None = None
        self._rows: list[Row] = []
        self._widths_of: tuple[list[Row] | None, int, list[int] | None] = (None, 0, None)
        self._lines_key: tuple[object, ...] = ()
        self._lines: dict[tuple[object, ...], Strip] = {}
        self._felt_key: tuple[object, ...] = ()
        self._felt: Felt | None = None
        self._felt_strips: list[Strip] = []
        self.target, self.target_banker = self.view, self.banker
        self.frames = []

    def forget_drawing(self) -> None:
        """Draw the rows and the felt anew (a mark has gone)."""
        self._rows_of = None
        self._felt_key = ()

    def felt(self, width: int) -> Felt | None:
        """The table as seats round a felt ``width`` cells wide, or None where the list
        is drawn (a small terminal, or seats that do not fit round the felt)."""
        if not self.is_attached:
            return None
        columns, lines = self.app.size
        if columns < FELT_FROM[0] or lines < FELT_FROM[1] or width <= 0:
            return None
        look = current_look()
        accent = self.get_component_rich_style("table--turn", partial=True)
        key = (self.view, self.banker, width, lines, look, accent, self.flashing)
        if key != self._felt_key:
            self._felt_key = key
            most = lines - FELT_ROOM_FOR_LOG
            self._felt = felt_for(self.view, self.banker, width, most, look, accent, self.flashing)
            self._felt_strips = []
        return self._felt

    def show(self, view: TableView, banker: str | None = None) -> None:
        """Show a newer view (its new cards coming in at full motion, see
        :mod:`~pontoon_tui.app.motion`)."""
        banker = banker or view.deal_banker
        target = self.target
        same = (view.serial, view.deal_index) == (target.serial, target.deal_index)
        if same and banker == self.target_banker:
            return  # nothing new: the cards coming in keep coming
        if self.frames or self.timer is not None:
            self.finish()
        self.start(target, view, banker)

    def draw(self, view: TableView, banker: str | None = None) -> None:
        """Redraw with ``view``, only if what the table shows changed."""
        banker = banker or view.deal_banker
        old = self.view
        same = (
            banker == self.banker
            and view.banker_hand == old.banker_hand
            and view.seats == old.seats
            and view.balances == old.balances
        )
        if same:
            self.view, self.banker = view, banker
            return
        width = self.size.width
        if self.felt(width) is not None:  # the felt: drawn again whole
            self.view, self.banker = view, banker
            refresh_in_place(self)
            return
        before = self.rows()
        old_widths = self.widths(before, width) if width else None
        self.view, self.banker = view, banker
        after = self.rows()
        widths = self.widths(after, width)
        if old_widths is None or len(after) != len(before) or widths != old_widths:
            refresh_in_place(self)  # the columns or the height change: the whole table
            return
        # The same columns: repaint only the rows whose cells changed (a move changes one
        # or two), the header being row 0.
        changed = [
            Region(0, y, width, 1)
            for y, (old, new) in enumerate(zip(before, after, strict=True), 1)
            if row_key(old) != row_key(new)
        ]
        if changed:
            self.refresh(*changed)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A header and one line a hand when every row fits on one line (known without
        rendering the table); otherwise as tall as the rendered table."""
        felt = self.felt(width)
        if felt is not None:
            return felt.height
        rows = self.rows()
        if self.widths(rows, width) is not None:
            return 1 + len(rows)
        return super().get_content_height(container, viewport, width)

    def widths(self, rows: list[Row], width: int) -> list[int] | None:
        """Each column's width when every row fits on one line of ``width`` cells, or
        None when some row must wrap (then Rich lays the table out)."""
        if self._widths_of[0] is rows and self._widths_of[1] == width:
            return self._widths_of[2]
        widths: list[int] | None
        widths = [len(COLUMNS[0]), len(COLUMNS[1]), len(COLUMNS[2]), CARDS_MIN_WIDTH, 0]
        for row in rows:
            for column, cell in enumerate(row):
                widths[column] = max(widths[column], cell.cell_len)
        seat = widths[0]  # the longest name in full
        widths[0] = min(widths[0], SEAT_WIDTH)
        gaps = GAP * (len(widths) - 1)
        if sum(widths) + gaps > width:
            widths = None
        else:
            roomy = [*widths[:3], max(widths[3], CARDS_ROOM), max(widths[4], NOTE_ROOM)]
            if sum(roomy) + gaps <= width:
                widths = roomy
            # Room to spare goes to the names, so that a wide pane shows them whole.
            widths[0] = min(seat, widths[0] + width - sum(widths) - gaps)
        self._widths_of = (rows, width, widths)
        return widths

    def rows(self) -> list[Row]:
        """The table's rows: the bank, then every hand in playing order; each player's
        balance (this deal's busts counted) on the row of their first hand."""
        view = self.view
        look = current_look()  # the colours of balances and notes
        if self._rows_of is view and self._rows_banker == self.banker and self._rows_look == look:
            return self._rows
        flashing = self.flashing

        def marked(note: Text, key: HandKey) -> Text:
            if key in flashing:
                note = note.copy()
                note.stylize("reverse")
            return note

        rows: list[Row] = []

        def balance(player: str) -> Text:
            amount = view.balances.get(player)
            return Text("") if amount is None else balance_text(amount)

        if view.banker_hand is not None and self.banker is not None:
            bank = view.banker_hand
            note = Text(bank_note(bank), style="bold") if bank.fully_seen else Text("")
            if bank.in_play:
                note = Text.assemble(note, " ◀" if note else "◀ plays")
            rows.append(
                (
                    Text(self.banker, style="bold"),
                    balance(self.banker),
                    Text("bank"),
                    inline_cards(bank.cards),
                    marked(note, BANK),
                )
            )
        for seat in view.seats:
            for hand in seat.hands:
                first = hand.number == 1
                name = Text(seat.player if first else f"↳ hand {hand.number}")
                owed = balance(seat.player) if first else Text("")
                stake = str(hand.stake) if seat.original_stake is not None else "-"
                note = marked(hand_note(hand), (seat.player, hand.number))
                rows.append((name, owed, Text(stake), inline_cards(hand.cards), note))
        self._rows_of, self._rows_banker, self._rows_look, self._rows = (
            view,
            self.banker,
            look,
            rows,
        )
        return rows

    def render(self) -> Table:
        """One row per hand, the banker first."""
        rows = self.rows()
        widths = self.widths(rows, self.size.width)  # the room kept, when rows fit a line
        table = Table(box=None, padding=(0, 1), pad_edge=False, show_edge=False, expand=False)
        seat = SEAT_WIDTH if widths is not None else SEAT_WIDTH - 2  # room for a note's word
        table.add_column(COLUMNS[0], no_wrap=True, max_width=seat, overflow="ellipsis")
        table.add_column(COLUMNS[1], justify="right", no_wrap=True)
        table.add_column(COLUMNS[2], justify="right", no_wrap=True)
        if widths is not None:
            table.add_column(COLUMNS[3], min_width=widths[3])
            table.add_column(COLUMNS[4], no_wrap=True, min_width=widths[4])
        else:  # too narrow for a line a row: the cards and the notes wrap, nothing is cut
            table.add_column(COLUMNS[3])
            table.add_column(COLUMNS[4])
        for row in rows:
            table.add_row(*row)
        return table

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the table. When every row fits on one line, the rows are drawn
        one by one, each kept until its cells change (a move changes one or two rows);
        otherwise Rich lays out the whole table (:meth:`render`)."""
        width = self.size.width
        base = self.visual_style.rich_style
        felt = self.felt(width)
        if felt is not None:
            if not self._felt_strips:
                self._felt_strips = [strip_of(line, base, width) for line in felt.lines]
            if y < len(self._felt_strips):
                return self._felt_strips[y]
            return Strip.blank(width, base)
        rows = self.rows()
        widths = self.widths(rows, width)
        if widths is None:
            return super().render_line(y)
        if (width, base, widths) != self._lines_key or len(self._lines) > MAX_LINES:
            self._lines_key = (width, base, widths)
            self._lines.clear()
        if y == 0:
            key: tuple[object, ...] = COLUMNS
            cells: tuple[Text, ...] = tuple(Text(title) for title in COLUMNS)
        elif y <= len(rows):
            cells = rows[y - 1]
            key = row_key(cells)
        else:
            return Strip.blank(width, base)
        line = self._lines.get(key)
        if line is None:
            header = self.app.console.get_style("table.header") if y == 0 else Style.null()
            line = self._lines[key] = draw_row(self.app.console, cells, widths, base + header)
        return line


class PublicPane(VerticalScroll, can_focus=False):
    """The right-hand pane: the table and the log, scrolled (Shift+↑/↓, or the mouse) when
    a big table does not fit the terminal. It never takes the focus, so keys go straight
    to the screen."""
