"""Tables for the ledger: a deal's settlement, why hands lost, and the history of deals
with every balance.

They render the public views of settled deals only (R26: once a deal is settled every
hand is public), and each hand's result as the table paid it (``HandView.paid``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from pontoon_tui.app.rules_text import times
from pontoon_tui.app.widgets.card import inline_cards
from pontoon_tui.app.widgets.table import balance_text
from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.views import DealSummary, HandView, TableView
from pontoon_tui.rules import Cause

WHY: dict[Cause, str] = {
    Cause.BANKER_PONTOON: "banker's Pontoon",
    Cause.PONTOON: "Pontoon",
    Cause.FIVE_CARD_TRICK: "five-card trick",
    Cause.BANKER_FIVE_CARD_TRICK: "banker's trick",
}
"""Why a payment of more than one stake is so, where the hand's kind is the reason."""


def result_words(hand: HandView) -> str:
    """How a settled hand came out, as the table paid it, in words: ``wins``, ``loses
    double (banker's Pontoon)``, ``wins double (doubled deal)``, ``bust, pays double
    (doubled deal)``."""
    paid = hand.paid
    if paid is None:
        return "not settled"
    stakes = abs(paid.stakes)
    if paid.cause is Cause.BUST:
        verb = "bust, pays" if stakes > 1 else "bust"
    else:
        verb = "wins" if paid.stakes > 0 else "loses"
    if stakes == 1:
        return verb
    why = "doubled deal" if paid.by_doubling else WHY.get(paid.cause, "")
    return f"{verb} {times(stakes)}" + (f" ({why})" if why else "")


SHORT_WHY: dict[Cause, str] = {
    Cause.BANKER_PONTOON: "Pontoon",
    Cause.PONTOON: "Pontoon",
    Cause.FIVE_CARD_TRICK: "trick",
    Cause.BANKER_FIVE_CARD_TRICK: "trick",
}
""":data:`WHY` in fewer words, for a ledger that would not fit a row a line otherwise
(whose Pontoon or trick it was, the result's verb says: a player's wins, the banker's
loses)."""


def short_result(hand: HandView) -> str:
    """:func:`result_words` in fewer words: ``loses double (trick)``, ``loses double
    (doubled)`` (a bust says so in the hand's column), for a terminal where the full
    words would take two lines a row."""
    paid = hand.paid
    if paid is None:
        return "not settled"
    stakes = abs(paid.stakes)
    if stakes == 1:
        return "bust" if paid.cause is Cause.BUST else "wins" if paid.stakes > 0 else "loses"
    verb = "wins" if paid.stakes > 0 else "loses"
    why = "doubled" if paid.by_doubling else SHORT_WHY.get(paid.cause, "")
    return f"{verb} {times(stakes)}" + (f" ({why})" if why else "")


def short_hand(hand: HandView) -> str:
    """The hand in words, a five-card trick as ``5-card trick`` (its total says nothing
    the trick does not)."""
    if hand.kind is Kind.FIVE_CARD_TRICK:
        return "5-card trick"
    return hand.description or ""


SEAT_CELLS = 14
"""The narrowest the settlement's seat column is cut to."""
SHORT_SEAT_CELLS = 6
"""The narrowest it is cut to where the results take fewer words to fit a row a line."""


