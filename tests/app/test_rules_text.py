"""The help screen's rules and the ledger's words follow the rules in force."""

from __future__ import annotations

from helpers.app_stack import EVERY_RULE

from pontoon_tui import rules as r
from pontoon_tui.app.rules_text import rules_paragraphs
from pontoon_tui.app.screens.double import DOUBLING_WORDS
from pontoon_tui.app.widgets.ledger_table import result_words
from pontoon_tui.engine.cards import Kind
from pontoon_tui.engine.views import HandView
from pontoon_tui.rules import HouseRules, Payment


def _text(house: HouseRules) -> str:
    parts = rules_paragraphs(house)
    return " ".join(p if isinstance(p, str) else " ".join(p) for p in parts)


def test_the_standard_rules_in_words() -> None:
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
    def hand(paid: Payment, stake: int = 2) -> HandView:
        return HandView(
            "Bob", 1, ("10S", "9S"), (), stake, (), False, False, False, True, None, None,
            None, stake * paid.stakes, paid,
        )  # fmt: skip

    house, total = HouseRules(), Kind.TOTAL
    win = r.settlement(total, 19, total, 17, house, False)
    assert result_words(hand(win)) == "wins"
    pontoon = r.settlement(Kind.PONTOON, 21, total, 17, house, False)
    assert result_words(hand(pontoon)) == "wins double (Pontoon)"
    treble = r.settlement(Kind.PONTOON, 21, total, 17, HouseRules(pontoon_pays=3), False)
    assert result_words(hand(treble)) == "wins treble (Pontoon)"
    five = r.settlement(Kind.FIVE_CARD_TRICK, 16, total, 17, house, False)
    assert result_words(hand(five)) == "wins double (five-card trick)"
    assert result_words(hand(r.settlement(total, 19, total, 17, house, True))) == (
        "wins double (doubled deal)"
    )
    five_doubled = r.settlement(Kind.FIVE_CARD_TRICK, 16, total, 17, house, True)
    assert result_words(hand(five_doubled)) == "wins double (five-card trick)"
    assert result_words(hand(r.settlement(total, 16, total, 17, house, False))) == "loses"
    tricked = r.settlement(total, 19, Kind.FIVE_CARD_TRICK, 17, house, False)
    assert result_words(hand(tricked)) == "loses double (banker's trick)"
    assert result_words(hand(r.banker_pontoon_payment(house, False))) == (
        "loses double (banker's Pontoon)"
    )
    assert result_words(hand(r.bust_payment(False))) == "bust"
    assert result_words(hand(r.bust_payment(True))) == "bust, pays double (doubled deal)"


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
