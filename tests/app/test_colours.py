"""Colours: the theme and the four-colour deck, remembered in the user config (with the
house rules and the last table's seats, each ignored alone when it is bad); one place
decides a card's colour and every card display follows it; NO_COLOR keeps the suits and
the focused field readable."""

from __future__ import annotations

import json

import pytest
from rich.console import Console
from rich.text import Text

from pontoon_tui.app.colours import DARK, HIGH_CONTRAST, LIGHT, CardLook, suit_colour
from pontoon_tui.app.widgets.card import cards_in_line, inline_cards
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.config import (
    Seat,
    config_path,
    last_rules,
    last_seats,
    remember,
    remember_rules,
    remember_seats,
    remembered_colours,
)


def test_the_colours_and_the_rules_are_kept_together() -> None:
    assert remembered_colours() == (None, False)
    house = HouseRules(stick_min=16)
    assert remember_rules(house)
    assert remember("theme", "pontoon-light")
    assert remember("four_colour", True)
    assert remembered_colours() == ("pontoon-light", True)
    assert last_rules() == house  # saving a colour kept the rules
    assert remember_rules(HouseRules())
    assert remembered_colours() == ("pontoon-light", True)  # and the rules the colours


@pytest.mark.parametrize(
    "text",
    [
        '{"theme": 42, "four_colour": "yes", "rules": {"stick_min": 16}}',
        '{"theme": ["x"], "four_colour": null, "rules": {"stick_min": 16}}',
    ],
)
def test_a_bad_colour_setting_is_ignored_and_the_others_kept(text: str) -> None:
    path = config_path()
    path.parent.mkdir(parents=True)
    path.write_text(text)
    assert remembered_colours() == (None, False)
    assert last_rules() == HouseRules(stick_min=16)
    assert path.exists()  # not set aside: only the bad values are ignored
    assert remember("four_colour", True)
    data = json.loads(path.read_text())
    assert data["rules"] == {"stick_min": 16} and data["four_colour"] is True


@pytest.mark.parametrize("text", ["{", "[1, 2]", "\\xff", '"theme"'])
def test_a_corrupt_config_is_set_aside_without_a_crash(text: str) -> None:
    path = config_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(text.encode("latin-1"))
    assert remembered_colours() == (None, False)
    assert not path.exists()
    assert [p.name for p in path.parent.iterdir()] == ["table.json.corrupt-1"]
    assert remember("theme", "pontoon-light")  # a new file, the old one kept aside
    assert remembered_colours() == ("pontoon-light", False)


def test_one_place_decides_each_suits_colour() -> None:
    for palette in (DARK, LIGHT, HIGH_CONTRAST):
        two = [suit_colour(s, False, palette) for s in "SHDC"]
        four = [suit_colour(s, True, palette) for s in "SHDC"]
        assert two == [palette.black, palette.red, palette.red, palette.black]
        assert four == [palette.black, palette.red, palette.blue, palette.green]
        assert len(set(four)) == 4


def colour_at(text: Text, part: str) -> str | None:
    """The colour ``part`` of ``text`` is drawn in (its first cell)."""
    style = text.get_style_at_offset(Console(), text.plain.index(part))
    return None if style.color is None else style.color.name


def test_cards_in_running_text_and_in_the_log_take_the_decks_colours() -> None:
    four = CardLook(DARK, four_colour=True)
    text = inline_cards(["AS", "10H", "QD", "2C", None], four)
    assert [colour_at(text, c) for c in ("A♠", "10♥", "Q♦", "2♣")] == [
        DARK.black,
        DARK.red,
        DARK.blue,
        DARK.green,
    ]
    line = cards_in_line("Bob twists Q♦; Ann shows 10♣.", four)
    assert colour_at(line, "Q♦") == DARK.blue
    assert colour_at(line, "10♣") == DARK.green
    assert colour_at(line, "Bob") is None  # the words stay as they were
    two = cards_in_line("Bob twists Q♦.", CardLook(DARK, four_colour=False))
    assert colour_at(two, "Q♦") == DARK.red


def test_the_last_tables_seats_are_kept_with_the_other_settings() -> None:
    assert last_seats() == ()  # a fresh install: no table yet
    house = HouseRules(stick_min=16)
    assert remember_rules(house)
    seats = (Seat("Ann"), Seat("Bob", computer=True), Seat("Cat"))
    assert remember_seats(seats)
    assert last_seats() == seats
    assert last_rules() == house  # the seats kept the rules
    assert remember("theme", "pontoon-light")
    assert last_seats() == seats  # and a colour the seats


@pytest.mark.parametrize(
    "seats",
    [
        '"Ann, Bob"',
        '[{"name": "Ann"}, "Bob"]',
        '[{"name": "Ann"}, {"name": ""}]',
        '[{"name": "Ann"}, {"name": "A name of more than twenty letters"}]',
        '[{"name": "Ann"}, {"name": "ann"}]',
        '[{"name": "Ann", "computer": "yes"}, {"name": "Bob"}]',
        "[" + ", ".join(f'{{"name": "P{n}"}}' for n in range(9)) + "]",
    ],
)
def test_bad_seats_are_ignored_and_the_other_settings_kept(seats: str) -> None:
    path = config_path()
    path.parent.mkdir(parents=True)
    path.write_text(f'{{"seats": {seats}, "theme": "pontoon-light", "rules": {{"stick_min": 16}}}}')
    assert last_seats() == ()
    assert remembered_colours() == ("pontoon-light", False)
    assert last_rules() == HouseRules(stick_min=16)
    assert path.exists()  # not set aside: only the bad value is ignored
