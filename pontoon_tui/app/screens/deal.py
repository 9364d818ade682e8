"""The deal's opening: each player, alone with the device, sees the first card and stakes
(R6-R8)."""

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
from pontoon_tui.engine.events import Stake
from pontoon_tui.rules import STAKE_MAX as MAX_STAKE
from pontoon_tui.rules import STAKE_MIN as MIN_STAKE
from pontoon_tui.rules import second_card_face_up
from pontoon_tui.table.client import TableClient

DIGITS = "0123456789"


class StakeScreen(GameScreen):
    """``player`` looks at their first card and stakes (private to ``player``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding(
            digit, f"stake({digit})", f"Stake {digit}", show=MIN_STAKE <= int(digit) <= MAX_STAKE
        )
        for digit in DIGITS
    ]

    def __init__(self, table: TableClient, player: str) -> None:
        super().__init__(table)
        self.viewer = player
        self.player = player

    def title_text(self) -> str:
        """Whose private view this is."""
        return deal_title(self.table, f"{self.player} stakes (only {self.player} looks)")

    def compose_body(self) -> Iterable[Widget]:
        """The player's card, the table, and the stake buttons."""
        view = self.table.view(self.player)
        seat = view.seat(self.player)
        assert seat is not None
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                yield Plain(f"{self.player}, your first card:", classes="pane-title")
                yield HandBox(seat.hands[0], "Your hand", id="hand-1")
                comes = "comes"
                if second_card_face_up(view.rules):  # H9
                    comes = "comes face up, for all to see,"
                yield Plain(
                    f"Everyone has one card face down; only you see yours. The second card "
                    f"{comes} once every player has staked. Rounded corners: only you see it.",
                    classes="hint",
                )
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                view = self.public_view()
                yield PublicTable(view, id="table")
                yield DealLog(self.log_lines(view.messages), id="log")
        with Vertical(id="moves"):
            yield Plain(
                f"Stake {MIN_STAKE} to {MAX_STAKE} units: press a number or click.",
                classes="prompt",
            )
            with Horizontal(id="stake-buttons"):
                for amount in range(MIN_STAKE, MAX_STAKE + 1):
                    yield MouseButton(str(amount), id=f"stake-{amount}")
            yield Plain("", id="message", classes="message")

    def action_stake(self, amount: int) -> None:
        """Stake ``amount``, or show the engine's reason for refusing it."""
        reason = self.table.submit(self.player, Stake(self.player, amount))
        if reason is not None:
            self.query_one("#message", Static).update(f"✗ {reason}")
            return
        self.dismiss(None)

    @on(Button.Pressed, "#stake-buttons Button")
    def _pressed(self, event: Button.Pressed) -> None:
        assert event.button.id is not None
        self.action_stake(int(event.button.id.removeprefix("stake-")))
