"""The table's messages as JSON (``pontoon-view/1``, documented in ``docs/views.md``).

The table sends each screen what its audience may see (a ``view``), the reason a move was
refused (``refused``) and a seat's hints (``hints``); a screen sends the table a seat's
``move``, a ``cut`` for the bank and a request for ``ask-hints``. Every message is one
JSON object with ``format`` and ``type``; :func:`encode` writes one and :func:`decode`
reads one back, checking its shape (never trusting what a screen sends: a wrong shape
raises :class:`ProtocolError` with one line that says what is wrong).

Only plain values cross: names, card codes, numbers, booleans, and the words of the
rules' enums (``"pontoon"``, ``"Pontoon"``). No Python object identities.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.errors import FormatError
from pontoon_tui.engine.events import (
    Buy,
    Double,
    Split,
    Stake,
    Stick,
    Twist,
    event_from_json,
)
from pontoon_tui.engine.moves import MOVE_ORDER, MoveName, Next, NextType
from pontoon_tui.engine.said import Said, What
from pontoon_tui.engine.views import DealSummary, HandView, SeatView, TableView
from pontoon_tui.rules import Cause, Payment, RulesError, rules_from_json
from pontoon_tui.strategy.seats import Hint

VIEW_FORMAT: Final = "pontoon-view/1"

SeatMove = Stake | Double | Split | Buy | Twist | Stick
"""A seat's own decision: everything but the chance events (cut and pack)."""


class ProtocolError(ValueError):
    """A message that is not a ``pontoon-view/1`` message of a known shape."""


@dataclass(frozen=True, slots=True)
class ViewMessage:
    """What one audience may see now: a seat's private view, or the public one."""

    view: TableView


@dataclass(frozen=True, slots=True)
class Refused:
    """The table refused ``seat``'s move, with the reason in a player's words."""

    seat: str
    reason: str


@dataclass(frozen=True, slots=True)
class HintsMessage:
    """What each legal move of ``seat``'s hand in play is worth to that seat."""

    seat: str
    hints: tuple[Hint, ...]


@dataclass(frozen=True, slots=True)
class MoveMessage:
    """``seat`` makes a move: a stake, the banker's doubling, or a play of the hand."""

    seat: str
    move: SeatMove


@dataclass(frozen=True, slots=True)
class CutMessage:
    """``seat`` cuts for the bank (the table draws the cards)."""

    seat: str


@dataclass(frozen=True, slots=True)
class AskHints:
    """``seat`` asks for hints on its hand in play."""

    seat: str


Message = ViewMessage | Refused | HintsMessage | MoveMessage | CutMessage | AskHints

# ----- writing -----------------------------------------------------------------------


def encode(message: Message) -> dict[str, Any]:
    """``message`` as one JSON object."""
    out: dict[str, Any] = {"format": VIEW_FORMAT}
    if isinstance(message, ViewMessage):
        out.update(type="view", view=view_json(message.view))
    elif isinstance(message, Refused):
        out.update(type="refused", seat=message.seat, reason=message.reason)
    elif isinstance(message, HintsMessage):
        out.update(type="hints", seat=message.seat, hints=[_hint_json(h) for h in message.hints])
    elif isinstance(message, MoveMessage):
        move = message.move.to_json()
        del move["player"]  # the seat that sends it is the player
        out.update(type="move", seat=message.seat, move=move)
    elif isinstance(message, CutMessage):
        out.update(type="cut", seat=message.seat)
    else:
        out.update(type="ask-hints", seat=message.seat)
    return out


def view_json(view: TableView) -> dict[str, Any]:
    """A view as its JSON object."""
    return {
        "viewer": view.viewer,
        "players": list(view.players),
        "rules": view.rules.to_json(),
        "balances": dict(view.balances),
        "banker": view.banker,
        "deal_number": view.deal_number,
        "deals_target": view.deals_target,
        "deals_played": view.deals_played,
        "finished": view.finished,
        "winners": list(view.winners),
        "stage": view.stage,
        "next": None if view.next is None else view.next.to_json(),
        "cutting": list(view.cutting),
        "cut_rounds": [dict(r) for r in view.cut_rounds],
        "deal_index": view.deal_index,
        "deal_banker": view.deal_banker,
        "deal_over": view.deal_over,
        "cancelled": view.cancelled,
        "doubled": view.doubled,
        "banker_pontoon": view.banker_pontoon,
        "pontoon": view.pontoon,
        "transfers": dict(view.transfers),
        "banker_hand": None if view.banker_hand is None else _hand_json(view.banker_hand),
        "seats": [
            {
                "player": seat.player,
                "original_stake": seat.original_stake,
                "split": seat.split,
                "hands": [_hand_json(hand) for hand in seat.hands],
            }
            for seat in view.seats
        ],
        "said": [said_json(said) for said in view.messages],
        "deals": [_summary_json(deal) for deal in view.deals],
        "refused": dict(view.refused),
        "serial": view.serial,
    }


