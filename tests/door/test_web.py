"""The browser door, as a phone's browser uses it: the form asks for a name and the table
code; a wrong code is refused with the reason and counts as the SSH door's do; the right
one gives the terminal page, whose websocket opens once (its token lasts a minute) and
runs the seat's screens as a process of their own, joined to the table as that name.
"""

from __future__ import annotations

import asyncio
import random
import re
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from helpers.terminal import ROOT

from pontoon_tui.door.codes import Attempts
from pontoon_tui.door.server import Door
from pontoon_tui.door.web import WebDoor
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer
from pontoon_tui.table.service import Table

pytestmark = pytest.mark.slow
SOCKET_URL = re.compile(r'data-session-websocket-url="([^"]+)"')


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
async def web(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[WebDoor]:
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    table = Table(random.Random(1), SessionStore(tmp_path / "saves"))
    link = LinkServer(table)
    folder = tmp_path / "host"
    folder.mkdir(mode=0o700)
    await link.start(folder / "table.sock")
    door = Door(port=free_port(), bind="127.0.0.1", key_path=tmp_path / "key")
    opened = WebDoor(door, port=free_port(), bind="127.0.0.1")
    await opened.open(link, folder / "table.sock")
    yield opened
    await opened.close()
    link.close()


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
