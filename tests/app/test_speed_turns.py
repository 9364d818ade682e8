"""Turns that redraw only what changed, and what that must not change: every key still
answers (a refused move says why, an early Enter says what to do), the table's height is
known without rendering it, and a deal on screen names its own banker."""

from __future__ import annotations

import copy
import itertools
import random
import re
from pathlib import Path

import pytest
from helpers.app_driver import bobs_turn, plain_move, screen_text
from helpers.app_stack import play, stacked_session
from rich.console import Console
from textual.app import App, ComposeResult
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicTable
from pontoon_tui.engine.events import Buy, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import own_hands, table_view
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.service import Table, TableSettings

SIZE = (100, 30)
LONG = 60.0  # a pause no test waits out: Space plays each computer move


def message(app: object) -> str:
    screen = app.screen  # type: ignore[attr-defined]
    return str(screen.query_one("#message", Plain).render())


async def test_a_refused_moves_key_says_why_and_stays_dimmed(save_dir: Path) -> None:
    # Bob 10 3 (13): sticking needs 15.
    async with bobs_turn(save_dir, ["10S", "9H", "3H", "8D", "2C"]) as (app, pilot, session):
        screen = app.screen
        await pilot.press("k")
        await pilot.pause()
        assert message(app) == "✗ Bob cannot stick on 13: sticking needs 15"
        assert len(session.events) == 3  # nothing was played
        assert screen.check_action("move", ("stick",)) is None  # dimmed in the footer
        assert not screen.active_bindings["k"].enabled
        assert not screen.query_one(MovesPanel).offers("stick")
        await pilot.press("t")  # 15: now sticking is allowed, and k plays it
        await pilot.pause()
        assert screen.active_bindings["k"].enabled
        assert screen.query_one(MovesPanel).offers("stick")
        await pilot.press("k")
        await pilot.pause()
        assert isinstance(session.events[-1], Stick)


async def test_enter_before_the_turn_is_over_says_what_to_do(save_dir: Path) -> None:
    async with bobs_turn(save_dir, ["10S", "9H", "3H", "8D", "2C"]) as (app, pilot, _):
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        assert message(app) == "✗ finish your hand first: buy (b) or twist (t)"
        assert "Pass on" not in screen_text(app)  # in the footer only once Enter passes on


async def test_a_move_repaints_the_hand_in_place(save_dir: Path) -> None:
    async with bobs_turn(save_dir, ["2S", "9H", "2H", "8D", "3C"]) as (app, pilot, _):
        screen = app.screen
        box = screen.query_one(HandBox)
        await pilot.press("t")
        await pilot.pause()
        assert screen.query_one(HandBox) is box  # the same widget, not a new one
        assert box.hand.cards == ("2S", "2H", "3C")
        assert "3♣" in screen_text(app)
        panel = screen.query_one(MovesPanel)
        assert not panel.offers("split") and not panel.offers("buy")


def some_views() -> list[Session]:
    """Sessions at several points of a four-player deal, one with a split."""
    sessions = []
    session = stacked_session(
        ["Ann", "Bob", "Cat", "Dan"],
        "Ann",
        ["8S", "10H", "9C", "AS", "8H", "3D", "7C", "2S", "4D", "5H", "6C", "KD"],
    )
    for event in [
        Stake("Bob", 5),
        Stake("Cat", 1),
        Stake("Dan", 3),
        Split("Bob"),
        Buy("Bob", 5),
        Twist("Bob"),
        Twist("Bob"),
        Stick("Bob"),
        Twist("Bob"),
        Twist("Bob"),
        Stick("Bob"),
        Twist("Cat"),
    ]:
        if session.refusal(event) is None:
            session.apply(event)
            sessions.append(copy.deepcopy(session))
    assert len(sessions) >= 6
    return sessions


