"""The real game in tmux windows of 100 x 30, several at once on one save folder, as two
terminals would run it; each test gets a tmux server of its own."""

from __future__ import annotations

import os
import shlex
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HAVE_TMUX = shutil.which("tmux") is not None


class Tmux:
    """A private tmux server (its own socket) holding the games of one test."""

    def __init__(self, name: str) -> None:
        self.socket = f"pontoon-test-{os.getpid()}-{name}"

    def run(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args], capture_output=True, text=True, check=True
        )
        return done.stdout

    def close(self) -> None:
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)


class Window:
    """One game in its own tmux window.

    Args:
        tmux: the server.
        name: the window's name.
        save_dir: the save folder (``PONTOON_SAVE_DIR``).
        args: the game's own arguments (``--seed 1``).
    """

    def __init__(self, tmux: Tmux, name: str, save_dir: Path, *args: str) -> None:
        self.tmux = tmux
        self.name = name
        env = {
            "PYTHONPATH": str(ROOT),
            "PONTOON_SAVE_DIR": str(save_dir),
            "TERM": "xterm-256color",
        }
        assigned = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
        game = shlex.join([sys.executable, "-m", "pontoon_tui", *args])
        command = f"cd {shlex.quote(str(ROOT))} && exec env {assigned} {game}"
        tmux.run("new-session", "-d", "-s", name, "-x", "100", "-y", "30", command)
        self.pid = int(tmux.run("display-message", "-p", "-t", name, "#{pane_pid}").strip())

    def screen(self) -> str:
        """What the window shows now."""
        return self.tmux.run("capture-pane", "-p", "-t", self.name)

    def flat(self) -> str:
        """The screen with runs of spaces and line ends as one space."""
        return " ".join(self.screen().split())

    def wait_for(self, text: str, limit: float = 20) -> str:
        """Wait until the window shows ``text``; returns the screen."""
        start = time.monotonic()
        while True:
            flat = self.flat()
            if text in flat:
                return flat
            if time.monotonic() - start > limit:
                raise AssertionError(f"{self.name} never showed {text!r}; it shows:\n{flat}")
            time.sleep(0.05)

    def keys(self, *keys: str, settle: float = 0.15) -> None:
        """Type ``keys`` one at a time (tmux key names: ``Enter``, or letters)."""
        for key in keys:
            self.tmux.run("send-keys", "-t", self.name, key)
            time.sleep(settle)

    def type(self, text: str) -> None:
        """Type ``text`` literally."""
        self.tmux.run("send-keys", "-t", self.name, "-l", text)
        time.sleep(0.15)

    def kill(self) -> None:
        """SIGKILL: the game has no chance to save or release anything."""
        os.kill(self.pid, signal.SIGKILL)
        start = time.monotonic()
        while time.monotonic() - start < 10:
            try:
                os.kill(self.pid, 0)
            except ProcessLookupError:
                return
            time.sleep(0.05)
