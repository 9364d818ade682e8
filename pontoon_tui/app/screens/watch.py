"""The table as it plays while the decision is someone else's, on another device.

At the host's terminal it shows while a player decides on their own device; on a
player's own device it shows whenever the decision is not theirs, with their own cards
beside the table. It renders the public view and, on a player's device, that seat's own
view: nothing else. The app tells it when the table changes (:meth:`WatchScreen.follow`)
and it leaves as soon as the decision it waits for has been made.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen, deal_title, seat_label
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicPane, PublicTable
from pontoon_tui.rules import stake_range
from pontoon_tui.table.client import TableClient

if TYPE_CHECKING:
    from pontoon_tui.engine.views import HandView

DOING = {
    "stake": "to look at their first card and stake",
    "double": "to say whether to double the deal",
    "play": "to play their hand",
    "bank": "to play the bank",
}
"""What the table waits for a player to do, after their name."""
MOVE_KEYS = ",".join(["t", "k", "s", "b", "enter", "y", *map(str, stake_range())])
"""A player's keys: pressed while another decides, they are answered, not ignored."""


class WatchScreen(GameScreen):
    """The public table (and the viewer's own cards) while ``waiting_for`` decides.

    Args:
        table: the table.
        waiting_for: whose decision the table waits for (None: the host's terminal cuts
            or deals).
        seat: the seat this device plays, whose own cards it shows (None: public only).
        still_due: whether the table still waits for what this screen shows; once not,
            the screen leaves (at once, or when what covers it has gone).
        note: a line for this device's player (their seat's secret).
        away: the seats whose devices have left the table now.
        host: whether this is the host's terminal (which may let the computer play a seat
            that is away).
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding(MOVE_KEYS, "not_yours", show=False)]

    def __init__(
        self,
        table: TableClient,
        waiting_for: str | None,
        seat: str | None = None,
        still_due: Callable[[], bool] = lambda: True,
        note: str = "",
        away: Callable[[], Iterable[str]] = tuple,
        *,
        host: bool = False,
    ) -> None:
        super().__init__(table)
        self.note = note
        self.away = away
        self.host = host
        self.waiting_for = waiting_for
        self.viewer = seat
        self.still_due = still_due
        self.leaving = False
        self.hands_shown = self.hand_count()

    def own_hands(self) -> list[tuple[str, HandView]]:
        """The viewer's hands in the deal as only they see them, with their titles: the
        bank's, when the viewer banks (none without a seat)."""
        if self.viewer is None:
            return []
        own = self.table.view(self.viewer)
        if own.deal_banker == self.viewer and own.banker_hand is not None:
            return [("The bank", own.banker_hand)]
        seat = own.seat(self.viewer)
        hands = () if seat is None else seat.hands
        if len(hands) == 1:
            return [("Your hand", hands[0])]
        return [(f"Hand {number}", hand) for number, hand in enumerate(hands, 1)]

    def hand_count(self) -> int:
        """How many hands the viewer holds in the deal (0 without a seat)."""
        return len(self.own_hands())

    def waiting_words(self) -> str:
        """``Waiting for Bob to play their hand, on their own device.``"""
        nxt = self.table.view().next
        if nxt is None:
            return "The session is over."
        if nxt.type in ("cut", "pack") or nxt.player is None:
            what = "to cut for the bank" if nxt.type == "cut" else "to deal"
            return f"Waiting for the host's terminal {what}."
        who = seat_label(self.table, nxt.player)
        where = ""
        if nxt.player in self.away():
            where = f". {nxt.player}'s device has left the table: it may join again"
            if self.host:
                where += " (F3: the computer may play the seat meanwhile)"
        elif nxt.player in self.table.settings.remote and nxt.player != self.viewer:
            where = ", on their own device"
        return f"Waiting for {who} {DOING.get(nxt.type, 'to move')}{where}."

    def title_text(self) -> str:
        """Whose decision the table waits for."""
        if self.table.view().deal_index is None:
            return "Pontoon · Cut for the bank · waiting for the host's terminal"
        who = self.waiting_for or "the table"
        return deal_title(self.table, f"waiting for {who}")

    def compose_body(self) -> Iterable[Widget]:
        """The viewer's own hands, the table and its log, and what the table waits for."""
        view = self.public_view()
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                yield from self.own_pane()
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                yield PublicTable(view, id="table")
                yield DealLog(self.log_lines(view.messages), id="log")
        with Vertical(id="moves"):
            yield Plain(self.waiting_words(), id="waiting", classes="prompt")
            yield Plain("", id="message", classes="message")
            if self.note:
                yield Plain(self.note, classes="hint")

    def own_pane(self) -> Iterable[Widget]:
        """The viewer's hands as only they see them; at the host's terminal, what the
        screen is."""
        if self.viewer is None:
            yield Plain("The table plays", classes="pane-title")
            yield Plain(
                "The players at their own devices decide there; this screen shows the "
                "table as everyone sees it.",
                classes="hint",
            )
            return
        yield Plain(f"{self.viewer}, your cards:", classes="pane-title")
        for number, (title, hand) in enumerate(self.own_hands(), 1):
            yield HandBox(hand, title, id=f"hand-{number}")

    def follow(self) -> None:
        """The table changed: leave if it no longer waits for what this screen shows,
        else show the newest views."""
        if self.leaving:
            return
        if not self.still_due():
            if self.app.screen is self:
                self.leaving = True
                self.dismiss(None)
            return  # (it leaves when what covers it has gone)
        if not self.is_mounted:
            return
        if self.hand_count() != self.hands_shown:
            self.hands_shown = self.hand_count()
            self.refresh(recompose=True)
            return
        view = self.public_view()
        self.set_title(self.title_text())
        self.query_one("#table", PublicTable).show(view)
        self.query_one("#log", DealLog).show(self.log_lines(view.messages))
        self.query_one("#waiting", Plain).show(self.waiting_words())
        self.query_one("#message", Plain).show("")  # what was said is out of date
        for number, (_, hand) in enumerate(self.own_hands(), 1):
            self.query_one(f"#hand-{number}", HandBox).show(hand)

    def on_screen_resume(self) -> None:
        """Shown again (help or a dialog has gone): catch up with the table."""
        super().on_screen_resume()
        self.follow()

    def action_not_yours(self) -> None:
        """A player's key while another decides: say whose decision it is."""
        self.query_one("#message", Plain).show(f"✗ Not your move. {self.waiting_words()}")