@pytest.mark.parametrize("width", [8, 20, 30, 40, 48, 60])
def test_the_tables_height_is_the_height_it_renders_at(
    width: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Textual's own measure (rendering the table) stands aside: -1 marks where it is used.
    monkeypatch.setattr(Widget, "get_content_height", lambda *_: -1)
    console = Console(width=width)
    quick = 0
    for session in some_views():
        table = PublicTable(table_view(session, None))
        lines = console.render_lines(table.render(), console.options.update_width(width))
        height = table.get_content_height(Size(width, 99), Size(width, 99), width)
        assert height in (-1, len(lines))
        quick += height != -1
    if width >= 48:  # the table's pane at 80 columns
        assert quick == len(some_views())


def to_the_bank(seed: int) -> Table:
    """Ann, Bob and the computer's Cpu1 and Cpu2 from ``seed`` until the first banker's
    turn; Ann and Bob play the plain way, the banker holds at 17."""
    table = Table(random.Random(seed), SessionStore(Path("/nonexistent-pontoon-dir")))
    table.session = Session(["Ann", "Bob", "Cpu1", "Cpu2"])
    table.settings = TableSettings(frozenset({"Cpu1", "Cpu2"}))
    session = table.active
    while True:
        nxt = session.next()
        assert nxt is not None
        if nxt.type in ("cut", "pack"):
            table.apply_chance()
        elif nxt.type == "bank":
            return table
        elif table.computer_due() is not None:
            table.play_computer(nxt.player or "")
        elif nxt.type == "stake":
            session.apply(Stake(nxt.player or "", 2))
        else:
            move = plain_move(session, nxt)
            player = nxt.player or ""
            event: Event = {"split": Split(player), "twist": Twist(player)}.get(move, Stick(player))
            if move == "buy":
                event = Buy(player, nxt.buy_min or 1)
            session.apply(event)


async def test_a_deal_ended_by_a_players_pontoon_still_names_its_own_banker(
    save_dir: Path,
) -> None:
    # Seed 21: the computer's Cpu1 banks the first deal and Bob makes Pontoon, so Bob
    # banks the next deal (R21) while Cpu1's last moves are still on screen.
    table = to_the_bank(21)
    session = table.active
    deal = session.deals[0]
    assert deal.banker == "Cpu1" and any("Bob shows Pontoon" in m for m in lines(deal.messages))
    app = make_app(
        session=session, save_dir=save_dir, computers=["Cpu1", "Cpu2"], computer_pause=LONG
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(6):
            if deal.over:
                break
            assert isinstance(app.screen, ComputerTurnScreen)
            await pilot.press("space")
            await pilot.pause()
        assert deal.over and session.banker == "Bob"
        screen = app.screen
        assert isinstance(screen, ComputerTurnScreen)  # still showing the ended deal
        text = screen_text(app)
        assert "Deal 1 of 8 · Cpu1 banks" in text
        assert "Bob banks" not in text
        table = screen.query_one(PublicTable)
        assert table.banker == "Cpu1"
        bank_row = next(line for line in text.splitlines() if " bank " in line)
        assert "Cpu1" in bank_row and "Bob" not in bank_row


def test_a_views_deal_banker_is_the_deal_on_the_tables() -> None:
    table = to_the_bank(21)
    session = table.active
    while session.deals[0].stage.value == "bank":
        table.play_computer("Cpu1")
    view = table_view(session, None)
    assert view.banker == "Bob"  # the next deal's
    assert view.deal_banker == "Cpu1"  # the deal on the table


# Eight players on two packs, Ann banks: Bob is dealt 7♠ 7♥ and the next 7s to split.
EIGHT_TOP = [
    *["7S", "KS", "KH", "KD", "KC", "QS", "QH", "10S"],
    *["7H", "8S", "8H", "8D", "8C", "9S", "9H", "6S"],
    *["7D", "10D", "7C", "9D", "10C", "5D"],
]


def bob_with_four_hands() -> Session:
    """Eight at the table, everyone staked 1, Bob's 7s split to four hands, Bob to play."""
    players = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]
    session = stacked_session(players, "Ann", EIGHT_TOP)
    for player in players[1:]:
        session.apply(Stake(player, 1))
    while session.refusal(Split("Bob")) is None:
        session.apply(Split("Bob"))
    return session


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


async def test_a_move_shows_its_whole_consequence_once_the_screen_settles(
    save_dir: Path,
) -> None:
    # Bob (2♠ 2♥) twists 3♣: the card and the total in his hand, the table's row, the
    # message, the moves beside the buttons and the footer all show it, in one screen.
    session = stacked_session(["Ann", "Bob"], "Ann", ["2S", "9H", "2H", "8D", "3C"])
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "2")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen)
        assert screen.active_bindings["b"].enabled
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        # the table's row for Bob: his name, then his balance
        bob_row = next(line for line in text.splitlines() if re.search(r"\bBob\s+[+-]\d", line))
        assert "twisted" in text and "│3♣ │" in text  # the hand
        assert re.search(r"^[█ ]*7 +▏", text, re.MULTILINE)  # its total
        assert "3♣" in bob_row  # the table
        assert message(app) == "Bob twists 3♣."
        assert "Bob cannot buy after twisting" in text  # the moves
        assert not screen.active_bindings["b"].enabled  # the footer dims Buy


