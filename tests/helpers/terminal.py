"""The real game in a real terminal: the harness of the process tests (``tests/process``)
and of ``benchmarks/app_bench.py``.

Two terminals, as the test needs:

* :class:`PtyGame` — the game as a child process on a pseudo-terminal held here. Every
  byte the game writes is read in the background and time-stamped, keys are written to
  it, the terminal can be closed (a hang-up) and the child's peak memory read. It sees
  what the game writes, not what a screen would show.
* :class:`TmuxGame` — the game in a tmux session on a tmux server of its own: tmux is the
  terminal, and the test reads back what the pane shows, its title and its modes, as a
  player's terminal would have them.

Keys typed before the game has taken the terminal are lost, so a test first waits for
the game's first screen with ``wait_until_up`` (both kinds), then types.

Nothing here imports pytest or the game: the benchmark's children start up without them.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import pty
import re
import select
import shlex
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
import uuid
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository: the game runs from here (``PYTHONPATH``, the working directory)."""

HAVE_PTY = sys.platform == "linux"
HAVE_TMUX = HAVE_PTY and shutil.which("tmux") is not None

UP_LIMIT = 60.0
"""Seconds a game may take to show its first screen (a busy machine is slow)."""

ESCAPES = re.compile(
    rb"\x1b(\[[0-9;?<>=]*[ -/]*[@-~]|\][^\x07\x1b]*(\x07|\x1b\\)|[()][0-9A-Za-z]|.)"
)
"""The terminal's escape sequences: CSI (cursor, colours, modes), OSC, charsets, the rest."""

QUIET = 0.3
"""Seconds with nothing written after which a screen has settled: less than the half
second a text cursor blinks in, so that a blinking cursor never keeps it unsettled."""

TITLE = "pontoon-test-title"
"""The title a tmux pane is given before the game starts (the game must leave it)."""


def flat(text: str) -> str:
    """``text`` without spaces, line breaks or the border a notice has on each line."""
    return "".join(text.replace("▌", "").split())


def flat_output(data: bytes) -> str:
    """The text in terminal output, escape sequences and spaces left out."""
    return flat(ESCAPES.sub(b"", data).decode("utf-8", "replace"))


def game_command(*args: str) -> list[str]:
    """The command a player types, ``pontoon`` with ``args``, run by this Python."""
    return [sys.executable, "-m", "pontoon_tui", *args]


def game_env(save_dir: Path | None = None) -> dict[str, str]:
    """The environment of a game: this one, with the repository on the path, a colour
    terminal (``NO_COLOR`` unset) and, if given, ``save_dir`` as the save folder."""
    env = dict(os.environ, TERM="xterm-256color", PYTHONPATH=str(ROOT))
    env.pop("NO_COLOR", None)
    if save_dir is not None:
        env["PONTOON_SAVE_DIR"] = str(save_dir)
    return env


def wait_until(check: Callable[[], bool], what: str, limit: float, every: float = 0.05) -> None:
    """Wait until ``check()`` holds; fails, saying ``what`` never happened, after
    ``limit`` seconds."""
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > limit:
            raise AssertionError(what)
        time.sleep(every)


KEYS = {"enter": b"\r", "escape": b"\x1b", "ctrl+s": b"\x13", "ctrl+q": b"\x11"}
"""What a terminal sends for the keys :meth:`PtyGame.press` knows by name."""


