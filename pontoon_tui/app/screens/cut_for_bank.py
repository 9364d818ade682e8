"""Cut for the bank: each player in turn cuts a card (a key press); ace high wins.

A computer seat cuts by itself after a short pause (Space, or ``c``, makes it cut at once;
``c`` then cuts for the person after it as well).

Chance is decided once, before anyone sees it: the first cut of a round makes the whole
round from the table's source of chance and saves it as one ``cut`` event before its first
card shows; the round's cards are then revealed one player at a time. Killed in between,
the game resumes with the same cards (all of them shown: they were decided). Players tied
for the highest card cut again among themselves.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.timer import Timer
from textual.widget import Widget
from textual.widgets import Button, Static

from pontoon_tui.app.colours import current_look
from pontoon_tui.app.screens.base import GameScreen, seat_label
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.card import (
    COMPACT,
    CardSize,
    big_card_rows,
    card_boxes,
    card_size_for,
    inline_card,
)
from pontoon_tui.app.widgets.felt import (
    BOLD,
    FELT_FROM,
    Felt,
    FeltPicture,
    Seat,
    accent_of,
    round_the_felt,
    spread,
    text_cells,
)
from pontoon_tui.app.widgets.hand import TERMINAL_SHARE
from pontoon_tui.app.widgets.plain import Plain, ellipsize
from pontoon_tui.safetext import safe_text
from pontoon_tui.table.client import TableClient
from pontoon_tui.table.service import COMPUTER_PAUSE, COVERED_WAIT

COLUMN = 12  # the widest column of a card and its cutter's name
CUT_SEAT = 19
"""A cutter's seat on the felt: a name of 15 cells, a space each side and the box."""
FELT_ROOM = 12
"""The lines the felt leaves to the title, the rounds, the prompt, the button and the keys."""
SEPARATOR = "   "
ROUNDS_SHOWN = 4  # the most rounds listed; before them, how many ties there were


