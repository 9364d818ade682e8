"""The real game in a tmux pane: what the terminal shows once a move has settled is the
whole screen, the same as a full repaint of it, with no line left over from an earlier
frame (a playtest once saw the ledger after the last player's bust half drawn)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from helpers.terminal import StartTmux

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session

pytestmark = pytest.mark.slow

PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay"]
# Ann banks. Bob to Eve hold 16 or 15 and have twisted to bust; Fay holds 9♠ 7♥ and the
# K♥ waits for her twist: every hand is bust, and the ledger comes up at once.
TOP = [
    *["10S", "10C", "10D", "10H", "9S", "9C"],
    *["6H", "5H", "6D", "6S", "7H", "7D"],
    *["KD", "QD", "KS", "QS", "KH"],
]


def all_bust_but_fay() -> Session:
    """Everyone has staked 2; Bob to Eve have bust; Fay is to play."""
    session = Session(PLAYERS)
    session.apply(Cut(dict(zip(PLAYERS, ["AS", "2S", "3S", "4S", "5S", "6S"], strict=True))))
    left = Counter(full_pack(len(PLAYERS))) - Counter(TOP)
    session.apply(Pack((*TOP, *(card for card in full_pack(len(PLAYERS)) if left[card]))))
    for event in [*(Stake(p, 2) for p in PLAYERS[1:]), *(Twist(p) for p in PLAYERS[1:-1])]:
        session.apply(event)
    return session


def test_the_ledger_after_the_last_players_bust_is_whole(
    tmp_path: Path, tmux_game: StartTmux
) -> None:
    session = all_bust_but_fay()
    shared = tmp_path / "game.json"
    shared.write_text(dump_session(session), "utf-8")
    pane = tmux_game("--load", str(shared))
    pane.wait_until_up("Fay")
    pane.keys("y")
    pane.wait_for("Fay's turn")
    pane.settled()
    pane.keys("t")  # bust: her turn's review, then the ledger
    pane.wait_for("press Enter for the ledger")
    pane.keys("Enter")
    pane.wait_for("Press Enter for the next deal.")
    shown = pane.settled()
    assert "Ledger" in shown and "Fay's turn" not in shown
    # A resize makes the game draw its whole screen again, from nothing.
    pane.resize(81, 24)
    pane.settled()
    pane.resize(80, 24)
    assert pane.settled() == shown
