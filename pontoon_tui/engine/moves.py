"""What a session waits for next: the ``next`` object of docs/session-format.md."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

NextType = Literal["cut", "pack", "stake", "double", "play", "bank"]
MoveName = Literal["split", "buy", "twist", "stick"]
MOVE_ORDER: tuple[MoveName, ...] = ("split", "buy", "twist", "stick")


@dataclass(frozen=True, slots=True)
class Next:
    """What the session waits for: whose move, which moves, and their bounds.

    Attributes:
        type: ``cut``, ``pack``, ``stake``, ``double``, ``play`` or ``bank``.
        player: who acts (stake, double, play, bank).
        players: who cuts, in seating order (cut).
        size: cards in the pack (pack).
        min: lowest stake (stake).
        max: highest stake (stake).
        hand: the player's hand in play, counted from 1 (play).
        moves: the legal moves in the order split, buy, twist, stick (play, bank).
        buy_min: the least a purchase may add (play, when buying is legal).
        buy_max: the most a purchase may add (play, when buying is legal).
    """

    type: NextType
    player: str | None = None
    players: tuple[str, ...] = ()
    size: int = 0
    min: int = 0
    max: int = 0
    hand: int = 0
    moves: tuple[MoveName, ...] = ()
    buy_min: int | None = None
    buy_max: int | None = None

    def to_json(self) -> dict[str, Any]:
        """The object as ``pontoon replay`` prints it."""
        if self.type == "cut":
            return {"type": "cut", "players": list(self.players)}
        if self.type == "pack":
            return {"type": "pack", "size": self.size}
        if self.type == "stake":
            return {"type": "stake", "player": self.player, "min": self.min, "max": self.max}
        if self.type == "double":
            return {"type": "double", "player": self.player}
        if self.type == "bank":
            return {"type": "bank", "player": self.player, "moves": list(self.moves)}
        out: dict[str, Any] = {
            "type": "play",
            "player": self.player,
            "hand": self.hand,
            "moves": list(self.moves),
        }
        if self.buy_min is not None:
            out["buy_min"] = self.buy_min
            out["buy_max"] = self.buy_max
        return out
