"""Motion: cards dealt one at a time round the table, turned over when they are exposed,
and a bust or a Pontoon marked for a moment.

Three settings (the command palette, remembered in the config; ``--no-animation``):

* ``full`` — each card new on the table comes in on its own frame, in the order of the
  deal (first cards round the table, the banker's last, then the second cards), and a
  card turned over turns on its own frame; a bust or a Pontoon flashes on its seat.
* ``reduced`` — the cards come at once; a bust or a Pontoon still flashes.
* ``off`` — nothing moves (the tests' and the snapshots' setting).

The frames between two views are views themselves (:func:`card_steps`): the newer view
with some of its new cards left out and some of its turned cards still backs. So a frame
never shows anything the newer view does not show its viewer, and a private screen's
frames are as private as its views. A key pressed while cards move ends the motion at once
(the app finishes it before the key's action runs), and the table saves a move before any
frame shows it.
"""

from __future__ import annotations

import dataclasses
from enum import StrEnum
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:  # the frames are made once the game plays: start-up loads no views
    from pontoon_tui.engine.views import HandView, TableView


class Motion(StrEnum):
    """How much moves on the screen."""

    FULL = "full"
    REDUCED = "reduced"
    OFF = "off"


CARD_TIME = 0.12
"""Seconds a card takes to come in or turn over at full motion (at most 150 ms)."""
DEALING_MOST = 1.5
"""The most seconds a run of cards takes: a long one goes faster."""
FLASH_TIME = 0.45
"""Seconds a bust or a Pontoon is marked for."""

HandKey = tuple[str, int]
"""A hand on the table: its owner (the banker's hand is ``("", 1)``) and its number."""
BANK: HandKey = ("", 1)


def step_time(steps: int) -> float:
    """The seconds each of ``steps`` frames shows for (the whole run at most
    :data:`DEALING_MOST`)."""
    return min(CARD_TIME, DEALING_MOST / max(1, steps))


def hands_of(view: TableView) -> dict[HandKey, HandView]:
    """Every hand of the view, by owner and number."""
    hands: dict[HandKey, HandView] = {}
    if view.banker_hand is not None:
        hands[BANK] = view.banker_hand
    for seat in view.seats:
        for hand in seat.hands:
            hands[seat.player, hand.number] = hand
    return hands


def card_steps(old: TableView | None, new: TableView) -> list[TableView]:
    """The views from ``old`` to ``new`` a card at a time, ``new`` last: each card new in
    ``new`` comes in face down (and turns over on the next frame if it lies face up), and
    each card that was a back in ``old`` and shows its face in ``new`` turns over, in
    dealing order (the first cards round the table from the banker's left, the banker's
    last, then the second cards…). Empty when no card comes or turns (or ``old`` is
    another deal's: the whole deal is dealt then, from no cards)."""
    if old is not None and old.deal_index != new.deal_index:
        old = None
    before = hands_of(old) if old is not None else {}
    after = hands_of(new)
    order = [key for key in after if key != BANK] + ([BANK] if BANK in after else [])
    steps: list[tuple[int, int, HandKey, str]] = []  # (card, seat, hand, "deal" or "turn")
    for seat, key in enumerate(order):
        old_cards = before[key].cards if key in before else ()
        for index, card in enumerate(after[key].cards):
            if index >= len(old_cards) or (
                old_cards[index] != card and old_cards[index] is not None
            ):
                steps.append((index, seat, key, "deal"))  # it lands face down…
                if card is not None:
                    steps.append((index, seat, key, "turn"))  # …and a face-up card turns
            elif old_cards[index] is None and card is not None:
                steps.append((index, seat, key, "turn"))
    if not steps:
        return []
    steps.sort()
    frames = []
    for done in range(1, len(steps)):
        pending = steps[done:]
        frames.append(partial_view(new, before, pending))
    frames.append(new)
    return frames


def partial_view(
    new: TableView, before: dict[HandKey, HandView], pending: list[tuple[int, int, HandKey, str]]
) -> TableView:
    """``new`` with the ``pending`` cards not yet in: a card still to come left out (with
    every card after it in its hand), a card still to turn a back."""
    from pontoon_tui.engine.views import SeatView

    cut: dict[HandKey, int] = {}
    backs: dict[HandKey, set[int]] = {}
    for index, _, key, what in pending:
        if what == "deal":
            cut[key] = min(cut.get(key, index), index)
        else:
            backs.setdefault(key, set()).add(index)

    def hand(key: HandKey, shown: HandView) -> HandView:
        if key not in cut and key not in backs:
            return shown
        keep = cut.get(key, len(shown.cards))
        hidden = backs.get(key, set())
        cards = tuple(None if i in hidden else card for i, card in enumerate(shown.cards[:keep]))
        earlier = before.get(key)
        return dataclasses.replace(
            shown,
            cards=cards,
            face_down=shown.face_down[:keep],
            kind=earlier.kind if earlier is not None else None,
            total=earlier.total if earlier is not None else None,
            description=earlier.description if earlier is not None else None,
            net=earlier.net if earlier is not None else None,
            paid=earlier.paid if earlier is not None else None,
        )

    seats = tuple(
        SeatView(
            seat.player,
            seat.original_stake,
            seat.split,
            tuple(hand((seat.player, h.number), h) for h in seat.hands),
        )
        for seat in new.seats
    )
    bank = new.banker_hand
    if bank is not None:
        bank = hand(BANK, bank)
    return dataclasses.replace(new, seats=seats, banker_hand=bank)


def newly_marked(old: TableView | None, new: TableView) -> set[HandKey]:
    """The hands that went bust or made Pontoon between ``old`` and ``new`` (marked for a
    moment)."""
    from pontoon_tui.engine.cards import Kind

    if old is None or old.deal_index != new.deal_index:
        return set()
    before = hands_of(old)
    marked = set()
    for key, hand in hands_of(new).items():
        if hand.kind in (Kind.BUST, Kind.PONTOON):
            earlier = before.get(key)
            if earlier is None or earlier.kind != hand.kind:
                marked.add(key)
    return marked


class Moving(Protocol):
    """A widget whose cards are moving: it can end its motion at once."""

    def finish(self) -> None:
        """Show the newest view now."""


class Stage:
    """What the app keeps of motion: the setting, the last public view a table showed (a
    screen that opens deals on from it) and the widgets moving now."""

    def __init__(self, motion: Motion = Motion.OFF) -> None:
        self.motion = motion
        self.last_public: TableView | None = None
        self.moving: set[Moving] = set()

    def finish(self) -> None:
        """End every motion at once (a key was pressed)."""
        for widget in list(self.moving):
            widget.finish()
        self.moving.clear()


OFF_STAGE = Stage()
"""Where no app keeps a stage (a widget drawn on its own): nothing moves."""


def stage_of(app: object) -> Stage:
    """The app's stage (no motion for an app without one)."""
    stage = getattr(app, "stage", None)
    return stage if isinstance(stage, Stage) else OFF_STAGE
