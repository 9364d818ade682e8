"""The seat list of the setup screen: the players in clockwise order, each seat movable,
removable, or handed to the computer."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar, Final

from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input, Static

from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.plain import ellipsize


class SeatList(Static, can_focus=True):
    """The players in clockwise seating order; the selected one can move, leave, or be
    handed to the computer."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "cursor(-1)", "Up", show=False),
        Binding("down", "cursor(1)", "Down", show=False),
        Binding("home", "first", "First", show=False),
        Binding("end", "last", "Last", show=False),
        # Not in the key bar, which names the same keys whatever has focus: the setup's
        # line of keys and the hint under the list name them.
        Binding("u", "move(-1)", "Move", key_display="u/d", show=False),
        Binding("d", "move(1)", "Move down", show=False),
        Binding("c", "computer", "Computer", show=False),
        Binding("o", "own_device", "Own device", show=False),  # (at pontoon host's table)
        Binding("x,delete", "remove", "Remove", show=False),
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
        self._drawn: tuple[str, ...] | None = None

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

    def seat_line(self, index: int, width: int = 0) -> Text:
        """``2. Cat (computer)``: the name exactly as typed, the computer marked; a name
        too long for ``width`` cells (0: any) is cut with an ellipsis, so that every
        seat keeps to one line."""
        name = self.names[index]
        seat = f"{index + 1}. "
        devices: frozenset[str] = frozenset()
        if self.is_attached:
            devices = getattr(self.app, "device_names", devices)
        mark = " (computer)" if name in self.computers else ""
        if not mark and name in devices:
            mark = " (own device)"  # a player who joined the host's door by this name
        if width and len(seat) + len(name) + len(mark) > width:
            name = ellipsize(name, max(width - len(seat) - len(mark), 4))
        line = Text(f"{seat}{name}")
        line.append(mark, style="bold")
        return line

    def _draw(self) -> None:
        width = self.content_region.width if self.is_mounted else 0
        lines = [self.seat_line(index, width) for index in range(len(self.names))]
        # The list's size follows its lines as typed; a moved cursor, a focus change or a
        # new width restyles the same lines and needs no new layout of the screen.
        plain = tuple(line.plain for line in lines)
        layout, self._drawn = plain != self._drawn, plain
        for index, line in enumerate(lines):
            if index == self._highlighted and self.is_mounted:
                cursor = "seat-list--cursor" if self.has_focus else "seat-list--selected"
                line.pad_right(self.content_region.width - line.cell_len)
                line.stylize(self.get_component_rich_style(cursor))
        self.update(Text("\n").join(lines), layout=layout)

    def on_resize(self) -> None:
        """Stretch the selection across the new width."""
        self._draw()

    def follow(self) -> None:
        """Mark the seats again (a player joined or left by their own device)."""
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

    def seat_all(self, names: Iterable[str], computers: Iterable[str] = ()) -> None:
        """Seat ``names`` in order, ``computers`` among them the computer's, in place of
        whoever sat (no names: every seat empty)."""
        self.names[:] = names
        self.computers = set(computers)
        self.show_names()

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

    def action_own_device(self) -> None:
        """At a table players may join from their own devices: the highlighted seat is
        to be played from its player's own device (they may join by its name later), or
        back at this terminal."""
        index = self.highlighted
        toggle = getattr(self.app, "toggle_device", None)
        if index is None or not self.names or toggle is None:
            return
        toggle(self.names[index])
        self.computers.discard(self.names[index])
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


ENTER_KEYS: Final = ("enter", "ctrl+j")
"""The keys that seat a typed name: Enter, and the line feed a terminal sends for it while
the game is starting (see :meth:`NameField.on_key`)."""


class NameField(Field):
    """The field a player's name is typed in. Enter hands the name over and empties the
    field at once, before any key typed after it, so that ``Ann``, Enter, ``Bob``, Enter
    typed in one burst seats two players, never one called ``AnnBob``.

    The field takes no more characters than a name may hold (its ``max_length``); a key
    or a paste refused for that is told to the screen (:class:`Full`).

    Attributes:
        key_time: when the last key the field read was pressed (the time Textual stamps
            on the key), so that the screen can tell what was typed before it said
            something from what was typed after.
        cut: whether a character was refused since the field was last emptied (a name
            shortened since is not cut: it is the one the player chose).
    """

    class Entered(Message):
        """A name was entered (perhaps empty).

        Attributes:
            time: when its Enter was pressed.
            cut: whether characters typed for it were refused (the name is cut short).
        """

        def __init__(self, field: NameField, typed: str, time: float, cut: bool) -> None:
            super().__init__()
            self.field = field
            self.typed = typed
            self.time = time
            self.cut = cut

        @property
        def control(self) -> NameField:
            """The field."""
            return self.field

    class Full(Message):
        """A character was refused: the name is as long as a name may be."""

        def __init__(self, field: NameField) -> None:
            super().__init__()
            self.field = field

        @property
        def control(self) -> NameField:
            """The field."""
            return self.field

    def __init__(self, *, placeholder: str, id: str, max_length: int) -> None:
        super().__init__(placeholder=placeholder, id=id, max_length=max_length)
        self.key_time = 0.0
        self.cut = False

    async def on_key(self, event: events.Key) -> None:
        """Enter, handled here in the field's own turn, after the letters typed before it
        and before those typed after it (a key binding would run only once the key had
        bubbled up to the app, after the field had taken the letters that follow), as the
        editing keys are (:class:`~pontoon_tui.app.widgets.field.Field`).

        Ctrl+J is Enter too: it is what Enter sends when typed while the game is starting,
        before it has the terminal's keys to itself (the terminal turns Enter into a line
        feed until then). Keys read before the field has focus reach the setup screen
        instead, which hands them on (:meth:`~pontoon_tui.app.screens.setup.SetupScreen.
        on_key`)."""
        self.key_time = event.time
        if event.key in ENTER_KEYS:
            event.stop()
            event.prevent_default()
            self.enter()
            return
        await super().on_key(event)

    def restricted(self) -> None:
        """A character or a paste was refused (the name would be too long): say so."""
        self.cut = True
        self.post_message(self.Full(self))

    async def action_submit(self) -> None:
        """Nothing: :meth:`on_key` has taken the Enter already (in a terminal the field's
        own Enter binding may still run for the same key, which must not enter again)."""

    def enter(self) -> None:
        """Hand the name over and empty the field."""
        # Cut short: characters were refused, and the field still holds all it may.
        name, cut = self.value, self.cut and len(self.value) >= (self.max_length or 0)
        self.value = ""
        self.cut = False
        self.post_message(self.Entered(self, name, self.key_time, cut))

    def give_back(self, name: str) -> None:
        """Put a refused name back to be corrected, unless more was typed meanwhile."""
        if not self.value:
            with self.prevent(Input.Changed):  # not an edit: the refusal stays
                self.value = name
            self.cursor_position = len(name)


def capitals_problem(names: Sequence[str], name: str) -> str | None:
    """Why ``name`` may not join ``names`` at this table although the file format allows
    it: it differs from one of them only in capitals, which the table cannot tell apart."""
    for seated in names:
        if seated != name and seated.casefold() == name.casefold():
            return f"{name!r} differs from {seated!r} only in capitals: choose another name"
    return None
