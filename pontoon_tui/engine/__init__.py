"""The rules engine: British Pontoon with no user interface (it never imports Textual).

The names below load on first use, so importing one module of the engine (as the app does
at start-up, for the rules on names) does not import them all: importing them eagerly
would add the session, the session file and the JSON reader to the first frame (73 ms
measured on a loaded two-core machine; a test checks that start-up loads none of them).
This is the one lazy package: the app's screens and widgets are imported from their own
modules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pontoon_tui.lazy import lazy_attribute

if TYPE_CHECKING:
    from pontoon_tui.engine.cards import Kind, best_total, card_label, describe, kind_of
    from pontoon_tui.engine.errors import FormatError, IllegalMove, PontoonError
    from pontoon_tui.engine.events import (
        Buy,
        Cut,
        Event,
        Move,
        Pack,
        Split,
        Stake,
        Stick,
        Twist,
    )
    from pontoon_tui.engine.moves import Next
    from pontoon_tui.engine.session import Session
    from pontoon_tui.engine.sessionfile import (
        dump_session,
        load_session,
        parse_session_text,
        session_from_json,
        session_to_json,
    )

_HOMES: dict[str, str] = {
    **dict.fromkeys(("Kind", "best_total", "card_label", "describe", "kind_of"), "cards"),
    **dict.fromkeys(("FormatError", "IllegalMove", "PontoonError"), "errors"),
    **dict.fromkeys(
        ("Buy", "Cut", "Event", "Move", "Pack", "Split", "Stake", "Stick", "Twist"), "events"
    ),
    "Next": "moves",
    "Session": "session",
    **dict.fromkeys(
        (
            "dump_session",
            "load_session",
            "parse_session_text",
            "session_from_json",
            "session_to_json",
        ),
        "sessionfile",
    ),
}

__all__ = [
    "Buy",
    "Cut",
    "Event",
    "FormatError",
    "IllegalMove",
    "Kind",
    "Move",
    "Next",
    "Pack",
    "PontoonError",
    "Session",
    "Split",
    "Stake",
    "Stick",
    "Twist",
    "best_total",
    "card_label",
    "describe",
    "dump_session",
    "kind_of",
    "load_session",
    "parse_session_text",
    "session_from_json",
    "session_to_json",
]


def __getattr__(name: str) -> object:
    return lazy_attribute(__name__, _HOMES, name)
