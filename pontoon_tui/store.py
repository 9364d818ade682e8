"""Where sessions live on disk: atomic autosave, one game per session, finding unfinished
sessions, keeping corrupt files aside.

Every session is one ``pontoon-session/1`` file named ``session-YYYYMMDD-HHMMSS.json`` in
the save directory, open in at most one game at a time: the game holds its lock (see
:mod:`pontoon_tui.files`), and another game shows it as in play elsewhere and leaves it
alone. A file is never overwritten except by a newer save of the same session, and then
only by an atomic rename. Nothing is ever deleted: an abandoned session is renamed
``….abandoned.json``, a corrupt one ``….corrupt-N``. The exception is the game's own
leftovers: temporary files a failed write left behind. (Older versions of the game staged
a move in ``.session-….json.next`` before syncing it into place; such a file is ignored.)
"""

from __future__ import annotations

import itertools
import os
import time
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.files import TEMP, SessionLock, try_lock, write_atomically
from pontoon_tui.scanning import ABANDONED, PREFIX, Problem, Saved

if TYPE_CHECKING:
    from pontoon_tui.engine.events import Event
    from pontoon_tui.engine.session import Session

# The session file's reader and writer load with the first save or load, not at start-up
# (the setup screen needs neither).

SAVE_DIR_ENV = "PONTOON_SAVE_DIR"
FORMAT_KEYS = frozenset({"format", "players", "deals", "rules", "events"})
COMPUTER_KEY = "computer"
"""The extra key of a session file the game wrote that lists the seats the computer
played, in seating order (the format ignores keys it does not name; a file without it
says nothing of who played)."""