def _hand_json(hand: HandView) -> dict[str, Any]:
    paid = hand.paid
    return {
        "player": hand.player,
        "number": hand.number,
        "cards": list(hand.cards),
        "face_down": list(hand.face_down),
        "stake": hand.stake,
        "purchases": list(hand.purchases),
        "twisted": hand.twisted,
        "from_split": hand.from_split,
        "in_play": hand.in_play,
        "done": hand.done,
        "kind": None if hand.kind is None else hand.kind.value,
        "total": hand.total,
        "description": hand.description,
        "net": hand.net,
        "paid": None
        if paid is None
        else {"stakes": paid.stakes, "cause": paid.cause.value, "by_doubling": paid.by_doubling},
    }


def said_json(said: Said) -> dict[str, Any]:
    """One record of what the table was told; keys at their defaults are left out."""
    out: dict[str, Any] = {"what": said.what.value, "player": said.player}
    if said.hand is not None:
        out["hand"] = said.hand
    if said.cards:
        out["cards"] = list(said.cards)
    for key, value in (("amount", said.amount), ("stake", said.stake)):
        if value:
            out[key] = value
    if said.yes:
        out["yes"] = True
    if said.text:
        out["text"] = said.text
    return out


def _summary_json(deal: DealSummary) -> dict[str, Any]:
    return {
        "index": deal.index,
        "number": deal.number,
        "banker": deal.banker,
        "over": deal.over,
        "cancelled": deal.cancelled,
        "pontoon": deal.pontoon,
        "banker_pontoon": deal.banker_pontoon,
        "doubled": deal.doubled,
        "transfers": dict(deal.transfers),
    }


def _hint_json(hint: Hint) -> dict[str, Any]:
    return {
        "move": hint.move,
        "amount": hint.amount,
        "bust_chance": hint.bust_chance,
        "expected": hint.expected,
    }


# ----- reading -----------------------------------------------------------------------


def decode(data: object) -> Message:
    """Read one message back.

    Raises:
        ProtocolError: not an object of format ``pontoon-view/1`` with a known ``type``,
            or a field of the wrong kind (the message says which).
    """
    obj = _object(data, "a message")
    if obj.get("format") != VIEW_FORMAT:
        raise ProtocolError(f"a message needs format {VIEW_FORMAT!r}")
    kind = obj.get("type")
    if kind == "view":
        return ViewMessage(_view(_object(obj.get("view"), "'view'")))
    if kind == "refused":
        return Refused(_str(obj, "seat"), _str(obj, "reason"))
    if kind == "hints":
        hints = tuple(_hint(_object(h, "a hint")) for h in _list(obj, "hints"))
        return HintsMessage(_str(obj, "seat"), hints)
    if kind == "move":
        return MoveMessage(_str(obj, "seat"), _move(_str(obj, "seat"), obj.get("move")))
    if kind == "cut":
        return CutMessage(_str(obj, "seat"))
    if kind == "ask-hints":
        return AskHints(_str(obj, "seat"))
    raise ProtocolError(f"unknown message type {kind!r}")


def read_view(data: object) -> TableView:
    """A view back from its JSON object; raises :class:`ProtocolError` on a wrong shape."""
    return _view(_object(data, "'view'"))


def _move(seat: str, data: object) -> SeatMove:
    move = dict(_object(data, "'move'"))
    if "player" in move:
        raise ProtocolError("a move names no player: it is the seat's own")
    if move.get("type") in ("cut", "pack"):
        raise ProtocolError("move: a seat stakes, doubles or plays; the table cuts and shuffles")
    move["player"] = seat
    try:
        event = event_from_json(move)
    except FormatError as error:
        raise ProtocolError(f"move: {error}") from None
    assert isinstance(event, Stake | Double | Split | Buy | Twist | Stick)
    return event