class PtyGame:
    """A program on a pseudo-terminal of ``size`` (columns, rows), its own session.

    Args:
        command: what to run (:func:`game_command` for the game).
        size: the terminal's columns and rows.
        env: its environment (:func:`game_env` unless given).
        controlling: make the terminal the child's controlling terminal, so that
            closing it (:meth:`hang_up`) makes the kernel send SIGHUP.
    """

    def __init__(
        self,
        command: Sequence[str],
        size: tuple[int, int] = (100, 30),
        env: Mapping[str, str] | None = None,
        controlling: bool = False,
    ) -> None:
        self.master, slave = pty.openpty()
        width, height = size
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", height, width, 0, 0))
        self.output = bytearray()
        self.stamps: list[tuple[float, int]] = []  # when, and the output's length then
        self.lock = threading.Lock()
        self.started = time.perf_counter()
        self.last_activity = self.started  # the last output read, or key written
        self.process = subprocess.Popen(
            list(command),
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=dict(game_env() if env is None else env),
            cwd=ROOT,
            start_new_session=True,
            preexec_fn=_take_the_terminal if controlling else None,
        )
        os.close(slave)
        self._reading = True
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        # select with a timeout, never a read left blocking: the terminal can be closed
        # (a hang-up) only once no read holds it
        while self._reading:
            try:
                ready, _, _ = select.select([self.master], [], [], 0.05)
                chunk = os.read(self.master, 65536) if ready else None
            except OSError:
                return
            if chunk == b"":
                return
            if chunk:
                with self.lock:
                    self.output.extend(chunk)
                    now = time.perf_counter()
                    self.stamps.append((now, len(self.output)))
                    self.last_activity = now

    def text(self, since: int = 0) -> str:
        """What the game has written (from byte ``since``), as :func:`flat_output`."""
        with self.lock:
            return flat_output(bytes(self.output[since:]))

    def first_showing(self, wanted: str, limit: float = UP_LIMIT) -> float:
        """Seconds from the start to the first output that shows ``wanted``."""
        wanted = flat(wanted)
        checked = 0  # the stamps already looked at
        while True:
            with self.lock:
                stamps = self.stamps[checked:]
                output = bytes(self.output)
            for when, length in stamps:
                if wanted in flat_output(output[:length]):
                    return when - self.started
            checked += len(stamps)
            if time.perf_counter() - self.started > limit:
                raise AssertionError(f"the game never showed {wanted!r}")
            time.sleep(0.002)

    def wait_until_up(self, wanted: str, quiet: float = QUIET, limit: float = UP_LIMIT) -> float:
        """Wait until the game shows its first screen (``wanted`` on it) and has then
        written nothing for ``quiet`` seconds: it reads keys now. Seconds from the start
        to the first output that showed ``wanted``."""
        seconds = self.first_showing(wanted, limit)
        self.settle(quiet)
        return seconds

    def settle(self, quiet: float = QUIET, limit: float = 20) -> None:
        """Wait until nothing has been written, nor a key typed, for ``quiet`` seconds."""
        start = time.perf_counter()
        while True:
            time.sleep(quiet / 3)
            now = time.perf_counter()
            with self.lock:
                last = self.last_activity
            if now - last >= quiet:
                return
            if now - start > limit:
                raise AssertionError("the game never settled")

    def write(self, keys: bytes) -> None:
        """Type ``keys`` in one burst."""
        with self.lock:
            self.last_activity = time.perf_counter()
        os.write(self.master, keys)

    def press(self, *keys: str, quiet: float = QUIET) -> None:
        """Type keys one at a time (a character, or a name in :data:`KEYS`), letting the
        screen settle after each."""
        for key in keys:
            self.write(KEYS.get(key, key.encode()))
            self.settle(quiet)

    def key_to_settled(
        self, key: bytes, shows: Sequence[str], quiet: float = QUIET, limit: float = 20
    ) -> float:
        """Seconds from writing ``key`` to the last output it caused: the output has gone
        quiet for ``quiet`` seconds and shows every text in ``shows``."""
        self.settle(quiet)
        with self.lock:
            mark = len(self.output)
        start = time.perf_counter()
        self.write(key)
        wanted = [flat(text) for text in shows]
        while True:
            self.settle(quiet)
            with self.lock:
                after = [when for when, length in self.stamps if length > mark]
            text = self.text(mark)
            missing = [s for s in wanted if s not in text]
            if after and not missing:
                return after[-1] - start
            if time.perf_counter() - start > limit:
                raise AssertionError(f"after {key!r} the screen did not show {missing or shows}")

    def key_to_shown(
        self, key: bytes, shows: Sequence[str], quiet: float = QUIET, limit: float = 20
    ) -> float:
        """Seconds from writing ``key`` to the first output after it that shows every text
        in ``shows`` (the move on screen; any motion may still follow). Waits for the
        output to go quiet before returning, so that the next key starts from a settled
        screen."""
        self.settle(quiet)
        with self.lock:
            mark = len(self.output)
        start = time.perf_counter()
        self.write(key)
        wanted = [flat(text) for text in shows]
        checked = 0
        while True:
            with self.lock:
                stamps = [stamp for stamp in self.stamps if stamp[1] > mark][checked:]
                output = bytes(self.output)
            for when, length in stamps:
                text = flat_output(output[mark:length])
                if all(part in text for part in wanted):
                    self.settle(quiet)
                    return when - start
            checked += len(stamps)
            if time.perf_counter() - start > limit:
                raise AssertionError(f"after {key!r} the screen did not show {shows}")
            time.sleep(0.002)

    def hang_up(self) -> None:
        """Close the terminal, as closing its window does."""
        self._reading = False
        self._reader.join()
        os.close(self.master)
        self.master = -1

    def stop(self) -> float:
        """SIGKILL (no chance to save anything more), and close the terminal; the
        program's peak resident memory in MiB."""
        os.killpg(self.process.pid, signal.SIGKILL)
        _, status, usage = os.wait4(self.process.pid, 0)
        self.process.returncode = os.waitstatus_to_exitcode(status)
        self.close()
        return usage.ru_maxrss / 1024

    def kill(self) -> None:
        """SIGKILL: no chance to save anything more."""
        self.stop()

    def close(self) -> None:
        """End the program if it still runs, and close the terminal."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
            self.process.wait()
        if self.master >= 0:
            self.hang_up()


StartPty = Callable[..., PtyGame]
"""The ``pty_game`` fixture's type (tests/process/conftest.py)."""


