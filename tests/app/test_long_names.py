"""Long names on a wide terminal: the table and the ledger show them whole."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import level_table

from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.launch import make_app

BANKER = "Bartholomew Quincey"

PLAYER = "Christopherson Lee-J"


async def test_a_wide_table_shows_long_names_whole(save_dir: Path) -> None:
    players = (BANKER, PLAYER)
    async with stacked_app(save_dir, [], players=players, size=(160, 50)) as (app, pilot, _):
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        rows = screen_text(app).splitlines()  # the seats round the felt
        assert any(f"│ {BANKER}  " in line for line in rows)
        assert any(f"┃ ▶ {PLAYER} +0 ┃" in line for line in rows)


async def test_a_wide_ledger_shows_long_names_whole(save_dir: Path) -> None:
    app = make_app(session=level_table([BANKER, PLAYER, "Cat"]), save_dir=save_dir)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        rows = screen_text(app).splitlines()
        assert any(line.startswith(f"  {BANKER}   10♦ 9♦  19") for line in rows)
        assert any(line.startswith(f"  {PLAYER}  10♠ 9♥  19") for line in rows)
