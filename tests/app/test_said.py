"""The log's lines are made from what the engine reports, not read back out of words."""

from __future__ import annotations

import random
from pathlib import Path

from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.base import said_lines
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.said import Said, What
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.service import Table, TableSettings


def test_a_computers_name_inside_a_persons_is_not_marked(tmp_path: Path) -> None:
    """Seats "Al" (the computer) and "Al B": each line names its own seat."""
    table = Table(
        random.Random(1), SessionStore(tmp_path), settings=TableSettings(frozenset({"Al"}))
    )
    told = [Said(What.TWISTS, "Al B", cards=("7H",)), Said(What.TWISTS, "Al", cards=("2C",))]
    assert said_lines(table, told) == ["Al B twists 7♥.", "Al (computer) twists 2♣."]


async def ledger_lines(deals: int, save_dir: Path) -> list[str]:
    """The ledger after a deal of ``deals`` in which Bob's Pontoon (A♠ K♠) beats Ann's 19."""
    session = stacked_session(["Ann", "Bob"], "Ann", ["AS", "10H", "KS", "9D"], deals=deals)
    play(session, Stake("Bob", 1), Stick("Ann"))
    assert session.deals[0].over
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        return [" ".join(line.split()) for line in screen_text(app).splitlines()]


async def test_a_pontoon_on_the_last_deal_would_take_the_bank_in_every_line(
    save_dir: Path,
) -> None:
    lines = "\n".join(await ledger_lines(1, save_dir))
    assert "takes the bank" not in lines  # not in what happened either: no deal is left
    assert lines.count("Bob made Pontoon and would take the bank.") == 2
    assert "That was the last deal." in lines


async def test_a_pontoon_before_the_last_deal_takes_the_bank_in_every_line(
    save_dir: Path,
) -> None:
    lines = "\n".join(await ledger_lines(2, save_dir))
    assert "would take" not in lines
    assert lines.count("Bob made Pontoon and takes the bank.") == 2
