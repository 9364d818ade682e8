"""SIGTERM and SIGHUP end the game as quitting does.

A closed terminal window sends SIGHUP; a shutdown or ``kill`` sends SIGTERM. By default
either kills Python on the spot, leaving the terminal in the alternate screen with mouse
reporting on and the cursor hidden. Handled here, they let Textual restore the terminal
(every move is already on disk) and exit with the conventional status 128 + the signal's
number (143 for SIGTERM, 129 for SIGHUP).
"""

from __future__ import annotations

import asyncio
import signal
from typing import Protocol

SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Exits(Protocol):
    """An app that restores the terminal when it exits."""

    def exit(self, result: int | None = None, return_code: int = 0) -> None:
        """Leave with ``return_code``."""


def exit_status(signum: int) -> int:
    """The status a program ended by signal ``signum`` exits with, by convention."""
    return 128 + signum


def handle_signals(app: Exits) -> None:
    """Make SIGTERM and SIGHUP exit ``app`` cleanly; call from within its event loop.

    A signal the game was started ignoring (``nohup``) stays ignored.
    """
    loop = asyncio.get_running_loop()
    for signum in SIGNALS:
        if signal.getsignal(signum) is signal.SIG_IGN:
            continue
        try:
            loop.add_signal_handler(signum, _exit, loop, app, signum)
        except (NotImplementedError, RuntimeError, ValueError):  # no such handlers here
            return


def _exit(loop: asyncio.AbstractEventLoop, app: Exits, signum: int) -> None:
    for other in SIGNALS:  # a second signal while exiting ends the game at once
        loop.remove_signal_handler(other)
    status = exit_status(signum)
    app.exit(status, return_code=status)
