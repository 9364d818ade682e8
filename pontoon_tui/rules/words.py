"""A few words for the house rules a table plays, for every screen and report that names
them (the game's title line, ``pontoon stats``, a replay as text)."""

from __future__ import annotations

from pontoon_tui.rules.house import HouseRules

SHORT: dict[str, dict[object, str]] = {
    "stick_min": {16: "stick 16"},
    "split": {"aces": "aces split", "none": "no splits"},
    "max_hands": {3: "three hands", 2: "two hands"},
    "buy_fifth": {False: "no fifth-card buy"},
    "pontoon_pays": {1: "Pontoon pays single", 3: "Pontoon pays treble"},
    "banker_pontoon": {1: "banker's Pontoon collects single"},
    "banker_doubles": {True: "banker may double"},
    "shuffle": {"every-deal": "shuffle every deal"},
    "second_card": {"up": "second card up"},
}
"""A few words for each house rule's value that differs from seed 000's."""


def house_rules_words(house: HouseRules) -> list[str]:
    """The house rules that differ from seed 000's, a few words each (``stick 16``), in H
    order; a rule that cannot matter (how many hands, with no splitting) is left out."""
    changes = house.changes()
    if house.split == "none":
        changes.pop("max_hands", None)
    return [SHORT[key][value] for key, value in changes.items()]


def house_rules_line(house: HouseRules) -> str:
    """``House rules: stick 16, aces split``; empty under seed 000's rules."""
    words = house_rules_words(house)
    return "House rules: " + ", ".join(words) if words else ""
