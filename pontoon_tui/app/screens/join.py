"""How to join the table from one's own device: the table code, the commands, the host
key's fingerprint and who is at the table; the lobby shows it, and F2 over any screen of
the host's terminal."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widget import Widget

from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.safetext import safe_text

if TYPE_CHECKING:
    from pontoon_tui.app.host_app import Door
    from pontoon_tui.table.link import LinkServer


def how_to_join(door: Door, link: LinkServer) -> list[Widget]:
    """The table code, the commands that join, the host key's fingerprint and who is at
    the table (``#lobby-joined``)."""
    joins = "\n".join(f"  {line}" for line in door.join_lines())
    return [
        Plain("At the table", classes="pane-title"),  # (first: the host watches it fill)
        Plain(joined_text(link), id="lobby-joined"),
        Plain("Table code", classes="pane-title"),
        Plain(
            f"  {door.shown_code}   (the password ssh asks for; the dash may be left out)",
            id="lobby-code",
        ),
        Plain("Join from a terminal (your name is the user name)", classes="pane-title"),
        Plain(joins, id="lobby-join"),
        Plain("The host key's fingerprint", classes="pane-title"),
        Plain(
            f"  {door.fingerprint}\n  (ssh shows it the first time it meets this table)",
            id="lobby-key",
        ),
        *browser_join(door.web_urls()),
    ]


def browser_join(urls: list[str]) -> list[Widget]:
    """The browser door's addresses and a QR code of the first (a phone's camera opens
    it); none without a browser door."""
    if not urls:
        return []
    return [
        Plain("Join from a browser (type the address, or scan the code)", classes="pane-title"),
        Plain("\n".join(f"  {url}" for url in urls), id="lobby-web"),
        Plain(tls_words(urls[0]), classes="hint lobby-note"),
        Plain(qr_text(urls[0].split()[0]), id="lobby-qr"),
    ]


def tls_words(url: str) -> str:
    """What the browser door's traffic shows to the network: nothing over HTTPS; over
    plain HTTP, a browser seat's cards (and its cookie, which takes the seat back)."""
    if url.startswith("https://"):
        return "HTTPS: the cards travel encrypted (a self-signed certificate warns once)."
    return (
        "Plain HTTP: someone on this network who captures it could read a browser "
        "seat's cards, or take the seat over (--cert and --key serve HTTPS)."
    )


def qr_text(url: str) -> Text:
    """``url`` as a QR code in half blocks, dark on light with its quiet zone, two rows of
    modules a line (segno makes the code)."""
    import segno

    rows = [list(row) for row in segno.make(url, error="m", micro=False).matrix]
    quiet = 2
    width = len(rows[0]) + 2 * quiet
    rows = [[0] * width] * quiet + [[0] * quiet + row + [0] * quiet for row in rows]
    rows += [[0] * width] * (quiet + len(rows) % 2)
    text = Text()
    for top, bottom in zip(rows[::2], rows[1::2], strict=True):
        line = "".join(" ▀▄█"[bool(a) + 2 * bool(b)] for a, b in zip(top, bottom, strict=True))
        text.append("  ")
        text.append(line, style="#000000 on #ffffff")
        text.append("\n")
    return text


def joined_text(link: LinkServer) -> str:
    """The names of the devices at the table now."""
    names = link.connected
    if not names:
        return "  Nobody has joined yet."
    devices = f"{len(names)} device{'s' if len(names) != 1 else ''}"
    return f"  {', '.join(safe_text(n, 40) for n in names)} ({devices})"


class JoinScreen(ModalScreen[None]):
    """How to join, over whatever the host's terminal shows (F2): for a player who
    joins late or comes back."""

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,f2,enter", "close", "Back")]

    def __init__(self, door: Door, link: LinkServer) -> None:
        super().__init__()
        self.door = door
        self.link = link

    def compose(self) -> ComposeResult:
        """The lobby's words in a dialog."""
        with Vertical(classes="dialog wide"):
            yield Plain("Join this table from your own device", classes="dialog-title")
            yield from how_to_join(self.door, self.link)
            yield Plain("Esc goes back", classes="hint")

    def follow(self) -> None:
        """Someone joined or left."""
        if self.is_mounted:
            self.query_one("#lobby-joined", Plain).show(joined_text(self.link))

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
