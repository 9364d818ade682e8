"""Snapshots of key screens in the light and the high-contrast themes, and with the
four-colour deck: the theme and the deck come from the user config, as a player's would.
A player's turn and the banker's turn are shot at 160x48 too, where the cards are large
and the table is drawn round the felt.

Refresh with ``pytest tests/app/test_colour_snapshots.py --snapshot-update`` and look at
the pictures before committing them.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.app_driver import Driver
from helpers.snapshots import keys, split_table, until
from textual.pilot import Pilot

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.launch import make_app
from pontoon_tui.storage.config import config_path

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
SIZE = (100, 30)
LARGE = (160, 48)
THEMES = ["pontoon-light", "pontoon-high-contrast"]


def configure(theme: str | None = None, four_colour: bool = False) -> None:
    path = config_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"four_colour": four_colour}
    if theme is not None:
        data["theme"] = theme
    path.write_text(json.dumps(data))


async def to_the_ledger(pilot: Pilot[Any]) -> None:
    await Driver(pilot).play_until(lambda d: isinstance(d.app.screen, LedgerScreen))


@pytest.mark.parametrize("theme", THEMES)
def test_setup(snap_compare: SnapCompare, save_dir: Path, theme: str) -> None:
    configure(theme)
    app = make_app(seed=1, save_dir=save_dir)
    assert snap_compare(
        app, terminal_size=(80, 24), run_before=keys(*"Ann", "enter", *"Bob", "enter")
    )


@pytest.mark.parametrize("theme", [*THEMES, None])
def test_player_turn(snap_compare: SnapCompare, save_dir: Path, theme: str | None) -> None:
    configure(theme, four_colour=theme is None)  # the default theme with four colours
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=run)


@pytest.mark.parametrize("theme", [*THEMES, None])
def test_ledger(snap_compare: SnapCompare, save_dir: Path, theme: str | None) -> None:
    configure(theme, four_colour=theme is None)
    assert snap_compare(split_table(save_dir), terminal_size=SIZE, run_before=to_the_ledger)


@pytest.mark.parametrize("theme", [*THEMES, None])
def test_player_turn_at_160_by_48(
    snap_compare: SnapCompare, save_dir: Path, theme: str | None
) -> None:
    configure(theme, four_colour=theme is None)
    run = keys("y", "2", "y", "3", "y", "s")
    assert snap_compare(split_table(save_dir), terminal_size=LARGE, run_before=run)


@pytest.mark.parametrize("theme", [*THEMES, None])
def test_banker_turn_at_160_by_48(
    snap_compare: SnapCompare, save_dir: Path, theme: str | None
) -> None:
    configure(theme, four_colour=theme is None)
    app = split_table(save_dir)
    assert snap_compare(app, terminal_size=LARGE, run_before=until(BankerTurnScreen))
