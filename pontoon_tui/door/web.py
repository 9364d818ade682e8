"""The browser door: players join the table from a phone's or a laptop's browser.

``pontoon host --web`` serves, beside the SSH door, a page on the local network. A player
opens it (the lobby's QR code carries the address and the table code), says their name,
and gets the same seat screens as over SSH, drawn in the browser by textual-serve's
terminal (one ``pontoon seat`` process per browser tab, talking to the table over the
link with a ticket of its own). The code is checked as the SSH door checks it, with the
same limit on wrong codes per address; a page's websocket opens once, with a token that
the page was given and that lasts a minute.

Without a certificate it is plain HTTP: anyone on the same network who captures the
traffic could read the cards of a browser seat (SSH seats are encrypted). With one
(``--cert`` and ``--key``, see :func:`tls_context`) the page and its websocket are
HTTPS and WSS. See the README.
"""

from __future__ import annotations

import asyncio
import html
import re
import secrets
import shlex
import ssl
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from pontoon_tui.door.server import MAX_CONNECTIONS, TypingLimit, player_name
from pontoon_tui.safetext import safe_text

if TYPE_CHECKING:
    from pontoon_tui.door.server import Door
    from pontoon_tui.table.link import LinkServer

DEFAULT_WEB_PORT = 8080
TOKEN_SECONDS = 60.0
"""How long a page's token opens its websocket."""
TOKENS_KEPT = 256
"""The most pages whose websocket may still open at once."""
COOKIE = "pontoon_browser"
"""The cookie that tells the table a browser it has seen: the seat a browser held last
comes back to it when it joins again (``Join again`` on the page), without the seat's
secret."""
COOKIE_SECONDS = 12 * 3600
MESSAGE_COST = 64
"""What a page's other messages (its size, its focus) cost of its typing allowance: a page
that sends them faster than a person could is not followed."""
FONT_SIZE = 16
"""The terminal's font size in the page, in CSS pixels: a phone 390 pixels wide gets 41
columns, one 412 wide 44."""
SIZE_LIMITS = ((20, 500), (10, 200))
"""The columns and rows a browser may ask for."""
PEM_LIMIT = 1 << 20
"""The most bytes a certificate file or a key file may hold."""
NAME_LIMIT = 80
"""The most characters of a file's name that an error about it quotes."""
TOO_WEAK = frozenset({"EE_KEY_TOO_SMALL", "CA_KEY_TOO_SMALL", "CA_MD_TOO_WEAK"})
"""OpenSSL's reasons for refusing a certificate that holds a good key."""

