"""``b``, ``4``, Enter typed in one burst in a real terminal buy 4."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest
from helpers.terminal import StartTmux

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session

pytestmark = pytest.mark.slow

TOP = ["5C", "10S", "4H", "7D", "5D"]  # Bob 5♣ 4♥ (9) may buy, adding 2 to 4


def test_a_burst_in_a_real_terminal_buys_the_amount_typed(
    tmp_path: Path, tmux_game: StartTmux
) -> None:
    session = Session(["Ann", "Bob"])
    session.apply(Cut({"Ann": "KS", "Bob": "2H"}))
    session.apply(Pack(tuple(TOP + [c for c in full_pack(2) if c not in TOP])))
    session.apply(Stake("Bob", 2))
    saves = tmp_path / "saves"
    saves.mkdir()
    path = saves / "session-20260101-120000.json"
    path.write_text(dump_session(session))
    pane = tmux_game()
    pane.wait_until_up("Resume a session?")
    pane.keys("r")
    pane.wait_for("I am Bob (y)")
    pane.keys("y")
    pane.wait_for("b Buy")
    pane.keys("b", "4", "Enter")  # one burst: one write to the terminal
    start = time.monotonic()
    while time.monotonic() - start < 10:
        events = json.loads(path.read_text())["events"]
        if events[-1]["type"] == "buy":
            break
        time.sleep(0.05)
    assert events[-1] == {"type": "buy", "player": "Bob", "amount": 4}
