"""The host's lobby: the table code, how to join, the host key's fingerprint, and who has
joined (``pontoon host``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.screen import Screen

from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.safetext import safe_text

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
            yield Plain("Table code", classes="pane-title")
            yield Plain(
                f"  {self.door.shown_code}   (the password, when ssh asks for one; the "
                "dash may be left out)",
                id="lobby-code",
            )
            yield Plain("Join from a terminal (your name is the user name)", classes="pane-title")
            yield Plain("\n".join(f"  {line}" for line in self.door.join_lines()), id="lobby-join")
            yield Plain("The host key's fingerprint", classes="pane-title")
            yield Plain(
                f"  {self.door.fingerprint}\n  ssh shows it the first time it meets this "
                "table: it should be this one.",
                id="lobby-key",
            )
            yield Plain("At the table", classes="pane-title")
            yield Plain(self.joined_text(), id="lobby-joined")
        with Vertical(id="moves"):
            yield Plain(
                "Enter seats the players: those who joined are seated by their names; add "
                "the people at this terminal and the computer's seats.",
                classes="prompt",
            )
        yield KeyBar()

    def joined_text(self) -> str:
        """The names of the devices at the table now."""
        names = self.link.connected
        if not names:
            return "  Nobody has joined yet."
        devices = f"{len(names)} device{'s' if len(names) != 1 else ''}"
        return f"  {', '.join(safe_text(n, 40) for n in names)} ({devices})"

    def follow(self) -> None:
        """Someone joined or left."""
        if self.is_mounted:
            self.query_one("#lobby-joined", Plain).show(self.joined_text())

    def action_seat(self) -> None:
        """Open setup."""
        self.seat()
