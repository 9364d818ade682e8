"""``pontoon odds --rule KEY=VALUE`` and ``--rules FILE``: the rules played are the ones
asked for, and anything else is refused in one line with exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pontoon_tui.cli import main

RUN = ["odds", "--players", "3", "--deals", "80", "--seed", "4", "--workers", "1", "--json"]


def played(argv: list[str], capsys: pytest.CaptureFixture[str]) -> dict[str, object]:
    assert main([*RUN, *argv]) == 0
    rules: dict[str, object] = json.loads(capsys.readouterr().out)["rules"]
    return rules


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main([*RUN, *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1
    return lines[0]


def test_rules_on_the_command_line_are_the_rules_played(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rules = played(["--rule", "stick_min=16", "--rule", "buy_fifth=false"], capsys)
    assert rules["stick_min"] == 16 and rules["buy_fifth"] is False
    assert rules["second_card"] == "down"  # the others stay seed 000's


def test_a_session_files_rules_or_a_bare_object_are_played_and_a_rule_overrides_them(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    session = tmp_path / "session.json"
    session.write_text(
        json.dumps({"format": "pontoon-session/2", "players": ["A", "B"], "deals": 8,
                    "rules": {"split": "aces", "pontoon_pays": 3}, "events": []}),
        "utf-8",
    )  # fmt: skip
    bare = tmp_path / "rules.json"
    bare.write_text('{"second_card": "up"}', "utf-8")
    assert played(["--rules", str(session)], capsys)["split"] == "aces"
    assert played(["--rules", str(bare)], capsys)["second_card"] == "up"
    both = played(["--rules", str(session), "--rule", "split=none"], capsys)
    assert both["split"] == "none" and both["pontoon_pays"] == 3


def test_a_rules_file_that_cannot_be_read_says_why_naming_the_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "missing.json"
    line = refused(["--rules", str(missing)], capsys)
    assert line.endswith("No such file or directory") and str(missing) in line
    assert "not JSON" not in line
    assert refused(["--rules", str(tmp_path)], capsys).endswith("not a regular file")
    broken = tmp_path / "broken.json"
    broken.write_text("{", "utf-8")
    assert f"--rules {broken}: not JSON" in refused(["--rules", str(broken)], capsys)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('{"stick_min": 14}', "stick_min must be 15 or 16"),
        ("[1, 2]", "must be an object of house rules"),
        ('{"format": "pontoon-session/1", "rules": {}}', "rules need format pontoon-session/2"),
        ('{"royal_pontoon": true}', "royal_pontoon"),
    ],
)
def test_a_rules_file_naming_no_house_rules_is_refused_naming_the_file(
    text: str, problem: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "rules.json"
    path.write_text(text, "utf-8")
    line = refused(["--rules", str(path)], capsys)
    assert str(path) in line and problem in line


def test_a_file_name_reaches_the_terminal_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = refused(["--rules", str(tmp_path / "a\x1b[31mb.json")], capsys)
    assert "\x1b" not in line and "a\\x1b[31mb.json" in line


@pytest.mark.parametrize(
    ("rule", "problem"),
    [
        ("stick_min=17", "stick_min must be 15 or 16"),
        ("stick_min", "is not KEY=VALUE"),
        ("shoot=true", "shoot"),
    ],
)
def test_a_bad_rule_is_refused_in_one_line(
    rule: str, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert problem in refused(["--rule", rule], capsys)
