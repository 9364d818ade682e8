"""The documents in docs/ against the code: every rule the code cites is defined in
docs/rules.md, and docs/session-format.md names every event type and house-rule key the
engine knows, with JSON examples that parse and replay as they say.

A rule is defined by a Markdown heading that starts with its number, e.g. ``### R12 Split``
or ``### H7 Banker doubles (`banker_doubles`)``.
"""

from __future__ import annotations

import inspect
import json
import re
from collections import Counter
from pathlib import Path
from typing import Any, get_args

import pytest

from pontoon_tui.engine import events
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.sessionfile import parse_session_text
from pontoon_tui.rules import house

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
PACKAGE = ROOT / "pontoon_tui"

CITATION = re.compile(r"\b[RH]\d{1,2}\b")
DEFINITION = re.compile(r"^#{2,4}[ \t]+([RH]\d{1,2})\b", re.MULTILINE)
FENCE = re.compile(r"^```([\w-]*)[ \t]*\n(.*?)^```[ \t]*$", re.MULTILINE | re.DOTALL)
HOUSE_ROW = re.compile(r"^\|\s*(H\d{1,2})\s*\|\s*`(\w+)`\s*\|([^|]*)\|", re.MULTILINE)

EXPECTED = [f"R{n}" for n in range(1, 27)] + [f"H{n}" for n in range(1, 11)]


def _text(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def _definitions() -> list[str]:
    return DEFINITION.findall(_text("rules.md"))


def _json_blocks(name: str) -> list[str]:
    """The bodies of the fenced blocks marked ``json`` (``jsonc`` marks a fragment)."""
    return [body for lang, body in FENCE.findall(_text(name)) if lang == "json"]


def _event_types() -> set[str]:
    """Every event type events.py writes or reads."""
    source = inspect.getsource(events)
    written = set(re.findall(r'"type": "([a-z-]+)"', source))
    read = set(re.findall(r'kind == "([a-z-]+)"', source))
    return written | read


def test_rules_defines_every_rule_exactly_once() -> None:
    counts = Counter(_definitions())
    assert sorted(counts, key=EXPECTED.index) == EXPECTED
    assert {number: n for number, n in counts.items() if n != 1} == {}


def test_every_rule_the_code_cites_is_defined() -> None:
    defined = set(_definitions())
    missing: list[str] = []
    files = sorted(PACKAGE.rglob("*.py"))
    assert files
    for path in files:
        for line_no, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for number in CITATION.findall(line):
                if number not in defined:
                    missing.append(f"{path.relative_to(ROOT)}:{line_no}: {number}")
    assert missing == []


def test_every_rule_the_session_format_cites_is_defined() -> None:
    cited = set(CITATION.findall(_text("session-format.md")))
    assert cited
    assert cited - set(_definitions()) == set()


def test_the_session_format_names_every_event_type() -> None:
    types = _event_types()
    assert len(types) == len(get_args(events.Event))
    text = _text("session-format.md")
    rows = set(re.findall(r'^\| `\{"type": "([a-z-]+)"', text, re.MULTILINE))
    assert rows == types


@pytest.mark.parametrize("doc", ["session-format.md", "rules.md"])
def test_the_docs_name_every_house_rule_key(doc: str) -> None:
    text = _text(doc)
    assert house.CHOICES
    assert [key for key in house.CHOICES if f"`{key}`" not in text] == []


def test_the_house_rules_table_lists_every_key_with_its_values() -> None:
    rows = {key: (number, cells) for number, key, cells in HOUSE_ROW.findall(_text("rules.md"))}
    numbers: dict[str, str] = getattr(house, "NUMBERS", {})
    for key, choices in house.CHOICES.items():
        assert key in rows, key
        number, cells = rows[key]
        assert re.findall(r"`([^`]*)`", cells) == [json.dumps(value) for value in choices]
        if key in numbers:
            assert number == numbers[key]


def test_every_house_rule_heading_names_its_key() -> None:
    headings = dict(re.findall(r"^#{2,4}[ \t]+(H\d{1,2})\b(.*)$", _text("rules.md"), re.M))
    numbers: dict[str, str] = getattr(house, "NUMBERS", {})
    for key, number in numbers.items():
        assert f"`{key}`" in headings[number], number


@pytest.mark.parametrize("doc", ["session-format.md", "rules.md"])
def test_the_json_examples_parse(doc: str) -> None:
    for body in _json_blocks(doc):
        json.loads(body)


def _assert_shown(shown: Any, actual: Any, where: str) -> None:
    """Everything ``shown`` holds is in ``actual`` (an example may leave keys out)."""
    if isinstance(shown, dict):
        assert isinstance(actual, dict), where
        for key, value in shown.items():
            assert key in actual, f"{where}.{key}"
            _assert_shown(value, actual[key], f"{where}.{key}")
    elif isinstance(shown, list):
        assert isinstance(actual, list) and len(actual) == len(shown), where
        for index, (a, b) in enumerate(zip(shown, actual, strict=True)):
            _assert_shown(a, b, f"{where}[{index}]")
    else:
        assert shown == actual and type(shown) is type(actual), where


def test_the_example_session_replays_to_the_example_result() -> None:
    examples = [json.loads(body) for body in _json_blocks("session-format.md")]
    sessions = [e for e in examples if str(e.get("format", "")).startswith("pontoon-session/")]
    results = [e for e in examples if e.get("format") == "pontoon-result/1"]
    assert len(sessions) == 1 and len(results) == 1
    replayed = result_json(parse_session_text(json.dumps(sessions[0])))
    _assert_shown(results[0], replayed, "result")


def test_git_ignores_the_folder_the_readme_installs_into() -> None:
    """The README installs the game with ``python3 -m venv .venv``: that folder is the
    player's, never the project's."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "python3 -m venv .venv" in readme
    ignored = (ROOT / ".gitignore").read_text(encoding="utf-8").split()
    assert ".venv/" in ignored
