"""Where sessions live on disk: atomic autosave, one game per session, finding unfinished
sessions, keeping corrupt files aside.

Every session is one ``pontoon-session/1`` file named ``session-YYYYMMDD-HHMMSS.json`` in
the save directory, open in at most one game at a time: the game holds its lock (see
:mod:`pontoon_tui.storage.files`), and another game shows it as in play elsewhere and leaves
it alone. A file is never overwritten except by a newer save of the same session, and then
only by an atomic rename. Nothing is ever deleted: an abandoned session is renamed
``….abandoned.json``, a corrupt one ``….corrupt-N``. The exception is the game's own
leftovers: temporary files a failed write left behind. (Older versions of the game staged
a move in ``.session-….json.next`` before syncing it into place; such a file is ignored.)

At start-up the game reads the save folder (:meth:`SessionStore.scan`): which sessions can
be resumed, which another game has open, and which files could not be used.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import time
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.storage.extra import with_extra
from pontoon_tui.storage.files import LOCK, TEMP, SessionLock, try_lock, write_atomically

if TYPE_CHECKING:
    from pontoon_tui.engine.events import Event
    from pontoon_tui.engine.session import Session
    from pontoon_tui.engine.views import TableView

# The session file's reader and writer load with the first save or load, not at start-up
# (the setup screen needs neither).

SAVE_DIR_ENV = "PONTOON_SAVE_DIR"
PREFIX = "session-"
ABANDONED = ".abandoned.json"


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Problem(NamedTuple):
    """A save file that could not be used, and where it was moved (None: it stays where
    it is, because it is only unreadable or the folder cannot be changed)."""

    path: Path
    reason: str
    kept_as: Path | None = None
    unreadable: bool = False

    def message(self) -> str:
        """One line for the player, every name from outside shown escaped."""
        from pontoon_tui.safetext import safe_text

        name, reason = safe_text(self.path.name), safe_text(self.reason, 100)
        if self.unreadable:
            return f"{name} cannot be read ({reason}); it is left as it is"
        if self.kept_as is None:
            return f"{name} could not be loaded ({reason}); it could not be moved aside"
        return f"{name} could not be loaded ({reason}); kept as {safe_text(self.kept_as.name)}"


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Saved(NamedTuple):
    """A session file that loads; ``held`` when another running game has it open."""

    path: Path
    session: Session
    held: bool = False

    @property
    def view(self) -> TableView:
        """What anyone at the table may see of the session (as the resume list shows it)."""
        from pontoon_tui.engine.views import table_view

        return table_view(self.session, None)


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
                :func:`~pontoon_tui.storage.extra.read_extra` gives them back.
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
        """Load every live session file; unusable ones are moved aside and reported.

        A session another running game holds is only read (``held``), never touched.
        Every other one is locked while it is looked at: temporary files are removed, a
        corrupt file is kept aside (a file that cannot be read is only reported). In a
        folder that cannot be changed, what can be loaded is still offered.

        Returns:
            The unfinished sessions (newest first) and the problems found.
        """
        if not self.directory.is_dir():
            return [], []
        found: list[tuple[float, str, Saved]] = []
        problems: list[Problem] = []
        for name in session_names(self.directory):
            path = self.directory / name
            try:
                lock = try_lock(path)
            except OSError:
                lock = None
                held = False  # it cannot be locked at all: only read
            else:
                held = lock is None
            try:
                saved = self._look_at(path, lock, held, problems)
            finally:
                if lock is not None:
                    lock.release()
            if saved is not None:
                found.append((_mtime(path), name, saved))
        found.sort(key=lambda item: (item[0], item[1]), reverse=True)
        return [saved for _, _, saved in found], problems

    def _look_at(
        self, path: Path, lock: SessionLock | None, held: bool, problems: list[Problem]
    ) -> Saved | None:
        """The unfinished session at ``path``, tidied first when this game holds its
        ``lock``; None when there is none."""
        if lock is not None:
            with contextlib.suppress(OSError):  # a folder that cannot be changed: a later start
                self.remove_temporary_files(path)
        if not path.is_file():
            return None
        try:
            os.close(os.open(path, os.O_RDONLY | os.O_CLOEXEC))
        except PermissionError as error:
            problems.append(Problem(path, _os_reason(error), unreadable=True))
            return None
        except OSError:
            return None
        from pontoon_tui.engine.sessionfile import load_session  # not at start-up

        try:
            session = load_session(path)
        except FormatError as error:
            if lock is None:
                return None  # not this game's to move: whoever holds it will
            try:
                kept: Path | None = self.keep_aside(path)
            except OSError:
                kept = None
            problems.append(Problem(path, str(error), kept))
            return None
        return None if session.finished else Saved(path, session, held)

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


def session_names(directory: Path) -> list[str]:
    """The names of every live session file (not abandoned, not corrupt), and of the
    sessions whose temporary or lock files are all that is left of them."""
    names: set[str] = set()
    with os.scandir(directory) as entries:
        for entry in entries:
            name = entry.name
            temp = TEMP.match(name)
            if temp:
                name = temp.group(1)
            elif name.startswith(f".{PREFIX}") and name.endswith(f".json{LOCK}"):
                name = name[1 : -len(LOCK)]
            if name.startswith(PREFIX) and name.endswith(".json"):
                names.add(name)
    return sorted(n for n in names if not n.endswith(ABANDONED))


def _os_reason(error: OSError) -> str:
    return error.strerror or str(error)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
