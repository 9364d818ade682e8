"""The table's house rules (docs/rules.md H1-H10): one spec per rule, and one frozen value
read from and written to the session file's ``rules`` object.

Each rule's key, number, values, label, explanation and short wording live in one
:class:`RuleSpec` in :data:`SPECS`; the engine, the simulator, the setup screen, the help
and every report read them from there. The standard rules are the first value of every
rule; a table may change any of them before the first deal and keeps them for the whole
session.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final, Literal

SplitRule = Literal["rank", "aces", "none"]
ShuffleRule = Literal["pontoon", "every-deal"]
SecondCardRule = Literal["down", "up"]


class RulesError(ValueError):
    """A ``rules`` object that names an unknown key or a value H1-H10 do not list."""


@dataclass(frozen=True, slots=True)
class Choice:
    """One value a house rule may take.

    Attributes:
        value: the value as the session file writes it.
        words: the value on the house-rules screen (``aces only``).
        short: a few words for the value where it differs from the standard rules, for
            title lines and reports (``aces split``); empty for the standard value.
    """

    value: object
    words: str
    short: str = ""


@dataclass(frozen=True, slots=True)
class RuleSpec:
    """Everything about one house rule.

    Attributes:
        key: the key in the session file's ``rules`` object.
        number: its number in docs/rules.md (``H1``).
        label: its name on the house-rules screen.
        explanation: one line saying what it changes.
        choices: its values, the standard one first.
    """

    key: str
    number: str
    label: str
    explanation: str
    choices: tuple[Choice, ...]

    @property
    def values(self) -> tuple[object, ...]:
        """The values, the standard one first."""
        return tuple(choice.value for choice in self.choices)

    def choice(self, value: object) -> Choice:
        """The choice of ``value`` (which must be one of the rule's)."""
        return next(c for c in self.choices if _same(c.value, value))


def _every(deals: int) -> str:
    return "every deal" if deals == 1 else f"every {deals} deals"


SPECS: Final[tuple[RuleSpec, ...]] = (
    RuleSpec(
        "stick_min",
        "H1",
        "Stick on",
        "the least total a player may stick on",
        (Choice(15, "15"), Choice(16, "16", "stick 16")),
    ),
    RuleSpec(
        "split",
        "H2",
        "Splitting",
        "which pairs may be split into two hands",
        (
            Choice("rank", "any pair"),
            Choice("aces", "aces only", "aces split"),
            Choice("none", "no splitting", "no splits"),
        ),
    ),
    RuleSpec(
        "max_hands",
        "H3",
        "Hands at most",
        "how many hands one hand may become by splitting",
        (Choice(4, "four"), Choice(3, "three", "three hands"), Choice(2, "two", "two hands")),
    ),
    RuleSpec(
        "buy_fifth",
        "H4",
        "Fifth card",
        "whether a fifth card may be bought",
        (Choice(True, "buy"), Choice(False, "twist only", "no fifth-card buy")),
    ),
    RuleSpec(
        "pontoon_pays",
        "H5",
        "Pontoon pays",
        "what a player's Pontoon wins",
        (
            Choice(2, "double"),
            Choice(1, "single", "Pontoon pays single"),
            Choice(3, "treble", "Pontoon pays treble"),
        ),
    ),
    RuleSpec(
        "banker_pontoon",
        "H6",
        "Banker's Pontoon",
        "what each player pays when the banker has Pontoon",
        (Choice(2, "double"), Choice(1, "single", "banker's Pontoon collects single")),
    ),
    RuleSpec(
        "banker_doubles",
        "H7",
        "Banker doubles",
        "whether the banker may double a deal after seeing a first card",
        (Choice(False, "no"), Choice(True, "may double", "banker may double")),
    ),
    RuleSpec(
        "shuffle",
        "H8",
        "Shuffle",
        "when the cards are gathered and shuffled",
        (
            Choice("pontoon", "after a Pontoon"),
            Choice("every-deal", "every deal", "shuffle every deal"),
        ),
    ),
    RuleSpec(
        "second_card",
        "H9",
        "Second card",
        "whether second cards go face up (split and bought cards stay down)",
        (Choice("down", "face down"), Choice("up", "face up", "second card up")),
    ),
    RuleSpec(
        "bank_rotates",
        "H10",
        "Bank passes",
        "how often the bank passes to the left (a Pontoon still takes it)",
        (
            Choice(0, "only on a Pontoon"),
            *(
                Choice(deals, _every(deals), f"bank passes {_every(deals)}")
                for deals in (1, 2, 3, 4)
            ),
        ),
    ),
)
"""The house rules H1-H10, in order."""

SPEC: Final[dict[str, RuleSpec]] = {spec.key: spec for spec in SPECS}
"""Each rule's spec by its key."""

CHOICES: Final[dict[str, tuple[object, ...]]] = {spec.key: spec.values for spec in SPECS}
"""Every key's values, the standard one first."""

NUMBERS: Final[dict[str, str]] = {spec.key: spec.number for spec in SPECS}
"""Each key's house-rule number."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The ten house rules in force; the defaults are the standard rules (see :data:`SPECS`).

    Attributes:
        stick_min: H1, the least total a player may stick on (R15): 15 or 16.
        split: H2, which pairs split (R12): any pair of one ``rank``, ``aces`` only, ``none``.
        max_hands: H3, how many hands one original hand may become by splitting: 4, 3, 2.
        buy_fifth: H4, whether a fifth card may be bought (R13).
        pontoon_pays: H5, how many stakes a player's Pontoon wins (R19): 2, 1 or 3.
        banker_pontoon: H6, how many stakes the banker's Pontoon collects (R9): 2 or 1.
        banker_doubles: H7, whether the banker may double a deal after seeing a first card.
        shuffle: H8, when the pack is shuffled (R22): after a ``pontoon``, or ``every-deal``.
        second_card: H9, whether the second card is dealt face ``down`` or ``up`` (R8).
        bank_rotates: H10, after how many counted deals in a row a banker hands the bank
            to the left (R21); 0: never, the bank moves only on a Pontoon.
    """

    stick_min: int = 15
    split: SplitRule = "rank"
    max_hands: int = 4
    buy_fifth: bool = True
    pontoon_pays: int = 2
    banker_pontoon: int = 2
    banker_doubles: bool = False
    shuffle: ShuffleRule = "pontoon"
    second_card: SecondCardRule = "down"
    bank_rotates: int = 0

    def __post_init__(self) -> None:
        for key, value in ((f.name, getattr(self, f.name)) for f in fields(self)):
            problem = value_problem(key, value)
            if problem is not None:
                raise RulesError(problem)

    def to_json(self) -> dict[str, Any]:
        """All ten keys with their values, as the session file and the result write them."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def changes(self) -> dict[str, Any]:
        """The keys whose values differ from the standard rules', in H order."""
        return {key: value for key, value in self.to_json().items() if DEFAULTS[key] != value}

    @property
    def is_default(self) -> bool:
        """Whether these are the standard rules."""
        return self == DEFAULT_RULES

    def applies(self, key: str) -> bool:
        """Whether house rule ``key`` can change anything under these rules (how many hands
        a split may make matters only where splitting is allowed)."""
        return not (key == "max_hands" and self.split == "none")


def _same(a: object, b: object) -> bool:
    """Equal and of the same JSON kind: ``True`` is not ``1`` and ``16.0`` is not ``16``."""
    return type(a) is type(b) and a == b


def _listed(values: tuple[object, ...]) -> str:
    words = [("true" if v else "false") if isinstance(v, bool) else repr(v) for v in values]
    words = [w.replace("'", '"') for w in words]
    return ", ".join(words[:-1]) + " or " + words[-1]


def value_problem(key: str, value: object) -> str | None:
    """Why ``value`` cannot be house rule ``key``, or None when H1-H10 list it."""
    choices = CHOICES.get(key)
    if choices is None:
        return f"rules: there is no house rule {key!r}"
    if any(_same(value, choice) for choice in choices):
        return None
    return f"rules: {key} must be {_listed(choices)}"


def rules_from_json(data: object) -> HouseRules:
    """The house rules a session file's ``rules`` object names (absent keys take defaults).

    Raises:
        RulesError: ``data`` is not an object, or names an unknown key or value; the
            message names the key (``rules: stick_min must be 15 or 16``).
    """
    if not isinstance(data, dict):
        raise RulesError("rules: must be an object of house rules")
    for key, value in data.items():
        problem = value_problem(str(key), value)
        if problem is not None:
            raise RulesError(problem)
    return HouseRules(**{str(key): value for key, value in data.items()})


DEFAULT_RULES: Final = HouseRules()
DEFAULTS: Final[dict[str, Any]] = DEFAULT_RULES.to_json()