class SettlementTable:
    """Every hand of a settled deal: cards, kind, stake, result, net; the banker first.

    Drawn to the width it is given: the seats' names in full where there is room, else
    cut with an ellipsis (never below :data:`SEAT_CELLS`).
    """

    def __init__(self, view: TableView) -> None:
        self.view = view
        self._fitted: dict[int, Table] = {}

    def table(self, cap: int | None = None, reasons: bool = True, short: bool = False) -> Table:
        """The table with the seats cut to at most ``cap`` cells (None: in full); with
        ``reasons`` False, each result without its reason (what the table needs at least,
        a reason going under its result where the width is short); with ``short``, the
        hands and results in fewer words (:func:`short_hand`, :func:`short_result`), each
        row on one line."""
        view = self.view
        table = Table(
            box=None, padding=(0, 1), pad_edge=not short, show_edge=False, header_style="bold"
        )
        table.add_column("Seat", no_wrap=True, max_width=cap, overflow="ellipsis")
        table.add_column("Cards", no_wrap=True)
        table.add_column("Hand", no_wrap=short)  # "five-card trick (13)" may take two lines
        table.add_column("Stake", justify="right", no_wrap=True)
        table.add_column("Result", no_wrap=short)
        table.add_column("Net", justify="right", no_wrap=True)
        bank = view.banker_hand
        banker = view.deal_banker or ""
        described = short_hand if short else (lambda hand: hand.description or "")
        table.add_row(
            Text(banker, style="bold"),
            inline_cards(bank.cards) if bank is not None else "",
            described(bank) if bank is not None and bank.cards else "",
            "bank",
            "",
            balance_text(view.transfers.get(banker, 0)),
        )
        heads = [""]  # each result without its reason
        split = "↳ hand" if short else "  ↳ hand"
        for seat in view.seats:
            for hand in seat.hands:
                name = Text(seat.player if hand.number == 1 else f"{split} {hand.number}")
                net = Text("-") if hand.net is None else balance_text(hand.net)
                result = short_result(hand) if short else result_words(hand)
                heads.append(result.split(" (")[0])
                table.add_row(
                    name,
                    inline_cards(hand.cards),
                    described(hand),
                    str(hand.stake),
                    result if reasons or short else heads[-1],
                    net,
                )
        table.columns[4].min_width = max(map(len, heads))  # "wins double" is never broken
        return table

    def fitted(self, console: Console, width: int) -> Table:
        """The table with names as long as ``width`` cells allow; where the full words
        would not fit a row a line, the hands and results in fewer words (names cut
        further if need be); only where even those do not fit, each reason under its
        result (a name is cut only when the results alone leave it no room)."""
        if width not in self._fitted:
            names = [self.view.deal_banker or "", *(seat.player for seat in self.view.seats)]
            longest = max(cell_len(name) for name in names)
            least = fit(console, width, lambda cap: self.table(cap, False), longest, SEAT_CELLS)
            table = self.table(least.columns[0].max_width)
            options = console.options.update_width(10_000)
            if Measurement.get(console, options, table).maximum > width:
                short = fit(
                    console, width, lambda cap: self.table(cap, short=True), longest,
                    SHORT_SEAT_CELLS,
                )  # fmt: skip
                if Measurement.get(console, options, short).maximum <= width:
                    table = short
            if Measurement.get(console, options, table).maximum > width:
                # The results keep the width of their words and each reason goes under
                # its result; only the hands' words wrap besides (left to Rich, the
                # results would be cut narrower than their words and the nets pushed off).
                result = table.columns[4]
                result.width = result.min_width
            self._fitted[width] = table
        return self._fitted[width]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fitted(console, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.fitted(console, options.max_width))


def settlement_table(view: TableView) -> SettlementTable:
    """Every hand of the settled deal ``view`` shows (:class:`SettlementTable`)."""
    return SettlementTable(view)


def fit(
    console: Console, width: int, make: Callable[[int | None], Table], longest: int, least: int
) -> Table:
    """The table ``make`` draws with names cut to the most cells (None: in full, else
    from ``longest - 1`` down to ``least``) that lets it fit ``width`` cells."""
    options = console.options.update_width(10_000)  # measured without a clamp
    for cap in (None, *range(longest - 1, least - 1, -1)):
        table = make(cap)
        if Measurement.get(console, options, table).maximum <= width:
            break
    return table


def hand_name(view: TableView, player: str, number: int) -> str:
    """``Bob``, or ``Bob's hand 2`` for a player who split."""
    seat = view.seat(player)
    return player if seat is None or len(seat.hands) == 1 else f"{player}'s hand {number}"


