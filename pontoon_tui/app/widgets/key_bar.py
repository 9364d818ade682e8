"""The screen's keys on one line, drawn by one widget.

Textual's :class:`~textual.widgets.Footer` removes and mounts a widget for every key
whenever the screen's bindings change, which on a player's turn is after nearly every
move (the moves on offer change). This bar draws the same keys as one line of text from
the screen's public ``active_bindings`` and repaints itself when they change: refused
moves dimmed, a click on a key presses it.
"""

from __future__ import annotations

from typing import ClassVar, NamedTuple

from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual import events
from textual.screen import Screen
from textual.strip import Strip
from textual.widget import Widget


class Key(NamedTuple):
    """One key as the bar shows it."""

    key: str
    display: str
    description: str
    enabled: bool


class KeyBar(Widget):
    """The screen's keys, the ones refused now dimmed; with ``palette``, also the command
    palette's key at the right-hand end when there is room."""

    ALLOW_SELECT = False
    COMPONENT_CLASSES: ClassVar[set[str]] = {"key-bar--key", "key-bar--description"}
    DEFAULT_CSS = """
    KeyBar {
        dock: bottom;
        height: 1;
        background: $footer-background;
        color: $footer-foreground;
        .key-bar--key {
            color: $footer-key-foreground;
            background: $footer-key-background;
            text-style: bold;
        }
        .key-bar--description {
            color: $footer-description-foreground;
            background: $footer-description-background;
        }
    }
    """

    def __init__(self, *, palette: bool = False) -> None:
        super().__init__()
        self.show_palette = palette  # the command palette's key too, at the right
        self.keys: tuple[Key, ...] = ()
        self.palette: Key | None = None  # the command palette's key, drawn at the right
        self.spans: list[tuple[int, int, Key]] = []
        self._line_key: tuple[object, ...] = ()
        self._line = Strip([])

    def on_mount(self) -> None:
        """Follow the screen's bindings."""
        self.screen.bindings_updated_signal.subscribe(self, self.bindings_changed)
        self.bindings_changed(self.screen)

    def on_unmount(self) -> None:
        """Stop following them."""
        self.screen.bindings_updated_signal.unsubscribe(self)

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Show the keys as they stand; repaint only when they changed. An action shows
        once, under the first key bound to it: a screen that binds an app's action
        (``app.help``) names the key it chose, not the app's own for the same action."""
        keys: list[Key] = []
        actions: set[str] = set()
        for _, binding, enabled, _ in screen.active_bindings.values():
            action = binding.action.removeprefix("app.")
            if binding.show and action not in actions:
                actions.add(action)
                keys.append(
                    Key(
                        binding.key, self.app.get_key_display(binding), binding.description, enabled
                    )
                )
        palette = None
        if self.show_palette and self.app.ENABLE_COMMAND_PALETTE:
            found = screen.active_bindings.get(self.app.COMMAND_PALETTE_BINDING)
            if found is not None:
                _, binding, enabled, _ = found
                display = self.app.get_key_display(binding)
                palette = Key(binding.key, display, binding.description, enabled)
        if tuple(keys) != self.keys or palette != self.palette:
            self.keys = tuple(keys)
            self.palette = palette
            self.refresh()

    def render(self) -> Text:
        """Each key, then what it does; a refused one dimmed."""
        key_style = self.get_component_rich_style("key-bar--key")
        description_style = self.get_component_rich_style("key-bar--description")
        text = Text(no_wrap=True, overflow="ellipsis", end="")
        self.spans = []
        dim = Style(dim=True)
        for key in self.keys:
            start = text.cell_len
            fade = Style() if key.enabled else dim
            text.append(f" {key.display} ", key_style + fade)
            text.append(f"{key.description} ", description_style + fade)
            self.spans.append((start, text.cell_len, key))
        palette = self.palette
        if palette is not None:  # at the right-hand end, when there is room for it
            words = f" {palette.display} {palette.description} "
            room = self.size.width - text.cell_len - len(words)
            if room >= 1:
                text.append(" " * room)
                start = text.cell_len
                fade = Style() if palette.enabled else dim
                text.append(f" {palette.display} ", key_style + fade)
                text.append(f"{palette.description} ", description_style + fade)
                self.spans.append((start, text.cell_len, palette))
        return text

    def render_line(self, y: int) -> Strip:
        """The bar's line, drawn again only when the keys, the width or the look change."""
        width = self.size.width
        base = self.visual_style.rich_style
        if y:
            return Strip.blank(width, base)
        key = (self.keys, self.palette, width, base)
        if key != self._line_key:
            self._line_key = key
            text = self.render()
            text.truncate(width, overflow="ellipsis")
            self._line = Strip(
                [
                    Segment(part, base + style if style else base)
                    for part, style, _ in text.render(self.app.console)
                ]
            ).apply_offsets(0, 0)
        return self._line

    def on_click(self, event: events.Click) -> None:
        """A click on a key presses it (a refused one rings the bell)."""
        for start, end, key in self.spans:
            if start <= event.x < end:
                if key.enabled:
                    self.app.simulate_key(key.key)
                else:
                    self.app.bell()
                return
