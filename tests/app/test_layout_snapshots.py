"""Snapshots of every screen of a deal (the cut for the bank, the stake, a player's turn,
the banker's turn, the ledger, the final standings) at the smallest terminal the game plays
in (80x24, compact cards), at 100x30 (medium cards) and at 160x48, where the cards are
large, the table is drawn as seats round a felt and the panes and the log grow to use the
room.

Refresh the baselines with ``pytest tests/app/test_layout_snapshots.py --snapshot-update``
and look at the pictures before committing them.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.app_driver import Driver
from helpers.app_stack import play, stacked_session
from helpers.random_sessions import choose
from helpers.snapshots import SPLIT_TOP, keys, split_table, until
from textual.pilot import Pilot

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
SIZES = [(80, 24), (100, 30), (160, 48)]
IDS = ["80x24", "100x30", "160x48"]


def before_the_cut(save_dir: Path) -> PontoonApp:
    """Ann, Bob and Cat about to cut for the bank, from a seeded source of chance."""
    return make_app(session=Session(["Ann", "Bob", "Cat"], deals=1), save_dir=save_dir, seed=3)


async def bank_decided(pilot: Pilot[Any]) -> None:
    """Cut until the bank is decided, every card of the last round shown."""
    await Driver(pilot).play_until(
        lambda d: isinstance(d.app.screen, CutScreen) and d.app.screen.decided
    )


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_cut_after_two_cuts(
    snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]
) -> None:
    app = before_the_cut(save_dir)
    assert snap_compare(app, terminal_size=size, run_before=keys("c", "c"))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_cut_decided(snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]) -> None:
    assert snap_compare(before_the_cut(save_dir), terminal_size=size, run_before=bank_decided)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_stake(snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]) -> None:
    assert snap_compare(split_table(save_dir), terminal_size=size, run_before=keys("y"))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_player_turn(snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]) -> None:
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=size, run_before=run)


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_banker_turn(snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]) -> None:
    app = split_table(save_dir)
    assert snap_compare(app, terminal_size=size, run_before=until(BankerTurnScreen))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_ledger(snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]) -> None:
    app = split_table(save_dir)
    assert snap_compare(app, terminal_size=size, run_before=until(LedgerScreen))


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_final_standings(
    snap_compare: SnapCompare,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
) -> None:
    monkeypatch.chdir(tmp_path)  # the screen names the session's file: the same on every run
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP, deals=3)
    rng = random.Random(9)  # the three deals played through the engine, a cautious table's
    while (event := choose(session, rng, "shuffled", "cautious")) is not None:
        session.apply(event)
    saves = Path("saves")
    path = saves / "session-20260101-120000.json"
    app = make_app(session=session, seed=9, save_dir=saves, session_path=path)
    # Opened at its end, the game shows the last ledger again; Enter goes on to the standings.
    assert snap_compare(app, terminal_size=size, run_before=keys("enter"))


def test_ledger_of_a_tie_with_long_names(snap_compare: SnapCompare, save_dir: Path) -> None:
    names = ["Ann Marie", "Bob Lee", "Cat"]
    session = stacked_session(names, "Ann Marie", ["10S", "10H", "10D", "9H", "7C", "9D"])
    events = (Stake("Bob Lee", 2), Stake("Cat", 3), Stick("Bob Lee"), Stick("Cat"))
    play(session, *events, Stick("Ann Marie"))
    app = make_app(session=session, save_dir=save_dir)
    assert snap_compare(app, terminal_size=(80, 24))


def test_setup_in_the_seat_list(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    run = keys(*"Ann", "enter", *"Bob", "enter", "shift+tab", "shift+tab")
    assert snap_compare(app, terminal_size=(80, 24), run_before=run)


LONG_NAMES = ["Bartholomew Quincey", "Christopherson Lee-J", "Cat"]


def test_setup_at_160_by_50(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    typed = [key for name in LONG_NAMES for key in (*name, "enter")]
    run = keys(*("space" if key == " " else key for key in typed), "shift+tab", "shift+tab", "c")
    assert snap_compare(app, terminal_size=(160, 50), run_before=run)


def test_final_standings_at_160_by_50(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # the screen names the session's file: the same on every run
    banker, bob, cat = LONG_NAMES
    # Bob 10♠ 9♥ (19) and Cat 10♥ 7♣ (17) stick; the banker 10♦ 9♦ sticks on 19.
    session = stacked_session(LONG_NAMES, banker, ["10S", "10H", "10D", "9H", "7C", "9D"], deals=1)
    play(session, Stake(bob, 2), Stake(cat, 2), Stick(bob), Stick(cat), Stick(banker))
    path = Path("saves") / "session-20260101-120000.json"
    app = make_app(session=session, save_dir=Path("saves"), session_path=path)
    assert snap_compare(app, terminal_size=(160, 50), run_before=keys("enter"))
