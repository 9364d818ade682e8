"""A table that mixes every kind of seat, as friends would set it up: ``pontoon host --web``
in one terminal, where Ann plays; bob joining from another over OpenSSH's ``ssh``; cat
from her phone's browser (Debian's Chromium as a phone: touch, a phone's width and pixel
ratio), scanning the lobby's address and tapping; and the computer's seat. They play the
session through, each on their own screen, and no screen is sent a card its seat may not
see before the deal is over.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.terminal import ROOT, StartTmux, flat_output
from process.test_ssh_table import HIDDEN, SIZE, code_of, free_port, join, stacked_file

from pontoon_tui.engine.events import Double, Stake, Stick, Twist
from pontoon_tui.engine.sessionfile import load_session

playwright = pytest.importorskip("playwright.sync_api")
pytest.importorskip("pyte")
from helpers.phone import BROWSER_ARGS, PHONE, PageTerminal  # noqa: E402

CHROMIUM = shutil.which("chromium")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("ssh") is None, reason="needs OpenSSH's ssh client"),
    pytest.mark.skipif(CHROMIUM is None, reason="needs Debian's chromium"),
]


class SyncPhone(PageTerminal):
    """A phone's page driven by Playwright's synchronous API (its events come in while it
    waits)."""

    def __init__(self, page: Any) -> None:
        super().__init__(page)
        self.page = page

    def until(self, check: Callable[[], bool], limit: float = 30.0) -> None:
        ends = time.monotonic() + limit
        while not check():
            if time.monotonic() > ends:
                raise AssertionError("never happened:\n" + "\n".join(self.lines))
            self.page.wait_for_timeout(50)

    def shows(self, text: str, limit: float = 30.0) -> None:
        self.until(lambda: text in self.words, limit)

    def tap(self, pattern: str) -> None:
        box = self.page.locator(".xterm-screen").bounding_box()
        self.page.touchscreen.tap(*self.place(pattern, box))
        self.page.wait_for_timeout(300)  # (a button stays pressed a moment)


@pytest.fixture
def phone_browser() -> Iterator[Any]:
    with playwright.sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=CHROMIUM, args=BROWSER_ARGS)
        yield browser
        browser.close()


def test_ssh_a_phone_and_the_host_s_terminal_play_a_session_together(
    tmux_game: StartTmux, tmp_path: Path, phone_browser: Any
) -> None:
    folder = tmp_path / "saves"
    path = stacked_file(folder)  # bob banks (H7, H9); cat 10♠ 7♥, Ann 9♦ 8♣, bob K♠ 6♦
    port, web_port = free_port(), free_port()
    host = tmux_game(
        "host", "--port", str(port), "--web", "--web-port", str(web_port),
        save_dir=folder, size=SIZE,
    )  # fmt: skip
    host.record(tmp_path / "host.bytes")
    host.wait_until_up("Resume a session?")
    code = code_of(host)
    bob = join(tmux_game, tmp_path, port, "bob", code)
    # cat scans the lobby's code: its address, with the table code in it.
    page = phone_browser.new_context(**PHONE).new_page()
    cat = SyncPhone(page)
    page.goto(f"http://127.0.0.1:{web_port}/?code={code}")
    page.fill("#name", "cat")
    page.tap("button[type=submit]")
    cat.shows("At the table now: bob, cat.")
    assert cat.screen.columns < 80  # laid out for a phone
    host.press("r")

    cat.shows("tap one.")
    cat.tap(r"(?<=\s)2(?=\s+3\s+4)")  # her stake, by a tap on the button of 2
    host.wait_for("Ann, your first card:", limit=30)  # after the computer's stake
    host.press("3")
    bob.wait_for("Double (d)")
    bob.press("n")
    cat.shows("Your turn: tap a move.")
    cat.tap("Stick")  # on 17
    cat.shows("Waiting for Ann to play.")  # after the computer's turn
    host.wait_for("Ann's turn", limit=30)
    before_the_end = {"host": flat_output((tmp_path / "host.bytes").read_bytes())}
    before_the_end["bob"] = flat_output((tmp_path / "bob.bytes").read_bytes())
    before_the_end["cat"] = cat.received.decode("utf-8", "replace")
    host.press("k")
    host.wait_for("Your turn is over")
    host.press("Enter")
    bob.wait_for("Twist (t)", limit=30)
    bob.press("t")
    bob.wait_for("bob twists 5♠.")
    bob.press("k")
    bob.wait_for("Press Enter for the ledger")
    bob.press("Enter")
    host.wait_for("Deal 1 is settled.")
    cat.shows("Deal 1 is settled.")
    cat.tap("Continue")
    cat.shows("The session is over")

    for name, first in HIDDEN.items():
        for seen_by, stream in before_the_end.items():
            may_see = name == seen_by or (name == "Ann" and seen_by == "host")
            assert (first in stream) == may_see, (seen_by, name, first)
    events = load_session(path).events
    assert Stake("cat", 2) in events and Stake("Ann", 3) in events
    assert Double("bob", False) in events and Stick("cat") in events
    assert events[-2:] == [Twist("bob"), Stick("bob")]
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=True,
    )  # fmt: skip
    balances = json.loads(done.stdout)["balances"]
    assert [balances[p] for p in ("Ann", "cat")] == [-3, -2]  # bob's 21 beat every hand
    for screen in (host, bob):
        screen.press("Enter")
        screen.wait_for("Final standings")
