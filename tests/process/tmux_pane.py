"""The real game in a real terminal: a tmux pane of 80 x 24.

A test starts ``python -m pontoon_tui`` in a pane, types keys, and reads back what the
pane shows, its title and its modes (alternate screen, mouse reporting, cursor) as tmux
sees them: exactly what a player's terminal would do with the game's output.
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import time
import uuid
from collections.abc import Sequence
from pathlib import Path

import pytest

needs_tmux = pytest.mark.skipif(
    shutil.which("tmux") is None or sys.platform != "linux", reason="needs tmux on Linux"
)

TITLE = "pontoon-test-title"
ROOT = Path(__file__).resolve().parents[2]


class Pane:
    """One tmux session running the game, then a shell line that prints its exit status.

    Args:
        args: the arguments after ``python -m pontoon_tui``.
        save_dir: the save folder (``PONTOON_SAVE_DIR``).
        status: a file the exit status is written to once the game ends.
    """

    def __init__(self, args: Sequence[str], save_dir: Path, status: Path) -> None:
        self.name = f"wt-input-test-{uuid.uuid4().hex[:10]}"
        game = shlex.join([sys.executable, "-m", "pontoon_tui", *args])
        script = (
            f"cd {shlex.quote(str(ROOT))} && {game}; "
            f"echo $? > {shlex.quote(str(status))}; sleep 120"
        )
        env = {
            "PYTHONPATH": str(ROOT),
            "PONTOON_SAVE_DIR": str(save_dir),
            "TERM": "xterm-256color",
        }
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        self.status = status
        self._tmux(
            "new-session", "-d", "-s", self.name, "-x", "80", "-y", "24",
            f"env -u NO_COLOR {exports} sh -c {shlex.quote(script)}",
        )  # fmt: skip
        self._tmux("set-option", "-t", self.name, "remain-on-exit", "on")
        self._tmux("select-pane", "-t", self.name, "-T", TITLE)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", *args], capture_output=True, text=True, timeout=20, check=True
        )
        return done.stdout

    def screen(self) -> str:
        """What the pane shows now."""
        return self._tmux("capture-pane", "-p", "-t", self.name)

    def wait_for(self, text: str, limit: float = 20) -> str:
        """Wait until the pane shows ``text`` (spaces, line breaks and a notice's border
        ignored); returns the screen."""
        wanted = flat(text)
        start = time.monotonic()
        while True:
            shown = self.screen()
            if wanted in flat(shown):
                return shown
            if time.monotonic() - start > limit:
                raise AssertionError(f"the pane never showed {text!r}:\n{shown}")
            time.sleep(0.1)

    def keys(self, *keys: str, literal: bool = False) -> None:
        """Type ``keys`` (tmux key names, or text with ``literal``) in one burst."""
        self._tmux("send-keys", "-t", self.name, *(["-l"] if literal else []), *keys)

    def flags(self) -> dict[str, str]:
        """The pane's title and modes, as tmux keeps them."""
        names = ["pane_title", "alternate_on", "mouse_any_flag", "cursor_flag", "pane_pid"]
        line = self._tmux(
            "display-message", "-p", "-t", self.name, "\t".join(f"#{{{n}}}" for n in names)
        )
        return dict(zip(names, line.rstrip("\n").split("\t"), strict=True))

    def game_pid(self, limit: float = 10) -> int:
        """The game's process (the child of the pane's shell)."""
        shell = self.flags()["pane_pid"]
        start = time.monotonic()
        while time.monotonic() - start < limit:
            children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
            if children:
                return int(children[0])
            time.sleep(0.05)
        raise AssertionError("the game did not start")

    def exit_status(self, limit: float = 15) -> int:
        """Wait for the game to end; its exit status."""
        start = time.monotonic()
        while time.monotonic() - start < limit:
            if self.status.exists() and self.status.read_text().strip():
                return int(self.status.read_text())
            time.sleep(0.05)
        raise AssertionError(f"the game did not end:\n{self.screen()}")

    def close(self) -> None:
        """End the tmux session (and anything still running in it)."""
        subprocess.run(["tmux", "kill-session", "-t", self.name], capture_output=True, check=False)


def flat(text: str) -> str:
    """``text`` without spaces, line breaks or the border a notice has on each line."""
    return "".join(text.replace("▌", "").split())
