"""Snapshots of every screen, from fixed seeds and stacked packs.

Refresh the baselines with ``pytest tests/app/test_snapshots.py --snapshot-update`` and
look at the pictures before committing them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.app_driver import Driver
from helpers.app_stack import NAMES, play, stacked_session
from helpers.snapshots import SPLIT_TOP, keys, split_table, until
from textual.pilot import Pilot

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.engine.events import Stake
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
SIZE = (100, 30)


def test_setup(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    assert snap_compare(
        app,
        terminal_size=SIZE,
        run_before=keys(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter", *"Al"),
    )


def test_setup_with_a_name_refused(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    assert snap_compare(
        app, terminal_size=(80, 24), run_before=keys(*"Ann", "enter", *"Ann", "enter")
    )


def test_resume(snap_compare: SnapCompare, store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    store.save(session, store.directory / "session-20260101-120000.json")
    (store.directory / "session-20260101-130000.json").write_text("{", "utf-8")
    assert snap_compare(make_app(save_dir=store.directory), terminal_size=SIZE)


def test_cut_for_the_bank(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(session=Session(["Ann", "Bob", "Cat", "Dan"]), seed=5, save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=keys("c", "c", "c"))


def test_pass_the_device(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(split_table(save_dir), terminal_size=SIZE)


def test_stake(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=keys("y", "7"))


def test_player_turn_with_a_split(snap_compare: SnapCompare, save_dir: Path) -> None:
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=run)


def test_player_turn_at_80_by_24(snap_compare: SnapCompare, save_dir: Path) -> None:
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=(80, 24), run_before=run)


def test_buy(snap_compare: SnapCompare, save_dir: Path) -> None:
    run = keys("y", "2", "y", "3", "y", "s", "b", "backspace", "9", "enter")
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=run)


def test_banker_turn(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = split_table(save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=until(BankerTurnScreen))


def test_bankers_pontoon(snap_compare: SnapCompare, save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ["5S", "9S", "AH", "6S", "9H", "KD"])
    app = make_app(session=session, save_dir=save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=keys("y", "2", "y", "4"))


def test_ledger(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = split_table(save_dir)
    assert snap_compare(app, terminal_size=SIZE, run_before=until(LedgerScreen))


def test_final_standings(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the screen names the session's file: the same on every run
    session = stacked_session(NAMES[:3], "Ann", deals=2)
    saves = Path("saves")
    path = saves / "session-20260101-120000.json"
    app = make_app(session=session, seed=9, save_dir=saves, session_path=path)

    async def run(pilot: Pilot[Any]) -> None:
        await Driver(pilot, stake=3).play_to_the_end()

    assert snap_compare(app, terminal_size=SIZE, run_before=run)


def test_help(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=keys("f1"))


def test_quit(snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the dialog names the save folder: the same on every run
    assert snap_compare(split_table(Path("saves")), terminal_size=SIZE, run_before=keys("q"))


def test_too_small(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(split_table(save_dir), terminal_size=(60, 20))


def test_player_turn_without_colour(
    snap_compare: SnapCompare, save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=run)
