"""Autosave after every event, resume where play stopped, corrupt and unreadable files."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.engine.events import Buy, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, load_session
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

SIZE = (100, 30)
# Ann banks; Bob holds 8 8 and splits (8 5, 8 2); Cat 10 9; the banker 10 7.
TOP = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C"]


def saved_events(path: Path) -> int:
    return len(json.loads(path.read_text("utf-8"))["events"])


async def test_every_event_is_saved_as_it_happens(store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        path = app.table.path
        assert path is not None and path.parent == store.directory
        for keys in [("y", "2"), ("y", "3"), ("y", "s"), ("t",)]:
            await pilot.press(*keys)
            await pilot.pause()
            assert path.exists()
            assert saved_events(path) == len(session.events)
        assert load_session(path).events == session.events
        assert [type(e) for e in session.events[-4:]] == [Stake, Stake, Split, Twist]


async def test_resume_returns_mid_turn_behind_pass_the_device(store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Split("Bob"))
    path = store.new_path()
    store.save(session, path)
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        text = screen_text(app)
        assert "Ann, Bob, Cat" in text
        assert "deal 1 of 8 in play · Ann +0, Bob +0, Cat +0" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        assert not any(suit in screen_text(app) for suit in "♠♥♦♣")
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        resumed = app.table.active
        assert resumed.events == session.events
        assert table_view(resumed, "Bob") == table_view(session, "Bob")
        text = screen_text(app)
        assert "Hand 1" in text and "Hand 2" in text and "8♠" in text and "8♥" in text
        await pilot.press("t")
        await pilot.pause()
        assert app.table.path == path
        assert saved_events(path) == len(session.events) + 1


async def test_starting_anew_keeps_the_old_session_as_abandoned(store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann")
    old = store.new_path()
    store.save(session, old)
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
    assert not old.exists()
    kept = list(store.directory.glob("*.abandoned.json"))
    assert len(kept) == 1 and load_session(kept[0]).events == session.events
    assert store.scan() == ([], [])


async def test_resume_after_a_deal_shows_its_ledger_again(store: SessionStore) -> None:
    # The banker's Pontoon ends deal 1; the game stopped before the new pack.
    session = stacked_session(["Ann", "Bob"], "Ann", ["5S", "AH", "6S", "KD"])
    play(session, Stake("Bob", 2))
    assert session.next() is not None and session.next().type == "pack"  # type: ignore[union-attr]
    app = make_app(session=session, save_dir=store.directory, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        assert "Ann, the banker, had Pontoon." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        assert session.deal is not None and session.deal.number == 2


async def test_a_corrupt_save_is_kept_aside_with_a_message(store: SessionStore) -> None:
    store.directory.mkdir(parents=True)
    bad = store.directory / "session-20260101-120000.json"
    bad.write_text('{"format": "pontoon-session/1", "players": ["Ann"', "utf-8")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        text = " ".join(screen_text(app).split())
        assert "session-20260101-120000.json could not be loaded" in text
        assert "kept as session-20260101-120000.json.corrupt-1" in text
    assert not bad.exists()
    aside = store.directory / "session-20260101-120000.json.corrupt-1"
    assert aside.read_text("utf-8") == '{"format": "pontoon-session/1", "players": ["Ann"'


async def test_load_opens_a_file_and_goes_on_saving_to_it(tmp_path: Path, save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann")
    shared = tmp_path / "shared.json"
    shared.write_text(dump_session(session), "utf-8")
    app = make_app(load=shared, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        await pilot.press("y", "3")
        await pilot.pause()
    assert load_session(shared).events[-1] == Stake("Bob", 3)
    assert not save_dir.exists() or not list(save_dir.iterdir())


async def test_load_leaves_alone_a_staged_save_an_older_version_left(
    tmp_path: Path, save_dir: Path
) -> None:
    # Older versions staged a move in ".<name>.next" before syncing it into place: such a
    # file is neither read nor removed.
    session = stacked_session(["Ann", "Bob"], "Ann")
    shared = tmp_path / "shared.json"
    shared.write_text(dump_session(session), "utf-8")
    older = tmp_path / ".shared.json.next"
    older.write_text("left by an older version", "utf-8")
    app = make_app(load=shared, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.table.active.events == session.events
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
    assert older.read_text("utf-8") == "left by an older version"


async def test_load_of_a_bad_file_says_why_and_leaves_it_untouched(
    tmp_path: Path, save_dir: Path
) -> None:
    bad = tmp_path / "friend.json"
    content = (
        '{"format": "pontoon-session/1", "players": ["Ann", "Bob"], "events": [{"type": "stake"}]}'
    )
    bad.write_text(content, "utf-8")
    app = make_app(load=bad, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        text = " ".join(screen_text(app).split())
        assert "friend.json could not be opened" in text
        assert "event 1" in text
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        await pilot.pause()
        assert app.table.path is not None and app.table.path.parent == save_dir
    assert bad.read_text("utf-8") == content


async def test_resume_in_the_bankers_turn_goes_to_it_as_uninterrupted_play_does(
    store: SessionStore,
) -> None:
    """The banker's turn is public (the cards are turned over as it begins): no pass."""
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"])
    play(session, Stake("Bob", 2), Stick("Bob"))
    assert session.next() is not None and session.next().type == "bank"  # type: ignore[union-attr]
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        assert "10♥" in screen_text(app) and "7♥" in screen_text(app)


