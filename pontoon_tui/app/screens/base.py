"""What every game screen shares: the game, a title bar, the footer, and its viewer."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Static

from pontoon_tui.app.clock import event_clock
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import SHORT_NAME, Plain, ellipsize, repaint_all
from pontoon_tui.app.widgets.save_warning import SaveWarning
from pontoon_tui.app.widgets.table import deal_heading
from pontoon_tui.engine.said import Said, lines
from pontoon_tui.table.client import TableClient

if TYPE_CHECKING:
    from pontoon_tui.engine.views import TableView


class GameScreen(Screen[None]):
    """A full screen of the game that dismisses with None when its part is done.

    Attributes:
        viewer: whose private cards the screen shows, or None for a public screen. The app
            never leaves a private screen on the stack when the device changes hands.
    """

    viewer: str | None = None
    CARDS_COMPOSED: ClassVar[bool] = False
    """Whether the screen's cards are drawn into its widgets' text as it is composed (so
    a change of colours composes it again), rather than as each widget is drawn."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("shift+up", "scroll_table(-1)", show=False),
        Binding("shift+down", "scroll_table(1)", show=False),
    ]

    def __init__(self, table: TableClient) -> None:
        super().__init__()
        self.table = table
        self.shown_at = event_clock()  # keys typed before this are not for this screen

    def on_screen_resume(self) -> None:
        """Shown, or shown again once a dialog or help over it has gone: the keys typed
        before are not for this screen either (they were typed at what covered it; a
        second Enter typed in the purchase dialog must not pass the turn on unseen)."""
        self.shown_at = event_clock()

    def key_dropped(self, key: str) -> None:
        """``key`` was typed before this screen showed and is not taken (see
        :meth:`~pontoon_tui.app.app.PontoonApp.on_key`); a screen where that may puzzle
        says so."""

    def action_scroll_table(self, lines: int) -> None:
        """Scroll the table's pane, on the screens that show one."""
        from pontoon_tui.app.widgets.table import PublicPane

        for pane in self.query(PublicPane):
            pane.scroll_relative(y=lines, animate=False, immediate=True)

    def log_lines(self, records: Sequence[Said]) -> list[str]:
        """What the table was told, a line each, computers' seats marked (the log's pane
        shows the latest that fit)."""
        return said_lines(self.table, records)

    def public_view(self) -> TableView:
        """What everyone at the table may see now."""
        return self.table.view()

    def title_text(self) -> str:
        """The line across the top of the screen."""
        return "Pontoon"

    def compose(self) -> ComposeResult:
        """Title bar, the screen's own body, and the footer of keys."""
        yield self.title_bar()
        yield self.rules_line()
        yield self.save_warning()
        yield from self.compose_body()
        # One widget draws the keys (Textual's Footer mounts one per key whenever the moves
        # on offer change); the moves need the whole line, and Ctrl+P still opens the palette.
        yield KeyBar()

    def title_bar(self) -> TitleBar:
        """The title bar (``#title``), shortened to fit the terminal's width; a screen
        with its own ``compose`` yields this first."""
        names = self.table.view().players if self.table.in_play else ()
        return TitleBar(self.title_text(), names)

    def rules_line(self) -> Plain:
        """The house rules in force where they differ from the standard rules (``#house-rules``,
        hidden when there are none); a screen with its own ``compose`` yields it after the
        title bar."""
        from pontoon_tui.app.rules_text import house_rules_line

        view = self.table.view() if self.table.in_play else None
        rules = house_rules_line(view.rules) if view is not None else ""
        doubled = ""
        if view is not None and view.doubled and not view.deal_over:  # H7: said in public
            doubled = f"{view.deal_banker} doubled this deal: one stake pays two"
        widget = RulesLine(rules, doubled)
        widget.display = bool(rules or doubled)
        return widget

    def save_warning(self) -> SaveWarning:
        """The line that shows while the session on disk is behind the game; a screen
        with its own ``compose`` yields it after the title bar."""
        return SaveWarning(self.table)

    def compose_body(self) -> Iterable[Widget]:
        """The screen's own widgets."""
        return ()

    def recolour(self) -> None:
        """Draw the screen again in the colours in use (the theme or the deck changed);
        a screen that drew cards into its text when it was composed composes again."""
        if self.CARDS_COMPOSED:
            self.refresh(recompose=True)
        else:
            repaint_all(self)

    def set_title(self, text: str) -> None:
        """Change the title bar."""
        title = self.query_one("#title", Static)
        if isinstance(title, TitleBar):
            title.retitle(text)
        else:
            title.update(text)