def _take_the_terminal() -> None:
    """In the child, after setsid: make its standard input its controlling terminal,
    so that closing the other end hangs it up as closing a terminal window does."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


class TmuxGame:
    """The game (``python -m pontoon_tui`` with ``args``) in a tmux pane of ``size``, on a
    tmux server of its own; a shell line after it writes its exit status.

    Args:
        args: the game's own arguments (``--seed 1``).
        save_dir: the save folder (``PONTOON_SAVE_DIR``).
        size: the pane's columns and rows.
        command: another program to run instead of the game (a player's ``ssh``).
    """

    def __init__(
        self,
        args: Sequence[str],
        save_dir: Path,
        size: tuple[int, int] = (80, 24),
        command: Sequence[str] | None = None,
    ) -> None:
        self.name = f"pontoon-{uuid.uuid4().hex[:10]}"
        self.socket = f"pontoon-test-{os.getpid()}-{self.name}"
        self._folder = Path(tempfile.mkdtemp(prefix="pontoon-tmux-"))
        self.status = self._folder / "status"
        script = (
            f"cd {shlex.quote(str(ROOT))} && {shlex.join(command or game_command(*args))}; "
            f"echo $? > {shlex.quote(str(self.status))}; sleep 120"
        )
        env = {
            "PYTHONPATH": str(ROOT),
            "PONTOON_SAVE_DIR": str(save_dir),
            "TERM": "xterm-256color",
        }
        exports = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
        width, height = size
        self._tmux(
            "new-session", "-d", "-s", self.name, "-x", str(width), "-y", str(height),
            f"env -u NO_COLOR {exports} sh -c {shlex.quote(script)}",
        )  # fmt: skip
        self._tmux("set-option", "-t", self.name, "remain-on-exit", "on")
        self._tmux("select-pane", "-t", self.name, "-T", TITLE)

    def _tmux(self, *args: str) -> str:
        done = subprocess.run(
            ["tmux", "-L", self.socket, *args],
            capture_output=True,
            text=True,
            timeout=20,
            check=True,
        )
        return done.stdout

    def screen(self) -> str:
        """What the pane shows now."""
        return self._tmux("capture-pane", "-p", "-t", self.name)

    def shown(self) -> str:
        """What the pane shows now, its runs of spaces and line ends as one space."""
        return " ".join(self.screen().split())

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
            time.sleep(0.05)

    def settled(self, quiet: float = 0.5, limit: float = 15) -> str:
        """The pane once it has not changed for ``quiet`` seconds."""
        start = time.monotonic()
        shown = self.screen()
        while time.monotonic() - start < limit:
            time.sleep(quiet)
            again = self.screen()
            if again == shown:
                return shown
            shown = again
        raise AssertionError(f"the pane never settled:\n{shown}")

    def wait_until_up(self, wanted: str, limit: float = UP_LIMIT) -> str:
        """Wait until the game shows its first screen (``wanted`` on it): it reads keys
        now. Returns the screen."""
        return self.wait_for(wanted, limit)

    def keys(self, *keys: str, literal: bool = False) -> None:
        """Type ``keys`` (tmux key names, or text with ``literal``) in one burst."""
        self._tmux("send-keys", "-t", self.name, *(["-l"] if literal else []), *keys)

    def press(self, *keys: str, pause: float = 0.15) -> None:
        """Type ``keys`` (tmux key names: ``Enter``, or letters) one at a time, pausing
        after each."""
        for key in keys:
            self.keys(key)
            time.sleep(pause)

    def type(self, text: str, pause: float = 0.15) -> None:
        """Type ``text`` literally, then pause."""
        self.keys(text, literal=True)
        time.sleep(pause)

    def record(self, path: Path) -> None:
        """Keep every byte the pane is sent from now on in ``path`` (every frame, not
        only what the pane shows at the end)."""
        self._tmux("pipe-pane", "-o", "-t", self.name, f"cat >> {shlex.quote(str(path))}")

    def resize(self, width: int, height: int) -> None:
        """Make the window ``width`` x ``height``, as dragging a terminal's corner does."""
        self._tmux("resize-window", "-t", self.name, "-x", str(width), "-y", str(height))

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
        children: list[str] = []

        def started() -> bool:
            children[:] = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
            return bool(children)

        wait_until(started, "the game did not start", limit)
        return int(children[0])

    def exit_status(self, limit: float = 15) -> int:
        """Wait for the game to end; its exit status."""
        start = time.monotonic()
        while time.monotonic() - start < limit:
            if self.status.exists() and self.status.read_text().strip():
                return int(self.status.read_text())
            time.sleep(0.05)
        raise AssertionError(f"the game did not end:\n{self.screen()}")

    def kill(self) -> None:
        """SIGKILL the game: it has no chance to save or release anything."""
        pid = self.game_pid()
        os.kill(pid, signal.SIGKILL)

        def gone() -> bool:  # reaped, or dead and not yet reaped by the pane's shell
            try:
                return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] == "Z"
            except FileNotFoundError:
                return True

        wait_until(gone, "the killed game lingers", 10)

    def close(self) -> None:
        """End the tmux server, and whatever still runs in it."""
        subprocess.run(["tmux", "-L", self.socket, "kill-server"], capture_output=True)
        shutil.rmtree(self._folder, ignore_errors=True)


StartTmux = Callable[..., TmuxGame]
"""The ``tmux_game`` fixture's type (tests/process/conftest.py)."""


def children() -> list[str]:
    """The processes this one has started that have not ended yet (the seats' screens):
    a test waits for them before its event loop closes."""
    tasks = Path("/proc/self/task").glob("*/children")
    return [pid for task in tasks for pid in task.read_text().split()]


async def seats_ended(limit: float = 10.0) -> None:
    """Wait (up to ``limit`` seconds) until the seats' screens this process started have
    ended."""
    for _ in range(int(limit / 0.05)):
        if not children():
            return
        await asyncio.sleep(0.05)
