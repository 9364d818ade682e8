"""The table: one session, its file, the table's settings, the computer seats, the hints
and the one source of chance; no Textual.

:class:`Table` is the only place a session changes. Whoever holds a seat sends it a move
(:meth:`Table.submit`); the engine accepts it or refuses it with the reason. An accepted
move is saved to disk (synced) before anyone is told of it, so a closed terminal or a
killed process loses at most the move in flight. A computer seat's move is an ordinary
move too: :meth:`Table.play_computer` asks the strategy for it, from that seat's view.

What each audience may see comes from :meth:`Table.view`: a seat's private view (its own
cards as R25 and the house rules allow, its legal moves) or the public one (R26). The
screens render nothing else, and :meth:`Table.watch` sends each new view to whoever
watches, as the messages of :mod:`pontoon_tui.table.protocol` carry them.
"""

from __future__ import annotations

import errno
import random
import threading
from collections.abc import Callable, Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.safetext import safe_text
from pontoon_tui.storage.extra import COMPUTER_KEY, computer_seats

if TYPE_CHECKING:
    from pontoon_tui.engine.events import Event
    from pontoon_tui.engine.said import Said
    from pontoon_tui.engine.session import Session
    from pontoon_tui.engine.views import TableView
    from pontoon_tui.rules.house import HouseRules
    from pontoon_tui.storage.files import SessionLock
    from pontoon_tui.storage.store import Saved, SessionStore
    from pontoon_tui.strategy import Hint
    from pontoon_tui.table.protocol import SeatMove

DECISIONS = ("stake", "double", "play", "bank")
SECRETS_KEY = "seat_secrets"
"""The extra key of a session file that keeps each remote seat's secret."""
REMOTE_KEY = "remote"
"""The extra key of a session file that lists the seats played from the players' own
devices, in seating order."""
COMPUTER_PAUSE = 1.2
"""Seconds a computer seat waits before each move or cut, so the table can read it (the
app may be given another pause; tests use 0)."""
COVERED_WAIT = 0.2
"""Seconds between a waiting computer seat's looks while another screen covers its own."""
REASONS = {
    errno.ENOSPC: "disk full",
    errno.EDQUOT: "disk quota full",
    errno.EROFS: "read-only folder",
    errno.EACCES: "no permission to write in the folder",
    errno.EPERM: "no permission to write in the folder",
    errno.ENOTDIR: "the folder cannot be made",
    errno.EEXIST: "the folder cannot be made",
}


def save_reason(error: OSError) -> str:
    """A few words for why a save failed (``disk full``)."""
    known = REASONS.get(error.errno or 0)
    return known or (error.strerror or str(error)).lower()


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class TableSettings(NamedTuple):
    """What the table chose beyond the session file's own keys.

    Attributes:
        computers: the seats the computer plays.
        hints: whether people may ask for hints on their turn.
        remote: the seats played from the players' own devices (``pontoon host``), not
            at the host's terminal.
    """

    computers: frozenset[str] = frozenset()
    hints: bool = True
    remote: frozenset[str] = frozenset()

    def extra(self, players: Iterable[str]) -> dict[str, object]:
        """The extra keys saved in the session file (none for the defaults)."""
        extra: dict[str, object] = {}
        if self.computers:
            extra[COMPUTER_KEY] = [p for p in players if p in self.computers]
        if not self.hints:
            extra["hints"] = False
        if self.remote:
            extra[REMOTE_KEY] = [p for p in players if p in self.remote]
        return extra

    @classmethod
    def from_extra(cls, extra: Mapping[str, Any], players: Iterable[str]) -> TableSettings:
        """Read the settings back from a file's extra keys, ignoring what does not fit."""
        hints = extra.get("hints", True)
        players = tuple(players)
        remote = computer_seats({COMPUTER_KEY: extra.get(REMOTE_KEY, [])}, players)
        return cls(computer_seats(extra, players), hints is not False, remote)


