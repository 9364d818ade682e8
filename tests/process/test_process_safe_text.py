"""Names from outside never reach the terminal raw: a file or folder name that holds
escape sequences is shown escaped on every path where the game names it.

Each test runs the real game in a tmux pane. The name below would retitle the window
(OSC 0) and clear the screen (CSI 2J) if written raw: the pane's title must stay as it
was, and the screen must still show the game's title line.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.terminal import TITLE, StartTmux, TmuxGame, flat

from pontoon_tui.engine.events import Cut
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session

pytestmark = pytest.mark.slow

EVIL = "\x1b]0;pwned\x1b\\x\x1b[2J"
SHOWN = "\\x1b]0;pwned\\x1b\\x\\x1b[2J"  # as the player must see it


def assert_untouched(pane: TmuxGame, screen: str) -> None:
    """The title is the one the pane had; the game's title line is still on screen."""
    assert pane.flags()["pane_title"] == TITLE
    assert screen.splitlines()[0].startswith(" Pontoon ·"), screen
    assert "pwned" not in flat(screen).replace(SHOWN, "")


def test_load_of_a_file_whose_name_holds_escapes(tmp_path: Path, tmux_game: StartTmux) -> None:
    folder = tmp_path / "x"
    folder.mkdir()
    bad = folder / f"{EVIL}.json"
    bad.write_text("junk\n")
    pane = tmux_game("--load", str(bad))
    screen = pane.wait_until_up(f"{SHOWN}.json could not be opened")
    assert_untouched(pane, screen)
    assert bad.read_text() == "junk\n"


def test_a_corrupt_save_whose_name_holds_escapes(tmp_path: Path, tmux_game: StartTmux) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    (saves / f"session-{EVIL}.json").write_text("junk\n")
    pane = tmux_game()
    screen = pane.wait_until_up(f"session-{SHOWN}.json could not be loaded")
    assert_untouched(pane, screen)
    assert f"keptassession-{SHOWN}.json.corrupt-1" in flat(screen)


def test_a_session_whose_name_holds_escapes_on_the_resume_screen(
    tmp_path: Path,
    tmux_game: StartTmux,
) -> None:
    saves = tmp_path / "saves"
    saves.mkdir()
    session = Session(["Ann", "Bob"])
    session.apply(Cut({"Ann": "KS", "Bob": "2H"}))
    (saves / f"session-{EVIL}.json").write_text(dump_session(session))
    pane = tmux_game()
    screen = pane.wait_until_up(f"(session-{SHOWN}.json)")
    assert "Resume a session?" in screen
    assert_untouched(pane, screen)


def test_a_save_folder_whose_name_holds_escapes(tmp_path: Path, tmux_game: StartTmux) -> None:
    folder = tmp_path / EVIL
    pane = tmux_game("--save-dir", str(folder))
    pane.wait_until_up("Add the players")
    for name in ("Ann", "Bob"):
        pane.keys(name, "Enter")
        pane.wait_for(f". {name}")
    pane.keys("C-s")
    pane.wait_for("Cut for the bank")
    pane.keys("q")  # the quit dialog says where the session is saved
    screen = pane.wait_for("The session is saved in")
    assert SHOWN in flat(screen)
    assert_untouched(pane, screen)
    assert folder.is_dir()
