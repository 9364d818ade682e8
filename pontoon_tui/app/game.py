"""The game being played: one session, its file, and the table's source of chance.

:class:`Game` is the only place the app changes a session. Every event goes through
:meth:`Game.apply`, which asks the engine whether it is legal, applies it and autosaves the
session at once, so a closed terminal loses at most the move in flight.
"""

from __future__ import annotations

import random
from pathlib import Path

from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.events import Event
from pontoon_tui.engine.session import Session
from pontoon_tui.store import SessionStore


class Game:
    """A session in play, saved to its own file after every event.

    Args:
        rng: the one source of chance for cuts and shuffles.
        store: the save directory.
        session: the session to continue, or None before setup.
        path: the file the session is saved to; a new one is chosen when None.
    """

    def __init__(
        self,
        rng: random.Random,
        store: SessionStore,
        session: Session | None = None,
        path: Path | None = None,
    ) -> None:
        self.rng = rng
        self.store = store
        self.session = session
        self.path = path
        self.save_error: str | None = None
        if session is not None and path is None:
            self.path = self.fresh_path()

    @property
    def active(self) -> Session:
        """The session in play (only valid after setup or resume)."""
        assert self.session is not None, "no session in play"
        return self.session

    def start(self, players: list[str], deals: int) -> None:
        """Begin a new session in a new file; raises :class:`IllegalMove` on bad settings."""
        self.session = Session(players, deals)
        self.path = self.fresh_path()
        self.save()

    def fresh_path(self) -> Path | None:
        """A new file for this session; None (and a remembered error) if none can be made."""
        try:
            return self.store.new_path()
        except OSError as error:
            self.save_error = (
                f"cannot save in {self.store.directory}: {error.strerror or error}; "
                "this session will not be saved"
            )
            return None

    def resume(self, session: Session, path: Path) -> None:
        """Continue ``session``, saving it back to ``path``."""
        self.session = session
        self.path = path

    def close(self) -> None:
        """Forget the session (its file stays where it is)."""
        self.session = None
        self.path = None

    def refusal(self, event: Event) -> str | None:
        """Why the engine would refuse ``event`` now, or None when it is legal."""
        return self.active.refusal(event)

    def apply(self, event: Event) -> str | None:
        """Apply ``event`` and autosave; returns the engine's refusal instead when illegal."""
        session = self.active
        try:
            session.apply(event)
        except IllegalMove as refused:
            return str(refused)
        self.save()
        return None

    def apply_chance(self) -> bool:
        """Apply the cut or pack the session waits for, if it waits for one."""
        event = chance_event(self.active, self.rng)
        if event is None:
            return False
        reason = self.apply(event)
        assert reason is None, reason
        return True

    def save(self) -> None:
        """Write the session to its file; a failure is remembered, not raised."""
        if self.session is None or self.path is None:
            return
        try:
            self.store.save(self.session, self.path)
        except OSError as error:
            self.save_error = f"could not save {self.path}: {error.strerror or error}"
        else:
            self.save_error = None
