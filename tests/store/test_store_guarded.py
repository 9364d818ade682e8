"""The save folder is the game's alone: exclusive, no-follow writes, the folder synced
after a rename, a read-only folder still scanned, unreadable files only reported, the
game's own leftovers cleaned up, and one game per session file."""

from __future__ import annotations

import errno
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import pontoon_tui.storage.files
from pontoon_tui.engine.sessionfile import load_session, session_from_json
from pontoon_tui.storage.files import lock_path
from pontoon_tui.storage.store import SessionStore

EXAMPLES = Path(__file__).parent.parent / "fixtures" / "examples"
NAME = "session-20260101-000000.json"


def partial(events: int) -> Any:
    data = json.loads((EXAMPLES / "05-full-session-shared-win.json").read_text("utf-8"))
    data["events"] = data["events"][:events]
    return session_from_json(data)


def test_a_planted_symlink_never_redirects_a_save(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me", "utf-8")
    path = folder / NAME
    store = SessionStore(folder)
    store.save(partial(3), path)
    link = folder / f".{NAME}.{os.getpid()}.tmp"  # the old, predictable name
    link.symlink_to(outside)
    store.save(partial(4), path)
    store.save(partial(5), path)
    assert outside.read_text("utf-8") == "keep me"
    assert len(load_session(path).events) == 5
    assert not path.is_symlink()


def test_a_symlink_planted_at_the_lock_file_is_not_followed(tmp_path: Path) -> None:
    outside = tmp_path / "precious.txt"
    outside.write_text("keep me", "utf-8")
    path = tmp_path / NAME
    lock_path(path).symlink_to(outside)
    lock = SessionStore(tmp_path).lock(path)
    assert lock is not None
    lock.release()
    assert outside.read_text("utf-8") == "keep me"


def test_the_folder_is_synced_after_each_synced_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SessionStore(tmp_path)
    path = tmp_path / NAME
    steps: list[str] = []
    real_fsync, real_replace = os.fsync, os.replace

    def fsync(fd: int) -> None:
        steps.append("sync folder" if stat.S_ISDIR(os.fstat(fd).st_mode) else "sync file")
        real_fsync(fd)

    def replace(src: Any, dst: Any) -> None:
        steps.append("rename")
        real_replace(src, dst)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(os, "replace", replace)
    store.save(partial(3), path)
    assert steps == ["sync file", "rename", "sync folder"]


def read_only(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make ``folder`` behave as on a read-only file system (root ignores permissions)."""

    def inside(target: Any) -> bool:
        return Path(os.fsdecode(target)).parent == folder

    def refuse(real: Callable[..., Any], *, writes: bool = False) -> Callable[..., Any]:
        def call(target: Any, *args: Any, **kwargs: Any) -> Any:
            flags = args[0] if args else kwargs.get("flags", 0)
            change = not writes or flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)
            if inside(target) and change:
                raise OSError(errno.EROFS, "Read-only file system", os.fsdecode(target))
            return real(target, *args, **kwargs)

        return call

    monkeypatch.setattr(os, "open", refuse(os.open, writes=True))
    for name in ("rename", "replace", "unlink"):
        monkeypatch.setattr(os, name, refuse(getattr(os, name)))
    monkeypatch.setattr(Path, "rename", lambda self, target: os.rename(self, target))
    monkeypatch.setattr(Path, "unlink", lambda self, missing_ok=False: os.unlink(self))


def test_a_read_only_folder_still_offers_its_good_session(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SessionStore(tmp_path)
    good = tmp_path / NAME
    store.save(partial(7), good)
    bad = tmp_path / "session-20260102-000000.json"
    bad.write_text("{", "utf-8")
    (tmp_path / f".{good.name}.ab12.tmp").write_text("left", "utf-8")
    read_only(monkeypatch, tmp_path)
    unfinished, problems = store.scan()
    assert [(s.path, len(s.session.events), s.held) for s in unfinished] == [(good, 7, False)]
    assert [p.path for p in problems] == [bad]
    assert "could not be moved aside" in problems[0].message()
    assert bad.read_text("utf-8") == "{"


def test_an_unreadable_file_is_reported_as_unreadable_and_left_where_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SessionStore(tmp_path)
    locked_away = tmp_path / NAME
    store.save(partial(7), locked_away)
    real_open = os.open

    def denied(target: Any, *args: Any, **kwargs: Any) -> int:
        if Path(os.fsdecode(target)) == locked_away:
            raise PermissionError(errno.EACCES, "Permission denied", os.fsdecode(target))
        return int(real_open(target, *args, **kwargs))

    monkeypatch.setattr(os, "open", denied)  # root reads anything: refuse it by hand
    unfinished, problems = store.scan()
    assert unfinished == []
    assert len(problems) == 1 and problems[0].unreadable and problems[0].kept_as is None
    said = problems[0].message()
    assert said == f"{NAME} cannot be read (Permission denied); it is left as it is"
    monkeypatch.undo()
    assert locked_away.is_file() and not list(tmp_path.glob("*.corrupt-*"))


def test_orphaned_temporary_files_go_at_the_next_start_but_only_the_games_own(
    tmp_path: Path,
) -> None:
    store = SessionStore(tmp_path)
    path = tmp_path / NAME
    store.save(partial(3), path)
    own = [tmp_path / f".{NAME}.123.tmp", tmp_path / f".{NAME}.9f8e7d6c5b4a3210.tmp"]
    lone = tmp_path / ".session-20260105-000000.json.77.tmp"  # its session never saved
    others = [
        tmp_path / "notes.tmp",
        tmp_path / f".{NAME}.backup.tmp",
        tmp_path / f"{NAME}.1.tmp",
    ]
    for file in [*own, lone, *others]:
        file.write_text("x", "utf-8")
    held_path = tmp_path / "session-20260103-000000.json"
    store.save(partial(4), held_path)
    in_flight = tmp_path / f".{held_path.name}.abcdef.tmp"  # another game is writing it
    in_flight.write_text("x", "utf-8")
    other_game = store.lock(held_path)
    assert other_game is not None
    unfinished, _ = store.scan()
    assert {s.path.name: s.held for s in unfinished} == {NAME: False, held_path.name: True}
    assert not any(f.exists() for f in [*own, lone])
    assert all(f.exists() for f in others) and in_flight.exists()
    other_game.release()


def test_a_lock_is_held_until_released_and_starting_anew_spares_a_held_session(
    tmp_path: Path,
) -> None:
    store = SessionStore(tmp_path)
    held, free = tmp_path / NAME, tmp_path / "session-20260102-000000.json"
    store.save(partial(3), held)
    store.save(partial(4), free)
    mine = store.lock(held)
    assert mine is not None and store.is_held(held) and not store.is_held(free)
    assert store.lock(held) is None
    kept = store.abandon_unfinished()
    assert [k.name for k in kept] == ["session-20260102-000000.abandoned.json"]
    assert held.is_file()
    mine.release()
    assert not store.is_held(held) and not lock_path(held).exists()


def test_reserved_names_are_distinct_and_a_reservation_blocks_the_name(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    locks = [store.reserve() for _ in range(5)]  # all within the same second or two
    assert len({lock.path for lock in locks}) == 5
    assert not any(lock.path.exists() for lock in locks)  # nothing written yet
    assert all(store.is_held(lock.path) for lock in locks)
    for lock in locks:
        lock.release()


def test_a_failed_write_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SessionStore(tmp_path)
    path = tmp_path / NAME
    store.save(partial(3), path)

    def full(fd: int, data: bytes) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(pontoon_tui.storage.files, "write_all", full)
    with pytest.raises(OSError, match="No space"):
        store.save(partial(4), path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [NAME]
    assert len(load_session(path).events) == 3
