"""The hand-history browser: a session's deals that are over, deal by deal and hand by
hand, every card face up.

←/→ step through the deals, ↑/↓ through the hands of the deal shown (the hand chosen is
highlighted and shown card by card beside the list), Escape goes back. The words are
:mod:`pontoon_tui.reports.history_text`'s, the ones ``pontoon replay --text`` writes. Only a
:class:`~pontoon_tui.reports.history.SessionHistory` is shown, and it never holds the deal in
progress of an unfinished session: that deal's cards are private.
"""

from __future__ import annotations

from typing import ClassVar

from rich.table import Table
from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from pontoon_tui.app.widgets.card import card_boxes, cards_in_line
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.said import lines
from pontoon_tui.reports.history import DealHistory, HandHistory, SessionHistory
from pontoon_tui.reports.history_text import (
    balances_line,
    bank_words,
    banker_line,
    banks_words,
    cut_line,
    ending_words,
    final_line,
    hand_line,
    net_words,
    paid_words,
    stakes_line,
    step_words,
    transfers_line,
)
from pontoon_tui.rules.words import house_rules_line
from pontoon_tui.safetext import safe_text

LOG_HEIGHT = 36
"""The least height of terminal at which the deal's log shows below its hands."""

LONG = 2000
"""The most characters of one line of history (names are short; this only escapes)."""


def safe(line: str) -> str:
    """A line of history with any control character in a name shown escaped."""
    return safe_text(line, LONG)


def head_line(history: SessionHistory, file: str) -> str:
    """The players, the deals and the house rules, and the file."""
    plural = "deal" if history.deals_target == 1 else "deals"
    rules = house_rules_line(history.rules) or "No house rules"
    players = ", ".join(map(history.seat, history.players))
    return safe(f"{players} · {history.deals_target} {plural} · {rules} · ") + safe_text(file)


def hand_title(history: SessionHistory, deal: DealHistory, hand: HandHistory) -> str:
    """Whose hand the detail shows (``Bob (computer)`` for the computer's seat)."""
    who = history.seat(hand.player)
    if hand is deal.banker_hand:
        return safe(f"{who}, the banker")
    which = f", hand {hand.number} of {hand.hands}" if hand.hands > 1 else ""
    return safe(f"{who}{which}")


def hand_result(deal: DealHistory, hand: HandHistory) -> str:
    """How the hand ended and what it paid (for the banker: the bank's net)."""
    if hand is deal.banker_hand:
        ending = ending_words(hand, banker=True)
        paid = "" if deal.cancelled else net_words(deal.transfers[hand.player])
        return safe(f"{ending}; the bank {paid}" if paid else ending)
    paid = paid_words(hand)
    return safe(f"Stake {hand.stake}, {ending_words(hand)}" + (f", {paid}" if paid else ""))


class HandList(OptionList, can_focus=False):
    """The hands of the deal shown; the screen's ↑/↓ choose one (a click too)."""


