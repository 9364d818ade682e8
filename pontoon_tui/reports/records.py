"""Records across every finished session in the save folder: per player name, sessions
played and won, net units, the average per deal, the best and worst session, Pontoons,
five-card tricks, busts, deals banked and the banker's net; and a list of the sessions.

A seat the computer played is a row of its own, marked ``(computer)``, apart from a person
of the same name: the game writes the computer's seats into the session file (the
``computer`` key, beyond the format's own, see
:data:`pontoon_tui.storage.extra.COMPUTER_KEY`). A file without that key (written by hand,
or shared from elsewhere) says nothing of who played, and its seats count as people's.

:func:`read_records` reads the folder and never changes it: a session that is unfinished,
corrupt, or held by a running game is skipped and counted (see :class:`Skip`), never
renamed, written or locked for more than the instant it takes to see whether a game holds
it. What each finished file holds is remembered in a cache (see
:mod:`pontoon_tui.reports.records_cache`), so hundreds of sessions read quickly. The
records' types are in :mod:`pontoon_tui.reports.record_types`. Nothing here imports
Textual.
"""

from __future__ import annotations

import os
import re
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.errors import FormatError
from pontoon_tui.reports.record_types import (
    PlayerRecord,
    Records,
    SessionRecord,
    Skip,
    SkippedFile,
    Tally,
)
from pontoon_tui.storage.files import held_elsewhere
from pontoon_tui.storage.store import PREFIX

if TYPE_CHECKING:
    from pontoon_tui.engine.session import Session
    from pontoon_tui.reports.history import SessionHistory
    from pontoon_tui.reports.records_cache import Cache

STAMP = re.compile(r"^session-(\d{4})(\d\d)(\d\d)-(\d\d)(\d\d)(\d\d)")
SET_ASIDE = re.compile(r"\.corrupt-\d+$")
"""How a session file the game set aside as corrupt ends (``….json.corrupt-2``)."""


class RecordsError(Exception):
    """The save folder cannot be read (missing, not a folder, not readable)."""


def tallies(history: SessionHistory) -> dict[str, Tally]:
    """Per player, the Pontoons, five-card tricks, busts, deals banked and banker's net of
    a session's deals that are over (cancelled deals count for nothing)."""
    counts = {p: [0, 0, 0, 0, 0] for p in history.players}
    for deal in history.deals:
        if deal.cancelled:
            continue
        for hand in (*deal.hands, deal.banker_hand):
            kinds = (Kind.PONTOON, Kind.FIVE_CARD_TRICK, Kind.BUST)
            if hand.kind in kinds:
                counts[hand.player][kinds.index(hand.kind)] += 1
        counts[deal.banker][3] += 1
        counts[deal.banker][4] += deal.transfers[deal.banker]
    return {p: Tally(*numbers) for p, numbers in counts.items()}


def session_record(
    file: str, date: datetime, session: Session, computers: frozenset[str] = frozenset()
) -> SessionRecord:
    """The record of a finished ``session`` read from ``file``, whose seats ``computers``
    the computer played."""
    from pontoon_tui.reports.history import session_history

    history = session_history(session)
    return SessionRecord(
        file=file,
        date=date,
        players=session.players,
        deals=session.deals_played,
        rules=session.rules,
        balances={p: session.balances[p] for p in session.players},
        winners=tuple(session.winners()),
        tallies=tallies(history),
        computers=computers,
    )


def file_date(name: str, mtime_ns: int) -> datetime:
    """When a session was played: the stamp in its file's name (``session-YYYYMMDD-HHMMSS``),
    else the file's modification time (local time)."""
    found = STAMP.match(name)
    if found:
        year, month, day, hour, minute, second = (int(part) for part in found.groups())
        try:
            return datetime(year, month, day, hour, minute, second)
        except ValueError:  # no such day or time
            pass
    return datetime.fromtimestamp(mtime_ns / 1e9)


def session_files(directory: Path) -> list[str]:
    """The names of the session files in ``directory`` (abandoned ones included: an
    abandoned session is unfinished; not the ones set aside as corrupt), in name order.

    Raises:
        RecordsError: the folder cannot be read.
    """
    return sorted(name for name in _names(directory) if name.endswith(".json"))


def set_aside_files(directory: Path) -> list[str]:
    """The names of the session files in ``directory`` that a game set aside as corrupt
    when it started (``session-….json.corrupt-1``), in name order.

    Raises:
        RecordsError: the folder cannot be read.
    """
    return sorted(name for name in _names(directory) if SET_ASIDE.search(name))


def _names(directory: Path) -> list[str]:
    """Every name in ``directory`` that starts as a session file's does."""
    try:
        with os.scandir(directory) as entries:
            names = [e.name for e in entries if e.name.startswith(PREFIX)]
    except FileNotFoundError:
        raise RecordsError("no such folder") from None
    except NotADirectoryError:
        raise RecordsError("not a folder") from None
    except OSError as error:
        raise RecordsError(error.strerror or str(error)) from None
    return names