class RichLaidTable(PublicTable):
    """The table as Rich lays out the whole of it (what the table drew before it was
    drawn row by row)."""

    def render_line(self, y: int) -> Strip:
        return Widget.render_line(self, y)


class TwoTables(App[None]):
    def __init__(self, session: Session) -> None:
        super().__init__()
        self.view = table_view(session, None)

    def compose(self) -> ComposeResult:
        yield PublicTable(self.view, id="rows")
        yield RichLaidTable(self.view, id="whole")


def cells(strips: list[Strip]) -> list[list[tuple[str, object]]]:
    """Each line as its characters, each with its style."""
    return [[(char, part.style) for part in strip for char in part.text] for strip in strips]


@pytest.mark.parametrize("width", [30, 48, 60, 100])
async def test_the_table_drawn_row_by_row_looks_as_rich_lays_it_out(width: int) -> None:
    sessions = [*some_views(), bob_with_four_hands()]
    for session in sessions:
        app = TwoTables(session)
        async with app.run_test(size=(width, 40)) as pilot:
            await pilot.pause()
            rows, whole = app.query_one("#rows", PublicTable), app.query_one("#whole", PublicTable)
            assert rows.size == whole.size
            region = Region(0, 0, rows.size.width, rows.size.height)
            assert cells(rows.render_lines(region)) == cells(whole.render_lines(region))


class TextLog(DealLog):
    """The log drawn from its whole text (as it was before it was drawn row by row)."""

    def render_line(self, y: int) -> Strip:
        return Widget.render_line(self, y)


class TwoLogs(App[None]):
    CSS = "DealLog { height: 7; }"
    LINES = (
        "Ann banks.",
        "Bob stakes 1.",
        "Cat twists 7♥, and the line goes on long enough to wrap at most widths. " * 2,
        "",
        "Dan sticks.",
    )

    def compose(self) -> ComposeResult:
        yield DealLog(self.LINES, id="rows")
        yield TextLog(self.LINES, id="text")


@pytest.mark.parametrize("width", [20, 48, 100])
async def test_the_log_drawn_row_by_row_looks_as_its_text(width: int) -> None:
    app = TwoLogs()
    async with app.run_test(size=(width, 20)) as pilot:
        await pilot.pause()
        rows, text = app.query_one("#rows", DealLog), app.query_one("#text", DealLog)
        region = Region(0, 0, rows.size.width, rows.size.height)
        assert cells(rows.render_lines(region)) == cells(text.render_lines(region))
        rows.show(["Eve busts."])  # fewer lines than rows: blank rows below
        text.show(["Eve busts."])
        await pilot.pause()
        assert cells(rows.render_lines(region)) == cells(text.render_lines(region))
        log = ["Eve busts."]
        for line in [*TwoLogs.LINES, *TwoLogs.LINES, "Eve busts."]:  # each moves the rest up
            log.append(line)
            rows.show(log)
            text.show(log)
            await pilot.pause()
            assert cells(rows.render_lines(region)) == cells(text.render_lines(region))


class Redrawn(App[None]):
    """A table and a hand shown first at one point of a deal, then told of the next."""

    def __init__(self, session: Session) -> None:
        super().__init__()
        self.session = session

    def compose(self) -> ComposeResult:
        yield PublicTable(table_view(self.session, None), id="table")
        yield HandBox(own_hands(self.session, "Bob")[0], "Hand 1", id="hand")


