"""What a player's turn says besides the engine's own lines: each move's hint (the chance
the next card busts the hand and the move's expected value) and how each hand a move
finished ended."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from pontoon_tui.engine.events import Move, Stick
from pontoon_tui.engine.moves import MOVE_ORDER, MoveName

if TYPE_CHECKING:
    from pontoon_tui.engine.views import HandView
    from pontoon_tui.table.protocol import Hint

HINT_LEGEND = "Hints (h hides) · bust: the next card busts the hand · EV: expected net units"
HINT_WORKING = "Hints (h hides) · working out the odds… the keys still work"


def units(low: int, high: int | None = None) -> str:
    """``1 unit``, ``3 units``, or ``2 to 4 units``."""
    if high is None or high == low:
        return f"{low} unit" if low == 1 else f"{low} units"
    return f"{low} to {high} units"


def buy_words(low: int, high: int) -> str:
    """What a purchase may add, as the move list and the purchase dialog both say it:
    ``add 3 to 6 units to the stake`` (never "add 3 to 6", read as "to your 6")."""
    return f"add {units(low, high)} to the stake"


def hint_lines(found: Sequence[Hint]) -> dict[MoveName, str]:
    """One line per move with hints: ``bust 31% · EV +0.12``, the best move starred
    (sticking takes no card, so it has no chance of busting to show).

    A purchase is hinted at the least and the most it may add, each with its own value,
    the star beside the better one when buying is best.
    """
    best = max(found, key=lambda hint: hint.expected, default=None)
    lines: dict[MoveName, str] = {}
    for move in MOVE_ORDER:
        mine = [hint for hint in found if hint.move == move]
        if not mine:
            continue
        values = ", ".join(  # the star beside the best value itself (a purchase has two)
            f"{hint.expected:+.2f}"
            + (f" adding {hint.amount}" if move == "buy" else "")
            + (" ★ best" if hint is best else "")
            for hint in mine
        )
        bust = "" if move == "stick" else f"bust {mine[0].bust_chance:.0%} · "
        lines[move] = f"{bust}EV {values}"
    return lines


def hands_finished(before: Sequence[HandView], hands: Sequence[HandView], event: Move) -> list[str]:
    """A line for each hand the move ``event`` just ended: by its cards (21, five cards,
    Pontoon, bust) or by sticking, which gets the same review. ``before`` the move and
    ``hands`` after it."""
    was_done = {hand.number: hand.done for hand in before}
    stuck = next((h.number for h in before if h.in_play), None)
    if not isinstance(event, Stick):
        stuck = None
    lines = []
    for hand in hands:
        if not hand.done or was_done.get(hand.number, False) or hand.description is None:
            continue
        which = "Your hand" if len(hands) == 1 else f"Hand {hand.number}"
        how = f"you stick on {hand.description}" if hand.number == stuck else hand.description
        lines.append(f"{which} is finished: {how}.")
    return lines
