"""At 80x24 no row of the table wraps: five cards, a split hand and the banker's five-card
trick each fit one line; the house rules under the title keep to one line, whole rules
only."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.app_driver import Driver, screen_text
from helpers.app_stack import EVERY_RULE, play, stacked_session

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.base import RulesLine
from pontoon_tui.engine.events import Buy, Split, Stake, Stick, Twist
from pontoon_tui.launch import make_app
from pontoon_tui.rules.words import house_rules_line

pytestmark = pytest.mark.slow

# Ann banks; Bob 2♠ 2♥ buys A♣, twists A♦ A♥ (five cards); Cat 10♣ 9♣ sticks; Ann 3♦ 2♦
# twists 4♠ 3♠ 2♣: a five-card trick.
TRICK_TOP = ["2S", "10C", "3D", "2H", "9C", "2D", "AC", "AD", "AH", "4S", "3S", "2C"]


def pane_lines(text: str) -> list[str]:
    """The table's pane, right of the edge, a line each."""
    return [line.split("▏", 1)[1].strip() for line in text.splitlines() if "▏" in line]


async def test_five_cards_and_the_bankers_trick_fit_a_line_each(save_dir: Path) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", TRICK_TOP)
    play(session, Stake("Bob", 1), Stake("Cat", 2), Buy("Bob", 2), Twist("Bob"), Twist("Bob"))
    play(session, Stick("Cat"), Twist("Ann"), Twist("Ann"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await Driver(pilot).play_until(lambda d: isinstance(d.app.screen, BankerTurnScreen))
        await pilot.press("t")
        await pilot.pause()
        rows = [" ".join(line.split()) for line in pane_lines(screen_text(app))]
        assert "Ann +10 bank 3♦ 2♦ 4♠ 3♠ 2♣ trick" in rows
        assert "Bob -6 3 2♠ 2♥ A♣ A♦ A♥ -6" in rows
        assert "Cat -4 2 10♣ 9♣ -4" in rows


async def test_a_split_hand_fits_its_line(save_dir: Path) -> None:
    top = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C", "AS", "2H", "3C"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 1), Split("Bob"), Twist("Bob"), Twist("Bob"))
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y")
        await pilot.pause()
        rows = [" ".join(line.split()) for line in pane_lines(screen_text(app))]
        bob = next(n for n, row in enumerate(rows) if row.startswith("Bob "))
        assert rows[bob] == "Bob +0 2 8♠ ░░ A♠ 2♥ ◀ plays", rows  # four cards and the note
        assert rows[bob + 1] == "↳ hand 2 2 8♥ ░░", rows
        assert rows[bob + 2].startswith("Cat "), rows  # nothing wrapped on to a line of its own


def test_the_house_rules_keep_to_one_line_of_whole_rules() -> None:
    line = RulesLine(house_rules_line(EVERY_RULE), "Ann doubled this deal: one stake pays two")
    whole = line.fitted(0)
    for width in (78, 100, 60):
        fitted = line.fitted(width)
        assert len(fitted) <= width and "\n" not in fitted
        assert fitted.startswith("Ann doubled this deal")
        rules = whole.split(" · ")[0].split(": ")[1].split(", ")
        if "House rules: " in fitted:
            listed = fitted.split("House rules: ", 1)[1].split(" and ", 1)[0]
            kept = [] if listed.endswith("(F1 lists them)") else listed.split(", ")
            assert all(rule in rules for rule in kept)  # no rule cut in the middle
            assert fitted.endswith(("more (F1)", "(F1 lists them)"))  # where the others are
