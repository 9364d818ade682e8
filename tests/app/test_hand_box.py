"""A hand box at any width: nothing drawn past its edge, every card shown."""

from __future__ import annotations

from helpers.app_stack import play, stacked_session
from rich.cells import cell_len

from pontoon_tui.app.widgets.card import CARD_WIDTH
from pontoon_tui.app.widgets.hand import GUTTER, HandBox
from pontoon_tui.engine.events import Buy, Stake, Twist
from pontoon_tui.engine.views import own_hands

# Bob is dealt 2♠ 2♥, buys A♣ for 2 and twists A♦ A♥: a five-card trick of 17.
TOP = ["2S", "3S", "2H", "4S", "AC", "AD", "AH"]


def five_card_hand() -> HandBox:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP)
    play(session, Stake("Bob", 1), Buy("Bob", 2), Twist("Bob"), Twist("Bob"))
    (hand,) = own_hands(session, "Bob")
    assert len(hand.cards) == 5 and hand.done
    return HandBox(hand, "Your hand")


def text_of(rows: list[list[tuple[str, object]]]) -> list[str]:
    return ["".join(text for text, _ in row) for row in rows]


def test_a_wide_box_draws_the_hand_in_words_on_a_line_of_its_own() -> None:
    # A hand that finishes keeps its height: "17" becomes "five-card trick (17)".
    assert text_of(five_card_hand().rows(60)) == [
        "  Your hand",
        "  stake 3 · bought for 2 · twisted",
        "  five-card trick (17)",
        "╭───╮╭───╮╭───╮┌───┐┌───┐",
        "│2♠ ││2♥ ││A♣ ││A♦ ││A♥ │",
        "╰───╯╰───╯╰───╯└───┘└───┘",
    ]


def test_a_narrow_box_wraps_between_words_and_puts_cards_on_further_rows() -> None:
    box = five_card_hand()
    assert text_of(box.rows(26)) == [
        "  Your hand",
        "  stake 3 · bought for 2",
        "  twisted",
        "  five-card trick (17)",
        "╭───╮╭───╮╭───╮┌───┐",
        "│2♠ ││2♥ ││A♣ ││A♦ │",
        "╰───╯╰───╯╰───╯└───┘",
        "┌───┐",
        "│A♥ │",
        "└───┘",
    ]
    for width in (8, 12, 17, 20, 26, 40):
        lines = text_of(box.rows(width))
        assert all(cell_len(line) <= width - GUTTER for line in lines), (width, lines)
        per_row = max(1, (width - GUTTER) // CARD_WIDTH)
        assert sum(line.count("│") for line in lines) == 2 * 5  # every card, once
        assert len([line for line in lines if line[:1] in "┌╭"]) == -(-5 // per_row)
        assert box.get_content_height(None, None, width) == len(lines)  # type: ignore[arg-type]
