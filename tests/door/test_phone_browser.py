"""A player at the table with a phone: Debian's Chromium, headless, as a phone held upright
(412 x 915 CSS pixels, touch, a mobile viewport), driven by Playwright.

The player scans the lobby's code (opens its address, the table code in it), gives a name,
and plays a whole deal by tapping: the stake, a refused move (the reason shows), the
moves, the ledger's Continue. Midway the phone loses its connection; it taps "Join again"
and is back in its seat, without the secret.

The browser draws the terminal on a canvas, so the test reads what it shows the way the
page does: every byte the page's websocket receives goes into a terminal emulator (pyte)
of the size the page asked for, and a tap lands on the cell where a word is drawn.
"""

from __future__ import annotations

import asyncio
import re
import shutil
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.web_door import served_web

from pontoon_tui.door.web import WebDoor
from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake, Stick, Twist
from pontoon_tui.table.service import TableSettings

playwright = pytest.importorskip("playwright.async_api")
pytest.importorskip("pyte")
from helpers.phone import BROWSER_ARGS, PHONE, PageTerminal  # noqa: E402

CHROMIUM = shutil.which("chromium")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium"),
]
CANVAS = """() => {
    const canvas = document.querySelector(".xterm-screen canvas");
    return {pixels: canvas.width, width: canvas.getBoundingClientRect().width,
            ratio: window.devicePixelRatio};
}"""


