"""What the expected-value banker believes of a hand: how the expected-value player plays.

The banker reads each ordinary hand by what the table shows of it (its class: cards,
face-up cards, their hard total, a face-up ace) and its stake. Its belief about the
hand's hidden total is the distribution of the totals on which the expected-value
player's hands end standing with that class and stake: :func:`read_ev_player` follows
the player's stakes and moves through every deal over an infinite deck, each path
weighted by its chance, and counts where the hands stand.

The player values standing against the banker as it models it: one reading hands by
the :func:`~pontoon_tui.strategy.banker.prior_belief` (see
:func:`~pontoon_tui.strategy.banker.plan_for`). So its moves do not depend on this
belief, and the belief is an exact best reading of them. (Letting the player value
against the banker holding this belief instead, and reading the player again, does not
settle: the player's moves swing between two patterns, round after round.)

Everything follows from the rules' model; no hidden card is used.
"""

from __future__ import annotations

from pontoon_tui.strategy.banker import BeliefKey
from pontoon_tui.strategy.model import RANK_CHANCE, TOTALS, VALUE_CHANCES, best
from pontoon_tui.strategy.player import MAX_HANDS, ev_stake, rank_value
from pontoon_tui.strategy.strategies import Decision, PlayKey, ev_play

Policy = dict[PlayKey, Decision]
"""The expected-value player's moves, by each position its hands reach."""


def _decide(policy: Policy, key: PlayKey) -> Decision:
    """The expected-value player's move at ``key``, remembered in ``policy``."""
    decision = policy.get(key)
    if decision is None:
        decision = policy[key] = ev_play(key)
    return decision


def _split_hands(
    rank: int,
    orig: int,
    policy: Policy,
    hands: int,
    waiting: int,
    memo: dict[tuple[int, int, int], dict[PlayKey, float]],
) -> dict[PlayKey, float]:
    """How often each two-card position is played by the hands a split of a pair of rank
    index ``rank`` makes: the hand now being played (its first card ``rank`` face up, its
    second to come) while the player holds ``hands`` hands, then the ``waiting`` hands
    split off before it, played in turn. Hands that split again are followed on."""
    found = memo.get((rank, hands, waiting))
    if found is not None:
        return found
    found = {}
    value = rank_value(rank)
    for other in range(13):
        v = rank_value(other)
        hard, ace = value + v, value == 1 or v == 1
        pair = rank if other == rank and hands < MAX_HANDS else -1
        key: PlayKey = (hard, ace, 2, False, 1, value, value == 1, orig, 0, orig, pair, hands)
        later: dict[PlayKey, float] = {}
        if best(hard, ace) != 21:
            if _decide(policy, key)[0] == "split":
                later = _split_hands(rank, orig, policy, hands + 1, waiting + 1, memo)
            else:
                found[key] = found.get(key, 0.0) + RANK_CHANCE
                if waiting:
                    later = _split_hands(rank, orig, policy, hands, waiting - 1, memo)
        elif waiting:
            later = _split_hands(rank, orig, policy, hands, waiting - 1, memo)
        for k, q in later.items():
            found[k] = found.get(k, 0.0) + RANK_CHANCE * q
    memo[(rank, hands, waiting)] = found
    return found


def read_ev_player() -> dict[BeliefKey, tuple[float, ...]]:
    """For each (class, stake), how often a hand of the expected-value player ends
    standing there on each total 15 … 21, per player and deal (the banker's Pontoon
    aside)."""
    policy: Policy = {}
    weights: dict[BeliefKey, list[float]] = {}
    frontier: dict[PlayKey, float] = {}

    def add(key: PlayKey, p: float) -> None:
        frontier[key] = frontier.get(key, 0.0) + p

    for rank in range(13):
        orig = ev_stake(rank)
        value = rank_value(rank)
        for other in range(13):
            v = rank_value(other)
            hard, ace = value + v, value == 1 or v == 1
            if best(hard, ace) == 21:
                continue
            pair = rank if other == rank else -1
            key: PlayKey = (hard, ace, 2, False, 0, 0, False, orig, 0, orig, pair, 1)
            p = RANK_CHANCE * RANK_CHANCE
            if pair >= 0 and _decide(policy, key)[0] == "split":
                for k, q in _split_hands(rank, orig, policy, 2, 1, {}).items():
                    add(k, p * q)
                continue
            add(key, p)
    while frontier:
        now, frontier = frontier, {}
        for key, p in sorted(now.items()):
            hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig, _, _ = key
            move, amount = _decide(policy, key)
            if move == "stick":
                _stand(weights, key, p)
                continue
            for v, q in VALUE_CHANCES:
                h, a = hard + v, ace or v == 1
                if h > 21 or cards + 1 >= 5:
                    continue
                if move == "buy":
                    grown: PlayKey = (h, a, cards + 1, twisted, shown, shown_hard, shown_ace,
                                      stake + amount, amount, orig, -1, 1)  # fmt: skip
                else:
                    grown = (h, a, cards + 1, True, shown + 1, shown_hard + v,
                             shown_ace or v == 1, stake, last, orig, -1, 1)  # fmt: skip
                if best(h, a) == 21:
                    _stand(weights, grown, p * q)
                else:
                    add(grown, p * q)
    return {k: tuple(w) for k, w in weights.items()}


def _stand(weights: dict[BeliefKey, list[float]], key: PlayKey, p: float) -> None:
    """Count a hand standing at ``key`` with chance ``p``."""
    hard, ace, cards, _, shown, shown_hard, shown_ace, stake, _, _, _, _ = key
    row = weights.setdefault(((cards, shown, shown_hard, shown_ace), stake), [0.0] * len(TOTALS))
    row[best(hard, ace) - TOTALS[0]] += p
