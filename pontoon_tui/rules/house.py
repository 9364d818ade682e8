"""The table's house rules (RULES.md H1-H9): one frozen value, read from and written to
the session file's ``rules`` object.

Seed 000's rules are the default of every key; a table may change any of them before the
first deal and keeps them for the whole session.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, Final, Literal

SplitRule = Literal["rank", "aces", "none"]
ShuffleRule = Literal["pontoon", "every-deal"]
SecondCardRule = Literal["down", "up"]


class RulesError(ValueError):
    """A ``rules`` object that names an unknown key or a value H1-H9 do not list."""


@dataclass(frozen=True, slots=True)
class HouseRules:
    """The nine house rules in force; the defaults are seed 000's rules.

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

    def __post_init__(self) -> None:
        for key, value in ((f.name, getattr(self, f.name)) for f in fields(self)):
            problem = value_problem(key, value)
            if problem is not None:
                raise RulesError(problem)

    def to_json(self) -> dict[str, Any]:
        """All nine keys with their values, as the session file and the result write them."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def changes(self) -> dict[str, Any]:
        """The keys whose values differ from seed 000's, in H order."""
        return {key: value for key, value in self.to_json().items() if DEFAULTS[key] != value}

    @property
    def is_default(self) -> bool:
        """Whether these are seed 000's rules."""
        return self == DEFAULT_RULES


CHOICES: Final[dict[str, tuple[object, ...]]] = {
    "stick_min": (15, 16),
    "split": ("rank", "aces", "none"),
    "max_hands": (4, 3, 2),
    "buy_fifth": (True, False),
    "pontoon_pays": (2, 1, 3),
    "banker_pontoon": (2, 1),
    "banker_doubles": (False, True),
    "shuffle": ("pontoon", "every-deal"),
    "second_card": ("down", "up"),
}
"""Every key's values, the default first (the table of H1-H9)."""

NUMBERS: Final[dict[str, str]] = {
    "stick_min": "H1",
    "split": "H2",
    "max_hands": "H3",
    "buy_fifth": "H4",
    "pontoon_pays": "H5",
    "banker_pontoon": "H6",
    "banker_doubles": "H7",
    "shuffle": "H8",
    "second_card": "H9",
}
"""Each key's house-rule number."""


def _same(a: object, b: object) -> bool:
    """Equal and of the same JSON kind: ``True`` is not ``1`` and ``16.0`` is not ``16``."""
    return type(a) is type(b) and a == b


def _listed(values: tuple[object, ...]) -> str:
    words = [("true" if v else "false") if isinstance(v, bool) else repr(v) for v in values]
    words = [w.replace("'", '"') for w in words]
    return ", ".join(words[:-1]) + " or " + words[-1]


def value_problem(key: str, value: object) -> str | None:
    """Why ``value`` cannot be house rule ``key``, or None when H1-H9 list it."""
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
