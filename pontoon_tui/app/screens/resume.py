"""Resume: offer the unfinished sessions in the save folder, or a new session.

Each session shows its players (the computer's seats marked) and where it stands, as the
table will find it on resuming: the ledger of the deal just settled, the deal in play, or
the final standings.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from pontoon_tui.app.screens.opening import first_show, problems_text
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.safetext import safe_text
from pontoon_tui.storage.extra import read_extra
from pontoon_tui.storage.store import Saved
from pontoon_tui.table.service import TableSettings

if TYPE_CHECKING:
    from pontoon_tui.engine.views import TableView


def standing(view: TableView) -> str:
    """Where a session stands, as the table will find it on resuming: ``deal 8 of 30
    settled`` (its ledger shows again), ``deal 3 of 8 in play``, ``before the first deal``
    or, once every deal is played, ``deal 8 of 8 settled, the last``."""
    from pontoon_tui.app.flow import next_step, resumed

    target = view.deals_target
    step = next_step(view, resumed(view))
    if step.deal is not None:  # the ledger (or banker's Pontoon) of a settled deal
        number = view.deals[step.deal].number
        last = ", the last" if view.finished and step.deal == len(view.deals) - 1 else ""
        return f"deal {number} of {target} settled{last}"
    if view.deal_index is not None and not view.deal_over:
        return f"deal {view.deal_number} of {target} in play"
    if view.finished:
        return f"all {target} deals played"
    return "before the first deal"


def summary(saved: Saved) -> str:
    """One line for an unfinished session: where it stands, balances, file."""
    view = saved.view
    balances = ", ".join(f"{safe_text(p)} {view.balances[p]:+d}" for p in view.players)
    return f"{standing(view)} · {balances}  ({safe_text(saved.path.name)})"


def seat_names(saved: Saved) -> str:
    """The players in seating order, the computer's seats marked."""
    players = saved.view.players
    settings = TableSettings.from_extra(read_extra(saved.path), players)
    marked = (f"{p} (computer)" if p in settings.computers else p for p in players)
    names = ", ".join(safe_text(p) for p in marked)
    return f"{names} · in play in another window" if saved.held else names


def option_text(saved: Saved) -> str:
    """A saved session as the resume list shows it: seats, where it stands, and its
    house rules where it plays any."""
    from pontoon_tui.app.rules_text import house_rules_line

    text = f"{seat_names(saved)}\n  {summary(saved)}"
    rules = house_rules_line(saved.view.rules)
    return f"{text}\n  {rules}" if rules else text


class ResumeScreen(Screen[Saved | None]):
    """Offer the unfinished sessions; dismisses the one to resume, or None to start anew.

    A session another running game holds is shown as in play in another window and
    cannot be resumed.

    Args:
        unfinished: the sessions found, newest first.
        problems: one line per save file that could not be loaded.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume"),
        # At once, as the key is read: the keys typed after it (the first player's name)
        # then go to the setup screen, not to this list.
        Binding("n", "new", "New session", priority=True),
        Binding("h", "history", "History"),
        Binding("ctrl+o", "app.records", "Records", key_display="Ctrl+O"),
    ]

    def __init__(self, unfinished: Sequence[Saved], problems: Sequence[str] = ()) -> None:
        super().__init__()
        self.unfinished = list(unfinished)
        self.problems = list(problems)
        self.resumed = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Skip the restyle the first time this screen shows (see :func:`first_show`)."""
        self.resumed = first_show(event, self.resumed)

    def compose(self) -> ComposeResult:
        """The sessions, the choices and any problems."""
        yield Plain("Pontoon · Resume a session?", id="title")
        with Vertical(id="resume-box"):
            yield Plain("Unfinished sessions (Enter or r resumes the selected one):")
            yield OptionList(
                *(Option(Text(option_text(s)), id=str(i)) for i, s in enumerate(self.unfinished)),
                id="resume-list",
            )
            yield Plain("", id="resume-message", classes="message")
            yield Plain(self.new_hint(), classes="hint")
            yield Plain(
                "h shows the selected session's deals that are over (never the deal under "
                "way); Ctrl+O the records of every finished session.",
                classes="hint",
            )
            if self.problems:
                yield Plain(problems_text(self.problems), id="problems", classes="warning")
        yield KeyBar(palette=True)

    def new_hint(self) -> str:
        """What ``n`` does to the sessions offered."""
        hint = (
            "n starts a new session instead; the sessions above are then kept on disk "
            "as abandoned records and not offered again"
        )
        if any(saved.held for saved in self.unfinished):
            hint += " (a session in play in another window stays as it is)"
        return f"{hint}."

    def choose(self, saved: Saved) -> None:
        """Resume ``saved``, unless another running game holds it."""
        if saved.held:
            self.query_one("#resume-message", Static).update(
                "✗ That session is in play in another window: it cannot be resumed here "
                "(choose another, or n for a new session)."
            )
            return
        self.dismiss(saved)

    def action_resume(self) -> None:
        """Resume the highlighted session."""
        index = self.query_one("#resume-list", OptionList).highlighted
        self.choose(self.unfinished[index or 0])

    def action_history(self) -> None:
        """Browse the deals of the highlighted session that are over, as its file holds
        them now; say so when none is over yet."""
        from pontoon_tui.app.screens.history import HistoryScreen
        from pontoon_tui.engine.errors import FormatError
        from pontoon_tui.reports.history import load_history

        index = self.query_one("#resume-list", OptionList).highlighted
        saved = self.unfinished[index or 0]
        message = self.query_one("#resume-message", Static)
        try:
            history = load_history(saved.path)
        except FormatError as error:
            message.update(f"✗ That session cannot be read now: {safe_text(error, 100)}")
            return
        if not history.deals:
            message.update(
                "No deal of that session is over yet: there is no history to show (the "
                "cards of a deal under way are private)."
            )
            return
        message.update("")
        self.app.push_screen(HistoryScreen(history, saved.path.name))

    def action_new(self) -> None:
        """Start a new session."""
        self.dismiss(None)

    @on(OptionList.OptionSelected, "#resume-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(self.unfinished[event.option_index])
