"""Reading the save folder at start-up: which sessions can be resumed, which another
game has open, and which files could not be used (see :meth:`SessionStore.scan`)."""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.files import LOCK, TEMP, SessionLock, try_lock

if TYPE_CHECKING:
    from pontoon_tui.engine.session import Session
    from pontoon_tui.store import SessionStore

PREFIX = "session-"
ABANDONED = ".abandoned.json"


# A NamedTuple, not a dataclass: made in a seventh of the time as the game starts.
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


# A NamedTuple, not a dataclass: made in a seventh of the time as the game starts.
class Saved(NamedTuple):
    """A session file that loads; ``held`` when another running game has it open."""

    path: Path
    session: Session
    held: bool = False


def _os_reason(error: OSError) -> str:
    return error.strerror or str(error)


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


def scan(store: SessionStore) -> tuple[list[Saved], list[Problem]]:
    """Load every live session file; unusable ones are moved aside and reported.

    A session another running game holds is only read (``held``), never touched.
    Every other one is locked while it is looked at: temporary files are removed, a
    corrupt file is kept aside (a file that cannot be read is only reported). In a
    folder that cannot be changed, what can be loaded is still offered.

    Returns:
        The unfinished sessions (newest first) and the problems found.
    """
    if not store.directory.is_dir():
        return [], []
    found: list[tuple[float, str, Saved]] = []
    problems: list[Problem] = []
    for name in session_names(store.directory):
        path = store.directory / name
        try:
            lock = try_lock(path)
        except OSError:
            lock = None
            held = False  # it cannot be locked at all: only read
        else:
            held = lock is None
        try:
            saved = look_at(store, path, lock, held, problems)
        finally:
            if lock is not None:
                lock.release()
        if saved is not None:
            found.append((_mtime(path), name, saved))
    found.sort(key=lambda item: (item[0], item[1]), reverse=True)
    return [saved for _, _, saved in found], problems


def look_at(
    store: SessionStore, path: Path, lock: SessionLock | None, held: bool, problems: list[Problem]
) -> Saved | None:
    """The unfinished session at ``path``, tidied first when this game holds its
    ``lock``; None when there is none."""
    if lock is not None:
        with contextlib.suppress(OSError):  # a folder that cannot be changed: a later start
            store.remove_temporary_files(path)
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
            kept: Path | None = store.keep_aside(path)
        except OSError:
            kept = None
        problems.append(Problem(path, str(error), kept))
        return None
    return None if session.finished else Saved(path, session, held)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0
