"""The game's screens run on the table's messages alone: fed a recorded stream of JSON views
(no session, no engine objects), they show the cards, take the keys, and send the moves
a real table would receive."""

from __future__ import annotations

import html
import json
import random
from pathlib import Path
from typing import Any

from helpers.stacking import stacked_session
from textual.app import App
from textual.screen import Screen

from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.said import Said
from pontoon_tui.engine.views import TableView
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.client import TableClient
from pontoon_tui.table.protocol import Hint, SeatMove, ViewMessage, decode, encode
from pontoon_tui.table.service import Table, TableSettings

CSS = Path(__file__).parents[2] / "pontoon_tui" / "app" / "pontoon.tcss"
PLAYERS = ["Ann", "Bob", "Cat"]
# Ann banks 9♣ 8♦; Bob holds 10♠ 6♥ and twists 4♣ (20); Cat 8♣ 9♦ sticks on 17.
TOP = ["10S", "8C", "9C", "6H", "9D", "8D", "4C"]
MOVES: list[SeatMove] = [
    Stake("Bob", 2),
    Stake("Cat", 1),
    Twist("Bob"),
    Stick("Bob"),
    Stick("Cat"),
    Stick("Ann"),
]

Snapshot = dict[str, str]
"""Every view the screens may ask for at one moment, as the JSON the table sent."""


def _key(viewer: str | None, deal: int | None) -> str:
    return f"{viewer}/{deal}"


def record(tmp_path: Path) -> list[Snapshot]:
    """Play the deal through a real table, keeping before each move (and at the end)
    every audience's view of every deal as JSON text."""
    session = stacked_session(PLAYERS, "Ann", TOP, deals=1)
    table = Table(random.Random(1), SessionStore(tmp_path), session)
    snapshots: list[Snapshot] = []
    for move in [*MOVES, None]:
        snapshot: Snapshot = {}
        count = len(table.view().deals)
        for viewer in (None, *PLAYERS):
            for deal in (None, *range(count)):
                message = encode(ViewMessage(table.view(viewer, deal)))
                snapshot[_key(viewer, deal)] = json.dumps(message)
        snapshots.append(snapshot)
        if move is not None:
            assert table.submit(move.player, move) is None
    table.release()
    return snapshots


class RecordedTable:
    """A :class:`TableClient` that knows only a recorded stream of views: each move a
    screen sends must be the next one recorded, and the views move on with it."""

    def __init__(self, snapshots: list[Snapshot], at: int) -> None:
        self.snapshots = snapshots
        self.at = at
        self.sent: list[SeatMove] = []
        self.settings = TableSettings()
        self.in_play = True
        self.strategies_ready = True
        self.save_warning: str | None = None
        self.path: Path | None = None

    def view(self, viewer: str | None = None, deal: int | None = None) -> TableView:
        message = decode(json.loads(self.snapshots[self.at][_key(viewer, deal)]))
        assert isinstance(message, ViewMessage)
        return message.view

    @property
    def serial(self) -> int:
        return self.view().serial

    @property
    def people(self) -> tuple[str, ...]:
        return tuple(PLAYERS)

    def is_computer(self, player: str | None) -> bool:
        return False

    def computer_due(self) -> str | None:
        return None

    def play_computer(self, seat: str) -> list[Said]:
        raise AssertionError("no computer plays at this table")

    def submit(self, seat: str, move: SeatMove) -> str | None:
        assert move == MOVES[self.at], (move, MOVES[self.at])
        self.sent.append(move)
        self.at += 1
        return None

    def refusal(self, seat: str, move: SeatMove) -> str | None:
        return None

    def cut(self, seat: str) -> str | None:
        raise AssertionError("the bank was cut before the recording")

    def hints(self, seat: str) -> list[Hint]:
        return []


class Shell(App[None]):
    """Just the game's stylesheet and one screen."""

    CSS_PATH = CSS

    def __init__(self, screen: Screen[Any]) -> None:
        super().__init__()
        self.first = screen

    def on_mount(self) -> None:
        self.push_screen(self.first)


def _text(app: App[Any]) -> str:
    """The screen's text, from its public SVG screenshot (spaces made plain)."""
    return html.unescape(app.export_screenshot()).replace("\xa0", " ")


async def test_bobs_turn_plays_from_the_views_alone(tmp_path: Path) -> None:
    table = RecordedTable(record(tmp_path), at=2)  # Bob's turn
    recorded: TableClient = table  # all the screen gets: the table as a client
    screen = PlayerTurnScreen(recorded, "Bob")
    app = Shell(screen)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shot = _text(app)
        assert "10♠" in shot and "6♥" in shot  # Bob's own cards, from his private view
        assert "9♣" not in shot and "8♦" not in shot  # the banker's, never sent to him
        await pilot.press("t")
        await pilot.pause()
        assert "4♣" in _text(app)  # the twisted card, from the next view
        await pilot.press("k")
        await pilot.pause()
        assert table.sent == [Twist("Bob"), Stick("Bob")]
        assert "Your turn is over" in _text(app)


async def test_the_ledger_shows_the_settled_deal_from_the_public_view(tmp_path: Path) -> None:
    table = RecordedTable(record(tmp_path), at=len(MOVES))  # the deal is settled
    app = Shell(LedgerScreen(table, 0))
    async with app.run_test(size=(120, 36)) as pilot:
        await pilot.pause()
        shot = _text(app)
        for card in ("9♣", "8♦", "10♠", "6♥", "4♣", "8♣", "9♦"):
            assert card in shot  # every card is public once the deal is settled (R26)
        assert "Deal 1 is settled." in shot
    standings = Shell(StandingsScreen(RecordedTable(record(tmp_path / "again"), len(MOVES))))
    async with standings.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        shot = _text(standings)
        assert "Bob" in shot and "wins" in shot
