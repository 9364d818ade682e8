"""Files in the save folder, written so that nobody else can steer them.

Every file the game writes is first created under a fresh name with ``O_EXCL`` and
``O_NOFOLLOW`` (a file or symlink planted at that name makes the open fail, never redirects
the write) and then renamed into place; a synced write also syncs the folder, so that a
power cut cannot undo the rename.

A session file is also guarded by an advisory lock (``flock``) on a lock file beside it,
held by the one game that has the session open: a second game sees the lock and leaves the
session alone. The kernel frees the lock when its holder dies, however it dies.
"""

from __future__ import annotations

import contextlib
import errno
import fcntl
import os
import re
from pathlib import Path

TEMP = re.compile(r"^\.(session-.*\.json)\.[0-9a-f]+\.tmp$")
"""The game's own temporary files: ``.session-X.json.<hex>.tmp`` (older games used the
process id, which is digits, so it matches too); group 1 is the session file's name."""
LOCK = ".lock"
CANNOT_CREATE = (errno.EROFS, errno.EACCES, errno.EPERM)
ATTEMPTS = 10


def temp_path(path: Path) -> Path:
    """A fresh temporary name beside ``path``, unguessable by anyone else: 8 bytes from
    the system's random source (what ``secrets.token_hex`` reads, without importing
    ``secrets`` at start-up)."""
    return path.with_name(f".{path.name}.{os.urandom(8).hex()}.tmp")


def create_exclusively(path: Path) -> tuple[Path, int]:
    """Create a new temporary file beside ``path`` for writing; returns it and its fd.

    The name is new each time, and the open refuses any file or symlink already there.
    """
    for _ in range(ATTEMPTS):
        tmp = temp_path(path)
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC
            return tmp, os.open(tmp, flags, 0o644)
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(path))


def write_all(fd: int, data: bytes) -> None:
    """Write every byte of ``data`` to ``fd``."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def sync_directory(directory: Path) -> None:
    """Sync ``directory`` itself, so that the renames in it survive a power cut."""
    fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_atomically(path: Path, text: str, *, sync: bool = True) -> None:
    """Write ``text`` to ``path`` so that a crash leaves either the old file or the new.

    The text goes to a new temporary file beside ``path`` (see :func:`create_exclusively`),
    is synced, and is renamed over ``path``; then the folder is synced. Without ``sync``
    the text is renamed into place once the system has it, not yet on the disk: that
    survives the process being killed, but not the machine losing power. A write that
    fails (a full disk) removes its temporary file.
    """
    tmp, fd = create_exclusively(path)
    try:
        try:
            write_all(fd, text.encode("utf-8"))
            if sync:
                os.fsync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    if sync:
        sync_directory(path.parent)


def lock_path(path: Path) -> Path:
    """The lock file of the session file ``path``."""
    return path.with_name(f".{path.name}{LOCK}")


class SessionLock:
    """The lock a game holds on one session file for as long as it has it open.

    Attributes:
        path: the session file.
    """

    def __init__(self, path: Path, fd: int, locked: Path) -> None:
        self.path = path
        self._fd: int | None = fd
        self._locked = locked

    @property
    def held(self) -> bool:
        """Whether this lock is still held (not released)."""
        return self._fd is not None

    def release(self) -> None:
        """Let go of the session: another game may open it now. The lock file goes too
        (anyone who opened it meanwhile finds it gone once they lock it, and tries again)."""
        if self._fd is None:
            return
        if self._locked == lock_path(self.path):
            with contextlib.suppress(OSError):  # read-only: the file stays, not the lock
                self._locked.unlink()
        os.close(self._fd)
        self._fd = None


def _open_lock(path: Path, *, new: bool) -> tuple[int, Path]:
    """Open the lock file of ``path`` (created; with ``new`` it must not exist yet).

    Where it cannot be created (a read-only folder), an existing lock file is opened for
    reading, or else the session file itself, which no game can replace meanwhile.
    """
    target = lock_path(path)
    flags = os.O_RDWR | os.O_CREAT | os.O_NOFOLLOW | os.O_CLOEXEC | (os.O_EXCL if new else 0)
    try:
        return os.open(target, flags, 0o644), target
    except OSError as error:
        if error.errno == errno.ELOOP:  # a symlink planted at the game's own name
            target.unlink()
            return os.open(target, flags, 0o644), target
        if new or error.errno not in CANNOT_CREATE:
            raise
    read_only = os.O_RDONLY | os.O_NOFOLLOW | os.O_CLOEXEC
    try:
        return os.open(target, read_only), target
    except FileNotFoundError:
        return os.open(path, read_only), path


def try_lock(path: Path, *, new: bool = False) -> SessionLock | None:
    """Take the lock of the session file ``path``; None when another game holds it.

    With ``new`` the lock file is created exclusively: that reserves a new session's name
    (raises :class:`FileExistsError` when someone has it already). Raises
    :class:`OSError` when the lock cannot be opened at all.
    """
    for _ in range(ATTEMPTS):
        fd, locked = _open_lock(path, new=new)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            return None
        except BaseException:
            os.close(fd)
            raise
        try:
            same = os.path.samestat(os.fstat(fd), os.stat(locked, follow_symlinks=False))
        except FileNotFoundError:
            same = False
        if same:
            return SessionLock(path, fd, locked)
        os.close(fd)  # its holder removed it as we opened it: a fresh one, again
    return None


def held_elsewhere(path: Path) -> bool:
    """Whether a running game holds the session file ``path``, found without creating,
    writing or removing anything (a reader that must leave the folder as it is).

    The game locks the session's lock file, or, in a folder where that cannot be created,
    the session file itself (see :func:`try_lock`); a shared lock tried on either, and let
    go at once, fails only while a game holds it. A file that cannot be opened counts as
    not held (reading it will say why).
    """
    for target in (lock_path(path), path):
        try:
            fd = os.open(target, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
        except OSError:
            continue
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        except BlockingIOError:
            return True
        except OSError:
            continue
        finally:
            os.close(fd)
    return False


def set_aside(path: Path) -> None:
    """Rename a file that cannot be used out of the way, as ``<its name>.corrupt-N``
    (the first N free), never overwriting one; left where it is if the folder cannot be
    changed."""
    for n in range(1, 100):
        kept = path.with_name(f"{path.name}.corrupt-{n}")
        if not kept.exists():
            with contextlib.suppress(OSError):  # a folder that cannot be changed
                path.rename(kept)
            return
