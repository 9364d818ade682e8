"""What every game screen shares: the game, a title bar, the footer, and its viewer."""

from __future__ import annotations

from collections.abc import Iterable

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Static

from pontoon_tui.app.game import Game
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.views import TableView, table_view


class GameScreen(Screen[None]):
    """A full screen of the game that dismisses with None when its part is done.

    Attributes:
        viewer: whose private cards the screen shows, or None for a public screen. The app
            never leaves a private screen on the stack when the device changes hands.
    """

    viewer: str | None = None

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def public_view(self) -> TableView:
        """What everyone at the table may see now."""
        return table_view(self.game.active, None)

    def title_text(self) -> str:
        """The line across the top of the screen."""
        return "Pontoon"

    def compose(self) -> ComposeResult:
        """Title bar, the screen's own body, and the footer of keys."""
        yield Plain(self.title_text(), id="title")
        yield from self.compose_body()
        yield Footer()

    def compose_body(self) -> Iterable[Widget]:
        """The screen's own widgets."""
        return ()

    def set_title(self, text: str) -> None:
        """Change the title bar."""
        self.query_one("#title", Static).update(text)


def deal_title(game: Game, what: str) -> str:
    """``Deal 3 of 8 · Ann banks · <what>``."""
    session = game.active
    deal = session.deal
    number = deal.number if deal is not None else 0
    banker = f" · {session.banker} banks" if session.banker else ""
    return f"Pontoon · Deal {number} of {session.deals_target}{banker} · {what}"
