"""The seats played from the players' own devices, at the host's terminal (F3): who is
here and who is away, a seat given back to the device that asks for it, and the computer
standing in for a player who is away."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import OptionList
from textual.widgets.option_list import Option

from pontoon_tui.app.widgets.plain import Plain

if TYPE_CHECKING:
    from pontoon_tui.app.host_app import HostApp


class SeatsScreen(ModalScreen[None]):
    """The devices' seats and what the host may do for one that is away.

    Args:
        host: the host's terminal.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("a", "give_back", "Give it back"),
        Binding("c", "stand_in", "Computer plays it"),
        Binding("escape,f3", "close", "Back"),
    ]

    def __init__(self, host: HostApp) -> None:
        super().__init__()
        self.host = host

    def compose(self) -> ComposeResult:
        """A line for each seat, and what the keys do."""
        with Vertical(classes="dialog wide"):
            yield Plain("Seats at their own devices", classes="dialog-title")
            yield OptionList(*self.options(), id="seats")
            yield Plain("", id="message", classes="message")
            yield Plain(
                "a gives an away seat back to the device that asks for it (its player lost "
                "the secret); c lets the computer play an away seat until its player is "
                "back, or stops it; Esc goes back.",
                classes="hint",
            )

    def options(self) -> list[Option]:
        """Each remote seat and how it stands."""
        return [Option(f"{seat} · {how}", id=seat) for seat, how in self.host.seat_states()]

    def follow(self) -> None:
        """A device came or went."""
        if self.is_mounted:
            seats = self.query_one("#seats", OptionList)
            highlighted = seats.highlighted
            seats.clear_options()
            seats.add_options(self.options())
            if highlighted is not None and seats.option_count:
                seats.highlighted = min(highlighted, seats.option_count - 1)

    def chosen(self) -> str | None:
        """The highlighted seat."""
        seats = self.query_one("#seats", OptionList)
        if seats.highlighted is None:
            return None
        return seats.get_option_at_index(seats.highlighted).id

    def action_give_back(self) -> None:
        """Give the highlighted seat back to the device asking for it."""
        seat = self.chosen()
        said = self.host.give_back(seat) if seat else "there are no seats to give back"
        self.query_one("#message", Plain).show(said)
        self.follow()

    def action_stand_in(self) -> None:
        """The computer plays the highlighted away seat, or stops playing it."""
        seat = self.chosen()
        said = self.host.stand_in(seat) if seat else "there are no seats at devices"
        self.query_one("#message", Plain).show(said)
        self.follow()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
