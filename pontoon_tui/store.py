"""Where sessions live on disk: atomic autosave, finding unfinished sessions, keeping
corrupt files aside.

Every session is one ``pontoon-session/1`` file named ``session-YYYYMMDD-HHMMSS.json`` in
the save directory. A file is never overwritten except by a newer save of the same
session, and then only by an atomic rename. Nothing is ever deleted: an abandoned session
is renamed ``….abandoned.json``, a corrupt one ``….corrupt-N``. The one exception is a
staged save (``.session-….json.next``, see :meth:`SessionStore.stage`) that holds nothing
its session file lacks.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.engine.errors import FormatError

if TYPE_CHECKING:
    from pontoon_tui.engine.events import Event
    from pontoon_tui.engine.session import Session

# The session file's reader and writer load with the first save or load, not at start-up
# (the setup screen needs neither).

SAVE_DIR_ENV = "PONTOON_SAVE_DIR"
PREFIX = "session-"
ABANDONED = ".abandoned.json"
STAGED = ".next"
FORMAT_KEYS = frozenset({"format", "players", "deals", "events"})


def default_save_dir() -> Path:
    """``$PONTOON_SAVE_DIR``, or ``sessions`` in the user data directory."""
    override = os.environ.get(SAVE_DIR_ENV)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("pontoon-tui", appauthor=False)) / "sessions"


def write_file(path: Path, text: str, *, sync: bool) -> None:
    """Write ``text`` to ``path`` whole (replacing what it held), synced to the disk when
    ``sync`` is set; not atomic (see :func:`write_atomically`)."""
    data = text.encode("utf-8")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        view = memoryview(data)
        while view:
            written = os.write(fd, view)
            view = view[written:]
        if sync:
            os.fsync(fd)
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str, *, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new.

    The text goes to a temporary file in the same directory, is flushed and synced, and
    then renamed over ``path``. Without ``sync`` the text is renamed into place once the
    system has it, not yet on the disk: that survives the process being killed, but not
    the machine losing power (a synced save should follow).
    """
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    write_file(tmp, text, sync=sync)
    os.replace(tmp, path)


def _making_the_directory(path: Path, write: Callable[[], None]) -> None:
    """Run ``write`` (of ``path`` or a file beside it), making the directory first if the
    write finds it missing (new, or gone meanwhile): no check on every save."""
    try:
        write()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        write()


def staged_path(path: Path) -> Path:
    """Where a save of the session file ``path`` waits to be synced and put in place."""
    return path.with_name(f".{path.name}{STAGED}")


@dataclass(frozen=True, slots=True)
class Problem:
    """A save file that could not be used, and where it was moved."""

    path: Path
    kept_as: Path
    reason: str

    def message(self) -> str:
        """One line for the player."""
        from pontoon_tui.safetext import safe_text

        name, kept = safe_text(self.path.name), safe_text(self.kept_as.name)
        return f"{name} could not be loaded ({safe_text(self.reason, 100)}); kept as {kept}"


@dataclass(frozen=True, slots=True)
class Saved:
    """A session file that loads."""

    path: Path
    session: Session