def _view(obj: dict[str, Any]) -> TableView:
    try:
        rules = rules_from_json(obj.get("rules"))
    except RulesError as error:
        raise ProtocolError(str(error)) from None
    bank = obj.get("banker_hand")
    return TableView(
        viewer=_opt_str(obj, "viewer"),
        players=tuple(_strs(obj, "players")),
        balances=_ints(obj, "balances"),
        banker=_opt_str(obj, "banker"),
        deal_number=_int(obj, "deal_number"),
        deals_target=_int(obj, "deals_target"),
        deals_played=_int(obj, "deals_played"),
        stage=_str(obj, "stage"),
        banker_hand=None if bank is None else _hand(_object(bank, "'banker_hand'")),
        seats=tuple(_seat(_object(s, "a seat")) for s in _list(obj, "seats")),
        next=_next(obj.get("next")),
        messages=tuple(_said(_object(s, "a record")) for s in _list(obj, "said")),
        cut_rounds=tuple(_cut_round(r) for r in _list(obj, "cut_rounds")),
        cancelled=_bool(obj, "cancelled"),
        transfers=_ints(obj, "transfers"),
        rules=rules,
        cutting=tuple(_strs(obj, "cutting")),
        finished=_bool(obj, "finished"),
        winners=tuple(_strs(obj, "winners")),
        deal_index=_opt_int(obj, "deal_index"),
        deal_banker=_opt_str(obj, "deal_banker"),
        deal_over=_bool(obj, "deal_over"),
        doubled=_bool(obj, "doubled"),
        banker_pontoon=_bool(obj, "banker_pontoon"),
        pontoon=_bool(obj, "pontoon"),
        deals=tuple(_summary(_object(d, "a deal")) for d in _list(obj, "deals")),
        refused=_texts(obj, "refused"),
        serial=_int(obj, "serial"),
    )


def _seat(obj: dict[str, Any]) -> SeatView:
    return SeatView(
        player=_str(obj, "player"),
        original_stake=_opt_int(obj, "original_stake"),
        split=_bool(obj, "split"),
        hands=tuple(_hand(_object(h, "a hand")) for h in _list(obj, "hands")),
    )


def _hand(obj: dict[str, Any]) -> HandView:
    cards = _list(obj, "cards")
    if not all(card is None or isinstance(card, str) for card in cards):
        raise ProtocolError("'cards' must hold card codes or null")
    kind = obj.get("kind")
    paid = obj.get("paid")
    return HandView(
        player=_str(obj, "player"),
        number=_int(obj, "number"),
        cards=tuple(cards),
        face_down=tuple(_bools(obj, "face_down")),
        stake=_int(obj, "stake"),
        purchases=tuple(_int_list(obj, "purchases")),
        twisted=_bool(obj, "twisted"),
        from_split=_bool(obj, "from_split"),
        in_play=_bool(obj, "in_play"),
        done=_bool(obj, "done"),
        kind=None if kind is None else _enum(Kind, kind, "kind"),
        total=_opt_int(obj, "total"),
        description=_opt_str(obj, "description"),
        net=_opt_int(obj, "net"),
        paid=None if paid is None else _paid(_object(paid, "'paid'")),
    )


def _paid(obj: dict[str, Any]) -> Payment:
    cause = _enum(Cause, obj.get("cause"), "cause")
    return Payment(_int(obj, "stakes"), cause, _bool(obj, "by_doubling"))


def _said(obj: dict[str, Any]) -> Said:
    return Said(
        what=_enum(What, obj.get("what"), "what"),
        player=_str(obj, "player"),
        hand=_opt_int(obj, "hand"),
        cards=tuple(_strs(obj, "cards")) if "cards" in obj else (),
        amount=_int(obj, "amount") if "amount" in obj else 0,
        stake=_int(obj, "stake") if "stake" in obj else 0,
        yes=_bool(obj, "yes") if "yes" in obj else False,
        text=_str(obj, "text") if "text" in obj else "",
    )


def _summary(obj: dict[str, Any]) -> DealSummary:
    return DealSummary(
        index=_int(obj, "index"),
        number=_int(obj, "number"),
        banker=_str(obj, "banker"),
        over=_bool(obj, "over"),
        cancelled=_bool(obj, "cancelled"),
        pontoon=_bool(obj, "pontoon"),
        banker_pontoon=_bool(obj, "banker_pontoon"),
        doubled=_bool(obj, "doubled"),
        transfers=_ints(obj, "transfers"),
    )


NEXT_TYPES: Final[tuple[NextType, ...]] = ("cut", "pack", "stake", "double", "play", "bank")


