"""Records: across every finished session in the save folder, each player's results, and
the sessions themselves, newest first; Enter on a session opens its hand history.

The folder is read by :func:`pontoon_tui.records.read_records` (which never changes a
file) in a worker thread, so the screen answers keys while hundreds of sessions are read
for the first time; a line says how many are being read. The figures and the words for
what was skipped are the ones ``pontoon stats`` prints.
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.console import JustifyMethod
from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable
from textual.worker import Worker, WorkerState

from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.records import Records, RecordsError, SessionRecord, session_files
from pontoon_tui.safetext import safe_text
from pontoon_tui.stats import banker_net_words, skipped_line

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
    "Played",
    "Won",
    "Net",
    "Per\ndeal",
    "Best",
    "Worst",
    "Pon-\ntoons",
    "5-card\ntricks",
    "Busts",
    "Deals\nbanked",
    "Banker's\nnet",
)
"""The same headings on two lines, so that the table fits 80 columns."""
WIDE_GAP = 2
NARROW_GAP = 1
"""Spaces before each figure's column, in the wide and in the narrow layout."""
TABLE_MARGIN = 2
"""Columns of a table's width that hold no cell: the left margin and the scroll bar."""
ROWS_AT_ONCE = 50
"""How many sessions' rows are added to the table at a time."""
ROWS_PAUSE = 0.02
"""Seconds between two additions: time for the table to measure the rows just added, and
for the keys pressed meanwhile."""
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
    headings on one line when they fit, else two lines of shorter ones."""
    wide = player_widths(values, WIDE_HEADINGS, WIDE_GAP)
    if sum(wide) <= width:
        return WIDE_HEADINGS, wide
    return NARROW_HEADINGS, player_widths(values, NARROW_HEADINGS, NARROW_GAP)


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
    """A table of the records: Home and End go to the first and the last row; ← and →
    scroll a table wider than the screen by a whole column."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("home", "first_row", "First", show=False),
        Binding("end", "last_row", "Last", show=False),
        Binding("left", "column(-1)", "Columns", show=False),
        Binding("right", "column(1)", "Columns", show=False),
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


