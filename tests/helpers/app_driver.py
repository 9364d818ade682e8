"""Playing the app through its screens with real key presses, and reading the screen.

``Driver`` presses the keys a careful table would press on each screen, keeps track of
who holds the device (the person named by the last pass-the-device screen), and calls a
check on every screen it sees, so privacy can be verified at each step. While the computer
plays it presses Space, so each computer move is one step (give the app a long pause).
"""

from __future__ import annotations

import html
import re
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rich.cells import cell_len
from textual.app import App
from textual.pilot import Pilot
from textual.widgets import Static

from helpers.app_stack import stacked_session
from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.banker_pontoon import BankerPontoonScreen
from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.buy import BuyScreen
from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.double import DoubleScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.seat_list import SeatList
from pontoon_tui.engine.events import Event
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app

Check = Callable[["Driver"], None]


@asynccontextmanager
async def stacked_app(
    save_dir: Path,
    top: Sequence[str],
    players: Sequence[str] = ("Ann", "Bob"),
    size: tuple[int, int] = (100, 30),
    moves: Sequence[Event] = (),
) -> AsyncIterator[tuple[PontoonApp, Pilot[object], Session]]:
    """The game running a session the first player banks, its pack starting with ``top``,
    after ``moves``, on the screen it opens on."""
    session = stacked_session(list(players), players[0], top)
    for move in moves:
        session.apply(move)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        yield app, pilot, session


async def settle(pilot: Pilot[Any], app: PontoonApp, screen: type, tries: int = 60) -> None:
    """Wait until ``screen`` shows (pressing y on pass-the-device screens)."""
    for _ in range(tries):
        if isinstance(app.screen, screen):
            return
        if isinstance(app.screen, PassDeviceScreen):
            await pilot.press("y")
        await pilot.pause(0.05)
    raise AssertionError(f"{screen.__name__} never showed; {type(app.screen).__name__} did")


@asynccontextmanager
async def bobs_turn(
    save_dir: Path, top: Sequence[str], size: tuple[int, int] = (100, 30)
) -> AsyncIterator[tuple[PontoonApp, Pilot[object], Session]]:
    """Ann banks for Bob, whose pack starts with ``top``; Bob has taken the device and
    staked 2, and his turn is on screen."""
    async with stacked_app(save_dir, top, size=size) as (app, pilot, session):
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        yield app, pilot, session


SVG_TEXT = re.compile(
    r'<text [^>]*?x="([^"]+)" [^>]*?textLength="([^"]+)" '
    r'clip-path="url\(#[^"]*-line-(\d+)\)">([^<]*)</text>'
)
"""One run of text in Textual's SVG screenshot: its x, its width, its line and its text
(Rich leaves out runs that are only spaces)."""


def screen_text(app: App[object]) -> str:
    """Everything the terminal shows now, as plain text, a line of the terminal's width
    for each of its lines (read from the app's public SVG screenshot)."""
    width, height = app.size
    rows = [[" "] * width for _ in range(height)]
    for x, length, line, escaped in SVG_TEXT.findall(app.export_screenshot()):
        text = html.unescape(escaped).replace("\xa0", " ")
        column = round(float(x) / (float(length) / len(text)))
        row = rows[int(line)]
        for char in text:
            if column < width:
                row[column] = char
                for cell in range(1, cell_len(char)):  # a wide character's second cell
                    if column + cell < width:
                        row[column + cell] = ""
            column += cell_len(char)
    return "\n".join("".join(row) for row in rows)


SVG_RECT = re.compile(r'<rect fill="(#[0-9a-fA-F]{6})" x="[^"]+" y="([^"]+)" ')
"""A run of background in Textual's SVG screenshot: its colour and its top."""
CHROME = set(" ▏▕▔▁")
"""What a line shows that is not content: spaces, and the edges between panes."""


def empty_rows(app: App[object], felt: str) -> list[int]:
    """The terminal's lines that show nothing: no text (the edges between panes left out)
    and none of the felt's colour ``felt`` (``#rrggbb``), which is the table's cloth."""
    svg = app.export_screenshot()
    text = screen_text(app).splitlines()
    tops = sorted({float(y) for _, y in SVG_RECT.findall(svg)})
    pitch = (tops[-1] - tops[0]) / max(1, len(text) - 1) if len(tops) > 1 else 1.0
    clothed = {
        round((float(y) - tops[0]) / pitch)
        for colour, y in SVG_RECT.findall(svg)
        if colour.lower() == felt.lower()
    }
    return [n for n, line in enumerate(text) if set(line) <= CHROME and n not in clothed]


