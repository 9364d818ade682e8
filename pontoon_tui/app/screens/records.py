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

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widgets import DataTable
from textual.worker import Worker, WorkerState

from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.records import Records, RecordsError, SessionRecord, session_files
from pontoon_tui.safetext import safe_text
from pontoon_tui.stats import skipped_line

PLAYER_COLUMNS = (
    "Player",
    "Ses-\nsions",
    "Won",
    "Net",
    "Per\ndeal",
    "Best",
    "Worst",
    "Pon-\ntoons",
    "5-card\ntricks",
    "Busts",
    "Deals\nbanked",
    "Bank\nnet",
)
"""The players' table's headings, two lines high so that the table fits 80 columns."""
ROWS_AT_ONCE = 50
"""How many sessions' rows are added to the table at a time."""
ROWS_PAUSE = 0.02
"""Seconds between two additions: time for the table to measure the rows just added, and
for the keys pressed meanwhile."""
SESSION_COLUMNS = ("Date", "Winner", "Deals", "Players", "House rules")


def signed(amount: int) -> str:
    """``+5``, ``-3``, ``0``."""
    return f"{amount:+d}" if amount else "0"


def player_cells(records: Records) -> list[tuple[Text, ...]]:
    """One row per player name: sessions played and won, net, per deal, best and worst
    session, Pontoons, five-card tricks, busts, deals banked and the banker's net."""
    return [
        (
            Text(safe_text(row.name)),
            *(
                Text(value, justify="right")
                for value in (
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
                    signed(row.banker_net),
                )
            ),
        )
        for row in records.players
    ]


def session_cells(session: SessionRecord) -> tuple[Text, ...]:
    """A session's row: date, winner(s), deals, players and house rules."""
    return (
        Text(session.date.strftime("%Y-%m-%d %H:%M")),
        Text(" and ".join(safe_text(p) for p in session.winners)),
        Text(str(session.deals), justify="right"),
        Text(", ".join(safe_text(p) for p in session.players)),
        Text(", ".join(session.rules_words) or "none"),
    )


class RecordsScreen(Screen[None]):
    """The records of the save folder; Escape goes back.

    Args:
        directory: the save folder.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("tab", "app.focus_next", "Players / sessions", key_display="Tab"),
        Binding("escape", "back", "Back", key_display="Esc"),
    ]
    CSS = """
    #records-status, #records-skipped, .records-label { padding: 0 1; }
    .records-label { text-style: bold; }
    #records-players { height: auto; max-height: 50%; margin-bottom: 1; }
    #records-sessions { height: 1fr; }
    #records-skipped { color: $text-muted; }
    """

    def __init__(self, directory: Path) -> None:
        super().__init__()
        self.directory = directory
        self.records: Records | None = None

    def compose(self) -> ComposeResult:
        """Title, a status line, the players' table, the sessions' table, what was
        skipped, and the keys."""
        yield Plain("Pontoon · Records", id="title")
        yield Plain("", id="records-status")
        yield Plain("Players", classes="records-label")
        yield DataTable(
            id="records-players",
            cursor_type="row",
            zebra_stripes=True,
            header_height=2,
            fixed_columns=1,
        )
        yield Plain(
            "Sessions, newest first (Enter opens the hand history; ←/→ scroll a table)",
            classes="records-label",
        )
        yield DataTable(
            id="records-sessions", cursor_type="row", zebra_stripes=True, fixed_columns=1
        )
        yield Plain("", id="records-skipped")
        yield KeyBar()

    def on_mount(self) -> None:
        """Say how many files there are and read them in a thread."""
        for table in self.query(DataTable):
            table.display = False
        for label in self.query(".records-label"):
            label.display = False
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
        """Tab moves between the tables only once they show."""
        if action == "focus_next":
            return self.records is not None and bool(self.records.sessions)
        return True

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
        skipped = skipped_line(records)
        self.query_one("#records-skipped", Plain).update(skipped)
        if not count:
            self.status(f"No finished sessions in {where} yet.")
            return
        plural = "session" if count == 1 else "sessions"
        self.status(f"{count} finished {plural} in {where}.")
        players = self.query_one("#records-players", DataTable)
        players.add_column(PLAYER_COLUMNS[0])
        players.add_columns(*(Text(label, justify="right") for label in PLAYER_COLUMNS[1:]))
        players.add_rows(player_cells(records))
        sessions = self.query_one("#records-sessions", DataTable)
        sessions.add_columns(*SESSION_COLUMNS)
        self.add_sessions(0)
        for widget in (*self.query(DataTable), *self.query(".records-label")):
            widget.display = True
        sessions.focus()

    def add_sessions(self, start: int) -> None:
        """Add the sessions' rows from ``start`` on, :data:`ROWS_AT_ONCE` now and the rest
        a moment later: the table measures every cell it is given when it is next idle,
        and 500 rows at once would hold up a key press for a quarter of a second."""
        if self.records is None or not self.is_mounted:
            return
        table = self.query_one("#records-sessions", DataTable)
        chunk = self.records.sessions[start : start + ROWS_AT_ONCE]
        for session in chunk:
            table.add_row(*session_cells(session), key=session.file)
        if start + ROWS_AT_ONCE < len(self.records.sessions):
            self.set_timer(ROWS_PAUSE, lambda: self.add_sessions(start + ROWS_AT_ONCE))

    @on(DataTable.RowSelected, "#records-sessions")
    def _session_selected(self, event: DataTable.RowSelected) -> None:
        self.open_session(event.cursor_row)

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
