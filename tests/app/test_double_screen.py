"""H7 at the table: after the last stake the banker takes the device, sees their own first
card alone, and doubles or not; the table hears the choice, never the card."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.double import DoubleScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.events import Double, Stake, Stick
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

SIZE = (100, 30)
# Bob 10♠ 9♠, Ann (banker) Q♦ first, then 7♥.
TOP = ["10S", "QD", "9S", "7H"]


async def test_the_banker_doubles_in_private_and_the_table_is_told(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP, rules=HouseRules(banker_doubles=True))
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Ann"
        assert "Q♦" not in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, DoubleScreen)
        assert "Q♦" in screen_text(app)  # the banker's own first card, on the banker's view
        await pilot.press("d")
        await pilot.pause()
        assert session.deals[-1].doubled
        # Bob takes the device: the choice is public, the banker's card is not.
        assert isinstance(app.screen, PassDeviceScreen) and app.screen.player == "Bob"
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        text = screen_text(app)
        assert "Ann doubles the stakes." in " ".join(text.split())
        assert "Ann doubled this deal: one stake pays two" in text  # under the title
        assert "Q♦" not in text


async def test_not_doubling_is_said_as_plainly(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP, rules=HouseRules(banker_doubles=True))
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "n", "y")
        await pilot.pause()
        assert not session.deals[-1].doubled
        assert isinstance(app.screen, PlayerTurnScreen)
        assert "Ann does not double." in " ".join(screen_text(app).split())


async def test_at_80_by_24_the_banker_reads_what_doubling_does_to_its_end(
    save_dir: Path,
) -> None:
    names = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]  # a full table
    top = ["10S", "9S", "8S", "7S", "6S", "5S", "4S", "QD"]
    session = stacked_session(names, "Ann", top, rules=HouseRules(banker_doubles=True))
    play(session, *(Stake(name, 1) for name in names[1:]))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, DoubleScreen)
        words = screen.query_one("#own .hint")
        assert screen.query_one("#own").region.contains_region(words.region)  # none cut off
        assert "Double this deal?" in screen_text(app)


async def test_the_ledger_of_a_doubled_deal_says_why_a_plain_win_pays_double(
    save_dir: Path,
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP, rules=HouseRules(banker_doubles=True))
    play(session, Stake("Bob", 2), Double("Ann", True), Stick("Bob"), Stick("Ann"))
    assert session.deals[0].over  # Bob's 19 beats Ann's 17, two stakes paid for one
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = " ".join(screen_text(app).split())
        assert "wins double (doubled deal) +4" in text
        assert "Ann doubled this deal: a one-stake result counts double." in text


async def test_with_second_cards_up_the_stake_screen_says_the_second_card_comes_face_up(
    save_dir: Path,
) -> None:
    up = stacked_session(["Ann", "Bob"], "Ann", TOP, rules=HouseRules(second_card="up"))
    down = stacked_session(["Ann", "Bob"], "Ann", TOP)
    for session, shown in ((up, True), (down, False)):
        app = make_app(session=session, save_dir=save_dir)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("y")
            await pilot.pause()
            words = str(app.screen.query_one("#own .hint", Plain).render())
            assert ("second card comes face up, for all to see," in words) is shown
            assert "once every player has staked" in words
