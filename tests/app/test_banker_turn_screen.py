"""The banker's turn on screen: a banker who busts sees the moves greyed out and no hint
to play on."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.ledger import LedgerScreen


async def test_a_banker_who_busts_sees_the_moves_greyed_out_and_no_hint_to_play_on(
    save_dir: Path,
) -> None:
    # Ann banks 10♥ 6♥ and twists K♦: bust (26), after Bob stuck on 19.
    top = ["10S", "10H", "9S", "6H", "KD"]
    async with stacked_app(save_dir, top, size=(80, 24)) as (app, pilot, _):
        await pilot.press("y", "2", "k", "enter")
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        assert "The banker may twist or" in screen_text(app)
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert text.count("✗ the bank's turn is over") == 2  # beside Twist and Stick
        assert "The banker may twist or" not in text
        assert "The bank is finished: bust (26). Press Enter for the ledger." in text


async def test_a_banker_who_sticks_sees_every_hand_turned_over_until_enter(
    save_dir: Path,
) -> None:
    # Ann banks 10♥ 8♥ and sticks on 18; Bob stuck on 10♠ 9♠, cards the bank never saw.
    top = ["10S", "10H", "9S", "8H"]
    async with stacked_app(save_dir, top, size=(80, 24)) as (app, pilot, _):
        await pilot.press("y", "2", "k", "enter")
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        assert "9♠" not in screen_text(app)  # Bob's hand is face down to the table
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)  # not the ledger at once
        text = screen_text(app)
        assert "10♠" in text and "9♠" in text  # Bob's hand, turned over as the deal settles
        assert "The bank sticks on 18. Press Enter for the ledger." in text
        assert text.count("✗ the bank's turn is over") == 2
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
