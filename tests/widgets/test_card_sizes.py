"""Cards in three sizes from one renderer: large cards with two corners and their pips,
medium ones with a corner pair and a suit, the compact chips; backs with a lattice; a
hand that does not fit side by side fanned, every card's corner still showing."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from rich.cells import cell_len

from pontoon_tui.app.colours import DARK, CardLook
from pontoon_tui.app.widgets.card import (
    COMPACT,
    LARGE,
    MEDIUM,
    Part,
    big_card_rows,
    card_size_for,
    hand_rows,
)

LOOK = CardLook(DARK, four_colour=False)
RANKS = {"A": 1, **{str(n): n for n in range(2, 11)}}


def text(rows: Sequence[Sequence[Part]]) -> list[str]:
    return ["".join(piece for piece, _ in row) for row in rows]


@pytest.mark.parametrize("rank", list(RANKS))
def test_a_large_number_card_has_its_rank_and_suit_in_two_corners_and_its_pips(
    rank: str,
) -> None:
    lines = text(big_card_rows(f"{rank}H", LARGE, look=LOOK))
    assert len(lines) == LARGE.height and {cell_len(line) for line in lines} == {LARGE.width}
    assert lines[1].startswith(f"│{rank}♥") and lines[-2].endswith(f"{rank}♥│")
    middle = "".join(lines[2:-2])
    assert middle.count("♥") == RANKS[rank]  # an ace has one pip, a ten ten


@pytest.mark.parametrize("rank", ["J", "Q", "K"])
def test_a_large_court_card_frames_its_letter(rank: str) -> None:
    lines = text(big_card_rows(f"{rank}S", LARGE, look=LOOK))
    assert f"║ {rank} ║" in lines[3]
    assert lines[1].startswith(f"│{rank}♠") and lines[-2].endswith(f"{rank}♠│")


def test_a_medium_card_has_two_corners_and_its_suit_between() -> None:
    assert text(big_card_rows("10D", MEDIUM, look=LOOK)) == [
        "┌─────┐",
        "│10♦  │",
        "│  ♦  │",
        "│  10♦│",
        "└─────┘",
    ]


def test_a_card_seen_from_the_back_shows_a_lattice_and_nothing_of_its_face() -> None:
    for size in (LARGE, MEDIUM):
        lines = text(big_card_rows(None, size, look=LOOK))
        inside = "".join(line[1:-1] for line in lines[1:-1])
        assert set(inside) == {"\u2571", "\u2572"}  # the pattern, no rank, no suit


def test_the_owners_face_down_card_has_rounded_corners() -> None:
    lines = text(big_card_rows("7C", LARGE, private=True, look=LOOK))
    assert lines[0].startswith("╭") and lines[-1].endswith("╯")


def test_a_hand_that_does_not_fit_apart_is_fanned_each_corner_showing() -> None:
    cards = ["10H", "KS", "AD", "7C", "2S"]
    apart = text(hand_rows(cards, LARGE, 60, look=LOOK))
    assert cell_len(apart[0]) == 5 * LARGE.width + 4  # a cell between two cards
    for width in (30, 28, 25):
        fanned = text(hand_rows(cards, LARGE, width, look=LOOK))
        assert len(fanned) == LARGE.height  # one row of cards
        assert all(cell_len(line) <= width for line in fanned)
        for card in ("10♥", "K♠", "A♦", "7♣", "2♠"):
            assert card in fanned[1], (width, fanned[1])


def test_cards_too_many_to_fan_fall_back_to_rows_of_chips() -> None:
    cards = ["2S", "3S", "4S", "5S", "6S"]
    rows = text(hand_rows(cards, LARGE, 12, look=LOOK))
    assert rows[1] == "│2♠ ││3♠ │"  # two chips to a row of 12 cells
    assert len(rows) == 3 * COMPACT.height


@pytest.mark.parametrize(("lines", "size"), [(24, COMPACT), (30, MEDIUM), (36, LARGE), (48, LARGE)])
def test_the_size_follows_the_terminals_height(lines: int, size: object) -> None:
    assert card_size_for(2, 60, lines // 5) == size


def test_the_size_follows_the_width_there_is() -> None:
    assert card_size_for(5, 60, 7) == LARGE
    assert card_size_for(5, 25, 7) == LARGE  # fanned: four cells of each but the last
    assert card_size_for(5, 24, 7) == MEDIUM
    assert card_size_for(5, 20, 7) == COMPACT
