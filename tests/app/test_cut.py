"""Cutting for the bank: one key press per player, ties cut again among the tied only
(their cards on show until then), a computer seat cuts by itself and a key typed while
it waits is not used up, and long names stay apart."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import StackedRandom
from textual.widgets import Button

from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.engine.events import Cut
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import load_session
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow


async def test_a_tie_is_cut_again_by_the_tied_players_only(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "KH", "2D"], ["3C", "9D"])
    session = Session(["Ann", "Bob", "Cat"])
    app = make_app(session=session, rng=rng, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert "Ann: press c to cut." in screen_text(app)
        await pilot.press("c", "c")
        await pilot.pause()
        assert "Cat: press c to cut." in screen_text(app)
        assert "Round 1: Ann K♠   Bob K♥   Cat …" in screen_text(app)
        assert session.cut_rounds == [{"Ann": "KS", "Bob": "KH", "Cat": "2D"}]  # decided
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert "Round 1: Ann K♠   Bob K♥   Cat 2♦" in text
        assert "Ann and Bob tie; they cut again. Ann: press c to cut." in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("c", "c")
        await pilot.pause()
        text = screen_text(app)
        assert "Round 2: Ann 3♣   Bob 9♦" in text
        assert "Bob cut the highest card and banks first. Press Enter." in text
        assert session.banker == "Bob"
        assert session.cut_rounds == [
            {"Ann": "KS", "Bob": "KH", "Cat": "2D"},
            {"Ann": "3C", "Bob": "9D"},
        ]
        await pilot.press("c")
        await pilot.pause()
        assert len(session.cut_rounds) == 2
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"


async def test_space_hurries_a_computer_seat_that_cuts_and_does_nothing_for_a_person(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "2D"])
    session = Session(["Ann", "Cpu"])
    app = make_app(
        session=session, rng=rng, save_dir=save_dir, computers=["Cpu"], computer_pause=60
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press("space")  # Ann is a person: she cuts with c
        await pilot.pause()
        assert "Ann: press c to cut." in screen_text(app)
        await pilot.press("c")
        await pilot.pause()
        assert "Cpu (computer) cuts… (Space cuts at once)" in screen_text(app)
        await pilot.press("space")
        await pilot.pause()
        assert "Ann cut the highest card and banks first." in screen_text(app)


async def test_a_round_is_decided_and_saved_before_its_first_card_shows(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "KH", "2D"], ["3C", "9D"])
    app = make_app(session=Session(["Ann", "Bob", "Cat"]), rng=rng, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        assert "Round 1: Ann K♠   Bob …   Cat …" in screen_text(app)
        path = app.table.path
        assert path is not None
        on_disk = load_session(path)
        assert on_disk.cut_rounds == [{"Ann": "KS", "Bob": "KH", "Cat": "2D"}]


async def test_resumed_mid_round_the_same_cards_show_and_nobody_cuts_again(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "QH", "2D"])
    app = make_app(session=Session(["Ann", "Bob", "Cat"]), rng=rng, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c", "c")  # Ann and Bob have cut; the game is closed here
        await pilot.pause()
        path = app.table.path
    assert path is not None
    resumed = make_app(load=path, rng=random.Random(7), save_dir=save_dir)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(resumed.screen, CutScreen)
        text = screen_text(resumed)
        assert "Round 1: Ann K♠   Bob Q♥   Cat 2♦" in text
        assert "Ann cut the highest card and banks first. Press Enter." in text
        await pilot.press("c", "enter")
        await pilot.pause()
        assert isinstance(resumed.screen, PassDeviceScreen) and resumed.screen.player == "Bob"
        assert resumed.table.active.cut_rounds == [{"Ann": "KS", "Bob": "QH", "Cat": "2D"}]


async def test_resumed_after_a_tie_the_tied_round_shows_and_the_tied_cut_again(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "KH", "2D"])
    app = make_app(session=Session(["Ann", "Bob", "Cat"]), rng=rng, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause()
        path = app.table.path
    assert path is not None
    resumed = make_app(load=path, rng=StackedRandom(["3C", "9D"]), save_dir=save_dir)
    async with resumed.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        text = screen_text(resumed)
        assert "Round 1: Ann K♠   Bob K♥   Cat 2♦" in text
        assert "Ann and Bob tie; they cut again. Ann: press c to cut." in text
        await pilot.press("c", "c")
        await pilot.pause()
        assert "Bob cut the highest card and banks first." in screen_text(resumed)


async def test_a_hundred_thousand_tied_rounds_show_at_once_the_last_ones_listed(
    save_dir: Path,
) -> None:
    session = Session(["Ann", "Bob"])
    tie = Cut({"Ann": "KS", "Bob": "KH"})
    for _ in range(100_000):
        session.apply(tie)
    start = time.monotonic()
    app = make_app(session=session, rng=StackedRandom(["3C", "9D"]), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        text = screen_text(app)
        assert time.monotonic() - start < 10  # it took 30 s when every round was listed
        assert "Rounds 1 to 99,996 were ties (not shown)." in text
        assert "Round 100,000: Ann K♠   Bob K♥" in text
        assert "Round 100,001: Ann …   Bob …" in text
        assert "Round 99,996:" not in text
        await pilot.press("c", "c")
        await pilot.pause()
        assert "Bob cut the highest card and banks first." in screen_text(app)
        assert "Rounds 1 to 99,997 were ties (not shown)." in screen_text(app)


async def test_a_name_and_its_card_stay_on_one_line_at_80_columns(save_dir: Path) -> None:
    names = ["Abcdefghijklmnopqrst", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    cards = ["2S", "3S", "4S", "5S", "6S", "7S", "8S", "QH"]
    session = Session(names)
    app = make_app(session=session, rng=StackedRandom(cards), save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        await pilot.press(*"c" * len(names))
        await pilot.pause()
        lines = [line.strip() for line in screen_text(app).splitlines()]
        start = next(i for i, line in enumerate(lines) if line.startswith("Round 1:"))
        rounds = lines[start : start + 4]
        for name, card in zip(names, ("2♠", "3♠", "4♠", "5♠", "6♠", "7♠", "8♠", "Q♥"), strict=True):
            (line,) = [line for line in rounds if f"{name} " in f"{line} "]
            assert f"{name} {card}" in line, rounds  # never the name and its card apart
        assert session.banker == "Hal"


async def test_a_wide_terminal_shows_a_long_name_whole_on_its_seat(save_dir: Path) -> None:
    names = ["Abcdefghijklmnopqrst", "Bob"]
    session = Session(names)
    app = make_app(session=session, rng=StackedRandom(["AS", "QH"]), save_dir=save_dir)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("c", "c")
        await pilot.pause()
        text = screen_text(app)  # the cutters round the felt
        assert f"│ {names[0]} " in text and "│ Bob " in text, text  # not "Abcdefghij…"


LONG = "Bartholomew Smythe-J"


async def test_a_computer_cuts_by_itself_and_long_names_stay_apart(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "2D"])
    app = make_app(
        session=Session([LONG, "Cpu1"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Cpu1"],
        computer_pause=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        assert app.screen.query_one("#continue", Button).display is False
        await pilot.press("c")
        await pilot.pause()
        assert app.table.active.banker == LONG
        text = screen_text(app)
        assert f"Round 1: {LONG} K♠   Cpu1 2♦" in text
        assert f"{LONG} Cpu1" in text  # whole where the screen has room, still apart
        assert app.screen.query_one("#cut", Button).display is False
        assert app.screen.query_one("#continue", Button).display is True


async def test_c_pressed_while_the_computer_waits_to_cut_is_not_used_up(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "QH", "2D"])
    app = make_app(
        session=Session(["Ann", "Cpu", "Bob"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Cpu"],
        computer_pause=30,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")  # Ann cuts; the computer would wait 30 s
        await pilot.pause()
        assert "Cpu (computer) cuts…" in screen_text(app)
        await pilot.press("c")  # Bob, next after it: the computer cuts, and so does Bob
        await pilot.pause()
        text = screen_text(app)
        assert "Round 1: Ann K♠   Cpu Q♥   Bob 2♦" in text
        assert "Ann cut the highest card and banks first." in text


async def test_after_a_tie_the_tied_cards_stay_until_the_next_cut(save_dir: Path) -> None:
    rng = StackedRandom(["KS", "KH"], ["3C", "9D"])
    app = make_app(
        session=Session(["Ann", "Bob"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Bob"],
        computer_pause=0,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")
        await pilot.pause()
        text = screen_text(app)
        assert "Ann and Bob tie; they cut again. Ann: press c to cut." in text
        assert "│K♠ │" in text and "│K♥ │" in text
        await pilot.press("c")
        await pilot.pause()
        assert "Bob (computer) cut the highest card and banks first." in screen_text(app)
