"""The host's lobby: the table code, how to join, the host key's fingerprint, and who has
joined (``pontoon host``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen

from pontoon_tui.app.screens.join import how_to_join, joined_text
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.safetext import safe_text

if TYPE_CHECKING:
    from pontoon_tui.app.host_app import Door
    from pontoon_tui.table.link import LinkServer


WEB_PORT = 8080
"""The browser page's port when the lobby opens it."""


class LobbyScreen(Screen[None]):
    """Players join here; Enter seats them.

    Args:
        door: the door they join by.
        link: the table's link, which knows who has joined.
        seat: opens setup, with the devices that joined seated by their names.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,ctrl+s", "seat", "Seat the players"),
        Binding("w", "open_web", "Phones too"),
        Binding("question_mark,f1", "app.help", "Help"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, door: Door, link: LinkServer, seat: Callable[[], None]) -> None:
        super().__init__()
        self.door = door
        self.link = link
        self.seat = seat
        self.opening_web = False
        """Whether the browser door is opening now (a second w waits for it)."""

    def compose(self) -> ComposeResult:
        """The code, the commands, the fingerprint and the devices at the table."""
        yield Plain("Pontoon · Players join from their own devices", id="title")
        with VerticalScroll(id="lobby"):
            yield from how_to_join(self.door, self.link)
        with Vertical(id="moves"):
            if not self.door.web_urls():
                yield Plain(
                    "w lets phones join too: a page in their browsers, on this network "
                    f"(port {WEB_PORT}).",
                    id="lobby-web-offer",
                    classes="hint",
                )
            yield Plain(
                "Enter seats the players: those who joined are seated by their names; add "
                "the people at this terminal and the computer's seats (in the seat list, o "
                "keeps a seat for a player who joins later by its name).",
                classes="prompt",
            )
            yield Plain("", id="message", classes="message")
        yield KeyBar()

    def follow(self) -> None:
        """Someone joined or left."""
        if self.is_mounted:
            self.query_one("#lobby-joined", Plain).show(joined_text(self.link))

    def action_seat(self) -> None:
        """Open setup."""
        self.seat()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The browser door's switch only while it is closed."""
        return not (action == "open_web" and self.door.web_urls())

    def action_open_web(self) -> None:
        """Open the browser door (as ``pontoon host --web`` does), once."""
        if not self.opening_web:
            self.opening_web = True
            self.run_worker(self._open_web(), name="web", exit_on_error=False)

    async def _open_web(self) -> None:
        try:
            await self.door.open_web(WEB_PORT)
        except OSError as error:
            self.opening_web = False
            why = safe_text(error.strerror or error, 120)
            self.query_one("#message", Plain).show(
                f"✗ The browser page cannot open (port {WEB_PORT}): {why}. "
                "pontoon host --web --web-port N chooses another port."
            )
            return
        await self.recompose()  # the page's address and its QR code
        self.refresh_bindings()
