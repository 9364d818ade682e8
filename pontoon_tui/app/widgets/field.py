"""A text field that takes its editing keys in the order they were typed.

Textual hands a printable key to the focused field at once, but runs a key binding only
once the key has bubbled up to the app. In a burst of keys (a paste, a fast typist, keys
sent by a script) a field's own editing keys would then run after the characters typed
after them: Backspace and ``4`` typed together would put the ``4`` in and then delete it.
:class:`Field` runs each of them in its own turn instead.
"""

from __future__ import annotations

from typing import Final

from textual import events
from textual.binding import Binding
from textual.widgets import Input

_LEFT_TO_THE_APP: Final = frozenset({"submit", "copy", "cut", "paste"})
"""Input's actions that stay with its bindings: Enter is each field's own (the setup's
name field takes it in its own turn as well), and the clipboard's go through the app."""

EDITING_KEYS: Final[dict[str, str]] = {
    key.strip(): binding.action
    for binding in Input.BINDINGS
    if isinstance(binding, Binding) and binding.action not in _LEFT_TO_THE_APP
    for key in binding.key.split(",")
}
"""Each key Input binds to move the cursor or edit, and its action."""


class Field(Input):
    """An input field whose editing keys (Backspace, Delete, the arrows, Home, End and
    their kin) act in the field's own turn, between the characters typed before and after
    them."""

    async def on_key(self, event: events.Key) -> None:
        """Run an editing key's action now, not once it has bubbled up to the app."""
        action = EDITING_KEYS.get(event.key)
        if action is not None:
            event.stop()
            event.prevent_default()
            await self.run_action(action)
