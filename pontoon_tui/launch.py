"""Building the app: one factory for the ``pontoon`` command, the tests and scripts.

Examples:
    A reproducible game from the setup screen::

        app = make_app(seed=1)
        app.run()

    A game that continues a session built with the engine (a test, a screenshot)::

        session = Session(["Ann", "Bob"])
        session.apply(Cut({"Ann": "KS", "Bob": "2H"}))
        app = make_app(seed=1, session=session, save_dir=tmp_path)

    The app then opens exactly where the session stands, behind a pass-the-device screen
    for whoever acts next, and saves every further event to a new file in ``save_dir``.

    The same with the computer playing Cat's seat, moving without a pause::

        app = make_app(session=session, computers=["Cat"], computer_pause=0)
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.motion import Motion
from pontoon_tui.safetext import safe_text
from pontoon_tui.storage.store import SessionStore, default_save_dir
from pontoon_tui.table.service import COMPUTER_PAUSE, Table, TableSettings

if TYPE_CHECKING:
    from pontoon_tui.app.host_app import Door
    from pontoon_tui.engine.session import Session

PATH_LIMIT = 1000
"""The most characters of a path the shell is told (a path is seldom longer; this only
bounds what a strange one could print)."""


def make_app(
    *,
    seed: int | None = None,
    rng: random.Random | None = None,
    session: Session | None = None,
    save_dir: Path | None = None,
    load: Path | None = None,
    session_path: Path | None = None,
    offer_saved: bool = True,
    computers: Iterable[str] = (),
    hints: bool = True,
    computer_pause: float = COMPUTER_PAUSE,
    motion: Motion = Motion.OFF,
    door: Door | None = None,
) -> PontoonApp:
    """Build the game.

    Args:
        seed: seeds the one ``random.Random`` behind every cut and shuffle.
        rng: the source of chance itself (wins over ``seed``); e.g. a stacked one in tests.
        session: a session to continue instead of opening setup.
        save_dir: where sessions are saved (default: ``$PONTOON_SAVE_DIR`` or the user
            data directory).
        load: a session file to open and continue in place; if it cannot be loaded the
            app says why and opens setup, leaving the file untouched.
        session_path: the file ``session`` is saved to (default: a new file).
        offer_saved: whether setup offers the unfinished sessions in ``save_dir``.
        computers: the seats of ``session`` the computer plays (a loaded file says its
            own).
        hints: whether hints are on for ``session`` (a loaded file says its own).
        computer_pause: seconds a computer seat waits before each move (0 in tests).
        motion: how much moves on the screen (nothing, unless the player's game asks).
        door: the door players join by from their own devices (``pontoon host``): the
            game opens on the lobby.
    """
    store = SessionStore(save_dir if save_dir is not None else default_save_dir())
    chance = rng if rng is not None else random.Random(seed)
    problems: list[str] = []
    settings = TableSettings(frozenset(computers), hints)
    table = Table(chance, store, session, session_path, settings)
    if load is not None and session is None:
        problem = table.open_file(load)
        if problem is not None:
            problems.append(f"{problem}. A new session starts instead.")
        offer_saved = offer_saved and table.in_play
    if door is not None:
        from pontoon_tui.app.host_app import HostApp

        return HostApp(
            table,
            door,
            problems=problems,
            offer_saved=offer_saved,
            computer_pause=computer_pause,
            motion=motion,
        )
    return PontoonApp(
        table,
        problems=problems,
        offer_saved=offer_saved,
        computer_pause=computer_pause,
        motion=motion,
    )


def run_game(
    seed: int | None = None,
    load: Path | None = None,
    save_dir: Path | None = None,
    animation: bool = True,
    door: Door | None = None,
) -> int:
    """Play in this terminal until the players quit; returns the exit status. Cards move
    as the player chose last (full motion at first), unless ``animation`` is False.
    With ``door``, players may join from their own devices."""
    from pontoon_tui.storage.config import remembered_animation

    motion = Motion(remembered_animation()) if animation else Motion.OFF
    app = make_app(seed=seed, load=load, save_dir=save_dir, motion=motion, door=door)
    app.run()
    if getattr(app, "host_next", False) and door is None:  # "Players join from their own devices"
        from pontoon_tui.door.server import Door

        try:
            door = Door()
        except (OSError, ValueError) as error:
            print(f"pontoon host: the host key: {safe_text(error, 200)}", file=sys.stderr)
            return 2
        return run_game(seed=seed, save_dir=save_dir, animation=animation, door=door)
    # Textual has left the screen: the shell is told where the session is kept.
    try:
        for line in farewell(app.table):
            print(line)
        sys.stdout.flush()
    except OSError:  # the terminal has gone (its window closed)
        pass
    return app.return_code or 0


def farewell(table: Table) -> list[str]:
    """What the shell is told as the game ends with a session saved: where its file is,
    and how to resume it (an unfinished one) or replay it; nothing when no session is in
    play or none could be saved. The path passes through :func:`safe_text` (nothing of it
    reaches the terminal raw) and is quoted for the shell."""
    import shlex

    path = table.path
    if not table.in_play or path is None or not path.exists():
        return []
    shown = shlex.quote(safe_text(path, PATH_LIMIT))
    replay = f"pontoon replay {shown}"
    if table.save_error is not None:
        since = table.behind_since or 0
        where = f"moves since deal {since}" if since else "its latest moves"
        return [f"Pontoon: the session file {shown} lacks the {where} (they could not be saved)."]
    if table.view().finished:
        return [f"Pontoon: the finished session is saved in {shown}.", f"Replay it: {replay}"]
    if table.loaded:
        resume = f"pontoon --load {shown}"
    elif path.parent.resolve() == default_save_dir().resolve():
        resume = "pontoon (it offers the session)"
    else:
        resume = f"pontoon --save-dir {shlex.quote(safe_text(path.parent, PATH_LIMIT))}"
    return [
        f"Pontoon: the session is saved in {shown}.",
        f"Resume it: {resume}; replay it: {replay}",
    ]
