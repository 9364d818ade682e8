"""The final standings: players level on a balance share their place, a large terminal
shows them in the middle, and a rematch seats the same table in one key."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text
from helpers.app_stack import level_table, play, stacked_session

from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.engine.events import Stake, Stick
from pontoon_tui.launch import make_app

SIZE = (80, 24)

BANKER = "Bartholomew Quincey"

PLAYER = "Christopherson Lee-J"

# Bob 10♠ 9♥ (19) and Cat 10♥ 7♣ (17) stick; the banker Ann 10♦ 9♦ sticks on 19.
TIE = ["10S", "10H", "10D", "9H", "7C", "9D"]


async def test_players_level_on_a_balance_share_their_place(save_dir: Path) -> None:
    app = make_app(session=level_table(["Ann", "Bob", "Cat"]), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("enter")  # from the ledger of the one deal
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        standings = screen_text(app).splitlines()
        assert any(line.strip().startswith("1. Ann ") for line in standings)
        assert any(line.strip().startswith("2= Bob ") for line in standings)
        assert any(line.strip().startswith("2= Cat ") for line in standings)


async def test_a_large_terminal_has_the_standings_across_the_middle_and_a_chart_below(
    save_dir: Path,
) -> None:
    app = make_app(session=level_table([BANKER, PLAYER, "Cat"]), save_dir=save_dir)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        rows = screen_text(app).splitlines()
        top = next(y for y, line in enumerate(rows) if f"{BANKER} wins with +4." in line)
        assert rows[top].index(BANKER) > 10  # across the middle
        assert any(f"2= {PLAYER} -2" in line for line in rows)
        assert any("How the balances went" in line for line in rows)  # the room below, used


async def test_a_rematch_seats_the_same_table_in_one_key(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TIE, deals=1)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    app = make_app(session=session, save_dir=save_dir, computers=["Cat"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.table.save()  # as every move through the screens would have
        assert isinstance(app.screen, LedgerScreen)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        old = app.table.path
        assert old is not None
        text = " ".join(screen_text(app).split())
        assert f"The session is saved in {old.parent} as {old.name}" in text
        assert "the same seats: Ann, Bob, Cat (computer)" in text  # as everywhere else
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, CutScreen)
        rematch = app.table.active
        assert rematch.players == ("Ann", "Bob", "Cat") and rematch.deals_target == 1
        assert app.table.is_computer("Cat") and app.table.path != old
        assert old.is_file()  # the finished session stays
