"""The fast simulation's shuffles: every pack holds the table's cards once each (twice
each with two packs), every card is as likely at each place, the packs depend only on
the seed, and each is logged as dealt."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from pontoon_tui.strategy.fastsim import SHUFFLE_BATCH, LogEntry, _Packs


def _chi_square(counts: Counter[int], cells: int, total: int) -> float:
    expected = total / cells
    return sum((counts[cell] - expected) ** 2 / expected for cell in range(cells))


@pytest.mark.parametrize("copies", [1, 2])
def test_every_pack_holds_the_tables_cards(copies: int) -> None:
    full = list(range(52)) * copies
    packs = _Packs(random.Random(3), full)
    log: list[LogEntry] = []
    dealt = [packs.next(log) for _ in range(3 * SHUFFLE_BATCH + 5)]
    for pack in dealt:
        assert sorted(pack) == sorted(full)
    assert log == [("pack", tuple(pack)) for pack in dealt]
    assert len({tuple(pack) for pack in dealt}) == len(dealt)


def test_every_card_is_as_likely_at_each_place() -> None:
    packs = _Packs(random.Random(5), list(range(52)))
    total = 26_000
    top: Counter[int] = Counter()
    twentieth: Counter[int] = Counter()
    ace_first = 0  # how often the ace of spades comes before the king of hearts
    for _ in range(total):
        pack = packs.next(None)
        top[pack[0]] += 1
        twentieth[pack[19]] += 1
        ace_first += pack.index(0) < pack.index(51)
    # 51 degrees of freedom: a uniform shuffle exceeds 100 about once in 25,000 runs.
    assert _chi_square(top, 52, total) < 100
    assert _chi_square(twentieth, 52, total) < 100
    assert abs(ace_first / total - 0.5) < 0.015


def test_two_packs_put_each_copy_anywhere() -> None:
    packs = _Packs(random.Random(8), list(range(52)) * 2)
    places: Counter[int] = Counter()
    total = 10_400
    for _ in range(total):
        pack = packs.next(None)
        places[pack.index(7)] += 1  # where the first copy of the eight of spades lies
    # The first copy of a card lies in the top half far more often than the bottom.
    top_half = sum(places[i] for i in range(52))
    assert 0.74 < top_half / total < 0.77  # 1 - (52 * 51) / (104 * 103) = 0.7525


def test_the_packs_depend_only_on_the_seed() -> None:
    def first(seed: int) -> list[list[int]]:
        packs = _Packs(random.Random(seed), list(range(52)))
        return [packs.next(None) for _ in range(SHUFFLE_BATCH + 1)]

    assert first(11) == first(11)
    assert first(11) != first(12)
