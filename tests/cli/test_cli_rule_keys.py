"""``--rule KEY=VALUE`` with a key that is no house rule: one line naming the nearest
key, and exit status 2, as for any other bad option."""

from __future__ import annotations

import pytest

from pontoon_tui.cli import main


def odds_with(capsys: pytest.CaptureFixture[str], *rules: str) -> tuple[int, str]:
    """The exit status of ``pontoon odds --rule RULE...`` and its standard error."""
    status = main(["odds", "--deals", "1", "--workers", "1", *(f"--rule={r}" for r in rules)])
    captured = capsys.readouterr()
    assert captured.out == ""
    return status, captured.err


@pytest.mark.parametrize(
    ("rule", "nearest"),
    [("stick=16", "stick_min"), ("bank_rotate=2", "bank_rotates"), ("splits=aces", "split")],
)
def test_an_unknown_key_names_the_nearest_house_rule(
    capsys: pytest.CaptureFixture[str], rule: str, nearest: str
) -> None:
    status, err = odds_with(capsys, rule)
    key = rule.partition("=")[0]
    assert status == 2
    assert err == f"pontoon odds: rules: there is no house rule {key!r}; did you mean {nearest}?\n"


def test_a_key_like_no_house_rule_points_to_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    status, err = odds_with(capsys, "stick_min=16", "zzz=1")
    assert status == 2
    assert err == "pontoon odds: rules: there is no house rule 'zzz' (--help lists them)\n"


def test_the_game_itself_takes_no_rule(capsys: pytest.CaptureFixture[str]) -> None:
    # House rules are chosen on the setup screen: ``pontoon --rule`` is a bad option.
    with pytest.raises(SystemExit) as stop:
        main(["--rule=stick=16"])
    assert stop.value.code == 2
    assert "unrecognized arguments: --rule" in capsys.readouterr().err
