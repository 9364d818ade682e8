"""The help screen's rules and the ledger's words follow the rules in force."""

from __future__ import annotations

from app_stack import EVERY_RULE

from pontoon_tui.app.rules_text import rules_paragraphs
from pontoon_tui.app.widgets.ledger_table import result_words
from pontoon_tui.engine.state import Hand
from pontoon_tui.rules import HouseRules


def _text(house: HouseRules) -> str:
    parts = rules_paragraphs(house)
    return " ".join(p if isinstance(p, str) else " ".join(p) for p in parts)


def test_seed_000s_rules_in_words() -> None:
    text = _text(HouseRules())
    assert "stakes 1 to 5 units" in text
    assert "[b]stick[/b] on 15 or more." in text
    assert "up to four hands" in text
    assert "every player pays double the stake" in text
    assert "shuffled again after any deal with a Pontoon" in text
    assert "double the deal" not in text


def test_house_rules_in_words() -> None:
    house = EVERY_RULE
    text = _text(house)
    assert "[b]stick[/b] on 16 or more." in text
    assert "[b]split[/b] two aces into two hands" in text
    assert "up to two hands" in text
    assert "never a fifth card" in text
    assert "Pontoons win treble" in text
    assert "every player pays the stake." in text
    assert "may double the deal" in text
    assert "shuffled before every deal" in text
    assert "face up for all to see" in text
    assert "[b]split[/b]" not in _text(HouseRules(split="none"))


def test_the_ledger_names_single_double_and_treble_payments() -> None:
    def hand(stake: int, net: int) -> Hand:
        return Hand("Bob", ["AS", "KS"], [True, True], stake=stake, net=net)

    assert result_words(hand(2, 2)) == "wins"
    assert result_words(hand(2, 4)) == "wins double"
    assert result_words(hand(2, 6)) == "wins treble"
    assert result_words(hand(3, -6)) == "loses double"
    assert result_words(hand(3, -3)) == "loses"
    bust = Hand("Bob", ["KS", "QS", "5S"], [False, False, True], stake=2, net=-2)
    assert result_words(bust) == "bust"
    doubled_bust = Hand("Bob", ["KS", "QS", "5S"], [False, False, True], stake=2, net=-4)
    assert result_words(doubled_bust) == "bust, pays double"
