"""The ev banker's choice to double (H7), against what doubling was measured to gain.

``benchmarks/double_bench.py`` plays each deal of the ev banker's sessions both ways
from the same pack. Four at the table under seed 000's rules and H7, against three
players who each staked 1, doubling gained per deal about +0.09 units holding a 3,
+0.01 a 4, -0.01 a 5 and +0.09 a 6 (two million deals), and far more on every other
first card: doubling is worth about the same as not on a 4 or a 5 and clearly more on a
3 or a 6. With a Pontoon paying single (H5), doubling made a Pontoon cost two stakes and
lost about 0.08, 0.14 and 0.04 units a deal holding a 4, 5 or 6 against stake-1 tables.
"""

from __future__ import annotations

import pytest

from pontoon_tui.rules import HouseRules
from pontoon_tui.strategy.strategies import BANKER_STRATEGIES

THREE = 2  # rank indexes: ace 0, two 1, three 2, …
FOUR, FIVE, SIX = 3, 4, 5
TEN_VALUES = (9, 10, 11, 12)


def test_the_ev_banker_doubles_where_doubling_was_measured_to_gain() -> None:
    banker = BANKER_STRATEGIES["ev"].for_rules(HouseRules(banker_doubles=True))
    for rank in (THREE, SIX, 0, 6, *TEN_VALUES):
        assert banker.doubles(rank, [1, 1, 1]), rank
    for rank in range(13):  # a player who staked 5 holds an ace, a 2 or a 3
        assert banker.doubles(rank, [5, 1, 1]), rank


@pytest.mark.parametrize("rank", [FOUR, FIVE, SIX])
def test_with_a_single_pontoon_payment_the_ev_banker_keeps_low_cards_undoubled(
    rank: int,
) -> None:
    banker = BANKER_STRATEGIES["ev"].for_rules(HouseRules(banker_doubles=True, pontoon_pays=1))
    assert not banker.doubles(rank, [1, 1, 1])
    assert banker.doubles(rank, [5, 1, 1])
    assert banker.doubles(0, [1, 1, 1]) and banker.doubles(9, [1, 1, 1])
