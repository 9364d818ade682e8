"""What a seat's screen on a phone says about the table, in few cells: a line a seat (the
bank first), a deal's results, the final standings. Pure functions of the views, so they
are tested without a screen.

Every line is at most a phone's width of essentials: a mark, the name (cut to
:data:`NAME_CELLS`), the balance, then the stake and the cards, which may be cut at the
right-hand edge without losing who or how much.
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from rich.text import Text

from pontoon_tui.app.widgets.card import inline_cards
from pontoon_tui.app.widgets.ledger_table import short_hand, short_result
from pontoon_tui.app.widgets.plain import ellipsize
from pontoon_tui.app.widgets.table import balance_text
from pontoon_tui.engine.views import HandView, TableView

NAME_CELLS = 9
"""A name's cells in a phone's lines (longer names end in an ellipsis)."""
ACTING = "▶"  # the seat the table waits for
DONE = "✓"  # a seat that has done its part of the deal for now

DECISIONS = ("stake", "double", "play", "bank")


def _name(player: str, me: str | None) -> str:
    return ellipsize("You" if player == me else player, NAME_CELLS).ljust(NAME_CELLS)


def _hand_note(hand: HandView) -> str:
    """A public word on a hand: bust, Pontoon, a trick, its total once it is all seen."""
    return short_hand(hand) if hand.fully_seen else ""


def seat_lines(view: TableView, me: str | None = None) -> list[Text]:
    """The table a line a seat, the bank first: who the table waits for (▶), who has
    done their part (✓), balance, stake and the cards as ``view`` shows them (a back for a
    card its viewer may not see)."""
    nxt = view.next
    acting = nxt.player if nxt is not None and nxt.type in DECISIONS else None
    # (no bank before the first deal: the host's terminal is still showing the cut)
    banker = None if view.deal_index is None else view.deal_banker or view.banker
    seated = [seat.player for seat in view.seats]
    order = [p for p in (banker,) if p is not None]
    order += [p for p in (seated or list(view.players)) if p != banker]
    lines: list[Text] = []
    for player in order:
        mark = ACTING if player == acting else " "
        what: Text = Text()
        if player == banker:
            what = Text("bank ")
            hand = view.banker_hand if view.deal_index is not None else None
            if hand is not None and hand.cards:
                what += inline_cards(hand.cards)
                note = _hand_note(hand)
                what += Text(f" {note}" if note else "")
        else:
            seat = view.seat(player)
            if seat is not None:
                stakes = sum(hand.stake for hand in seat.hands)
                staked = seat.original_stake is not None
                done = staked and all(hand.done for hand in seat.hands)
                if player != acting and (done or (view.stage == "stake" and staked)):
                    mark = DONE
                what = Text(f"{stakes}u " if staked else "-- ")
                for number, hand in enumerate(seat.hands):
                    what += Text(" | " if number else "") + inline_cards(hand.cards)
                    note = _hand_note(hand)
                    what += Text(f" {note}" if note else "")
        line = Text(f"{mark} {_name(player, me)} ")
        line += balance_text(view.balances.get(player, 0)) + Text(" ") + what
        line.no_wrap = True
        line.overflow = "ellipsis"
        lines.append(line)
    return lines


def result_lines(deal: TableView, me: str | None = None) -> list[Text]:
    """A settled deal: what each hand won or lost in it (the bank first, then each hand's
    kind and result), then everyone's balance after it, each under its heading, so that a
    deal's result is never read as a balance."""
    lines: list[Text] = [Text("This deal:", style="bold")]
    banker = deal.deal_banker
    if banker is not None and deal.banker_hand is not None:
        net = deal.transfers.get(banker, 0)
        words = f"bank: {short_hand(deal.banker_hand) or '-'}"
        lines.append(Text(f"  {_name(banker, me)} ") + balance_text(net) + Text(f" {words}"))
    for seat in deal.seats:
        for number, hand in enumerate(seat.hands, 1):
            label = _name(seat.player, me).rstrip()
            if len(seat.hands) > 1:
                label = f"{label} {number}"
            kind, result = short_hand(hand) or "-", short_result(hand)
            words = kind if result == "bust" and kind.startswith("bust") else f"{kind}, {result}"
            amount = balance_text(hand.net or 0)
            lines.append(Text(f"  {label.ljust(NAME_CELLS)} ") + amount + Text(f" {words}"))
    lines.append(Text("Balances now:", style="bold"))
    for player in deal.players:
        amount = balance_text(deal.balances.get(player, 0))
        lines.append(Text(f"  {_name(player, me)} ") + amount)
    return lines


def standing_lines(view: TableView, me: str | None = None) -> list[Text]:
    """Every balance, highest first, the winners starred."""
    order = sorted(view.players, key=lambda p: (-view.balances.get(p, 0), view.players.index(p)))
    lines: list[Text] = []
    for place, player in enumerate(order, 1):
        star = "★" if player in view.winners else " "
        line = Text(f"{star}{place}. {_name(player, me)} ")
        lines.append(line + balance_text(view.balances.get(player, 0)))
    return lines


def waiting_words(
    view: TableView,
    me: str | None,
    who: Callable[[str], str] = str,
    away: Collection[str] = (),
) -> str:
    """What the table waits for, from ``me``'s seat (``away``: the seats whose devices
    have left the table)."""
    nxt = view.next
    if nxt is None:
        return "The session is over."
    if nxt.type == "cut":
        return "The host's terminal cuts the cards for the bank, for everyone."
    if nxt.type == "pack" or nxt.player is None:
        return "Waiting for the host's terminal to deal."
    if nxt.player == me:
        return "Your move."
    if nxt.player in away:
        return (
            f"Waiting for {who(nxt.player)}, whose device has left the table: they may join "
            "again, or the host may let the computer play for them."
        )
    doing = {
        "stake": "to stake",
        "double": "to say whether to double",
        "play": "to play",
        "bank": "to play the bank",
    }
    return f"Waiting for {who(nxt.player)} {doing.get(nxt.type, 'to move')}."


def to_you(reason: str, viewer: str | None) -> str:
    """A refusal of ``viewer``'s own move, said to them: "You cannot stick on 14" rather
    than "Bob cannot stick on 14"."""
    for said, meant in ((" cannot ", "You cannot "), (" has ", "You have ")):
        if viewer is not None and reason.startswith(f"{viewer}{said}"):
            return meant + reason[len(viewer) + len(said) :]
    return reason
