"""A player joins from a real browser (Debian's Chromium, headless, driven by Playwright):
the page from the lobby's address, a name, the terminal drawn by textual-serve's page, and
the seat's own stake typed there reaching the table; over plain HTTP, and over HTTPS with
a self-signed certificate (which the browser is told to accept), where the page's
websocket must be a secure one for the browser to open it."""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from helpers.tls import self_signed
from helpers.web_door import served_web

from pontoon_tui.door.web import WebDoor, tls_context
from pontoon_tui.engine.cards import full_pack
from pontoon_tui.engine.events import Cut, Pack, Stake
from pontoon_tui.table.service import TableSettings

playwright = pytest.importorskip("playwright.async_api")
CHROMIUM = shutil.which("chromium")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium"),
]
BROWSER_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


@pytest.fixture(params=["http", "https"])
async def served(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, request: pytest.FixtureRequest
) -> AsyncIterator[WebDoor]:
    tls = tls_context(*self_signed(tmp_path)) if request.param == "https" else None
    async with served_web(tmp_path, monkeypatch, tls) as web:
        yield web


async def until(check: object, limit: float = 30.0) -> None:
    for _ in range(int(limit / 0.05)):
        if check():  # type: ignore[operator]
            return
        await asyncio.sleep(0.05)
    raise AssertionError("never happened")


async def test_a_player_joins_from_a_browser_and_stakes_there(
    served: WebDoor, tmp_path: Path
) -> None:
    link = served.link
    assert link is not None
    table = link.table
    url = served.join_urls()[0]
    assert url == f"{served.scheme}://127.0.0.1:{served.port}/?code={served.door.shown_code}"
    async with playwright.async_playwright() as driver:
        browser = await driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        page = await browser.new_page(
            viewport={"width": 1100, "height": 760}, has_touch=True, ignore_https_errors=True
        )
        await page.goto(url)
        assert await page.input_value("#code") == served.door.shown_code  # from the QR link
        await page.fill("#name", "Bob")
        await page.tap("button[type=submit]")
        await until(lambda: link.connected == ("Bob",))
        # The host seats Bob at his browser and deals: his stake is his to make there.
        table.start(["Ann", "Bob"], 1, TableSettings(remote=frozenset({"Bob"})))
        table.apply(Cut({"Ann": "KS", "Bob": "2C"}))
        table.apply(Pack(tuple(full_pack(2))))
        await asyncio.sleep(2.0)
        await page.click(".textual-terminal")  # the terminal takes the keys
        await page.keyboard.press("3")
        await until(lambda: Stake("Bob", 3) in table.active.events)
        await page.screenshot(path=str(tmp_path / "browser.png"))
        await browser.close()
    assert (tmp_path / "browser.png").stat().st_size > 10_000
