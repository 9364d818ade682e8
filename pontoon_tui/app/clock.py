"""The clock key events are stamped with."""

from __future__ import annotations

from textual.message import Message


def event_clock() -> float:
    """Now, on the clock Textual stamps every message's ``time`` with (a key's among
    them): read from a message made for the purpose, as Textual's public API offers the
    stamp but not the clock. Comparing a key's ``time`` with it, a screen can tell the
    keys pressed before it showed, on any platform and whatever clock Textual uses."""
    return Message().time