def _joined(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def deal_notes(view: TableView) -> list[str]:
    """What the settlement's figures need explained: a deal the banker doubled (H7: its
    ordinary results count double, though the stakes stand as staked), then
    :func:`loss_notes`."""
    notes = []
    if view.doubled and not view.cancelled:
        notes.append(f"{view.deal_banker} doubled this deal: a one-stake result counts double.")
    return notes + loss_notes(view)


def loss_notes(view: TableView) -> list[str]:
    """Why hands that did not bust lost, where the table may wonder: a tie with the
    banker (R19: equal totals go to the banker), or the banker's five-card trick."""
    bank = view.banker_hand
    if view.cancelled or view.banker_pontoon or bank is None:
        return []
    bank_kind = bank.kind
    tied: list[str] = []
    tricked: list[str] = []
    for seat in view.seats:
        for hand in seat.hands:
            if hand.net is None or hand.net >= 0 or hand.kind is Kind.BUST:
                continue
            name = hand_name(view, seat.player, hand.number)
            if bank_kind is Kind.FIVE_CARD_TRICK:
                tricked.append(name)
            elif hand.kind is Kind.TOTAL and hand.total == bank.total:
                tied.append(name)
    notes = []
    if tied:
        notes.append(
            f"{_joined(tied)}: {bank.total} against the banker's {bank.total}: "
            "ties go to the banker."
        )
    if tricked:
        notes.append(
            f"{_joined(tricked)}: the banker's five-card trick beats every hand but a Pontoon."
        )
    return notes


MIN_NAME_CELLS = 4
"""The narrowest a name is cut to in the history: three letters and the ellipsis."""


class HistoryTable:
    """One row per finished deal (its number, banker, and every player's transfer), then
    every player's balance; ``latest``'s row in bold.

    Drawn to the width it is given: every name in full where there is room, else the
    longest names cut to one width with an ellipsis (never below :data:`MIN_NAME_CELLS`),
    so that names never wrap and a wide terminal shows them whole.
    """

    def __init__(
        self,
        players: Sequence[str],
        deals: Sequence[DealSummary],
        balances: Mapping[str, int],
        latest: int | None = None,
    ) -> None:
        self.players = list(players)
        self.deals = [deal for deal in deals if deal.over]
        self.balances = balances
        self.latest = latest
        self._fitted: dict[int, Table] = {}
        """The table fitted to each width asked for (measured, then drawn, at the same)."""

    def table(self, cap: int | None = None) -> Table:
        """The table with every name cut to at most ``cap`` cells (None: in full)."""
        table = Table(box=None, padding=(0, 1), show_edge=False, header_style="bold")
        table.add_column("Deal", justify="right", no_wrap=True)
        banker_cap = None if cap is None else max(cap, len("Balance"))
        table.add_column("Banker", no_wrap=True, max_width=banker_cap, overflow="ellipsis")
        for player in self.players:
            table.add_column(
                Text(player, no_wrap=True, overflow="ellipsis"),
                justify="right",
                max_width=cap,
                no_wrap=True,
                overflow="ellipsis",
            )
        table.add_column("", no_wrap=True)
        for deal in self.deals:
            if deal.cancelled:
                note = "cancelled"
            elif deal.banker_pontoon:
                note = "banker's Pontoon"
            elif deal.pontoon:
                note = "Pontoon"
            else:
                note = ""
            cells = [balance_text(deal.transfers.get(p, 0)) for p in self.players]
            table.add_row(
                str(deal.number),
                Text(deal.banker),
                *cells,
                note,
                style="bold" if deal.index == self.latest else None,
            )
        table.add_section()
        total = [balance_text(self.balances[p]) for p in self.players]
        table.add_row("", Text("Balance", style="bold"), *total, "")
        return table

    def fitted(self, console: Console, width: int) -> Table:
        """The table with names as long as ``width`` cells allow."""
        if width not in self._fitted:
            names = [*self.players, *(deal.banker for deal in self.deals)]
            longest = max((cell_len(name) for name in names), default=0)
            self._fitted[width] = fit(console, width, self.table, longest, MIN_NAME_CELLS)
        return self._fitted[width]

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.fitted(console, options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.fitted(console, options.max_width))


def history_table(
    players: Sequence[str],
    deals: Sequence[DealSummary],
    balances: Mapping[str, int],
    latest: int | None = None,
) -> HistoryTable:
    """The history of ``deals`` with every balance, the deal at index ``latest`` in bold
    (:class:`HistoryTable`)."""
    return HistoryTable(players, deals, balances, latest)
