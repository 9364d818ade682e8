"""A player's moves, one row each: the move as a button for the mouse, then what it offers
("add 1 to 2 units to the stake", a hint) or why the engine refuses it now.

One widget draws every row. Four rows of a button and a label each were twelve widgets:
every move repainted all of them and restyled each button that went from offered to
refused. Here a move repaints only the rows whose words or state changed, and lays the
screen out again only when the rows' height changes (a reason that wraps on to a second
line).
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from typing import ClassVar, NamedTuple

from rich.segment import Segment
from rich.style import Style
from textual import events
from textual.geometry import Region, Size
from textual.message import Message
from textual.strip import Strip
from textual.widget import Widget

GAP = 2  # cells between a button and its words
REFUSED_MARK = "✗"  # before the reason a move is refused
MIN_BUTTON = 12  # a button's least width, as the game's other buttons


class MoveRow(NamedTuple):
    """One move as the panel shows it."""

    move: str
    label: str  # the button's text, with its key: "Twist (t)"
    offered: bool
    note: str  # what it offers, or why it is refused

    @property
    def words(self) -> str:
        """The words shown beside the button: a refused move's reason behind a mark, so
        that offered and refused moves differ without colour (``NO_COLOR``) too."""
        return f"{REFUSED_MARK} {self.note}" if self.note and not self.offered else self.note


class MovesPanel(Widget):
    """The moves, offered ones as buttons, refused ones dimmed and not bold, with the reason
    beside them behind a mark (✗).

    Args:
        labels: each move and its button's text, in the order shown.
    """

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {
        "moves--button",
        "moves--refused",
        "moves--hover",
        "moves--note",
    }
    DEFAULT_CSS = """
    MovesPanel {
        height: auto;
        .moves--button {
            background: $surface;
            color: $button-foreground;
            text-style: bold;
        }
        .moves--refused {
            background: $surface;
            color: $button-foreground 60%;
            text-style: none;
        }
        .moves--hover {
            background: $surface-darken-1;
            color: $button-foreground;
            text-style: bold;
        }
        .moves--note {
            color: $text-muted;
        }
    }
    """

    class Pressed(Message):
        """The mouse pressed a move's button (offered or not: the screen says why not)."""

        def __init__(self, move: str) -> None:
            super().__init__()
            self.move = move

    def __init__(self, labels: Sequence[tuple[str, str]], *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: tuple[MoveRow, ...] = tuple(
            MoveRow(move, label, False, "") for move, label in labels
        )
        self.button_width = max([MIN_BUTTON, *(len(label) + 2 for _, label in labels)])
        self.hovered: str | None = None
        self._look: tuple[object, ...] = ()
        self._lines_key: tuple[object, ...] = ()
        self._lines: list[Strip] = []
        self._drawn: dict[tuple[MoveRow, bool], list[Strip]] = {}  # each row's lines

    # ----- what is shown ---------------------------------------------------------------

    def offers(self, move: str) -> bool:
        """Whether ``move`` is shown as offered."""
        return any(row.offered for row in self.rows if row.move == move)

    def note(self, move: str) -> str:
        """The words beside ``move``."""
        return next((row.note for row in self.rows if row.move == move), "")

    def show(self, rows: Sequence[MoveRow]) -> None:
        """Show the moves as they stand now: only the rows that changed are repainted, and
        the screen is laid out again only when the panel's height changes."""
        rows = tuple(rows)
        if rows == self.rows:
            return
        width = self.size.width
        before = self.spans(self.rows, width)
        old = self.rows
        self.rows = rows
        if not width or len(rows) != len(old):
            self.refresh(layout=True)
            return
        after = self.spans(rows, width)
        if [end - start for start, end in before] != [end - start for start, end in after]:
            self.refresh(layout=True)
            return
        changed = [
            Region(0, start, width, end - start)
            for (start, end), was, now in zip(after, old, rows, strict=True)
            if was != now
        ]
        self.refresh(*changed)

    def set_hovered(self, move: str | None) -> None:
        """Light the button under the mouse (``None``: no button)."""
        if move == self.hovered:
            return
        width = self.size.width
        spans = self.spans(self.rows, width)
        regions = [
            Region(0, start, width, 1)
            for row, (start, _) in zip(self.rows, spans, strict=True)
            if row.move in (move, self.hovered)
        ]
        self.hovered = move
        self.refresh(*regions)

    # ----- layout ----------------------------------------------------------------------

    def note_lines(self, note: str, width: int) -> list[str]:
        """``note`` wrapped to the room beside the buttons (at least one line)."""
        room = max(1, width - self.button_width - GAP)
        return textwrap.wrap(note, room, break_on_hyphens=False) or [""]

    def spans(self, rows: Sequence[MoveRow], width: int) -> list[tuple[int, int]]:
        """Each row's first line and the line after its last."""
        spans = []
        y = 0
        for row in rows:
            height = len(self.note_lines(row.words, width)) if width else 1
            spans.append((y, y + height))
            y += height
        return spans

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """A line a move, and more where a reason wraps."""
        spans = self.spans(self.rows, width)
        return spans[-1][1] if spans else 0

    def row_at(self, y: int) -> MoveRow | None:
        """The row drawn on line ``y``."""
        spans = self.spans(self.rows, self.size.width)
        for row, (start, end) in zip(self.rows, spans, strict=True):
            if start <= y < end:
                return row
        return None

    # ----- drawing ---------------------------------------------------------------------

    def render_line(self, y: int) -> Strip:
        """Line ``y``: a button and its words, or where words wrap, the words alone. A
        row is drawn again only when its move, its words, the mouse over it, the width or
        the look change."""
        width = self.size.width
        base = self.visual_style.rich_style
        look = (width, base, self.app.current_theme.name)
        if look != self._look:
            self._look = look
            self._drawn.clear()
            self._lines_key = ()
        key = (self.rows, self.hovered)
        if key != self._lines_key:
            self._lines_key = key
            drawn: dict[tuple[MoveRow, bool], list[Strip]] = {}
            for row in self.rows:
                lit = row.move == self.hovered
                drawn[row, lit] = self._drawn.get((row, lit)) or self.draw(row, lit, width, base)
            self._drawn = drawn
            self._lines = [line for lines in drawn.values() for line in lines]
        return self._lines[y] if y < len(self._lines) else Strip.blank(width, base)

    def draw(self, row: MoveRow, lit: bool, width: int, base: Style) -> list[Strip]:
        """The lines of one row: its button, lit when the mouse is over it, then its words."""
        face = "moves--hover" if lit else "moves--button" if row.offered else "moves--refused"
        style = base + self.get_component_rich_style(face)
        note_style = base + self.get_component_rich_style("moves--note")
        spare = self.button_width - len(row.label)
        left = 1 + round((spare - 2) / 2)  # centred between pads of one, as a Button is
        button = Segment(" " * left + row.label + " " * (spare - left), style)
        lines = []
        for index, words in enumerate(self.note_lines(row.words, width)):
            if index == 0:
                first = [button, Segment(" " * GAP, base)]
            else:
                first = [Segment(" " * (self.button_width + GAP), base)]
            line = Strip([*first, Segment(words, note_style)])
            lines.append(line.crop(0, width) if line.cell_length > width else line)
        return lines

    # ----- the mouse -------------------------------------------------------------------

    def button_at(self, event: events.MouseEvent) -> MoveRow | None:
        """The row whose button is under the mouse, if any."""
        offset = event.get_content_offset(self)
        if offset is None or not 0 <= offset.x < self.button_width:
            return None
        row = self.row_at(offset.y)
        if row is None:
            return None
        start = self.spans(self.rows, self.size.width)[self.rows.index(row)][0]
        return row if offset.y == start else None

    def on_click(self, event: events.Click) -> None:
        """A click on a button presses it."""
        row = self.button_at(event)
        if row is not None:
            event.stop()
            self.post_message(self.Pressed(row.move))

    def on_mouse_move(self, event: events.MouseMove) -> None:
        """Light the button under the mouse."""
        row = self.button_at(event)
        self.set_hovered(row.move if row is not None else None)

    def on_leave(self, event: events.Leave) -> None:
        """No button is under the mouse any more."""
        self.set_hovered(None)
