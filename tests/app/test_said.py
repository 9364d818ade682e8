"""The log's lines are made from what the engine reports, not read back out of words."""

from __future__ import annotations

import random
from pathlib import Path

from pontoon_tui.app.game import Game, TableSettings
from pontoon_tui.app.screens.base import said_lines
from pontoon_tui.engine.said import Said, What
from pontoon_tui.store import SessionStore


def test_a_computers_name_inside_a_persons_is_not_marked(tmp_path: Path) -> None:
    """Seats "Al" (the computer) and "Al B": each line names its own seat."""
    game = Game(random.Random(1), SessionStore(tmp_path), table=TableSettings(frozenset({"Al"})))
    told = [Said(What.TWISTS, "Al B", cards=("7H",)), Said(What.TWISTS, "Al", cards=("2C",))]
    assert said_lines(game, told) == ["Al B twists 7♥.", "Al (computer) twists 2♣."]
