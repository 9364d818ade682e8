"""A player's own device before the host starts the session, and after it ends: who has
joined, and what happens next."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from textual.containers import Vertical
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.plain import Plain

if TYPE_CHECKING:
    from pontoon_tui.table.link import RemoteTable


class JoinedScreen(GameScreen):
    """Waiting for the host: the names at the table, and what this device will play.

    Args:
        table: the link to the table.
        over: whether a session has just ended here (the host chooses a rematch or a
            new session); else the first session has not begun.
    """

    def __init__(self, table: RemoteTable, *, over: bool = False) -> None:
        super().__init__(table)
        self.link = table
        self.over = over
        self.session = table.session
        self.leaving = False

    def title_text(self) -> str:
        """The table and this device's name."""
        return f"Pontoon · at the table as {self.link.name}"

    def lines(self) -> list[str]:
        """What this device waits for, and who has joined."""
        if self.over:
            first = "The session is over. The host chooses a rematch or a new session;"
        else:
            first = "You have joined the table. The host seats the players and starts;"
        said = [
            f"{first} this screen follows.",
            "",
            f"If the host seats you as {self.link.name}, your cards and your moves show "
            "here, and only here. Otherwise you watch the table.",
            "",
            "At the table now: " + (", ".join(self.link.joined) or "nobody yet") + ".",
        ]
        return said

    def compose_body(self) -> Iterable[Widget]:
        """The words, in one column."""
        with Vertical(id="joined"):
            yield Plain("\n".join(self.lines()), id="joined-text")

    def follow(self) -> None:
        """Leave once the host has started a session (a new one, after the standings);
        else show who is at the table now."""
        if self.leaving:
            return
        begun = self.link.in_play and (not self.over or self.link.session != self.session)
        if begun or self.link.closed:
            if self.app.screen is self:
                self.leaving = True
                self.dismiss(None)
            return
        self.query_one("#joined-text", Plain).show("\n".join(self.lines()))

    def on_screen_resume(self) -> None:
        """Shown again: catch up with the table."""
        super().on_screen_resume()
        if self.is_mounted:
            self.follow()
