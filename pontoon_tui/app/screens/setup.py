"""Setup: seat ``MIN_PLAYERS`` to ``MAX_PLAYERS`` players (2 to 8) and choose the deals.

Names are checked by the engine's own rules as they are typed in; problems show inline.
Any seat, the banker's included, may be played by the computer; the table may also switch
hints off. The seats start as the last table's (Ctrl+L clears them).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, ClassVar, NamedTuple

from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static

from pontoon_tui.app.clock import event_clock
from pontoon_tui.app.screens.opening import first_show, problems_text
from pontoon_tui.app.widgets.choice import Choice, Toggle
from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.app.widgets.seat_list import ENTER_KEYS, NameField, SeatList, capitals_problem
from pontoon_tui.engine.names import (
    DEFAULT_DEALS,
    MAX_DEALS,
    MAX_NAME,
    MAX_PLAYERS,
    MIN_DEALS,
    MIN_PLAYERS,
    deals_problem,
    name_problem,
    players_problem,
)
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, pack_copies, pack_size

if TYPE_CHECKING:
    from pontoon_tui.storage.config import Seat


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Settings(NamedTuple):
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


FOCUS_ORDER = ("name", "add", "deals", "hints", "house-rules", "start", "seats", "records")
"""The setup's fields in the order Tab visits them, the order they are read in: down the
left-hand column, then down the seats' column on the right."""


def keys_line(focused: type[Widget]) -> str:
    """The setup screen's line of keys while a widget of this kind has focus."""
    if issubclass(focused, NameField):
        return "Enter adds the name · Tab: the next field · Ctrl+S starts · Ctrl+Q quits"
    if issubclass(focused, SeatList):
        return "u/d move · c computer · x removes · Tab: the next field · Ctrl+S starts"
    if issubclass(focused, Input):
        return (
            f"{MIN_DEALS} to {MAX_DEALS} deals · Enter starts · Tab: the next field · Ctrl+Q quits"
        )
    return "Enter or Space chooses · Tab: the next field · Ctrl+S starts · Ctrl+Q quits"


