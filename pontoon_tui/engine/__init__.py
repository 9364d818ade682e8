"""The rules engine: British Pontoon with no user interface (it never imports Textual)."""

from pontoon_tui.engine.cards import Kind, best_total, card_label, describe, kind_of
from pontoon_tui.engine.errors import FormatError, IllegalMove, PontoonError
from pontoon_tui.engine.events import Buy, Cut, Event, Move, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import (
    dump_session,
    load_session,
    parse_session_text,
    session_from_json,
    session_to_json,
)

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
