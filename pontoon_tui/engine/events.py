"""The events of a session (docs/session-format.md): chance as ``cut`` and ``pack``, the rest
as players' decisions. Each event converts to and from its JSON object."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.engine.moves import MoveName


@dataclass(frozen=True, slots=True)
class Cut:
    """One round of cutting for the bank: a card for every player still cutting (R4)."""

    cards: dict[str, str]

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "cut", "cards": dict(self.cards)}


@dataclass(frozen=True, slots=True)
class Pack:
    """The whole pack after shuffling and cutting, top card first."""

    cards: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "pack", "cards": list(self.cards)}


@dataclass(frozen=True, slots=True)
class Stake:
    """A player's original stake (R7)."""

    player: str
    amount: int

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "stake", "player": self.player, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Split:
    """Split the hand in play (R12)."""

    player: str

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "split", "player": self.player}


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy a face-down card, adding ``amount`` to the hand's stake (R13)."""

    player: str
    amount: int

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "buy", "player": self.player, "amount": self.amount}


@dataclass(frozen=True, slots=True)
class Twist:
    """Twist a face-up card (R14); also the banker's draw (R18)."""

    player: str

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "twist", "player": self.player}


@dataclass(frozen=True, slots=True)
class Stick:
    """Stick (R15); also the banker's stand (R18)."""

    player: str

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "stick", "player": self.player}


@dataclass(frozen=True, slots=True)
class Double:
    """The banker says whether this deal is doubled (H7), after the last stake."""

    player: str
    double: bool

    def to_json(self) -> dict[str, Any]:
        """The event as a session-file object."""
        return {"type": "double", "player": self.player, "double": self.double}


Event = Cut | Pack | Stake | Double | Split | Buy | Twist | Stick
Move = Split | Buy | Twist | Stick


def move_event(seat: str, move: MoveName, amount: int = 0) -> Move:
    """The event for ``seat``'s move (``amount``: what a buy pays)."""
    if move == "split":
        return Split(seat)
    if move == "buy":
        return Buy(seat, amount)
    if move == "twist":
        return Twist(seat)
    return Stick(seat)


def _text(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise FormatError(f"'{key}' must be a string")
    return value


def _integer(obj: dict[str, Any], key: str) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise FormatError(f"'{key}' must be a whole number (a JSON integer)")
    return value


def _card_text(value: object) -> str:
    if not isinstance(value, str):
        raise FormatError(f"a card must be a string, not {value!r}")
    return value


def _cut(obj: dict[str, Any]) -> Cut:
    cards = obj.get("cards")
    if not isinstance(cards, dict):
        raise FormatError("a cut needs 'cards', an object of player names to cards")
    return Cut({str(name): _card_text(card) for name, card in cards.items()})


def _pack(obj: dict[str, Any]) -> Pack:
    cards = obj.get("cards")
    if not isinstance(cards, list):
        raise FormatError("a pack needs 'cards', a list of cards")
    return Pack(tuple(_card_text(card) for card in cards))


def _double(obj: dict[str, Any]) -> Double:
    choice = obj.get("double")
    if not isinstance(choice, bool):
        raise FormatError("'double' must be true or false (a JSON boolean)")
    return Double(_text(obj, "player"), choice)


_READERS: dict[str, Callable[[dict[str, Any]], Event]] = {
    "cut": _cut,
    "pack": _pack,
    "stake": lambda obj: Stake(_text(obj, "player"), _integer(obj, "amount")),
    "buy": lambda obj: Buy(_text(obj, "player"), _integer(obj, "amount")),
    "split": lambda obj: Split(_text(obj, "player")),
    "twist": lambda obj: Twist(_text(obj, "player")),
    "stick": lambda obj: Stick(_text(obj, "player")),
    "double": _double,
}
"""How each type of event is read from its object."""


def event_from_json(obj: object) -> Event:
    """Read one event object; raises :class:`FormatError` on a malformed one.

    Only the shape is checked here; whether the event is legal is the session's business.
    """
    if not isinstance(obj, dict):
        raise FormatError("an event must be a JSON object")
    kind = obj.get("type")
    reader = _READERS.get(kind) if isinstance(kind, str) else None
    if reader is not None:
        return reader(obj)
    if isinstance(kind, str):
        raise FormatError(f"unknown event type {kind!r}")
    raise FormatError("an event needs a 'type'")
