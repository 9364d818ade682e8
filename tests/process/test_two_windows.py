"""Two games on one save folder, as two terminals run them: each session file belongs to
one game. A session in play in one window is shown as such in the other and can be
neither resumed, loaded nor set aside there; a killed game's session is free at once.
And a save that fails says so on screen until one succeeds."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from helpers.terminal import StartTmux, TmuxGame

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, load_session

pytestmark = pytest.mark.slow

WINDOW = (100, 30)


def sessions(folder: Path) -> dict[str, list[Any]]:
    """Each live session file's players, and its events."""
    found = {}
    for path in sorted(folder.glob("session-*.json")):
        if path.name.endswith(".abandoned.json"):
            continue
        data = json.loads(path.read_text("utf-8"))
        found[",".join(data["players"])] = data["events"]
    return found


def wait_until(check: Any, limit: float = 15) -> None:
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > limit:
            raise AssertionError("never happened")
        time.sleep(0.05)


def seat(window: TmuxGame, *names: str) -> None:
    window.wait_until_up("Add the players")
    for name in names:
        window.type(name)
        window.press("Enter")


def test_two_games_started_in_the_same_second_keep_a_file_each(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    first = tmux_game("--seed", "1", save_dir=folder, size=WINDOW)
    second = tmux_game("--seed", "2", save_dir=folder, size=WINDOW)
    seat(first, "Ann", "Bob")
    seat(second, "Cat", "Dan")
    first.keys("C-s")  # both start at once
    second.keys("C-s")
    for window, names in ((first, ("Ann", "Bob")), (second, ("Cat", "Dan"))):
        window.wait_for(f"{names[0]}: press c to cut")
        window.press("c", "c")
        window.wait_for("banks first. Press Enter.")
    wait_until(lambda: all(len(e) >= 1 for e in sessions(folder).values()))
    files = sessions(folder)
    assert sorted(files) == ["Ann,Bob", "Cat,Dan"]
    for window, players in ((first, "Ann,Bob"), (second, "Cat,Dan")):
        shown = window.shown()
        cut = files[players][0]
        assert cut["type"] == "cut"
        for name, card in cut["cards"].items():  # every card this window showed
            assert f"{name} {card[:-1]}" in shown


def stacked(path: Path) -> None:
    session = Session(["Ann", "Bob", "Cat"])
    session.apply(Cut({"Ann": "KS", "Bob": "QS", "Cat": "2C"}))
    session.apply(Pack(tuple(full_pack(3))))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(dump_session(session), encoding="utf-8")


def test_a_session_in_play_is_shown_as_such_and_refused_in_another_window(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    path = folder / "session-20260101-120000.json"
    stacked(path)
    playing = tmux_game(save_dir=folder, size=WINDOW)
    playing.wait_until_up("Resume a session?")
    playing.press("r")
    playing.wait_for("I am Bob (y)")  # the resume list names Bob too: wait for the deal
    playing.press("y", "2")
    wait_until(lambda: len(load_session(path).events) == 3)

    other = tmux_game(save_dir=folder, size=WINDOW)
    other.wait_until_up("in play in another window")
    screen = other.shown()
    assert "session-20260101-120000.json" in screen
    other.press("r")
    other.wait_for("✗ That session is in play in another window")
    loaded = tmux_game("--load", str(path), save_dir=folder, size=WINDOW)
    loaded.wait_until_up("is in play in another window: it cannot be opened twice")
    other.press("n")  # a new session: the one in play is neither renamed nor touched
    seat(other, "Dan", "Eve")
    other.press("C-s")
    other.wait_for("Dan: press c to cut")
    other.press("c", "c")
    assert path.is_file() and not list(folder.glob("*.abandoned.json"))

    playing.wait_for("I am Cat (y)")
    playing.press("y", "4")  # the first window plays on, into its own file
    wait_until(lambda: len(load_session(path).events) == 4)
    wait_until(lambda: len(sessions(folder).get("Dan,Eve", [])) >= 1)
    files = sessions(folder)
    assert [e for e in files["Ann,Bob,Cat"] if e["type"] == "stake"] == [
        {"type": "stake", "player": "Bob", "amount": 2},
        {"type": "stake", "player": "Cat", "amount": 4},
    ]
    assert files["Dan,Eve"][0]["type"] == "cut"

    playing.kill()  # a dead game's lock is free: the session is offered again at once
    after = tmux_game(save_dir=folder, size=WINDOW)
    after.wait_until_up("Resume a session?")
    assert "Dan, Eve · in play in another window" in after.shown()  # still in play
    assert "Ann, Bob, Cat · in play" not in after.shown()
    if after.shown().index("Ann, Bob, Cat") > after.shown().index("Dan, Eve"):
        after.press("Down")
    after.press("r")
    after.wait_for("Pass the device to")
    assert load_session(path).events[-1] == Stake("Cat", 4)


def test_a_save_that_fails_says_so_until_the_folder_is_back(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    path = folder / "session-20260101-120000.json"
    stacked(path)
    game = tmux_game(save_dir=folder, size=WINDOW)
    game.wait_until_up("Resume a session?")
    game.press("r")
    game.wait_for("I am Bob (y)")  # the resume list names Bob too: wait for the deal
    game.press("y", "2")
    wait_until(lambda: len(load_session(path).events) == 3)
    away = tmp_path / "away"
    folder.rename(away)
    folder.write_text("not a folder", "utf-8")  # no save can go in: not even a folder
    game.wait_for("I am Cat (y)")
    game.press("y", "3")
    warning = "⚠ Not saved: the folder cannot be made — moves since deal 1 are only in memory"
    game.wait_for(warning)
    game.press("y")  # Ann banks: her screen says it too
    game.wait_for("Bob's turn")
    assert warning in game.shown()
    game.press("q")
    game.wait_for("Quit Pontoon?")
    screen = game.shown()
    assert "Not saved: the folder cannot be made" in screen and "Retry (r)" in screen
    assert "The session is saved" not in screen
    folder.unlink()
    away.rename(folder)
    game.press("r")  # retry: saved now, and the dialog says where
    game.wait_for("The session is saved in")
    game.press("n")
    wait_until(lambda: "Not saved" not in game.shown())
    assert [e.amount for e in load_session(path).events[2:]] == [2, 3]  # type: ignore[attr-defined]
    game.kill()
    assert len(load_session(path).events) == 4
