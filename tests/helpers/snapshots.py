"""What the snapshot tests share: a table to photograph, and the keys or the play that
bring a screen up before the picture is taken."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from textual.pilot import Pilot
from textual.screen import Screen

from helpers.app_driver import Driver
from helpers.app_stack import stacked_session
from pontoon_tui.app.app import PontoonApp
from pontoon_tui.launch import make_app

# Ann banks; Bob 8 8 splits (8 5, 8 2); Cat 10 9; the banker 10 7.
SPLIT_TOP = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C"]


def split_table(save_dir: Path) -> PontoonApp:
    """The game on Bob's pair of 8s, Ann banking for Bob and Cat (:data:`SPLIT_TOP`)."""
    return make_app(
        session=stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP), save_dir=save_dir
    )


def keys(*pressed: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    """Press ``pressed`` once the app is up, and let the screen settle."""

    async def run(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press(*pressed)
        await pilot.pause()

    return run


def until(screen: type[Screen[Any]]) -> Callable[[Pilot[Any]], Awaitable[None]]:
    """Play with the test driver until ``screen`` shows."""

    async def run(pilot: Pilot[Any]) -> None:
        await Driver(pilot).play_until(lambda d: isinstance(d.app.screen, screen))

    return run