def setup_message(app: App[object]) -> str:
    """What setup says under its fields."""
    return str(app.screen.query_one("#setup-message", Static).render())


def turn_message(app: App[object]) -> str:
    """What a turn's screen says under the hands (its ``#message``)."""
    return str(app.screen.query_one("#message", Plain).render())


def burst(app: App[object], text: str) -> None:
    """Type ``text`` in one burst (every key queued before the app reads the first);
    a new line is Enter."""
    for char in text:
        app.simulate_key("enter" if char == "\n" else char)


async def seated(app: App[object], pilot: Pilot[Any], names: Sequence[str]) -> list[str]:
    """The seats once ``names`` are seated (or a while has passed)."""
    seats = app.screen.query_one(SeatList)
    for _ in range(40):
        await pilot.pause(0.05)
        if seats.names == list(names):
            break
    return seats.names


def plain_move(session: Session, nxt: Next) -> str:
    """A simple player: split pairs, buy once below 12, twist below 15, else stick."""
    assert nxt.player is not None
    seat = table_view(session, nxt.player).seat(nxt.player)
    assert seat is not None
    hand = seat.hands[nxt.hand - 1]
    total = hand.total or 0
    if "split" in nxt.moves:
        return "split"
    if "buy" in nxt.moves and total < 12 and not hand.purchases:
        return "buy"
    if "stick" in nxt.moves and total >= 15:
        return "stick"
    return "twist"


@dataclass
class Driver:
    """Presses the keys for whatever screen is showing."""

    pilot: Pilot[int]
    stake: int = 2
    choose: Callable[[Session, Next], str] = plain_move
    banker_stands: int = 17
    check: Check | None = None
    holder: str | None = None
    screens: list[str] = field(default_factory=list)

    @property
    def app(self) -> PontoonApp:
        app = self.pilot.app
        assert isinstance(app, PontoonApp)
        return app

    @property
    def session(self) -> Session:
        return self.app.table.active

    async def step(self) -> bool:
        """Answer the screen showing now; False once the final standings show."""
        await self.pilot.pause()
        screen = self.app.screen
        self.screens.append(type(screen).__name__)
        if self.check is not None:
            self.check(self)
        if isinstance(screen, StandingsScreen):
            return False
        if isinstance(screen, PassDeviceScreen):
            await self.pilot.press("y")
            self.holder = screen.player
        elif isinstance(screen, CutScreen):
            await self.pilot.press("enter" if screen.decided else "c")
        elif isinstance(screen, StakeScreen):
            await self.pilot.press(str(self.stake))
        elif isinstance(screen, DoubleScreen):  # H7: double every other deal
            await self.pilot.press("d" if len(self.session.deals) % 2 else "n")
        elif isinstance(screen, PlayerTurnScreen):
            await self.play_turn(screen)
        elif isinstance(screen, BuyScreen):
            await self.pilot.press("enter")
        elif isinstance(screen, BankerTurnScreen) and screen.over:
            await self.pilot.press("enter")  # the bank's last card seen: on to the ledger
        elif isinstance(screen, BankerTurnScreen):
            deal = self.session.current_deal
            assert deal is not None
            self.holder = deal.banker  # the banker works the device in their turn
            bank = table_view(self.session, None).banker_hand
            assert bank is not None and bank.total is not None
            await self.pilot.press("t" if bank.total < self.banker_stands else "k")
        elif isinstance(screen, LedgerScreen | BankerPontoonScreen):
            await self.pilot.press("enter")
        elif isinstance(screen, ComputerTurnScreen):
            await self.pilot.press("space")
        else:
            raise AssertionError(f"the driver does not know {type(screen).__name__}")
        return True

    async def play_turn(self, screen: PlayerTurnScreen) -> None:
        if screen.turn_over:
            await self.pilot.press("enter")
            return
        nxt = self.session.next()
        assert nxt is not None and nxt.type == "play"
        move = self.choose(self.session, nxt)
        await self.pilot.press({"split": "s", "buy": "b", "twist": "t", "stick": "k"}[move])

    async def play_until(self, done: Callable[[Driver], bool], limit: int = 2000) -> None:
        """Answer screens until ``done`` holds; fails if the standings come first."""
        for _ in range(limit):
            await self.pilot.pause()
            if done(self):
                return
            if not await self.step():
                raise AssertionError(f"the session ended first; screens: {self.screens[-8:]}")
        raise AssertionError("too many screens")

    async def play_to_the_end(self, limit: int = 2000) -> None:
        """Answer screens until the final standings show."""
        for _ in range(limit):
            if not await self.step():
                return
        raise AssertionError("the session did not end")
