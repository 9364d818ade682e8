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

if TYPE_CHECKING:
    from pontoon_tui.app.host_app import Door
    from pontoon_tui.table.link import LinkServer


class LobbyScreen(Screen[None]):
    """Players join here; Enter seats them.

    Args:
        door: the door they join by.
        link: the table's link, which knows who has joined.
        seat: opens setup, with the devices that joined seated by their names.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,ctrl+s", "seat", "Seat the players"),
        Binding("question_mark,f1", "app.help", "Help"),
        Binding("q", "app.quit", "Quit"),
    ]

    def __init__(self, door: Door, link: LinkServer, seat: Callable[[], None]) -> None:
        super().__init__()
        self.door = door
        self.link = link
        self.seat = seat

    def compose(self) -> ComposeResult:
        """The code, the commands, the fingerprint and the devices at the table."""
        yield Plain("Pontoon · Players join from their own devices", id="title")
        with VerticalScroll(id="lobby"):
            yield from how_to_join(self.door, self.link)
        with Vertical(id="moves"):
            yield Plain(
                "Enter seats the players: those who joined are seated by their names; add "
                "the people at this terminal and the computer's seats (in the seat list, o "
                "keeps a seat for a player who joins later by its name).",
                classes="prompt",
            )
        yield KeyBar()

    def follow(self) -> None:
        """Someone joined or left."""
        if self.is_mounted:
            self.query_one("#lobby-joined", Plain).show(joined_text(self.link))

    def action_seat(self) -> None:
        """Open setup."""
        self.seat()