def seat_label(table: TableClient, player: str) -> str:
    """``Cpu1 (computer)`` for a computer's seat, the name alone for a person's."""
    return f"{player} (computer)" if table.is_computer(player) else player


def said_lines(table: TableClient, records: Iterable[Said]) -> list[str]:
    """What the table was told, a line each, the computer's seats marked as such."""
    return lines(tuple(records), lambda player: seat_label(table, player))


def deal_title(table: TableClient, what: str) -> str:
    """``Pontoon · Deal 3 of 8 · Ann banks · <what>``: the deal in progress (or the last
    one) and the session's banker now."""
    view = table.view()
    return deal_heading(view, what, view.banker)


ASIDE = re.compile(r" \(only [^()]* looks\)")
"""The part of a title that says whose private view it is: the privacy cue, kept as
long as the rest can be shortened instead."""
BRAND = "Pontoon · "


def fit_title(text: str, width: int, names: Sequence[str] = ()) -> str:
    """``text`` shortened to ``width`` cells, the essentials kept as long as possible.

    In turn: drop the leading "Pontoon · ", shorten the players' long names (the longest
    first, each wherever it appears, until the title fits), then drop the "(only X
    looks)" aside, and at last cut the end with an ellipsis.
    """
    if len(text) <= width:
        return text
    text = text.removeprefix(BRAND)
    if len(text) <= width:
        return text
    for name in sorted(names, key=len, reverse=True):
        if len(name) > SHORT_NAME:
            text = text.replace(name, ellipsize(name))
            if len(text) <= width:
                return text
    text = ASIDE.sub("", text)
    if len(text) <= width:
        return text
    return ellipsize(text, max(width, 1))


class TitleBar(Plain):
    """The line across the top, shortened to fit its width without losing the essentials.

    Args:
        text: the whole title.
        names: the players' names, which may be shortened when the title is too long.
        id: the widget's id (the screen's title bar by default).
        classes: its classes.
    """

    def __init__(
        self,
        text: str,
        names: Sequence[str] = (),
        *,
        id: str | None = "title",
        classes: str | None = None,
    ) -> None:
        super().__init__(text, id=id, classes=classes)
        self.whole = text
        self.names = tuple(names)

    def retitle(self, text: str) -> None:
        """Change the title."""
        self.whole = text
        self.refit()

    def refit(self) -> None:
        """Show the title as it fits the current width."""
        width = self.content_region.width
        self.update(fit_title(self.whole, width, self.names) if width else self.whole)

    def on_resize(self, _: events.Resize) -> None:
        """Fit the new width."""
        self.refit()


class RulesLine(Plain):
    """The house rules in force and, in a deal the banker doubled (H7), the doubling
    (``#house-rules``).

    The doubling keeps the line to one row: where the two do not fit side by side, the
    doubling (this deal's news) comes first and the list of rules, which help shows in
    full, is cut with an ellipsis.

    Args:
        rules: the house rules in a few words (empty for none).
        doubled: what the doubling means (empty when the deal is not doubled).
    """

    def __init__(self, rules: str, doubled: str = "") -> None:
        self.rules = rules
        self.doubled = doubled
        super().__init__(self.fitted(0), id="house-rules")

    def fitted(self, width: int) -> str:
        """The line for ``width`` cells (0: not known yet, the whole line): never more
        than one row, and never a rule cut in the middle (the rules that do not fit are
        counted, ``and 2 more (F1)``)."""
        whole = " · ".join(part for part in (self.rules, self.doubled) if part)
        if not width or len(whole) <= width:
            return whole
        first = f"{self.doubled} · " if self.doubled else ""
        prefix, _, listed = self.rules.partition(": ")
        words = listed.split(", ") if listed else []
        for count in range(len(words) - 1, -1, -1):
            kept = ", ".join(words[:count])
            rest = len(words) - count
            more = f" and {rest} more (F1)" if count else f"{len(words)} (F1 lists them)"
            line = f"{first}{prefix}: {kept}{more}"
            if len(line) <= width:
                return line
        return ellipsize(self.doubled or self.rules, width)

    def on_mount(self) -> None:
        """Fit the terminal's width from the first frame (the padding left out)."""
        self.show(self.fitted(max(1, self.app.size.width - 2)))

    def on_resize(self, _: events.Resize) -> None:
        """Fit the new width."""
        self.show(self.fitted(self.content_region.width))
