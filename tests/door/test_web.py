"""The browser door, as a phone's browser uses it: the form asks for a name and the table
code; a wrong code is refused with the reason and counts as the SSH door's do; the right
one gives the terminal page, whose websocket opens once (its token lasts a minute) and
runs the seat's screens as a process of their own, joined to the table as that name.
"""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from helpers.terminal import children
from helpers.web_door import free_port, served_web

from pontoon_tui.door import server
from pontoon_tui.door import web as web_module
from pontoon_tui.door.codes import Attempts
from pontoon_tui.door.server import Door, TypingLimit
from pontoon_tui.door.web import COOKIE, WebDoor
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer
from pontoon_tui.table.service import Table, TableSettings

pytestmark = pytest.mark.slow
SOCKET_URL = re.compile(r'data-session-websocket-url="([^"]+)"')


@pytest.fixture
async def web(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[WebDoor]:
    async with served_web(tmp_path, monkeypatch) as opened:
        yield opened


def base(web: WebDoor) -> str:
    return f"http://127.0.0.1:{web.port}/"


async def test_the_page_asks_for_a_name_and_the_code_and_refuses_a_wrong_code(
    web: WebDoor,
) -> None:
    async with aiohttp.ClientSession() as http:
        async with http.get(base(web)) as response:
            form = await response.text()
        assert response.status == 200 and 'name="code"' in form and 'name="name"' in form
        async with http.get(base(web), params={"name": "Bob", "code": "wrongone"}) as response:
            said = await response.text()
        assert response.status == 403 and "That is not this table's code" in said
        assert not SOCKET_URL.search(said)
        hostile = {"name": '<script>alert("x")</script>', "code": "x"}
        async with http.get(base(web), params=hostile) as response:
            assert "<script>alert" not in await response.text()  # a name never reaches it raw


async def test_five_wrong_codes_make_an_address_wait(web: WebDoor) -> None:
    web.door.attempts = Attempts(wrong_codes=5, wait=30.0)
    async with aiohttp.ClientSession() as http:
        for _ in range(5):
            async with http.get(base(web), params={"name": "Bob", "code": "nope"}) as response:
                assert response.status == 403
        right = {"name": "Bob", "code": web.door.shown_code}
        async with http.get(base(web), params=right) as response:
            said = await response.text()
        assert response.status == 403 and "Too many wrong codes from here" in said


async def test_the_right_code_opens_the_seat_screens_once(web: WebDoor) -> None:
    right = {"name": "Bob", "code": web.door.shown_code}
    async with aiohttp.ClientSession() as http:
        async with http.get(base(web), params=right) as response:
            page = await response.text()
        found = SOCKET_URL.search(page)
        assert response.status == 200 and found is not None
        url = found.group(1).replace("&amp;", "&")
        async with http.ws_connect(url + "?width=100&height=30") as websocket:
            seen = b""
            while b"You have joined the table" not in seen:
                message = await asyncio.wait_for(websocket.receive(), 20)
                assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT)
                data = message.data
                seen += data if isinstance(data, bytes) else data.encode()
            assert web.link is not None and web.link.connected == ("Bob",)
        with pytest.raises(aiohttp.WSServerHandshakeError):  # a token opens one websocket
            async with http.ws_connect(url):
                pass
    for _ in range(100):
        if web.link.connected == ():
            break
        await asyncio.sleep(0.05)
    assert web.link.connected == ()  # the tab closed: its screens ended, Bob left


async def open_seat(http: aiohttp.ClientSession, web: WebDoor, waited: bytes = b"") -> Any:
    """The page and its websocket, once the seat's screens say ``waited`` (if given)."""
    right = {"name": "Bob", "code": web.door.shown_code}
    async with http.get(base(web), params=right) as response:
        found = SOCKET_URL.search(await response.text())
    assert found is not None
    websocket = await http.ws_connect(found.group(1) + "?width=44&height=30")
    seen = b""
    while waited not in seen:
        message = await asyncio.wait_for(websocket.receive(), 20)
        data = message.data
        seen += data if isinstance(data, bytes) else str(data).encode()
    return websocket


