"""The records' tables: the players' figures and the finished sessions, each laid out
to the width it has (a players' heading in a shorter word only where the full one does
not fit, every heading on one line; the sessions' longest columns cut with an ellipsis),
and the table that shows them.
"""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.binding import Binding, BindingType
from textual.widgets import DataTable

from pontoon_tui.reports.record_types import Records, SessionRecord
from pontoon_tui.reports.stats import banker_net_words
from pontoon_tui.safetext import safe_text

WIDE_HEADINGS = (
    "Player",
    "Played",
    "Won",
    "Net",
    "Per deal",
    "Best",
    "Worst",
    "Pontoons",
    "Five-card tricks",
    "Busts",
    "Deals banked",
    "Banker's net",
)
"""The players' table's headings when the terminal is wide enough: ``pontoon stats``'s."""
NARROW_HEADINGS = (
    "Player",
    "Games",
    "Won",
    "Net",
    "Avg",
    "Best",
    "Worst",
    "Pontoons",
    "Tricks",
    "Busts",
    "Banked",
    "Bank net",
)
"""The same headings in shorter words, each on one line as well, used where the full
heading does not fit: at 80 columns every column fits names of up to 9 characters, or
four-digit figures."""
WIDE_GAP = 2
NARROW_GAP = 1
"""Spaces before each figure's column, in the wide and in the narrow layout."""
TABLE_MARGIN = 2
"""Columns of a table's width that hold no cell: the left margin and the scroll bar."""
SESSION_COLUMNS = ("Date", "Winner", "Deals", "Players", "House rules")
SESSION_PADDING = 1
"""Spaces on each side of a session's cell."""
SHRINKS = (1, 3, 4)
"""The sessions' columns cut (ending in "…") when the table is wider than the screen:
the winner, the players and the house rules; the selected session's line below the table
shows them in full."""


def signed(amount: int) -> str:
    """``+5``, ``-3``, ``0``."""
    return f"{amount:+d}" if amount else "0"


def player_values(records: Records) -> list[tuple[str, ...]]:
    """One row per player name (the computer's seats of a name marked, in a row of their
    own): the name, sessions played and won, net, per deal, best and worst session,
    Pontoons, five-card tricks, busts, deals banked and the banker's net (an en dash for a
    player who never banked)."""
    return [
        (
            safe_text(row.seat),
            str(row.sessions),
            str(row.wins),
            signed(row.net),
            f"{row.per_deal:+.2f}",
            signed(row.best),
            signed(row.worst),
            str(row.pontoons),
            str(row.five_card_tricks),
            str(row.busts),
            str(row.deals_banked),
            banker_net_words(row),
        )
        for row in records.players
    ]


def _cells(text: str) -> int:
    return max(Text(line).cell_len for line in text.split("\n"))


def player_widths(values: list[tuple[str, ...]], headings: tuple[str, ...], gap: int) -> list[int]:
    """Each column's width: its widest heading line or value, and ``gap`` spaces before
    every figure."""
    widths = []
    for index, heading in enumerate(headings):
        widest = max([_cells(heading), *(_cells(row[index]) for row in values)])
        widths.append(widest + (gap if index else 0))
    return widths


def player_layout(values: list[tuple[str, ...]], width: int) -> tuple[tuple[str, ...], list[int]]:
    """The headings and column widths for a table ``width`` cells wide: the full
    headings when they fit (two spaces before each figure, else one); else as few of them
    in shorter words as make the table fit, those that save the most first; else all of
    them in shorter words."""
    for gap in (WIDE_GAP, NARROW_GAP):
        wide = player_widths(values, WIDE_HEADINGS, gap)
        if sum(wide) <= width:
            return WIDE_HEADINGS, wide
    narrow = player_widths(values, NARROW_HEADINGS, NARROW_GAP)
    savings = sorted(range(len(wide)), key=lambda i: wide[i] - narrow[i], reverse=True)
    headings, widths = list(WIDE_HEADINGS), list(wide)
    for index in savings:
        if sum(widths) <= width or widths[index] <= narrow[index]:
            break
        headings[index], widths[index] = NARROW_HEADINGS[index], narrow[index]
    if sum(widths) <= width:
        return tuple(headings), widths
    return NARROW_HEADINGS, narrow


