"""A footer of keys that, when only some keys turn on or off, dims them in place.

Textual's :class:`~textual.widgets.Footer` removes and mounts all its keys whenever the
screen's bindings change. On a turn the same keys stay in the footer from move to move and
only which of them the engine allows changes, so this footer updates those keys in place
and rebuilds itself only when the keys themselves change.
"""

from __future__ import annotations

from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


class MovesFooter(Footer):
    """A :class:`Footer` that dims and undims its keys in place."""

    def bindings_changed(self, screen: Screen[object]) -> None:
        """Dim or undim the keys in place, or rebuild when the keys shown changed."""
        if not (self._bindings_ready and self.is_attached and screen is self.screen):
            super().bindings_changed(screen)
            return
        first: dict[str, tuple[Binding, bool]] = {}  # the footer shows one key an action
        for _, binding, enabled, _ in screen.active_bindings.values():
            if binding.show:
                first.setdefault(binding.action, (binding, enabled))
        shown = list(first.values())
        keys = list(self.query_children(FooterKey))
        same = len(keys) == len(shown) and all(
            key.key == binding.key
            and key.action == binding.action
            and key.description == binding.description
            for key, (binding, _) in zip(keys, shown, strict=True)
        )
        if not same or not screen.app.app_focus:
            super().bindings_changed(screen)
            return
        for key, (_, enabled) in zip(keys, shown, strict=True):
            if key._disabled == enabled:
                key._disabled = not enabled
                key.set_class(not enabled, "-disabled")
