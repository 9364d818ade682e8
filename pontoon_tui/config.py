"""What the game remembers between sessions in the user's config folder: the house rules
the table chose last, offered as the default for the next new session.

A file that cannot be read or is not what the game wrote is set aside (kept as
``….corrupt``, never overwritten) and the defaults are used.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from pontoon_tui.files import write_atomically
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, RulesError, rules_from_json

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


def last_rules(path: Path | None = None) -> HouseRules:
    """The house rules the table chose last (seed 000's when there is no choice yet)."""
    path = path or config_path()
    try:
        if path.stat().st_size > MAX_CONFIG_BYTES:
            raise ValueError("too large")
        import json  # only once there is a file (start-up loads no JSON reader)

        data = json.loads(path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
        return rules_from_json(data.get("rules", {}))
    except FileNotFoundError:
        return DEFAULT_RULES
    except (OSError, UnicodeDecodeError, ValueError, RecursionError, RulesError):
        _set_aside(path)
        return DEFAULT_RULES


def _set_aside(path: Path) -> None:
    for n in range(1, 100):
        kept = path.with_name(f"{path.name}.corrupt-{n}")
        if not kept.exists():
            with contextlib.suppress(OSError):  # a folder that cannot be changed
                path.rename(kept)
            return


def remember_rules(rules: HouseRules, path: Path | None = None) -> bool:
    """Keep ``rules`` as the next session's default; False when it cannot be written."""
    import json

    path = path or config_path()
    text = json.dumps({"rules": rules.to_json()}, indent=2) + "\n"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_atomically(path, text)
    except OSError:
        return False
    return True
