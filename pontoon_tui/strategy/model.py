"""The card model every strategy shares: an infinite deck seen as card values.

A hand is summarised by its *hard* total (every ace counted as 1) and whether it holds
an ace; its best total follows R2. The next card is drawn from an infinite deck: each
rank with chance 1/13, so a value of 10 (10, J, Q, K) with chance 4/13. The model uses
no card that the deciding seat cannot see, and so it cannot leak a hidden one.
"""

from __future__ import annotations

from typing import Final

RANK_CHANCE: Final = 1.0 / 13.0
VALUE_CHANCES: Final[tuple[tuple[int, float], ...]] = (
    *((value, RANK_CHANCE) for value in range(1, 10)),
    (10, 4.0 / 13.0),
)
"""Each card value 1 (ace) to 10 with its chance of being the next card."""

BANKER_PONTOON_CHANCE: Final = 2.0 * RANK_CHANCE * (4.0 / 13.0)
"""The chance that the banker's two cards are a Pontoon (R9)."""

STICK_MIN: Final = 15
LOWEST_STICK: Final = 15
TOTALS: Final = tuple(range(LOWEST_STICK, 22))
"""The totals a surviving ordinary player hand can have: 15 to 21."""


def best(hard: int, ace: bool) -> int:
    """The best total (R2) of a hand with hard total ``hard``."""
    return hard + 10 if ace and hard <= 11 else hard


def bust_chance(hard: int) -> float:
    """The chance that one more card takes a hand of hard total ``hard`` over 21."""
    return sum(chance for value, chance in VALUE_CHANCES if hard + value > 21)


def banker_starts() -> list[tuple[int, bool, float]]:
    """The banker's two-card hands as (hard, ace, chance), given that they are no Pontoon."""
    weights: dict[tuple[int, bool], float] = {}
    for first, p in VALUE_CHANCES:
        for second, q in VALUE_CHANCES:
            if {first, second} == {1, 10}:
                continue
            key = (first + second, first == 1 or second == 1)
            weights[key] = weights.get(key, 0.0) + p * q
    scale = 1.0 - BANKER_PONTOON_CHANCE
    return [(hard, ace, w / scale) for (hard, ace), w in sorted(weights.items())]
