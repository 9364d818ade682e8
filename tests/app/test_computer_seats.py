"""Computer seats: they play by the strategy in front of everyone, never show a hidden card,
keep the device with the person who holds it, survive save, resume and replay, and the
ledger marks them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.app_driver import Driver, screen_text
from helpers.app_stack import stacked_session
from helpers.privacy import PrivacyCheck
from textual.widgets import Static

from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.cli import main
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.sessionfile import dump_session, load_session
from pontoon_tui.launch import make_app
from pontoon_tui.storage.extra import read_extra
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.service import TableSettings

pytestmark = pytest.mark.slow

SIZE = (100, 30)

LONG = 60.0  # a pause no test waits out: Space plays each computer move

# Cat banks. Ann 10 4 twists (A) and stands; the computer's Bob holds 9 5, Cat 10 6.
ONE_PERSON_TOP = ["10S", "9S", "10D", "4H", "5D", "6C"]

# Dan banks; Ann 10 7, the computer's Bob 9 5, Cat 10 8, Dan 10 6.
TWO_PEOPLE_TOP = ["10S", "9S", "10C", "10D", "7H", "5D", "8H", "6C"]


class Recorder(PrivacyCheck):
    """The privacy check, keeping what each computer screen and pass screen showed."""

    def __init__(self) -> None:
        super().__init__()
        self.computer_text: list[str] = []
        self.passed_to: list[str] = []

    def __call__(self, driver: Driver) -> None:
        super().__call__(driver)
        screen = driver.app.screen
        if isinstance(screen, ComputerTurnScreen):
            self.computer_text.append(screen_text(driver.app))
        if isinstance(screen, PassDeviceScreen):
            self.passed_to.append(screen.player)


async def test_one_person_against_two_computers_never_passes_the_device(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", ONE_PERSON_TOP, deals=1)
    app = make_app(
        session=session, save_dir=save_dir, computers=["Bob", "Cat"], computer_pause=LONG
    )
    check = Recorder()
    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, check=check, holder="Ann")
        await driver.play_to_the_end()
    assert session.finished
    assert "PassDeviceScreen" not in driver.screens
    assert driver.screens[:3] == ["StakeScreen", "ComputerTurnScreen", "ComputerTurnScreen"]
    assert [(type(e).__name__, e.player) for e in session.events[2:]] == [
        ("Stake", "Ann"),
        ("Stake", "Bob"),
        ("Twist", "Ann"),
        ("Stick", "Ann"),
        ("Twist", "Bob"),
        ("Stick", "Bob"),
        ("Stick", "Cat"),  # the banker stands on 16 against these two hands
    ]
    shown = "\n".join(check.computer_text)
    for line in ["Bob (computer) stakes 1.", "Bob (computer) twists 2♠.", "Cat (computer) sticks"]:
        assert line in shown
    assert check.private_screens >= 3
    assert check.hidden_checked > 20


async def test_the_device_passes_only_between_two_people(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat", "Dan"], "Dan", TWO_PEOPLE_TOP, deals=1)
    app = make_app(
        session=session, save_dir=save_dir, computers=["Bob", "Dan"], computer_pause=LONG
    )
    check = Recorder()
    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, check=check)
        await driver.play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
    assert check.passed_to == ["Ann", "Cat", "Ann", "Cat"]
    assert "BankerTurnScreen" not in driver.screens
    assert session.deals[0].over and check.hidden_checked > 0


async def test_the_computer_waits_while_another_screen_covers_it(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", ONE_PERSON_TOP, deals=1)
    app = make_app(
        session=session, save_dir=save_dir, computers=["Bob", "Cat"], computer_pause=LONG
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "f1")
        computer = app.screen_stack[-2]
        assert isinstance(computer, ComputerTurnScreen)
        before = len(session.events)
        computer.step()  # the pause ends while help is open: nothing is played
        assert len(session.events) == before and computer.timer is not None
        await pilot.press("escape", "space")
        assert session.events[-1] == Stake("Bob", 1)


async def test_a_table_of_computers_plays_a_deal_by_itself(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ONE_PERSON_TOP, deals=1)
    everyone = ["Ann", "Bob", "Cat"]
    app = make_app(session=session, save_dir=save_dir, computers=everyone, computer_pause=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(20):
            await pilot.pause()
            if isinstance(app.screen, LedgerScreen):
                break
        assert isinstance(app.screen, LedgerScreen)
    assert session.deals[0].over


async def test_computer_seats_and_hints_survive_save_and_resume(save_dir: Path) -> None:
    app = make_app(seed=3, save_dir=save_dir, computer_pause=LONG)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter")
        await pilot.press("shift+tab", "shift+tab", "down", "c")  # records, the seats
        assert "2. Bob (computer)" in screen_text(app)
        await pilot.press(
            "up", "c", "c", "down", "down", "c", *["shift+tab"] * 3, "space", "ctrl+s"
        )
        await pilot.pause()
        assert app.table.settings == TableSettings(frozenset({"Bob", "Cat"}), hints=False)
        path = app.table.path
        assert path is not None
    assert read_extra(path) == {"computer": ["Bob", "Cat"], "hints": False}
    session = load_session(path)
    assert session.events == app.table.active.events

    resumed = make_app(save_dir=save_dir, computer_pause=LONG)
    async with resumed.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(resumed.screen, ResumeScreen)
        assert "Ann, Bob (computer), Cat (computer)" in screen_text(resumed)
        await pilot.press("enter")
        await pilot.pause()
        assert resumed.table.settings == TableSettings(frozenset({"Bob", "Cat"}), hints=False)

    loaded = make_app(load=path, save_dir=save_dir, offer_saved=False)
    assert loaded.table.settings == TableSettings(frozenset({"Bob", "Cat"}), hints=False)


async def test_a_resumed_session_goes_on_with_the_computer_where_it_stopped(
    store: SessionStore, capsys: pytest.CaptureFixture[str]
) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", ONE_PERSON_TOP, deals=1)
    session.apply(Stake("Ann", 2))
    path = store.new_path()
    store.save(session, path, extra=TableSettings(frozenset({"Bob", "Cat"})).extra(["Bob", "Cat"]))
    app = make_app(save_dir=store.directory, computer_pause=LONG)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("enter")  # resume
        await pilot.pause()
        assert isinstance(app.screen, ComputerTurnScreen)
        await pilot.press("space", "space")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)  # Ann, with no pass screen
        await pilot.press("t", "k")
        await pilot.pause()
        events = list(app.table.active.events)
    saved = json.loads(path.read_text("utf-8"))
    assert saved["computer"] == ["Bob", "Cat"]
    assert load_session(path).events == events
    assert events[-3:] == [Stake("Bob", 1), Twist("Ann"), Stick("Ann")]
    assert main(["replay", str(path)]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["next"]["type"] == "play" and result["next"]["player"] == "Bob"


def test_a_table_without_computers_or_hint_changes_saves_the_plain_format(
    store: SessionStore,
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", [])
    path = store.new_path()
    store.save(session, path, extra=TableSettings().extra(session.players))
    assert path.read_text("utf-8") == dump_session(session)
    assert read_extra(path) == {}


def test_unknown_or_malformed_table_settings_are_ignored(store: SessionStore) -> None:
    players = ["Ann", "Bob"]
    assert TableSettings.from_extra({"computer": ["Bob", "Zed", 3]}, players).computers == {"Bob"}
    assert TableSettings.from_extra({"computer": "Bob", "hints": "no"}, players) == TableSettings()
    with pytest.raises(ValueError, match="format's own"):
        store.save(stacked_session(players, "Ann"), store.new_path(), extra={"deals": 2})


async def test_the_ledger_marks_the_computers_seats(save_dir: Path) -> None:
    # Cat banks. Ann 10 4 twists and stands; the computer's Bob holds 9 5, Cat 10 6.
    top = ["10S", "9S", "10D", "4H", "5D", "6C"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Cat", top, deals=1)
    app = make_app(session=session, save_dir=save_dir, computers=["Bob"], computer_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot, holder="Ann")
        await driver.play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
        log = str(app.screen.query_one("#deal-log", Static).render())
        assert "Bob (computer) stakes" in log
        assert "Ann stakes" in log
