"""Where a player strategy's hands end: the expected-value banker's reading of them.

:func:`final_hands` follows a player's stakes and moves through every deal over an
infinite deck, each path weighted by its chance, and counts how its hands end: standing
(by class, total and stake), Pontoon, five-card trick or bust. :func:`read_player` makes
from it the banker's belief: for each (class, stake) of a standing ordinary hand, how
often it ends on each total. Under H9 the hands' second cards lie face up, so their
classes show them, and the player's moves may depend on the banker's face-up card;
under H7 on whether the deal is doubled: a reading is made for each.

The player values standing against the banker as it models it: one reading hands by
the prior belief (:func:`~pontoon_tui.strategy.banker.prior_belief`). So its moves do not
depend on this reading, and the reading is an exact best reading of them.

Everything follows from the rules' model; no hidden card is used.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pontoon_tui.rules import RANK_VALUES, Kind, finished_by_cards, hand_kind, may_split
from pontoon_tui.strategy.keys import BeliefKey, Decision, HandClass, PlayKey, hand_class
from pontoon_tui.strategy.model import RANK_CHANCE, TOTALS, VALUE_CHANCES, best
from pontoon_tui.strategy.player import (
    ENDS_BUST,
    ENDS_PONTOON,
    ENDS_TRICK,
    PLAYS_ON,
    EvPlayer,
    end_index,
)

Decide = Callable[[PlayKey], Decision]
Ending = tuple[Kind, HandClass, int, int]
"""How a hand ends: its kind, its class, its total (0 unless it stands) and its stake."""


def _ended(key: PlayKey, p: float, out: dict[Ending, float]) -> bool:
    """Count ``key`` in ``out`` with chance ``p`` if its cards have finished it."""
    if not finished_by_cards(key.cards, key.hard, key.ace):
        return False
    kind = hand_kind(key.cards, key.hard, key.ace)
    total = best(key.hard, key.ace) if kind is Kind.TOTAL else 0
    ending = (kind, hand_class(key), total, key.stake)
    out[ending] = out.get(ending, 0.0) + p
    return True


_END_KINDS: Final = {
    ENDS_BUST: Kind.BUST,
    ENDS_PONTOON: Kind.PONTOON,
    ENDS_TRICK: Kind.FIVE_CARD_TRICK,
}
"""The kind of a hand its cards have finished, by its code in :attr:`EvPlayer.ends` (a
code of 0 or more is the total it stands on)."""


def _split_hands(
    model: EvPlayer,
    decide: Decide,
    first: PlayKey,
    hands: int,
    waiting: int,
    memo: dict[tuple[int, int], dict[PlayKey, float]],
) -> dict[PlayKey, float]:
    """How often each two-card position is played by the hands a split of ``first``'s
    pair makes: the hand now being played (its first card face up, its second to come)
    while the player holds ``hands`` hands, then the ``waiting`` hands split off before
    it, played in turn. Hands that split again are followed on."""
    found = memo.get((hands, waiting))
    if found is not None:
        return found
    found = {}
    rank = first.pair
    value = RANK_VALUES[rank]
    for other in range(len(RANK_VALUES)):
        v = RANK_VALUES[other]
        pair = rank if may_split((rank, other), hands, model.rules) else -1
        key = PlayKey(value + v, 1 in (value, v), 2, False, 1, value, value == 1, first.orig, 0,
                      first.orig, pair, hands, first.bank_up, first.doubled)  # fmt: skip
        later: dict[PlayKey, float] = {}
        if not finished_by_cards(2, key.hard, key.ace) and pair >= 0 and decide(key)[0] == "split":
            later = _split_hands(model, decide, first, hands + 1, waiting + 1, memo)
        else:
            found[key] = found.get(key, 0.0) + RANK_CHANCE
            if waiting:
                later = _split_hands(model, decide, first, hands, waiting - 1, memo)
        for k, q in later.items():
            found[k] = found.get(k, 0.0) + RANK_CHANCE * q
    memo[(hands, waiting)] = found
    return found


def _count_end(end: int, cls: HandClass, stake: int, p: float, out: dict[Ending, float]) -> None:
    """Count in ``out`` with chance ``p`` a hand of class ``cls`` and stake ``stake`` that
    its cards have finished, ``end`` being its code in :attr:`EvPlayer.ends`."""
    ending = (Kind.TOTAL, cls, end, stake) if end >= 0 else (_END_KINDS[end], cls, 0, stake)
    out[ending] = out.get(ending, 0.0) + p


def final_hands(
    model: EvPlayer, decide: Decide, rank: int, doubled: bool, up: int
) -> dict[Ending, float]:
    """How the hands of a player holding a first card of rank index ``rank`` end, each
    with its expected count (a split makes several), the banker's Pontoon aside."""
    out: dict[Ending, float] = {}
    frontier: dict[PlayKey, float] = {}
    stake = model.stake_for(rank)
    for other in range(len(RANK_VALUES)):
        key = model.first_key(rank, other, stake, up, doubled)
        if _ended(key, RANK_CHANCE, out):
            continue
        if key.pair >= 0 and decide(key)[0] == "split":
            for k, q in _split_hands(model, decide, key, 2, 1, {}).items():
                frontier[k] = frontier.get(k, 0.0) + RANK_CHANCE * q
            continue
        frontier[key] = frontier.get(key, 0.0) + RANK_CHANCE
    # How the cards alone end each hand, looked up as :func:`_ended` asks the rules (the
    # same endings, counted in the same order, so the same sums).
    ends = model.ends
    while frontier:
        now, frontier = frontier, {}
        for key, p in now.items():
            hard, ace, cards, twisted, shown, shown_hard, shown_ace, stake, last, orig, _, \
                hands, bank_up, in_double = key  # fmt: skip
            end = ends[end_index(cards, hard, ace)]
            if end != PLAYS_ON:  # a hand a split made, finished as dealt
                _count_end(end, (cards, shown, shown_hard, shown_ace), stake, p, out)
                continue
            move, amount = decide(key)
            if move == "stick":
                ending = (Kind.TOTAL, (cards, shown, shown_hard, shown_ace), best(hard, ace),
                          stake)  # fmt: skip
                out[ending] = out.get(ending, 0.0) + p
                continue
            n = cards + 1
            at = end_index(n, hard, False)
            buy = move == "buy"
            for v, q in VALUE_CHANCES:
                h, a = hard + v, ace or v == 1
                end = ends[at + 2 * v + a]
                if buy:
                    if end != PLAYS_ON:
                        _count_end(end, (n, shown, shown_hard, shown_ace), stake + amount,
                                   p * q, out)  # fmt: skip
                        continue
                    grown = PlayKey(h, a, n, twisted, shown, shown_hard, shown_ace,
                                    stake + amount, amount, orig, -1, hands, bank_up,
                                    in_double)  # fmt: skip
                else:
                    sh, sa = shown_hard + v, shown_ace or v == 1
                    if end != PLAYS_ON:
                        _count_end(end, (n, shown + 1, sh, sa), stake, p * q, out)
                        continue
                    grown = PlayKey(h, a, n, True, shown + 1, sh, sa, stake, last, orig, -1,
                                    hands, bank_up, in_double)  # fmt: skip
                frontier[grown] = frontier.get(grown, 0.0) + p * q
    return out


def read_player(
    model: EvPlayer, decide: Decide, doubled: bool, up: int
) -> dict[BeliefKey, tuple[float, ...]]:
    """For each (class, stake), how often a hand of the player ends standing there on each
    total of :data:`TOTALS`, per player and deal (the banker's Pontoon aside)."""
    weights: dict[BeliefKey, list[float]] = {}
    for rank in range(len(RANK_VALUES)):
        for (kind, cls, total, stake), p in final_hands(model, decide, rank, doubled, up).items():
            if kind is Kind.TOTAL:
                row = weights.setdefault((cls, stake), [0.0] * len(TOTALS))
                row[total - TOTALS[0]] += RANK_CHANCE * p
    return {k: tuple(w) for k, w in weights.items()}
