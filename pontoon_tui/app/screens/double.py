"""H7: the banker, alone with the device, looks at their own first card and says whether
the deal is doubled; the table is then told the choice, never the card."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from pontoon_tui.app.screens.base import GameScreen, deal_title
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicPane, PublicTable
from pontoon_tui.engine.events import Double
from pontoon_tui.table.client import TableClient

DOUBLING_WORDS = (
    "Doubling: a result that pays one stake pays two, won or lost; one that pays two or "
    "three stakes already stays so. The table hears your choice, not your card."
)
"""What doubling does (H7), beside the banker's card: it fits the pane at 80 x 24."""


class DoubleScreen(GameScreen):
    """The banker ``player`` sees their first card and doubles or not (private)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "double(True)", "Double"),
        Binding("n", "double(False)", "Not"),
    ]

    def __init__(self, table: TableClient, player: str) -> None:
        super().__init__(table)
        self.viewer = player
        self.player = player

    def title_text(self) -> str:
        """Whose private view this is."""
        return deal_title(self.table, f"{self.player} may double (only {self.player} looks)")

    def compose_body(self) -> Iterable[Widget]:
        """The banker's first card, the table with every stake, and the choice."""
        view = self.table.view(self.player)
        assert view.banker_hand is not None
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                yield Plain("Your first card as banker", classes="pane-title")
                yield HandBox(view.banker_hand, "The bank's hand", id="hand-1")
                yield Plain(DOUBLING_WORDS, classes="hint")
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                public = self.public_view()
                yield PublicTable(public, id="table")
                yield DealLog(self.log_lines(public.messages), id="log")
        with Vertical(id="moves"):
            yield Plain("Double this deal? d doubles, n does not.", classes="prompt")
            with Horizontal(id="double-buttons"):
                yield MouseButton("Double (d)", id="double-yes")
                yield MouseButton("Not (n)", id="double-no")
            yield Plain("", id="message", classes="message")

    def action_double(self, double: bool) -> None:
        """Say the choice, or show the engine's reason for refusing it."""
        reason = self.table.submit(self.player, Double(self.player, double))
        if reason is not None:
            self.query_one("#message", Static).update(f"✗ {reason}")
            return
        self.dismiss(None)

    @on(Button.Pressed, "#double-buttons Button")
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_double(event.button.id == "double-yes")
