"""A session file's extra keys: the table's own settings (which seats the computer
played), kept as top-level keys beside the ``pontoon-session/1`` format's own, which
readers of the format ignore."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from pontoon_tui.engine.errors import FormatError

FORMAT_KEYS = frozenset({"format", "players", "deals", "rules", "events"})
COMPUTER_KEY = "computer"
"""The extra key of a session file the game wrote that lists the seats the computer
played, in seating order (the format ignores keys it does not name; a file without it
says nothing of who played)."""


def with_extra(text: str, extra: Mapping[str, object]) -> str:
    """A session file's text with ``extra`` added as further top-level keys."""
    clash = FORMAT_KEYS.intersection(extra)
    if clash:
        raise ValueError(f"extra keys may not replace the format's own: {sorted(clash)}")
    import json

    body = text.rstrip()
    assert body.endswith("}"), "a session file is one JSON object"
    added = json.dumps(dict(extra), ensure_ascii=False)[1:-1]
    return f"{body[:-1]}, {added}}}\n"


def read_extra(path: Path) -> dict[str, Any]:
    """The top-level keys of a session file beyond the format's own; empty when there
    are none or the file cannot be read."""
    import json

    from pontoon_tui.engine.sessionfile import read_session_bytes

    try:
        data = json.loads(read_session_bytes(path).decode("utf-8-sig"))
    except (FormatError, ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items() if key not in FORMAT_KEYS}


def computer_seats(extra: Mapping[str, Any], players: Iterable[str]) -> frozenset[str]:
    """The seats of ``players`` that a session file's extra keys say the computer played;
    a value that is not a list of names, and a name that is no player's, are ignored."""
    named = extra.get(COMPUTER_KEY, [])
    names = {n for n in named if isinstance(n, str)} if isinstance(named, list) else set()
    return frozenset(p for p in players if p in names)


def computers_in_text(text: str, players: Iterable[str]) -> frozenset[str]:
    """The seats of ``players`` that a session file's text (one JSON object, read and
    checked already) says the computer played; none when it does not say."""
    import json

    data = json.loads(text)
    return computer_seats(data, players) if isinstance(data, dict) else frozenset()
