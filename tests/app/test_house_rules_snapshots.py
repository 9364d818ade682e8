"""Snapshots of the house-rules screens: choosing them in setup, the banker's doubling
screen (H7), a turn with every second card face up (H9), and help written from them."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.app_stack import play, stacked_session
from textual.pilot import Pilot

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.engine.events import Double, Stake
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
HOUSE = HouseRules(stick_min=16, banker_doubles=True, second_card="up", pontoon_pays=3)
# Ann banks; Bob 9♠ then 7♣, Cat 10♥ then 6♦; Ann Q♦ then 4♠; Bob's twist draws 2♣.
TOP = ["9S", "10H", "QD", "7C", "6D", "4S", "2C"]


def keys(*pressed: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press(*pressed)
        await pilot.pause()

    return run


def house_table(save_dir: Path, *, doubled: bool) -> PontoonApp:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP, rules=HOUSE)
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    if doubled:
        play(session, Double("Ann", True))
    return make_app(session=session, save_dir=save_dir)


def test_choosing_house_rules_at_80_by_24(snap_compare: SnapCompare, save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    assert snap_compare(
        app, terminal_size=(80, 24), run_before=keys("ctrl+r", "right", "down", "right")
    )


def test_the_banker_may_double(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(
        house_table(save_dir, doubled=False), terminal_size=(100, 30), run_before=keys("y")
    )


def test_a_turn_with_second_cards_face_up(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(
        house_table(save_dir, doubled=True), terminal_size=(100, 30), run_before=keys("y", "k")
    )


def test_help_under_house_rules(snap_compare: SnapCompare, save_dir: Path) -> None:
    assert snap_compare(
        house_table(save_dir, doubled=True), terminal_size=(100, 30), run_before=keys("f1")
    )
