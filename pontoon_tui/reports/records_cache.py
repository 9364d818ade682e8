"""What :func:`pontoon_tui.reports.records.read_records` remembers about each session file, so
that reading hundreds of sessions replays only the new and changed ones.

One JSON file per save folder in the user cache directory. Each entry is keyed by the
session file's name, size, modification time (ns) and inode: a file rewritten in any way
(the game saves by renaming a new file into place) no longer matches and is read again. The
cache holds only what the records show of a finished session, and for any other file only
that it is unfinished or corrupt (never a card of an unfinished session). A cache that
cannot be read, or holds anything unexpected, is ignored and made again; one that cannot be
written is simply not kept.
"""

from __future__ import annotations

import hashlib
import json
import os
from datetime import datetime
from pathlib import Path
from typing import Any

from pontoon_tui.reports.record_types import SessionRecord, Skip, SkippedFile, Tally
from pontoon_tui.rules import HouseRules, RulesError, rules_from_json

CACHE_FORMAT = "pontoon-records-cache/2"
"""/2 adds the computer's seats of each session (a /1 cache is made again)."""
MAX_CACHE_BYTES = 64 * 2**20


def default_cache_dir() -> Path:
    """The user cache directory of the game."""
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("pontoon-tui", appauthor=False))


def cache_file(directory: Path, cache_dir: Path | None = None) -> Path:
    """Where the records cache of the save folder ``directory`` lives."""
    where = str(directory.resolve())
    digest = hashlib.sha256(where.encode("utf-8", "surrogateescape")).hexdigest()[:24]
    return (cache_dir or default_cache_dir()) / f"records-{digest}.json"


def _key(info: os.stat_result) -> list[int]:
    return [info.st_size, info.st_mtime_ns, info.st_ino]


def _is_int(value: object) -> bool:
    return type(value) is int


def _ints(value: object, count: int) -> list[int]:
    if type(value) is not list or len(value) != count or any(type(v) is not int for v in value):
        raise ValueError("expected whole numbers")
    return value


def _names(value: object) -> tuple[str, ...]:
    if type(value) is not list or any(type(v) is not str for v in value):
        raise ValueError("expected names")
    return tuple(value)


_RULES: dict[tuple[tuple[str, object], ...], HouseRules] = {}


def _rules(value: object) -> HouseRules:
    """The house rules a cache entry names (each distinct set checked once per read)."""
    if type(value) is not dict:
        raise ValueError("expected house rules")
    try:
        key = tuple(sorted(value.items()))
        known = _RULES.get(key)
    except TypeError:  # a value that is not a JSON scalar
        raise ValueError("expected house rules") from None
    if known is None:
        try:
            known = _RULES[key] = rules_from_json(value)
        except RulesError as error:
            raise ValueError(str(error)) from None
    return known


def encode(found: SessionRecord | SkippedFile) -> dict[str, Any]:
    """A cache entry's body for what a file was found to hold."""
    if isinstance(found, SkippedFile):
        return {"status": found.why.value, "reason": found.reason}
    return {
        "status": "finished",
        "players": list(found.players),
        "deals": found.deals,
        "rules": found.rules.to_json(),
        "balances": [found.balances[p] for p in found.players],
        "winners": list(found.winners),
        "tallies": [list(_tally_numbers(found.tallies[p])) for p in found.players],
        "computers": [p for p in found.players if p in found.computers],
    }


def _tally_numbers(tally: Tally) -> tuple[int, int, int, int, int]:
    return (
        tally.pontoons,
        tally.five_card_tricks,
        tally.busts,
        tally.deals_banked,
        tally.banker_net,
    )


