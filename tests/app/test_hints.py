"""Hints on a player's turn: key ``h`` shows the strategy's figures for each legal move,
from that player's view, unless the table switched hints off."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest
from helpers.app_driver import bobs_turn, screen_text
from helpers.app_stack import stacked_session

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen, hint_lines
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.engine.moves import MOVE_ORDER
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.strategy import Hint, hints

SIZE = (100, 30)
# Cat banks; Ann holds 8 8 (every move legal); the computer's Bob 9 5; Cat 10 6.
PAIR_TOP = ["8S", "9S", "10D", "8H", "5D", "6C"]


def table(save_dir: Path, *, hints_on: bool = True) -> tuple[Session, PontoonApp]:
    """Ann, the one person, against the computer's Bob and Cat (the bank)."""
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", PAIR_TOP)
    app = make_app(
        session=session,
        save_dir=save_dir,
        computers=["Bob", "Cat"],
        hints=hints_on,
        computer_pause=0,
    )
    return session, app


def why(app: PontoonApp, move: str) -> str:
    """The text beside a move's button."""
    return app.screen.query_one(MovesPanel).note(move)


def check_hints_shown(app: PontoonApp, found: list[Hint]) -> None:
    """Every hint's figures beside its move, and nothing beside a move without hints."""
    assert found
    for hint in found:
        text = why(app, hint.move)
        if hint.move == "stick":  # sticking takes no card: no chance of busting shown
            assert "bust" not in text, text
        else:
            assert f"bust {hint.bust_chance:.0%}" in text, text
        assert f"{hint.expected:+.2f}" in text, text
        if hint.move == "buy":
            assert f"adding {hint.amount}" in text, text
    best = max(found, key=lambda hint: hint.expected)
    assert why(app, best.move).endswith("★ best")
    for move in MOVE_ORDER:
        if not any(hint.move == move for hint in found):
            assert "EV" not in why(app, move)
    assert "Hints (h hides)" in screen_text(app)


async def test_h_shows_the_strategys_hints_for_every_legal_move(save_dir: Path) -> None:
    session, app = table(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert "EV " not in screen_text(app)
        await pilot.press("h")
        found = hints(session, "Ann")
        assert {hint.move for hint in found} == {"split", "buy", "twist", "stick"}
        check_hints_shown(app, found)
        assert hint_lines(found)["twist"] == why(app, "twist")

        await pilot.press("s")  # split: the hints follow the hand in play
        found_after = hints(session, "Ann")
        assert found_after != found
        check_hints_shown(app, found_after)

        await pilot.press("h")
        assert "EV " not in screen_text(app)
        assert "Hints (h hides)" not in screen_text(app)


async def test_hints_switched_off_for_the_table_are_not_shown(save_dir: Path) -> None:
    _, app = table(save_dir, hints_on=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert "h Hints are off" in screen_text(app)
        await pilot.press("h")
        text = screen_text(app)
        assert "EV " not in text and "bust " not in text
        assert "Hints are switched off for this table" in text


def test_hint_lines_star_the_best_move_and_list_both_purchases() -> None:
    found = [
        Hint("buy", 2, 0.25, 0.5),
        Hint("buy", 4, 0.25, 1.25),
        Hint("twist", 0, 0.25, 0.1),
        Hint("stick", 0, 0.0, -0.75),
    ]
    assert hint_lines(found) == {
        "buy": "bust 25% · EV +0.50 adding 2, +1.25 adding 4 ★ best",
        "twist": "bust 25% · EV +0.10",
        "stick": "EV -0.75",
    }
    # The star stands beside the purchase that is best, not after the list.
    found[0], found[1] = Hint("buy", 2, 0.25, 1.25), Hint("buy", 4, 0.25, -0.27)
    assert hint_lines(found)["buy"] == "bust 25% · EV +1.25 adding 2 ★ best, -0.27 adding 4"


async def test_hints_being_worked_out_say_so_and_leave_the_keys_answering(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The table works out what the hints need as the session starts, in a thread of its
    own, when hints are on (no computer seat here): `h` pressed before it is done says the
    odds are being worked out instead of holding the screen still, and the figures come
    once they are."""
    import pontoon_tui.table.service as service

    done = threading.Event()
    real = service.warm_strategies

    def slow(rules: HouseRules = DEFAULT_RULES) -> float:
        done.wait(timeout=5)  # (the old screen waited here for it, keys and all)
        return real(rules)

    monkeypatch.setattr(service, "warm_strategies", slow)
    async with bobs_turn(save_dir, ["8S", "9S", "8H", "10D"]) as (app, pilot, session):
        started = time.perf_counter()
        await pilot.press("h")
        assert time.perf_counter() - started < 1.0
        text = screen_text(app)
        assert "working out the odds" in text and "EV " not in text
        done.set()
        await pilot.pause(0.3)
        found = hints(session, "Bob")
        assert found[0].move == "split"
        check_hints_shown(app, found)
        assert "working out" not in screen_text(app)
