"""The screenshots script runs and draws every screen."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
EXPECTED = {
    "setup": "Cat",
    "setup-large": "Cat",
    "cut-for-bank": "banks",
    "cut-for-bank-large": "banks",
    "pass-the-device": "Pass&#160;the&#160;device&#160;to",
    "stake": "Cat",
    "player-turn-split": "Hand&#160;2",
    "player-turn-hints": "EV",
    "help": "Pontoon",
    "banker-turn": "Ann",
    "ledger": "is&#160;settled",
    "final-standings": "Final&#160;standings",
    "final-standings-large": "Final&#160;standings",
    "stake-large": "Cat",
    "player-turn-split-medium": "Hand&#160;2",
    "player-turn-split-large": "Hand&#160;2",
    "banker-turn-large": "Ann",
    "ledger-large": "is&#160;settled",
    "house-rules": "Stick&#160;on",
    "banker-doubles": "Double&#160;this&#160;deal?",
    "player-turn-light": "Hand&#160;2",
    "player-turn-high-contrast": "Hand&#160;2",
    "player-turn-four-colour": "Hand&#160;2",
    "records": "finished&#160;sessions",
    "records-large": "finished&#160;sessions",
    "hand-history": "Hand&#160;history",
    "hand-history-large": "Hand&#160;history",
    "host-lobby": "Bob,&#160;Cat&#160;(2&#160;devices)",
    "own-device": "Cat,&#160;your&#160;cards:",
    "phone-seat": "Twist",
}


def test_the_script_draws_every_screen(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "screenshots" / "make_screenshots.py"), "--out", str(tmp_path)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    for name, text in EXPECTED.items():
        svg = (tmp_path / f"{name}.svg").read_text(encoding="utf-8")
        assert svg.startswith("<svg"), name
        assert text in svg, (name, text)
    assert sorted(p.stem for p in tmp_path.glob("*.svg")) == sorted(EXPECTED)
