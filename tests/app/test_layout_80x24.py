"""At 80x24, the smallest terminal the game plays in, nothing is cut off: split hands
(three, four) show whole with the hand in play in view, a table too big for its pane
scrolls, the ledger says when more is below and shows every net of a doubled deal, and
the settled table beside the bank wraps rather than cuts."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import bob_with_four_hands, level_table, play, stacked_session

from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.engine.events import Double, Stake, Stick, Twist
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules

pytestmark = pytest.mark.slow

SIZE = (80, 24)

BANKER = "Bartholomew Quincey"

PLAYER = "Christopherson Lee-J"


def said_lines_of(session: Session) -> list[str]:
    """What the table was told in the session's last deal, a line each."""
    return lines(session.deals[-1].messages)


# Ann banks; Bob's 8♠ 8♥ split, and his first hand's 8♦ split again: three hands.
THREE_HANDS = ["8S", "10H", "8H", "9H", "8D", "5C", "2C", "3D", "4C", "AS"]

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


async def test_four_hands_show_whole_at_80_by_24_and_the_keys_leave_them_in_place(
    save_dir: Path,
) -> None:
    session = bob_with_four_hands()
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen)
        hands = screen.query_one("#hands")
        # The hands not in play are drawn compact, so that all four fit: none is cut off.
        assert len(screen.boxes) == 4 and hands.max_scroll_y == 0
        assert [box.compact for box in screen.boxes] == [False, True, True, True]
        assert all(hands.content_region.contains_region(box.region) for box in screen.boxes)
        assert app.focused is None  # every key goes straight to the screen
        await pilot.press("pagedown", "down")
        assert hands.scroll_y == 0


async def test_the_hand_in_play_stays_in_view_when_the_moves_below_grow(save_dir: Path) -> None:
    # Bob splits 2s into four hands at 80 x 24, plays three of them out and sticks on the
    # third: the fourth comes into play just as the refusal beside Split takes a second
    # line, and the hands' pane shrinks after it was scrolled.
    top = ["2C", "3D", "2D", "4D", "2H", "3C", "2S", "3H", "AC", "4S", "3S", "4H", "5C"]
    top += ["5D", "6D", "4C", "KH", "10S", "10H", "AS", "5S", "6S", "7S", "8S", "9S"]
    session = stacked_session(["Ann", "Bob"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        for key in [
            "y",
            "2",
            "s",
            "s",
            "s",
            "t",
            "t",
            "t",
            "b",
            "up",
            "enter",
            "b",
            "enter",
            "t",
            "t",
            "k",
        ]:
            await pilot.press(key)
        await pilot.pause(0.2)
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen)
        box = next(box for box in screen.boxes if box.hand.in_play)
        assert box.hand.number == 4
        hands = screen.query_one("#hands")
        assert hands.content_region.contains_region(box.region)


async def test_a_table_too_big_for_the_terminal_scrolls(save_dir: Path) -> None:
    session = bob_with_four_hands()
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        pane = app.screen.query_one("#public")
        # Four hands of Bob's and six more seats leave no room for the log below.
        assert pane.max_scroll_y > 0
        last = "Bob splits 7♠ 7♣, adding 1."
        assert last not in screen_text(app)
        await pilot.press(*["shift+down"] * pane.max_scroll_y)
        assert pane.scroll_y == pane.max_scroll_y
        assert last in screen_text(app)
        assert app.screen.query_one("#hands").scroll_y == 0  # the hands stay put
        await pilot.press("t")  # and the moves still answer
        assert len(session.deals[-1].seats["Bob"].hands[0].cards) == 3


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


async def test_at_80_by_24_every_ledger_row_fits_one_line_with_its_net_and_whole_words(
    save_dir: Path,
) -> None:
    # Two busts and a stand lose to the banker's five-card trick in a doubled deal: every
    # result has a reason, and a 20-letter name sits in the table. The full words took
    # two or three lines a row, the reasons and "five-card trick (13)" broken under them.
    app = make_app(session=doubled_deal_to_a_trick(3), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)
        rows = screen_text(app).splitlines()
    head = next(i for i, row in enumerate(rows) if row.split()[:2] == ["Seat", "Cards"])
    table = [row.rstrip(" ▁▂▃▄▅▆▇█") for row in rows[head + 1 : head + 5]]
    net = {"Ann": "+10", "Abcdefg…": "-4", "Bob": "-4", "Cat": "-2"}
    for row, (seat, figure) in zip(table, net.items(), strict=True):
        assert row.split()[0] == seat and row.endswith(figure), row  # a row a line, net last
    assert "5-card trick" in table[0]
    assert sum(row.count("loses double (doubled)") for row in table) == 2
    assert "loses double (trick)" in table[3]
    assert rows[head + 5].startswith(" Ann doubled this deal")  # the notes come straight after


async def test_at_80_by_24_the_settled_table_beside_the_bank_keeps_a_line_a_row(
    save_dir: Path,
) -> None:
    # The banker's five-card trick, with a 20-letter name at the table: the name is cut,
    # the rows fit a line each in the table's pane.
    app = make_app(session=doubled_deal_to_a_trick(2), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "t")  # the banker takes the device, twists the fifth card
        await pilot.pause()
        right = [line.split("▏", 1)[1] for line in screen_text(app).splitlines() if "▏" in line]
        text = "\n".join(right[: right.index(next(r for r in right if "Cat " in r)) + 1])
        rows = [" ".join(row.split()) for row in text.splitlines()]
        assert "Seat Bal Stake Cards" in rows
        assert any(row.startswith("Ann ") and row.endswith(" trick") for row in rows), rows
        cut = next(row.split()[0] for row in rows if row.startswith("Abcdefg"))
        assert cut.endswith("…") and cut[:-1] in LONG_NAME  # the long name, cut
        assert any(row.startswith(f"{cut} -4 2 ") and row.endswith(" bust") for row in rows)
        named = ("Seat", "The", "Ann", cut, "Bob", "Cat")
        assert all(row.split()[0] in named for row in rows if row)  # no row wrapped