async def until(check: Any, limit: float = 10.0) -> None:
    for _ in range(int(limit / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("never happened")


async def test_a_browser_that_joins_again_gets_its_seat_back_without_the_secret(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    table = link.table
    jar = aiohttp.CookieJar(unsafe=True)  # (a browser keeps a cookie from an address too)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        first = await open_seat(http, web, b"You have joined the table")
        table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        await until(lambda: link.seat_of(link.screens[0]) == "Bob")
        await first.close()  # the phone's connection drops
        await until(lambda: link.away == ("Bob",))
        again = await open_seat(http, web)  # "Join again": the same cookie
        await until(lambda: link.away == ())
        assert [link.seat_of(screen) for screen in link.screens] == ["Bob"]
        await again.close()
        await until(lambda: link.connected == ())
    # Another browser (no cookie) with Bob's name must give the secret to sit down.
    async with aiohttp.ClientSession() as stranger:
        other = await open_seat(stranger, web)
        await until(lambda: link.asking() == ("Bob",))
        assert link.away == ("Bob",)
        await other.close()
        await until(lambda: link.connected == () and not children())


async def test_a_browser_back_while_its_old_connection_lingers_takes_its_place(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as http:
        first = await open_seat(http, web, b"You have joined the table")
        link.table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        await until(lambda: link.away == () and len(link.screens) == 1)
        again = await open_seat(http, web)  # the first never closed
        await until(lambda: link.connected == ("Bob",))  # not "Bob2": the old one is cut off
        assert [link.seat_of(screen) for screen in link.screens] == ["Bob"]
        await again.close()
        await first.close()
        await until(lambda: link.connected == () and not children())


async def test_a_door_opened_without_the_browser_page_opens_it_from_the_lobby(
    tmp_path: Path,
) -> None:
    table = Table(random.Random(1), SessionStore(tmp_path / "saves"))
    link = LinkServer(table)
    folder = tmp_path / "host"
    folder.mkdir(mode=0o700)
    await link.start(folder / "table.sock")
    door = Door(port=free_port(), bind="127.0.0.1", key_path=tmp_path / "key")
    await door.open(link, folder / "table.sock")
    assert door.web_urls() == []
    port = free_port()
    await door.open_web(port)
    assert door.web_urls()[0].startswith(f"http://127.0.0.1:{port}/?code={door.shown_code}")
    async with aiohttp.ClientSession() as http, http.get(f"http://127.0.0.1:{port}/") as page:
        assert page.status == 200 and "Table code" in await page.text()
    door.close()
    await asyncio.sleep(0.1)
    link.close()


class Recorded:
    """A seat's screens that keep what they are typed."""

    def __init__(self) -> None:
        self.typed = b""

    async def send_bytes(self, data: bytes) -> None:
        self.typed += data


async def test_a_browser_types_no_faster_than_an_ssh_client_may(web: WebDoor) -> None:
    screens, limit = Recorded(), TypingLimit(asyncio.get_running_loop().time())
    started = asyncio.get_running_loop().time()
    for _ in range(20):  # 80 KiB at once: a flood, not typing
        await web._obey(["stdin", "x" * 4096], screens, limit)
    assert len(screens.typed) == server.INPUT_BURST  # the burst, then nothing more now
    await asyncio.sleep(0.5)
    await web._obey(["stdin", "y" * 4096], screens, limit)
    waited = asyncio.get_running_loop().time() - started
    assert 0 < screens.typed.count(b"y") <= int(waited * server.INPUT_RATE) + 1


async def test_the_doors_hold_a_bounded_number_of_players_between_them(
    web: WebDoor, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "MAX_CONNECTIONS", 1)
    monkeypatch.setattr(web_module, "MAX_CONNECTIONS", 1)
    async with aiohttp.ClientSession() as http:
        first = await open_seat(http, web, b"You have joined the table")
        right = {"name": "Cat", "code": web.door.shown_code}
        async with http.get(base(web), params=right) as response:
            said = await response.text()
        assert response.status == 503 and "The table is full" in said
        assert SOCKET_URL.search(said) is None  # no terminal page: the form says why
        await first.close()
        await until(lambda: web.link is not None and web.link.connected == () and not children())


async def test_a_cookie_planted_beforehand_or_used_already_names_no_browser(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    jar = aiohttp.CookieJar(unsafe=True)
    jar.update_cookies({COOKIE: "x" * 32})  # chosen by someone else, before Bob's visit
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        first = await open_seat(http, web, b"You have joined the table")
        link.table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        await until(lambda: link.away == () and len(link.screens) == 1)
        used = {cookie.key: cookie.value for cookie in jar}[COOKIE]
        assert used != "x" * 32  # the table gave its own value
        await first.close()
        await until(lambda: link.away == ("Bob",))
        again = await open_seat(http, web)  # Bob's browser: its seat, and a new value
        await until(lambda: link.away == ())
        assert {cookie.key: cookie.value for cookie in jar}[COOKIE] != used
        await again.close()
        await until(lambda: link.away == ("Bob",))
    for stale in ("x" * 32, used):  # the value planted, and the one Bob's browser had
        other = aiohttp.CookieJar(unsafe=True)
        other.update_cookies({COOKIE: stale})
        async with aiohttp.ClientSession(cookie_jar=other) as http:
            second = await open_seat(http, web)
            await until(lambda: link.asking() == ("Bob",))  # it must give the secret
            assert link.away == ("Bob",)
            await second.close()
            await until(lambda: link.connected == () and not children())


async def test_a_seat_another_device_took_back_never_returns_to_the_old_one(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    table = link.table
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        first = await open_seat(http, web, b"You have joined the table")
        table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        await until(lambda: link.away == () and len(link.screens) == 1)
        await first.close()  # Bob's phone goes; Bob comes back on another device
        await until(lambda: link.away == ("Bob",))
        async with aiohttp.ClientSession() as another:
            laptop = await open_seat(another, web)
            await until(lambda: link.asking() == ("Bob",))
            assert link.approve("Bob")  # (or the secret): Bob sits at the laptop
            await until(lambda: link.away == ())
            await laptop.close()
            await until(lambda: link.away == ("Bob",))
        # The old phone comes back: the seat is no longer its own to take without asking.
        again = await open_seat(http, web)
        await until(lambda: link.asking() == ("Bob",))
        assert link.away == ("Bob",)
        await again.close()
        await until(lambda: link.connected == () and not children())


async def test_a_browser_that_left_before_its_screens_began_still_comes_back(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        first = await open_seat(http, web, b"You have joined the table")
        link.table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        await until(lambda: link.away == () and len(link.screens) == 1)
        await first.close()
        await until(lambda: link.away == ("Bob",))
        right = {"name": "Bob", "code": web.door.shown_code}
        async with http.get(base(web), params=right) as response:  # a page, and gone
            assert response.status == 200
        again = await open_seat(http, web)
        await until(lambda: link.away == ())  # its seat, without the secret
        await again.close()
        await until(lambda: link.connected == () and not children())


class Resized(Recorded):
    """A seat's screens that count the sizes they are given."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes = 0

    async def set_terminal_size(self, width: int, height: int) -> None:
        self.sizes += 1


async def test_a_page_that_floods_its_size_is_not_followed(web: WebDoor) -> None:
    screens, limit = Resized(), TypingLimit(asyncio.get_running_loop().time())
    for step in range(1000):  # a thousand new sizes at once: no person turns a phone so
        await web._obey(["resize", {"width": 40 + step % 50, "height": 30}], screens, limit)
    assert 0 < screens.sizes <= server.INPUT_BURST // web_module.MESSAGE_COST


async def test_a_page_laid_out_again_keeps_the_name_its_player_chose_at_the_table(
    web: WebDoor,
) -> None:
    link = web.link
    assert link is not None
    jar = aiohttp.CookieJar(unsafe=True)
    async with aiohttp.ClientSession(cookie_jar=jar) as http:
        first = await open_seat(http, web, b"You have joined the table")  # as "Bob"
        screen = link.screens[0]
        assert link._answer(screen, {"type": "rename", "name": "Zoe"}) == {"reason": None}
        await first.close()
        await until(lambda: link.connected == ())
        again = await open_seat(http, web)  # the same address: ?name=Bob, laid out again
        await until(lambda: link.connected == ("Zoe",))
        await again.close()
        await until(lambda: link.connected == ())
        right = {"name": "Yan", "code": web.door.shown_code}  # a name typed on the form
        async with http.get(base(web), params=right) as response:
            found = SOCKET_URL.search(await response.text())
        assert found is not None
        typed = await http.ws_connect(found.group(1) + "?width=44&height=30")
        await until(lambda: link.connected == ("Yan",))
        await typed.close()
        await until(lambda: link.connected == () and not children())