def tied_words(players: Sequence[str]) -> str:
    """``Ann and Bob``, ``Ann, Bob and Cat``: the players tied for the highest card."""
    names = [safe_text(player) for player in players]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class CutScreen(GameScreen):
    """Everyone cuts in seating order until one player holds the highest card.

    Args:
        game: the game.
        pause: seconds a computer seat waits before it cuts (None: the app's pause for
            computer moves).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "cut", "Cut a card"),
        Binding("space", "hurry", "Cut at once"),
        Binding("enter", "proceed", "Continue"),
    ]

    def __init__(self, table: TableClient, pause: float | None = None) -> None:
        super().__init__(table)
        self.round: dict[str, str] | None = None
        """The cards of the round being revealed, by name (saved already)."""
        self.revealed = 0
        self.pause = pause
        self.timer: Timer | None = None
        self.waiting = False

    def title_text(self) -> str:
        """The stage."""
        return "Pontoon · Cut for the bank · highest card banks, ace high"

    def compose_body(self) -> Iterable[Widget]:
        """Earlier rounds, this round, the last card cut, and the prompt."""
        with Vertical(id="cut-box"):
            yield Plain(id="cut-rounds")
            yield Plain(id="cut-card")
            yield FeltPicture(id="cut-felt")
            yield Plain(id="cut-prompt", classes="prompt")
            with Center():
                yield MouseButton("Cut (c)", id="cut", variant="primary")
                yield MouseButton("Continue (Enter)", id="continue", variant="primary")

    def on_mount(self) -> None:
        """Draw the first round; a computer cutting first waits its pause."""
        if self.pause is None:
            self.pause = float(getattr(self.app, "computer_pause", COMPUTER_PAUSE))
        self.redraw()

    def recolour(self) -> None:
        """Draw the cards cut so far again in the colours in use."""
        self.redraw()

    @property
    def cutting(self) -> tuple[str, ...]:
        """Who cuts in this round, in seating order."""
        if self.round is None:
            return self.table.view().cutting
        return tuple(p for p in self.table.view().players if p in self.round)

    @property
    def decided(self) -> bool:
        """Whether the bank has been decided and every card of it shown."""
        return self.table.view().banker is not None and self.round is None

    @property
    def done_count(self) -> int:
        """How many rounds have been cut and shown in full."""
        return len(self.table.view().cut_rounds) - (self.round is not None)

    def redraw(self) -> None:
        """Show the last rounds so far (the earlier ones were all ties) and whose cut it is."""
        all_rounds = self.table.view().cut_rounds
        done = self.done_count
        first = max(0, done - ROUNDS_SHOWN)
        rounds: list[Text] = []
        if first:
            earlier = "Round 1 was a tie" if first == 1 else f"Rounds 1 to {first:,} were ties"
            rounds.append(Text(f"{earlier} (not shown).", style="dim"))
        width = self.rounds_width()
        for number in range(first, done):
            cards = all_rounds[number]
            label = f"Round {number + 1:,}: "
            rounds.append(self._cards_line(label, cards, list(cards), width=width))
        if not self.decided:
            label = f"Round {done + 1:,}: "
            shown = list(self.cutting[: self.revealed])
            cards = self.round if self.round is not None else {}
            rounds.append(self._cards_line(label, cards, shown, self.cutting, width))
        self.query_one("#cut-rounds", Static).update(Text("\n").join(rounds))
        felt = self._felt()
        self.query_one("#cut-felt", FeltPicture).show(felt)
        self.query_one("#cut-card", Static).update(Text("") if felt else self._boxes())
        self.query_one("#cut-prompt", Static).update(self._prompt())
        self.query_one("#cut", Button).display = not self.decided
        self.query_one("#continue", Button).display = self.decided
        self.refresh_bindings()
        self.schedule_computer()

    @property
    def cutter(self) -> str | None:
        """Who cuts next, or None once the bank is decided."""
        return None if self.decided else self.cutting[self.revealed]

    def schedule_computer(self) -> None:
        """If a computer seat cuts next, let it cut after the pause."""
        if self.waiting or not self.table.is_computer(self.cutter):
            return
        self.waiting = True
        if self.pause:
            self.timer = self.set_timer(self.pause, self.computer_cut)
        else:
            self.call_later(self.computer_cut)

    def computer_cut(self) -> None:
        """The computer seat due to cut cuts (later, while another screen covers this)."""
        self.timer = None
        self.waiting = False
        if not self.table.is_computer(self.cutter):
            return
        if self.app.screen is not self:  # help, quit or "enlarge the terminal" on top
            self.waiting = True
            self.timer = self.set_timer(max(self.pause or 0, COVERED_WAIT), self.computer_cut)
            return
        self.cut_next()

    def _shown_round(self) -> tuple[dict[str, str], list[str]]:
        """The cards of the round on the table (the one being cut, or the last one while
        the next waits or once the bank is decided) and who has shown theirs."""
        session = self.table.view()
        if self.round is not None:
            return self.round, list(self.cutting[: self.revealed])
        if session.cut_rounds:  # decided, or a tie: that round stays until a cut
            cards = session.cut_rounds[-1]
            return cards, [p for p in session.players if p in cards]
        return {}, []

    def _felt(self) -> Felt | None:
        """The cutters round a felt, each with their card (a back until it is cut), where
        the terminal is large enough; None where the cards are drawn in a row."""
        columns, lines = self.app.size
        if columns < FELT_FROM[0] or lines < FELT_FROM[1]:
            return None
        view = self.table.view()
        cards, shown = self._shown_round()
        players = [p for p in view.players if p in cards] if self.round is None and cards else []
        players = players or list(self.cutting)
        size = card_size_for(1, CUT_SEAT - 4, lines // TERMINAL_SHARE)
        if size == COMPACT:
            return None
        accent_style = accent_of(self.app)
        longest = max(cell_len(player) for player in players) + 2  # and the mark of the cutter
        for seat_width in sorted({max(CUT_SEAT, longest + 4), CUT_SEAT}, reverse=True):
            seats = self._cut_seats(players, cards, shown, seat_width - 4, size)
            felt = round_the_felt(
                seats,
                seat_width,
                columns - 4,
                lines - FELT_ROOM,
                current_look(),
                accent_style,
                "ace high",
            )
            if felt is not None:
                return felt
        return None

    def _cut_seats(
        self,
        players: Sequence[str],
        cards: dict[str, str],
        shown: Sequence[str],
        inner: int,
        size: CardSize,
    ) -> list[Seat]:
        """Each cutter's seat: the name, what became of the cut, the card (a back until
        it is cut)."""
        view = self.table.view()
        look = current_look()
        seats = []
        for player in players:
            card = cards.get(player) if player in shown else None
            now = player == self.cutter
            name = text_cells(("▶ " if now else "") + ellipsize(player, inner - 2), BOLD)
            if self.decided and player == view.banker:
                said = text_cells("banks", look.gain + BOLD)
            elif card is not None:
                said = text_cells("cut ") + text_cells(inline_card(card, look))
            else:
                said = text_cells("cuts now" if now else "to cut")
            rows = [spread(name, [], inner), spread(said, [], inner)]
            pad = (inner - size.width) // 2
            for row in big_card_rows(card, size, look=look):
                cells = [cell for text, part in row for cell in text_cells(text, part)]
                rows.append(spread(text_cells(" " * pad) + cells, [], inner))
            seats.append(Seat(rows, now))
        return seats

    def _boxes(self) -> Text:
        """The cards of the round being cut (or the deciding one) as boxes, names below."""
        cards, shown = self._shown_round()
        if not shown:
            return Text("")
        width = self.column_width(len(shown), max(cell_len(p) for p in shown) + 1)
        gap = " " * (width - 5)
        rows = card_boxes([cards[p] for p in shown]).split()
        boxes = Text("\n").join(Text(gap).join(row.divide(range(5, len(row), 5))) for row in rows)
        names = Text(" ").join(Text(f"{ellipsize(p, width - 1):<{width - 1}}") for p in shown)
        names.rstrip()
        return Text("\n").join([boxes, names])

    def on_resize(self) -> None:
        """Fit the rounds' lines and the columns of cards to the new width."""
        if self.is_mounted:
            self.redraw()

    def rounds_width(self) -> int:
        """How many cells a line of the rounds may take."""
        width = self.query_one("#cut-rounds", Static).content_region.width
        return width or (self.size.width - 4 if self.size.width else 76)

    def column_width(self, count: int, name: int = COLUMN) -> int:
        """How wide each card's column is: room for a name of ``name`` cells (at least
        :data:`COLUMN` when the screen has it), all columns on one line."""
        room = self.size.width - 4 if self.size.width else 76
        return max(6, min(max(COLUMN, name), (room + 1) // max(count, 1)))

    @staticmethod
    def _cards_line(
        label: str,
        cards: dict[str, str],
        shown: list[str],
        waiting: Iterable[str] = (),
        width: int = 0,
    ) -> Text:
        """``Round 2: Ann 7♠   Bob …``: each player's name and card (``…`` while still to
        cut), on as many lines as ``width`` cells need, never breaking a name from its card
        (the lines after the first indented under the first name)."""
        line = Text(label, style="bold")
        used = len(label)  # the cells of the line being filled
        for index, player in enumerate([*shown, *(p for p in waiting if p not in shown)]):
            card = inline_card(cards[player]) if player in shown else Text("…")
            part = Text.assemble(safe_text(player), " ", card)
            if index and width and used + len(SEPARATOR) + part.cell_len > width:
                line.append("\n" + " " * len(label))
                used = len(label)
            elif index:
                line.append(SEPARATOR)
                used += len(SEPARATOR)
            line.append_text(part)
            used += part.cell_len
        return line

    def _prompt(self) -> str:
        session = self.table.view()
        if self.decided and session.banker is not None:
            banker = seat_label(self.table, session.banker)
            return f"{banker} cut the highest card and banks first. Press Enter."
        text = ""
        if session.cut_rounds and self.round is None:
            text = f"{tied_words(self.cutting)} tie; they cut again. "
        cutter = self.cutting[self.revealed]
        if self.table.is_computer(cutter):
            return text + f"{cutter} (computer) cuts… (Space cuts at once)"
        if cutter in self.table.settings.remote:  # at their own device: this terminal cuts
            return text + f"Press c to cut for {cutter} (at their own device)."
        return text + f"{cutter}: press c to cut."

    def action_hurry(self) -> None:
        """Space: a computer seat due to cut cuts at once (as Space hurries computer moves
        everywhere)."""
        if not self.decided and self.table.is_computer(self.cutter):
            self.cut_next()

    def action_cut(self) -> None:
        """``c``: the next person cuts. Pressed while a computer seat is due to cut, it
        cuts at once and the press still cuts for the person after it in the round: the
        computer's cut does not use it up."""
        if self.decided:
            return
        if not self.table.is_computer(self.cutter):
            self.cut_next()
            return
        self.cut_next()
        if self.round is not None and not self.table.is_computer(self.cutter):
            self.cut_next()  # the same round goes on, with a person's cut

    def cut_next(self) -> None:
        """Reveal the next player's card. The first cut of a round decides and saves the
        whole round before its card shows."""
        if self.decided:
            return
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.waiting = False
        if self.round is None:
            cutter = self.cutting[0]
            reason = self.table.cut(cutter)
            assert reason is None, reason
            self.round = self.table.view().cut_rounds[-1]
            self.revealed = 0
        self.revealed += 1
        if self.revealed == len(self.round):
            self.round = None
            self.revealed = 0
        self.redraw()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The footer offers cutting until the bank is decided, then Enter; Space while a
        computer seat is due to cut (as its prompt says)."""
        if action == "cut":
            return not self.decided
        if action == "hurry":
            return not self.decided and self.table.is_computer(self.cutter)
        if action == "proceed":
            return self.decided
        return True

    def action_proceed(self) -> None:
        """Go on once the bank is decided."""
        if self.decided:
            self.dismiss(None)

    @on(Button.Pressed, "#cut")
    def _pressed(self) -> None:
        self.action_cut()

    @on(Button.Pressed, "#continue")
    def _continue(self) -> None:
        self.action_proceed()
