"""Snapshots of the Records screen and the hand-history browser, at 80x24 (the smallest
terminal the game plays in) and at 160x48.

Refresh the baselines with ``pytest tests/app/test_records_snapshots.py --snapshot-update``
and look at the pictures before committing them.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.records_support import doubled_session, generated, make_folder, stamp
from textual.pilot import Pilot

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.history import HistoryScreen
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.launch import make_app
from pontoon_tui.reports.history import session_history

pytestmark = pytest.mark.slow

SnapCompare = Callable[..., bool]
SIZES = [(80, 24), (160, 48)]


def records_app(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> PontoonApp:
    """Setup over a save folder of 8 finished sessions and an unfinished one, named by a
    relative path so that the pictures do not depend on where the test runs."""
    monkeypatch.chdir(tmp_path)
    folder = Path("saves")
    make_folder(folder, 6)
    (folder / stamp(30)).write_text(dump_session(generated(7, finished=False)), "utf-8")
    return make_app(save_dir=folder, offer_saved=False)


def records_then(*pressed: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press(*pressed)
        await pilot.pause()

    return run


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_records(
    snap_compare: SnapCompare,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    size: tuple[int, int],
) -> None:
    app = records_app(tmp_path, monkeypatch)
    assert snap_compare(app, terminal_size=size, run_before=records_then())


def test_hand_history_from_the_records_at_80_by_24(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = records_app(tmp_path, monkeypatch)
    assert snap_compare(
        app, terminal_size=(80, 24), run_before=records_then("enter", "right", "down")
    )


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_hand_history_of_a_doubled_deal(
    snap_compare: SnapCompare, save_dir: Path, size: tuple[int, int]
) -> None:
    history = session_history(doubled_session())

    async def run(pilot: Pilot[Any]) -> None:
        await pilot.pause()
        pilot.app.push_screen(HistoryScreen(history, "session-20260101-120000.json"))
        await pilot.pause()
        await pilot.press("down", "down")
        await pilot.pause()

    app = make_app(save_dir=save_dir, offer_saved=False)
    assert snap_compare(app, terminal_size=size, run_before=run)


@pytest.mark.parametrize("theme", ["pontoon-light", "pontoon-high-contrast"])
def test_a_hand_history_in_each_theme(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, theme: str
) -> None:
    """A history's hands and cards read in every theme the
    palette offers (the dark one is above): the theme comes from the user config."""
    from test_colour_snapshots import configure

    configure(theme)
    app = records_app(tmp_path, monkeypatch)
    assert snap_compare(app, terminal_size=(80, 24), run_before=records_then("enter", "down"))


@pytest.mark.parametrize("theme", ["pontoon-light", "pontoon-high-contrast"])
def test_records_in_each_theme(
    snap_compare: SnapCompare, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, theme: str
) -> None:
    from test_colour_snapshots import configure

    configure(theme)
    app = records_app(tmp_path, monkeypatch)
    assert snap_compare(app, terminal_size=(80, 24), run_before=records_then())
