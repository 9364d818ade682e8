"""The quit dialog: Esc keeps playing (n does nothing there), and each folder of the save
folder's path keeps its name whole on a line."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import level_table

from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.launch import make_app


async def test_the_quit_dialog_stays_on_esc_not_n_and_keeps_each_folder_name_whole(
    tmp_path: Path,
) -> None:
    deep = tmp_path / "a-folder-with-a-rather-long-name" / "pontoon-sessions-for-the-table"
    async with stacked_app(deep, ["10S", "10H", "9S", "7H"], size=(80, 24)) as (app, pilot, _):
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = screen_text(app)
        assert "Keep playing (Esc)" in text and "(n)" not in text
        for name in deep.parts[1:]:  # every folder's name on one line, never split
            assert any(name in line for line in text.splitlines()), name
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)  # n means nothing here
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)


async def test_after_the_final_standings_the_quit_dialog_offers_no_more_play(
    save_dir: Path,
) -> None:
    app = make_app(session=level_table(["Ann", "Bob", "Cat"]), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("enter", "q")  # from the ledger of the one deal, to the standings
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = screen_text(app)
        assert "The session is over" in text
        assert "Keep playing" not in text and "Back (Esc)" in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
