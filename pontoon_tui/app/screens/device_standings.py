"""The final standings on a player's own device: the same table as the host's terminal
shows, without the host's choices (a rematch or a new session is the host's to choose);
it leaves when the host begins the next session."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType

from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.plain import Plain

if TYPE_CHECKING:
    from pontoon_tui.table.link import RemoteTable

HOST_ONLY = frozenset({"rematch", "new", "app.records", "records"})


class DeviceStandings(StandingsScreen):
    """The standings, then back to the table (Enter) to wait for the host's choice.

    Args:
        table: the link to the table.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "done", "Back to the table"),
        Binding("ctrl+o", "done", show=False),  # (the records are the host's)
    ]

    def __init__(self, table: RemoteTable) -> None:
        super().__init__(table)
        self.link = table
        self.session = table.session
        self.leaving = False

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The host's choices are not offered here."""
        return action not in HOST_ONLY

    def on_mount(self) -> None:
        """Say where the session is kept, and what comes next."""
        self.query_one("#saved-where", Plain).show("The session is saved at the host's terminal.")
        self.query_one("#standings-hint", Plain).show(
            "The host chooses a rematch or a new session; this screen follows.\n"
            "Enter: back to the table · q: leave"
        )

    def follow(self) -> None:
        """Leave once the host has begun another session."""
        if self.link.session != self.session or self.link.closed:
            self.action_done()

    def action_done(self) -> None:
        """Back to the table."""
        if not self.leaving and self.app.screen is self:
            self.leaving = True
            self.dismiss(None)
