"""Who holds the device: every private screen comes behind pass-the-device unless the
person it belongs to is the one who worked the device last."""

from __future__ import annotations

import random
from pathlib import Path

from helpers.app_stack import stacked_session

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.launch import make_app


async def test_after_the_bankers_turn_the_device_passes_back_before_a_stake(
    save_dir: Path,
) -> None:
    # Two at the table, Ann banks: Bob 10♠ 9♠ sticks on 19; Ann 10♥ 7♥ sticks on 17.
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"], deals=2)
    app = make_app(session=session, rng=random.Random(1), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        for key in ("y", "2"):
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        await pilot.press("k", "enter")  # stick, and pass on after the review
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)  # public: no pass screen needed
        await pilot.press("k", "enter")  # the settled table shows until Enter
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        await pilot.press("enter")
        await pilot.pause()
        # Ann worked the device for the bank: Bob's first card must not follow at once.
        assert isinstance(app.screen, PassDeviceScreen), type(app.screen).__name__
        assert app.screen.player == "Bob"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)


async def test_after_the_ledger_even_the_last_holder_takes_the_device_again(
    save_dir: Path,
) -> None:
    # Ann banks and plays the bank; Bob's Pontoon (A♠ K♠) takes the bank, so in the next
    # deal Ann, who worked the device last, is the first to stake. Everyone was looking
    # at the ledger: her first card must not follow it at once.
    session = stacked_session(["Ann", "Bob"], "Ann", ["AS", "10H", "KS", "7H"], deals=2)
    app = make_app(session=session, rng=random.Random(1), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        for key in ("y", "2"):
            await pilot.press(key)
            await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        await pilot.press("k", "enter")  # the settled table shows until Enter
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        assert app.holder == "Ann"
        await pilot.press("enter")
        await pilot.pause()
        assert app.table.active.deals[-1].banker == "Bob"
        assert isinstance(app.screen, PassDeviceScreen), type(app.screen).__name__
        assert app.screen.player == "Ann"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)
