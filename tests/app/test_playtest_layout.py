"""After a newcomer's playtest: the name field holds no more than a name may, and a name
typed in one burst after a refused one is seated with the refusal still said; players
level in the final standings share their place; at 80x24 a long name's title keeps its
"(only X looks)", and a doubled deal's line under the title keeps to one row."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import play, stacked_session
from textual.app import App
from textual.widgets import Input, Static

from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.engine.events import Double, Stake, Stick, Twist
from pontoon_tui.engine.names import MAX_NAME
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

SIZE = (80, 24)


def message(app: App[object]) -> str:
    """What setup says under its fields."""
    return str(app.screen.query_one("#setup-message", Static).render())


def burst(app: App[object], text: str) -> None:
    """Type ``text`` in one burst (every key queued before the app reads the first);
    a new line is Enter."""
    for char in text:
        app.simulate_key("enter" if char == "\n" else char)


async def seated(app: App[object], pilot: object, names: Sequence[str]) -> list[str]:
    """The seats once ``names`` are seated (or a while has passed)."""
    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot)
    seats = app.screen.query_one(SeatList)
    for _ in range(40):
        await pilot.pause(0.05)
        if seats.names == list(names):
            break
    return seats.names


async def test_the_name_field_stops_at_twenty_characters_and_says_so(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        field = app.screen.query_one("#name", Input)
        assert field.max_length == MAX_NAME == 20
        burst(app, "Bartholomew Smythe-Jones")
        await pilot.pause(0.2)
        assert field.value == "Bartholomew Smythe-J"
        assert f"a name has at most {MAX_NAME} characters" in message(app)
        burst(app, "\nBob\n")
        names = await seated(app, pilot, ["Bartholomew Smythe-J", "Bob"])
        assert names == ["Bartholomew Smythe-J", "Bob"]


async def test_a_name_typed_after_a_refused_one_is_seated_and_the_refusal_stays(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, "Ann\nAnn\nBob\n")
        assert await seated(app, pilot, ["Ann", "Bob"]) == ["Ann", "Bob"]
        said = message(app)
        assert "Bob takes seat 2" in said
        assert "two players are called 'Ann'" in said  # not lost behind Bob's seat


async def test_a_name_cut_short_in_a_burst_says_so_when_the_next_is_seated(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, "ABCDEFGHIJKLMNOPQRSTUVW\nBob\n")
        assert await seated(app, pilot, ["ABCDEFGHIJKLMNOPQRST", "Bob"]) == [
            "ABCDEFGHIJKLMNOPQRST",
            "Bob",
        ]
        assert "ABCDEFGHIJKLMNOPQRST is cut to 20 characters" in message(app)


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


BANKER = "Bartholomew Quincey"
PLAYER = "Christopherson Lee-J"


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


HOUSE = HouseRules(stick_min=16, banker_doubles=True, second_card="up", pontoon_pays=3)


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
        assert rows[1].rstrip().endswith("…")
        assert rows[3].strip().startswith("Bob, your cards")  # the panes start on row 3


async def test_a_wide_table_shows_long_names_whole(save_dir: Path) -> None:
    players = (BANKER, PLAYER)
    async with stacked_app(save_dir, [], players=players, size=(160, 50)) as (app, pilot, _):
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        rows = [line for line in screen_text(app).splitlines() if "░░" in line]
        assert any(f"▏ {BANKER}  " in line and " bank " in line for line in rows)
        assert any(f"▏ {PLAYER}  " in line and "◀ plays" in line for line in rows)


def level_table(names: Sequence[str]) -> Session:
    """A one-deal session, settled: the banker's 19 beats two players staking 2 each."""
    session = stacked_session(names, names[0], TIE, deals=1)
    banker, bob, cat = names
    play(session, Stake(bob, 2), Stake(cat, 2), Stick(bob), Stick(cat), Stick(banker))
    return session


async def test_a_wide_ledger_shows_long_names_whole(save_dir: Path) -> None:
    app = make_app(session=level_table([BANKER, PLAYER, "Cat"]), save_dir=save_dir)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        rows = screen_text(app).splitlines()
        assert any(line.startswith(f"  {BANKER}   10♦ 9♦  19") for line in rows)
        assert any(line.startswith(f"  {PLAYER}  10♠ 9♥  19") for line in rows)


