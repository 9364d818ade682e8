"""A player's own device before the host starts the session, and after it ends: who has
joined, and what happens next."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Button, Input

from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.names import MAX_NAME
from pontoon_tui.table.link import LinkClosed

if TYPE_CHECKING:
    from pontoon_tui.table.link import RemoteTable


class JoinedScreen(GameScreen):
    """Waiting for the host: the names at the table, and what this device will play.

    Args:
        table: the link to the table.
        over: whether a session has just ended here (the host chooses a rematch or a
            new session); else the first session has not begun.
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "blur", show=False)]
    AUTO_FOCUS = ""  # nothing: the name field, hidden until n, must not take the keys

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
        said = [f"{first} this screen follows.", ""]
        if self.link.asked is not None:
            said += [
                f"Another device at the table is called {self.link.asked}: you joined as "
                f"{self.link.name} (n changes it).",
                "",
            ]
        said += [
            f"If the host seats you as {self.link.name}, your cards and your moves show "
            "here, and only here. Otherwise you watch the table.",
            "",
            "At the table now: " + (", ".join(self.link.joined) or "nobody yet") + ".",
        ]
        if not self.app.is_web:  # (in a browser, its button says it)
            said += ["", f"n: join as someone other than {self.link.name}."]
        return said

    def compose_body(self) -> Iterable[Widget]:
        """The words, in one column."""
        with Vertical(id="joined"):
            yield Plain("\n".join(self.lines()), id="joined-text")
            yield Plain("", id="message", classes="message")
            field = Field(
                placeholder=f"another name (up to {MAX_NAME} characters), then Enter",
                max_length=MAX_NAME,
                id="new-name",
            )
            field.display = False
            field.disabled = True  # (a hidden field must never take the keys)
            yield field
            if self.app.is_web:  # a phone has no n to press
                yield MouseButton("Another name", id="rename")
                yield Plain("(tap Keyboard, under the game, to type it)", classes="hint")

    @on(Button.Pressed, "#rename")
    def _rename_pressed(self) -> None:
        self.action_rename()

    def action_rename(self) -> None:
        """Show the field for another name."""
        field = self.query_one("#new-name", Field)
        field.disabled = False
        field.display = True
        field.focus()

    def on_key(self, event: events.Key) -> None:
        """``n`` opens the field for another name (handled here, not bound, so that the
        n itself never lands in the field it opens)."""
        if event.key == "n" and not isinstance(self.focused, Input):
            event.prevent_default()
            event.stop()
            self.action_rename()

    def action_blur(self) -> None:
        """Put the name field away."""
        field = self.query_one("#new-name", Field)
        field.display = False
        field.disabled = True
        self.set_focus(None)

    @on(Input.Submitted, "#new-name")
    def _named(self, event: Input.Submitted) -> None:
        try:
            reason = self.link.rename(event.value)
        except LinkClosed as error:
            reason = str(error)
        message = self.query_one("#message", Plain)
        if reason is not None:
            message.show(f"✗ {reason}")
            return
        message.show(f"You are {self.link.name} at this table now.")
        self.action_blur()

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
        self.set_title(self.title_text())

    def on_screen_resume(self) -> None:
        """Shown again: catch up with the table."""
        super().on_screen_resume()
        if self.is_mounted:
            self.follow()
