"""What a new table of friends trips over in setup and after the game: an extra Enter
that would start the session, a stale "takes seat" line, names that differ only in
capitals, a burst of typing, no rematch, no word of where the game is saved, a focused
field that vanishes without colour, and a resume list that names the wrong deal."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session
from textual.app import App
from textual.widgets import Input, Static

from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.resume import standing
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.cli import build_parser
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SAVE_DIR_ENV

SIZE = (80, 24)
# Bob 10♠ 9♥ (19) and Cat 10♥ 7♣ (17) stick; the banker Ann 10♦ 9♦ sticks on 19.
TIE = ["10S", "10H", "10D", "9H", "7C", "9D"]


def message(app: App[int]) -> str:
    return str(app.screen.query_one("#setup-message", Static).render())


async def test_a_second_enter_on_an_empty_name_does_not_start(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "enter", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert message(app) == "Ctrl+S starts the session with these 2 players."
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)


async def test_the_takes_seat_line_goes_when_the_seats_change(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Dave", "enter")
        await pilot.pause()
        assert message(app) == "✓ Dave takes seat 2."
        await pilot.press("shift+tab", "shift+tab", "d")  # back to the seats; Ann moves down
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Dave", "Ann"]
        assert message(app) == ""


async def test_names_that_differ_only_in_capitals_are_refused(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Alice", "enter", *"alice", "enter")
        await pilot.pause()
        assert app.screen.query_one(SeatList).names == ["Alice"]
        assert "'alice' differs from 'Alice' only in capitals" in message(app)
        assert app.screen.query_one("#name", Input).value == "alice"  # to correct it


async def test_names_typed_in_one_burst_seat_one_player_each(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for key in [*"Ann", "enter", *"Bob", "enter", *"Cat", "enter"]:
            app.simulate_key(key)  # all queued before the screen handles the first
        for _ in range(40):
            await pilot.pause(0.05)
            if len(app.screen.query_one(SeatList).names) == 3:
                break
        assert app.screen.query_one(SeatList).names == ["Ann", "Bob", "Cat"]


async def test_the_seat_lists_footer_fits_80_columns(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", "shift+tab", "shift+tab")  # Records, the seats
        await pilot.pause()
        assert isinstance(app.screen.focused, SeatList)
        footer = screen_text(app).splitlines()[-1]
        for key in ("u/d Move", "c Computer", "x Remove", "Ctrl+S Start", "q Quit"):
            assert key in footer


def border_rows(app: App[int], field: str) -> str:
    region = app.screen.query_one(f"#{field}").region
    rows = screen_text(app).splitlines()
    return rows[region.y][region.x : region.right]


async def test_without_colour_the_focused_field_has_another_border(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        focused, other = border_rows(app, "name"), border_rows(app, "deals")
        assert set(focused) & set(other) <= {" "}  # drawn with other characters
        await pilot.press("tab", "tab")  # name, Add, deals
        await pilot.pause()
        assert app.screen.focused is not None and app.screen.focused.id == "deals"
        assert border_rows(app, "deals")[:3] == focused[:3]


async def test_a_rematch_seats_the_same_table_in_one_key(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=1)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    app = make_app(session=session, save_dir=save_dir, computers=["Cat"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.table.save()  # as every move through the screens would have
        assert isinstance(app.screen, LedgerScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        old = app.table.path
        assert old is not None
        text = " ".join(screen_text(app).split())
        assert f"The session is saved in {old.parent} as {old.name}" in text
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        rematch = app.table.active
        assert rematch.players == ("Ann", "Bob", "Cat") and rematch.deals_target == 1
        assert app.table.is_computer("Cat") and app.table.path != old
        assert old.is_file()  # the finished session stays


def test_help_names_the_save_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "my-saves"))
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    shown = capsys.readouterr().out
    assert f"default here: {tmp_path / 'my-saves'}" in shown
    assert "saved back to that same file" in shown  # --load


def test_the_resume_list_names_the_deal_the_table_comes_back_to() -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=30)
    assert standing(table_view(session, None)) == "deal 1 of 30 in play"
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert session.deal is not None and session.deal.number == 2  # begun at once
    # its ledger shows on resuming
    assert standing(table_view(session, None)) == "deal 1 of 30 settled"
    finished = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=1)
    play(finished, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert standing(table_view(finished, None)) == "deal 1 of 1 settled, the last"
