"""Setup: resume an unfinished session, or seat 2-8 players and choose the deals.

Names are checked by the engine's own rules as they are typed in; problems show inline.
Any seat, the banker's included, may be played by the computer; the table may also switch
hints off.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.option_list import Option

from pontoon_tui.app.game import TableSettings
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.names import (
    DEFAULT_DEALS,
    MAX_NAME,
    MAX_PLAYERS,
    name_problem,
    players_problem,
)
from pontoon_tui.rules import DEFAULT_RULES, HouseRules
from pontoon_tui.safetext import safe_text
from pontoon_tui.scanning import Saved
from pontoon_tui.store import read_extra


@dataclass(frozen=True, slots=True)
class Settings:
    """What setup decided.

    Attributes:
        players: everyone in clockwise order.
        deals: the number of deals.
        computers: the seats the computer plays.
        hints: whether people may ask for hints on their turn.
        rules: the table's house rules.
    """

    players: list[str]
    deals: int
    computers: tuple[str, ...] = ()
    hints: bool = True
    rules: HouseRules = DEFAULT_RULES


def summary(saved: Saved) -> str:
    """One line for an unfinished session: players, deal, balances, file."""
    session = saved.session
    deal = session.deal
    number = deal.number if deal is not None else 0
    where = f"deal {number} of {session.deals_target}" if number else "before the first deal"
    balances = ", ".join(f"{safe_text(p)} {session.balances[p]:+d}" for p in session.players)
    return f"{where} · {balances}  ({safe_text(saved.path.name)})"


def seat_names(saved: Saved) -> str:
    """The players in seating order, the computer's seats marked."""
    session = saved.session
    table = TableSettings.from_extra(read_extra(saved.path), session.players)
    marked = (f"{p} (computer)" if p in table.computers else p for p in session.players)
    names = ", ".join(safe_text(p) for p in marked)
    return f"{names} · in play in another window" if saved.held else names


def problems_text(problems: Sequence[str]) -> str:
    """Save-file problems, one line each."""
    return "\n".join(f"⚠ {safe_text(p, 300)}" for p in problems)


def first_show(event: events.ScreenResume, resumed: bool) -> bool:
    """Textual styles each widget as it mounts, and again when its screen is resumed; the
    first time a screen is shown, that second pass finds nothing new and only delays the
    first frame, so it is skipped. Returns True: the screen has now been shown."""
    if not resumed:
        event.refresh_styles = False
    return True


