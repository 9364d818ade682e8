"""SIGTERM and SIGHUP end the game as quitting does.

A closed terminal window sends SIGHUP; a shutdown or ``kill`` sends SIGTERM. By default
either kills Python on the spot, leaving the terminal in the alternate screen with mouse
reporting on and the cursor hidden. Handled here, they let Textual restore the terminal
(every move is already on disk) and exit with the conventional status 128 + the signal's
number (143 for SIGTERM, 129 for SIGHUP).

A terminal can also go away without a SIGHUP reaching the game (its pseudo-terminal
closed by a program that did not make it the game's controlling terminal). Reading it
then returns nothing at once, forever, and the game would spin. A thread that sleeps in
``poll`` on the terminal wakes when it hangs up, and the game ends as for SIGHUP.

After a hang-up nothing can be shown any more, and Textual's shutdown can wait for ever
on writes to the terminal that has gone (seen: the main thread blocked handing its last
write to the output thread). So a hang-up also starts a timer: a game still running
:data:`HANG_UP_GRACE` seconds later leaves at once with the same status. Nothing is lost
by it: every move is on disk before the frame that shows it.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import select
import signal
import threading
import time
from typing import Protocol

SIGNALS = (signal.SIGTERM, signal.SIGHUP)
HANG_UP_GRACE = 3.0
"""Seconds a hung-up game has to finish exiting before it leaves at once."""


class Exits(Protocol):
    """An app that restores the terminal when it exits."""

    def exit(self, result: int | None = None, return_code: int = 0) -> None:
        """Leave with ``return_code``."""


def exit_status(signum: int) -> int:
    """The status a program ended by signal ``signum`` exits with, by convention."""
    return 128 + signum


def handle_signals(app: Exits, terminal: int | None = None) -> None:
    """Make SIGTERM and SIGHUP exit ``app`` cleanly; call from within its event loop.

    A signal the game was started ignoring (``nohup``) stays ignored.

    Args:
        app: the app to exit.
        terminal: the file descriptor of the terminal the app reads, watched for a
            hang-up (None: none is watched).
    """
    loop = asyncio.get_running_loop()
    if terminal is not None and signal.getsignal(signal.SIGHUP) is not signal.SIG_IGN:
        watch_hangup(loop, app, terminal)
    for signum in SIGNALS:
        if signal.getsignal(signum) is signal.SIG_IGN:
            continue
        try:
            loop.add_signal_handler(signum, _exit, loop, app, signum)
        except (NotImplementedError, RuntimeError, ValueError):  # no such handlers here
            return


def watch_hangup(loop: asyncio.AbstractEventLoop, app: Exits, terminal: int) -> None:
    """End ``app`` as SIGHUP does when the terminal ``terminal`` hangs up.

    The watching thread sleeps in ``poll`` (no time limit, no CPU) and is a daemon, so it
    never keeps the game alive.
    """
    if not os.isatty(terminal):
        return

    def wait() -> None:
        watcher = select.poll()
        watcher.register(terminal, 0)  # hang-ups and errors are always reported
        while True:
            try:
                for _fd, mask in watcher.poll():
                    if mask & (select.POLLHUP | select.POLLERR | select.POLLNVAL):
                        with contextlib.suppress(RuntimeError):  # the game has ended
                            loop.call_soon_threadsafe(_exit, loop, app, signal.SIGHUP)
                        return
            except OSError:
                return

    threading.Thread(target=wait, name="hang-up", daemon=True).start()


def _exit(loop: asyncio.AbstractEventLoop, app: Exits, signum: int) -> None:
    for other in SIGNALS:  # a second signal while exiting ends the game at once
        loop.remove_signal_handler(other)
    status = exit_status(signum)
    if signum == signal.SIGHUP:
        leave_after(HANG_UP_GRACE, status)
    app.exit(status, return_code=status)


def leave_after(seconds: float, status: int) -> None:
    """End the process with ``status`` in ``seconds`` unless it has ended by then (a
    daemon thread: a process that exits first is not held up by it)."""

    def leave() -> None:
        time.sleep(seconds)
        os._exit(status)

    threading.Thread(target=leave, name="leave", daemon=True).start()
