"""What happened in a deal, as the table is told it: small typed records, put into words
only at the edge (:func:`words`).

A record names who acted, what happened, which of their hands (once they have split),
which cards (always public ones) and the amounts. The words can mark a seat's name (say,
as a computer's) without reading anything back out of a sentence.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import NamedTuple

from pontoon_tui.engine.cards import card_label


class What(Enum):
    """The kinds of thing that happen in a deal."""

    DEALS = "deals"
    STAKES = "stakes"
    DOUBLES = "doubles"
    SPLITS = "splits"
    BUYS = "buys"
    TWISTS = "twists"
    STANDS = "stands"
    BUSTS = "busts"
    PONTOON = "pontoon"
    FIVE_CARDS = "five cards"
    ALL_BUST = "all bust"
    TURNS_OVER = "turns over"
    STICKS = "sticks"
    SETTLED = "settled"
    BANKER_PONTOON = "banker's pontoon"
    TAKES_BANK = "takes the bank"
    PASSES_BANK = "the bank passes"
    CANCELLED = "cancelled"


class Said(NamedTuple):
    """One thing the table is told (a NamedTuple: one or two are made for every event, and
    ``benchmarks/replay_bench.py`` shows what that costs as a frozen dataclass).

    Attributes:
        what: what happened.
        player: who it happened to or who did it (the banker for the banker's own).
        hand: the player's hand by number, once they have split; None otherwise.
        cards: the public cards it names (a twisted card, a split pair, a bust hand...).
        amount: a stake, a purchase, a payment, a count of cards, or a deal's number.
        stake: the hand's stake after a purchase.
        yes: for a doubling, whether the banker doubles; for a Pontoon, whether it came
            from a split; for the bank taken or passed on, whether it was the session's
            last deal.
        text: a hand in words ("soft 17", "Pontoon"), where it names one.
    """

    what: What
    player: str
    hand: int | None = None
    cards: tuple[str, ...] = ()
    amount: int = 0
    stake: int = 0
    yes: bool = False
    text: str = ""


LAST_DEAL = "That was the last deal."


def takes_bank_words(who: str, *, last: bool = False) -> str:
    """A Pontoon that moves the bank (R21), in words: after the session's ``last`` deal
    there is no deal left to bank, so the player would have taken it."""
    return f"{who} made Pontoon and {'would take' if last else 'takes'} the bank."


def passes_bank_words(who: str, banked: int, *, last: bool = False) -> str:
    """The bank passing round after ``banked`` deals (H10), in words: after the session's
    ``last`` deal there is no deal left to bank, so it would have passed."""
    deals = "a deal" if banked == 1 else f"{banked} deals"
    passes = "would pass" if last else "passes"
    return f"After {deals} with one banker the bank {passes} round to {who}."


def _labels(cards: Sequence[str], between: str = " ") -> str:
    return between.join(card_label(c) for c in cards)


def _stakes(count: int) -> str:
    return {1: "the stake", 2: "double the stake"}.get(count, f"{count} times the stake")


def words(said: Said, name: Callable[[str], str] = str) -> str:
    """The record as one sentence; ``name`` writes a seat's name (``Cat (computer)``)."""
    who = name(said.player)
    which = "" if said.hand is None else f" (hand {said.hand})"
    also = "" if said.hand is None else f"hand {said.hand}, "
    what = said.what
    if what is What.DEALS:
        return f"Deal {said.amount}: {who} banks and deals the first cards."
    if what is What.STAKES:
        return f"{who} stakes {said.amount}."
    if what is What.DOUBLES:
        return f"{who} doubles the stakes." if said.yes else f"{who} does not double."
    if what is What.SPLITS:
        return f"{who} splits {_labels(said.cards)}, adding {said.amount}."
    if what is What.BUYS:
        return f"{who} buys a card for {said.amount} ({also}stake {said.stake})."
    if what is What.TWISTS:
        return f"{who} twists {_labels(said.cards)}{which}."
    if what is What.STANDS:
        return f"{who} sticks with {said.amount} cards{which}."
    if what is What.BUSTS:
        return f"{who} busts with {_labels(said.cards)} ({also}{said.text}) and pays {said.amount}."
    if what is What.PONTOON:
        split = " (a split Pontoon)" if said.yes else ""
        return f"{who} shows Pontoon{split}: {_labels(said.cards)}."
    if what is What.FIVE_CARDS:
        return f"{who} has five cards{which} and stops."
    if what is What.ALL_BUST:
        return "Every hand is bust: the banker takes no turn."
    if what is What.TURNS_OVER:
        return f"{who} turns over {_labels(said.cards)} ({said.text})."
    if what is What.STICKS:
        return f"{who} sticks on {said.amount}."
    if what is What.SETTLED:
        return f"{who} ends on {said.text}; the deal is settled."
    if what is What.BANKER_PONTOON:
        return (
            f"{who} has Pontoon ({_labels(said.cards)}): every player pays {_stakes(said.amount)}."
        )
    if what is What.TAKES_BANK:
        return takes_bank_words(who, last=said.yes)
    if what is What.PASSES_BANK:
        return passes_bank_words(who, said.amount, last=said.yes)
    return (
        "The pack has run out: the deal is cancelled, every transfer reversed, "
        f"and {who} deals again after a shuffle."
    )


def stood_and_settled(first: Said, second: Said) -> bool:
    """Whether ``first`` is the banker's stand and ``second`` the settlement it brings: the
    same total twice (``sticks on 18``, ``ends on 18``), said as one sentence."""
    return (
        first.what is What.STICKS and second.what is What.SETTLED and first.player == second.player
    )


def lines(records: Sequence[Said], name: Callable[[str], str] = str) -> list[str]:
    """Each record as its sentence; the banker's stand and the settlement that follows it
    are one sentence (``Ann sticks on 18; the deal is settled.``)."""
    said: list[str] = []
    for index, record in enumerate(records):
        if index and stood_and_settled(records[index - 1], record):
            said[-1] = f"{name(record.player)} sticks on {record.text}; the deal is settled."
        else:
            said.append(words(record, name))
    return said