class ResumeScreen(Screen[Saved | None]):
    """Offer the unfinished sessions; dismisses the one to resume, or None to start anew.

    A session another running game holds is shown as in play in another window and
    cannot be resumed.

    Args:
        unfinished: the sessions found, newest first.
        problems: one line per save file that could not be loaded.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "resume", "Resume the selected session"),
        Binding("n", "new", "Start a new session"),
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
                *(
                    Option(Text(f"{seat_names(s)}\n  {summary(s)}"), id=str(i))
                    for i, s in enumerate(self.unfinished)
                ),
                id="resume-list",
            )
            yield Plain("", id="resume-message", classes="message")
            yield Plain(self.new_hint(), classes="hint")
            if self.problems:
                yield Plain(problems_text(self.problems), id="problems", classes="warning")
        yield Footer()

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

    def action_new(self) -> None:
        """Start a new session."""
        self.dismiss(None)

    @on(OptionList.OptionSelected, "#resume-list")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        self.choose(self.unfinished[event.option_index])


class SeatList(Static, can_focus=True):
    """The players in clockwise seating order; the selected one can move, leave, or be
    handed to the computer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("home", "first", "First", show=False),
        Binding("end", "last", "Last", show=False),
        Binding("u", "move(-1)", "Move up"),
        Binding("d", "move(1)", "Move down"),
        Binding("c", "computer", "Computer / person"),
        Binding("x,delete", "remove", "Remove"),
    ]

    COMPONENT_CLASSES: ClassVar[set[str]] = {"seat-list--cursor", "seat-list--selected"}

    DEFAULT_CSS = """
    SeatList {
        background: $surface;
        padding: 0 1;
    }
    SeatList > .seat-list--cursor {
        background: $block-cursor-background;
        color: $block-cursor-foreground;
        text-style: bold;
    }
    SeatList > .seat-list--selected {
        background: $block-cursor-blurred-background;
        text-style: bold;
    }
    """

    class Edited(Message):
        """A seat moved, left, or changed hands."""

    def __init__(self) -> None:
        super().__init__(id="seats", markup=False)
        self.names: list[str] = []
        self.computers: set[str] = set()
        self._highlighted: int | None = None

    @property
    def highlighted(self) -> int | None:
        """The selected seat's index, or None while the table is empty."""
        return self._highlighted

    @highlighted.setter
    def highlighted(self, index: int | None) -> None:
        if index is not None and self.names:
            index = max(0, min(index, len(self.names) - 1))
        else:
            index = None
        self._highlighted = index
        self._draw()

    def seat_line(self, index: int) -> Text:
        """``2. Cat (computer)``: the name exactly as typed, the computer marked."""
        name = self.names[index]
        line = Text(f"{index + 1}. {name}")
        if name in self.computers:
            line.append(" (computer)", style="bold")
        return line

    def _draw(self) -> None:
        lines = []
        width = self.content_region.width
        for index in range(len(self.names)):
            line = self.seat_line(index)
            if index == self._highlighted and self.is_mounted:
                cursor = "seat-list--cursor" if self.has_focus else "seat-list--selected"
                line.pad_right(width - line.cell_len)
                line.stylize(self.get_component_rich_style(cursor))
            lines.append(line)
        self.update(Text("\n").join(lines))

    def on_resize(self) -> None:
        """Stretch the selection across the new width."""
        self._draw()

    def on_click(self, event: events.Click) -> None:
        """A click selects the seat under the pointer."""
        offset = event.get_content_offset(self)
        if offset is not None and 0 <= offset.y < len(self.names):
            self.highlighted = offset.y

    def on_focus(self) -> None:
        """Show the selection as the cursor."""
        self._draw()

    def on_blur(self) -> None:
        """Show the selection without the cursor."""
        self._draw()

    def show_names(self, select: int | None = None) -> None:
        """Redraw the list, keeping ``select`` highlighted."""
        self.highlighted = (select if select is not None else 0) if self.names else None

    def action_cursor(self, step: int) -> None:
        """Select the seat above or below."""
        index = self._highlighted
        self.highlighted = 0 if index is None else index + step

    def action_first(self) -> None:
        """Select the first seat."""
        self.highlighted = 0

    def action_last(self) -> None:
        """Select the last seat."""
        self.highlighted = len(self.names) - 1

    def action_move(self, step: int) -> None:
        """Move the highlighted player one seat up or down."""
        index = self.highlighted
        if index is None or not 0 <= index + step < len(self.names):
            return
        names = self.names
        names[index], names[index + step] = names[index + step], names[index]
        self.show_names(index + step)
        self.post_message(self.Edited())

    def action_computer(self) -> None:
        """Hand the highlighted seat to the computer, or back to a person."""
        index = self.highlighted
        if index is None or not self.names:
            return
        self.computers ^= {self.names[index]}
        self.show_names(index)
        self.post_message(self.Edited())

    def action_remove(self) -> None:
        """Take the highlighted player off the table."""
        index = self.highlighted
        if index is None or not self.names:
            return
        self.computers.discard(self.names.pop(index))
        self.show_names(index)
        self.post_message(self.Edited())


