"""The ledger after each deal.

It renders the public view of a settled deal: once a deal is over every hand in it is
public (R26).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget

from pontoon_tui.app.colours import current_look
from pontoon_tui.app.screens.base import GameScreen, said_lines, seat_label
from pontoon_tui.app.widgets.card import cards_in_line
from pontoon_tui.app.widgets.felt import FELT_FROM, FeltPicture, accent_of, felt_for
from pontoon_tui.app.widgets.ledger_table import deal_notes, history_table, settlement_table
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.said import LAST_DEAL, What, passes_bank_words, takes_bank_words
from pontoon_tui.engine.views import TableView
from pontoon_tui.table.client import TableClient


def headline(deal: TableView, who: Callable[[str], str] = str) -> str:
    """What the deal came to, in one line (``who`` labels a player)."""
    if deal.cancelled:
        return (
            f"Deal {deal.deal_number} is cancelled: the pack ran out. Every payment is "
            "reversed and the deal does not count."
        )
    if deal.banker_pontoon:
        return f"Deal {deal.deal_number}: {who(deal.deal_banker or '')}, the banker, had Pontoon."
    return f"Deal {deal.deal_number} is settled."


def bank_and_pack(deal: TableView, last: bool, who: Callable[[str], str] = str) -> str:
    """Who banks next and why, and what happens to the pack (``who`` labels a player)."""
    banker = who(deal.deal_banker or "")
    next_banker = deal.banker
    if deal.cancelled:
        return f"{banker} deals deal {deal.deal_number} again after a fresh shuffle."
    passed = next((said for said in deal.messages if said.what is What.PASSES_BANK), None)
    if passed is not None:
        bank = passes_bank_words(who(passed.player), passed.amount, last=last)
    elif next_banker is not None and next_banker != deal.deal_banker:
        bank = takes_bank_words(who(next_banker), last=last)
    elif deal.banker_pontoon:
        bank = f"{banker} had Pontoon and keeps the bank."
    else:
        bank = f"No player made an unsplit Pontoon: {banker} keeps the bank."
    if last:
        return f"{bank} {LAST_DEAL}"
    if deal.pontoon:
        return bank + " A Pontoon appeared: the cards are gathered, shuffled and cut."
    return bank + " No Pontoon: the used cards go under the pack, which is not shuffled."


class LedgerScreen(GameScreen):
    """Settlement of one deal, who banks next, the history of deals with the balances,
    and what happened; on a wide terminal what happened goes beside the rest.

    Args:
        table: the table.
        deal_index: which deal begun to show.
    """

    CARDS_COMPOSED = True

    BINDINGS: ClassVar[list[BindingType]] = [Binding("enter", "proceed", "Continue")]
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (120, "-wide")]  # noqa: RUF012 (Textual's type)

    def __init__(self, table: TableClient, deal_index: int) -> None:
        super().__init__(table)
        self.deal = table.view(None, deal_index)
        """The deal as everyone sees it: settled, so every card is public (R26)."""
        self.deal_index = deal_index

    @property
    def last(self) -> bool:
        """Whether this is the session's last deal."""
        deal = self.deal
        return deal.finished and self.deal_index == len(deal.deals) - 1

    def title_text(self) -> str:
        """The deal and the count."""
        deal = self.deal
        return (
            f"Pontoon · Ledger · deal {deal.deal_number} of {deal.deals_target} "
            f"· {deal.deals_played} played"
        )

    def compose_body(self) -> Iterable[Widget]:
        """Headline, settlement, balances, next banker, history, and the deal's log."""
        deal = self.deal
        last = self.last

        def who(player: str) -> str:
            return seat_label(self.table, player)

        with VerticalScroll(id="ledger"):
            with Vertical(id="ledger-main"):
                yield Plain(headline(deal, who), id="headline", classes="prompt")
                if not deal.cancelled:
                    yield Plain(settlement_table(deal), id="settlement")
                    notes = deal_notes(deal)
                    if notes:
                        yield Plain("\n".join(notes), id="loss-notes", classes="note")
                yield Plain(bank_and_pack(deal, last, who), id="next-bank")
                yield Plain("History and balances", classes="pane-title")
                history = history_table(deal.players, deal.deals, deal.balances, self.deal_index)
                yield Plain(history, id="history")
                felt_title = Plain("The table at the end of the deal", classes="pane-title")
                felt_title.id = "felt-title"
                felt_title.display = False
                yield felt_title
                yield FeltPicture(id="ledger-felt")
            with Vertical(id="ledger-side"):
                yield Plain("What happened", classes="pane-title")
                said = "\n".join(said_lines(self.table, deal.messages))
                yield Plain(cards_in_line(said), id="deal-log")
        yield Plain(self.hint_text(), id="ledger-hint", classes="hint")

    def hint_text(self, below: bool = False) -> str:
        """What Enter does, and whether more of the ledger is ``below`` (scrolled off)."""
        more = "the final standings" if self.last else "the next deal"
        hint = f"Press Enter for {more}."
        return f"{hint} ↓ More below: PgDn or ↓ scrolls." if below else hint

    def on_mount(self) -> None:
        """Keep the hint saying whether more is below (what happened, on a small terminal)."""
        ledger = self.query_one("#ledger", VerticalScroll)
        self.call_after_refresh(self.show_felt)
        self.watch(ledger, "scroll_y", self.show_more, init=False)
        for size in ("size", "virtual_size"):
            self.watch(ledger, size, self.show_more_soon)

    def on_resize(self) -> None:
        """Lay the table out again for the new size (or leave it out)."""
        self.call_after_refresh(self.show_felt)

    def show_felt(self) -> None:
        """On a large terminal, the settled table round the felt under the history, every
        hand face up with its result, in the room the rest leaves (left out where the
        seats do not fit in it)."""
        deal = self.deal
        columns, lines = self.app.size
        picture = self.query_one("#ledger-felt", FeltPicture)
        main = self.query_one("#ledger-main", Vertical)
        felt = None
        if columns >= FELT_FROM[0] and lines >= FELT_FROM[1] and not deal.cancelled:
            ledger = self.query_one("#ledger", VerticalScroll)
            used = sum(
                child.outer_size.height + child.styles.margin.top + child.styles.margin.bottom
                for child in main.children
                if child.display and child.id not in ("ledger-felt", "felt-title")
            )
            most = ledger.content_region.height - used - 3  # its title under a blank line
            banker = deal.deal_banker
            width = main.content_region.width - 2  # and room for a scroll bar, should one come
            felt = felt_for(deal, banker, width, most, current_look(), accent_of(self.app))
        picture.show(felt)
        self.query_one("#felt-title", Plain).display = felt is not None

    def show_more_soon(self) -> None:
        """The ledger's size changed: check what is below once the layout is done."""
        self.call_after_refresh(self.show_more)

    def show_more(self) -> None:
        """Say in the hint whether some of the ledger is below what shows."""
        ledger = self.query_one("#ledger", VerticalScroll)
        below = ledger.max_scroll_y > 0 and ledger.scroll_y < ledger.max_scroll_y
        self.query_one("#ledger-hint", Plain).show(self.hint_text(below))

    def action_proceed(self) -> None:
        """On to the next deal, or to the standings."""
        self.dismiss(None)