async def test_a_large_terminal_has_setup_in_the_middle_and_names_whole(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        burst(app, f"{BANKER}\n{PLAYER}\n")
        await seated(app, pilot, [BANKER, PLAYER])
        await pilot.press("shift+tab", "shift+tab", "down", "c")  # the seats, seat 2
        rows = screen_text(app).splitlines()
        top = next(y for y, line in enumerate(rows) if "Add the players" in line)
        left = rows[top].index("Add the players")
        assert top > 10 and left > 30  # not in the top left corner
        assert any(f"2. {PLAYER} (computer)" in line for line in rows)


async def test_at_80_by_24_a_long_computer_seat_keeps_to_one_line(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        burst(app, f"{BANKER}\n{PLAYER}\nAnn\n")
        await seated(app, pilot, [BANKER, PLAYER, "Ann"])
        await pilot.press("shift+tab", "shift+tab", "down", "c")
        rows = screen_text(app).splitlines()
        assert any("2. Christophers… (computer) " in line for line in rows)
        assert any(" 3. Ann " in line for line in rows)  # right under it


async def test_a_large_terminal_has_the_standings_in_the_middle(save_dir: Path) -> None:
    app = make_app(session=level_table([BANKER, PLAYER, "Cat"]), save_dir=save_dir)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, StandingsScreen)
        rows = screen_text(app).splitlines()
        top = next(y for y, line in enumerate(rows) if f"{BANKER} wins with +4." in line)
        assert top > 10 and rows[top].index(BANKER) > 10
        assert any(f"2= {PLAYER} -2" in line for line in rows)


async def test_at_80_by_24_the_ledger_says_when_more_is_below(save_dir: Path) -> None:
    session = level_table([BANKER, PLAYER, "Cat"])
    last_line = said_lines_of(session)[-1]
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        text = screen_text(app)
        assert "What happened" in text and last_line not in text
        assert "↓ More below: PgDn or ↓ scrolls." in text
        await pilot.press("pagedown", "pagedown")
        await pilot.pause()
        text = screen_text(app)
        assert last_line in text
        assert "Press Enter for the final standings." in text and "More below" not in text


def said_lines_of(session: Session) -> list[str]:
    """What the table was told in the session's last deal, a line each."""
    return lines(session.deals[-1].messages)


# Ann banks; Bob's 8♠ 8♥ split, and his first hand's 8♦ split again: three hands.
THREE_HANDS = ["8S", "10H", "8H", "9H", "8D", "5C", "2C", "3D", "4C", "AS"]


async def test_at_80_by_24_a_third_split_hand_shows_whole(save_dir: Path) -> None:
    async with stacked_app(save_dir, THREE_HANDS, size=SIZE) as (app, pilot, _):
        await pilot.press("y", "2", "s", "s")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        own = [line[:30] for line in screen_text(app).splitlines()]  # Bob's own pane
        assert "     Hand 3 · stake 2 · 13    " in own
        assert "     8♥ 5♣                    " in own  # its cards, not cut off
        assert "     8♦ 3♦                    " in own  # hand 2's
        assert any("│8♠ ││2♣ │" in line for line in own)  # the hand in play, boxed
        await pilot.press("t", "t", "k")  # hand 1: 8♠ 2♣ 4♣ A♠, 15, sticks
        await pilot.pause()
        own = [line[:30] for line in screen_text(app).splitlines()]
        assert "     8♠ 2♣ 4♣ A♠              " in own  # the hand played, in a line
        assert any("│8♦ ││3♦ │" in line for line in own)  # the hand in play now
        assert "     8♥ 5♣                    " in own


LONG_NAME = "Abcdefghijklmnopqrst"


def doubled_deal_to_a_trick(banker_twists: int) -> Session:
    """Ann banks and doubles; a 20-letter name busts (10♠ 6♠ 9♥), Bob busts (7♥ J♦ 9♠),
    Cat stands on 17; the banker, 2♦ 2♣, has twisted ``banker_twists`` of 3♥ 2♥ 4♠ (all
    three: a five-card trick of 13, the deal settled)."""
    top = ["10S", "7H", "10C", "2D", "6S", "JD", "7D", "2C", "9H", "9S", "3H", "2H", "4S"]
    rules = HouseRules(banker_doubles=True)
    session = stacked_session(["Ann", LONG_NAME, "Bob", "Cat"], "Ann", top, deals=2, rules=rules)
    play(session, Stake(LONG_NAME, 2), Stake("Bob", 2), Stake("Cat", 1), Double("Ann", True))
    play(session, Twist(LONG_NAME), Twist("Bob"), Stick("Cat"), *[Twist("Ann")] * banker_twists)
    return session


async def test_at_80_by_24_a_doubled_deals_ledger_shows_every_net_and_whole_results(
    save_dir: Path,
) -> None:
    # Two busts and a stand lose to the banker's five-card trick in a doubled deal: every
    # result has a reason, and a 20-letter name sits in the table.
    app = make_app(session=doubled_deal_to_a_trick(3), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        rows = screen_text(app).splitlines()
        net = {"Ann": "+10", "Bob": "-4", "Cat": "-2"}
        for seat, figure in net.items():
            (row,) = [r for r in rows if r.startswith(f"  {seat} ")]
            assert row.rstrip(" ▁▂▃▄▅▆▇█").endswith(figure), row  # the nets are not cut off
        assert sum("bust, pays double" in r for r in rows) == 2
        assert sum("(doubled deal)" in r for r in rows) == 2
        assert any("loses double" in r for r in rows) and any("(banker's trick)" in r for r in rows)


async def test_at_80_by_24_the_settled_table_beside_the_bank_wraps_and_cuts_nothing(
    save_dir: Path,
) -> None:
    # The banker's five-card trick, with a 20-letter name at the table: its rows no longer
    # fit a line each in the table's pane.
    app = make_app(session=doubled_deal_to_a_trick(2), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "t")  # the banker takes the device, twists the fifth card
        await pilot.pause()
        right = [line.split("▏", 1)[1] for line in screen_text(app).splitlines() if "▏" in line]
        text = "\n".join(right[: right.index(next(r for r in right if "Cat " in r)) + 1])
        assert "Seat" in text and "Balance" in text and "Stake" in text and "Cards" in text
        assert "five-card" in text and "trick (13)" in text
        assert "…" not in text.replace("Abcdefghi…", "")  # only the long name is cut
