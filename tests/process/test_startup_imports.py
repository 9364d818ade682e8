"""Start-up stays quick: ``pontoon`` shows its first screen without loading the rules
engine, the session-file reader, json or the secrets and hashing modules, which the first
move or save loads instead, nor the resume list's screen, which only a save folder with
unfinished sessions needs."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow


def run_game(tmp_path: Path, script: str) -> str:
    """What ``script`` prints, run in a fresh Python with a save folder under
    ``tmp_path`` as its argument."""
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "saves")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout


SHOW_SETUP_AND_LIST_MODULES = """
import sys
from textual.app import App
from pontoon_tui import cli

async def shown(pilot):
    await pilot.pause()  # the first screen is drawn and waits for a key
    print(type(pilot.app.screen).__name__)
    pilot.app.exit()

def run(self, **kwargs):  # as the command runs it, headless at a known size
    return App.run(self, headless=True, size=(100, 30), auto_pilot=shown)

from pontoon_tui.app.app import PontoonApp
PontoonApp.run = run
cli.main(["--seed", "1", "--save-dir", sys.argv[1]])
print(" ".join(sorted(sys.modules)))
"""


def test_the_setup_screen_shows_before_the_rules_are_loaded(tmp_path: Path) -> None:
    printed = run_game(tmp_path, SHOW_SETUP_AND_LIST_MODULES)
    first, modules = printed.split("\n", 1)
    assert first == "SetupScreen"  # the first screen did show
    loaded = set(modules.split())
    later = (
        "pontoon_tui.engine.session",
        "pontoon_tui.engine.sessionfile",
        "json",
        "secrets",
        "hashlib",
        "pontoon_tui.app.screens.resume",
    )
    for module in later:
        assert module not in loaded, module
