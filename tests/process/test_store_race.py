"""Games started at the same instant in separate processes: each reserves a file of its
own, and a session's lock is held by exactly one of them."""

from __future__ import annotations

import multiprocessing
import random
from pathlib import Path
from typing import Any

import pytest

from pontoon_tui.engine.sessionfile import load_session
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.service import Table

pytestmark = pytest.mark.slow

GAMES = 4
ROUNDS = 5


def start_game(folder: str, players: list[str], barrier: Any, out: Any) -> None:
    table = Table(random.Random(1), SessionStore(Path(folder)))
    barrier.wait()
    table.start(players, 1)
    out.put((players[0], str(table.path), table.save_error))
    barrier.wait()  # keep the session open until every game has started


def lock_session(path: str, barrier: Any, out: Any) -> None:
    barrier.wait()
    lock = SessionStore(Path(path).parent).lock(Path(path))
    out.put(lock is not None)
    barrier.wait()  # hold it until every process has tried


def run_all(target: Any, args: list[tuple[Any, ...]]) -> list[Any]:
    context = multiprocessing.get_context("fork")
    barrier = context.Barrier(len(args))
    out = context.Queue()
    processes = [context.Process(target=target, args=(*a, barrier, out)) for a in args]
    for process in processes:
        process.start()
    results = [out.get(timeout=30) for _ in processes]
    for process in processes:
        process.join(timeout=30)
        assert process.exitcode == 0
    return results


def test_games_started_at_the_same_instant_each_get_their_own_file(tmp_path: Path) -> None:
    for round_ in range(ROUNDS):
        folder = tmp_path / f"round-{round_}"
        players = [[f"P{game}a", f"P{game}b"] for game in range(GAMES)]
        results = run_all(start_game, [(str(folder), p) for p in players])
        assert [error for _, _, error in results] == [None] * GAMES
        paths = {first: Path(path) for first, path, _ in results}
        assert len(set(paths.values())) == GAMES  # no two games share a file
        for first, path in paths.items():
            assert load_session(path).players[0] == first  # and each file is its own


def test_only_one_of_several_processes_gets_a_sessions_lock(tmp_path: Path) -> None:
    path = tmp_path / "session-20260101-120000.json"
    path.write_text("{}", "utf-8")
    for _ in range(ROUNDS):
        results = run_all(lock_session, [(str(path),)] * GAMES)
        assert sorted(results) == [False] * (GAMES - 1) + [True]
