"""Help: the help screen lists the setup keys and names the session's own deals and house
rules (in setup, those chosen so far), and ``pontoon --help`` names the save folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import stacked_session

from pontoon_tui.app.screens.help import KEYS
from pontoon_tui.cli import build_parser
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.store import SAVE_DIR_ENV


def test_help_lists_the_setup_keys() -> None:
    keys = dict(KEYS)
    assert "Ctrl+S" in keys["setup"] and "Tab" in keys["setup"]
    assert "Delete" in keys["seat list"]
    assert "Ctrl+Q" in keys["help, quit"]


async def test_help_names_the_sessions_own_deals_and_house_rules(save_dir: Path) -> None:
    rules = HouseRules(banker_doubles=True, second_card="up")
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H"], deals=2, rules=rules)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 90)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        lines = (line.strip(" █") for line in screen_text(app).splitlines())
        text = " ".join(" ".join(lines).split())
        assert "The session runs 2 deals, under these house rules: banker may double" in text
        assert "eight deals" not in text
        # H9: the cards that stay face down are said where the face-up second card is.
        assert (
            "face up for all to see (a card dealt onto a split hand and a bought card stay "
            "face down)" in text
        )


async def test_help_in_setup_names_the_house_rules_chosen_so_far(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(100, 90)) as pilot:
        await pilot.press("ctrl+r", "right", "enter")  # H1: stick on 16
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        lines = (line.strip(" █") for line in screen_text(app).splitlines())
        text = " ".join(" ".join(lines).split())
        assert "The session runs the number of deals chosen in setup (8 unless changed)" in text
        assert "under these house rules: stick 16" in text
        assert "[b]stick[/b]" not in text and "stick on 16 or more" in text


def test_help_names_the_save_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(SAVE_DIR_ENV, str(tmp_path / "my-saves"))
    monkeypatch.setenv("COLUMNS", "200")
    with pytest.raises(SystemExit):
        build_parser().parse_args(["--help"])
    shown = capsys.readouterr().out
    assert f"default here: {tmp_path / 'my-saves'}" in shown
    assert "saved back to that same file" in shown  # --load
