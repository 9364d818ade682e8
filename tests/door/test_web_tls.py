"""The browser door over HTTPS (``pontoon host --web --cert FILE --key FILE``): the form,
the terminal page and its websocket come over TLS (``https://``, ``wss://``), the lobby's
addresses say ``https://``, and plain HTTP to the same port gets nothing; a certificate
or key that cannot be used stops ``pontoon host`` with one line and status 2.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import ssl
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import aiohttp
import pytest
from helpers.terminal import ROOT
from helpers.tls import self_signed
from helpers.web_door import served_web

from pontoon_tui.door.web import WebDoor, tls_context

pytestmark = pytest.mark.slow
SOCKET_URL = re.compile(r'data-session-websocket-url="([^"]+)"')
SCRIPT = re.compile(r'<script src="([^"]+)"')


@pytest.fixture
def certificate(tmp_path: Path) -> tuple[Path, Path]:
    return self_signed(tmp_path)


@pytest.fixture
async def web(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, certificate: tuple[Path, Path]
) -> AsyncIterator[WebDoor]:
    async with served_web(tmp_path, monkeypatch, tls_context(*certificate)) as opened:
        yield opened


def trusting(certificate: tuple[Path, Path]) -> aiohttp.TCPConnector:
    """A client's connections that trust the test's certificate, and only it."""
    return aiohttp.TCPConnector(ssl=ssl.create_default_context(cafile=certificate[0]))


async def test_the_page_and_its_websocket_come_over_tls(
    web: WebDoor, certificate: tuple[Path, Path]
) -> None:
    base = f"https://127.0.0.1:{web.port}/"
    assert web.join_urls() == [f"{base}?code={web.door.shown_code}"]  # the QR code's too
    right = {"name": "Bob", "code": web.door.shown_code}
    async with aiohttp.ClientSession(connector=trusting(certificate)) as http:
        async with http.get(base) as response:
            form = await response.text()
        assert response.status == 200 and 'name="code"' in form
        async with http.get(base, params=right) as response:
            page = await response.text()
        found, script = SOCKET_URL.search(page), SCRIPT.search(page)
        assert response.status == 200 and found is not None and script is not None
        url = found.group(1).replace("&amp;", "&")
        assert url.startswith(f"wss://127.0.0.1:{web.port}/ws/")  # never ws:// from https
        assert script.group(1) == f"https://127.0.0.1:{web.port}/static/js/textual.js"
        async with http.get(script.group(1)) as response:
            assert response.status == 200
        async with http.ws_connect(url + "?width=100&height=30") as websocket:
            seen = b""
            while b"You have joined the table" not in seen:
                message = await asyncio.wait_for(websocket.receive(), 20)
                assert message.type in (aiohttp.WSMsgType.BINARY, aiohttp.WSMsgType.TEXT)
                data = message.data
                seen += data if isinstance(data, bytes) else data.encode()
            assert web.link is not None and web.link.connected == ("Bob",)


async def test_plain_http_to_the_port_gets_nothing(
    web: WebDoor, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.WARNING)
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.ClientError):
            async with http.get(f"http://127.0.0.1:{web.port}/") as response:
                await response.text()
    await asyncio.sleep(0.2)
    assert not caplog.records  # nothing said on the host's terminal about it either


async def test_a_client_that_does_not_trust_the_certificate_is_refused(web: WebDoor) -> None:
    async with aiohttp.ClientSession() as http:
        with pytest.raises(aiohttp.ClientConnectorCertificateError):
            async with http.get(f"https://127.0.0.1:{web.port}/"):
                pass


# ----- pontoon host --cert --key --------------------------------------------------------


def host(*arguments: str | Path) -> subprocess.CompletedProcess[str]:
    """``pontoon host ARGUMENTS`` as a process of its own (it never gets to the game
    here: a wrong argument stops it first)."""
    environment = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "host", *map(str, arguments)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        env=environment,
    )


@pytest.mark.parametrize(
    ("given", "said"),
    [
        (["--web", "--cert", "table.crt"], "--cert needs --key"),
        (["--web", "--key", "table.key"], "--key needs --cert"),
        (["--cert", "table.crt", "--key", "table.key"], "add --web"),
    ],
)
def test_cert_and_key_go_together_and_with_web(
    certificate: tuple[Path, Path], given: list[str], said: str
) -> None:
    done = host(*(str(certificate[0].parent / word) if "." in word else word for word in given))
    assert done.returncode == 2
    line = done.stderr.splitlines()[-1]
    assert line.startswith("pontoon host: error: ") and said in line


def test_a_certificate_that_is_not_one_stops_the_host_in_one_line(
    tmp_path: Path, certificate: tuple[Path, Path]
) -> None:
    garbage = tmp_path / "garbage\x1b[31m.crt"  # a name that would colour the terminal
    garbage.write_text("this is not a certificate\n")
    done = host("--web", "--cert", garbage, "--key", certificate[1])
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert "\x1b" not in done.stderr  # the name is shown as safe text
    assert done.stderr.startswith("pontoon host: --cert ") and "garbage\\x1b[31m.crt" in done.stderr
    assert "no certificate in it" in done.stderr
    assert not list((tmp_path / "xdg-data").rglob("*key*"))  # stopped before the host key


@pytest.mark.parametrize("fault", ["missing", "not its key", "locked"])
def test_a_key_that_cannot_be_used_stops_the_host_in_one_line(
    tmp_path: Path, certificate: tuple[Path, Path], fault: str
) -> None:
    from cryptography.hazmat.primitives import serialization

    cert, key = certificate
    if fault == "missing":
        key = tmp_path / "nowhere.key"
    elif fault == "not its key":
        _, key = self_signed(tmp_path, "other")
    else:
        loaded = serialization.load_pem_private_key(key.read_bytes(), None)
        key = tmp_path / "locked.key"
        key.write_bytes(
            loaded.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.BestAvailableEncryption(b"secret"),
            )
        )
    done = host("--web", "--cert", cert, "--key", key)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert done.stderr.startswith("pontoon host: --key ") and f"{key.name}: " in done.stderr
    words = {"missing": "cannot be read", "not its key": "not the key of", "locked": "passphrase"}
    assert words[fault] in done.stderr
