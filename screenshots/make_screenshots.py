"""Make an SVG of every screen of the game from a seeded, stacked game.

    python3 screenshots/make_screenshots.py [--out DIR] [--only NAME ...] [--size WxH]

The pictures in this folder are made by this script; run it again after changing a screen.
Every screen is shot at 80x24, the smallest terminal the game plays in (compact cards);
a player's turn also at 100x30 (``*-medium.svg``, medium cards); the screens of a deal,
setup and the final standings also at 160x48 (``*-large.svg``), to show the large cards,
the table drawn as seats round a felt, the panes growing with the terminal and the forms
sitting in its middle;
a player's turn in the light and the high-contrast themes and with the four-colour deck;
the records and a hand history over a save folder of sessions played by a plain policy;
the host's lobby with two players joined (``pontoon host``), and a player's own device
while another player decides (100x30).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import shutil
import sys
import tempfile
import threading
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from textual.pilot import Pilot

from pontoon_tui.app.seat_app import SeatApp
from pontoon_tui.app.themes import DEFAULT_THEME
from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.chance import chance_event
from pontoon_tui.engine.events import Cut, Double, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.launch import make_app
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.storage.config import config_path, remember
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer, RemoteTable
from pontoon_tui.table.service import Table, TableSettings

SIZE = (80, 24)
MEDIUM = (100, 30)
MEDIUM_SHOTS = ("player-turn-split",)
LARGE = (160, 48)
LARGE_SHOTS = (
    "setup",
    "cut-for-bank",
    "stake",
    "player-turn-split",
    "banker-turn",
    "ledger",
    "final-standings",
    "records",
    "hand-history",
)
PLAYERS = ["Ann", "Bob", "Cat"]
# Playing order Bob, Cat, banker Ann. Bob 8♠ 8♥ splits (3♦, 2♦ dealt onto the two
# hands), Cat 10♠ 7♥, Ann 9♣ 7♣; then 9♦ and 10♦ for Bob's twists, 2♠ for Ann.
TOP = ["8S", "10S", "9C", "8H", "7H", "7C", "3D", "2D", "9D", "10D", "2S"]
SHOTS = (
    "setup",
    "cut-for-bank",
    "pass-the-device",
    "stake",
    "player-turn-split",
    "player-turn-hints",
    "help",
    "banker-turn",
    "ledger",
    "final-standings",
    "house-rules",
    "banker-doubles",
    "player-turn-light",
    "player-turn-high-contrast",
    "player-turn-four-colour",
    "records",
    "hand-history",
    "host-lobby",
    "own-device",
    "phone-seat",
)
COLOURS: dict[str, tuple[str | None, bool]] = {
    "player-turn-light": ("pontoon-light", False),
    "player-turn-high-contrast": ("pontoon-high-contrast", False),
    "player-turn-four-colour": (None, True),
}
"""The shots in other colours: the theme (None: the default) and the four-colour deck."""

Steps = Callable[[Pilot[int]], Awaitable[None]]


HOUSE = HouseRules(stick_min=16, banker_doubles=True, second_card="up", pontoon_pays=3)
"""The house rules of the doubling screenshot."""


def stacked_session(
    events: Sequence[Event], deals: int = 1, rules: HouseRules = DEFAULT_RULES
) -> Session:
    """Ann banks over a stacked pack; then ``events``."""
    session = Session(PLAYERS, deals, rules)
    session.apply(Cut({"Ann": "KS", "Bob": "QS", "Cat": "2C"}))
    rest = [card for card in full_pack(len(PLAYERS)) if card not in TOP]
    session.apply(Pack(tuple(TOP + rest)))
    for event in events:
        session.apply(event)
    return session


def plain_move(session: Session, rng: random.Random) -> Event:
    """A plain table: stakes 1 to 5, never doubles, twists below 16 (the banker below 17)."""
    nxt = session.next()
    assert nxt is not None and nxt.player is not None
    if nxt.type == "stake":
        return Stake(nxt.player, rng.randint(1, 5))
    if nxt.type == "double":
        return Double(nxt.player, False)
    deal = session.current_deal
    assert deal is not None
    if nxt.type == "bank":
        return Twist(nxt.player) if deal.banker_hand.total < 17 else Stick(nxt.player)
    in_play = deal.hand_in_play()
    assert in_play is not None
    return Stick(nxt.player) if in_play[1].total >= 16 else Twist(nxt.player)


def save_folder_of_sessions(folder: Path) -> None:
    """Six finished sessions (one under house rules) and an unfinished one, from seed 14."""
    rng = random.Random(14)
    folder.mkdir(parents=True, exist_ok=True)
    tables = (["Ann", "Bob", "Cat"], ["Ann", "Bob", "Cat", "Dan"], ["Bob", "Cat", "Eve"])
    for index in range(7):
        rules = HouseRules(stick_min=16) if index == 2 else DEFAULT_RULES
        session = Session(tables[index % 3], 4, rules)
        while not session.finished and (index < 6 or session.deals_played < 2):
            session.apply(chance_event(session, rng) or plain_move(session, rng))
        name = f"session-2026010{index + 1}-2000{index:02d}.json"
        (folder / name).write_text(dump_session(session), encoding="utf-8")


STAKES: tuple[Event, ...] = (Stake("Bob", 2), Stake("Cat", 3))
PLAYED: tuple[Event, ...] = (
    *STAKES,
    Split("Bob"),
    Twist("Bob"),
    Stick("Bob"),
    Twist("Bob"),
    Stick("Bob"),
    Stick("Cat"),
)


class ShownDoor:
    """The door of the lobby's picture: a fixed code and fingerprint, nobody let in by
    itself (the players in the picture join over the link)."""

    port = 2222
    fingerprint = "SHA256:Q3m8dVxW1o2kzR0pN4sLq7hT9yBcEfGa5uJiK6lMnOp"
    shown_code = "k7qm-x3fa"
    socket_path: Path | None = None

    def join_lines(self) -> list[str]:
        return [
            "ssh -t -p 2222 yourname@192.168.1.20",
            "ssh -t -p 2222 yourname@localhost   (from this machine)",
        ]

    async def open(self, link: LinkServer, socket_path: Path) -> None:
        self.socket_path = socket_path

    def close(self) -> None:
        pass

    async def closed(self, limit: float) -> None:
        pass

    def web_urls(self) -> list[str]:
        return []


async def _lobby(folder: Path, name: str, save_dir: Path) -> Path:
    """The host's lobby once Bob and Cat have joined from their own terminals."""
    config_path().unlink(missing_ok=True)
    door = ShownDoor()
    app = make_app(rng=random.Random(7), save_dir=save_dir, offer_saved=False, door=door)
    async with app.run_test(size=SIZE) as pilot:
        while door.socket_path is None:
            await pilot.pause(0.05)
        link = app.link  # type: ignore[attr-defined]
        joined = [
            await asyncio.to_thread(RemoteTable, str(door.socket_path), link.admit(who))
            for who in ("Bob", "Cat")
        ]
        await pilot.pause(0.3)
        app.save_screenshot(f"{name}.svg", path=str(folder))
        for device in joined:
            device.close()
    return folder / f"{name}.svg"


