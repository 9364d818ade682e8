"""A player's own device the size of a phone held upright: the seat's steps laid out for a
phone (its cards, its moves as buttons, the table a line a seat), every move made by a tap
(Pilot's clicks), a refused tap answered with the reason, and the full screens again once
the terminal is big enough for them.

The table is served over the real link from a thread of its own, as at a host.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from helpers.app_driver import screen_text
from table.test_link import Served

from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.phone import PhoneScreen
from pontoon_tui.app.seat_app import SeatApp
from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Buy, Cut, Double, Pack, Stake, Stick, Twist
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import RemoteTable
from pontoon_tui.table.service import Table, TableSettings

PHONE = (44, 28)


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    table = Table(random.Random(1), SessionStore(tmp_path / "saves"))
    served = Served(table, tmp_path / "table.sock")
    yield served
    served.close()


def deal_to_bob(
    served: Served, players: tuple[str, ...] = ("Ann", "Bob"), deals: int = 1
) -> RemoteTable:
    """Bob joins at his own device; Ann banks one deal. The pack is in order: Bob is dealt
    A♠ and 3♠, Ann 2♠ and 4♠, and the next card is 5♠."""
    table = served.table
    bob = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    remote = TableSettings(remote=frozenset({"Bob"}))
    served.call(lambda: table.start(list(players), deals, remote))
    cut = {"Ann": "KS", "Bob": "2C", "Cat": "3D"}
    served.call(lambda: table.apply(Cut({p: cut[p] for p in players})))
    served.call(lambda: table.apply(Pack(tuple(full_pack(len(players))))))
    return bob


def words(app: SeatApp) -> str:
    """What the screen says, its lines joined (a sentence may wrap on a phone)."""
    return " ".join(" ".join(line.split()) for line in screen_text(app).splitlines())


async def settle(pilot: object, check: object, limit: float = 5.0) -> None:
    for _ in range(int(limit / 0.05)):
        if check():  # type: ignore[operator]
            return
        await pilot.pause(0.05)  # type: ignore[attr-defined]
    raise AssertionError("never happened:\n" + screen_text(pilot.app))  # type: ignore[attr-defined]


async def test_a_phone_plays_a_whole_deal_by_taps(served: Served) -> None:
    bob = deal_to_bob(served)
    events = served.table.active.events
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "units: tap one." in words(app))
        shown = screen_text(app)
        assert "A♠" in shown and "Ann" in shown and "Log" in shown
        await pilot.click("#stake-2")
        await settle(pilot, lambda: "Your turn: tap a move." in words(app))
        assert Stake("Bob", 2) in events
        # A refused move keeps its button; a tap on it says why.
        await pilot.click("#move-split")
        await settle(pilot, lambda: "only two cards of the same rank split" in words(app))
        await pilot.click("#move-stick")
        await settle(pilot, lambda: "You cannot stick on 14: sticking needs 15" in words(app))
        assert Stick("Bob") not in events
        await pilot.click("#buy-2")  # A♠ 3♠ and a bought 5♠: soft 19
        await settle(pilot, lambda: Buy("Bob", 2) in events)
        await pilot.click("#move-stick")
        await settle(pilot, lambda: "Waiting for Ann to play the bank." in words(app))
        assert [e for e in events if isinstance(e, Twist | Stick | Buy)] == [
            Buy("Bob", 2),
            Stick("Bob"),
        ]
        # A tap or key while another decides says whose decision it is.
        await pilot.press("t")
        await settle(pilot, lambda: "Not your move." in words(app))
        served.call(lambda: served.table.submit("Ann", Stick("Ann")))
        await settle(pilot, lambda: "Deal 1 is settled." in words(app))
        ledger = words(app)
        assert "This deal: Ann -4 bank: 6 You +4 soft 19, wins" in ledger  # a stake of 4
        assert "Balances now: Ann -4 You +4" in ledger  # (not read as this deal's results)
        await pilot.click("#proceed")
        await settle(pilot, lambda: "The session is over: Bob wins." in words(app))
        assert "★1. You" in words(app)
        await pilot.click("#proceed")
        await settle(pilot, lambda: not isinstance(app.screen, PhoneScreen))
    bob.close()


async def test_the_phone_shows_the_table_or_the_log_and_hides_other_hands(
    served: Served,
) -> None:
    bob = deal_to_bob(served, ("Ann", "Bob", "Cat"))
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "tap one." in words(app))
        await pilot.click("#stake-3")
        await settle(pilot, lambda: "Waiting for Cat to stake." in words(app))
        table_lines = [line for line in screen_text(app).splitlines() if " +0 " in line]
        assert [line.split()[:2] for line in table_lines] == [
            ["Ann", "+0"],
            ["✓", "You"],
            ["▶", "Cat"],
        ]
        assert all("░░" in line for line in table_lines)  # every first card face down
        assert "3u" in table_lines[1]
        await pilot.click("#phone-log")
        await settle(pilot, lambda: "Bob stakes 3." in words(app))
        assert "Table" in screen_text(app)  # the bar's button goes back
        served.call(lambda: served.table.submit("Cat", Stake("Cat", 2)))
        await settle(pilot, lambda: "Your turn: tap a move." in words(app))
        assert "Cat stakes 2." in screen_text(app)  # the log stays chosen
    bob.close()


async def test_the_seat_screens_follow_the_terminal_from_phone_to_full_size(
    served: Served,
) -> None:
    bob = deal_to_bob(served)
    app = SeatApp(bob)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot, lambda: isinstance(app.screen, StakeScreen))
        await pilot.resize_terminal(*PHONE)
        await settle(pilot, lambda: isinstance(app.screen, PhoneScreen))
        assert "tap one." in words(app)
        await pilot.resize_terminal(30, 16)
        await settle(pilot, lambda: "to at least 36 x 20" in words(app))
        await pilot.resize_terminal(100, 30)
        await settle(pilot, lambda: isinstance(app.screen, StakeScreen))
        await pilot.press("4")
        await settle(pilot, lambda: Stake("Bob", 4) in served.table.active.events)
    bob.close()


async def test_a_phone_leaves_the_table_by_taps(served: Served) -> None:
    bob = deal_to_bob(served)
    app = SeatApp(bob)
    async with app.run_test(size=(36, 20)) as pilot:
        await settle(pilot, lambda: "units: tap one." in words(app))
        await pilot.click("#phone-leave")
        await settle(pilot, lambda: "Leave the table?" in words(app))
        await settle(pilot, lambda: "saved at the host's terminal." in words(app))
        assert "Stay (Esc)" in words(app)  # the dialog fits the phone's width
        await pilot.click("#leave-no")
        await settle(pilot, lambda: "Leave the table?" not in words(app))
        await pilot.click("#phone-leave")
        await settle(pilot, lambda: "Leave the table?" in words(app))
        await pilot.click("#leave-yes")
        await settle(pilot, lambda: not app.is_running)
    assert bob.closed


async def test_a_phone_takes_its_seat_back_with_the_secret_and_a_tap(served: Served) -> None:
    first = deal_to_bob(served)
    await settle_link(lambda: first.secret is not None)
    secret = first.secret
    first.close()
    await settle_link(lambda: served.call(lambda: served.link.away) == ("Bob",))
    again = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    app = SeatApp(again)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "take back Bob's seat" in words(app))
        await pilot.press(*"wrong1")
        await pilot.click("#claim-seat")
        await settle(pilot, lambda: "that is not Bob's secret" in words(app))
        assert secret is not None
        await pilot.press(*secret)
        await pilot.click("#claim-seat")
        await settle(pilot, lambda: "units: tap one." in words(app))
        assert again.seat == "Bob"
    again.close()


async def test_a_phone_that_is_not_the_away_player_watches_by_a_tap(served: Served) -> None:
    first = deal_to_bob(served)
    await settle_link(lambda: first.secret is not None)
    first.close()
    await settle_link(lambda: served.call(lambda: served.link.away) == ("Bob",))
    other = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    app = SeatApp(other)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "take back Bob's seat" in words(app))
        await pilot.click("#claim-watch")
        await settle(pilot, lambda: "Waiting for Bob, whose device has left" in words(app))
        assert other.seat is None
    other.close()


async def settle_link(check: Callable[[], bool], limit: float = 5.0) -> None:
    for _ in range(int(limit / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("never happened")


async def test_a_phone_says_when_the_player_it_waits_for_has_left_the_table(
    served: Served,
) -> None:
    table = served.table
    bob = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    cat = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Cat")))
    remote = TableSettings(remote=frozenset({"Bob", "Cat"}))
    served.call(lambda: table.start(["Ann", "Bob", "Cat"], 1, remote))
    served.call(lambda: table.apply(Cut({"Ann": "KS", "Bob": "2C", "Cat": "3D"})))
    served.call(lambda: table.apply(Pack(tuple(full_pack(3)))))
    await settle_link(lambda: cat.secret is not None)
    cat.close()  # Cat's phone goes
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "units: tap one." in words(app))
        await pilot.click("#stake-1")
        waiting = "Waiting for Cat, whose device has left the table"
        await settle(pilot, lambda: waiting in words(app))
    bob.close()


async def test_a_phone_banks_doubling_or_not_and_playing_the_bank_by_taps(
    served: Served,
) -> None:
    table = served.table
    bob = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    remote = TableSettings(remote=frozenset({"Bob"}))
    rules = HouseRules(banker_doubles=True)
    served.call(lambda: table.start(["Ann", "Bob"], 1, remote, rules))
    served.call(lambda: table.apply(Cut({"Ann": "2C", "Bob": "KS"})))  # Bob banks
    served.call(lambda: table.apply(Pack(tuple(full_pack(2)))))  # Ann A♠ 3♠, Bob 2♠ 4♠
    served.call(lambda: table.submit("Ann", Stake("Ann", 2)))
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "Double this deal?" in words(app))
        await pilot.click("#double-no")
        await settle(pilot, lambda: "Waiting for Ann to play." in words(app))
        assert Double("Bob", False) in table.active.events
        served.call(lambda: table.submit("Ann", Twist("Ann")))  # 5♠: soft 19
        served.call(lambda: table.submit("Ann", Stick("Ann")))
        await settle(pilot, lambda: "You bank: twist or stick" in words(app))
        assert not app.screen.query("#move-split")  # the bank's buttons: twist and stick
        await pilot.press("s")  # a key for a move the bank has not
        await settle(pilot, lambda: "the bank may only twist or stick" in words(app))
        await pilot.click("#move-twist")  # 6♠: 12
        await settle(pilot, lambda: Twist("Bob") in table.active.events)
        await pilot.click("#move-stick")  # the banker may stick on any total
        await settle(pilot, lambda: "Deal 1 is settled." in words(app))
        assert "This deal: You -2 bank: 12" in words(app)
    bob.close()


async def test_a_phone_s_ledger_says_when_the_next_deal_waits_for_its_player(
    served: Served,
) -> None:
    bob = deal_to_bob(served, deals=2)
    table = served.table
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "units: tap one." in words(app))
        await pilot.click("#stake-1")
        await settle(pilot, lambda: "Your turn: tap a move." in words(app))
        await pilot.click("#move-twist")  # A♠ 3♠ 5♠: soft 19
        await pilot.click("#move-stick")
        served.call(lambda: table.submit("Ann", Stick("Ann")))
        await settle(pilot, lambda: "Deal 1 is settled." in words(app))
        # The next deal is dealt at once (no Pontoon: no shuffle); its first decision is
        # Bob's stake, and the ledger he is reading says so.
        await settle(pilot, lambda: "The next deal waits for you: tap Continue." in words(app))
        await pilot.click("#proceed")
        await settle(pilot, lambda: "units: tap one." in words(app))
    bob.close()


async def test_a_phone_names_no_banker_before_the_host_has_shown_the_cut(served: Served) -> None:
    table = served.table
    bob = RemoteTable(str(served.path), served.call(lambda: served.link.admit("Bob")))
    served.call(lambda: table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"}))))
    served.call(lambda: table.cut("Ann"))  # the cut is drawn; the host's terminal shows it
    app = SeatApp(bob)
    async with app.run_test(size=PHONE) as pilot:
        await settle(pilot, lambda: "Waiting for the host's terminal to deal." in words(app))
        rows = [line.split() for line in screen_text(app).splitlines()]
        assert not [row for row in rows if row[2:3] == ["bank"]]  # no seat is the bank yet
        assert "Keep this" not in words(app)  # the secret shows under the moves, uncovered
    bob.close()
