"""Motion in the game: a deal's cards come round the table a card at a time, a key typed
meanwhile ends the motion at once and does what it does, and the privacy walk, run with
every card moving, finds nothing shown to the wrong person."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from helpers.app_driver import Driver, screen_text
from helpers.app_stack import stacked_session
from helpers.privacy import PrivacyCheck
from helpers.snapshots import SPLIT_TOP

from pontoon_tui import launch
from pontoon_tui.app import motion
from pontoon_tui.app.motion import Motion, hands_of
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.widgets.table import PublicTable
from pontoon_tui.engine.events import Stake
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import TableView
from pontoon_tui.launch import make_app
from pontoon_tui.storage.config import config_path, remembered_animation

pytestmark = pytest.mark.slow

LARGE = (160, 48)


async def test_a_key_typed_while_the_cards_come_round_ends_the_motion_and_stakes(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Cards a second apart: still coming round when the key is typed, on a slow machine too.
    monkeypatch.setattr(motion, "CARD_TIME", 1.0)
    monkeypatch.setattr(motion, "DEALING_MOST", 30.0)
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP)
    app = make_app(session=session, save_dir=save_dir, motion=Motion.FULL)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)
        table = app.screen.query_one(PublicTable)
        assert table.frames  # the first cards still coming round
        dealt = table.view.banker_hand
        assert dealt is not None and dealt.cards == ()  # the banker's comes last
        await pilot.press("2")
        await pilot.pause()
        assert session.events[-1] == Stake("Bob", 2)  # the key was not lost
        assert isinstance(app.screen, PassDeviceScreen)
        assert not app.stage.moving


async def test_the_banker_sees_the_whole_deal_come_round_then_it_settles(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP)
    app = make_app(session=session, save_dir=save_dir, motion=Motion.FULL)
    async with app.run_test(size=LARGE) as pilot:
        await pilot.press("y")
        await pilot.pause(1.0)  # three cards at 120 ms each, and time to spare
        table = app.screen.query_one(PublicTable)
        assert not table.frames and table.view is table.target
        assert screen_text(app).count("░░░") >= 4  # three backs round the felt, the pack


async def test_the_privacy_walk_with_every_card_moving_finds_nothing(save_dir: Path) -> None:
    drawn: list[int] = []
    original = PublicTable.draw

    def counted(self: PublicTable, *args: object) -> None:
        drawn.append(1)
        original(self, *args)  # type: ignore[arg-type]

    session = Session(["Ann", "Bob", "Cat", "Dan"], deals=2)
    privacy = PrivacyCheck(moving=True)
    mid_motion: list[str] = []

    def check(driver: Driver) -> None:
        if any(table.frames for table in driver.app.screen.query(PublicTable)):
            mid_motion.append(type(driver.app.screen).__name__)
        privacy(driver)

    app = make_app(session=session, rng=random.Random(5), save_dir=save_dir, motion=Motion.FULL)
    PublicTable.draw = counted  # type: ignore[method-assign]
    try:
        async with app.run_test(size=LARGE) as pilot:
            driver = Driver(pilot, check=check, stake=2, banker_stands=16)
            await driver.play_to_the_end()
    finally:
        PublicTable.draw = original  # type: ignore[method-assign]
    assert session.finished
    assert privacy.screens > 20 and privacy.hidden_checked > 0
    assert len(mid_motion) >= 4, mid_motion  # screens judged while their cards moved
    assert len(drawn) > 20  # frames were drawn, and judged as they showed


async def test_animations_chosen_in_the_palette_are_kept_for_the_next_game(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(seed=1, save_dir=save_dir, motion=Motion.FULL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"animations")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        await pilot.press(*"reduced")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.stage.motion is Motion.REDUCED
    assert json.loads(config_path().read_text())["animation"] == "reduced"
    assert remembered_animation() == "reduced"
    made: list[Motion] = []

    class Quiet:
        table = app.table
        return_code = 0

        def run(self) -> None:
            pass

    def capture(**kwargs: object) -> Quiet:
        made.append(kwargs["motion"])  # type: ignore[arg-type]
        return Quiet()

    monkeypatch.setattr(launch, "make_app", capture)
    launch.run_game(save_dir=save_dir)  # `pontoon`: as chosen last
    launch.run_game(save_dir=save_dir, animation=False)  # `pontoon --no-animation`
    assert made == [Motion.REDUCED, Motion.OFF]


def test_an_unknown_animation_setting_is_full(tmp_path: Path) -> None:
    path = tmp_path / "table.json"
    assert remembered_animation(path) == "full"  # none yet
    path.write_text('{"animation": "wild", "theme": "pontoon-light"}')
    assert remembered_animation(path) == "full"
    path.write_text('{"animation": "off"}')
    assert remembered_animation(path) == "off"


async def test_the_second_cards_come_round_on_the_first_players_turn(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP)
    app = make_app(session=session, save_dir=save_dir, motion=Motion.FULL)
    drawn: list[list[int]] = []
    original = PublicTable.draw

    def counted(self: PublicTable, view: TableView, banker: str | None = None) -> None:
        drawn.append([len(hand.cards) for hand in hands_of(view).values()])
        original(self, view, banker)

    PublicTable.draw = counted  # type: ignore[method-assign]
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("y", "2", "y", "3")
            await pilot.pause(0.5)
            drawn.clear()
            await pilot.press("y")  # Bob takes the device for his turn
            await pilot.pause(1.0)
    finally:
        PublicTable.draw = original  # type: ignore[method-assign]
    # the bank, Bob, Cat: the second cards come round one at a time, the bank's last
    assert drawn[:3] == [[1, 2, 1], [1, 2, 2], [2, 2, 2]], drawn