def default_save_dir() -> Path:
    """``$PONTOON_SAVE_DIR``, or ``sessions`` in the user data directory."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("pontoon-tui", appauthor=False)) / "sessions"


def _making_the_directory(path: Path, write: Callable[[], None]) -> None:
    """Run ``write`` (of ``path`` or a file beside it), making the directory first if the
    write finds it missing (new, or gone meanwhile): no check on every save."""
    try:
        write()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        write()


class SessionStore:
    """The save directory.

    Args:
        directory: where session files live; created when first needed.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._encoded: dict[Path, tuple[Session, Event | None, list[str]]] = {}

    # ----- one game per session --------------------------------------------------------

    def reserve(self) -> SessionLock:
        """A new session's file name, reserved for this game alone: its lock file is
        created exclusively and held (see :func:`try_lock`), so two games started in the
        same second never share a file. Release the lock when the game closes it."""
        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for counter in itertools.count(1):
            suffix = f"-{counter}" if counter > 1 else ""
            path = self.directory / f"{PREFIX}{stamp}{suffix}.json"
            if os.path.lexists(path):
                continue
            try:
                lock = try_lock(path, new=True)
            except FileExistsError:
                continue
            if lock is None:
                continue
            if os.path.lexists(path):  # written meanwhile by a game that takes no lock
                lock.release()
                continue
            return lock
        raise AssertionError("unreachable")  # pragma: no cover

    def new_path(self) -> Path:
        """A fresh file name for a new session (not kept reserved: see :meth:`reserve`)."""
        lock = self.reserve()
        lock.release()
        return lock.path

    def lock(self, path: Path) -> SessionLock | None:
        """Take the lock of the session file ``path`` for this game; None when another
        running game holds it. Raises :class:`OSError` when it cannot be taken at all."""
        return try_lock(path)

    def is_held(self, path: Path) -> bool:
        """Whether another running game has the session file ``path`` open."""
        try:
            lock = try_lock(path)
        except OSError:
            return False
        if lock is None:
            return True
        lock.release()
        return False

    # ----- saving ----------------------------------------------------------------------

    def save(
        self,
        session: Session,
        path: Path,
        *,
        extra: Mapping[str, object] | None = None,
        sync: bool = True,
    ) -> None:
        """Save ``session`` at ``path`` atomically.

        Events encoded by an earlier save of the same session to the same path are
        reused, so a save after each move encodes only that move.

        Args:
            session: the session to save.
            path: its file.
            extra: further top-level keys for the file (the table's own settings, such as
                which seats the computer plays); readers of the format ignore them, and
                :func:`read_extra` gives them back.
            sync: wait for the disk, the folder's rename included (see
                :func:`write_atomically`).
        """
        text = self._text(session, path, extra)
        _making_the_directory(path, lambda: write_atomically(path, text, sync=sync))

    def _text(self, session: Session, path: Path, extra: Mapping[str, object] | None) -> str:
        from pontoon_tui.engine.sessionfile import assemble_session

        text = assemble_session(session, self._event_lines(session, path))
        return with_extra(text, extra) if extra else text

    def prime(self, session: Session, path: Path) -> None:
        """Get ready to save ``session`` at ``path`` without writing anything: load the
        file writer and encode the events so far, so that the next save (a move) only
        encodes that move."""
        self._event_lines(session, path)

    def _event_lines(self, session: Session, path: Path) -> list[str]:
        from pontoon_tui.engine.sessionfile import encode_event

        events = session.events
        cached = self._encoded.get(path)
        lines: list[str] = []
        if cached is not None:
            owner, last, done = cached
            same = owner is session and len(done) <= len(events)
            if same and (not done or events[len(done) - 1] is last):
                lines = done
        lines.extend(encode_event(event) for event in events[len(lines) :])
        self._encoded[path] = (session, events[-1] if events else None, lines)
        return lines

    # ----- what a killed game left ------------------------------------------------------

    def remove_temporary_files(self, path: Path) -> None:
        """Remove the temporary files a save of ``path`` left behind (a full disk, a kill
        mid-write): only the game's own names, only regular files. Only for a session
        this game holds."""
        for entry in os.scandir(path.parent):
            found = TEMP.match(entry.name)
            if found and found.group(1) == path.name and entry.is_file(follow_symlinks=False):
                os.unlink(entry.path)

    # ----- finding sessions ------------------------------------------------------------

    def scan(self) -> tuple[list[Saved], list[Problem]]:
        """Load every live session file; unusable ones are moved aside and reported (see
        :func:`pontoon_tui.scanning.scan`).

        Returns:
            The unfinished sessions (newest first) and the problems found.
        """
        from pontoon_tui.scanning import scan

        return scan(self)

    def keep_aside(self, path: Path) -> Path:
        """Rename a corrupt file out of the way (as ``<its name>.corrupt-N``), never
        overwriting anything."""
        stem = path.name
        counter = 1
        target = path.with_name(f"{stem}.corrupt-{counter}")
        while os.path.lexists(target):
            counter += 1
            target = path.with_name(f"{stem}.corrupt-{counter}")
        path.rename(target)
        return target

    def abandon(self, path: Path) -> Path:
        """Keep an unfinished session as a record that will not be offered again (only
        one this game holds, see :meth:`lock`)."""
        target = path.with_name(path.name.removesuffix(".json") + ABANDONED)
        counter = 1
        while os.path.lexists(target):
            counter += 1
            target = path.with_name(f"{path.name.removesuffix('.json')}-{counter}{ABANDONED}")
        path.rename(target)
        return target

    def abandon_unfinished(self) -> list[Path]:
        """Set aside (see :meth:`abandon`) every unfinished session no other game holds;
        returns where they went."""
        unfinished, _ = self.scan()
        kept: list[Path] = []
        for saved in unfinished:
            lock = None if saved.held else try_lock(saved.path)
            if lock is None:
                continue
            try:
                if saved.path.is_file():
                    kept.append(self.abandon(saved.path))
            finally:
                lock.release()
        return kept


def load_problem(path: Path) -> str | None:
    """Why the session file at ``path`` cannot be opened, or None when it can."""
    from pontoon_tui.engine.sessionfile import load_session

    try:
        load_session(path)
    except FormatError as error:
        return str(error)
    return None


def with_extra(text: str, extra: Mapping[str, object]) -> str:
    """A session file's text with ``extra`` added as further top-level keys."""
    clash = FORMAT_KEYS.intersection(extra)
    if clash:
        raise ValueError(f"extra keys may not replace the format's own: {sorted(clash)}")
    import json

    body = text.rstrip()
    assert body.endswith("}"), "a session file is one JSON object"
    added = json.dumps(dict(extra), ensure_ascii=False)[1:-1]
    return f"{body[:-1]}, {added}}}\n"


def read_extra(path: Path) -> dict[str, Any]:
    """The top-level keys of a session file beyond the format's own; empty when there
    are none or the file cannot be read."""
    import json

    from pontoon_tui.engine.sessionfile import read_session_bytes

    try:
        data = json.loads(read_session_bytes(path).decode("utf-8-sig"))
    except (FormatError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items() if key not in FORMAT_KEYS}


def computer_seats(extra: Mapping[str, Any], players: Iterable[str]) -> frozenset[str]:
    """The seats of ``players`` that a session file's extra keys say the computer played;
    a value that is not a list of names, and a name that is no player's, are ignored."""
    named = extra.get(COMPUTER_KEY, [])
    names = {n for n in named if isinstance(n, str)} if isinstance(named, list) else set()
    return frozenset(p for p in players if p in names)
