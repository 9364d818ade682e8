"""The real game in a pseudo-terminal, killed with SIGKILL at several points and resumed.

Each run starts ``python -m pontoon_tui`` as a user would, presses keys, and reads the
autosave file to follow the session. After a kill the next run resumes from the setup
screen's offer; the file must hold every move made before the kill, and play goes on.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import pytest
from helpers.terminal import PtyGame, StartPty, game_command, game_env

from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, load_session

pytestmark = pytest.mark.slow

PLAYERS = ["Ann", "Bob", "Cat"]
# Order: Bob, Cat, then the banker Ann. Bob 8♠ 8♥ (a pair), Cat 10♠ 7♥, Ann 9♣ 7♣.
# Split: 3♦ onto Bob's first hand, 2♦ onto his second; then 9♦, 10♦ to twist; Ann 2♠.
TOP = ["8S", "10S", "9C", "8H", "7H", "7C", "3D", "2D", "9D", "10D", "2S"]


def _events(path: Path) -> list[dict[str, Any]]:
    events: list[dict[str, Any]] = json.loads(path.read_text(encoding="utf-8"))["events"]
    return events


def _wait_for_events(path: Path, count: int, limit: float = 15) -> list[dict[str, Any]]:
    start = time.monotonic()
    while True:
        events = _events(path)
        if len(events) >= count or time.monotonic() - start > limit:
            return events
        time.sleep(0.05)


def _moves(events: list[dict[str, Any]]) -> list[tuple[str, str, int | None]]:
    return [(e["type"], e["player"], e.get("amount")) for e in events[2:]]


@pytest.fixture
def saved(tmp_path: Path) -> Path:
    """A session file with the cut (Ann banks) and a stacked pack, in the save folder."""
    session = Session(PLAYERS)
    session.apply(Cut({"Ann": "KS", "Bob": "QS", "Cat": "2C"}))
    rest = [card for card in full_pack(3) if card not in TOP]
    session.apply(Pack(tuple(TOP + rest)))
    path = tmp_path / "saves" / "session-20260101-120000.json"
    path.parent.mkdir()
    path.write_text(dump_session(session), encoding="utf-8")
    return path


def _resume(pty_game: StartPty, save_dir: Path) -> PtyGame:
    """The game as a player starts it, in a terminal of 100 x 30, once it is up."""
    game = pty_game(game_command(), env=game_env(save_dir))
    game.wait_until_up("Resume")  # keys typed before the app has taken the terminal are lost
    game.press("r")  # resume the session offered
    return game


def test_killed_at_four_points_the_session_resumes_with_every_move(
    saved: Path, pty_game: StartPty
) -> None:
    save_dir = saved.parent
    # 1. Mid-stake: Bob has staked, Cat has not.
    game = _resume(pty_game, save_dir)
    game.press("y", "2")
    assert _moves(_wait_for_events(saved, 3)) == [("stake", "Bob", 2)]
    game.kill()

    # 2. Mid-turn after a split.
    game = _resume(pty_game, save_dir)
    game.press("y", "3", "y", "s")
    events = _wait_for_events(saved, 5)
    assert _moves(events) == [("stake", "Bob", 2), ("stake", "Cat", 3), ("split", "Bob", None)]
    game.kill()
    session = load_session(saved)
    hands = session.deals[0].seats["Bob"].hands
    assert [h.cards for h in hands] == [["8S", "3D"], ["8H", "2D"]]

    # 3. During the banker's turn, after the banker's first twist.
    game = _resume(pty_game, save_dir)
    game.press("y", "t", "k", "t", "k", "enter", "y", "k", "enter", "t")
    events = _wait_for_events(saved, 11)
    assert _moves(events)[3:] == [
        ("twist", "Bob", None),
        ("stick", "Bob", None),
        ("twist", "Bob", None),
        ("stick", "Bob", None),
        ("stick", "Cat", None),
        ("twist", "Ann", None),
    ]
    game.kill()
    assert load_session(saved).deals[0].banker_hand.cards == ["9C", "7C", "2S"]

    # 4. On the ledger, after the banker sticks on 18: the deal is settled and saved.
    game = _resume(pty_game, save_dir)
    game.press("y", "k")
    events = _wait_for_events(saved, 12)
    assert events[-1] == {"type": "stick", "player": "Ann"}
    game.kill()
    session = load_session(saved)
    assert session.balances == {"Ann": -1, "Bob": 4, "Cat": -3}
    assert session.deals_played == 1

    # 5. Resumed once more: the next deal waits for Bob's stake, nothing was lost.
    game = _resume(pty_game, save_dir)
    game.press("enter", "y", "1")
    events = _wait_for_events(saved, 13)
    game.kill()
    assert events[-1] == {"type": "stake", "player": "Bob", "amount": 1}
    assert result_json(load_session(saved))["balances"] == {"Ann": -1, "Bob": 4, "Cat": -3}