class SetupScreen(Screen[Settings]):
    """Seat the players and choose the number of deals; dismisses the settings.

    Args:
        problems: one line per save file that could not be loaded.
        on_done: called with the settings instead of dismissing them, for the setup that
            is the app's first screen (the bottom of the stack cannot be dismissed).
        seats: the seats to start with, and what to say of them (default: the last
            table's).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+s", "start", "Start", key_display="Ctrl+S"),
        Binding("ctrl+l", "clear_seats", "Clear seats", key_display="Ctrl+L", priority=True),
        Binding("ctrl+r", "house_rules", "House rules", key_display="Ctrl+R", show=False),
        Binding("ctrl+o", "app.records", "Records", key_display="Ctrl+O", show=False),
        # The key bar's keys whatever has focus: those a text field leaves (not q or ?).
        Binding("ctrl+q", "app.quit", "Quit", key_display="Ctrl+Q", priority=True),
        Binding("f1", "app.help", "Help", key_display="F1"),
    ]
    AUTO_FOCUS = "#name"

    def __init__(
        self,
        problems: Sequence[str] = (),
        on_done: Callable[[Settings], None] | None = None,
        seats: tuple[Sequence[Seat], str] | None = None,
    ) -> None:
        super().__init__()
        self.problems = list(problems)
        self.on_done = on_done
        self.error = False
        self.resumed = False
        self.refusal = ""
        """The reason last refused."""
        self.noted_at = 0.0
        """When a name typed in was last refused or cut (on :data:`event_clock`)."""
        self.unread_note = ""
        """What was said of it, kept for the names typed before it could be read."""
        from pontoon_tui.storage.config import last_rules, last_seats

        self.rules = last_rules()  # the table's last choice
        self.last_seats, self.seats_note = seats or (last_seats(), "The last table's seats")
        self.kept = self.rules != DEFAULT_RULES
        """Whether the house rules are the last session's, not yet looked at here: they
        stand out, so that nobody starts under rules they did not mean to play."""

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        """Skip the restyle the first time this screen shows (see :func:`first_show`)."""
        self.resumed = first_show(event, self.resumed)

    def compose(self) -> ComposeResult:
        """Players, deals, hints, house rules and start on the left; the seats on the right;
        what was said and the keys across the bottom."""
        yield Plain("Pontoon · New session", id="title")
        with Vertical(id="setup-body"):
            with Horizontal(id="setup-box"):
                with Vertical(id="setup-form"):
                    yield Plain(
                        f"Add the players ({MIN_PLAYERS} to {MAX_PLAYERS}), clockwise:",
                        classes="label",
                    )
                    with Horizontal(classes="field"):
                        yield NameField(
                            placeholder=f"up to {MAX_NAME} characters",
                            id="name",
                            max_length=MAX_NAME,
                        )
                        yield Choice("Add", id="add")
                    with Horizontal(classes="field", id="deals-field"):
                        yield Plain(
                            f"Deals in the session ({MIN_DEALS} to {MAX_DEALS}):", classes="label"
                        )
                        yield Field(str(DEFAULT_DEALS), id="deals", type="integer", max_length=3)
                    yield Toggle("Hints on a player's turn (key h)", True, id="hints")
                    yield Choice("House rules… (Ctrl+R)", id="house-rules")
                    yield Plain(
                        self.rules_words(),
                        id="rules-chosen",
                        classes="hint kept" if self.kept else "hint",
                    )
                    yield Choice("Start (Ctrl+S)", id="start")
                with Vertical(id="setup-seats"):
                    yield Plain("Seats, clockwise from the top:", classes="label")
                    yield SeatList()
                    yield Plain(
                        "In the seat list: u/d move a player, c hands the seat to the computer "
                        "(or back), x removes.",
                        classes="hint",
                    )
                    yield Choice("Records… (Ctrl+O)", id="records")
            yield Plain("", id="setup-message", classes="message")
            yield Plain(keys_line(NameField), id="setup-keys", classes="hint")
        if self.problems:
            yield Plain(problems_text(self.problems), id="problems", classes="warning")
        yield KeyBar(palette=True)

    def on_mount(self) -> None:
        """Seat the last table as it sat, and say how to clear it."""
        if self.last_seats:
            computers = [seat.name for seat in self.last_seats if seat.computer]
            self.seats.seat_all([seat.name for seat in self.last_seats], computers)
            self.say(f"{self.seats_note}. Ctrl+L clears them.")

    def action_clear_seats(self) -> None:
        """Empty every seat (the last table's, or those seated here)."""
        self.seats.seat_all([])
        self.say(f"The seats are empty: type the players' names ({MIN_PLAYERS} to {MAX_PLAYERS}).")

    def on_descendant_focus(self, event: events.DescendantFocus) -> None:
        """The keys' line speaks of the field that has focus."""
        self.query_one("#setup-keys", Plain).update(keys_line(type(event.widget)))

    def on_key(self, event: events.Key) -> None:
        """A key typed while this screen was still being built, before any field had
        focus, reached the screen itself: a character goes into the field focused now,
        and Enter (or the Ctrl+J a starting terminal sends for it) seats the name typed.
        (A character or an Enter typed into a field never reaches the screen: the field
        keeps it.)"""
        focused = self.focused
        if event.is_printable and event.character and isinstance(focused, Input):
            event.stop()
            event.prevent_default()
            focused.insert_text_at_cursor(event.character)
        elif event.key in ENTER_KEYS and isinstance(focused, NameField):
            event.stop()
            event.prevent_default()
            focused.enter()

    @property
    def focus_chain(self) -> list[Widget]:
        """The fields in :data:`FOCUS_ORDER` (name, Add, deals, hints, house rules, Start,
        then the seats and records)."""

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
        self.refusal = reason

    def clear_error(self) -> None:
        """Take away a refusal once its cause may be gone."""
        if self.error:
            self.say("")

    def add_name(self, typed: str, note: str = "") -> bool:
        """Seat ``typed`` (without spaces around it) if it may sit; otherwise say why.
        Returns whether it was added; ``note`` is added to what is said when it is."""
        name = typed.strip()
        if name and len(self.seats.names) >= MAX_PLAYERS:
            self.refuse(f"the table is full: it seats {MAX_PLAYERS} players at most")
            return False
        problem = name_problem(name)
        if problem is None and self.seats.names:
            problem = players_problem([*self.seats.names, name]) or capitals_problem(
                self.seats.names, name
            )
        if problem is not None:
            self.refuse(problem)
            return False
        self.seats.names.append(name)
        # The selection stays where it was (on the first seat to begin with): the list is
        # read from the top, so Down from there is the second seat, whoever was added last.
        self.seats.show_names(self.seats.highlighted)
        seated = len(self.seats.names)
        if pack_copies(seated) > pack_copies(seated - 1):  # R1: a table of eight
            note += f" {seated} seats: two packs ({pack_size(seated)} cards)."
        self.say(f"✓ {name} takes seat {seated}.{note}")
        return True

    @on(NameField.Entered)
    def _name_entered(self, event: NameField.Entered) -> None:
        """A name typed and Enter (the field is empty again already, so that a name
        typed straight after goes in on its own).

        A name the field stopped at :data:`MAX_NAME` characters goes back as the field
        kept it, to shorten or to seat with a second Enter, never seated cut short unseen.
        A name typed before what was said of the one before it could be read (in one burst
        with it) is seated with that still said, so that nothing is lost unseen."""
        if not event.typed.strip():
            self.say_how_to_start()
            return
        note = f" {self.unread_note}" if event.time < self.noted_at else ""
        if event.cut:
            kept = event.typed.strip()
            self.refuse(
                f"a name has at most {MAX_NAME} characters: Enter seats {kept!r} as it "
                "stands, or shorten it"
            )
        elif self.add_name(event.typed, note):
            self.error = bool(note)  # goes at the next edit, as a refusal does
            return
        self.note(f"✗ Not seated: {self.refusal}")
        event.field.give_back(event.typed)  # to correct it

    def note(self, text: str) -> None:
        """Keep ``text`` for the names typed before it could be read."""
        self.noted_at = event_clock()
        self.unread_note = text

    @on(NameField.Full)
    def _name_full(self) -> None:
        """A character would make the name too long: say so as it is typed (the field
        takes no more)."""
        self.refuse(f"a name has at most {MAX_NAME} characters: the field takes no more")

    def say_how_to_start(self) -> None:
        """Enter on an empty name: say that Ctrl+S starts (a second Enter typed after a
        name must not start the session by accident)."""
        names = self.seats.names
        if len(names) < MIN_PLAYERS:
            self.say(
                f"Type a player's name and press Enter ({MIN_PLAYERS} to {MAX_PLAYERS} players)."
            )
        else:
            self.say(f"Ctrl+S starts the session with these {len(names)} players.")
        self.error = True  # goes at the next edit, as a refusal does

    @on(Input.Changed)
    @on(Toggle.Changed)
    def _edited(self, event: Input.Changed | Toggle.Changed) -> None:
        """An edit takes away a refusal, unless it was typed before the refusal showed (in
        one burst with the refused name)."""
        field = event.control
        if isinstance(field, NameField) and field.key_time < self.noted_at:
            return
        self.clear_error()

    @on(SeatList.Edited)
    def _seats_edited(self) -> None:
        """The seats changed: what was said about them ("Dave takes seat 4") goes."""
        self.say("")

    @on(Input.Submitted, "#deals")
    def _deals_submitted(self) -> None:
        self.action_start()

    @on(Choice.Pressed, "#add")
    def _add_pressed(self) -> None:
        field = self.query_one("#name", NameField)
        if self.add_name(field.value):
            field.value = ""
        field.focus()

    def rules_words(self) -> str:
        """The house rules chosen, in a few words."""
        from pontoon_tui.app.rules_text import house_rules_line

        line = house_rules_line(self.rules)
        if self.kept and line:
            kept = line.removeprefix("House rules: ")
            return f"⚠ House rules kept from last time: {kept}. Ctrl+R changes them."
        return line or "Our table: no house rules."

    @on(Choice.Pressed, "#house-rules")
    def action_house_rules(self) -> None:
        """Choose the table's house rules."""
        from pontoon_tui.app.screens.house_rules import HouseRulesScreen

        def chosen(rules: HouseRules | None) -> None:
            if rules is not None:
                self.rules = rules
                self.kept = False
                chosen = self.query_one("#rules-chosen", Static)
                chosen.remove_class("kept")
                chosen.update(self.rules_words())
                if not self.error:  # "✓ Cat takes seat 4." is old news by now
                    self.say("")

        self.app.push_screen(HouseRulesScreen(self.rules), chosen)

    @on(Choice.Pressed, "#records")
    async def _records_pressed(self) -> None:
        await self.app.run_action("records")

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
        try:
            deals = int(text)
        except ValueError:
            self.refuse(
                f"the number of deals must be a whole number from {MIN_DEALS} to {MAX_DEALS}, "
                f"not {text!r}"
            )
            return
        problem = deals_problem(deals)
        if problem is not None:
            self.refuse(problem)
            return
        computers = tuple(n for n in names if n in self.seats.computers)
        hints = self.query_one("#hints", Toggle).value
        settings = Settings(names, deals, computers, hints, self.rules)
        from pontoon_tui.storage.config import Seat, remember_rules, remember_seats

        remember_rules(self.rules)  # the next new session starts from this choice
        remember_seats([Seat(name, name in computers) for name in names])  # and these seats
        if self.on_done is not None:
            self.on_done(settings)  # the screen at the bottom of the stack stays there
        else:
            self.dismiss(settings)