class Choice(Static, can_focus=True):
    """A one-line button: Enter, space or a click presses it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "press", "Press", show=False),
    ]

    class Pressed(Message):
        """The button was pressed."""

        def __init__(self, choice: Choice) -> None:
            super().__init__()
            self.choice = choice

        @property
        def control(self) -> Choice:
            """The button pressed."""
            return self.choice

    def __init__(self, label: str, *, id: str) -> None:
        super().__init__(f" {label} ", id=id, markup=False)

    def action_press(self) -> None:
        """Press the button."""
        self.post_message(self.Pressed(self))

    def on_click(self) -> None:
        """A click presses the button."""
        self.action_press()


class Toggle(Static, can_focus=True):
    """``[x] label``: Enter, space or a click switches it on or off."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "switch", "Switch", show=False),
    ]

    class Changed(Message):
        """The toggle was switched."""

    def __init__(self, label: str, value: bool, *, id: str) -> None:
        super().__init__(id=id, markup=False)
        self.label = label
        self.value = value
        self._draw()

    def _draw(self) -> None:
        self.update(f"[{'x' if self.value else ' '}] {self.label}")

    def action_switch(self) -> None:
        """Switch the toggle."""
        self.value = not self.value
        self._draw()
        self.post_message(self.Changed())

    def on_click(self) -> None:
        """A click switches the toggle."""
        self.action_switch()


FOCUS_ORDER = ("name", "add", "seats", "deals", "hints", "start")
"""The setup's fields in the order Tab visits them."""


