"""The game being played: one session, its file, the table's settings and its source of
chance.

:class:`Game` is the only place the app changes a session. Every event goes through
:meth:`Game.apply`, which asks the engine whether it is legal, applies it and autosaves the
session at once, so a closed terminal loses at most the move in flight. A computer seat's
move is an ordinary event too: :meth:`Game.play_computer` asks the strategy for it and
applies it the same way.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pontoon_tui.engine.errors import IllegalMove

if TYPE_CHECKING:
    from pontoon_tui.engine.events import Event
    from pontoon_tui.engine.said import Said
    from pontoon_tui.engine.session import Session
    from pontoon_tui.store import SessionStore
    from pontoon_tui.strategy import Hint

DECISIONS = ("stake", "play", "bank")


@dataclass(frozen=True, slots=True)
class TableSettings:
    """What the table chose beyond the session file's own keys.

    Attributes:
        computers: the seats the computer plays.
        hints: whether people may ask for hints on their turn.
    """

    computers: frozenset[str] = frozenset()
    hints: bool = True

    def extra(self, players: Iterable[str]) -> dict[str, object]:
        """The extra keys saved in the session file (none for the defaults)."""
        extra: dict[str, object] = {}
        if self.computers:
            extra["computer"] = [p for p in players if p in self.computers]
        if not self.hints:
            extra["hints"] = False
        return extra

    @classmethod
    def from_extra(cls, extra: Mapping[str, Any], players: Iterable[str]) -> TableSettings:
        """Read the settings back from a file's extra keys, ignoring what does not fit."""
        named = extra.get("computer", [])
        names = {n for n in named if isinstance(n, str)} if isinstance(named, list) else set()
        hints = extra.get("hints", True)
        return cls(frozenset(p for p in players if p in names), hints is not False)


class Game:
    """A session in play, saved to its own file after every event.

    Args:
        rng: the one source of chance for cuts and shuffles.
        store: the save directory.
        session: the session to continue, or None before setup.
        path: the file the session is saved to; a new one is chosen when None.
        table: which seats the computer plays and whether hints are on.
    """

    def __init__(
        self,
        rng: random.Random,
        store: SessionStore,
        session: Session | None = None,
        path: Path | None = None,
        table: TableSettings | None = None,
    ) -> None:
        self.rng = rng
        self.store = store
        self.session = session
        self.path = path
        self.table = table or TableSettings()
        self.save_error: str | None = None
        self.staged = False
        if session is not None and path is None:
            self.path = self.fresh_path()

    @property
    def active(self) -> Session:
        """The session in play (only valid after setup or resume)."""
        assert self.session is not None, "no session in play"
        return self.session

    @property
    def people(self) -> tuple[str, ...]:
        """The seats people play, in seating order."""
        return tuple(p for p in self.active.players if p not in self.table.computers)

    def is_computer(self, player: str | None) -> bool:
        """Whether the computer plays ``player``'s seat."""
        return player in self.table.computers

    def start(self, players: list[str], deals: int, table: TableSettings | None = None) -> None:
        """Begin a new session in a new file; raises :class:`IllegalMove` on bad settings."""
        from pontoon_tui.engine.session import Session

        self.session = Session(players, deals)
        self.table = table or TableSettings()
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

    def resume(self, session: Session, path: Path, table: TableSettings) -> None:
        """Continue ``session`` with the table's settings, saving it back to ``path``."""
        self.session = session
        self.path = path
        self.table = table

    def close(self) -> None:
        """Forget the session (its file stays where it is, with every move in it)."""
        self.save_pending()
        self.session = None
        self.path = None
        self.table = TableSettings()

    def refusal(self, event: Event) -> str | None:
        """Why the engine would refuse ``event`` now, or None when it is legal."""
        return self.active.refusal(event)

    def apply(self, event: Event, *, commit_after_paint: bool = False) -> str | None:
        """Apply ``event`` and autosave; returns the engine's refusal instead when illegal.

        The move is saved before anything can show it, so killing the game never loses a
        move a player saw. With ``commit_after_paint`` it is only staged beside the file
        (see :meth:`SessionStore.stage`), the quickest save that survives a kill:
        :meth:`save_pending` syncs it into place, which the caller runs as soon as the
        screen shows the move (a millisecond later); quitting does it too.
        """
        session = self.active
        try:
            session.apply(event)
        except IllegalMove as refused:
            return str(refused)
        if commit_after_paint:
            self.stage()
        else:
            self.save()
        return None

    def prime(self) -> None:
        """Make the next autosave as quick as any later one (see :meth:`SessionStore.prime`)."""
        if self.session is not None and self.path is not None:
            self.store.prime(self.session, self.path)

    def save_pending(self) -> None:
        """Sync a staged save into place, if there is one."""
        if not self.staged or self.path is None:
            return
        self.staged = False
        try:
            self.store.commit(self.path)
        except OSError:
            self.save()  # the staged file went astray: write the whole session again
        else:
            self.save_error = None

    def apply_chance(self) -> bool:
        """Apply the cut or pack the session waits for, if it waits for one."""
        from pontoon_tui.engine.chance import chance_event

        event = chance_event(self.active, self.rng)
        if event is None:
            return False
        reason = self.apply(event)
        assert reason is None, reason
        return True

    def computer_due(self) -> str | None:
        """The computer seat whose stake or move the session waits for, if any."""
        nxt = self.active.next()
        if nxt is None or nxt.type not in DECISIONS or not self.is_computer(nxt.player):
            return None
        return nxt.player

    def play_computer(self, seat: str) -> list[Said]:
        """Play ``seat``'s move by the strategy, from that seat's view; returns what the
        table was told happened."""
        from pontoon_tui.strategy import choose_event

        warm_strategies()
        session = self.active
        deal = session.deals[-1]
        seen = len(deal.messages)
        reason = self.apply(choose_event(session, seat))
        assert reason is None, reason
        return deal.messages[seen:]

    def hints_for(self, seat: str) -> list[Hint]:
        """The hints for ``seat``'s hand in play, from that seat's view only."""
        from pontoon_tui.strategy import hints

        warm_strategies()
        return hints(self.active, seat)

    def save(self) -> None:
        """Write the session to its file and wait for the disk (dropping any staged save,
        which this one follows); a failure is remembered, not raised."""
        if self.session is None or self.path is None:
            return
        try:
            extra = self.table.extra(self.session.players)
            self.store.save(self.session, self.path, extra=extra)
            if self.staged:
                self.staged = False
                self.store.drop_staged(self.path)
        except OSError as error:
            self.save_error = f"could not save {self.path}: {error.strerror or error}"
        else:
            self.save_error = None

    def stage(self) -> None:
        """Stage the session beside its file (see :meth:`apply`); a failure is
        remembered, and the session written whole instead."""
        if self.session is None or self.path is None:
            return
        try:
            extra = self.table.extra(self.session.players)
            self.store.stage(self.session, self.path, extra=extra)
        except OSError:
            self.save()
        else:
            self.staged = True


@cache
def warm_strategies() -> float:
    """Fill the strategies' tables once, the first time a computer move or a hint is
    needed (not at start-up, which stays fast); returns the seconds it took."""
    from pontoon_tui.strategy import warm_up

    return warm_up()
