"""The final standings after the last deal: every balance, the winner or winners, and what
next."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import ClassVar

from rich.measure import Measurement
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget

from pontoon_tui.app.screens.base import GameScreen, seat_label
from pontoon_tui.app.widgets.balance_chart import balance_chart
from pontoon_tui.app.widgets.ledger_table import history_table
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.table import balance_text
from pontoon_tui.safetext import safe_text
from pontoon_tui.table.client import TableClient


class StandingsScreen(GameScreen):
    """Final standings: every balance, the winner or winners, where the session is saved,
    and what next: a rematch at the same table (``r``) or a new session (``n``); Ctrl+O
    shows the records, this session's included.

    Attributes:
        rematch: what the table chose when the screen is done: True for a rematch.
    """

    CARDS_COMPOSED = True

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "rematch", "Rematch"),
        Binding("n", "new", "New session"),
        Binding("ctrl+o", "app.records", "Records", key_display="Ctrl+O"),
    ]

    def __init__(self, table: TableClient) -> None:
        super().__init__(table)
        self.rematch = False

    def title_text(self) -> str:
        """The session is over."""
        played = self.table.view().deals_played
        return f"Pontoon · Final standings after {played} deal{'s' if played != 1 else ''}"

    def compose_body(self) -> Iterable[Widget]:
        """Ranked balances, the winners, the history, and where the session is saved."""
        session = self.table.view()
        winners = [seat_label(self.table, p) for p in session.winners]
        best = session.balances[session.winners[0]] if winners else 0
        if len(winners) == 1:
            verdict = f"{winners[0]} wins with {best:+d}."
        else:
            verdict = f"{', '.join(winners[:-1])} and {winners[-1]} share the win with {best:+d}."
        ranked = sorted(session.players, key=lambda p: -session.balances[p])
        lines = []
        labels = {p: seat_label(self.table, p) for p in ranked}
        width = max(20, *(len(label) for label in labels.values()))
        places = standing_places(session.balances)
        rank = max(len(place) for place in places.values())
        figures = max(len(f"{session.balances[player]:+d}") for player in ranked)
        for player in ranked:
            crown = " ★" if player in session.winners else ""
            balance = balance_text(session.balances[player])
            line = Text(f"{places[player]:<{rank}} {labels[player]:<{width}} ")
            line.append(" " * (figures - len(balance))).append_text(balance)
            lines.append(line.append(crown))
        history = history_table(session.players, session.deals, session.balances)
        wide = Measurement.get(self.app.console, self.app.console.options, history).maximum
        box = Vertical(id="standings-box")
        # As wide as the standings and the history need (the paragraphs under them wrap
        # within that), in the middle of a large terminal (pontoon.tcss).
        chart_width = max(len(verdict), *(line.cell_len for line in lines), wide, NOTE_WIDTH)
        box.styles.width = chart_width
        with VerticalScroll(id="ledger"), box:
            yield Plain(verdict, id="verdict", classes="prompt")
            yield Plain(Text("\n").join(lines), id="standings")
            yield Plain("History and balances", classes="pane-title")
            yield Plain(history, id="history")
            chart_height = self.chart_height(len(lines), len(session.deals))
            if chart_height:
                yield Plain("How the balances went", classes="pane-title")
                chart = balance_chart(
                    [safe_text(p) for p in session.players],
                    session.deals,
                    chart_width,
                    chart_height,
                )
                yield Plain(chart, id="balance-chart")
            yield Plain(saved_where(self.table), id="saved-where", classes="hint")
        players = ", ".join(seat_label(self.table, p) for p in session.players)
        deals = session.deals_target
        yield Plain(
            f"r: rematch (the same seats: {players}; {deals} deal{'s' if deals != 1 else ''})"
            "\nn: new session · Ctrl+O: records · q: quit",  # a line each: none breaks mid-phrase
            id="standings-hint",
            classes="hint",
        )

    def chart_height(self, players: int, deals: int) -> int:
        """The lines the chart of the balances may take: those the standings, the history
        and the notes leave on the terminal (none when fewer than :data:`CHART_LEAST`)."""
        lines = self.app.size.height
        # title and house rules, verdict, standings, history's title and table, saved
        # where, the hints, the keys, the chart's title, axis, deals and key
        used = 2 + 2 + players + 2 + (deals + 3) + 3 + 3 + 1 + 4
        room = min(CHART_MOST, lines - used)
        return room if room >= CHART_LEAST else 0

    def action_rematch(self) -> None:
        """The same table plays again."""
        self.rematch = True
        self.dismiss(None)

    def action_new(self) -> None:
        """Back to setup for a new session."""
        self.dismiss(None)


NOTE_WIDTH = 72
CHART_LEAST = 6
"""The fewest lines the chart of the balances is drawn in (a small terminal has none)."""
CHART_MOST = 20
"""The most lines the chart takes."""
"""The least width the standings keep for the paragraphs under them."""


def standing_places(balances: Mapping[str, int]) -> dict[str, str]:
    """Each player's place by balance: ``1.``, ``2.``…; players level on a balance share
    a place, marked ``=`` (``1=``, ``1=``, ``3.``)."""
    places = {}
    for player, balance in balances.items():
        place = 1 + sum(1 for other in balances.values() if other > balance)
        level = sum(1 for other in balances.values() if other == balance) > 1
        places[player] = f"{place}{'=' if level else '.'}"
    return places


def saved_where(table: TableClient) -> str:
    """Where the session's file is, for ``pontoon replay`` or ``--load``."""
    if table.path is None:
        return "The session could not be saved (no save folder could be used)."
    folder = safe_text(table.path.parent, 120)
    return (
        f"The session is saved in {folder} as {safe_text(table.path.name)}; "
        "pontoon replay FILE reads it."
    )
