"""Snapshots of the screens computer seats and hints add.

Refresh the baselines with ``pytest tests/app/test_computer_snapshots.py --snapshot-update``
and look at the pictures before committing them.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.app_stack import stacked_session
from helpers.snapshots import keys

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
SIZE = (100, 30)
# Cat banks; Ann holds 8 8; the computer's Bob 9 5; Cat 10 6.
PAIR_TOP = ["8S", "9S", "10D", "8H", "5D", "6C"]


def one_person(save_dir: Path) -> PontoonApp:
    """Ann against the computer's Bob and Cat (the bank); each computer move on Space."""
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", PAIR_TOP)
    return make_app(session=session, save_dir=save_dir, computers=["Bob", "Cat"], computer_pause=60)


def test_setup_with_a_computer_seat(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    run = keys(
        *"Ann", "enter", *"Bob", "enter", *"Cat", "enter", "shift+tab", "shift+tab", "down", "c"
    )
    assert snap_compare(app, terminal_size=SIZE, run_before=run)


def test_computer_turn(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(one_person(save_dir), terminal_size=SIZE, run_before=keys("3", "space"))


def test_player_turn_with_hints(snap_compare: SnapCompare, save_dir: Path) -> None:
    run = keys("3", "space", "space", "h")
    assert snap_compare(one_person(save_dir), terminal_size=SIZE, run_before=run)


def test_player_turn_with_hints_at_80_by_24(snap_compare: SnapCompare, save_dir: Path) -> None:
    run = keys("3", "space", "space", "h")
    assert snap_compare(one_person(save_dir), terminal_size=(80, 24), run_before=run)
