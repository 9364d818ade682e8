"""The quit dialog: Esc keeps playing (n does nothing there), and each folder of the save
folder's path keeps its name whole on a line."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app

from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.quit import QuitScreen


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
