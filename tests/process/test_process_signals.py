"""SIGTERM and SIGHUP end the game as quitting does: the pending save is finished, the
terminal is restored (alternate screen left, mouse reporting off, cursor shown) and the
exit status is the conventional 128 + the signal's number."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from helpers.terminal import ROOT, StartPty, StartTmux, TmuxGame, game_command, game_env

pytestmark = pytest.mark.slow

PLAYING = {"alternate_on": "1", "mouse_any_flag": "1", "cursor_flag": "0"}
RESTORED = {"alternate_on": "0", "mouse_any_flag": "0", "cursor_flag": "1"}


def _events(save_dir: Path) -> list[dict[str, Any]]:
    (path,) = save_dir.glob("session-*.json")
    events: list[dict[str, Any]] = json.loads(path.read_text())["events"]
    return events


def _start_and_cut(pane: TmuxGame) -> None:
    pane.wait_until_up("Add the players")
    for name in ("Ann", "Bob"):
        pane.keys(name, "Enter")
        pane.wait_for(f". {name}")
    pane.keys("C-s")
    pane.wait_for("Ann: press c to cut.")
    pane.keys("c")
    pane.wait_for("Bob: press c to cut.")


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_signal_restores_the_terminal_and_keeps_every_move(
    tmp_path: Path, signum: signal.Signals, tmux_game: StartTmux
) -> None:
    saves = tmp_path / "saves"
    pane = tmux_game()
    _start_and_cut(pane)
    flags = pane.flags()
    assert {k: flags[k] for k in PLAYING} == PLAYING
    os.kill(pane.game_pid(), signum)
    assert pane.exit_status() == 128 + signum
    flags = pane.flags()
    assert {k: flags[k] for k in RESTORED} == RESTORED
    assert [e["type"] for e in _events(saves)] == ["cut"]
    assert not list(saves.glob(".*"))  # no temporary file left behind


@pytest.mark.parametrize(
    "controlling", [True, False], ids=["sends SIGHUP", "closes without a signal"]
)
def test_a_closed_terminal_window_ends_the_game_with_every_move_saved(
    tmp_path: Path, controlling: bool, pty_game: StartPty
) -> None:
    """Closing the terminal ends the game as a hang-up, whether or not the kernel sends
    SIGHUP (it does not when the terminal is not the game's controlling terminal): the
    game never keeps running at full speed on a terminal that has gone."""
    saves = tmp_path / "saves"
    game = pty_game(game_command(), size=(80, 24), env=game_env(saves), controlling=controlling)
    game.wait_until_up("Add the players")  # keys typed before the app is up are lost
    for keys in (b"Ann\r", b"Bob\r", b"\x13"):  # two names, Ctrl+S
        game.write(keys)
        game.settle()
    start = time.monotonic()
    while not list(saves.glob("session-*.json")) or not _events(saves):
        # A key typed before the cut screen is up is dropped there: on a busy
        # machine the first c may come too early, so cut until a cut is saved.
        assert time.monotonic() - start < 30, "the cut was never saved"
        game.write(b"c")
        game.settle()
    saved = _events(saves)
    game.hang_up()  # the window closes: the kernel hangs the terminal up
    status = game.process.wait(timeout=20)
    assert status == 128 + signal.SIGHUP
    assert saved and {e["type"] for e in saved} == {"cut"}
    assert _events(saves) == saved


STUCK_ON_EXIT = """
import asyncio, sys
from pontoon_tui.app.signals import handle_signals

class StuckApp:
    '''An app whose shutdown never finishes, as Textual's can when the terminal it
    would restore has gone.'''

    def exit(self, result=None, return_code=0):
        print("exiting", flush=True)

async def main():
    handle_signals(StuckApp())
    print("ready", flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def test_a_hung_up_game_whose_shutdown_sticks_still_ends(tmp_path: Path) -> None:
    """After a hang-up nothing can be shown, so a game whose shutdown hangs (waiting on
    writes to the terminal that has gone) leaves anyway, a few seconds later, with the
    hang-up's status: it never lingers."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    child = subprocess.Popen(
        [sys.executable, "-c", STUCK_ON_EXIT], stdout=subprocess.PIPE, text=True, env=env
    )
    try:
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        child.send_signal(signal.SIGHUP)
        assert child.stdout.readline().strip() == "exiting"
        status = child.wait(timeout=20)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert status == 128 + signal.SIGHUP
