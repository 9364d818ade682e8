"""Start-up stays quick: the first screen comes up without loading the rules engine,
the session-file reader or json, which the first move or save loads instead."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SHOW_SETUP_AND_LIST_MODULES = """
import sys
from pathlib import Path
from pontoon_tui.app.main import make_app

app = make_app(seed=1, save_dir=Path(sys.argv[1]))
display = app._display

def shown(screen, update):
    display(screen, update)
    if type(screen).__name__ == "SetupScreen":
        app.exit()

app._display = shown
app.run(headless=True, size=(100, 30))
print(" ".join(sorted(sys.modules)))
"""


def test_the_setup_screen_shows_before_the_rules_are_loaded(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", SHOW_SETUP_AND_LIST_MODULES, str(tmp_path / "saves")],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    loaded = set(done.stdout.split())
    assert "pontoon_tui.app.screens.setup" in loaded  # the first screen did show
    for module in ("pontoon_tui.engine.session", "pontoon_tui.engine.sessionfile", "json"):
        assert module not in loaded, module