PHONE = (44, 30)
"""A phone held upright, in a browser: about 44 columns by 30 rows."""


async def _phone_seat(folder: Path, name: str, save_dir: Path) -> Path:
    """Bob's phone as he plays his split hands: his cards, his moves as buttons."""
    return await _own_device(folder, name, save_dir, seat="Bob", size=PHONE)


async def _own_device(
    folder: Path,
    name: str,
    save_dir: Path,
    seat: str = "Cat",
    size: tuple[int, int] = MEDIUM,
) -> Path:
    """``seat``'s own terminal (Cat's, while Bob plays his split hands on his): the table
    is served in a thread of its own, as the host's terminal serves it."""
    config_path().unlink(missing_ok=True)
    session = stacked_session((*STAKES, Split("Bob"), Twist("Bob")))
    settings = TableSettings(remote=frozenset({"Bob", "Cat"}))
    table = Table(random.Random(7), SessionStore(save_dir), session, None, settings)
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    link = LinkServer(table)
    path = Path(tempfile.mkdtemp()) / "table.sock"
    asyncio.run_coroutine_threadsafe(link.start(path), loop).result(10)
    other = "Cat" if seat == "Bob" else "Bob"
    bob = await asyncio.to_thread(RemoteTable, str(path), link.admit(other))
    device = await asyncio.to_thread(RemoteTable, str(path), link.admit(seat))
    app = SeatApp(device)
    async with app.run_test(size=size) as pilot:
        await pilot.pause(0.3)
        app.clear_notifications()  # (the seat's secret, said once)
        await pilot.pause(0.2)
        app.save_screenshot(f"{name}.svg", path=str(folder))
    device.close()
    bob.close()

    async def close() -> None:
        link.close()
        await asyncio.sleep(0.1)

    asyncio.run_coroutine_threadsafe(close(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    table.release()
    return folder / f"{name}.svg"


async def _keys(pilot: Pilot[int], *keys: str) -> None:
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


async def _shoot(
    folder: Path,
    name: str,
    session: Session | None,
    steps: Steps,
    save_dir: Path,
    size: tuple[int, int] = SIZE,
) -> Path:
    theme, four_colour = COLOURS.get(name, (None, False))
    # Every shot starts afresh: no seats, house rules or sessions from the shot before.
    config_path().unlink(missing_ok=True)
    shutil.rmtree(save_dir, ignore_errors=True)
    remember("theme", theme or DEFAULT_THEME)
    remember("four_colour", four_colour)
    path = save_dir / "session-20260101-120000.json" if session is not None else None
    app = make_app(
        rng=random.Random(7),
        session=session,
        save_dir=save_dir,
        session_path=path,
        offer_saved=False,
    )
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await steps(pilot)
        await pilot.pause(0.2)
        app.save_screenshot(f"{name}.svg", path=str(folder))
    return folder / f"{name}.svg"


async def make_all(
    folder: Path, only: Sequence[str] = (), size: tuple[int, int] | None = None
) -> list[Path]:
    """Write every screenshot into ``folder`` (or those named in ``only``; all at ``size``
    when given); returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)

    async def setup(pilot: Pilot[int]) -> None:
        for name in PLAYERS:
            await _keys(pilot, *name, "enter")

    async def cut(pilot: Pilot[int]) -> None:
        await setup(pilot)
        await _keys(pilot, "ctrl+s", "c", "c", "c")

    async def nothing(pilot: Pilot[int]) -> None:
        return None

    async def confirm(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y")

    async def hints(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y", "h")

    async def help_screen(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y", "question_mark")

    async def banker(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y", "t")

    async def ledger(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y", "t", "k", "enter")  # Enter leaves the settled table

    async def standings(pilot: Pilot[int]) -> None:
        await _keys(pilot, "y", "t", "k", "enter", "enter")

    async def house_rules(pilot: Pilot[int]) -> None:
        await _keys(pilot, "ctrl+r", "right", "down", "right", "down", "down", "down")

    async def records(pilot: Pilot[int]) -> None:
        save_folder_of_sessions(Path("saves"))
        await _keys(pilot, "ctrl+o")
        await pilot.app.workers.wait_for_complete()

    async def hand_history(pilot: Pilot[int]) -> None:
        await records(pilot)
        await _keys(pilot, "enter", "right", "down")

    def before(*events: Event) -> Callable[[], Session]:
        return lambda: stacked_session(events)

    plan: list[tuple[str, Callable[[], Session | None], Steps]] = [
        ("setup", lambda: None, setup),
        ("cut-for-bank", lambda: None, cut),
        ("pass-the-device", before(*STAKES[:1]), nothing),
        ("stake", before(*STAKES[:1]), confirm),
        ("player-turn-split", before(*STAKES, Split("Bob"), Twist("Bob")), confirm),
        ("player-turn-hints", before(*STAKES, Split("Bob")), hints),
        ("help", before(*STAKES, Split("Bob")), help_screen),
        ("banker-turn", before(*PLAYED), banker),
        ("ledger", before(*PLAYED), ledger),
        ("final-standings", before(*PLAYED), standings),
        ("house-rules", lambda: None, house_rules),
        ("banker-doubles", lambda: stacked_session(STAKES, rules=HOUSE), confirm),
        *((name, before(*STAKES, Split("Bob"), Twist("Bob")), confirm) for name in COLOURS),
        ("records", lambda: None, records),
        ("hand-history", lambda: None, hand_history),
    ]
    written = []
    folder = folder.resolve()
    here = Path.cwd()
    with tempfile.TemporaryDirectory() as temporary:
        os.chdir(temporary)  # the final standings name the save folder: "saves"
        os.environ["PONTOON_CONFIG_DIR"] = str(Path(temporary) / "config")  # not the user's
        saves = "saves"
        doors = (("host-lobby", _lobby), ("own-device", _own_device), ("phone-seat", _phone_seat))
        for name, shoot in doors:
            if not only or name in only:
                written.append(await shoot(folder, name, Path(saves)))
        for name, session, steps in plan:
            if only and name not in only:
                continue
            sizes = [(name, size or SIZE)]
            if size is None and name in MEDIUM_SHOTS:
                sizes.append((f"{name}-medium", MEDIUM))
            if size is None and name in LARGE_SHOTS:
                sizes.append((f"{name}-large", LARGE))
            for shot, shape in sizes:
                written.append(await _shoot(folder, shot, session(), steps, Path(saves), shape))
        os.chdir(here)
    return written


def _size(text: str) -> tuple[int, int]:
    width, _, height = text.partition("x")
    return int(width), int(height)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    parser.add_argument("--only", nargs="*", default=(), metavar="NAME", choices=SHOTS)
    parser.add_argument("--size", type=_size, default=None, metavar="WxH")
    args = parser.parse_args(argv)
    for path in asyncio.run(make_all(args.out, args.only, args.size)):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
