"""The host's terminal at a table with a door, driven with keys (Pilot), with devices
joining over the real link in threads of their own (the door itself is the SSH tests').

The lobby says how to join and who has; setup seats the devices by their names and marks
them; the host's terminal cuts for a player at their own device, watches while that player
decides, and shows the seats at devices (F3), where it may let the computer play one that
is away.
"""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from helpers.app_driver import screen_text

from pontoon_tui.app.host_app import HostApp
from pontoon_tui.engine.events import Stake
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer, RemoteTable
from pontoon_tui.table.service import Table


class QuietDoor:
    """A door that lets nobody in by itself (the devices use the link directly)."""

    port = 2222
    opening = 2222
    fingerprint = "SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG"
    shown_code = "k7qm-x3fa"

    def join_lines(self) -> list[str]:
        return ["ssh -t -p 2222 yourname@192.0.2.7"]

    async def open(self, link: LinkServer, socket_path: Path) -> None:
        self.link, self.socket_path = link, socket_path

    def close(self) -> None:
        pass

    async def closed(self, limit: float) -> None:
        pass

    web_open = False
    refuse_web = False

    def web_urls(self) -> list[str]:
        return ["http://192.0.2.7:8080/?code=k7qm-x3fa"] if self.web_open else []

    async def open_web(self, port: int = 8080) -> None:
        if self.refuse_web:
            raise OSError(98, "Address already in use")
        self.web_open = True


async def wait_until(check: object, pilot: object, limit: float = 5.0) -> None:
    for _ in range(int(limit / 0.05)):
        if check():  # type: ignore[operator]
            return
        await pilot.pause(0.05)  # type: ignore[attr-defined]
    raise AssertionError("never happened:\n" + screen_text(pilot.app))  # type: ignore[attr-defined]


async def test_the_host_seats_a_device_cuts_for_it_and_watches_it_decide(tmp_path: Path) -> None:
    table = Table(random.Random(4), SessionStore(tmp_path / "saves"))
    door = QuietDoor()
    app = HostApp(table, door, offer_saved=False, computer_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(lambda: hasattr(door, "socket_path"), pilot)
        lobby = screen_text(app)
        assert "k7qm-x3fa" in lobby and "ssh -t -p 2222 yourname@192.0.2.7" in lobby
        assert "SHA256:abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG" in lobby
        assert "Nobody has joined yet." in lobby
        bob = await asyncio.to_thread(RemoteTable, str(door.socket_path), app.link.admit("Bob"))
        await wait_until(lambda: "Bob (1 device)" in screen_text(app), pilot)
        await pilot.press("enter")  # setup, Bob seated by his name and marked
        await wait_until(lambda: "1. Bob (own device)" in screen_text(app), pilot)
        await pilot.press(*"Ann", "enter", "ctrl+s")
        # Bob cuts first (the first seat): the host's terminal cuts for him.
        await wait_until(
            lambda: "Press c to cut for Bob (at their own device)." in screen_text(app), pilot
        )
        assert table.settings.remote == frozenset({"Bob"})
        for _ in range(12):
            if "banks first. Press Enter." in screen_text(app):
                break
            await pilot.press("c")
        await pilot.press("enter")
        if table.view().banker == "Ann":  # Bob stakes at his own device
            await wait_until(
                lambda: (
                    "Bob to look at their first card and stake, on their own device"
                    in screen_text(app)
                ),
                pilot,
            )
            await pilot.press("3")  # a key here is not Bob's move
            assert "✗ Not your move" in screen_text(app)
            assert await asyncio.to_thread(bob.submit, "Bob", Stake("Bob", 2)) is None
            # The host's terminal follows Bob's move: his turn is next, at his device.
            await wait_until(
                lambda: "Waiting for Bob to play their hand" in screen_text(app), pilot
            )
        bob.close()
        await wait_until(lambda: app.link.away == ("Bob",), pilot)
        await pilot.press("f3")
        await wait_until(lambda: "Bob · away" in screen_text(app), pilot)
        await pilot.press("c")  # the computer plays Bob's seat while he is away
        await wait_until(lambda: "Bob" in table.settings.computers, pilot)
        assert "The computer plays Bob's seat until Bob is back." in screen_text(app)


async def test_the_game_at_one_terminal_offers_to_let_players_join_from_their_devices(
    tmp_path: Path,
) -> None:
    from pontoon_tui.launch import make_app

    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"own devices")
        await wait_until(lambda: "Players join from their own devices" in screen_text(app), pilot)
        await pilot.press("enter")  # the game ends, to open again as the host's terminal
    assert app.host_next and app.return_code == 0
    host = HostApp(Table(random.Random(1), SessionStore(tmp_path / "saves")), QuietDoor())
    assert not host.may_open_door  # its door is open already: the palette does not offer it


async def test_setup_keeps_a_seat_for_a_player_who_joins_later(tmp_path: Path) -> None:
    table = Table(random.Random(4), SessionStore(tmp_path / "saves"))
    door = QuietDoor()
    app = HostApp(table, door, offer_saved=False, computer_pause=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_until(lambda: hasattr(door, "socket_path"), pilot)
        await pilot.press("enter")
        await pilot.press(*"Ann", "enter", *"Dan", "enter")
        for _ in range(6):  # to the seat list
            await pilot.press("tab")
        await pilot.press("down", "o")  # Dan's seat: played from Dan's own device
        await wait_until(lambda: "2. Dan (own device)" in screen_text(app), pilot)
        await pilot.press("ctrl+s")
        await wait_until(lambda: table.in_play, pilot)
        assert table.settings.remote == frozenset({"Dan"})
        dan = await asyncio.to_thread(RemoteTable, str(door.socket_path), app.link.admit("dan"))
        assert dan.seat == "Dan" and dan.secret is not None  # (in any capitals)
        dan.close()


async def test_the_lobby_opens_the_browser_door_for_phones_with_a_key(tmp_path: Path) -> None:
    table = Table(random.Random(4), SessionStore(tmp_path / "saves"))
    door = QuietDoor()
    door.refuse_web = True
    app = HostApp(table, door, offer_saved=False, computer_pause=0)
    async with app.run_test(size=(100, 40)) as pilot:
        await wait_until(lambda: "w lets phones join too" in screen_text(app), pilot)
        await pilot.press("w")
        await wait_until(lambda: "port 8080): Address already in use" in screen_text(app), pilot)
        door.refuse_web = False
        await pilot.press("w")
        await wait_until(lambda: "http://192.0.2.7:8080/?code=k7qm-x3fa" in screen_text(app), pilot)
        shown = screen_text(app)
        assert "Join from a browser (type the address" in shown and "w lets phones" not in shown
