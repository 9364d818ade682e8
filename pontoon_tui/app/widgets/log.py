"""The deal's log: the latest lines of what the table was told, as many as fit the pane."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Sequence

from rich.segment import Segment
from rich.text import Text
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.colours import current_look
from pontoon_tui.app.widgets.card import cards_in_line

INDENT = "  "  # a line that wraps goes on indented
GLUE = "\u00a0"
"""Holds two words on one row while a line is wrapped (never in a line itself: a name is
printable, and a no-break space is not)."""
_CARD = r"(?<![\w♠♥♦♣])(?:10|[2-9JQKA])[♠♥♦♣]"
_BRACKETS = r"\((?:[^()]|\([^()]*\))*\)"  # one bracket inside another at most
TOGETHER = re.compile(rf"(?:{_CARD}(?: {_CARD})*(?: {_BRACKETS})?| \(computer\))\S*")
"""What a wrapped line keeps on one row: a run of cards with the words in brackets after
them (``J♠ 4♠ (14).``, ``9♦ (hand 2, bust (23))``), and a seat's name with its
``(computer)``."""


def wrap(line: str, width: int) -> list[str]:
    """``line`` as rows of at most ``width`` cells, broken between words, the rows after
    the first indented; a run of cards stays with its total, and a seat's name with its
    ``(computer)``, when they fit a row (a longer run breaks between its cards, the last
    card kept with the total)."""
    room = width - len(INDENT)

    def glue(text: str) -> str:
        return text.replace(" ", GLUE) if len(text) <= room else text

    def glued(found: re.Match[str]) -> str:
        text = found.group(0)
        if text.startswith(" ") or len(text) <= room or " (" not in text:
            return glue(text)
        cards, brackets = text.split(" (", 1)
        before, _, last = cards.rpartition(" ")
        tail = glue(f"{last} ({brackets}")  # the last card and its total
        return f"{glue(before)} {tail}" if before else tail

    rows = textwrap.wrap(
        TOGETHER.sub(glued, line), width, subsequent_indent=INDENT, break_on_hyphens=False
    )
    return [row.replace(GLUE, " ") for row in rows] or [""]


def latest_rows(lines: Sequence[str], width: int, height: int) -> list[str]:
    """The rows of the latest ``lines`` that fit ``height`` rows of ``width`` cells.

    A long line wraps on to indented rows (see :func:`wrap`). Only whole lines are shown,
    the newest at the bottom; the newest line alone is cut at the top if even it does not
    fit.
    """
    if width <= 0 or height <= 0:
        return []
    rows: list[str] = []
    for line in reversed(lines):
        wrapped = wrap(line, width)
        if rows and len(rows) + len(wrapped) > height:
            break
        rows[:0] = wrapped
        if len(rows) >= height:
            break
    return rows[-height:]


class DealLog(Widget):
    """The latest lines of the deal's log: the pane shows as many as fit its height, and
    more as the terminal grows.

    Args:
        lines: the log, oldest first.
    """

    DEFAULT_CSS = """
    DealLog { height: 1fr; min-height: 1; color: $text-muted; }
    """

    def __init__(self, lines: Sequence[str] = (), *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.lines: tuple[str, ...] = tuple(lines)
        self._rows_key: tuple[object, ...] = ()
        self._rows: list[Strip] = []
        self._drawn: dict[str, Strip] = {}  # each row shown, drawn once while it shows

    def show(self, lines: Sequence[str]) -> None:
        """Show a newer log (repainted only if it changed; the height never depends on it)."""
        lines = tuple(lines)
        if lines != self.lines:
            self.lines = lines
            self.refresh()

    def render(self) -> Text:
        """The latest lines that fit, the cards in them coloured as the table's are."""
        size = self.content_size
        return cards_in_line("\n".join(latest_rows(self.lines, size.width, size.height)))

    def render_line(self, y: int) -> Strip:
        """Row ``y`` of the latest lines that fit, the cards in it coloured (Textual fills
        the rest of the row). Each row is drawn once while it shows: a new line draws
        itself, and the rows it moves up are kept, until the size or the look changes."""
        size = self.content_size
        base = self.visual_style.rich_style
        look = current_look()
        key = (self.lines, size, base, look)
        if key != self._rows_key:
            if key[1:] != self._rows_key[1:]:
                self._drawn.clear()
            self._rows_key = key
            console = self.app.console
            rows = latest_rows(self.lines, size.width, size.height)
            drawn: dict[str, Strip] = {}
            for row in rows:  # a new line moves the others up: they are drawn already
                strip = self._drawn.get(row)
                if strip is None:
                    parts = cards_in_line(row, look).render(console)
                    strip = Strip([Segment(t, base + p if p else base) for t, p, _ in parts])
                drawn[row] = strip
            self._drawn = drawn
            # each row marked with its place in the text, for selecting it with the mouse
            self._rows = [drawn[row].apply_offsets(0, index) for index, row in enumerate(rows)]
        return self._rows[y] if y < len(self._rows) else Strip.blank(size.width, base)
