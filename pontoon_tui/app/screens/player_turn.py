"""A player's turn, private to that player: all their own cards, the public table, and
the moves the engine offers, each refused move shown with the engine's reason. Key ``h``
adds a hint to each move: the chance the next card busts the hand and the move's expected
value, from this player's view only.

A move is saved, then redrawn in one go: only what it changed is touched (hands, rows and
lines whose text is new), and the screen is laid out again only when something changes
height.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.timer import Timer
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen, TitleBar, said_lines
from pontoon_tui.app.screens.turn_notes import (
    HINT_LEGEND,
    HINT_WORKING,
    buy_words,
    hands_finished,
    hint_lines,
)
from pontoon_tui.app.widgets.hand import HandBox, HandsScroll
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.moves import MoveRow, MovesPanel
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import PublicPane, PublicTable, deal_heading
from pontoon_tui.engine.events import Buy, Move, move_event
from pontoon_tui.engine.moves import MOVE_ORDER, MoveName
from pontoon_tui.engine.views import HandView, TableView
from pontoon_tui.table.client import TableClient

KEYS: dict[MoveName, str] = {"split": "s", "buy": "b", "twist": "t", "stick": "k"}
MESSAGE_ROOM_FROM = 28
"""From this terminal height the turn's message keeps room for four lines."""
HINTS_POLL = 0.05
"""Seconds between looks whether the table has worked out what the hints need."""