class Table:
    """A session in play, saved to its own file after every event.

    Args:
        rng: the one source of chance for cuts and shuffles.
        store: the save directory.
        session: the session to continue, or None before setup.
        path: the file the session is saved to; a new one is chosen when None.
        settings: which seats the computer plays and whether hints are on.
        lock: the lock this table holds on ``path`` (see :meth:`SessionStore.lock`).
        loaded: whether ``path`` is a file the game was opened with (``--load``).

    Attributes:
        save_error: why the session on disk is behind the game, or None when every
            move is saved; each later save tries again.
        behind_since: the deal whose moves were the first not saved (0: before the
            first deal), while ``save_error`` holds.
        on_save_change: called when ``save_error`` comes or goes.
    """

    def __init__(
        self,
        rng: random.Random,
        store: SessionStore,
        session: Session | None = None,
        path: Path | None = None,
        settings: TableSettings | None = None,
        lock: SessionLock | None = None,
        *,
        loaded: bool = False,
    ) -> None:
        self.rng = rng
        self.store = store
        self.session = session
        self.path = path
        self.lock = lock
        self.loaded = loaded
        self.settings = settings or TableSettings()
        self.watchers: list[tuple[str | None, Callable[[TableView], None]]] = []
        self.secrets: dict[str, str] = {}
        """The secret of each seat played from a device (``pontoon host``), kept with the
        session so that a host started again asks for them."""
        self.listeners: list[Callable[[], None]] = []
        """Told after every change: an event applied, a session begun, resumed or closed
        (the door's link sends each screen elsewhere what it may see then)."""
        self.save_error: str | None = None
        self.behind_since: int | None = None
        self.on_save_change: Callable[[], None] | None = None
        self._warming: tuple[HouseRules, threading.Thread] | None = None
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
        return tuple(p for p in self.active.players if p not in self.settings.computers)

    def is_computer(self, player: str | None) -> bool:
        """Whether the computer plays ``player``'s seat."""
        return player in self.settings.computers

    def start(
        self,
        players: list[str],
        deals: int,
        settings: TableSettings | None = None,
        rules: HouseRules = DEFAULT_RULES,
    ) -> None:
        """Begin a new session in a new file; raises :class:`IllegalMove` on bad settings."""
        from pontoon_tui.engine.session import Session

        self.session = Session(players, deals, rules)
        self.settings = settings or TableSettings()
        self.loaded = False
        self.path = self.fresh_path()
        self.save()
        self.changed()

    def rematch(self) -> None:
        """Begin a new session like the one just played: the same players in the same
        seats, deals, house rules, computer seats and hints, in a new file."""
        old = self.active
        self.start(list(old.players), old.deals_target, self.settings, old.rules)

    def fresh_path(self) -> Path | None:
        """A new file for this session, reserved for this game (see
        :meth:`SessionStore.reserve`); None (and a remembered error) if none can be made."""
        self.release()
        try:
            self.lock = self.store.reserve()
        except OSError as error:
            self.failed(error)
            return None
        return self.lock.path

    def resume(
        self, session: Session, path: Path, settings: TableSettings, lock: SessionLock | None
    ) -> None:
        """Continue ``session`` with the table's settings, saving it back to ``path``,
        whose lock this game now holds."""
        self.release()
        self.session = session
        self.path = path
        self.settings = settings
        self.lock = lock
        self.loaded = False
        self.changed()

    def open_saved(self, saved: Saved) -> str | None:
        """Continue the unfinished session ``saved`` with the settings it was saved with:
        its lock taken and the file read again as it is now (another window may have
        played on since it was offered); or why it cannot be resumed."""
        from pontoon_tui.engine.errors import FormatError
        from pontoon_tui.engine.sessionfile import load_session
        from pontoon_tui.storage.extra import read_extra

        name = safe_text(saved.path.name)
        try:
            lock = self.store.lock(saved.path)
        except OSError:
            lock = None  # it cannot be locked at all: resumed as read
            session = saved.session
        else:
            if lock is None:
                return f"{name} was opened in another window meanwhile: it cannot be resumed here"
            try:
                session = load_session(saved.path)
            except FormatError as error:
                lock.release()
                return f"{name} could not be resumed: {safe_text(error, 120)}"
        extra = read_extra(saved.path)
        settings = TableSettings.from_extra(extra, session.players)
        self.secrets = seat_secrets(extra, settings.remote)
        self.resume(session, saved.path, settings, lock)
        return None

    def open_file(self, path: Path) -> str | None:
        """Continue the session in the file at ``path`` in place, saving every move back
        to it (``--load``); or why it cannot be opened (it is left untouched)."""
        from pontoon_tui.engine.errors import FormatError
        from pontoon_tui.engine.sessionfile import load_session
        from pontoon_tui.storage.extra import read_extra

        lock = None
        try:
            lock = self.store.lock(path)
            if lock is None:
                return f"{safe_text(path)} is in play in another window: it cannot be opened twice"
            session = load_session(path)
            extra = read_extra(path)
            settings = TableSettings.from_extra(extra, session.players)
            self.secrets = seat_secrets(extra, settings.remote)
        except (FormatError, OSError, UnicodeDecodeError, RecursionError, ValueError) as error:
            if lock is not None:
                lock.release()
            return f"{safe_text(path)} could not be opened: {safe_text(error, 100)}"
        self.resume(session, path, settings, lock)
        self.loaded = True
        return None

    def release(self) -> None:
        """Let go of the session file's lock (another game may open it now)."""
        if self.lock is not None:
            self.lock.release()
            self.lock = None

    def close(self) -> None:
        """Forget the session (its file stays where it is, with every move in it)."""
        self.release()
        self.session = None
        self.path = None
        self.secrets = {}
        self.settings = TableSettings()
        self.loaded = False
        self.saved_now()
        self.changed()

    def changed(self) -> None:
        """Tell the listeners that the table has changed."""
        for listener in list(self.listeners):
            listener()

    # ----- what each audience may see -----------------------------------------------

    @property
    def in_play(self) -> bool:
        """Whether a session is in play (after setup or resume, until it is closed)."""
        return self.session is not None

    @property
    def serial(self) -> int:
        """How many events the session has taken: a view with this serial is current."""
        return len(self.active.events)

    def view(self, viewer: str | None = None, deal: int | None = None) -> TableView:
        """What ``viewer`` (a seat, or None for everyone at the table) may see now, of the
        latest deal or of the deal at ``deal`` among those begun (a deal just settled stays
        on screen while the next one has begun)."""
        from pontoon_tui.engine.views import table_view

        return table_view(self.active, viewer, deal)

    def watch(self, viewer: str | None, callback: Callable[[TableView], None]) -> None:
        """Send ``callback`` ``viewer``'s view now and after every change to the session
        (a seat's private view, or the public one for None)."""
        self.watchers.append((viewer, callback))
        callback(self.view(viewer))

    def unwatch(self, callback: Callable[[TableView], None]) -> None:
        """Stop sending views to ``callback``."""
        self.watchers = [(v, c) for v, c in self.watchers if c is not callback]

    def _publish(self) -> None:
        for viewer, callback in list(self.watchers):
            callback(self.view(viewer))

    # ----- moves ---------------------------------------------------------------------

    def refusal(self, seat: str, move: SeatMove) -> str | None:
        """Why the table would refuse ``seat``'s ``move`` now, or None when it is legal."""
        return _not_own(seat, move) or self.active.refusal(move)

    def submit(self, seat: str, move: SeatMove) -> str | None:
        """``seat`` makes ``move``: applied and saved, or the reason it is refused (a seat
        moves only for itself)."""
        return _not_own(seat, move) or self.apply(move)

    def cut(self, seat: str) -> str | None:
        """``seat`` cuts for the bank: the table draws one card for every player still
        cutting (one round, R4); or the reason it cannot now."""
        from pontoon_tui.engine.chance import make_cut

        nxt = self.active.next()
        if nxt is None or nxt.type != "cut":
            return "the bank has already been cut for"
        if seat not in nxt.players:
            return f"{seat} is not cutting now: " + ", ".join(nxt.players) + " are"
        return self.apply(make_cut(self.active, self.rng))

    def apply(self, event: Event) -> str | None:
        """Apply ``event`` and autosave; returns the engine's refusal instead when illegal.

        The move is on disk (synced, see :meth:`save`) before this returns and before any
        watcher is sent a view that shows it: killing the game never loses a move a
        player saw.
        """
        session = self.active
        try:
            session.apply(event)
        except IllegalMove as refused:
            return str(refused)
        self.save()
        if self.watchers:
            self._publish()
        self.changed()
        return None

    def prime(self) -> None:
        """Make the next autosave as quick as any later one (see :meth:`SessionStore.prime`)."""
        if self.session is not None and self.path is not None:
            self.store.prime(self.session, self.path)

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

    def prepare_strategies(self) -> None:
        """Fill the strategies' tables for the session's house rules in a thread of their
        own while the table plays on, when the computer plays a seat or hints are on: the
        first decision or hints then hold no screen still (under H7 and H9 the first
        hints took two seconds). Nothing else runs a strategy until they are filled (see
        :meth:`strategies_ready`)."""
        session = self.session
        if session is None or not (self.settings.computers or self.settings.hints):
            return
        rules = session.rules
        if self._warming is not None and self._warming[0] == rules:
            return
        self.wait_for_strategies()  # one filling at a time
        thread = threading.Thread(
            target=warm_strategies, args=(rules,), name="pontoon-strategies", daemon=True
        )
        self._warming = (rules, thread)
        thread.start()

    @property
    def strategies_ready(self) -> bool:
        """Whether no filling of the strategies' tables is under way."""
        return self._warming is None or not self._warming[1].is_alive()

    def wait_for_strategies(self) -> None:
        """Wait for the strategies' tables being filled, if they are (a strategy is never
        run by two threads at once)."""
        if self._warming is not None:
            self._warming[1].join()

    def play_computer(self, seat: str) -> list[Said]:
        """Play ``seat``'s move by the strategy, from that seat's view; returns what the
        table was told happened."""
        from pontoon_tui.strategy import choose_event

        self.wait_for_strategies()
        warm_strategies(self.active.rules)
        session = self.active
        deal = session.deals[-1]
        seen = len(deal.messages)
        reason = self.apply(choose_event(session, seat))
        assert reason is None, reason
        return deal.messages[seen:]

    def hints(self, seat: str) -> list[Hint]:
        """The hints for ``seat``'s hand in play, from that seat's view only."""
        from pontoon_tui.strategy import hints

        self.wait_for_strategies()
        warm_strategies(self.active.rules)
        return hints(self.active, seat)

    def save(self) -> None:
        """Write the session to its file and wait for the disk; a failure is remembered,
        not raised, and the next save (the next move) tries again, a new file's name
        included."""
        if self.session is None:
            return
        if self.path is None:
            self.path = self.fresh_path()
            if self.path is None:
                return
        try:
            extra = self.settings.extra(self.session.players)
            kept = {
                seat: code for seat, code in self.secrets.items() if seat in self.settings.remote
            }
            if kept:
                extra[SECRETS_KEY] = kept
            self.store.save(self.session, self.path, extra=extra)
        except OSError as error:
            self.failed(error)
        else:
            self.saved_now()

    def failed(self, error: OSError) -> None:
        """Remember that the session on disk is behind the game, and since when."""
        if self.behind_since is None:
            deal = self.session.deal if self.session is not None else None
            self.behind_since = deal.number if deal is not None else 0
        changed = self.save_error is None
        self.save_error = save_reason(error)
        if changed and self.on_save_change is not None:
            self.on_save_change()

    def saved_now(self) -> None:
        """Every move is on disk (again)."""
        changed = self.save_error is not None
        self.save_error = None
        self.behind_since = None
        if changed and self.on_save_change is not None:
            self.on_save_change()

    @property
    def save_warning(self) -> str | None:
        """``Not saved: disk full — moves since deal 3 are only in memory``, while the
        session on disk is behind the game."""
        if self.save_error is None:
            return None
        since = self.behind_since or 0
        where = f"moves since deal {since} are" if since else "the whole session is"
        return f"Not saved: {safe_text(self.save_error, 100)} — {where} only in memory"

    def retry_save(self) -> bool:
        """Try the save again now; returns whether every move is on disk."""
        if self.save_error is not None:
            self.save()
        return self.save_error is None

    def save_elsewhere(self, folder: Path) -> str | None:
        """Save the session to a new file in ``folder`` (made if need be) and go on saving
        there; returns why that failed, or None. The file it was saved to so far stays
        as it is."""
        from pontoon_tui.storage.store import SessionStore

        session = self.active
        try:
            lock = SessionStore(folder).reserve()
        except OSError as error:
            return save_reason(error)
        try:
            self.store.save(session, lock.path, extra=self.settings.extra(session.players))
        except OSError as error:
            lock.release()
            return save_reason(error)
        self.release()
        self.path, self.lock, self.loaded = lock.path, lock, False
        self.saved_now()
        return None


def seat_secrets(extra: Mapping[str, Any], seats: Iterable[str]) -> dict[str, str]:
    """The seats' secrets a session file keeps, for ``seats`` only (anything else in the
    key is ignored)."""
    kept = extra.get(SECRETS_KEY, {})
    if not isinstance(kept, dict):
        return {}
    return {
        seat: code
        for seat, code in kept.items()
        if seat in seats and isinstance(code, str) and 4 <= len(code) <= 12 and code.isalnum()
    }


def _not_own(seat: str, move: SeatMove) -> str | None:
    """Why ``seat`` may not make ``move``: it names another player; None when it is its own."""
    return None if move.player == seat else f"{seat} moves only for {seat}, not for {move.player}"


@cache
def warm_strategies(rules: HouseRules = DEFAULT_RULES) -> float:
    """Fill the strategies' tables for ``rules`` once, when a computer seat sits down or
    the first time a computer move or a hint is needed (not at start-up, which stays
    fast); returns the seconds it took."""
    from pontoon_tui.strategy import warm_up

    return warm_up(rules)
