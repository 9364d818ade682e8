"""A session's history as plain text to paste into a message (``pontoon replay --text``):
a head naming the players, the deals and the house rules, the cut, one block per deal, and
a last line with the balances and the winners.

Built from :mod:`pontoon_tui.reports.history`, so it shows only deals that are over: an unfinished
session's deal in progress is named, never shown.
"""

from __future__ import annotations

from collections.abc import Collection

from pontoon_tui.engine.cards import card_label, cut_rank
from pontoon_tui.engine.said import LAST_DEAL, What, passes_bank_words, takes_bank_words
from pontoon_tui.reports.history import (
    BankMove,
    CardStep,
    DealHistory,
    Ending,
    HandHistory,
    How,
    SessionHistory,
)
from pontoon_tui.rules import TWENTY_ONE
from pontoon_tui.rules.words import house_rules_words


def signed(amount: int) -> str:
    """``+5``, ``-3``, ``0``."""
    return f"{amount:+d}" if amount else "0"


def amounts_words(amounts: dict[str, int]) -> str:
    """``Ann +3, Bob -2, Cat 0``."""
    return ", ".join(f"{player} {signed(amount)}" for player, amount in amounts.items())


def _and(names: list[str] | tuple[str, ...]) -> str:
    if len(names) < 2:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def cards_words(hand: HandHistory) -> str:
    """The hand's cards in the order received, each purchase and twist named:
    ``8♥ 4♣, buys 6♦ for 3, twists 2♠``; a split card is marked ``A♠ (split)``."""
    dealt: list[str] = []
    later: list[str] = []
    for step in hand.steps:
        if step.how is How.SPLIT:
            dealt.append(f"{step.label} (split)")
        elif step.how is How.DEALT:
            dealt.append(step.label)
        elif step.how is How.BOUGHT:
            later.append(f"buys {step.label} for {step.amount}")
        else:
            later.append(f"twists {step.label}")
    return ", ".join([" ".join(dealt), *later])


def ending_words(hand: HandHistory, *, banker: bool = False) -> str:
    """How the hand's play ended, in words: ``sticks on soft 18``, ``bust (25)``."""
    ending = hand.ending
    if ending is Ending.STUCK:
        return f"sticks on {hand.description}"
    if ending is Ending.TWENTY_ONE:
        return f"makes {TWENTY_ONE}"
    if ending is Ending.PONTOON:
        return "a split Pontoon" if hand.hands > 1 else "Pontoon"
    if ending is Ending.FIVE_CARD_TRICK:
        return f"five-card trick ({hand.total})"
    if ending is Ending.BUST:
        return f"bust ({hand.total})"
    if ending is Ending.BANKER_PONTOON:
        return "Pontoon, shown at once" if banker else "no play: the banker has Pontoon"
    if ending is Ending.NO_TURN:
        return "no turn: every hand is bust"
    return "cancelled"


def net_words(net: int | None) -> str:
    """``wins 5``, ``loses 3``, ``evens``; empty when there is no net (cancelled)."""
    if net is None:
        return ""
    if net > 0:
        return f"wins {net}"
    return f"loses {-net}" if net < 0 else "evens"


def paid_words(hand: HandHistory) -> str:
    """What a player's hand paid, ``wins 4``, and where the banker's doubling (H7) made a
    one-stake result two ``wins 8 (doubled deal)``; empty when there is no net
    (cancelled)."""
    paid = net_words(hand.net)
    doubled = hand.paid is not None and hand.paid.by_doubling
    return f"{paid} (doubled deal)" if paid and doubled else paid


def hand_line(hand: HandHistory, computers: Collection[str] = ()) -> str:
    """One player's hand: ``Bob (hand 1 of 2): A♠ (split) K♠, a split Pontoon; stake 2,
    wins 4`` (where the banker's doubling changed what it paid, the line says so); a
    seat of ``computers`` is marked ``Bob (computer)``, as the game names it."""
    if hand.player in computers:
        which = f" (computer, hand {hand.number} of {hand.hands})" if hand.hands > 1 else ""
        which = which or " (computer)"
    else:
        which = f" (hand {hand.number} of {hand.hands})" if hand.hands > 1 else ""
    paid = paid_words(hand)
    tail = f"; stake {hand.stake}" + (f", {paid}" if paid else "")
    return f"{hand.player}{which}: {cards_words(hand)}, {ending_words(hand)}{tail}"


def banker_line(deal: DealHistory, computers: Collection[str] = ()) -> str:
    """The banker's hand and play: ``Ann (banker): …``, ``Ann (computer, banker): …``."""
    hand = deal.banker_hand
    who = "computer, banker" if hand.player in computers else "banker"
    return f"{hand.player} ({who}): {cards_words(hand)}, {ending_words(hand, banker=True)}"


def bank_words(deal: DealHistory, *, last: bool = False) -> str:
    """Who banks next and why; after the session's ``last`` deal, who would have, as the
    ledger says it: ``Cat made Pontoon and would take the bank. That was the last
    deal.``"""
    who = deal.next_banker
    move = deal.bank
    if move is BankMove.TAKEN:
        words = takes_bank_words(who, last=last)
    elif move is BankMove.PASSED:
        banked = next(s.amount for s in deal.said if s.what is What.PASSES_BANK)
        words = passes_bank_words(who, banked, last=last)
    elif move is BankMove.KEPT_BANKER_PONTOON:
        words = f"{who} keeps the bank: the banker's Pontoon."
    elif move is BankMove.KEPT_SPLIT_PONTOON:
        words = f"{who} keeps the bank: a split Pontoon never moves it."
    elif move is BankMove.CANCELLED:
        words = f"{who} deals again after a shuffle."
    else:
        words = f"{who} keeps the bank: no player made Pontoon."
    return f"{words} {LAST_DEAL}" if last else words


