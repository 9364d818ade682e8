"""Reading and writing session files: ``pontoon-session/1`` and ``/2`` are read, ``/2``
is written (with the table's house rules)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

from pontoon_tui.engine.errors import FormatError, IllegalMove
from pontoon_tui.engine.events import Event, event_from_json
from pontoon_tui.engine.names import MAX_DEALS, MIN_DEALS, deals_problem, players_problem
from pontoon_tui.engine.session import DEFAULT_DEALS, Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, RulesError, rules_from_json
from pontoon_tui.rules.options import rules_of_file
from pontoon_tui.safetext import safe_text

FORMAT_1 = "pontoon-session/1"
SESSION_FORMAT = "pontoon-session/2"
READABLE = (FORMAT_1, SESSION_FORMAT)
MAX_FILE_BYTES = 16 * 2**20
"""The largest session file any reader accepts (docs/session-format.md, "Limits")."""


def session_from_json(data: object) -> Session:
    """Rebuild a session by replaying every event of a decoded session file.

    Raises:
        FormatError: the file's shape is wrong, or an event is malformed or illegal; for an
            event the message starts with ``event N:`` (N counted from 1).
    """
    if not isinstance(data, dict):
        raise FormatError("a session file must hold one JSON object")
    version = data.get("format")
    if version not in READABLE:
        raise FormatError(f"the format must be {FORMAT_1!r} or {SESSION_FORMAT!r}, not {version!r}")
    players = data.get("players")
    if not isinstance(players, list):
        raise FormatError("'players' must be a list of names")
    problem = players_problem(players)
    if problem is not None:
        raise FormatError(f"players: {problem}")
    deals = data.get("deals", DEFAULT_DEALS)
    if deals_problem(deals) is not None:
        raise FormatError(
            f"'deals' must be a whole number from {MIN_DEALS} to {MAX_DEALS}, not {deals!r}"
        )
    house = _house_rules(data, version == FORMAT_1)
    events = data.get("events", [])
    if not isinstance(events, list):
        raise FormatError("'events' must be a list")
    session = Session(players, deals, house)
    for position, raw in enumerate(events, start=1):
        try:
            session.apply(event_from_json(raw))
        except (FormatError, IllegalMove) as error:
            raise FormatError(f"event {position}: {error}") from None
    return session


def _house_rules(data: dict[str, Any], first_version: bool) -> HouseRules:
    """The file's house rules: a ``/1`` file plays the standard rules, naming none."""
    if "rules" not in data:
        return DEFAULT_RULES
    if first_version:
        raise FormatError(f"rules need format {SESSION_FORMAT}")
    try:
        return rules_from_json(data["rules"])
    except RulesError as error:
        raise FormatError(str(error)) from None


def _head(session: Session) -> dict[str, Any]:
    return {
        "format": SESSION_FORMAT,
        "players": list(session.players),
        "deals": session.deals_target,
        "rules": session.rules.to_json(),
    }


def session_to_json(session: Session) -> dict[str, Any]:
    """The session file object for ``session``."""
    return {**_head(session), "events": [event.to_json() for event in session.events]}


def parse_session_text(text: str) -> Session:
    """Rebuild a session from the text of a session file."""
    return session_from_json(_json_of(text))


def _json_of(text: str) -> Any:
    """The JSON value ``text`` holds.

    Raises:
        FormatError: it holds none, or nests too deeply to read.
    """
    try:
        return json.loads(text)
    except ValueError as error:
        raise FormatError(f"not JSON ({error})") from None
    except RecursionError:
        raise FormatError("not JSON that can be read: nested too deeply") from None


def load_session(path: Path) -> Session:
    """Read and replay the session file at ``path``."""
    return parse_session_text(decode_session(read_session_bytes(path)))


def read_rules_file(path: Path) -> dict[str, Any]:
    """The house rules the file at ``path`` names (``--rules FILE``): a session file's
    ``rules``, or a bare rules object; read as a session file is, with the same limits.

    Raises:
        FormatError: the file cannot be read, is refused, is not JSON, or names no rules.
    """
    data = _json_of(decode_session(read_session_bytes(path)))
    try:
        rules = rules_of_file(data)
        rules_from_json(rules)  # refused here, where the file can be named
    except RulesError as error:
        raise FormatError(str(error)) from None
    return rules


def read_session_bytes(path: Path) -> bytes:
    """The bytes of the session file at ``path``, refused before anything is parsed when
    it is not a regular file (a FIFO, a device such as ``/dev/zero``, a folder) or holds
    more than :data:`MAX_FILE_BYTES`.

    Raises:
        FormatError: the file cannot be read, or is refused.
    """
    try:
        # Non-blocking, so that opening a FIFO with no writer does not wait for one.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        raise FormatError(f"cannot read {safe_text(path)}: {error.strerror or error}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FormatError(f"cannot read {safe_text(path)}: not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise FormatError(too_big(info.st_size))
        with os.fdopen(fd, "rb", closefd=False) as file:
            return read_bounded(file)
    except OSError as error:
        raise FormatError(f"cannot read {safe_text(path)}: {error.strerror or error}") from None
    finally:
        os.close(fd)


def read_bounded(file: BinaryIO) -> bytes:
    """Everything ``file`` holds (standard input, say), refused as soon as it proves to be
    more than :data:`MAX_FILE_BYTES`."""
    raw = file.read(MAX_FILE_BYTES + 1)
    if len(raw) > MAX_FILE_BYTES:
        raise FormatError(too_big(None))
    return raw


def too_big(size: int | None) -> str:
    """Why a file of ``size`` bytes (None: more than the limit, size unknown) is refused."""
    limit = MAX_FILE_BYTES // 2**20
    held = "more" if size is None else f"{size / 2**20:.1f} MiB"
    return f"too big for a session file: it holds {held}, the limit is {limit} MiB"


def decode_session(raw: bytes) -> str:
    """The text of a session file's bytes (UTF-8, with or without a byte-order mark)."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise FormatError("not UTF-8 text") from None


def encode_event(event: Event) -> str:
    """One event as the compact JSON object the session file holds on its own line."""
    return json.dumps(event.to_json(), ensure_ascii=False)


def assemble_session(session: Session, event_lines: list[str]) -> str:
    """The session file's text from already encoded events (see :func:`encode_event`)."""
    head = json.dumps(_head(session), ensure_ascii=False)[:-1]
    if not event_lines:
        return f'{head}, "events": []}}\n'
    return f'{head}, "events": [\n  ' + ",\n  ".join(event_lines) + "\n]}\n"


def dump_session(session: Session) -> str:
    """The session file's text: compact, one event per line, UTF-8 safe."""
    return assemble_session(session, [encode_event(event) for event in session.events])
