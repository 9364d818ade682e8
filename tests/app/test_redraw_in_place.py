"""Turns that redraw only what changed: a move repaints the hand in place and moves no pane
or column, the table and the log drawn row by row look as if drawn afresh, the table's
height is known without rendering it, and once the screen settles a move shows its whole
consequence."""

from __future__ import annotations

import copy
import itertools
import re
from pathlib import Path

import pytest
from helpers.app_driver import bobs_turn, screen_text, turn_message
from helpers.app_stack import bob_with_four_hands, stacked_session
from rich.console import Console
from textual.app import App, ComposeResult
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.widget import Widget

from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.moves import MovesPanel
from pontoon_tui.app.widgets.table import PublicTable
from pontoon_tui.engine.events import Buy, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import own_hands, table_view
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (100, 30)


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
        assert "twisted" in text and "│3♣   │" in text  # the hand, in medium cards
        assert re.search(r"^[█ ]*7 +▏", text, re.MULTILINE)  # its total
        assert "3♣" in bob_row  # the table
        assert turn_message(app) == "Bob twists 3♣."
        assert "Bob cannot buy after twisting" in text  # the moves
        assert not screen.active_bindings["b"].enabled  # the footer dims Buy


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
        assert len(turn_message(app).splitlines()) == 4
        assert "bust (25)" in screen_text(app)
        moved = [w for w, region in before.items() if w.region != region]
        assert moved == []
