"""Computer seats at play: each stake or move shown to everyone after a short pause.

The screen is public: it renders only the public view, so a computer's face-down cards
stay backs until the rules expose them (R25, R26). It plays one computer move after
another while the session waits on a computer seat, then dismisses itself so the app can
open whatever comes next (a person's turn, the ledger).

The seat on show is the one whose move the screen shows (before the first move, the one
about to play): the title names it, and its pane lists that seat's own moves in the deal;
what the moves brought about for the rest of the table is in the table's log.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.timer import Timer
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicPane, PublicTable, deal_heading
from pontoon_tui.engine.said import Said, What, lines
from pontoon_tui.engine.views import TableView
from pontoon_tui.rules import stake_range
from pontoon_tui.table.client import TableClient
from pontoon_tui.table.service import COVERED_WAIT

READ_LINES = 3  # a move's pause grows with what it said, up to this many lines
READY_POLL = 0.05
"""Seconds between looks at whether the strategies' tables are ready for the first move."""
ABOUT_TO = {
    "stake": "looks at its first card and chooses a stake",
    "double": "looks at its first card and decides whether to double the deal",
    "play": "decides how to play its hand",
    "bank": "turns over its cards and plays the bank",
}
"""What the seat on show is doing before its first move of the deal shows (so the pane
is never empty while it thinks)."""
NOT_MOVES = (What.DEALS, What.ALL_BUST)
"""What the table is told in the banker's name that is no move of the banker's."""
MOVE_KEYS = ",".join(["t", "k", "s", "b", "enter", "y", *map(str, stake_range())])
"""The keys of a person's stake, moves, pass-on and "I hold the device": pressed while a
computer plays, they are answered, not ignored in silence."""