def read_records(
    directory: Path, *, cache: bool = True, cache_dir: Path | None = None, ours: Path | None = None
) -> Records:
    """Read every session file in ``directory`` and sum up the finished ones.

    Args:
        directory: the save folder.
        cache: remember what each file holds (keyed by its name, size, modification time
            and inode) so that the next read replays only new or changed files.
        cache_dir: where the cache lives (default: the user cache directory).
        ours: the session file the game reading the records holds itself (its lock is
            not another game's): it is read as any other.

    Raises:
        RecordsError: the folder cannot be read.
    """
    from pontoon_tui.reports.records_cache import Cache

    names = session_files(directory)
    store = Cache.open(directory, cache_dir) if cache else Cache.empty(directory)
    sessions: list[SessionRecord] = []
    skipped: list[SkippedFile] = []
    own = ours.name if ours is not None and ours.parent.resolve() == directory.resolve() else None
    for name in names:
        path = directory / name
        found = _look_at(path, name, store, held=name != own and held_elsewhere(path))
        if isinstance(found, SessionRecord):
            sessions.append(found)
        else:
            skipped.append(found)
    if cache:
        store.save(names)
    sessions.sort(key=lambda s: (s.date, s.file), reverse=True)
    aside = tuple(set_aside_files(directory))
    return Records(directory, players_of(sessions), tuple(sessions), tuple(skipped), aside)


def _look_at(path: Path, name: str, store: Cache, held: bool) -> SessionRecord | SkippedFile:
    """What the file at ``path`` holds, from the cache when the file has not changed
    (nothing when another game ``held`` it)."""
    if held:
        return SkippedFile(name, Skip.IN_PLAY)
    try:
        info = os.stat(path)
    except OSError as error:
        return SkippedFile(name, Skip.CORRUPT, f"cannot read it: {error.strerror or error}")
    date = file_date(name, info.st_mtime_ns)
    known = store.get(name, info, date)
    if known is not None:
        return known
    from pontoon_tui.engine.sessionfile import decode_session, parse_session_text
    from pontoon_tui.engine.sessionfile import read_session_bytes as read

    try:
        raw = read(path)
    except FormatError as error:  # unreadable now; may be readable later: not remembered
        return SkippedFile(name, Skip.CORRUPT, str(error))
    try:
        text = decode_session(raw)
        session = parse_session_text(text)
    except FormatError as error:
        found: SessionRecord | SkippedFile = SkippedFile(name, Skip.CORRUPT, str(error))
    else:
        found = (
            session_record(name, date, session, _computers(text, session.players))
            if session.finished
            else SkippedFile(name, Skip.UNFINISHED)
        )
    store.put(name, info, found)
    return found


def _computers(text: str, players: tuple[str, ...]) -> frozenset[str]:
    """The seats a session file's text says the computer played (none when it does not
    say)."""
    from pontoon_tui.storage.extra import computers_in_text

    return computers_in_text(text, players)


def players_of(sessions: list[SessionRecord]) -> tuple[PlayerRecord, ...]:
    """One row per player name over ``sessions``, the computer's seats of a name apart
    from the person of that name."""
    rows: dict[tuple[str, bool], PlayerRecord] = {}
    for session in sorted(sessions, key=lambda s: (s.date, s.file)):
        for player in session.players:
            key = (player, player in session.computers)
            rows[key] = _add(rows.get(key), player, session)
    return tuple(sorted(rows.values(), key=lambda r: (-r.net, -r.wins, r.name, r.computer)))


def _add(row: PlayerRecord | None, player: str, session: SessionRecord) -> PlayerRecord:
    net = session.balances[player]
    tally = session.tallies[player]
    won = 1 if player in session.winners else 0
    computer = player in session.computers
    if row is None:
        return PlayerRecord(
            player,
            1,
            won,
            net,
            session.deals,
            net,
            session.file,
            net,
            session.file,
            tally.pontoons,
            tally.five_card_tricks,
            tally.busts,
            tally.deals_banked,
            tally.banker_net,
            computer,
        )
    best = (net, session.file) if net > row.best else (row.best, row.best_file)
    worst = (net, session.file) if net < row.worst else (row.worst, row.worst_file)
    return PlayerRecord(
        player,
        row.sessions + 1,
        row.wins + won,
        row.net + net,
        row.deals + session.deals,
        *best,
        *worst,
        row.pontoons + tally.pontoons,
        row.five_card_tricks + tally.five_card_tricks,
        row.busts + tally.busts,
        row.deals_banked + tally.deals_banked,
        row.banker_net + tally.banker_net,
        computer,
    )