def session_values(session: SessionRecord) -> tuple[str, ...]:
    """A session's row: date, winner(s), deals, players and house rules."""
    return (
        session.date.strftime("%Y-%m-%d %H:%M"),
        " and ".join(safe_text(session.seat(p)) for p in session.winners),
        str(session.deals),
        ", ".join(safe_text(session.seat(p)) for p in session.players),
        ", ".join(session.rules_words) or "none",
    )


def session_widths(rows: list[tuple[str, ...]], width: int) -> list[int]:
    """The sessions' column widths (padding not included) for a table ``width`` cells
    wide: each column as wide as its widest cell, and when that is too wide, the columns
    in :data:`SHRINKS` given a fair share of what is left (a narrow one keeps its width,
    the rest is shared among the wider ones)."""
    natural = [
        max([_cells(label), *(_cells(row[index]) for row in rows)])
        for index, label in enumerate(SESSION_COLUMNS)
    ]
    room = width - 2 * SESSION_PADDING * len(SESSION_COLUMNS)
    room -= sum(w for i, w in enumerate(natural) if i not in SHRINKS)
    if sum(natural[i] for i in SHRINKS) <= room:
        return natural
    widths = list(natural)
    left = sorted(SHRINKS, key=lambda i: natural[i])
    while left:
        share = room // len(left)
        if natural[left[0]] <= share:
            room -= natural[left.pop(0)]
            continue
        for index in left:
            widths[index] = max(share, _cells(SESSION_COLUMNS[index]))
        widths[left[-1]] += max(0, room - share * len(left))
        break
    return widths


def session_line(session: SessionRecord) -> str:
    """The selected session in full: its players, its house rules and its winner."""
    players, rules, winners = (
        ", ".join(session.seat(p) for p in session.players),
        ", ".join(session.rules_words),
        [session.seat(p) for p in session.winners],
    )
    won = f"winner {winners[0]}" if len(winners) == 1 else "winners " + " and ".join(winners)
    return safe_text(
        f"{players} · {'house rules: ' + rules if rules else 'no house rules'} · {won}", 400
    )


class RecordsTable(DataTable[Text]):
    """A table of the records: Home and End go to the first and the last row;
    :meth:`action_column` scrolls a table wider than the screen by a whole column (the
    screen's ← and →)."""

    DEFAULT_CSS = """
    /* Without colour (NO_COLOR) the selected row, only a background in colour, would not
       show: it is drawn in reverse while the table has the focus, underlined otherwise. */
    RecordsTable:nocolor > .datatable--cursor {
        text-style: bold underline;
    }
    RecordsTable:nocolor:focus > .datatable--cursor {
        text-style: bold reverse;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "first_row", "First", show=False),
        Binding("end", "last_row", "Last", show=False),
    ]

    def action_column(self, step: int) -> None:
        """Scroll so that the next column (``step`` 1) or the one before (-1) begins at
        the left edge, after the columns that never scroll."""
        starts = [0]
        for column in self.ordered_columns[self.fixed_columns :]:
            starts.append(starts[-1] + column.get_render_width(self))
        x = round(self.scroll_x)
        if step > 0:
            target = next((start for start in starts if start > x), x)
        else:
            target = max((start for start in starts if start < x), default=0)
        self.scroll_to(x=min(target, self.max_scroll_x), animate=False)

    def action_first_row(self) -> None:
        """The first row."""
        if self.row_count:
            self.move_cursor(row=0)

    def action_last_row(self) -> None:
        """The last row."""
        if self.row_count:
            self.move_cursor(row=self.row_count - 1)
