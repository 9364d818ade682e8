"""Records: across every finished session in the save folder, each player's results, and
the sessions themselves, newest first; Enter on a session opens its hand history.

The folder is read by :func:`pontoon_tui.reports.records.read_records` (which never changes a
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
from pontoon_tui.app.widgets.records_table import (
    SESSION_COLUMNS,
    SESSION_PADDING,
    TABLE_MARGIN,
    RecordsTable,
    player_layout,
    player_values,
    session_line,
    session_values,
    session_widths,
)
from pontoon_tui.reports.record_types import Records
from pontoon_tui.reports.records import RecordsError, session_files
from pontoon_tui.reports.stats import skipped_line
from pontoon_tui.safetext import safe_text

ROWS_AT_ONCE = 50
"""How many sessions' rows are added to the table at a time."""
ROWS_PAUSE = 0.02
"""Seconds between two additions: time for the table to measure the rows just added, and
for the keys pressed meanwhile."""


class RecordsScreen(Screen[None]):
    """The records of the save folder; Escape goes back.

    Args:
        directory: the save folder.
        ours: the session file this game holds, read although its lock is held (on the
            final standings, the session just finished).
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

    def __init__(self, directory: Path, ours: Path | None = None) -> None:
        super().__init__()
        self.directory = directory
        self.ours = ours
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
        from pontoon_tui.reports.records import read_records

        try:
            return read_records(self.directory, ours=self.ours)
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
        from pontoon_tui.reports.history import load_history

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