def _next(data: object) -> Next | None:
    if data is None:
        return None
    obj = _object(data, "'next'")
    kind: NextType = _choice(obj.get("type"), NEXT_TYPES, "next type")
    if kind == "cut":
        return Next("cut", players=tuple(_strs(obj, "players")))
    if kind == "pack":
        return Next("pack", size=_int(obj, "size"))
    if kind == "stake":
        return Next("stake", player=_str(obj, "player"), min=_int(obj, "min"), max=_int(obj, "max"))
    if kind == "double":
        return Next("double", player=_str(obj, "player"))
    moves = tuple(_choice(m, MOVE_ORDER, "move") for m in _list(obj, "moves"))
    if kind == "bank":
        return Next("bank", player=_str(obj, "player"), moves=moves)
    return Next(
        "play",
        player=_str(obj, "player"),
        hand=_int(obj, "hand"),
        moves=moves,
        buy_min=_opt_int(obj, "buy_min"),
        buy_max=_opt_int(obj, "buy_max"),
    )


def _hint(obj: dict[str, Any]) -> Hint:
    move: MoveName = _choice(obj.get("move"), MOVE_ORDER, "move")
    return Hint(move, _int(obj, "amount"), _number(obj, "bust_chance"), _number(obj, "expected"))


def _cut_round(data: object) -> dict[str, str]:
    obj = _object(data, "a round of the cut")
    if not all(isinstance(card, str) for card in obj.values()):
        raise ProtocolError("a round of the cut maps names to card codes")
    return {str(name): str(card) for name, card in obj.items()}


# ----- checked fields ----------------------------------------------------------------


def _object(data: object, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ProtocolError(f"{what} must be a JSON object")
    return data


def _list(obj: dict[str, Any], key: str) -> list[Any]:
    value = obj.get(key)
    if not isinstance(value, list):
        raise ProtocolError(f"'{key}' must be a list")
    return value


def _str(obj: dict[str, Any], key: str) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise ProtocolError(f"'{key}' must be a string")
    return value


def _opt_str(obj: dict[str, Any], key: str) -> str | None:
    return None if obj.get(key) is None else _str(obj, key)


def _int(obj: dict[str, Any], key: str) -> int:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ProtocolError(f"'{key}' must be a whole number")
    return value


def _opt_int(obj: dict[str, Any], key: str) -> int | None:
    return None if obj.get(key) is None else _int(obj, key)


def _number(obj: dict[str, Any], key: str) -> float:
    value = obj.get(key)
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ProtocolError(f"'{key}' must be a number")
    return float(value)


def _bool(obj: dict[str, Any], key: str) -> bool:
    value = obj.get(key)
    if not isinstance(value, bool):
        raise ProtocolError(f"'{key}' must be true or false")
    return value


def _strs(obj: dict[str, Any], key: str) -> list[str]:
    values = _list(obj, key)
    if not all(isinstance(v, str) for v in values):
        raise ProtocolError(f"'{key}' must be a list of strings")
    return values


def _bools(obj: dict[str, Any], key: str) -> list[bool]:
    values = _list(obj, key)
    if not all(isinstance(v, bool) for v in values):
        raise ProtocolError(f"'{key}' must be a list of true or false")
    return values


def _int_list(obj: dict[str, Any], key: str) -> list[int]:
    values = _list(obj, key)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise ProtocolError(f"'{key}' must be a list of whole numbers")
    return values


def _ints(obj: dict[str, Any], key: str) -> dict[str, int]:
    value = _object(obj.get(key), f"'{key}'")
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in value.values()):
        raise ProtocolError(f"'{key}' must map names to whole numbers")
    return {str(k): v for k, v in value.items()}


def _texts(obj: dict[str, Any], key: str) -> dict[str, str]:
    value = _object(obj.get(key), f"'{key}'")
    if not all(isinstance(v, str) for v in value.values()):
        raise ProtocolError(f"'{key}' must map names to strings")
    return {str(k): v for k, v in value.items()}


def _enum(kind: Any, value: object, key: str) -> Any:
    try:
        return kind(value)
    except ValueError:
        raise ProtocolError(f"'{key}' cannot be {value!r}") from None


def _choice(value: object, choices: tuple[Any, ...], what: str) -> Any:
    if value not in choices:
        raise ProtocolError(f"{what} cannot be {value!r}")
    return value


__all__ = [
    "VIEW_FORMAT",
    "AskHints",
    "CutMessage",
    "Hint",
    "HintsMessage",
    "Message",
    "MoveMessage",
    "ProtocolError",
    "Refused",
    "SeatMove",
    "ViewMessage",
    "decode",
    "encode",
    "said_json",
    "view_json",
]
