"""A phone's browser at the table: what the page's terminal shows, read the way the page
reads it, and where to tap to press what it shows.

The browser draws the terminal on a canvas, so its text cannot be read from the page.
Every byte the page's websocket receives goes into a terminal emulator (pyte) of the size
the page asked for; a tap on a word is the middle of the cells where it is drawn, turned
into the page's pixels by the terminal's box on the page.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlparse

import pyte

BROWSER_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip
"""Debian's Chromium, headless, without the services that would reach the internet."""
PHONE: dict[str, Any] = {
    "viewport": {"width": 412, "height": 915},
    "device_scale_factor": 2.625,
    "is_mobile": True,
    "has_touch": True,
}
"""A phone held upright: its size in CSS pixels, its pixel ratio, touch."""


class PageTerminal:
    """What a page's terminal shows, fed by its websockets (a new one starts afresh).

    Attributes:
        sockets: how many websockets the page has opened.
        received: every byte the page's terminals were sent, for looking for what a seat
            must not see.
    """

    def __init__(self, page: Any) -> None:
        self.screen: Any = None
        self.stream: Any = None
        self.sockets = 0
        self.received = bytearray()
        page.on("websocket", self._opened)

    def _opened(self, websocket: Any) -> None:
        query = parse_qs(urlparse(websocket.url).query)
        self.screen = pyte.Screen(int(query["width"][0]), int(query["height"][0]))
        self.stream = pyte.ByteStream(self.screen)
        self.sockets += 1
        websocket.on("framereceived", self._received)

    def _received(self, payload: bytes | str) -> None:
        if isinstance(payload, bytes):
            self.received += payload
            self.stream.feed(payload)

    @property
    def lines(self) -> list[str]:
        """The terminal's lines as drawn now."""
        return [] if self.screen is None else list(self.screen.display)

    @property
    def words(self) -> str:
        """The terminal's text, its lines joined (a sentence may wrap on a phone)."""
        return " ".join(" ".join(line.split()) for line in self.lines)

    def place(self, pattern: str, box: dict[str, float]) -> tuple[float, float]:
        """The page's point in the middle of the first place the terminal draws
        ``pattern`` (a regex), given the terminal's box on the page."""
        lines = enumerate(self.lines)
        hits = [(row, hit) for row, line in lines if (hit := re.search(pattern, line))]
        if not hits:
            raise AssertionError(f"{pattern!r} is not on the screen:\n" + "\n".join(self.lines))
        row, found = hits[0]
        width = box["width"] / self.screen.columns
        height = box["height"] / self.screen.lines
        column = (found.start() + found.end()) / 2
        return box["x"] + column * width, box["y"] + (row + 0.5) * height