class ComputerTurnScreen(GameScreen):
    """The computer plays its seats' stakes and moves in front of everyone.

    Args:
        game: the game.
        pause: seconds to wait before each move and before leaving (0: no wait), once
            for each line the move before it said (up to three), so that the table can
            read it; Space plays the next move at once.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("space", "now", "Go on now"),
        Binding(MOVE_KEYS, "not_yours", show=False),
    ]

    def __init__(self, table: TableClient, pause: float) -> None:
        super().__init__(table)
        self.pause = pause
        index = table.view().deal_index
        assert index is not None
        self.deal_index = index
        self.last: str | None = None
        self.timer: Timer | None = None
        self.leaving = False
        self.shown_title = self.title_text()

    @property
    def seat_on_show(self) -> str | None:
        """The seat whose move is shown: the one that moved last, or before any move the
        one about to play."""
        if self.last is not None:
            return self.last
        return None if self.deal_over else self.table.computer_due()

    def title_text(self) -> str:
        """Which computer's move is shown: it plays (and plays again next), or it has
        played and another seat is next."""
        seat = self.seat_on_show
        if seat is None:
            what = "the computer plays"
        elif seat == self.table.computer_due() and not self.deal_over:
            what = f"{seat} (computer) plays"
        else:
            what = f"{seat} (computer) has played"
        return deal_heading(self.public_view(), what)

    def pane_title(self) -> str:
        """The heading of the seat on show's moves."""
        seat = self.seat_on_show
        return f"{seat} (computer), this deal" if seat else "The computer plays"

    def public_view(self) -> TableView:
        """What everyone sees of the deal this screen opened in: as it stands, or as it
        was settled once the next deal has begun from the same pack (every card turned
        over, R26; the balances are the session's, which the next deal has not moved
        while this screen shows: the computer plays no move of it here)."""
        return self.table.view(None, self.deal_index)

    def moves_lines(self, told: tuple[Said, ...]) -> list[str]:
        """The seat on show's own moves in the deal, a line each (its name plain: the
        heading says it is the computer's)."""
        seat = self.seat_on_show
        own = tuple(m for m in told if m.player == seat and m.what not in NOT_MOVES)
        if own or seat is None or self.deal_over:
            return lines(own)
        nxt = self.table.view().next
        about = ABOUT_TO.get(nxt.type, "") if nxt is not None and nxt.player == seat else ""
        return [f"{seat} {about}…"] if about else []

    @property
    def deal_over(self) -> bool:
        """Whether the deal this screen opened in (shown to its end, even once the next
        began) has ended."""
        return self.table.view(None, self.deal_index).deal_over

    def upcoming(self) -> str:
        """Who or what comes next."""
        seat = self.table.computer_due()
        if self.deal_over:
            return "Next: the ledger of the deal. Space goes on at once."
        if seat is not None:
            return f"Next: {seat} (computer). Space plays it at once."
        return f"Next: {self.next_person()}. Space goes on at once."

    def next_person(self) -> str:
        """Who plays next once the computer has played ("the table" for a shuffle or a
        cut)."""
        nxt = self.table.view().next
        return nxt.player if nxt is not None and nxt.player is not None else "the table"

    def compose_body(self) -> Iterable[Widget]:
        """What the computer did, the public table and its log."""
        view = self.public_view()
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                yield Plain(self.pane_title(), id="computer-title", classes="pane-title")
                yield DealLog(self.moves_lines(view.messages), id="computer-moves")
                yield Plain(
                    "A computer seat decides from what that seat may see; its face-down "
                    "cards stay hidden until the rules show them.",
                    classes="hint",
                )
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                yield PublicTable(view, id="table")
                yield DealLog(self.log_lines(view.messages), id="log")
        with Vertical(id="moves"):
            yield Plain("", id="message", classes="prompt")

    def on_mount(self) -> None:
        """Say who moves next and wait before the first move."""
        self.redraw()
        self.wait()

    def wait(self, lines: int = 1) -> None:
        """Take the next step after the pause: longer when the move before it said more
        (a banker's last card and the settlement), so that each can be read."""
        if self.pause > 0:
            delay = self.pause * max(1, min(lines, READ_LINES))
            self.timer = self.set_timer(delay, self.step)
        else:
            self.call_later(self.step)

    def action_now(self) -> None:
        """Skip the rest of the pause."""
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.step()

    def action_not_yours(self) -> None:
        """A person's key while the computer plays: say so, and what Space does (the next
        step shows what comes next again)."""
        seat = self.table.computer_due()
        if self.deal_over:
            words = "the computer has played; Space goes on to the ledger."
        elif seat is not None:
            words = f"{seat} (computer) plays next; Space plays it at once."
        else:
            words = f"the computer has played; Space goes on to {self.next_person()}."
        self.query_one("#message", Plain).show(f"✗ Not your move: {words}")

    def step(self) -> None:
        """Play the next computer move, or leave when no computer is due (or the deal that
        was being played is over)."""
        self.timer = None
        if self.leaving:
            return
        if self.app.screen is not self:  # help, quit or "enlarge the terminal" on top
            self.timer = self.set_timer(max(self.pause, COVERED_WAIT), self.step)
            return
        seat = self.table.computer_due()
        if seat is None or self.deal_over:
            self.leaving = True
            self.dismiss(None)
            return
        if not self.table.strategies_ready:  # still working out its tables: keep drawing
            self.timer = self.set_timer(READY_POLL, self.step)
            return
        self.last = seat
        said = self.table.play_computer(seat)
        self.redraw()
        self.wait(len(said))

    def redraw(self) -> None:
        """Re-render from the public view of the deal this screen opened in, repainting
        only what changed: once that deal has ended and the next one has begun, the table
        and the log show it as it was settled, never as it was before its last move."""
        view = self.public_view()
        title = self.title_text()
        if title != self.shown_title:
            self.shown_title = title
            self.set_title(title)
        self.query_one("#computer-title", Plain).show(self.pane_title())
        self.query_one("#computer-moves", DealLog).show(self.moves_lines(view.messages))
        self.query_one("#table", PublicTable).show(view)
        self.query_one("#log", DealLog).show(self.log_lines(view.messages))
        self.query_one("#message", Plain).show(self.upcoming())