FORM = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pontoon: join the table</title>
<style>
body {{ background: #0c181f; color: #e0e0e0; font-family: sans-serif; margin: 0; }}
main {{ max-width: 26rem; margin: 3rem auto; padding: 1rem; }}
label, input, button {{ display: block; width: 100%; font-size: 1.3rem; }}
input {{ margin: 0.3rem 0 1.2rem; padding: 0.6rem; box-sizing: border-box; }}
button {{ padding: 0.8rem; background: #0178d4; color: white; border: 0; }}
.refused {{ color: #ff8a80; }}
</style></head>
<body><main>
<h1>Pontoon</h1>
<p>Join the table: your name, and the table code the host's screen shows.</p>
<p class="refused">{said}</p>
<form method="get" action="/">
<label for="name">Your name</label>
<input id="name" name="name" maxlength="20" value="{name}" autocomplete="nickname" required>
<label for="code">Table code</label>
<input id="code" name="code" maxlength="12" value="{code}" autocapitalize="off" required>
<button type="submit">Join</button>
</form>
</main></body></html>
"""


class CertificateError(ValueError):
    """A certificate or a key that cannot be used; the message says which, and why, in one
    line (the file names in it are safe text)."""


def tls_context(cert: Path, key: Path) -> ssl.SSLContext:
    """The server side of HTTPS with the PEM certificate (or chain) ``cert`` and its
    private key ``key``.

    Raises:
        CertificateError: a file cannot be read, holds no certificate or no key, the key
            is not the certificate's or is locked with a passphrase (never asked for).
    """
    cert_text = _pem_text("--cert", cert)
    if "-----BEGIN CERTIFICATE-----" not in cert_text:
        raise CertificateError(
            f"--cert {_name(cert)}: no certificate in it (a PEM file, -----BEGIN CERTIFICATE-----)"
        )
    if not re.search(r"-----BEGIN [A-Z ]*PRIVATE KEY-----", _pem_text("--key", key)):
        raise CertificateError(
            f"--key {_name(key)}: no private key in it (a PEM file, -----BEGIN PRIVATE KEY-----)"
        )
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)

    def passphrase() -> str:  # (else OpenSSL would ask for it on the terminal)
        raise CertificateError(
            f"--key {_name(key)}: locked with a passphrase (give the key without one)"
        )

    try:
        context.load_cert_chain(cert, key, password=passphrase)
    except ssl.SSLError as error:
        if error.reason == "KEY_VALUES_MISMATCH":
            raise CertificateError(
                f"--key {_name(key)}: not the key of the certificate (--cert)"
            ) from None
        said = re.sub(r"\s*\(_ssl\.c:\d+\)$", "", str(error.args[-1]))
        if error.reason not in TOO_WEAK:
            try:  # the certificate alone: if it loads, the key is at fault
                ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT).load_verify_locations(cafile=cert)
            except OSError:  # (ssl.SSLError is one)
                pass
            else:
                raise CertificateError(
                    f"--key {_name(key)}: the key in it does not load ({said})"
                ) from None
        raise CertificateError(
            f"--cert {_name(cert)}: the certificate in it does not load ({said})"
        ) from None
    except OSError as error:  # (a file changed since it was read)
        raise CertificateError(
            f"--cert {_name(cert)} with --key {_name(key)}: cannot be read "
            f"({error.strerror or error})"
        ) from None
    return context


def _pem_text(flag: str, path: Path) -> str:
    """The text of a certificate or key file (never a pipe, a device or a folder)."""
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            raise CertificateError(f"{flag} {_name(path)}: not a file")
        with path.open("rb") as file:
            data = file.read(PEM_LIMIT + 1)
    except OSError as error:
        raise CertificateError(
            f"{flag} {_name(path)}: cannot be read ({error.strerror or error})"
        ) from None
    if len(data) > PEM_LIMIT:
        raise CertificateError(f"{flag} {_name(path)}: too big (over {PEM_LIMIT >> 20} MiB)")
    return data.decode("ascii", errors="replace")


def _name(path: Path) -> str:
    return safe_text(str(path), NAME_LIMIT)


class WebDoor:
    """The browser door of ``door``'s table (its code and its count of wrong codes).

    Args:
        door: the SSH door, whose code and wrong-code limit the page shares.
        port: the TCP port of the page.
        bind: the address to listen on (all of this machine's by default).
        tls: HTTPS's certificate and key (see :func:`tls_context`); plain HTTP without.
    """

    def __init__(
        self,
        door: Door,
        port: int = DEFAULT_WEB_PORT,
        bind: str = "",
        tls: ssl.SSLContext | None = None,
    ) -> None:
        self.door = door
        self.port = port
        self.bind = bind
        self.tls = tls
        self.tokens: dict[str, tuple[str, float, str]] = {}
        """Each page's token: the name asked for, when it expires, and the browser."""
        self.browsers: dict[str, str] = {}
        """The device each cookie stands for (a cookie's value is new on every page)."""
        self.joined_as: dict[str, str] = {}
        """The name each device's page asked for (a page laid out again asks it again,
        though its player may have chosen another name at the table since)."""
        self.link: LinkServer | None = None
        self.socket_path: Path | None = None
        self.runner: web.AppRunner | None = None
        self.services: set[Any] = set()

    @property
    def full(self) -> bool:
        """Whether the two doors together hold as many players' screens as they may (an
        SSH connection counts once it plays)."""
        return len(self.door.children) + len(self.services) >= MAX_CONNECTIONS

    @property
    def scheme(self) -> str:
        """``https`` with a certificate, else ``http``."""
        return "http" if self.tls is None else "https"

    def join_urls(self) -> list[str]:
        """The page's address for each address of this machine, with the code in it."""
        from pontoon_tui.door.server import addresses

        urls = []
        for address, where in addresses(self.bind):
            host = f"[{address}]" if ":" in address else address
            url = f"{self.scheme}://{host}:{self.port}/?code={self.door.shown_code}"
            urls.append(url + (f"   ({where})" if where else ""))
        return urls

    async def open(self, link: LinkServer, socket_path: Path) -> None:
        """Serve the page; raises :class:`OSError` when the port cannot be had."""
        import textual_serve

        self.link, self.socket_path = link, socket_path
        statics = Path(textual_serve.__file__).parent / "static"
        app = web.Application()
        app.add_routes(
            [
                web.get("/", self.page),
                web.get("/ws/{token}", self.websocket),  # (the page adds ?width=&height=)
                web.static("/static", statics),
            ]
        )
        self.runner = web.AppRunner(app, access_log=None)
        await self.runner.setup()
        await web.TCPSite(self.runner, self.bind or None, self.port, ssl_context=self.tls).start()

    async def close(self) -> None:
        """Stop serving and end the browsers' screens."""
        for service in list(self.services):
            await service.stop()
        if self.runner is not None:
            await self.runner.cleanup()

    # ----- the page ------------------------------------------------------------------

    async def page(self, request: web.Request) -> web.Response:
        """The form, or once the code is right, the terminal that plays the seat."""
        typed = request.query.get("code", "")
        asked = request.query.get("name", "")
        form = {"name": html.escape(asked[:20]), "code": html.escape(typed[:12]), "said": ""}
        if not typed or not asked:
            return web.Response(text=FORM.format(**form), content_type="text/html")
        address = request.remote or "?"
        attempts, now = self.door.attempts, asyncio.get_running_loop().time()
        waited = attempts.waiting(address, now)
        if not attempts.check(address, typed, self.door.code, now):
            wait = waited or attempts.waiting(address, now)
            form["said"] = (
                f"Too many wrong codes from here: try again in {int(wait) + 1} s."
                if wait
                else "That is not this table's code (the host's screen shows it)."
            )
            form["code"] = ""
            return web.Response(text=FORM.format(**form), content_type="text/html", status=403)
        if self.full:
            form["said"] = "The table is full: try again when someone has left."
            return web.Response(text=FORM.format(**form), content_type="text/html", status=503)
        token = secrets.token_urlsafe(24)
        self.tokens = {t: held for t, held in self.tokens.items() if held[1] > now}
        while len(self.tokens) >= TOKENS_KEPT:  # the oldest go first
            del self.tokens[next(iter(self.tokens))]
        # The browser is known by a cookie whose value is new on every page (one planted
        # in a browser beforehand names nothing), standing for a device the table knows.
        device = self.browsers.pop(request.cookies.get(COOKIE, ""), None)
        device = device or secrets.token_urlsafe(24)
        cookie = secrets.token_urlsafe(24)
        self.browsers[cookie] = device
        while len(self.browsers) > TOKENS_KEPT:  # the browsers seen longest ago go first
            del self.browsers[next(iter(self.browsers))]
        self.tokens[token] = (player_name(asked, lambda _: False), now + TOKEN_SECONDS, device)
        page = web.Response(text=self.terminal_page(request, token), content_type="text/html")
        secure = self.tls is not None
        page.set_cookie(
            COOKIE, cookie, max_age=COOKIE_SECONDS, httponly=True, secure=secure, samesite="Lax"
        )
        page.headers["Cache-Control"] = "no-store"  # (its token opens one websocket)
        return page

    def terminal_page(self, request: web.Request, token: str) -> str:
        """The page of the seat's terminal (``terminal.html``: textual-serve's terminal,
        laid out at a phone's own width, its font served here, with a button for the
        on-screen keyboard and one to join again), its websocket carrying ``token``
        (``wss://`` when the page came over HTTPS: a browser refuses a plain ``ws://``
        from a secure page)."""
        import jinja2

        folder = Path(__file__).parent
        environment = jinja2.Environment(loader=jinja2.FileSystemLoader(folder), autoescape=True)
        host, secure = request.host, request.secure
        return environment.get_template("terminal.html").render(
            font_size=FONT_SIZE,
            websocket_url=f"{'wss' if secure else 'ws'}://{host}/ws/{token}",
            static=f"{'https' if secure else 'http'}://{host}/static/",
        )

    # ----- a browser's screens -------------------------------------------------------

    async def websocket(self, request: web.Request) -> web.WebSocketResponse:
        """A browser tab's seat screens: a ``pontoon seat`` process of its own."""
        from textual_serve.app_service import AppService
        from textual_serve.download_manager import DownloadManager

        socket = web.WebSocketResponse(heartbeat=15, max_msg_size=1 << 16)
        now = asyncio.get_running_loop().time()
        self.tokens = {t: held for t, held in self.tokens.items() if held[1] > now}
        held = self.tokens.pop(request.match_info.get("token", ""), None)
        if held is None or self.link is None or self.socket_path is None:
            raise web.HTTPForbidden(text="This page has expired: open the table's address again.")
        name, _, device = held
        link = self.link
        if self.full:
            raise web.HTTPServiceUnavailable(text="The table is full: try again later.")
        if self.joined_as.get(device) == name and device in link.renamed:
            name = link.renamed[device]  # (the page's address still has the name before)
        else:
            self.joined_as[device] = name
            link.renamed.pop(device, None)
        while len(self.joined_as) > TOKENS_KEPT:
            del self.joined_as[next(iter(self.joined_as))]
        link.retire(device, name)  # (its old connection, if the table still holds it)
        name = player_name(name, lambda n: n in link.connected)
        ticket = link.admit(name, device=device)
        width = _bounded(request.query.get("width", "80"), *SIZE_LIMITS[0])
        height = _bounded(request.query.get("height", "24"), *SIZE_LIMITS[1])
        await socket.prepare(request)

        async def close() -> None:
            await socket.close()

        service = AppService(
            self.command(ticket),
            write_bytes=socket.send_bytes,
            write_str=socket.send_str,
            close=close,
            download_manager=DownloadManager(),
            debug=False,
        )
        self.services.add(service)
        limit = TypingLimit(now)
        try:
            await service.start(width, height)
            async for message in socket:
                if message.type != WSMsgType.TEXT:
                    continue
                await self._obey(message.json(), service, limit)
        except (ValueError, TypeError, ConnectionError):
            pass
        finally:
            self.services.discard(service)
            link.revoke(ticket)
            await service.stop()
        return socket

    async def _obey(self, envelope: object, service: Any, limit: TypingLimit) -> None:
        """Pass on what the page sends: its typing (within the door's limit on typing),
        its new size, its focus."""
        if not isinstance(envelope, list) or len(envelope) < 2:
            return
        kind, data = envelope[0], envelope[1]
        now = asyncio.get_running_loop().time()
        if kind == "stdin" and isinstance(data, str):
            typed = limit.take(data[:4096].encode("utf-8"), now)
            if typed:
                await service.send_bytes(typed)
            return
        if kind not in ("resize", "focus", "blur"):
            return
        if len(limit.take(bytes(MESSAGE_COST), now)) < MESSAGE_COST:
            return  # (a page that floods its size or focus is not followed)
        if kind == "resize" and isinstance(data, dict):
            width = _bounded(str(data.get("width", 80)), *SIZE_LIMITS[0])
            height = _bounded(str(data.get("height", 24)), *SIZE_LIMITS[1])
            await service.set_terminal_size(width, height)
        elif kind == "focus":
            await service.focus()
        elif kind == "blur":
            await service.blur()

    def command(self, ticket: str) -> str:
        """The shell command that starts a browser tab's seat screens."""
        assert self.socket_path is not None
        env = {
            "PONTOON_LINK": str(self.socket_path),
            "PONTOON_TICKET": ticket,
            "PONTOON_CONFIG_DIR": str(self.socket_path.parent / "config"),
        }
        exports = " ".join(f"{key}={shlex.quote(value)}" for key, value in env.items())
        return f"{exports} exec {shlex.quote(sys.executable)} -m pontoon_tui seat"


def _bounded(text: str, low: int, high: int) -> int:
    try:
        value = int(text)
    except ValueError:
        return low
    return max(low, min(value, high))
