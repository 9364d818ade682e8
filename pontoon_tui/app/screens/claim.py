"""Taking a seat back on a player's own device: the seat of this device's name is away
(its connection dropped), and its secret, or the host's approval, gives it back."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Input

from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.table.link import LinkClosed

if TYPE_CHECKING:
    from pontoon_tui.table.link import RemoteTable

SECRET_CHARACTERS = 12
"""The most characters the field takes (a secret has six)."""


class ClaimScreen(GameScreen):
    """Type the seat's secret to take it back, or watch (dismisses when the seat is
    this device's again, or when its player chooses to watch: ``watching`` says which).

    Args:
        table: the link to the table.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+w", "watch", "Watch instead", key_display="Ctrl+W"),
        Binding("ctrl+q", "app.quit", "Leave", key_display="Ctrl+Q", priority=True),
    ]
    AUTO_FOCUS = "#secret"

    def __init__(self, table: RemoteTable) -> None:
        super().__init__(table)
        self.link = table
        self.seat = table.pending or ""
        self.watching = False
        self.leaving = False

    def title_text(self) -> str:
        """Which seat this device may take back."""
        return f"Pontoon · take back {self.seat}'s seat"

    def compose_body(self) -> Iterable[Widget]:
        """What happened, the secret's field, and what else to do."""
        with Vertical(id="joined"):
            yield Plain(
                f"{self.seat}'s seat is waiting for its player: its device left the table. "
                f"If you are {self.seat}, type the seat's secret (shown on your screen when "
                "you first sat down) and press Enter. The host can also give the seat back "
                "(F3 at the host's terminal).",
                id="joined-text",
            )
            yield Field(
                placeholder="the seat's secret (6 characters)",
                max_length=SECRET_CHARACTERS,
                id="secret",
            )
            if self.app.is_web:  # a phone's keyboard stays down until asked for
                yield Plain("On a phone, tap Keyboard (under the game) to type.", classes="hint")
            with Horizontal(classes="dialog-buttons"):  # (no Enter or Ctrl+W on a phone)
                yield MouseButton("Take the seat", id="claim-seat", variant="primary")
                yield MouseButton("Watch instead", id="claim-watch")
            yield Plain("", id="message", classes="message")
            yield Plain(f"Not {self.seat}? Ctrl+W watches the table instead.", classes="hint")

    @on(Input.Submitted, "#secret")
    def _typed(self, event: Input.Submitted) -> None:
        self.claim(event.input)

    def claim(self, field: Input) -> None:
        """Take the seat back with the secret typed in ``field``, or say why not."""
        try:
            reason = self.link.claim(field.value)
        except LinkClosed as error:
            reason = str(error)
        if reason is not None:
            field.value = ""
            self.query_one("#message", Plain).show(f"✗ {reason}")
            return
        self.leave()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "claim-watch":
            self.action_watch()
        else:
            self.claim(self.query_one("#secret", Input))

    def action_watch(self) -> None:
        """Watch the table instead."""
        self.watching = True
        self.leave()

    def follow(self) -> None:
        """The table changed: the seat may be this device's again (the host gave it),
        or not away any more."""
        if self.link.seat is not None or self.link.pending is None:
            self.leave()

    def leave(self) -> None:
        """Go on to the table."""
        if not self.leaving and self.app.screen is self:
            self.leaving = True
            self.dismiss(None)
