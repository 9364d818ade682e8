"""``pontoon --help`` and ``pontoon odds --help``: the odds command's help lists every
house rule ``--rule`` takes, with its values (the standard one first), and neither help
nor the odds report calls the standard rules anything but that."""

from __future__ import annotations

import re

import pytest

from pontoon_tui.cli import main
from pontoon_tui.rules import SPECS


def help_of(capsys: pytest.CaptureFixture[str], *command: str) -> str:
    """What ``pontoon COMMAND --help`` prints (it exits with status 0)."""
    with pytest.raises(SystemExit) as stop:
        main([*command, "--help"])
    assert stop.value.code == 0
    return capsys.readouterr().out


def words(value: object) -> str:
    """A value as ``--rule`` takes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def test_the_odds_help_lists_every_house_rule_with_its_values(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    shown = help_of(capsys, "odds")
    rows = {line.split()[0]: line for line in shown.splitlines() if line.startswith("  ")}
    assert re.search(r"^  bank_rotates +0, 1, 2, 3, 4 +H10 Bank passes$", shown, re.MULTILINE)
    for spec in SPECS:
        assert spec.key in rows, spec.key
        row = rows[spec.key]
        assert ", ".join(words(choice.value) for choice in spec.choices) in row
        assert f"{spec.number} {spec.label}" in row


def test_no_help_names_the_standard_rules_seed_000(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "100")
    game, odds = help_of(capsys), help_of(capsys, "odds")
    for shown in (game, odds):
        assert not re.search(r"seed\s+000", shown, re.IGNORECASE)
    assert "the standard rules" in " ".join(odds.split())


def test_the_odds_report_names_the_standard_rules(capsys: pytest.CaptureFixture[str]) -> None:
    fast = ["--player-strategy", "baseline", "--banker-strategy", "baseline"]
    assert main(["odds", "--deals", "8", "--seed", "1", "--workers", "1", *fast]) == 0
    out = capsys.readouterr().out
    assert "house rules: the standard rules (no house rule changed)" in out
    assert "seed 000" not in out