async def test_load_of_a_finished_session_shows_its_last_ledger_then_the_standings(
    tmp_path: Path, save_dir: Path
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"], deals=1)
    play(session, Stake("Bob", 2), Stick("Bob"), Stick("Ann"))
    assert session.finished
    finished = tmp_path / "finished.json"
    finished.write_text(dump_session(session), "utf-8")
    app = make_app(load=finished, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        assert "Press Enter for the final standings." in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "Bob wins with +2." in screen_text(app)
    assert load_session(finished).events == session.events


def bob_to_play() -> Session:
    """Ann banks; Bob (8♠ 8♥) and Cat have staked, Bob is to play."""
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TOP)
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    return session


async def test_a_move_is_synced_to_disk_in_one_write_before_the_screen_shows_it(
    store: SessionStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    session = bob_to_play()
    app = make_app(session=session, save_dir=store.directory)
    writes: list[tuple[int, bool, tuple[str, ...]]] = []  # events, synced, cards on screen
    syncs: list[int] = []
    save = SessionStore.save

    def spy(self: SessionStore, saved: Session, path: Path, **options: Any) -> None:
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen)
        writes.append((len(saved.events), options.get("sync", True), screen.boxes[0].hand.cards))
        save(self, saved, path, **options)

    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        path = app.table.path
        assert path is not None
        app.table.save()
        before = saved_events(path)
        monkeypatch.setattr(SessionStore, "save", spy)
        monkeypatch.setattr(os, "fsync", lambda fd: syncs.append(fd))
        await pilot.press("t")  # Bob twists 5♣ onto 8♠ 8♥
        await pilot.pause()
        assert "5♣" in screen_text(app)
    # One synced write of the whole session, made while the screen still showed the two
    # cards: the file and its folder both synced.
    assert writes == [(before + 1, True, ("8S", "8H"))]
    assert len(syncs) == 2
    assert saved_events(path) == before + 1 == len(session.events)


async def test_keys_faster_than_the_screen_lose_nothing_and_never_crash(
    store: SessionStore,
) -> None:
    # Bob (8♠ 8♥) twists a 2, sticks and passes on at once: the stick closes his turn
    # before the frame that finishes drawing the twist; Cat's turn follows behind
    # pass-the-device.
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", [*TOP[:6], "2C", "5C"])
    play(session, Stake("Bob", 2), Stake("Cat", 3))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        app.simulate_key("t")
        app.simulate_key("k")
        app.simulate_key("enter")  # the stick's review, then on to Cat
        await pilot.pause(0.2)
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"
        assert app.return_code is None  # still running
        path = app.table.path
        assert path is not None
        assert [type(e) for e in load_session(path).events[-2:]] == [Twist, Stick]


@pytest.mark.parametrize("ends", [True, False], ids=["buy-ends-the-deal", "buy-goes-on"])
async def test_enter_twice_in_the_purchase_dialog_buys_once(
    store: SessionStore, ends: bool
) -> None:
    # Bob (9♣ 9♥) buys the 5♣: 23, bust, and the deal is over (or, with a third player
    # still to play, his turn is over and Cat's follows).
    players = ["Ann", "Bob"] if ends else ["Ann", "Bob", "Cat"]
    top = ["9C", "10S", "9H", "7D", "5C"] if ends else ["9C", "2S", "10S", "9H", "3S", "7D", "5C"]
    session = stacked_session(players, "Ann", top)
    play(session, *(Stake(p, 2) for p in players[1:]))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "b")
        await pilot.pause()
        app.simulate_key("enter")  # both Enters arrive before the dialog has gone
        app.simulate_key("enter")
        await pilot.pause(0.2)
        assert app.return_code is None  # still running
        assert [type(e) for e in session.events].count(Buy) == 1
        # The second Enter does not pass the device on unseen, nor skip Bob's review of
        # his bust when it ends the deal.
        assert isinstance(app.screen, PlayerTurnScreen) and app.screen.turn_over
        await pilot.press("enter")
        if ends:
            assert isinstance(app.screen, LedgerScreen)
        else:
            assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"
    path = app.table.path
    assert path is not None and load_session(path).events == session.events


async def test_the_last_players_stick_pressed_twice_does_not_stick_for_the_banker(
    store: SessionStore,
) -> None:
    # Bob (8♠ 8♥, 16) is the last to play; the banker's public turn follows at once.
    session = stacked_session(["Ann", "Bob"], "Ann", ["8S", "10S", "8H", "7D", "9C"])
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        app.simulate_key("k")
        app.simulate_key("k")  # typed ahead
        app.simulate_key("enter")  # past the stick's review
        app.simulate_key("k")  # typed ahead, before the banker's screen came up
        await pilot.pause(0.2)
        assert isinstance(app.screen, BankerTurnScreen)
        assert [type(e) for e in session.events].count(Stick) == 1
        await pilot.press("k")  # the banker's own key still works
        await pilot.pause()
        assert [type(e) for e in session.events].count(Stick) == 2
        await pilot.press("enter")  # past the settled table
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
