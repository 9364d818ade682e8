"""A save that fails says so on every screen until one succeeds, and the quit dialog tells
the truth: saved and where, or not saved, with retry, save elsewhere, or quit and lose."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import play, stacked_session
from textual.widgets import Input

import pontoon_tui.storage.files
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.engine.sessionfile import dump_session, load_session
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

SIZE = (100, 30)
PLAYERS = ("Ann", "Bob", "Cat")
TOP = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C"]


def flat(app: object) -> str:
    """The screen's text with runs of spaces and line ends as one space."""
    return " ".join(screen_text(app).split())  # type: ignore[arg-type]


def dialog(app: object) -> str:
    """What the quit dialog says, whole (the screen wraps a long path inside its border)."""
    screen = app.screen  # type: ignore[attr-defined]
    assert isinstance(screen, QuitScreen)
    return " ".join(f"{w.shown}" for w in screen.query("#quit-note, #quit-message"))


class Disk:
    """A disk that can be full: while ``full``, every write of a file in the game's folders
    fails as a full disk does (ENOSPC), after the file was created."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = False
        self.refused = 0
        real = pontoon_tui.storage.files.write_all

        def write_all(fd: int, data: bytes) -> None:
            if self.full:
                self.refused += 1
                raise OSError(errno.ENOSPC, "No space left on device")
            real(fd, data)

        monkeypatch.setattr(pontoon_tui.storage.files, "write_all", write_all)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[Disk]:
    yield Disk(monkeypatch)


async def test_a_full_disk_warns_on_every_screen_until_a_move_saves_again(
    store: SessionStore, disk: Disk
) -> None:
    async with stacked_app(store.directory, TOP, PLAYERS) as (app, pilot, session):
        app.table.save()
        path = app.table.path
        assert path is not None and load_session(path).events == session.events
        assert "Not saved" not in flat(app)
        disk.full = True
        await pilot.press("y", "2")  # Bob stakes: the save fails
        await pilot.pause()
        warning = "⚠ Not saved: disk full — moves since deal 1 are only in memory"
        assert isinstance(app.screen, PassDeviceScreen)
        assert warning in flat(app)
        await pilot.press("y")
        await pilot.pause()
        assert warning in flat(app)  # still there on the next screen
        assert len(load_session(path).events) == 2  # the stake is not on disk
        disk.full = False  # space again: the next move saves everything
        await pilot.press("3")
        await pilot.pause()
        assert "Not saved" not in flat(app)
        assert load_session(path).events == session.events
        assert session.events[-2:] == [Stake("Bob", 2), Stake("Cat", 3)]
        assert not list(store.directory.glob(".*.tmp"))  # the failed writes left nothing
    assert disk.refused >= 1


async def test_the_quit_dialog_offers_retry_and_will_not_quit_on_y_while_unsaved(
    store: SessionStore, disk: Disk
) -> None:
    async with stacked_app(store.directory, TOP, PLAYERS) as (app, pilot, session):
        path = app.table.path
        assert path is not None
        disk.full = True
        await pilot.press("y", "2", "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = flat(app)
        assert "The session is saved" not in text
        assert "Not saved: disk full. The moves since deal 1 are only in memory" in text
        assert "Retry (r)" in text and "Save elsewhere (s)" in text and "Lose them (l)" in text
        await pilot.press("y")  # the habit of q, y does not throw the moves away
        await pilot.pause()
        assert app.return_code is None and isinstance(app.screen, QuitScreen)
        await pilot.press("r")  # still full
        await pilot.pause()
        assert "✗ Still not saved: disk full." in flat(app)
        disk.full = False
        await pilot.press("r")
        await pilot.pause()
        text = dialog(app)
        assert f"The session is saved in {store.directory}: start pontoon again" in text
        assert "Not saved" not in flat(app)
        assert load_session(path).events == session.events
        await pilot.press("y")
        await pilot.pause()
    assert app.return_code == 0


async def test_quitting_and_losing_the_moves_is_a_choice_of_its_own(
    store: SessionStore, disk: Disk
) -> None:
    async with stacked_app(store.directory, TOP, PLAYERS) as (app, pilot, _):
        app.table.save()
        disk.full = True
        await pilot.press("y", "2")
        await pilot.pause()
        await pilot.press("q", "l")
        await pilot.pause()
    assert app.return_code == 0
    assert app.table.path is not None and len(load_session(app.table.path).events) == 2


async def test_saving_elsewhere_from_the_quit_dialog_moves_the_session_there(
    tmp_path: Path, store: SessionStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    app = make_app(session=session, save_dir=store.directory)
    real = pontoon_tui.storage.files.create_exclusively

    def no_room_in_the_save_folder(path: Path) -> tuple[Path, int]:
        if path.parent == store.directory:
            raise OSError(errno.EROFS, "Read-only file system")
        return real(path)

    other = tmp_path / "usb stick" / "pontoon"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        monkeypatch.setattr(
            pontoon_tui.storage.files, "create_exclusively", no_room_in_the_save_folder
        )
        await pilot.press("y", "2")
        await pilot.pause()
        assert "⚠ Not saved: read-only folder — moves since deal 1" in flat(app)
        await pilot.press("q", "s")
        await pilot.pause()
        (tmp_path / "not-a-folder").write_text("", "utf-8")
        await pilot.press(*str(tmp_path / "not-a-folder" / "x"), "enter")
        await pilot.pause()
        assert "✗ Not saved there either: the folder cannot be made." in flat(app)
        field = app.screen.query_one("#elsewhere-folder")
        field.value = str(other)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await pilot.pause()
        moved = app.table.path
        assert moved is not None and moved.parent == other
        text = dialog(app)
        assert f"The session is saved in {other}: pontoon --save-dir {other} resumes it" in text
        assert load_session(moved).events == session.events
        await pilot.press("escape")  # keep playing: later moves go to the new file
        await pilot.pause()
        assert "Not saved" not in flat(app)
        await pilot.press("y")
        await pilot.pause()
        await pilot.press("3")
        await pilot.pause()
        assert load_session(moved).events == session.events
        assert session.events[-1] == Stake("Cat", 3)


async def test_a_save_folder_that_cannot_be_made_warns_until_it_can(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", "utf-8")
    app = make_app(seed=1, save_dir=blocker / "saves")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        await pilot.pause()
        assert app.table.path is None
        warning = "⚠ Not saved: the folder cannot be made — the whole session is only in memory"
        assert warning in flat(app)
        await pilot.press("c")
        await pilot.pause()
        assert warning in flat(app)
        blocker.unlink()  # the folder can be made now: the next event saves the session
        await pilot.press("c", "enter")  # Bob's card shows; then the pack is shuffled
        await pilot.pause()
        path = app.table.path
        assert path is not None and path.parent == blocker / "saves"
        assert "Not saved" not in flat(app)
        assert load_session(path).events == app.table.active.events
        assert app.table.active.banker is not None


async def test_the_quit_dialog_says_a_finished_session_is_over_not_to_be_resumed(
    tmp_path: Path, save_dir: Path
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"], deals=1)
    play(session, Stake("Bob", 2), Stick("Bob"), Stick("Ann"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        text = dialog(app)
        assert "The session is over; it is saved as" in text
        assert "resume" not in text


async def test_the_quit_dialog_of_a_loaded_file_says_it_keeps_writing_to_it(
    tmp_path: Path, save_dir: Path
) -> None:
    shared = tmp_path / "friend.json"
    shared.write_text(dump_session(stacked_session(["Ann", "Bob"], "Ann")), "utf-8")
    app = make_app(load=shared, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "3")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        text = dialog(app)
        assert "the file this game was opened with" in text
        assert f"pontoon --load {shared} continues it" in text
        assert "start pontoon again" not in text
    assert load_session(shared).events[-1] == Stake("Bob", 3)


async def test_the_warning_shows_on_the_players_own_turn_screen(
    store: SessionStore, disk: Disk
) -> None:
    # Bob holds 8♠ 8♥ and twists 2♣ (18), then 3♣ (21).
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", [*TOP[:6], "2C", "3C"])
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        disk.full = True
        await pilot.press("t")  # the twist's save fails
        await pilot.pause()
        assert "⚠ Not saved: disk full — moves since deal 1 are only in memory" in flat(app)
        disk.full = False
        await pilot.press("t")
        await pilot.pause()
        assert "Not saved" not in flat(app)
        path = app.table.path
        assert path is not None and load_session(path).events == session.events


async def test_the_unsaved_quit_dialogs_footer_offers_its_choices_and_esc_in_the_prompt(
    store: SessionStore, disk: Disk
) -> None:
    async with stacked_app(store.directory, TOP, PLAYERS) as (app, pilot, _):
        disk.full = True
        await pilot.press("y", "2", "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        keys = screen_text(app).splitlines()[-1]
        for key in ("esc Keep playing", "r Retry", "s Save elsewhere", "l Quit and lose"):
            assert key in keys
        assert "y Quit" not in keys and "Stake" not in keys
        await pilot.press("s")  # the folder prompt takes the letters: Esc goes back
        await pilot.pause()
        assert screen_text(app).splitlines()[-1].split() == ["esc", "Back"]
        await pilot.press(*"nrl")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen) and app.return_code is None
        assert app.screen.query_one("#elsewhere-folder", Input).value == "nrl"
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen) and not app.screen.prompting
        assert "r Retry" in screen_text(app).splitlines()[-1]
        await pilot.press("escape")  # and Esc again keeps playing
        await pilot.pause()
        assert not isinstance(app.screen, QuitScreen)


async def test_quitting_names_the_save_folder_the_game_was_started_with(tmp_path: Path) -> None:
    # Started with --save-dir, the session is found again only with it: plain "pontoon"
    # looks in the default folder.
    folder = tmp_path / "elsewhere"
    app = make_app(seed=1, save_dir=folder)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        await pilot.pause()
        await pilot.press("c", "c", "enter", "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = dialog(app)
        assert f"The session is saved in {folder}: pontoon --save-dir {folder} resumes it" in text
        assert "start pontoon again" not in text
