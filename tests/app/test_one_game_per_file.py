"""One session file, one game: a session another running game holds is shown as in play
in another window and can be neither resumed, loaded, nor set aside."""

from __future__ import annotations

import os
from pathlib import Path

from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.engine.events import Stake
from pontoon_tui.engine.sessionfile import dump_session, load_session
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore

SIZE = (100, 30)


def flat(app: object) -> str:
    return " ".join(screen_text(app).split())  # type: ignore[arg-type]


async def test_a_held_session_is_in_play_in_another_window_and_refused(
    store: SessionStore,
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann")
    path = store.directory / "session-20260101-120000.json"
    store.save(session, path)
    before = path.read_bytes()
    other = store.lock(path)  # another window plays it
    assert other is not None
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "Ann, Bob · in play in another window" in flat(app)
        for key in ("r", "enter"):
            await pilot.press(key)
            await pilot.pause()
            assert isinstance(app.screen, ResumeScreen)
            assert "✗ That session is in play in another window" in flat(app)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
    assert path.read_bytes() == before  # neither renamed nor written
    assert not list(store.directory.glob("*.abandoned.json"))
    other.release()


async def test_load_of_a_held_file_is_refused_and_leaves_it_alone(
    tmp_path: Path, save_dir: Path
) -> None:
    shared = tmp_path / "friend.json"
    shared.write_text(dump_session(stacked_session(["Ann", "Bob"], "Ann")), "utf-8")
    other = SessionStore(tmp_path).lock(shared)
    assert other is not None
    app = make_app(load=shared, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        assert "friend.json is in play in another window: it cannot be opened twice" in flat(app)
        assert app.table.session is None
    other.release()
    again = make_app(load=shared, save_dir=save_dir)  # free once the other game is gone
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, PassDeviceScreen)


async def test_a_session_taken_meanwhile_is_not_resumed_and_one_moved_on_resumes_as_it_is(
    store: SessionStore,
) -> None:
    first = stacked_session(["Ann", "Bob"], "Ann")
    second = stacked_session(["Cat", "Dan"], "Cat")
    taken = store.directory / "session-20260101-120000.json"
    moved = store.directory / "session-20260101-110000.json"
    store.save(first, taken)
    store.save(second, moved)
    os.utime(moved, (1_000_000, 1_000_000))  # the older one: offered second
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        other = store.lock(taken)  # another window opens it while this one still offers it
        assert other is not None
        await pilot.press("enter")  # the newest, the taken one, is highlighted
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        text = flat(app)
        assert "session-20260101-120000.json was opened in another window meanwhile" in text
        assert "in play in another window" in text
        play(second, Stake("Dan", 4))  # the other session moved on in another window...
        store.save(second, moved)
        await pilot.press("down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)
        assert app.table.active.events == second.events  # ...and resumes as it is now
        assert store.is_held(moved)  # this game holds it now
        other.release()
    assert load_session(moved).events == second.events
