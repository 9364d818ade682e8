"""What the game remembers between sessions in the user's config folder: the house rules
the table chose last (offered as the default for the next new session), the last table's
seats (its names in order and which seats the computer played, offered at the next
setup), the theme and whether the deck shows four colours.

A file that cannot be read or is not a JSON object is set aside (kept as
``….corrupt-N``, never overwritten) and the defaults are used. A setting whose value is
not one the game knows is ignored, and the others are kept: saving one setting writes the
others back as they were.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NamedTuple

from pontoon_tui.engine.names import MAX_PLAYERS, name_problem
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, RulesError, rules_from_json
from pontoon_tui.storage.files import set_aside, write_atomically

CONFIG_DIR_ENV = "PONTOON_CONFIG_DIR"
CONFIG_NAME = "table.json"
MAX_CONFIG_BYTES = 1 << 16


def config_dir() -> Path:
    """``$PONTOON_CONFIG_DIR``, or ``pontoon-tui`` in the user config directory."""
    override = os.environ.get(CONFIG_DIR_ENV)
    if override:
        return Path(override)
    from platformdirs import user_config_dir

    return Path(user_config_dir("pontoon-tui", appauthor=False))


def config_path() -> Path:
    """The file the table's last choices are kept in."""
    return config_dir() / CONFIG_NAME


def read_config(path: Path | None = None) -> dict[str, Any]:
    """Everything the file holds, as written (empty when there is none; a file that
    cannot be read, or is not an object, is set aside)."""
    path = path or config_path()
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise ValueError("too large")
        import json  # only once there is a file (start-up loads no JSON reader)

        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return data
    except FileNotFoundError:
        return {}
    except (OSError, UnicodeDecodeError, ValueError, RecursionError):
        set_aside(path)
        return {}


def last_rules(path: Path | None = None) -> HouseRules:
    """The house rules the table chose last (the standard rules when there is no choice
    yet, or the one kept is not a set of house rules the game knows)."""
    try:
        return rules_from_json(read_config(path).get("rules", {}))
    except RulesError:
        return DEFAULT_RULES


def remembered_colours(path: Path | None = None) -> tuple[str | None, bool]:
    """The theme chosen last (None when there is none, or it is not a name) and whether
    the deck shows four colours (False unless it was switched on)."""
    data = read_config(path)
    theme = data.get("theme")
    return (theme if isinstance(theme, str) else None), data.get("four_colour") is True


class Seat(NamedTuple):
    """A seat of the last table: its player's name and whether the computer played it."""

    name: str
    computer: bool = False


ANIMATIONS = ("full", "reduced", "off")
"""How much moves on the screen (``full`` unless the player chose otherwise)."""


def remembered_animation(path: Path | None = None) -> str:
    """The animation setting chosen last (``full`` when there is none, or it is not one
    of :data:`ANIMATIONS`)."""
    kept = read_config(path).get("animation")
    return kept if kept in ANIMATIONS else ANIMATIONS[0]


def last_seats(path: Path | None = None) -> tuple[Seat, ...]:
    """The last table's seats in clockwise order (none when there is no table yet, or what
    is kept is not a table the game could seat: a name it refuses, two names a table
    cannot tell apart, more than :data:`MAX_PLAYERS` seats)."""
    kept = read_config(path).get("seats")
    if not isinstance(kept, list) or len(kept) > MAX_PLAYERS:
        return ()
    seats: list[Seat] = []
    for entry in kept:
        if not isinstance(entry, dict):
            return ()
        name, computer = entry.get("name"), entry.get("computer", False)
        if name_problem(name) is not None or not isinstance(computer, bool):
            return ()
        assert isinstance(name, str)
        seats.append(Seat(name, computer))
    if len({seat.name.casefold() for seat in seats}) < len(seats):
        return ()
    return tuple(seats)


def remember_seats(seats: Sequence[Seat], path: Path | None = None) -> bool:
    """Keep ``seats`` for the next setup; False when they cannot be written."""
    kept = [{"name": seat.name, "computer": seat.computer} for seat in seats]
    return remember("seats", kept, path)


def remember(key: str, value: object, path: Path | None = None) -> bool:
    """Keep one setting, the others as they are; False when it cannot be written."""
    import json

    path = path or config_path()
    data = read_config(path)
    data[key] = value
    text = json.dumps(data, indent=2) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, text)
    except OSError:
        return False
    return True


def remember_rules(rules: HouseRules, path: Path | None = None) -> bool:
    """Keep ``rules`` as the next session's default; False when it cannot be written."""
    return remember("rules", rules.to_json(), path)
