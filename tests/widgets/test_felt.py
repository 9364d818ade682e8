"""The public table as seats round a felt: the banker at the head, the players clockwise
from the banker's left, every seat with its name, balance and stake, nothing a public view
hides, and the list where the seats do not fit round the felt."""

from __future__ import annotations

import math
import re

from helpers.app_stack import bob_with_four_hands, play, stacked_session
from rich.style import Style

from pontoon_tui.app.colours import DARK, CardLook
from pontoon_tui.app.widgets.card import CARD_IN_TEXT
from pontoon_tui.app.widgets.felt import Felt, felt_for
from pontoon_tui.engine.events import Stake, Twist
from pontoon_tui.engine.views import TableView, table_view

LOOK = CardLook(DARK, four_colour=False)
PANE = 98  # the table's pane at 160 columns
PLAYERS = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal"]


def felt_of(view: TableView, width: int = PANE, most: int = 30) -> Felt | None:
    return felt_for(view, view.deal_banker, width, most, LOOK, Style())


def lines_of(felt: Felt) -> list[str]:
    return ["".join(char for char, _ in line) for line in felt.lines]


def where(lines: list[str], name: str) -> tuple[int, int]:
    """The row and the column of the seat box naming ``name``."""
    found = [
        (row, match.start())
        for row, line in enumerate(lines)
        for match in re.finditer(rf"[│┃] (?:▶ )?{name} ", line)
    ]
    assert len(found) == 1, (name, found)
    return found[0]


def test_eight_seats_sit_round_the_felt_the_banker_at_the_head_the_rest_clockwise() -> None:
    view = table_view(bob_with_four_hands(), None)
    felt = felt_of(view)
    assert felt is not None and felt.height <= 30
    lines = lines_of(felt)
    assert all(len(line) == PANE for line in lines)
    places = [where(lines, name) for name in PLAYERS]
    assert places[0][0] == min(row for row, _ in places)  # the banker at the head
    middle_x = PANE / 2
    middle_y = (felt.height - 1) / 2

    def bearing(place: tuple[int, int]) -> float:  # clockwise from the head
        row, column = place
        return math.atan2(column + 10 - middle_x, -(row - middle_y)) % (2 * math.pi)

    bearings = [bearing(place) for place in places]
    assert bearings[1:] == sorted(bearings[1:])  # Bob at the banker's left, Hal at the right
    assert places[1][1] > middle_x > places[-1][1]


def test_a_seat_shows_its_split_hands_stakes_and_the_hand_in_play() -> None:
    view = table_view(bob_with_four_hands(), None)
    felt = felt_of(view)
    assert felt is not None
    text = "\n".join(lines_of(felt))
    assert "split 4 ways" in text
    assert text.count("\u00d71") >= 4 and "▶ Bob" in text  # each hand staked 1


def test_the_felt_shows_no_card_the_public_view_hides() -> None:
    session = stacked_session(PLAYERS[:4], "Ann", ["8S", "10H", "10S", "8H", "9H", "7D"])
    play(session, Stake("Bob", 2), Stake("Cat", 1), Stake("Dan", 1), Twist("Bob"))
    view = table_view(session, None)
    felt = felt_of(view)
    assert felt is not None
    drawn = {match.group(0) for line in lines_of(felt) for match in CARD_IN_TEXT.finditer(line)}
    public = {
        card[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[card[-1]]
        for hand in [view.banker_hand, *(h for seat in view.seats for h in seat.hands)]
        if hand is not None
        for card in hand.cards
        if card is not None
    }
    assert drawn == public  # Bob's twisted card, face up; nothing face down
    assert "░░" in "\n".join(lines_of(felt))


def test_a_bust_shows_on_its_seat() -> None:
    session = stacked_session(PLAYERS[:3], "Ann", ["10S", "9C", "10H", "6S", "8C", "7H", "KS"])
    play(session, Stake("Bob", 2), Stake("Cat", 1), Twist("Bob"))
    felt = felt_of(table_view(session, None))
    assert felt is not None
    row, column = where(lines := lines_of(felt), "Bob")
    assert "bust" in lines[row + 1][column : column + 30]


def test_a_pane_too_narrow_for_the_seats_draws_the_list() -> None:
    view = table_view(bob_with_four_hands(), None)
    assert felt_of(view, width=40) is None
    assert felt_of(view, width=PANE, most=8) is None  # nor too low


def test_the_seats_at_the_head_and_the_foot_line_up() -> None:
    from pontoon_tui.app.widgets.felt import place

    for width in range(90, 140, 7):  # odd and even room either side
        placed = place(4, width, (29, 7), 20, 20)
        assert placed is not None
        boxes, _ = placed
        assert boxes[0].x == boxes[2].x and boxes[1].y == boxes[3].y, (width, boxes)