class SessionStore:
    """The save directory.

    Args:
        directory: where session files live; created when first needed.
    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory
        self._encoded: dict[Path, tuple[Session, Event | None, list[str]]] = {}

    def new_path(self) -> Path:
        """A fresh file name for a new session."""
        self.directory.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.directory / f"{PREFIX}{stamp}.json"
        counter = 1
        while path.exists():
            counter += 1
            path = self.directory / f"{PREFIX}{stamp}-{counter}.json"
        return path

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
            sync: wait for the disk (see :func:`write_atomically`).
        """
        text = self._text(session, path, extra)
        _making_the_directory(path, lambda: write_atomically(path, text, sync=sync))

    def stage(
        self, session: Session, path: Path, *, extra: Mapping[str, object] | None = None
    ) -> None:
        """Write ``session`` beside its file ``path`` (at :func:`staged_path`), without
        waiting for the disk and without touching ``path``.

        This is the quickest save that survives the game being killed: a move is staged
        before the screen shows it, and :meth:`commit` syncs it into place just after.
        Killed in between, the game loses nothing: :meth:`recover` (run by :meth:`scan`)
        puts the staged save in place.
        """
        text = self._text(session, path, extra)
        _making_the_directory(path, lambda: write_file(staged_path(path), text, sync=False))

    def commit(self, path: Path) -> None:
        """Sync the save staged for ``path`` to the disk and rename it over ``path``."""
        staged = staged_path(path)
        fd = os.open(staged, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(staged, path)

    def drop_staged(self, path: Path) -> None:
        """Remove the save staged for ``path``, once ``path`` holds a newer save."""
        staged_path(path).unlink(missing_ok=True)

    def recover(self, path: Path) -> bool:
        """Put in place the save a killed game staged for ``path`` but did not commit.

        The staged save replaces ``path`` when it holds the same session with more events
        (or ``path`` is missing). One that holds nothing more, or that the kill cut short,
        is removed. Nothing changes while ``path`` itself cannot be read (it is kept
        aside first, see :meth:`scan`). Returns whether a staged save was put in place.
        """
        from pontoon_tui.engine.sessionfile import load_session

        staged = staged_path(path)
        if not staged.is_file():
            return False
        try:
            held = load_session(path).events if path.exists() else []
        except FormatError:
            return False
        try:
            newer = load_session(staged).events
        except FormatError:
            newer = []  # cut short: it never reached the screen
        if len(newer) > len(held) and newer[: len(held)] == held:
            os.replace(staged, path)
            return True
        staged.unlink()
        return False

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

    def session_files(self) -> list[Path]:
        """Every live session file (not abandoned, not corrupt), newest first."""
        if not self.directory.is_dir():
            return []
        files = [
            p
            for p in self.directory.glob(f"{PREFIX}*.json")
            if not p.name.endswith(ABANDONED) and p.is_file()
        ]
        return sorted(files, key=lambda p: (p.stat().st_mtime, p.name), reverse=True)

    def scan(self) -> tuple[list[Saved], list[Problem]]:
        """Load every live session file; unusable ones are moved aside and reported.

        Returns:
            The unfinished sessions (newest first) and the problems found.
        """
        unfinished: list[Saved] = []
        problems: list[Problem] = []
        self.recover_all()
        for path in self.session_files():
            from pontoon_tui.engine.sessionfile import load_session  # not at start-up

            try:
                session = load_session(path)
            except FormatError as error:
                problems.append(Problem(path, self.keep_aside(path), str(error)))
                if self.recover(path):  # a staged save of it was whole
                    unfinished.extend(self._unfinished(path))
                continue
            if not session.finished:
                unfinished.append(Saved(path, session))
        return unfinished, problems

    def recover_all(self) -> None:
        """:meth:`recover` every session file with a staged save beside it (or whose
        staged save is all that is left of it)."""
        if not self.directory.is_dir():
            return
        for staged in self.directory.glob(f".{PREFIX}*.json{STAGED}"):
            self.recover(staged.with_name(staged.name[1 : -len(STAGED)]))

    def _unfinished(self, path: Path) -> list[Saved]:
        from pontoon_tui.engine.sessionfile import load_session

        try:
            session = load_session(path)
        except FormatError:
            return []
        return [] if session.finished else [Saved(path, session)]

    def keep_aside(self, path: Path) -> Path:
        """Rename a corrupt file out of the way, never overwriting anything."""
        counter = 1
        target = path.with_name(f"{path.name}.corrupt-{counter}")
        while target.exists():
            counter += 1
            target = path.with_name(f"{path.name}.corrupt-{counter}")
        path.rename(target)
        return target

    def abandon(self, path: Path) -> Path:
        """Keep an unfinished session as a record that will not be offered again."""
        target = path.with_name(path.name.removesuffix(".json") + ABANDONED)
        counter = 1
        while target.exists():
            counter += 1
            target = path.with_name(f"{path.name.removesuffix('.json')}-{counter}{ABANDONED}")
        path.rename(target)
        return target


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
