"""The keys along the bottom: drawn by one widget, refused moves dimmed, a click presses."""

from __future__ import annotations

from pathlib import Path

from app_stack import play, stacked_session

from pontoon_tui.app.main import make_app
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.engine.events import Stake, Twist


async def test_the_bar_follows_the_moves_and_a_click_on_a_key_plays_it(save_dir: Path) -> None:
    # Bob 2♠ 2♥ may split; after a twist he may neither split nor buy.
    session = stacked_session(["Ann", "Bob"], "Ann", ["2S", "9H", "2H", "8D", "3C"])
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        bar = app.screen.query_one(KeyBar)
        shown = {key.key: key.enabled for key in bar.keys}
        assert shown["s"] and shown["b"] and not shown["k"]
        start, end, _ = next(span for span in bar.spans if span[2].key == "t")
        await pilot.click(KeyBar, offset=(start + 1, 0))
        await pilot.pause()
        assert isinstance(session.events[-1], Twist)
        shown = {key.key: key.enabled for key in bar.keys}
        assert not shown["s"] and not shown["b"]
        assert end > start
