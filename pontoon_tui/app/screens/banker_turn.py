"""The banker's turn: the banker's cards exposed to everyone, the public table, and two
moves, twist or stick, at any total (R18)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.moves import MoveRow, MovesPanel
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicPane, PublicTable, deal_heading
from pontoon_tui.engine.events import Stick, Twist
from pontoon_tui.engine.views import TableView
from pontoon_tui.table.client import TableClient

LABELS = {"twist": "Twist (t)", "stick": "Stick (k)"}
"""The banker's moves and their buttons' text."""


class BankerTurnScreen(GameScreen):
    """The banker twists or sticks in front of everyone (a public screen)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("t", "move('twist')", "Twist"),
        Binding("k", "move('stick')", "Stick"),
        Binding("enter", "proceed", "Ledger"),
    ]

    def __init__(self, table: TableClient) -> None:
        super().__init__(table)
        view = table.view()
        assert view.deal_index is not None and view.deal_banker is not None
        self.deal_index = view.deal_index
        self.banker = view.deal_banker
        self.over = False
        """Whether a twist has ended the turn (bust or five cards): the bank's last card
        shows until Enter goes on to the ledger."""

    def public_view(self) -> TableView:
        """What everyone sees of this deal, also once it is settled and the next begun."""
        return self.table.view(None, self.deal_index)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The moves until the turn is over, then Enter for the ledger."""
        if action == "move":
            return not self.over
        if action == "proceed":
            return self.over
        return True

    def title_text(self) -> str:
        """Whose turn."""
        what = f"the banker, {self.banker}, plays"
        return deal_heading(self.public_view(), what)

    def compose_body(self) -> Iterable[Widget]:
        """The banker's cards, the table, the log and the moves."""
        view = self.public_view()
        assert view.banker_hand is not None
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                yield Plain(f"{self.banker}'s cards (the bank)", classes="pane-title")
                yield HandBox(view.banker_hand, "The bank", id="bank-hand", mark_private=False)
                yield Plain(
                    "The banker may twist or stick at any total; "
                    "the hand stops at five cards or bust.",
                    id="bank-hint",
                    classes="hint",
                )
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                yield PublicTable(view, banker=self.banker, id="table")
                yield DealLog(self.log_lines(view.messages), id="log")
        with Vertical(id="moves"):
            yield MovesPanel(list(LABELS.items()), id="move-panel")
            yield Plain("", id="message", classes="message")

    def on_mount(self) -> None:
        """Both moves offered (the banker may twist or stick at any total)."""
        self.show_moves()

    def show_moves(self) -> None:
        """The moves as buttons while the turn lasts; once it is over, greyed out with the
        reason beside them, as a player's turn shows its end."""
        note = "the bank's turn is over" if self.over else ""
        rows = [MoveRow(move, label, not self.over, note) for move, label in LABELS.items()]
        self.query_one("#move-panel", MovesPanel).show(rows)

    def action_move(self, move: str) -> None:  # "twist" or "stick"
        """Twist or stick. However the turn ends (a stick, a bust, five cards), the table
        shows the settled deal, every hand turned over (R26), until Enter goes on to the
        ledger."""
        if self.over:
            return
        event = Twist(self.banker) if move == "twist" else Stick(self.banker)
        reason = self.table.submit(self.banker, event)
        if reason is not None:
            self.query_one("#message", Plain).show(f"✗ {reason}")
            return
        view = self.public_view()
        settled = view.deal_over
        assert view.banker_hand is not None
        self.query_one("#bank-hand", HandBox).show(view.banker_hand)
        self.query_one("#table", PublicTable).show(view, self.banker)
        self.query_one("#log", DealLog).show(self.log_lines(view.messages))
        if settled:
            self.over = True
            self.show_moves()
            self.query_one("#bank-hint").display = False  # what to do now is said below
            ended = view.banker_hand.description
            how = f"sticks on {ended}" if isinstance(event, Stick) else f"is finished: {ended}"
            self.query_one("#message", Plain).show(f"The bank {how}. Press Enter for the ledger.")
            self.refresh_bindings()

    def action_proceed(self) -> None:
        """On to the ledger once the turn is over."""
        if self.over:
            self.dismiss(None)

    @on(MovesPanel.Pressed)
    def _pressed(self, event: MovesPanel.Pressed) -> None:
        if self.over:
            self.query_one("#message", Plain).show(
                "✗ The bank's turn is over: press Enter for the ledger."
            )
            return
        self.action_move(event.move)
