"""A few words for the house rules a table plays, for every screen and report that names
them (the game's title line, ``pontoon stats``, a replay as text); the words themselves
are each rule's :class:`~pontoon_tui.rules.house.Choice` ``short``."""

from __future__ import annotations

from pontoon_tui.rules.house import SPEC, HouseRules


def house_rules_words(house: HouseRules) -> list[str]:
    """The house rules that differ from the standard rules, a few words each
    (``stick 16``), in H order; a rule that cannot matter (how many hands, with no
    splitting) is left out."""
    return [
        SPEC[key].choice(value).short
        for key, value in house.changes().items()
        if house.applies(key)
    ]


def house_rules_line(house: HouseRules) -> str:
    """``House rules: stick 16, aces split``; empty under the standard rules."""
    words = house_rules_words(house)
    return "House rules: " + ", ".join(words) if words else ""
