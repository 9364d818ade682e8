"""The table's messages round-trip through JSON (``pontoon-view/1``): every kind of message,
and views of every audience at every step of random sessions under random house rules."""

from __future__ import annotations

import json
import random

import pytest
from helpers.random_sessions import BIASES, STYLES, random_session

from pontoon_tui.engine.events import Buy, Double, Split, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view
from pontoon_tui.rules import SPECS, HouseRules
from pontoon_tui.strategy.seats import Hint
from pontoon_tui.table.protocol import (
    VIEW_FORMAT,
    AskHints,
    CutMessage,
    HintsMessage,
    Message,
    MoveMessage,
    ProtocolError,
    Refused,
    ViewMessage,
    decode,
    encode,
)


def _through_json(message: Message) -> Message:
    text = json.dumps(encode(message), allow_nan=False)
    return decode(json.loads(text))


def _random_rules(rng: random.Random) -> HouseRules:
    chosen = {spec.key: rng.choice(spec.values) for spec in SPECS if rng.random() < 0.5}
    return HouseRules(**chosen)  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(6))
def test_every_view_of_a_random_session_comes_back_the_same(seed: int) -> None:
    rng = random.Random(seed)
    rules = _random_rules(rng)
    players = rng.randint(2, 8)
    bias, style = rng.choice(BIASES), rng.choice(STYLES)
    for step, session in enumerate(random_session(players, 3, seed, bias, style, rules=rules)):
        if step % 3:
            continue  # every third step keeps the test quick; all audiences each time
        for viewer in (None, *session.players):
            view = table_view(session, viewer)
            assert _through_json(ViewMessage(view)) == ViewMessage(view)
        if session.deals:
            first = table_view(session, None, 0)  # an earlier deal, by its index
            assert _through_json(ViewMessage(first)) == ViewMessage(first)


MESSAGES: list[Message] = [
    Refused("Bob", "Bob cannot stick on 14: sticking needs 15"),
    HintsMessage("Bob", (Hint("twist", 0, 0.25, 0.125), Hint("buy", 3, 0.5, -1.0))),
    HintsMessage("Cat", ()),
    MoveMessage("Bob", Stake("Bob", 3)),
    MoveMessage("Ann", Double("Ann", True)),
    MoveMessage("Bob", Split("Bob")),
    MoveMessage("Bob", Buy("Bob", 4)),
    MoveMessage("Bob", Twist("Bob")),
    MoveMessage("Bob", Stick("Bob")),
    CutMessage("Cat"),
    AskHints("Bob"),
]


@pytest.mark.parametrize("message", MESSAGES, ids=lambda m: type(m).__name__)
def test_every_kind_of_message_comes_back_the_same(message: Message) -> None:
    encoded = encode(message)
    assert encoded["format"] == VIEW_FORMAT
    assert _through_json(message) == message


def test_a_view_before_the_cut_comes_back_the_same() -> None:
    view = table_view(Session(["Ann", "Bob", "Cat"]), None)
    assert _through_json(ViewMessage(view)) == ViewMessage(view)


def test_a_move_is_the_seats_own_and_names_no_player() -> None:
    assert encode(MoveMessage("Bob", Buy("Bob", 4)))["move"] == {"type": "buy", "amount": 4}
    forged = {"format": VIEW_FORMAT, "type": "move", "seat": "Bob"}
    with pytest.raises(ProtocolError, match="names no player"):
        decode({**forged, "move": {"type": "stick", "player": "Cat"}})


@pytest.mark.parametrize(
    ("data", "says"),
    [
        ([], "a message must be a JSON object"),
        ({"type": "cut", "seat": "Bob"}, "format"),
        ({"format": "pontoon-view/2", "type": "cut", "seat": "Bob"}, "format"),
        ({"format": VIEW_FORMAT, "type": "shout", "seat": "Bob"}, "unknown message type"),
        ({"format": VIEW_FORMAT, "type": "cut"}, "'seat' must be a string"),
        ({"format": VIEW_FORMAT, "type": "move", "seat": "Bob", "move": 3}, "'move'"),
        (
            {"format": VIEW_FORMAT, "type": "move", "seat": "Bob", "move": {"type": "pack"}},
            "the table cuts and shuffles",
        ),
        (
            {"format": VIEW_FORMAT, "type": "move", "seat": "B", "move": {"type": "stake"}},
            "'amount' must be a whole number",
        ),
        (
            {
                "format": VIEW_FORMAT,
                "type": "move",
                "seat": "B",
                "move": {"type": "buy", "amount": True},
            },
            "'amount' must be a whole number",
        ),
        ({"format": VIEW_FORMAT, "type": "view", "view": {}}, "rules"),
    ],
)
def test_a_message_of_the_wrong_shape_is_refused_in_one_line(data: object, says: str) -> None:
    with pytest.raises(ProtocolError) as info:
        decode(data)
    assert says in str(info.value)
    assert "\n" not in str(info.value)


def test_the_documented_view_is_what_the_table_sends() -> None:
    import re
    from pathlib import Path

    from helpers.stacking import stacked_session

    text = (Path(__file__).parents[2] / "docs" / "views.md").read_text("utf-8")
    blocks = [json.loads(b) for b in re.findall(r"```json\n(.*?)```", text, re.S)]
    documented = next(b for b in blocks if "viewer" in b)
    # Ann banks; Bob holds 10♠ 6♥ and stakes 2, Cat stakes 1: Bob's turn, in Bob's view.
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", ["10S", "9C", "8D", "6H", "8C", "9D"])
    session.apply(Stake("Bob", 2))
    session.apply(Stake("Cat", 1))
    sent = encode(ViewMessage(table_view(session, "Bob")))
    assert json.loads(json.dumps(sent["view"])) == documented
    move = next(b for b in blocks if b.get("type") == "move")
    assert decode(move) == MoveMessage("Bob", Buy("Bob", 3))
