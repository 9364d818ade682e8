"""The example sessions replay to exactly their expected results, in process and via the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.sessionfile import dump_session, load_session, parse_session_text

EXAMPLES = Path(__file__).resolve().parent.parent / "fixtures" / "examples"
SESSIONS = sorted(p for p in EXAMPLES.glob("*.json") if not p.name.endswith(".result.json"))


def _expected(session_file: Path) -> dict[str, Any]:
    expected: dict[str, Any] = json.loads(
        session_file.with_name(session_file.stem + ".result.json").read_text("utf-8")
    )
    return expected


def _compare(actual: dict[str, Any], expected: dict[str, Any]) -> None:
    """Field by field, deal by deal, hand by hand, so a failure names what differs."""
    assert sorted(actual) == sorted(expected)
    for key in expected:
        if key == "deals":
            continue
        assert actual[key] == expected[key], key
    assert len(actual["deals"]) == len(expected["deals"])
    for number, (got, want) in enumerate(zip(actual["deals"], expected["deals"], strict=True)):
        assert sorted(got) == sorted(want), number
        for key in want:
            if key == "hands":
                continue
            assert got[key] == want[key], (number, key)
        assert len(got["hands"]) == len(want["hands"]), number
        for index, (hand, hand_want) in enumerate(zip(got["hands"], want["hands"], strict=True)):
            assert hand == hand_want, (number, index)
    assert actual == expected


def test_all_nine_examples_are_here() -> None:
    assert len(SESSIONS) == 9
    house = [json.loads(path.read_text()).get("rules") for path in SESSIONS]
    assert sum(rules is not None for rules in house) == 3  # 07, 08 and 09 play house rules


@pytest.mark.parametrize("session_file", SESSIONS, ids=lambda p: p.stem)
def test_example_replays_in_process(session_file: Path) -> None:
    session = load_session(session_file)
    _compare(result_json(session), _expected(session_file))
    # Writing the session out and reading it back replays to the same result.
    _compare(result_json(parse_session_text(dump_session(session))), _expected(session_file))


@pytest.mark.parametrize("session_file", SESSIONS, ids=lambda p: p.stem)
def test_example_replays_through_the_command(session_file: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", str(session_file)],
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    _compare(json.loads(done.stdout), _expected(session_file))


@pytest.mark.parametrize("session_file", SESSIONS[:2], ids=lambda p: p.stem)
def test_example_replays_from_standard_input(session_file: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", "-"],
        input=session_file.read_bytes(),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    _compare(json.loads(done.stdout.decode("utf-8")), _expected(session_file))