class SetupScreen(Screen[Settings]):
    """Seat the players and choose the number of deals; dismisses the settings.

    Args:
        problems: one line per save file that could not be loaded.
        on_done: called with the settings instead of dismissing them, for the setup that
            is the app's first screen (the bottom of the stack cannot be dismissed).
    """

    DEFAULT_CSS = """
    SetupScreen Input {
        border: tall $panel-lighten-2;
    }
    SetupScreen Input:focus {
        border: tall $accent;
        background: $accent 15%;
    }
    SetupScreen #seats {
        border: tall $panel-lighten-2;
    }
    SetupScreen #seats:focus {
        border: tall $accent;
    }
    SetupScreen Choice {
        width: auto;
        height: 1;
        background: $panel;
        text-style: bold;
    }
    SetupScreen #add {
        margin: 1 0 0 2;
        width: 12;
        content-align: center top;
    }
    SetupScreen #start {
        background: $primary;
        color: $text;
        margin-top: 1;
    }
    SetupScreen Choice:focus {
        text-style: bold reverse;
    }
    SetupScreen Toggle {
        width: auto;
    }
    SetupScreen Toggle:focus {
        background: $accent 30%;
    }
    SetupScreen .label {
        margin-top: 1;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", key_display="Ctrl+S"),
        Binding("ctrl+q", "quit_game", "Quit", key_display="Ctrl+Q", priority=True),
    ]
    AUTO_FOCUS = "#name"

    def __init__(
        self, problems: Sequence[str] = (), on_done: Callable[[Settings], None] | None = None
    ) -> None:
        super().__init__()
        self.problems = list(problems)
        self.on_done = on_done
        self.error = False
        self.resumed = False

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Skip the restyle the first time this screen shows (see :func:`first_show`)."""
        self.resumed = first_show(event, self.resumed)

    def compose(self) -> ComposeResult:
        """Players, the name field, deals, hints and start."""
        yield Plain("Pontoon · New session", id="title")
        with Horizontal(id="setup-box"):
            with Vertical(id="setup-form"):
                yield Plain("Add the players (2 to 8), clockwise:", classes="label")
                with Horizontal(classes="field"):
                    yield Input(placeholder="a player's name", id="name", max_length=MAX_NAME + 5)
                    yield Choice("Add", id="add")
                yield Plain("Deals in the session (1 to 99):", classes="label")
                yield Input(str(DEFAULT_DEALS), id="deals", type="integer", max_length=3)
                yield Toggle("Hints on a player's turn (key h)", True, id="hints")
                yield Choice("Start (Ctrl+S)", id="start")
                yield Plain("", id="setup-message", classes="message")
                yield Plain(
                    "Enter adds the name; Enter on an empty name starts the session. "
                    "Tab moves on: name, Add, seats, deals, hints, Start. Ctrl+Q quits.",
                    classes="hint",
                )
            with Vertical(id="setup-seats"):
                yield Plain("Seats, clockwise from the top:", classes="label")
                yield SeatList()
                yield Plain(
                    "In the seat list: u/d move a player, c hands the seat to the computer "
                    "(or back), x removes.",
                    classes="hint",
                )
        if self.problems:
            yield Plain(problems_text(self.problems), id="problems", classes="warning")
        yield Footer()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Ctrl+Q shows in the footer while a text field takes ``q`` as a letter."""
        if action == "quit_game":
            return isinstance(self.focused, Input)
        return True

    async def action_quit_game(self) -> None:
        """Quit as ``q`` does elsewhere (asking first)."""
        await self.app.run_action("quit")

    @property
    def focus_chain(self) -> list[Widget]:
        """The fields in :data:`FOCUS_ORDER` (name, Add, seats, deals, hints, Start)."""

        def rank(widget: Widget) -> int:
            return FOCUS_ORDER.index(widget.id) if widget.id in FOCUS_ORDER else len(FOCUS_ORDER)

        return sorted(super().focus_chain, key=rank)

    @property
    def seats(self) -> SeatList:
        """The list of seated players."""
        return self.query_one(SeatList)

    def say(self, text: str) -> None:
        """Show an inline message (empty to clear it)."""
        self.error = False
        self.query_one("#setup-message", Static).update(text)

    def refuse(self, reason: str) -> None:
        """Show what is wrong until the table edits something."""
        self.say(f"✗ {reason}")
        self.error = True

    def clear_error(self) -> None:
        """Take away a refusal once its cause may be gone."""
        if self.error:
            self.say("")

    def add_name(self, typed: str) -> bool:
        """Seat ``typed`` (without spaces around it) if it may sit; otherwise say why.
        Returns whether it was added."""
        name = typed.strip()
        if name and len(self.seats.names) >= MAX_PLAYERS:
            self.refuse(f"the table is full: it seats {MAX_PLAYERS} players at most")
            return False
        problem = name_problem(name)
        if problem is None and self.seats.names:
            problem = players_problem([*self.seats.names, name])
        if problem is not None:
            self.refuse(problem)
            return False
        self.seats.names.append(name)
        self.seats.show_names(len(self.seats.names) - 1)
        self.say(f"✓ {name} takes seat {len(self.seats.names)}.")
        return True

    @on(Input.Submitted, "#name")
    def _name_submitted(self, event: Input.Submitted) -> None:
        if not event.value.strip():
            self.action_start()
            return
        if self.add_name(event.value):
            event.input.value = ""

    @on(Input.Changed)
    @on(Toggle.Changed)
    @on(SeatList.Edited)
    def _edited(self) -> None:
        self.clear_error()

    @on(Input.Submitted, "#deals")
    def _deals_submitted(self) -> None:
        self.action_start()

    @on(Choice.Pressed, "#add")
    def _add_pressed(self) -> None:
        field = self.query_one("#name", Input)
        if self.add_name(field.value):
            field.value = ""
        field.focus()

    @on(Choice.Pressed, "#start")
    def _start_pressed(self) -> None:
        self.action_start()

    def action_start(self) -> None:
        """Check the table and the deals; start, or say what is wrong."""
        names = list(self.seats.names)
        pending = self.query_one("#name", Input).value.strip()
        if pending and len(names) >= MAX_PLAYERS:
            self.refuse(
                f"the table is full ({MAX_PLAYERS} players): clear the name field "
                f"to start without {pending!r}"
            )
            return
        if pending:
            self.refuse(f"press Enter to seat {pending!r} first, or clear the name field")
            return
        problem = players_problem(names)
        if problem is not None:
            self.refuse(problem)
            return
        text = self.query_one("#deals", Input).value.strip()
        from pontoon_tui.engine.session import Session

        try:
            deals = int(text)
            Session(names, deals)
        except ValueError:
            self.refuse(f"the number of deals must be a whole number from 1 to 99, not {text!r}")
            return
        except IllegalMove as refused:
            self.refuse(str(refused))
            return
        computers = tuple(n for n in names if n in self.seats.computers)
        hints = self.query_one("#hints", Toggle).value
        settings = Settings(names, deals, computers, hints)
        if self.on_done is not None:
            self.on_done(settings)  # the screen at the bottom of the stack stays there
        else:
            self.dismiss(settings)