class RecordsScreen(Screen[None]):
    """The records of the save folder; Escape goes back.

    Args:
        directory: the save folder.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "other_table", "Players / sessions", key_display="Tab"),
        Binding("left", "players_column(-1)", "Columns", key_display="←/→", priority=True),
        Binding("right", "players_column(1)", "Columns", show=False, priority=True),
        Binding("escape", "back", "Back", key_display="Esc"),
    ]
    CSS = """
    #records-status, #records-skipped, #records-session, .records-label { padding: 0 1; }
    .records-label { text-style: bold; }
    RecordsTable { padding-left: 1; scrollbar-size-vertical: 1; }
    #records-players { height: auto; max-height: 50%; margin-bottom: 1; }
    #records-sessions { height: 1fr; }
    #records-skipped { color: $text-muted; }
    """

    def __init__(self, directory: Path) -> None:
        super().__init__()
        self.directory = directory
        self.records: Records | None = None
        self.player_rows: list[tuple[str, ...]] = []
        self.session_rows: list[tuple[str, ...]] = []
        self.laid_out: tuple[object, ...] = ()
        """The players' headings and widths and the sessions' widths the tables have."""
        self.keep_row = 0
        """The session row to highlight again once the table is filled anew."""
        self.players_cut = False
        """Whether the players' table is wider than the screen: ← and → then scroll it,
        whichever table has the focus, and the key bar says so."""

    def compose(self) -> ComposeResult:
        """Title, a status line, the players' table, the sessions' table, the session
        chosen in full, what was skipped, and the keys."""
        yield Plain("Pontoon · Records", id="title")
        yield Plain("", id="records-status")
        yield Plain("Players", id="players-label", classes="records-label")
        yield RecordsTable(
            id="records-players",
            cursor_type="row",
            zebra_stripes=True,
            cell_padding=0,
        )
        yield Plain(
            "Sessions, newest first (Enter opens the hand history)",
            id="sessions-label",
            classes="records-label",
        )
        yield RecordsTable(
            id="records-sessions",
            cursor_type="row",
            zebra_stripes=True,
            fixed_columns=1,
            cell_padding=SESSION_PADDING,
        )
        yield Plain("", id="records-session")
        yield Plain("", id="records-skipped")
        yield KeyBar()

    def on_mount(self) -> None:
        """Say how many files there are and read them in a thread."""
        for widget in (*self.query(DataTable), *self.query(".records-label")):
            widget.display = False
        where = safe_text(self.directory)
        try:
            count = len(session_files(self.directory))
        except RecordsError as error:
            self.status(self.unreadable(str(error)))
            return
        if not count:
            self.status(f"No sessions have been saved in {where} yet.")
            return
        plural = "session" if count == 1 else "sessions"
        self.status(f"Reading {count} {plural} in {where}…")
        self.read()

    def unreadable(self, reason: str) -> str:
        """What the screen says of a save folder it cannot read."""
        where = safe_text(self.directory)
        if reason == "no such folder":
            return f"No sessions have been saved in {where} yet."
        return f"The save folder {where} cannot be read: {safe_text(reason, 100)}."

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Tab moves between the tables only once they show; before, it is not offered."""
        if action == "other_table":
            return self.records is not None and bool(self.records.sessions)
        if action == "players_column":  # else ← and → go to the table with the focus
            return self.players_cut
        return True

    def action_players_column(self, step: int) -> None:
        """Scroll the players' table a column to the right (``step`` 1) or the left (-1)."""
        self.query_one("#records-players", RecordsTable).action_column(step)

    def action_other_table(self) -> None:
        """From one table to the other."""
        self.focus_next()

    def status(self, text: str) -> None:
        """Show the status line."""
        self.query_one("#records-status", Plain).update(text)

    @work(thread=True, exclusive=True, exit_on_error=False)
    def read(self) -> Records | str:
        """The records (in a worker thread), or why the folder cannot be read."""
        from pontoon_tui.records import read_records

        try:
            return read_records(self.directory)
        except RecordsError as error:
            return str(error)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """Show the records once they are read."""
        if event.state is WorkerState.SUCCESS:
            found = event.worker.result
            if isinstance(found, Records):
                self.show_records(found)
            else:
                self.status(self.unreadable(str(found)))
        elif event.state is WorkerState.ERROR:
            why = safe_text(event.worker.error, 100)
            self.status(f"The records could not be read: {why}.")

    def show_records(self, records: Records) -> None:
        """Fill the tables."""
        self.records = records
        where = safe_text(records.directory)
        count = len(records.sessions)
        skipped = self.query_one("#records-skipped", Plain)
        skipped.update(skipped_line(records))
        skipped.display = bool(skipped_line(records))
        self.refresh_bindings()
        if not count:
            self.status(f"No finished sessions in {where} yet.")
            return
        plural = "session" if count == 1 else "sessions"
        self.status(f"{count} finished {plural} in {where}.")
        self.player_rows = player_values(records)
        self.session_rows = [session_values(session) for session in records.sessions]
        for widget in (*self.query(DataTable), *self.query(".records-label")):
            widget.display = True
        self.lay_out()
        self.query_one("#records-sessions", DataTable).focus()

    def on_resize(self, event: events.Resize) -> None:
        """Lay the tables out again for the new width."""
        if self.player_rows:
            self.lay_out()

    def lay_out(self) -> None:
        """Fill both tables with columns that fit the screen's width (a table that
        still does not fit says so in its label); nothing is done when they already
        have the right columns."""
        room = self.size.width - TABLE_MARGIN
        headings, widths = player_layout(self.player_rows, room)
        wanted = session_widths(self.session_rows, room)
        if self.laid_out == (headings, widths, wanted):
            return
        self.laid_out = (headings, widths, wanted)
        players = self.query_one("#records-players", DataTable)
        row = players.cursor_row
        players.clear(columns=True)
        players.header_height = 1 if headings is WIDE_HEADINGS else 2
        for index, (heading, width) in enumerate(zip(headings, widths, strict=True)):
            justify: JustifyMethod = "right" if index else "left"
            players.add_column(Text(heading, justify=justify), width=width)
        players.add_rows(
            tuple(
                Text(value, justify="right" if index else "left", no_wrap=True)
                for index, value in enumerate(values)
            )
            for values in self.player_rows
        )
        players.move_cursor(row=row)
        fits = sum(widths) <= room
        players.fixed_columns = 0 if fits else 1  # the names stay while the figures scroll
        if self.players_cut == fits:
            self.players_cut = not fits
            self.refresh_bindings()
        more = "" if fits else " (←/→ for the columns not shown)"
        self.query_one("#players-label", Plain).update(f"Players{more}")
        sessions = self.query_one("#records-sessions", DataTable)
        self.keep_row = sessions.cursor_row
        sessions.clear(columns=True)
        for label, width in zip(SESSION_COLUMNS, wanted, strict=True):
            sessions.add_column(label, width=width)
        self.add_sessions(0, self.laid_out)

    def add_sessions(self, start: int, layout: tuple[object, ...]) -> None:
        """Add the sessions' rows from ``start`` on, :data:`ROWS_AT_ONCE` now and the rest
        a moment later: the table measures every cell it is given when it is next idle,
        and 500 rows at once would hold up a key press for a quarter of a second. A
        later layout stops the additions for an earlier one."""
        if self.records is None or not self.is_mounted or layout is not self.laid_out:
            return
        table = self.query_one("#records-sessions", DataTable)
        chunk = self.records.sessions[start : start + ROWS_AT_ONCE]
        for offset, session in enumerate(chunk):
            values = self.session_rows[start + offset]
            table.add_row(
                *(
                    Text(
                        value,
                        justify="right" if index == 2 else "left",
                        no_wrap=True,
                        overflow="ellipsis",
                    )
                    for index, value in enumerate(values)
                ),
                key=session.file,
            )
        if start <= self.keep_row < start + ROWS_AT_ONCE:
            table.move_cursor(row=self.keep_row)
        if start + ROWS_AT_ONCE < len(self.records.sessions):
            self.set_timer(ROWS_PAUSE, lambda: self.add_sessions(start + ROWS_AT_ONCE, layout))

    @on(DataTable.RowHighlighted, "#records-sessions")
    def _session_highlighted(self, event: DataTable.RowHighlighted) -> None:
        if self.records is not None and 0 <= event.cursor_row < len(self.records.sessions):
            line = session_line(self.records.sessions[event.cursor_row])
            self.query_one("#records-session", Plain).update(line)

    @on(DataTable.RowSelected, "#records-sessions")
    def _session_selected(self, event: DataTable.RowSelected) -> None:
        self.open_session(event.cursor_row)

    @on(DataTable.RowSelected, "#records-players")
    def _player_selected(self, event: DataTable.RowSelected) -> None:
        self.status("Enter opens a session's hand history: Tab to the sessions.")

    def open_session(self, index: int) -> None:
        """Open the hand history of the ``index``-th session listed."""
        from pontoon_tui.app.screens.history import HistoryScreen
        from pontoon_tui.engine.errors import FormatError
        from pontoon_tui.history import load_history

        if self.records is None or not 0 <= index < len(self.records.sessions):
            return
        session = self.records.sessions[index]
        try:
            history = load_history(self.records.path(session))
        except (FormatError, OSError) as error:
            name = safe_text(session.file)
            self.status(f"✗ {name} cannot be read now: {safe_text(error, 100)}")
            return
        self.app.push_screen(HistoryScreen(history, session.file))

    def action_back(self) -> None:
        """Back to the screen before."""
        self.dismiss(None)