class HistoryScreen(Screen[None]):
    """Step through a session's deals that are over.

    Args:
        history: the session's history (deals in progress are never in it).
        file: the session file's name, shown under the title.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "deal(-1)", "Deal before", key_display="←"),
        Binding("right", "deal(1)", "Deal after", key_display="→"),
        Binding("up", "hand(-1)", "Hand above", show=False),
        Binding("down", "hand(1)", "Hands", key_display="↑↓"),
        Binding("home", "first", "First deal", show=False),
        Binding("end", "last", "Last deal", show=False),
        Binding("escape", "back", "Back", key_display="Esc"),
    ]
    CSS = """
    #history-deal, #history-cut { padding: 0 1; }
    #history-head { padding: 0 1; color: $text-muted; }
    #history-panes { height: 1fr; margin-top: 1; }
    #history-left { width: 1fr; }
    #history-hands { height: auto; max-height: 1fr; border: none; padding: 0 1 0 0; }
    #history-log { height: 1fr; padding: 0 1 0 2; }
    #history-detail {
        width: 40%;
        min-width: 31;
        height: auto;
        max-height: 100%;
        padding: 0 1;
        border-left: vkey $primary-darken-2;
    }
    #hand-title { text-style: bold; }
    #hand-result { margin-top: 1; }
    #history-bank { padding: 0 1; margin-top: 1; }
    #history-where { padding: 0 1; color: $text-muted; }
    #history-hands > .option-list--option-highlighted {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    """

    def __init__(self, history: SessionHistory, file: str) -> None:
        super().__init__()
        self.history = history
        self.file = file
        self.position = 0
        """Which deal over is shown, from 0."""
        self.lines: list[str] = []
        """The hands' lines of the deal shown, the banker's last."""
        self.chosen = 0
        """Which of them is chosen."""

    @property
    def deal(self) -> DealHistory | None:
        """The deal shown (None when no deal of the session is over yet)."""
        deals = self.history.deals
        return deals[self.position] if deals else None

    def hands(self) -> tuple[HandHistory, ...]:
        """The hands of the deal shown, the players' in playing order, the banker's last."""
        deal = self.deal
        return () if deal is None else (*deal.hands, deal.banker_hand)

    def compose(self) -> ComposeResult:
        """Title, the session's line, the deal, its hands beside the hand chosen, the
        transfers and the bank, and the keys."""
        yield Plain("", id="title")
        yield Plain(head_line(self.history, self.file), id="history-head")
        yield Plain("", id="history-cut")
        yield Plain("", id="history-deal")
        with Horizontal(id="history-panes"):
            with Vertical(id="history-left"):
                yield HandList(id="history-hands")
                with VerticalScroll(id="history-log", can_focus=False):
                    yield Plain("The deal as the table was told it:", classes="pane-title")
                    yield Plain("", id="history-said")
            with Vertical(id="history-detail"):
                yield Plain("", id="hand-title")
                yield Static("", id="hand-cards")
                yield Plain("", id="hand-steps")
                yield Plain("", id="hand-result")
        yield Plain("", id="history-bank")
        yield Plain("", id="history-where")
        yield KeyBar()

    def on_mount(self) -> None:
        """Show the first deal."""
        self.show_deal()

    def on_resize(self, event: events.Resize) -> None:
        """The deal's log shows below the hands when the terminal is tall enough."""
        self.query_one("#history-log").display = event.size.height >= LOG_HEIGHT

    def show_deal(self) -> None:
        """Show the deal at :attr:`position`, its first hand chosen."""
        history, deal = self.history, self.deal
        title = self.query_one("#title", Plain)
        cut = self.query_one("#history-cut", Plain)
        hands = self.query_one(HandList)
        hands.clear_options()
        if deal is None:
            title.update("Pontoon · Hand history")
            self.query_one("#history-deal", Plain).update(
                "No deal of this session is over yet: there is nothing to show."
            )
            self.query_one("#history-bank", Plain).update(safe(final_line(history)))
            self.query_one("#history-detail").display = False
            self.query_one("#history-where", Plain).update("Esc goes back.")
            return
        first_cut = cut_line(history) if self.position == 0 else None
        cut.update(safe(first_cut or ""))
        cut.display = first_cut is not None
        self.query_one("#history-deal", Plain).update(
            safe(f"{banks_words(deal)}. {stakes_line(deal)}")
        )
        computers = history.computers
        self.lines = [safe(hand_line(hand, computers)) for hand in deal.hands]
        self.lines.append(safe(banker_line(deal, computers)))
        hands.add_options(Option(self.prompt(index)) for index in range(len(self.lines)))
        self.chosen = 0
        hands.highlighted = 0
        self.query_one("#history-bank", Plain).update(self.bank_text(deal))
        said = lines(deal.said, lambda player: safe_text(history.seat(player)))
        self.query_one("#history-said", Plain).update(
            Text("\n").join(cards_in_line(line) for line in said)
        )
        self.where()
        self.show_hand(0)
        self.refresh_bindings()

    def where(self, said: str = "") -> None:
        """The status line: which deal is shown, as the title counts it, and whether a
        deal is under way (never shown); ``said``: why a key did nothing."""
        history, deal = self.history, self.deal
        if deal is None:
            return
        shown = f"Deal {deal.number} of {history.deals_target}"
        if deal.cancelled:
            shown += " cancelled (the pack ran out) and dealt again"
        else:
            shown += " played"
        if history.in_progress is not None:
            shown += f"; deal {history.in_progress} under way, not shown"
        elif not history.finished:
            left = history.deals_target - history.deals_played
            shown += f"; {left} still to play" if left else ""
        keys = "←/→ deals, ↑/↓ hands, Esc back."
        text = f"{said} {shown} · {keys}" if said else f"{shown} · {keys}"
        self.query_one("#history-where", Plain).update(safe(text))
        # The title says it too: the status line is the first to go below the bottom of a
        # small terminal when the deal's lines wrap.
        title = f"Pontoon · Hand history · Deal {deal.number} of {history.deals_target}"
        self.query_one("#title", Plain).update(f"{title} · {said}" if said else title)

    def bank_text(self, deal: DealHistory) -> str:
        """The deal's transfers and the balances after it; who banks next and why, or how
        the session ended (or that a deal is under way, never shown)."""
        history = self.history
        lines = [transfers_line(deal), balances_line(deal)]
        last = self.position == len(history.deals) - 1
        lines.append(bank_words(deal, last=last and history.finished))
        if last:
            lines.append(final_line(history))
        return "\n".join(safe(line) for line in lines)

    def show_hand(self, index: int) -> None:
        """Show hand ``index`` of the deal card by card."""
        deal = self.deal
        hands = self.hands()
        if deal is None or not 0 <= index < len(hands):
            return
        hand = hands[index]
        self.query_one("#hand-title", Plain).update(hand_title(self.history, deal, hand))
        self.query_one("#hand-cards", Static).update(card_boxes(hand.cards))
        steps = [f"{step.label} {step_words(step)}" for step in hand.steps]
        self.query_one("#hand-steps", Plain).update(
            Text("\n").join(cards_in_line(step) for step in steps)
        )
        self.query_one("#hand-result", Plain).update(hand_result(deal, hand))

    def prompt(self, index: int) -> Table:
        """Hand ``index``'s line in the list, marked when it is the one chosen (the mark
        reads without colour); a line that wraps hangs under its first word."""
        chosen = index == self.chosen
        grid = Table.grid()
        grid.add_column(width=2, no_wrap=True)
        grid.add_column(ratio=1)
        line = cards_in_line(self.lines[index])
        if chosen:
            line.stylize("bold")
        grid.add_row(Text("▶" if chosen else "", style="bold"), line)
        return grid

    @on(OptionList.OptionHighlighted, "#history-hands")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        hands = self.query_one(HandList)
        before, self.chosen = self.chosen, event.option_index
        for index in {before, self.chosen}:
            if index < hands.option_count:
                hands.replace_option_prompt_at_index(index, self.prompt(index))
        self.show_hand(event.option_index)

    def action_deal(self, step: int) -> None:
        """The deal before or after; before the first or after the last, the status line
        says there is none."""
        target = self.position + step
        if 0 <= target < len(self.history.deals):
            self.position = target
            self.show_deal()
        elif self.history.deals:
            self.app.bell()
            if step < 0:
                self.where("That is the first deal.")
            elif self.history.finished:
                self.where("That is the last deal.")
            else:
                self.where("That is the last deal over so far.")

    def action_first(self) -> None:
        """The first deal."""
        if self.history.deals:
            self.position = 0
            self.show_deal()

    def action_last(self) -> None:
        """The last deal over."""
        if self.history.deals:
            self.position = len(self.history.deals) - 1
            self.show_deal()

    def action_hand(self, step: int) -> None:
        """The hand above or below."""
        hands = self.query_one(HandList)
        count = hands.option_count
        if not count:
            return
        index = (hands.highlighted or 0) + step
        hands.highlighted = max(0, min(index, count - 1))

    def action_back(self) -> None:
        """Back to the screen before."""
        self.dismiss(None)