def decode(name: str, date: datetime, entry: dict[str, Any]) -> SessionRecord | SkippedFile:
    """What a cache entry says the file ``name`` holds.

    Raises:
        ValueError: the entry is not one this module wrote.
    """
    status = entry.get("status")
    if status in (Skip.UNFINISHED.value, Skip.CORRUPT.value):
        reason = entry.get("reason", "")
        if not isinstance(reason, str):
            raise ValueError("a reason is text")
        return SkippedFile(name, Skip(status), reason)
    if status != "finished":
        raise ValueError("unknown status")
    players = _names(entry["players"])
    winners = _names(entry["winners"])
    deals = entry["deals"]
    if not players or not set(winners) <= set(players) or not _is_int(deals):
        raise ValueError("not a session's record")
    balances = _ints(entry["balances"], len(players))
    counts = entry["tallies"]
    if not isinstance(counts, list) or len(counts) != len(players):
        raise ValueError("expected a tally per player")
    rules = _rules(entry["rules"])
    computers = _names(entry["computers"])
    if not set(computers) <= set(players):
        raise ValueError("a computer's seat that is no player's")
    return SessionRecord(
        file=name,
        date=date,
        players=players,
        deals=deals,
        rules=rules,
        balances=dict(zip(players, balances, strict=True)),
        winners=winners,
        tallies={p: Tally(*_ints(c, 5)) for p, c in zip(players, counts, strict=True)},
        computers=frozenset(computers),
    )


class Cache:
    """The remembered entries of one save folder.

    Args:
        directory: the save folder.
        file: where the cache is kept; None keeps nothing.
        entries: the entries read from it.
    """

    def __init__(self, directory: Path, file: Path | None, entries: dict[str, Any]) -> None:
        self.directory = directory
        self.file = file
        self._entries = entries
        self._changed = False

    @classmethod
    def empty(cls, directory: Path) -> Cache:
        """A cache that remembers nothing and is never written."""
        return cls(directory, None, {})

    @classmethod
    def open(cls, directory: Path, cache_dir: Path | None = None) -> Cache:
        """The cache of ``directory``; empty when it is missing, unreadable or not one
        this module wrote (it is then made again)."""
        file = cache_file(directory, cache_dir)
        try:
            with open(file, "rb") as handle:
                raw = handle.read(MAX_CACHE_BYTES + 1)
            data = json.loads(raw.decode("utf-8"))
        except (OSError, ValueError, RecursionError):
            return cls(directory, file, {})
        if (
            not isinstance(data, dict)
            or data.get("format") != CACHE_FORMAT
            or data.get("directory") != str(directory.resolve())
            or not isinstance(data.get("files"), dict)
            or len(raw) > MAX_CACHE_BYTES
        ):
            return cls(directory, file, {})
        return cls(directory, file, data["files"])

    def get(
        self, name: str, info: os.stat_result, date: datetime
    ) -> SessionRecord | SkippedFile | None:
        """What the file ``name`` holds, if it is remembered and has not changed since."""
        entry = self._entries.get(name)
        if not isinstance(entry, dict) or entry.get("key") != _key(info):
            return None
        try:
            return decode(name, date, entry)
        except (KeyError, TypeError, ValueError):
            del self._entries[name]
            self._changed = True
            return None

    def put(self, name: str, info: os.stat_result, found: SessionRecord | SkippedFile) -> None:
        """Remember what the file ``name``, as ``info`` describes it, holds."""
        self._entries[name] = {"key": _key(info), **encode(found)}
        self._changed = True

    def save(self, names: list[str]) -> None:
        """Forget the files not in ``names`` (gone from the folder) and write the cache if
        anything changed; a cache that cannot be written is not kept."""
        gone = set(self._entries).difference(names)
        for name in gone:
            del self._entries[name]
        if self.file is None or not (self._changed or gone):
            return
        from pontoon_tui.storage.files import write_atomically

        text = json.dumps(
            {
                "format": CACHE_FORMAT,
                "directory": str(self.directory.resolve()),
                "files": self._entries,
            }
        )
        try:
            self.file.parent.mkdir(parents=True, exist_ok=True)
            write_atomically(self.file, text, sync=False)
        except OSError:
            return
        self._changed = False
