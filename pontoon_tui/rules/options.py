"""House rules from the command line: ``--rule KEY=VALUE`` and ``--rules FILE``.

Values are checked exactly as a session file's ``rules`` object is: ``--rule stick_min=16``
is the file's ``"stick_min": 16``, ``--rule buy_fifth=false`` its ``false``.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from pontoon_tui.rules.house import (
    CHOICES,
    DEFAULT_RULES,
    HouseRules,
    RulesError,
    rules_from_json,
)


def unknown_key(key: str) -> str:
    """Why ``key`` is not a house rule, naming the nearest key when one is close
    (``rules: there is no house rule 'stick'; did you mean stick_min?``)."""
    problem = f"rules: there is no house rule {key!r}"
    nearest = difflib.get_close_matches(key, CHOICES, n=1)
    if not nearest:
        return f"{problem} (--help lists them)"
    return f"{problem}; did you mean {nearest[0]}?"


def _value(key: str, text: str) -> object:
    """The JSON value ``text`` names for ``key``: a number, true/false, or the word itself."""
    for choice in CHOICES.get(key, ()):
        word = json.dumps(choice)
        if text in (word, str(choice)):
            return choice
    return text


def parse_rule(text: str) -> tuple[str, object]:
    """``stick_min=16`` as ``("stick_min", 16)``; raises :class:`RulesError` when it is not
    ``KEY=VALUE`` or the key is no house rule (the value itself is checked with the
    others)."""
    key, sep, value = text.partition("=")
    key, value = key.strip(), value.strip()
    if not sep or not key:
        raise RulesError(f"rules: {text!r} is not KEY=VALUE (e.g. stick_min=16)")
    if key not in CHOICES:
        raise RulesError(unknown_key(key))
    return key, _value(key, value)


def rules_of_file(data: Any) -> dict[str, Any]:
    """The house rules a file's JSON names: a session file's ``rules`` (none for a ``/1``
    file), or a bare rules object.

    Raises:
        RulesError: neither.
    """
    if isinstance(data, dict) and isinstance(data.get("format"), str):
        rules = data.get("rules", {})
        if "rules" in data and data["format"] != "pontoon-session/2":
            raise RulesError("rules need format pontoon-session/2")
        if not isinstance(rules, dict):
            raise RulesError("rules: must be an object of house rules")
        return rules
    if not isinstance(data, dict):
        raise RulesError("rules: must be an object of house rules")
    return data


def rules_from_options(file_rules: Mapping[str, Any] | None, rules: Sequence[str]) -> HouseRules:
    """The house rules of ``--rules FILE`` (its :func:`rules_of_file`, if given), then each
    ``--rule KEY=VALUE``.

    Raises:
        RulesError: a value that is not a house rule, in one line.
    """
    chosen: dict[str, Any] = dict(file_rules or {})
    for text in rules:
        key, value = parse_rule(text)
        chosen[key] = value
    return rules_from_json(chosen) if chosen else DEFAULT_RULES
