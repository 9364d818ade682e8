"""The help screen's rules and the ledger's words follow the rules in force."""

from __future__ import annotations

from app_stack import EVERY_RULE

from pontoon_tui.app.rules_text import rules_paragraphs
from pontoon_tui.app.screens.double import DOUBLING_WORDS
from pontoon_tui.app.widgets.ledger_table import result_words
from pontoon_tui.engine.state import Deal, Hand
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
    # R1: why a card may show twice at a table of eight
    assert "a table of 8 uses two packs shuffled together (104 cards)" in text


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


def test_the_ledger_names_single_double_and_treble_payments_and_why() -> None:
    bank = Hand("Ann", ["10H", "7H"], [True, True], stake=0)
    trick = Hand("Ann", ["2H", "3H", "4H", "2D", "5C"], [True] * 5, stake=0)

    def deal(banker: Hand, *, doubled: bool = False, pontoon: bool = False) -> Deal:
        return Deal(1, "Ann", ("Bob",), {}, banker, {}, doubled=doubled, banker_pontoon=pontoon)

    def hand(cards: list[str], net: int, stake: int = 2) -> Hand:
        return Hand("Bob", cards, [True] * len(cards), stake=stake, net=net)

    house = HouseRules()
    pontoon, nineteen = hand(["AS", "KS"], 4), hand(["10S", "9S"], 2)
    assert result_words(nineteen, deal(bank), house) == "wins"
    assert result_words(pontoon, deal(bank), house) == "wins double (Pontoon)"
    assert result_words(pontoon, deal(bank), HouseRules(pontoon_pays=3)) == "wins treble (Pontoon)"
    five = hand(["2S", "3S", "4S", "2C", "5S"], 4)
    assert result_words(five, deal(bank), house) == "wins double (five-card trick)"
    assert result_words(nineteen, deal(bank, doubled=True), house) == "wins double (doubled deal)"
    assert result_words(five, deal(bank, doubled=True), house) == "wins double (five-card trick)"
    assert result_words(hand(["10S", "6S"], -2), deal(bank), house) == "loses"
    assert result_words(nineteen, deal(trick), house) == "loses double (banker's trick)"
    assert result_words(nineteen, deal(bank, pontoon=True), house) == (
        "loses double (banker's Pontoon)"
    )
    bust = hand(["KS", "QS", "5S"], -2)
    assert result_words(bust, deal(bank), house) == "bust"
    assert result_words(bust, deal(bank, doubled=True), house) == "bust, pays double (doubled deal)"


def test_every_screen_named_for_help_exists_and_has_keys() -> None:
    import importlib
    import pkgutil

    import pontoon_tui.app.screens as screens
    from pontoon_tui.app.screens.help import TOPICS, keys_of

    names = {
        name
        for info in pkgutil.iter_modules(screens.__path__)
        for name in vars(importlib.import_module(f"{screens.__name__}.{info.name}"))
    }
    for screen in TOPICS:
        assert screen in names, screen  # a renamed screen would lose its keys in help
        assert keys_of(screen) is not None, screen


def test_doubling_says_which_payments_stay_as_they_are() -> None:
    # "double and treble payments stay" left a newcomer asking what a treble payment was.
    text = _text(HouseRules(banker_doubles=True))
    for words in (text, DOUBLING_WORDS):
        assert "treble" not in words
        assert "one that pays two or three stakes" in words
    assert "already (a Pontoon, a five-card trick) stays so" in text
