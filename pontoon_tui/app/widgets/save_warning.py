"""The line that says the session on disk is behind the game, on every game screen, for
as long as it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pontoon_tui.app.widgets.plain import Plain

if TYPE_CHECKING:
    from pontoon_tui.table.client import TableClient


class SaveWarning(Plain):
    """``⚠ Not saved: disk full — moves since deal 3 are only in memory``; hidden while
    every move is saved.

    Args:
        game: the game whose saves it reports.
    """

    DEFAULT_CSS = """
    SaveWarning {
        height: 1;
        width: 1fr;
        background: $error;
        color: $text;
        text-style: bold;
        padding: 0 1;
    }
    """

    def __init__(self, table: TableClient) -> None:
        self.table = table
        super().__init__(self.text(), id="save-warning")
        self.display = bool(self.shown)

    def text(self) -> str:
        """The warning, or nothing when every move is saved."""
        warning = self.table.save_warning
        return f"⚠ {warning}" if warning else ""

    def follow(self) -> None:
        """Show the game's save state as it is now."""
        text = self.text()
        self.update(text)
        self.display = bool(text)