def step_words(step: CardStep) -> str:
    """How one card came to its hand: ``dealt face down``, ``bought for 3 (face down)``,
    ``twisted (face up)``, ``kept from the split pair (face up)``."""
    side = "face up" if step.face_up else "face down"
    if step.how is How.DEALT:
        return f"dealt {side}"
    if step.how is How.SPLIT:
        return f"kept from the split pair ({side})"
    if step.how is How.BOUGHT:
        return f"bought for {step.amount} ({side})"
    return f"twisted ({side})"


def banks_words(deal: DealHistory) -> str:
    """Who banked the deal: ``Ann banks``, ``Ann banks, doubled`` (H7), and a cancelled
    deal said so."""
    doubled = ", doubled" if deal.doubled else ""
    words = f"{deal.banker} banks{doubled}"
    return words + " (cancelled: the pack ran out)" if deal.cancelled else words


def stakes_line(deal: DealHistory) -> str:
    """``Stakes: Bob 2, Cat 3.``"""
    return "Stakes: " + amounts_words(deal.stakes).replace("+", "") + "."


def play_order(deal: DealHistory) -> list[str]:
    """Everyone in the order play goes: from the banker's left, the banker last (the
    order of the stakes and the hands)."""
    order = [*deal.stakes, deal.banker]
    return order + [player for player in deal.transfers if player not in order]


def transfers_line(deal: DealHistory) -> str:
    """What changed hands, in the order play goes (see :func:`play_order`): ``Transfers:
    Bob -2, Cat -1, Ann +3.``, or that a cancelled deal reversed everything."""
    if deal.cancelled:
        return "Every transfer is reversed."
    ordered = {player: deal.transfers[player] for player in play_order(deal)}
    return f"Transfers: {amounts_words(ordered)}."


def balances_line(deal: DealHistory) -> str:
    """``Balances after the deal: Ann +3, Bob -2, Cat -1.``"""
    return f"Balances after the deal: {amounts_words(deal.balances)}."


def deal_block(
    deal: DealHistory, deals_target: int, *, last: bool = False, computers: Collection[str] = ()
) -> list[str]:
    """The lines of one deal; ``last``: the session's last deal (nobody banks next: who
    would have is said so); the hands of ``computers``' seats marked as the computer's."""
    lines = [f"Deal {deal.number} of {deals_target}: {banks_words(deal)}", f"  {stakes_line(deal)}"]
    lines += [f"  {hand_line(hand, computers)}." for hand in deal.hands]
    lines.append(f"  {banker_line(deal, computers)}.")
    lines.append(f"  {transfers_line(deal)}")
    lines.append(f"  {bank_words(deal, last=last)}")
    return lines


def cut_line(history: SessionHistory) -> str | None:
    """Every round of the cut and who cut highest (the deal's first line says who banks:
    the bank is named once); None before anyone cut."""
    if not history.cut_rounds:
        return None
    rounds = [
        ", ".join(f"{player} {card_label(card)}" for player, card in cut.items())
        for cut in history.cut_rounds
    ]
    last = history.cut_rounds[-1]
    top = max(cut_rank(card) for card in last.values())
    tied = [player for player, card in last.items() if cut_rank(card) == top]
    decided = f": {tied[0]} cuts highest." if len(tied) == 1 else ": a tie, to cut again."
    return "Cut for the bank: " + "; then ".join(rounds) + decided


def history_text(history: SessionHistory) -> str:
    """The whole history as text, ending with a line break."""
    rules = house_rules_words(history.rules)
    plural = "deal" if history.deals_target == 1 else "deals"
    lines = [
        f"Pontoon: {', '.join(map(history.seat, history.players))}; "
        f"{history.deals_target} {plural}; "
        + ("house rules: " + ", ".join(rules) if rules else "no house rules"),
    ]
    cut = cut_line(history)
    if cut is not None:
        lines.append(cut)
    for index, deal in enumerate(history.deals):
        last = history.finished and index == len(history.deals) - 1
        block = deal_block(deal, history.deals_target, last=last, computers=history.computers)
        lines += ["", *block]
    lines += ["", final_line(history)]
    return "\n".join(lines) + "\n"


def final_line(history: SessionHistory) -> str:
    """The balances after the deals shown, and the winners (or what is still to come)."""
    balances = amounts_words(history.balances)
    if history.deals_played:
        done = f"After deal {history.deals_played} of {history.deals_target}"
    else:
        done = "Before the first deal"
    if history.finished:
        winners = [history.seat(player) for player in history.winners]
        who = (
            f"Winner: {winners[0]}."
            if len(winners) == 1
            else f"Winners, sharing the win: {_and(winners)}."
        )
        return f"{done}: {balances}. {who}"
    if history.in_progress is not None:
        return (
            f"{done}: {balances}. Unfinished: deal {history.in_progress} is under way "
            "and its cards are not shown."
        )
    return f"{done}: {balances}. Unfinished."