@pytest.fixture
async def served(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[WebDoor]:
    async with served_web(tmp_path, monkeypatch) as web:
        yield web


class Phone(PageTerminal):
    """A phone's page: what its terminal shows, and taps on it."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page

    async def shows(self, text: str, limit: float = 20.0) -> None:
        await until(lambda: text in self.words, limit, lambda: "\n".join(self.lines))

    async def tap(self, pattern: str) -> None:
        """Tap the middle of the first place the screen draws ``pattern`` (a regex)."""
        box = await self.page.locator(".xterm-screen").bounding_box()
        await self.page.touchscreen.tap(*self.place(pattern, box))
        await asyncio.sleep(0.3)  # (a button stays pressed a moment; a person is slower)


async def until(
    check: Callable[[], bool], limit: float = 20.0, said: Callable[[], str] = lambda: ""
) -> None:
    for _ in range(int(limit / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("never happened\n" + said())


async def test_a_phone_joins_by_the_code_plays_a_deal_by_taps_and_comes_back(
    served: WebDoor, tmp_path: Path
) -> None:
    link = served.link
    assert link is not None
    table = link.table
    events = lambda: table.active.events  # noqa: E731
    url = f"http://127.0.0.1:{served.port}/?code={served.door.shown_code}"  # the QR code's
    async with playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        context = await browser.new_context(**PHONE)
        page = await context.new_page()
        routes: list[tuple[Any, Any]] = []
        await page.route_web_socket(
            re.compile(r"/ws/"), lambda ws: routes.append((ws, ws.connect_to_server()))
        )
        phone = Phone(page)
        asked: list[str] = []
        page.on("request", lambda request: asked.append(request.url))
        await page.goto(url)
        assert await page.input_value("#code") == served.door.shown_code
        await page.fill("#name", "Bob")
        await page.tap("button[type=submit]")
        await phone.shows("You have joined the table")
        assert 40 <= phone.screen.columns < 80  # a phone's terminal: the seat's phone screens
        # The letters fit their cells: the canvas's pixels are its size on the page times
        # the pixel ratio the terminal draws at.
        drawn = await page.evaluate(CANVAS)
        assert abs(drawn["pixels"] - drawn["width"] * drawn["ratio"]) <= 2, drawn
        # The host seats Bob at his phone and deals: Bob gets A♠ and 3♠, Ann banks.
        table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        table.apply(Cut({"Ann": "KS", "Bob": "2C"}))
        table.apply(Pack(tuple(full_pack(2))))
        await phone.shows("tap one.")
        await phone.tap(r"(?<=\s)3(?=\s+4\s+5)")
        await until(lambda: Stake("Bob", 3) in events())
        await phone.shows("Your turn: tap a move.")
        await phone.tap("Split")
        await phone.shows("only two cards of the same rank split")
        assert "Split" not in [type(e).__name__ for e in events()]
        # The phone's connection drops: the seat is away; "Join again" brings it back.
        socket, server = routes[-1]
        await server.close()
        await socket.close()
        await until(lambda: link.away == ("Bob",))
        await page.wait_for_selector("#again", state="visible")
        await page.tap("#again")
        await until(lambda: link.away == () and phone.sockets == 2)
        await phone.shows("Your turn: tap a move.")  # no secret asked: the same browser
        await phone.tap("Twist")
        await until(lambda: Twist("Bob") in events())
        await phone.tap("Stick")
        await until(lambda: Stick("Bob") in events())
        await phone.shows("Waiting for Ann to play the bank.")
        table.submit("Ann", Stick("Ann"))
        await phone.shows("Deal 1 is settled.")
        await phone.tap("Continue")
        await phone.shows("The session is over")
        await page.screenshot(path=str(tmp_path / "phone.png"))
        await browser.close()
    here = f"http://127.0.0.1:{served.port}/"
    assert asked and all(url.startswith(here) for url in asked)  # no font from elsewhere


async def test_a_phone_turned_sideways_gets_the_full_screens_and_keeps_its_seat(
    served: WebDoor,
) -> None:
    link = served.link
    assert link is not None
    table = link.table
    url = f"http://127.0.0.1:{served.port}/?code={served.door.shown_code}&name=Bob"
    sideways = dict(PHONE, viewport={"width": 915, "height": 412})
    async with playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        context = await browser.new_context(**sideways)
        page = await context.new_page()
        phone = Phone(page)
        await page.goto(url)
        await phone.shows("You have joined the table")
        assert phone.screen.columns >= 80 and phone.screen.lines >= 24  # the full screens
        table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        table.apply(Cut({"Ann": "KS", "Bob": "2C"}))
        table.apply(Pack(tuple(full_pack(2))))
        await phone.shows("press a number or click")  # the full stake screen
        await page.set_viewport_size({"width": 412, "height": 915})  # turned upright
        await until(lambda: phone.sockets == 2 and link.away == ())
        await phone.shows("tap one.")  # the phone's screens, the seat kept
        assert phone.screen.columns < 80
        await phone.tap(r"(?<=\s)4(?=\s+5)")
        await until(lambda: Stake("Bob", 4) in table.active.events)
        await browser.close()


async def swipe(page: Any, x: float, start: float, end: float) -> None:
    """A finger dragged from ``start`` to ``end`` (page pixels, at ``x``), as a phone's
    screen reports it."""
    cdp = await page.context.new_cdp_session(page)
    steps = 12
    await cdp.send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": start}]}
    )
    for step in range(1, steps + 1):
        y = start + (end - start) * step / steps
        await cdp.send(
            "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
        )
        await asyncio.sleep(0.02)
    await cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


async def test_a_finger_dragged_up_the_rules_scrolls_them(served: WebDoor) -> None:
    url = f"http://127.0.0.1:{served.port}/?code={served.door.shown_code}&name=Bob"
    async with playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        context = await browser.new_context(**PHONE)
        page = await context.new_page()
        phone = Phone(page)
        await page.goto(url)
        await phone.shows("You have joined the table")
        await phone.tap(r"\? Help")
        await phone.shows("The aim.")
        box = await page.locator(".xterm-screen").bounding_box()
        middle = box["x"] + box["width"] / 2
        await swipe(page, middle, box["y"] + box["height"] * 0.8, box["y"] + box["height"] * 0.2)
        await until(lambda: "The aim." not in phone.words, 10, lambda: "\n".join(phone.lines))
        assert "esc Back to the game" in phone.words  # the same screen, scrolled
        await swipe(page, middle, box["y"] + box["height"] * 0.2, box["y"] + box["height"] * 0.9)
        await phone.shows("The aim.")  # and back
        await browser.close()
