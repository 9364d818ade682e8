"""The title line: it shortens names before it drops the privacy cue "(only X looks)", a
doubled deal's line under it keeps to one row at 80x24, and the hand history says there
when it shows the last deal over so far."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import play, stacked_session

from pontoon_tui.app.screens.base import fit_title
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.history import HistoryScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.engine.events import Double, Stake, Stick, Twist
from pontoon_tui.launch import make_app
from pontoon_tui.reports.history import session_history
from pontoon_tui.rules import HouseRules

LONG = "Bartholomew Smythe-J"

SIZE = (80, 24)

BANKER = "Bartholomew Quincey"

PLAYER = "Christopherson Lee-J"

HOUSE = HouseRules(stick_min=16, banker_doubles=True, second_card="up", pontoon_pays=3)


def test_a_long_title_shortens_names_before_it_drops_the_privacy_cue() -> None:
    title = f"Pontoon · Deal 1 of 8 · Ann banks · {LONG}'s turn (only {LONG} looks)"
    assert fit_title(title, 78, [LONG]) == (
        "Deal 1 of 8 · Ann banks · Bartholom…'s turn (only Bartholom… looks)"
    )
    assert fit_title(title, 50, [LONG]) == "Deal 1 of 8 · Ann banks · Bartholom…'s turn"
    assert len(fit_title(title, 20, [LONG])) == 20
    assert fit_title("Pontoon", 78) == "Pontoon"


async def test_at_80_by_24_a_long_names_title_keeps_the_privacy_cue(save_dir: Path) -> None:
    async with stacked_app(save_dir, [], players=(BANKER, PLAYER), size=SIZE) as (app, pilot, _):
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)
        assert screen_text(app).splitlines()[0].strip() == (
            "Deal 1 of 8 · Bartholom… banks · Christoph… stakes (only Christoph… looks)"
        )
        await pilot.press("2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        rows = screen_text(app).splitlines()
        assert rows[0].strip() == (
            "Deal 1 of 8 · Bartholom… banks · Christoph…'s turn (only Christoph… looks)"
        )
        assert rows[2].startswith(" Christoph…, your cards ")  # on one line


async def test_at_80_by_24_a_doubled_deal_keeps_the_title_to_two_rows(save_dir: Path) -> None:
    # Ann banks; Bob 9♠ then 7♣, Cat 10♥ then 6♦; Ann Q♦ then 4♠.
    session = stacked_session(
        ["Ann", "Bob", "Cat"], "Ann", ["9S", "10H", "QD", "7C", "6D", "4S"], rules=HOUSE
    )
    play(session, Stake("Bob", 2), Stake("Cat", 3), Double("Ann", True))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        rows = screen_text(app).splitlines()
        assert rows[1].startswith(" Ann doubled this deal: one stake pays two · House rules:")
        assert rows[1].rstrip().endswith("(F1 lists them)")  # the rules counted, none cut
        assert rows[3].strip().startswith("Bob, your cards")  # the panes start on row 3


async def test_right_on_the_last_deal_of_the_history_says_so_in_the_title(
    tmp_path: Path,
) -> None:
    # Three players, deal 1 of 2 settled: at 80 x 24 the status line is the last line
    # above the keys, the first to drop below a small screen; the title never does.
    top = ["9S", "10H", "QD", "7C", "6D", "4S", "2C", "KS", "5H", "8D", "3C", "JH", "7S"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top, deals=2)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"))
    play(session, Twist("Ann"), Stick("Ann"))
    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(HistoryScreen(session_history(session), "session.json"))
        await pilot.press("right")
        await pilot.pause()
        title = screen_text(app).splitlines()[0]
        assert "Deal 1 of 2 · That is the last deal over so far." in title
