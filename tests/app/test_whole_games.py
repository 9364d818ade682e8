"""Whole deals and sessions played through the app with real key presses."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from helpers.app_driver import Driver, screen_text
from helpers.app_stack import NAMES, play, stacked_pack, stacked_session

from pontoon_tui.app.screens.banker_pontoon import BankerPontoonScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.engine.events import Buy, Split, Stake, Twist
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import load_session
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (100, 30)


async def test_a_two_player_session_of_eight_deals_reaches_the_final_standings(
    save_dir: Path,
) -> None:
    app = make_app(seed=7, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press(*"Ann", "enter", *"Bob", "enter", "ctrl+s")
        driver = Driver(pilot)
        await driver.play_to_the_end()
        assert isinstance(app.screen, StandingsScreen)
        session = app.table.active
        assert session.finished and session.deals_played == 8
        text = screen_text(app)
        winners = session.winners()
        best = session.balances[winners[0]]
        if len(winners) == 1:
            assert f"{winners[0]} wins with {best:+d}." in text
        else:
            assert "share the win" in text
        for player in session.players:
            assert player in text and f"{session.balances[player]:+d}" in text
        assert driver.screens.count("LedgerScreen") >= 8
        saved = load_session(app.table.path or Path())
        assert saved.events == session.events and saved.finished


async def test_shared_winners_are_named_together(save_dir: Path) -> None:
    # Deal 1: Bob 19 beats Ann 17 (+2). Deal 2 follows from the same pack: Bob 17 loses
    # to Ann 19 (-2). Both end on 0 and share the win.
    top = ["10S", "10H", "9S", "7H", "10D", "10C", "7S", "9H"]
    session = stacked_session(["Ann", "Bob"], "Ann", top, deals=2)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, choose=lambda s, n: "stick")
        await driver.play_to_the_end()
        text = screen_text(app)
        assert session.balances == {"Ann": 0, "Bob": 0}
        assert "Ann and Bob share the win with +0." in text
        assert "★" in text
        await pilot.press("n")
        await pilot.pause()
        assert app.table.session is None
        assert "New session" in screen_text(app)


def split_four(session: Session, nxt: Next) -> str:
    """Split while allowed, buy on 12, otherwise stick."""
    assert nxt.player is not None
    hand = table_view(session, nxt.player).seat(nxt.player).hands[nxt.hand - 1]  # type: ignore[union-attr]
    if "split" in nxt.moves:
        return "split"
    if "buy" in nxt.moves and hand.total == 12:
        return "buy"
    return "stick" if "stick" in nxt.moves else "twist"


EIGHT_TOP = [
    *["7S", "KS", "KH", "KD", "KC", "QS", "QH", "10S"],  # first cards; Ann (bank) last
    *["7H", "8S", "8H", "8D", "8C", "9S", "9H", "6S"],  # second cards
    *["7D", "10D", "7C", "9D", "10C", "5D"],  # Bob's three splits
    "8H",  # Bob buys on his second hand (7C 5D): 20
    "2H",  # the banker twists from 16 to 18
]


async def test_an_eight_player_deal_on_two_packs_with_a_split_to_four_hands(
    save_dir: Path,
) -> None:
    session = stacked_session(NAMES, "Ann", EIGHT_TOP)
    assert len(session.events[-1].cards) == 104  # type: ignore[union-attr]
    app = make_app(session=session, save_dir=save_dir)
    marked: list[int] = []

    def check(driver: Driver) -> None:
        screen = driver.app.screen
        nxt = driver.session.next()
        if isinstance(screen, PlayerTurnScreen) and not screen.turn_over and nxt is not None:
            active = [box.hand.number for box in screen.query(HandBox) if box.hand.in_play]
            assert active == [nxt.hand]
            marked.append(nxt.hand)

    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, choose=split_four, check=check)
        await driver.play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
        await pilot.pause()
        deal = session.deals[0]
        bob = deal.seats["Bob"]
        assert [h.cards for h in bob.hands] == [
            ["7S", "10C"],
            ["7C", "5D", "8H"],
            ["7D", "9D"],
            ["7H", "10D"],
        ]
        assert [h.stake for h in bob.hands] == [2, 4, 2, 2]
        assert set(marked) >= {1, 2, 3, 4}
        text = screen_text(app)
        assert "↳ hand 4" in text
        assert "Deal 1 is settled." in text
        assert sum(session.balances.values()) == 0
        assert session.balances["Bob"] == -2 + 4 - 2 - 2
        assert load_session(app.table.path or Path()).events == session.events


async def test_a_bankers_pontoon_is_shown_with_what_each_player_pays(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ["5S", "9S", "AH", "6S", "9H", "KD"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, stake=3)
        await driver.play_until(lambda d: isinstance(d.app.screen, BankerPontoonScreen))
        text = screen_text(app)
        assert "A♥" in text and "K♦" in text
        assert "Bob pays 6 (double the stake of 3)" in text
        assert "Cat pays 6 (double the stake of 3)" in text
        assert "PlayerTurnScreen" not in driver.screens
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = screen_text(app)
        assert "Ann, the banker, had Pontoon." in text
        assert "Ann had Pontoon and keeps the bank." in text
        assert session.balances == {"Ann": 12, "Bob": -6, "Cat": -6}


async def test_a_bust_ends_the_hand_with_a_message_and_pays_the_banker(save_dir: Path) -> None:
    # Bob: 10 2, twists K: bust. Cat: 10 9 sticks. Ann (bank) 10 8 sticks.
    top = ["10S", "10H", "10D", "2H", "9H", "8D", "KC"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, stake=2)
        await driver.play_until(lambda d: isinstance(d.app.screen, PlayerTurnScreen))
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen) and screen.turn_over
        text = screen_text(app)
        assert "Bob busts with 10♠ 2♥ K♣ (22) and pays 2." in text
        assert "Your hand is finished: bust (22)." in text
        assert "Your turn is over" in text
        assert session.balances["Bob"] == -2
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Cat"
        await driver.play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
        text = screen_text(app)
        assert "bust (22)" in text and "Every hand is bust" not in text
        assert session.balances == {"Ann": 0, "Bob": -2, "Cat": 2}


SEVEN = NAMES[:7]
SEVEN_STAKES = [Stake(p, n) for p, n in zip(SEVEN[1:], [1, 2, 3, 4, 5, 1], strict=True)]
# Deal 1: the banker Ann's A K is a Pontoon. Deal 2 uses all 52 cards: Bob, Cat, Dan and
# Eve split to four hands each and bust them one by one until the pack is empty.
DEAL1 = ["2C", "3C", "4C", "5C", "6C", "7C", "AS", "2D", "3D", "4D", "5D", "6D", "7D", "KS"]
DEAL2 = [
    *["10S", "JS", "QS", "KS", "AS", "AH", "2S"],
    *["10H", "JH", "QH", "KH", "AD", "AC", "2H"],
    *["10D", "3S", "10C", "9S", "3H", "9H", "9D", "3D", "3C", "9C"],
    *["JD", "4S", "JC", "8S", "4H", "8H", "8D", "4D", "4C", "8C"],
    *["QD", "5S", "QC", "7S", "5H", "7H", "7D", "5D", "5C", "7C"],
    *["KD", "2D", "KC", "2C", "6D", "6C", "6S", "6H"],
]


def running_out() -> Session:
    """Seven players; deal 2 has used every card and Eve is about to need one more."""
    session = stacked_session(SEVEN, "Ann", DEAL1)
    play(session, *SEVEN_STAKES)
    play(session, stacked_pack(DEAL2, 7), *SEVEN_STAKES)
    for player in ("Bob", "Cat", "Dan"):
        play(session, Split(player), Split(player), Split(player), *[Twist(player)] * 4)
    play(session, Split("Eve"), Split("Eve"), Split("Eve"), Twist("Eve"), Twist("Eve"))
    assert not session.pack
    return session


async def test_a_deal_that_runs_out_of_cards_is_cancelled_and_explained(save_dir: Path) -> None:
    session = running_out()
    before = {p: 0 for p in SEVEN} | {"Ann": 32, "Bob": -2, "Cat": -4, "Dan": -6}
    before |= {"Eve": -8, "Fay": -10, "Gus": -2}
    app = make_app(session=session, save_dir=save_dir, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Eve"
        await pilot.press("y", "t")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = screen_text(app)
        assert "Deal 2 is cancelled: the pack ran out." in text
        assert "Ann deals deal 2 again after a fresh shuffle." in text
        assert "cancelled" in text
        assert session.balances == before
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        assert session.deal is not None and session.deal.number == 2
        assert not session.deal.cancelled


async def test_a_purchase_bounded_by_the_engine_is_added_to_the_stake(save_dir: Path) -> None:
    # Bob 5 4 buys for 3 (bounds 2 to 4), gets 6: 15; a second purchase may add 2 or 3.
    top = ["5S", "10H", "4H", "8D", "6C"]
    session = stacked_session(["Ann", "Bob"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "2", "b")
        await pilot.pause()
        assert "add 2 to 4 units" in screen_text(app)
        await pilot.press("backspace", "3", "enter")
        await pilot.pause()
        assert session.events[-1] == Buy("Bob", 3)
        assert "add 2 to 3" in screen_text(app)
        text = screen_text(app)
        assert "stake 5 · bought for 3" in text  # the hand's stake and its total
        assert re.search(r"^[█ ]*15 +▏", text, re.MULTILINE)


async def test_a_split_hand_ended_by_its_cards_says_so_and_play_moves_on(save_dir: Path) -> None:
    # Bob splits aces; the first gets a King (a split Pontoon), the second a 5.
    session = stacked_session(["Ann", "Bob"], "Ann", ["AS", "10S", "AH", "7D", "KS", "5C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "2", "s")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen) and not screen.turn_over
        text = screen_text(app)
        assert "Bob shows Pontoon (a split Pontoon): A♠ K♠." in text
        assert "Hand 1 is finished: Pontoon." in text
        active = [box.hand.number for box in screen.query(HandBox) if box.hand.in_play]
        assert active == [2]


async def test_names_that_look_like_markup_are_shown_as_typed(save_dir: Path) -> None:
    names = ["[/]", "[b]Bo", "C[red]"]
    session = Session(names, deals=1)
    app = make_app(session=session, seed=3, save_dir=save_dir)
    seen: dict[str, str] = {}

    def check(driver: Driver) -> None:
        seen.setdefault(type(driver.app.screen).__name__, screen_text(driver.app))

    async with app.run_test(size=SIZE) as pilot:
        driver = Driver(pilot, check=check)
        await driver.play_to_the_end()
        seen["StandingsScreen"] = screen_text(app)
    for screen in ("CutScreen", "LedgerScreen", "StandingsScreen"):
        for name in names:
            assert name in seen[screen], (screen, name)
    banker = session.banker
    assert banker is not None
    rows = [line.split() for line in seen["LedgerScreen"].splitlines()]
    assert any(row[:1] == [banker] and "bank" in row for row in rows)  # the bank's row
    assert "Pass the device to" in seen["PassDeviceScreen"]


async def test_the_same_seed_gives_the_same_cuts_and_shuffles(tmp_path: Path) -> None:
    events = []
    for run in range(2):
        app = make_app(seed=42, save_dir=tmp_path / str(run))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            await pilot.press("ctrl+l")  # the second run's setup starts with the first's seats
            await pilot.press(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter", "ctrl+s")
            await Driver(pilot).play_until(lambda d: isinstance(d.app.screen, PassDeviceScreen))
            events.append(app.table.active.events)
    assert events[0] == events[1]
    assert [type(e).__name__ for e in events[0]][-1] == "Pack"
