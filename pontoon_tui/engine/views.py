"""What each seat may see (R25, R26): the only thing the screens render.

:func:`table_view` with a player's name gives that player's view: their own face-down
cards and everyone's public ones, and the moves open to them when it is their turn. With
``None`` it gives the public view that anyone at the table may see. Hidden cards are
``None``; nothing else about them leaks (no kind, no total, no description, and no list
of moves that would tell whether a hidden total may stick or a hidden pair split).

The views hold only plain values (strings, numbers, tuples, enums of the rules): the
table sends them as JSON (see ``docs/views.md``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from pontoon_tui.engine.cards import Kind, describe, kind_of
from pontoon_tui.engine.events import move_event
from pontoon_tui.engine.moves import MOVE_ORDER, Next
from pontoon_tui.engine.said import Said
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Deal, Hand, Stage
from pontoon_tui.rules import DEFAULT_RULES, HouseRules, Payment


@dataclass(frozen=True, slots=True)
class HandView:
    """One hand as a viewer sees it.

    Attributes:
        player: whose hand it is.
        number: the hand's number among its player's hands, from 1.
        cards: the cards in the order received; ``None`` for a card this viewer cannot see.
        face_down: for each card, whether it lies face down on the table, unseen by the
            others (so its owner knows which of their cards the others cannot see); none
            once the hand is exposed (a bust, a Pontoon) or the deal is over.
        stake: the hand's current stake (public).
        purchases: what each purchase added (public).
        twisted: whether the hand has twisted (public).
        from_split: whether the hand came from a split (public).
        in_play: whether this is the hand that must act now.
        done: whether the hand has finished playing.
        kind: the hand's kind, when this viewer sees every card.
        total: the best total, when this viewer sees every card.
        description: the hand in words ("soft 17", "Pontoon"), when fully seen.
        net: the settled result, or None until settled.
        paid: how the rules paid the hand (how many stakes, why, and whether the
            banker's doubling made one stake two), or None until settled: the one record
            of a payment that every screen and report reads.
    """

    player: str
    number: int
    cards: tuple[str | None, ...]
    face_down: tuple[bool, ...]
    stake: int
    purchases: tuple[int, ...]
    twisted: bool
    from_split: bool
    in_play: bool
    done: bool
    kind: Kind | None
    total: int | None
    description: str | None
    net: int | None
    paid: Payment | None = None

    @property
    def fully_seen(self) -> bool:
        """Whether the viewer sees every card of the hand."""
        return None not in self.cards


@dataclass(frozen=True, slots=True)
class SeatView:
    """A player (not the banker) in the deal: stake and hands, in playing order."""

    player: str
    original_stake: int | None
    split: bool
    hands: tuple[HandView, ...]


@dataclass(frozen=True, slots=True)
class DealSummary:
    """One deal begun, as the history of the session lists it (all public).

    Attributes:
        index: its place among the deals begun, from 0 (a cancelled deal's repeat is the
            next one).
        number: the counted deal it was (a cancelled deal's repeat has the same number).
        banker: who banked it.
        over: whether it has ended (settled or cancelled).
        cancelled: whether it was cancelled (R23).
        pontoon: whether a Pontoon appeared in it.
        banker_pontoon: whether the banker had Pontoon (R9).
        doubled: whether the banker doubled it (H7).
        transfers: every player's net for the deal (what has moved so far while it runs).
    """

    index: int
    number: int
    banker: str
    over: bool
    cancelled: bool
    pontoon: bool
    banker_pontoon: bool
    doubled: bool
    transfers: dict[str, int]


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything one viewer may see of the session now.

    Attributes:
        viewer: the player whose view this is, or None for the public view.
        players: everyone in seating order.
        balances: every player's balance (public).
        banker: the banker of the deal in progress or the next one; None before the cut.
        deal_number: the counted number of the latest deal, 0 before the first.
        deals_target: how many counted deals the session runs.
        deals_played: counted deals finished.
        stage: ``cut``, ``pack``, ``stake``, ``play``, ``bank``, ``done`` or ``over``.
        banker_hand: the banker's hand as the viewer sees it (None before any deal).
        seats: the players' seats in playing order (empty before any deal).
        next: what the session waits for.
        messages: what has happened in the latest deal, as the table was told it.
        cut_rounds: every round of cutting for the bank (public).
        cancelled: whether the latest deal was cancelled (R23).
        transfers: the latest deal's transfers so far.
        rules: the table's house rules.
        cutting: who cuts for the bank now (before the bank is decided).
        finished: whether every counted deal has been played.
        winners: after the session, every player with the highest balance.
        deal_index: which deal begun the view shows (see :class:`DealSummary`), None
            before the first.
        deal_banker: the banker of the deal shown (the session's ``banker`` may already
            be the next deal's), or the session's banker before any deal.
        deal_over: whether the deal shown has ended.
        doubled: whether the banker doubled the deal shown (H7).
        banker_pontoon: whether the banker had Pontoon in the deal shown (R9).
        pontoon: whether a Pontoon appeared in the deal shown.
        deals: every deal begun, in order.
        refused: for the player whose turn it is, in their own view: why each move the
            session does not offer is refused (``stick``: ``Bob cannot stick on 13:
            sticking needs 15``); empty in every other view.
        serial: how many events the session has taken (a newer view has a higher one).
    """

    viewer: str | None
    players: tuple[str, ...]
    balances: dict[str, int]
    banker: str | None
    deal_number: int
    deals_target: int
    deals_played: int
    stage: str
    banker_hand: HandView | None
    seats: tuple[SeatView, ...]
    next: Next | None
    messages: tuple[Said, ...]
    cut_rounds: tuple[dict[str, str], ...]
    cancelled: bool
    transfers: dict[str, int]
    rules: HouseRules = DEFAULT_RULES
    cutting: tuple[str, ...] = ()
    finished: bool = False
    winners: tuple[str, ...] = ()
    deal_index: int | None = None
    deal_banker: str | None = None
    deal_over: bool = False
    doubled: bool = False
    banker_pontoon: bool = False
    pontoon: bool = False
    deals: tuple[DealSummary, ...] = ()
    refused: dict[str, str] = field(default_factory=dict)
    serial: int = 0

    def seat(self, player: str) -> SeatView | None:
        """The seat of ``player`` in the latest deal (None for the banker)."""
        for seat in self.seats:
            if seat.player == player:
                return seat
        return None


def _hand_view(
    hand: Hand,
    number: int,
    visible: list[bool],
    public: list[bool],
    *,
    in_play: bool,
    done: bool,
) -> HandView:
    """``hand`` as a viewer who sees the cards ``visible`` sees it; ``public``: the cards
    everyone sees (all of them once the hand is exposed or the deal is over)."""
    cards = tuple(c if see else None for c, see in zip(hand.cards, visible, strict=True))
    seen = all(visible)
    return HandView(
        player=hand.player,
        number=number,
        cards=cards,
        face_down=tuple(not seen for seen in public),
        stake=hand.stake,
        purchases=tuple(hand.purchases),
        twisted=hand.twisted,
        from_split=hand.from_split,
        in_play=in_play,
        done=done,
        kind=kind_of(hand.cards) if seen else None,
        total=hand.total if seen else None,
        description=describe(hand.cards) if seen else None,
        net=hand.net,
        paid=hand.paid,
    )


def _player_hand_visible(deal: Deal, hand: Hand, viewer: str | None) -> list[bool]:
    if deal.over or hand.exposed or viewer == hand.player:
        return [True] * len(hand.cards)
    return list(hand.up)


def _banker_hand_visible(deal: Deal, viewer: str | None) -> list[bool]:
    hand = deal.banker_hand
    if deal.over or deal.banker_exposed or (viewer == deal.banker and deal.banker_looked):
        return [True] * len(hand.cards)
    return list(hand.up)


def _stage(nxt: Next | None, deal: Deal | None) -> str:
    if nxt is None:
        return "over"
    if deal is None or nxt.type in ("cut", "pack"):
        return nxt.type
    return deal.stage.value


def _next_for(nxt: Next | None, viewer: str | None) -> Next | None:
    """What the session waits for, as ``viewer`` may know it: a player's moves and what
    they may buy only for that player (whether a hand may stick or split tells of its
    hidden cards)."""
    if nxt is None or nxt.type != "play" or nxt.player == viewer:
        return nxt
    return replace(nxt, moves=(), buy_min=None, buy_max=None)


def summaries(session: Session) -> tuple[DealSummary, ...]:
    """Every deal begun, as the history lists it."""
    return tuple(
        DealSummary(
            index=index,
            number=deal.number,
            banker=deal.banker,
            over=deal.over,
            cancelled=deal.cancelled,
            pontoon=deal.pontoon,
            banker_pontoon=deal.banker_pontoon,
            doubled=deal.doubled,
            transfers=dict(deal.transfers),
        )
        for index, deal in enumerate(session.deals)
    )


def table_view(session: Session, viewer: str | None, deal: Deal | int | None = None) -> TableView:
    """What ``viewer`` (a player's name, or None for everyone) may see now, of the latest
    deal or of ``deal``, one of the session's or its index among them (say, the deal just
    settled while the next one has begun)."""
    if viewer is not None and viewer not in session.balances:
        raise ValueError(f"no player called {viewer!r}")
    if isinstance(deal, int):
        if not 0 <= deal < len(session.deals):
            raise ValueError(f"no deal {deal} in this session")
        deal = session.deals[deal]
    elif deal is None:
        deal = session.deal
    elif not any(known is deal for known in session.deals):
        raise ValueError("not a deal of this session")
    seats: list[SeatView] = []
    banker_hand: HandView | None = None
    if deal is not None:
        in_play = deal.hand_in_play()
        active = in_play[1] if in_play else None
        for player in deal.order:
            seat = deal.seats[player]
            hands = _seat_hands(deal, player, viewer, active)
            seats.append(SeatView(player, seat.original_stake, seat.split, hands))
        banker_hand = _hand_view(
            deal.banker_hand,
            1,
            _banker_hand_visible(deal, viewer),
            _banker_hand_visible(deal, None),
            in_play=deal.stage is Stage.BANK,
            done=deal.over,
        )
    nxt = session.next()
    return TableView(
        viewer=viewer,
        players=session.players,
        balances=dict(session.balances),
        banker=session.banker,
        deal_number=deal.number if deal else 0,
        deals_target=session.deals_target,
        deals_played=session.deals_played,
        stage=_stage(nxt, deal),
        banker_hand=banker_hand,
        seats=tuple(seats),
        next=_next_for(nxt, viewer),
        messages=tuple(deal.messages) if deal else (),
        cut_rounds=tuple(dict(r) for r in session.cut_rounds),
        cancelled=deal.cancelled if deal else False,
        transfers=dict(deal.transfers) if deal else {},
        rules=session.rules,
        cutting=session.cutting if session.banker is None else (),
        finished=session.finished,
        winners=tuple(session.winners()),
        deal_index=_index_of(session, deal),
        deal_banker=deal.banker if deal else session.banker,
        deal_over=deal.over if deal else False,
        doubled=deal.doubled if deal else False,
        banker_pontoon=deal.banker_pontoon if deal else False,
        pontoon=deal.pontoon if deal else False,
        deals=summaries(session),
        refused=_refusals(session, nxt, viewer),
        serial=len(session.events),
    )


def _refusals(session: Session, nxt: Next | None, viewer: str | None) -> dict[str, str]:
    """Why each move the session does not offer ``viewer`` is refused, when it is that
    player's turn to play (``nxt``: what the session waits for; a buy is asked about a
    purchase of one unit)."""
    if viewer is None or nxt is None or nxt.type != "play" or nxt.player != viewer:
        return {}
    reasons: dict[str, str] = {}
    for move in MOVE_ORDER:
        if move not in nxt.moves:
            reason = session.refusal(move_event(viewer, move, 1))
            if reason is not None:
                reasons[move] = reason
    return reasons


def _index_of(session: Session, deal: Deal | None) -> int | None:
    if deal is None:
        return None
    deals = session.deals
    return next(i for i in range(len(deals) - 1, -1, -1) if deals[i] is deal)


def _seat_hands(
    deal: Deal, player: str, viewer: str | None, active: Hand | None
) -> tuple[HandView, ...]:
    return tuple(
        _hand_view(
            hand,
            index + 1,
            _player_hand_visible(deal, hand, viewer),
            _player_hand_visible(deal, hand, None),
            in_play=hand is active,
            done=hand.done or deal.over,
        )
        for index, hand in enumerate(deal.seats[player].hands)
    )


def own_hands(session: Session, player: str, deal: Deal | None = None) -> tuple[HandView, ...]:
    """``player``'s hands in the latest deal (or in ``deal``, one of the session's) as
    ``player`` sees them: the same as ``table_view(session, player, deal).seat(player).hands``
    (none for the banker, or before the first deal), without building the rest of the
    table."""
    if deal is None:
        deal = session.deal
    if deal is None or player not in deal.order:
        return ()
    in_play = deal.hand_in_play()
    return _seat_hands(deal, player, player, in_play[1] if in_play else None)


def hidden_cards(session: Session, viewer: str | None) -> list[str]:
    """Every card in play that ``viewer`` must not see now (for privacy checks)."""
    deal = session.current_deal
    if deal is None:
        return []
    shown = [(hand, _player_hand_visible(deal, hand, viewer)) for hand in _all_hands(deal)]
    shown.append((deal.banker_hand, _banker_hand_visible(deal, viewer)))
    return [
        card
        for hand, visible in shown
        for card, see in zip(hand.cards, visible, strict=True)
        if not see
    ]


def _all_hands(deal: Deal) -> list[Hand]:
    return [hand for player in deal.order for hand in deal.seats[player].hands]