class PlayerTurnScreen(GameScreen):
    """``player`` plays each of their hands in turn (private to ``player``)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("s", "move('split')", "Split"),
        Binding("b", "move('buy')", "Buy"),
        Binding("t", "move('twist')", "Twist"),
        Binding("k", "move('stick')", "Stick"),
        Binding("enter", "proceed", "Pass on"),
        Binding("enter", "proceed('alone')", "Go on"),  # the only person at the table
        Binding("h", "hints", "Hints"),
        Binding("h", "hints_off", "Hints are off"),
        # A refused move stays dimmed in the footer; its key then says why.
        Binding("s", "refused('split')", show=False),
        Binding("b", "refused('buy')", show=False),
        Binding("t", "refused('twist')", show=False),
        Binding("k", "refused('stick')", show=False),
        Binding("enter", "not_yet", show=False),
        # The hands scroll from the screen's keys: nothing on it takes the focus, so a
        # key goes straight to the screen.
        Binding("up", "scroll_hands(-1)", show=False),
        Binding("down", "scroll_hands(1)", show=False),
        Binding("pageup", "scroll_hands(-5)", show=False),
        Binding("pagedown", "scroll_hands(5)", show=False),
    ]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (MESSAGE_ROOM_FROM, "-tall")]  # noqa: RUF012
    """On a tall terminal the message keeps room for four lines (pontoon.tcss), so a move
    that ends a hand or the turn (the card, how the hand ended, the hand's review, what
    next) repaints it without laying the screen out again."""

    def __init__(self, table: TableClient, player: str) -> None:
        super().__init__(table)
        self.viewer = player
        self.player = player
        index = table.view().deal_index
        assert index is not None
        self.deal_index = index
        self._own: TableView | None = None
        self.turn_over = False
        self.show_hints = False
        self.hints_timer: Timer | None = None
        self.footer_state: tuple[object, ...] | None = None
        self.boxes: list[HandBox] = []
        self.typed_for_buy: str | None = None  # digits typed after b, before its dialog

    def title_text(self) -> str:
        """Whose private view this is."""
        what = f"{self.player}'s turn (only {self.player} looks)"
        return deal_heading(self.public_view(), what)

    def compose_body(self) -> Iterable[Widget]:
        """Own hands on the left, the table on the right, the moves below."""
        with Horizontal(id="panes"):
            with Vertical(id="own"):
                mine = f"{self.player}, your cards"  # one line: a long name is cut
                yield TitleBar(mine, [self.player], id=None, classes="pane-title")
                yield HandsScroll(id="hands")
            with PublicPane(id="public"):
                yield Plain("The table", classes="pane-title")
                yield PublicTable(self.public_view(), id="table")
                yield DealLog(id="log")
        with Vertical(id="moves"):
            labels = [(move, f"{move.capitalize()} ({KEYS[move]})") for move in MOVE_ORDER]
            yield MovesPanel(labels, id="move-panel")
            yield Plain("", id="message", classes="message")
            yield Plain(HINT_LEGEND, id="hint-legend", classes="hint")

    def on_mount(self) -> None:
        """Draw the hands and the moves."""
        self.redraw()

    def offered(self) -> tuple[MoveName, ...]:
        """The moves the engine offers this player now (none once the turn is over).

        A key asks twice (is the move allowed, then play it): the answer is the player's
        own view's, which is kept until the next event.
        """
        nxt = self.own_view().next
        if self.turn_over or nxt is None or nxt.type != "play" or nxt.player != self.player:
            return ()
        return nxt.moves

    def own_view(self) -> TableView:
        """This turn's deal as this player sees it now (kept until the table moves on)."""
        own = self._own
        if own is None or own.serial != self.table.serial:
            own = self._own = self.table.view(self.player, self.deal_index)
        return own

    def event_for(self, move: MoveName, amount: int = 0) -> Move:
        """The event this player's move sends to the engine."""
        return move_event(self.player, move, amount)

    def redraw(self) -> None:
        """Re-render from the engine's views: own hands, table, log and moves.

        Only what changed is touched: a hand, the table or a line is repainted when its
        content is new, a button enabled or disabled when its state flips, and the footer
        told only when the moves on offer change.
        """
        self.redraw_hands()
        self.redraw_rest()
        self.call_after_refresh(self._show_active_hand)

    def redraw_hands(self, own: Sequence[HandView] | None = None) -> None:
        """Re-render this player's own hands (``own``, or as the engine shows them now).

        The callers scroll the hand in play into view once the whole move is drawn: a
        callback asked for here, in the middle of a move, let the screen paint the hands
        a frame ahead of the rest (the table, the log and the moves).
        """
        if own is None:
            own = self.own_hands()
        hands = self.query_one("#hands", VerticalScroll)
        boxes = self.boxes
        if len(boxes) == len(own):
            for box, hand in zip(boxes, own, strict=True):
                box.show(hand)
        else:
            hands.remove_children()
            self.boxes = [
                HandBox(hand, f"Hand {hand.number}" if len(own) > 1 else "Your hand")
                for hand in own
            ]
            hands.mount_all(self.boxes)

    def redraw_rest(self) -> None:
        """Re-render the table, the log, the moves and the footer from the engine."""
        public = self.public_view()
        self.query_one("#table", PublicTable).show(public)
        self.query_one("#log", DealLog).show(self.log_lines(public.messages))
        offered = self.offered()
        own = self.own_view()
        nxt = own.next
        hinted = self.show_hints and bool(offered)
        ready = not hinted or self.table.strategies_ready
        tips = hint_lines(self.table.hints(self.player)) if hinted and ready else {}
        legend = self.query_one("#hint-legend", Plain)
        legend.show(HINT_LEGEND if ready else HINT_WORKING)
        if legend.display != hinted:
            legend.display = hinted
        if not ready and self.hints_timer is None:  # the table is still filling its tables
            self.hints_timer = self.set_timer(HINTS_POLL, self._hints_ready)
        rows = []
        for move in MOVE_ORDER:
            if move in offered:
                bounds = ""
                if move == "buy" and nxt is not None:
                    assert nxt.buy_min is not None and nxt.buy_max is not None
                    bounds = buy_words(nxt.buy_min, nxt.buy_max)
                note = " · ".join(part for part in (bounds, tips.get(move, "")) if part)
            elif self.turn_over:
                note = "your turn is over"
            else:
                note = own.refused.get(move, "")
            label = f"{move.capitalize()} ({KEYS[move]})"
            rows.append(MoveRow(move, label, move in offered, note))
        self.query_one("#move-panel", MovesPanel).show(rows)
        state = (offered, self.turn_over, self.table.settings.hints)
        if state != self.footer_state:
            self.footer_state = state
            self.refresh_bindings()

    def _show_active_hand(self) -> None:
        if self.is_attached:
            self.query_one("#hands", HandsScroll).show_active()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Show refused moves as disabled in the footer."""
        if action == "move":  # once the turn is over the moves leave the footer
            if self.turn_over:
                return False
            return True if parameters and parameters[0] in self.offered() else None
        if action == "refused":
            return bool(parameters) and parameters[0] not in self.offered()
        if action == "proceed":  # shown only once Enter can go on; "pass" when others wait
            goes_on = self.alone or self.deal_over  # no one takes the device next
            return self.turn_over and (parameters == ("alone",)) == goes_on
        if action == "not_yet":
            return not self.turn_over
        if action in ("hints", "hints_off"):
            return (action == "hints") == self.table.settings.hints
        return True

    def action_move(self, move: MoveName) -> None:
        """Play a move (buy asks for the amount first)."""
        if move not in self.offered():
            self.action_refused(move)
            return
        if move == "buy":
            from pontoon_tui.app.screens.buy import BuyScreen

            nxt = self.own_view().next
            assert nxt is not None and nxt.buy_min is not None and nxt.buy_max is not None
            dialog = BuyScreen(self.table, self.player, nxt.buy_min, nxt.buy_max)
            for digit in self.typed_for_buy or "":
                dialog.type_ahead(digit)
            self.app.push_screen(dialog, self._bought)
            return
        self.play(self.event_for(move))

    def on_key(self, event: events.Key) -> None:
        """Keys typed in one burst all reach this screen before the ``b`` among them has
        opened the purchase dialog: the digits after ``b`` are the amount, and go to the
        dialog (now, or as it opens), so ``b``, ``4``, Enter buys 4, never the least."""
        if event.time < self.shown_at:
            return  # meant for the screen before (the app drops it)
        digit = event.character
        if event.key == "b":
            self.typed_for_buy = "" if "buy" in self.offered() else None
            return
        if self.typed_for_buy is None or digit is None:
            return  # (the purchase dialog's module loads only when a purchase needs it)
        from pontoon_tui.app.screens.buy import BuyScreen, is_amount

        if is_amount(digit):
            event.stop()
            dialog = self.app.screen
            if isinstance(dialog, BuyScreen):
                dialog.type_ahead(digit)
            else:
                self.typed_for_buy += digit

    def action_scroll_hands(self, lines: int) -> None:
        """Scroll the hands by ``lines`` (a page of five lines is one hand)."""
        self.query_one("#hands", VerticalScroll).scroll_relative(
            y=lines, animate=False, immediate=True
        )

    def action_refused(self, move: MoveName) -> None:
        """Say why a move the engine refuses cannot be played (its key is dimmed)."""
        if self.turn_over:
            self.say(f"✗ your turn is over: press Enter. {self.pass_on_words()}")
            return
        reason = self.own_view().refused.get(move)
        self.say(f"✗ {reason or 'not now'}")

    def action_not_yet(self) -> None:
        """Enter before the turn is over: say which moves finish the hand."""
        offered = [f"{move} ({KEYS[move]})" for move in self.offered()]
        if len(offered) > 1:
            moves = ", ".join(offered[:-1]) + " or " + offered[-1]
        else:
            moves = "".join(offered) or "wait for the table"
        self.say(f"✗ finish your hand first: {moves}")

    @property
    def alone(self) -> bool:
        """Whether this player is the only person at this terminal (no one takes the device)."""
        remote = self.table.settings.remote
        return [p for p in self.table.people if p not in remote] == [self.player]

    @property
    def deal_over(self) -> bool:
        """Whether this turn's deal has ended (the last hand in play went bust)."""
        return self.own_view().deal_over

    def pass_on_words(self) -> str:
        """What Enter does once the turn is over."""
        if self.deal_over:
            return "The ledger follows."
        if self.alone:
            return "The game goes on."
        return "Then pass the device on."

    def action_hints(self) -> None:
        """Show or hide the hints."""
        self.show_hints = not self.show_hints
        self.redraw()

    def _hints_ready(self) -> None:
        """Look again whether the hints can be worked out now, while the keys answer."""
        self.hints_timer = None
        if self.is_attached:
            self.redraw_rest()

    def action_hints_off(self) -> None:
        """Say that the table chose to play without hints."""
        self.say("Hints are switched off for this table (Ctrl+P turns them on for everyone).")

    def _bought(self, amount: int | None) -> None:
        self.typed_for_buy = None
        # The purchase dialog is still on top while it hands over the amount: the move is
        # played once the dialog has gone, so that a deal it ends closes this screen.
        if amount is not None:
            self.call_next(self.play, Buy(self.player, amount))

    def play(self, event: Move) -> None:
        """Send a move to the engine and show what it did."""
        seen = len(self.own_view().messages)
        before = [box.hand for box in self.boxes]
        reason = self.table.submit(self.player, event)
        if reason is not None:
            self.say(f"✗ {reason}")
            return
        view = self.own_view()
        if view.cancelled:  # the pack ran out (R23): the ledger says so at once
            self.dismiss(None)
            return
        news = said_lines(self.table, [m for m in view.messages[seen:] if m.player == self.player])
        own = self.own_hands()
        news += hands_finished(before, own, event)
        nxt = view.next
        still = nxt is not None and nxt.type == "play" and nxt.player == self.player
        if view.deal_over or not still:
            self.turn_over = True
            news.append(
                "Your turn is over, and the deal with it: press Enter for the ledger."
                if view.deal_over
                else "Your turn is over: press Enter to go on."
                if self.alone
                else "Your turn is over: press Enter and pass the device on."
            )
        self.redraw_hands(own)
        self.say("\n".join(news))
        self.redraw_rest()
        self.call_after_refresh(self._show_active_hand)  # a hand may have grown

    def own_hands(self) -> list[HandView]:
        """This player's hands in this turn's deal as they see them now."""
        seat = self.own_view().seat(self.player)
        return list(seat.hands) if seat is not None else []

    def public_view(self) -> TableView:
        """What everyone sees of this turn's deal (also once it has ended and the next
        one has begun)."""
        return self.table.view(None, self.deal_index)

    def say(self, text: str) -> None:
        """Show a message under the moves."""
        self.query_one("#message", Plain).show(text)

    def action_proceed(self, alone: str = "") -> None:
        """Leave once the turn is over (``alone``: no one else takes the device)."""
        if self.turn_over:
            self.dismiss(None)

    @on(MovesPanel.Pressed)
    def _pressed(self, event: MovesPanel.Pressed) -> None:
        assert event.move in KEYS
        self.action_move(event.move)
