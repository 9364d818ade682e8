"""Quitting with a session saved tells the shell, once the game has left the screen, where
the session's file is and how to resume it (``pontoon`` offers it) or replay it; the path
passes through the safe-text helper, so nothing of a strange folder name reaches the
terminal raw."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from helpers.app_stack import level_table
from helpers.terminal import StartTmux, flat

from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.safetext import safe_text

pytestmark = pytest.mark.slow


def quoted(path: Path) -> str:
    """The path as the shell is told it."""
    return shlex.quote(safe_text(path, 1000))


def test_quitting_an_unfinished_session_says_where_it_is_and_how_to_resume_it(
    tmp_path: Path, tmux_game: StartTmux
) -> None:
    saves = tmp_path / "saves \x1b[31mred"  # a folder name with an escape sequence in it
    pane = tmux_game(save_dir=saves)
    pane.wait_until_up("Add the players")
    for name in ("Ann", "Bob"):
        pane.keys(name, "Enter")
        pane.wait_for(f". {name}")
    pane.keys("C-s")
    pane.wait_for("Ann: press c to cut.")
    pane.press("q")
    pane.wait_for("Quit Pontoon?")
    pane.press("y")
    assert pane.exit_status() == 0
    (path,) = saves.glob("session-*.json")
    shown = flat(pane.screen())
    assert flat(f"Pontoon: the session is saved in {quoted(path)}.") in shown
    resume = "Resume it: pontoon (it offers the session); replay it: pontoon replay"
    assert flat(f"{resume} {quoted(path)}") in shown
    assert "\\x1b[31mred" in shown  # the escape shown as text, not obeyed
    assert "Quit Pontoon?" not in shown  # said after the game left the screen


def test_quitting_after_the_final_standings_says_how_to_replay_the_session(
    tmp_path: Path, tmux_game: StartTmux
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    finished = saves / "finished.json"
    finished.write_text(dump_session(level_table(["Ann", "Bob", "Cat"])), "utf-8")
    pane = tmux_game("--load", str(finished), save_dir=saves)
    pane.wait_until_up("Press Enter")  # the ledger of the last deal
    pane.press("Enter")
    pane.wait_for("wins with")
    pane.press("q")
    pane.wait_for("The session is over")
    assert "Keep playing" not in pane.screen()
    pane.press("y")
    assert pane.exit_status() == 0
    shown = flat(pane.screen())
    assert flat(f"Pontoon: the finished session is saved in {quoted(finished)}.") in shown
    assert flat(f"Replay it: pontoon replay {quoted(finished)}") in shown