async def drawn(app: Redrawn, width: int, after: Session | None = None) -> list[object]:
    """The table's and the hand's lines, once ``app`` has been told of ``after``."""
    async with app.run_test(size=(width, 40)) as pilot:
        await pilot.pause()
        table, hand = app.query_one(PublicTable), app.query_one(HandBox)
        if after is not None:
            table.show(table_view(after, None))
            hand.show(own_hands(after, "Bob")[0])
            await pilot.pause()
        return [
            (widget.size, cells(widget.render_lines(Region(0, 0, *widget.size))))
            for widget in (table, hand)
        ]


@pytest.mark.parametrize("width", [48, 100])
async def test_a_table_and_a_hand_told_of_a_move_look_as_if_drawn_afresh(width: int) -> None:
    # Each move repaints only the rows and lines it changed: whatever it leaves must be
    # what a table and a hand drawn afresh for the new moment show.
    for before, after in itertools.pairwise(some_views()):
        told = await drawn(Redrawn(before), width, after)
        assert told == await drawn(Redrawn(after), width)


async def test_a_card_dealt_moves_no_column_when_the_pane_has_room() -> None:
    # A wide pane keeps room for five cards and a note: as Bob's hands take cards and
    # finish, the rows of the others stay exactly as they were drawn.
    moves = (Split, Buy, Twist, Stick)
    views = [
        view
        for view in some_views()
        if isinstance(view.events[-1], moves) and view.events[-1].player == "Bob"
    ]
    drawn_rows = []
    for session in views:
        app = TwoTables(session)
        async with app.run_test(size=(100, 20)) as pilot:
            await pilot.pause()
            table = app.query_one("#rows", PublicTable)
            strips = table.render_lines(Region(0, 0, *table.size))
            drawn_rows.append({strip.text.split()[0]: cells([strip])[0] for strip in strips})
    for before, after in itertools.pairwise(drawn_rows):
        for seat in ("Seat", "Dan"):  # (Ann's balance takes Bob's busts; Cat plays next)
            assert before[seat] == after[seat], seat


async def test_a_twist_that_ends_the_turn_on_a_tall_terminal_moves_no_pane(
    save_dir: Path,
) -> None:
    # Bob 10 6 (16) twists the 9: bust, and his turn is over. The message takes four
    # lines and the hand's words change, in room kept for them: nothing is laid out again.
    top = ["10S", "10H", "9H", "6H", "7C", "8D", "9C"]  # Cat 10 7 and Ann 9 8 play on
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("y", "2", "y", "1", "y")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen)
        before = {widget: widget.region for widget in screen.walk_children()}
        await pilot.press("t")
        await pilot.pause()
        assert len(message(app).splitlines()) == 4
        assert "bust (25)" in screen_text(app)
        moved = [w for w, region in before.items() if w.region != region]
        assert moved == []


async def test_once_the_turn_is_over_the_footer_offers_only_what_still_works(
    save_dir: Path,
) -> None:
    top = ["10S", "10H", "9H", "6H", "7C", "8D", "9C"]  # Bob 10 6 twists the 9: bust
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "2", "y", "1", "y")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Twist" in footer and "Pass on" not in footer
        await pilot.press("t")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Pass on" in footer
        assert not any(move in footer for move in ("Split", "Buy", "Twist", "Stick"))
        await pilot.press("t")  # the key still says why
        await pilot.pause()
        assert message(app).startswith("✗ your turn is over: press Enter.")


async def test_the_only_person_at_the_table_goes_on_rather_than_passes_on(
    save_dir: Path,
) -> None:
    top = ["10S", "10H", "9H", "6H", "7C", "8D", "9C"]  # Bob 10 6 twists the 9: bust
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    app = make_app(session=session, save_dir=save_dir, computers=["Ann", "Cat"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        await pilot.press("t")
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        assert "Go on" in footer and "Pass on" not in footer
        assert message(app).endswith("Your turn is over: press Enter to go on.")
