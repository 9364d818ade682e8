"""A browser door serving a fresh table on 127.0.0.1, as ``pontoon host --web`` serves one,
for the browser door's tests."""

from __future__ import annotations

import random
import socket
import ssl
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from helpers.terminal import ROOT, seats_ended
from pontoon_tui.door.server import Door
from pontoon_tui.door.web import WebDoor
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer
from pontoon_tui.table.service import Table


def free_port() -> int:
    """A port of 127.0.0.1 that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@asynccontextmanager
async def served_web(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, tls: ssl.SSLContext | None = None
) -> AsyncIterator[WebDoor]:
    """The browser door (with ``tls``, HTTPS) of a new table and its link; the seats'
    screens it starts run this checkout, with their config in ``tmp_path``, and have
    ended when it closes."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    monkeypatch.setenv("PONTOON_CONFIG_DIR", str(tmp_path / "config"))
    table = Table(random.Random(1), SessionStore(tmp_path / "saves"))
    link = LinkServer(table)
    folder = tmp_path / "host"
    folder.mkdir(mode=0o700)
    await link.start(folder / "table.sock")
    door = Door(port=free_port(), bind="127.0.0.1", key_path=tmp_path / "key")
    web = WebDoor(door, port=free_port(), bind="127.0.0.1", tls=tls)
    await web.open(link, folder / "table.sock")
    try:
        yield web
    finally:
        await web.close()
        link.close()
        await seats_ended()  # (before the test's event loop closes)
