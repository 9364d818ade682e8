"""The session state machine: British Pontoon as docs/rules.md numbers it (R1-R23), under
the table's house rules (H1-H10).

Events arrive one at a time through :meth:`Session.apply`. Each is checked against the
state it arrives in; an illegal one raises :class:`IllegalMove` with the reason in a
player's words and leaves the state untouched. :meth:`Session.next` says what is legal.
Every rule itself is asked of :mod:`pontoon_tui.rules`.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Iterable, Sequence

from pontoon_tui import rules
from pontoon_tui.engine.cards import (
    CARD_RANK,
    RANKS,
    VALID_CARDS,
    Kind,
    card_label,
    copies,
    cut_rank,
    describe,
    pack_size,
)
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.events import (
    Buy,
    Cut,
    Double,
    Event,
    Move,
    Pack,
    Split,
    Stake,
    Stick,
    Twist,
)
from pontoon_tui.engine.moves import MoveName, Next, NextType
from pontoon_tui.engine.names import (
    DEFAULT_DEALS,
    MAX_DEALS,
    MIN_DEALS,
    check_players,
    deals_problem,
)
from pontoon_tui.engine.said import Said, What
from pontoon_tui.engine.state import Deal, Hand, Seat, Stage
from pontoon_tui.rules import DEFAULT_RULES, HouseRules

MIN_STAKE = rules.STAKE_MIN
MAX_STAKE = rules.STAKE_MAX


class _PackExhausted(Exception):
    """A card was needed and none was left (R23)."""


def _labels(cards: Iterable[str], between: str = " ") -> str:
    return between.join(card_label(c) for c in cards)


class Session:
    """A whole session: players, balances, the pack, and every deal so far.

    Args:
        players: ``MIN_PLAYERS`` to ``MAX_PLAYERS`` distinct names (2 to 8) in clockwise
            seating order (R3).
        deals: how many counted deals the session runs (R5), ``MIN_DEALS`` to
            ``MAX_DEALS`` (1 to 99).
        rules: the table's house rules (H1-H10), the standard rules by default.
    """

    def __init__(
        self,
        players: Sequence[str],
        deals: int = DEFAULT_DEALS,
        rules: HouseRules = DEFAULT_RULES,
    ) -> None:
        check_players(players)
        if deals_problem(deals) is not None:
            raise IllegalMove(f"a session runs {MIN_DEALS} to {MAX_DEALS} deals, not {deals!r}")
        self.players: tuple[str, ...] = tuple(players)
        self.deals_target = deals
        self.rules = rules
        self.balances: dict[str, int] = dict.fromkeys(self.players, 0)
        self.cutting: tuple[str, ...] = self.players
        self.cut_rounds: list[dict[str, str]] = []
        self.banker: str | None = None
        self.banked = 0
        """Counted deals the banker has banked since last taking the bank (H10)."""
        self.pack: deque[str] = deque()
        self.deals: list[Deal] = []
        self._live: Deal | None = None  # the deal in progress: begun, not yet over
        self.deals_played = 0
        self.events: list[Event] = []

    # ----- queries -------------------------------------------------------------------

    @property
    def pack_size(self) -> int:
        """52, or 104 with eight players (R1)."""
        return pack_size(len(self.players))

    @property
    def finished(self) -> bool:
        """Whether every counted deal has been played."""
        return self.deals_played >= self.deals_target

    @property
    def deal(self) -> Deal | None:
        """The latest deal begun, finished or not."""
        return self.deals[-1] if self.deals else None

    @property
    def current_deal(self) -> Deal | None:
        """The deal in progress, if one is."""
        return self._live

    def winners(self) -> list[str]:
        """After the session, every player with the highest balance, in seating order."""
        if not self.finished:
            return []
        best = max(self.balances.values())
        return [p for p in self.players if self.balances[p] == best]

    def next(self) -> Next | None:
        """What the session waits for, or None once it is over."""
        if self.finished:
            return None
        if self.banker is None:
            return Next("cut", players=self.cutting)
        deal = self.current_deal
        if deal is None:
            return Next("pack", size=self.pack_size)
        if deal.stage is Stage.STAKE:
            return Next("stake", player=deal.order[deal.turn], min=MIN_STAKE, max=MAX_STAKE)
        if deal.stage is Stage.DOUBLE:
            return Next("double", player=deal.banker)
        if deal.stage is Stage.BANK:
            return Next("bank", player=deal.banker, moves=("twist", "stick"))
        in_play = deal.hand_in_play()
        assert in_play is not None
        index, hand = in_play
        seat = deal.seats[deal.order[deal.turn]]
        moves: list[MoveName] = []
        if self._split_refusal(seat, hand) is None:
            moves.append("split")
        bounds = self.buy_bounds(seat, hand)
        if bounds is not None:
            moves.append("buy")
        moves.append("twist")
        if rules.may_stick(hand.total, self.rules):
            moves.append("stick")
        return Next(
            "play",
            player=seat.player,
            hand=index + 1,
            moves=tuple(moves),
            buy_min=bounds[0] if bounds else None,
            buy_max=bounds[1] if bounds else None,
        )

    def buy_bounds(self, seat: Seat, hand: Hand) -> tuple[int, int] | None:
        """The least and most a purchase may add to ``hand`` (R13, H4), or None if it may not
        buy."""
        if hand.done:
            return None
        return rules.buy_bounds(
            len(hand.cards),
            hand.total,
            hand.twisted,
            seat.original_stake or 0,
            hand.purchases[-1] if hand.purchases else None,
            self.rules,
        )

    def _split_refusal(self, seat: Seat, hand: Hand) -> str | None:
        reason = rules.split_refusal(
            [CARD_RANK[card] for card in hand.cards], len(seat.hands), self.rules
        )
        if reason is None:
            return None
        return f"{seat.player} " + reason.replace("{cards}", _labels(hand.cards, " and "))

    def refusal(self, event: Event) -> str | None:
        """Why ``event`` is illegal now, in a player's words; None when it is legal."""
        if self.deals_played >= self.deals_target:  # (self.finished, asked of every event)
            return "the session is over: no more events"
        if isinstance(event, Cut):
            return self._cut_refusal(event)
        if isinstance(event, Pack):
            return self._pack_refusal(event)
        due, player = self._due()
        if due in ("cut", "pack"):
            doing = "cut for the bank" if due == "cut" else "shuffle the pack"
            return f"no {_event_word(event)} now: the table must first {doing}"
        if event.player not in self.balances:
            return f"there is no player called {event.player!r}"
        if isinstance(event, Stake):
            return self._stake_refusal(event, due, player)
        if due == "stake":
            return f"no {_event_word(event)} now: {player} is to stake"
        if isinstance(event, Double):
            return self._double_refusal(event, due, player)
        if due == "double":
            return f"no {_event_word(event)} now: the banker {player} says first whether to double"
        if event.player != player:
            role = "the banker " if due == "bank" else ""
            return f"it is {role}{player}'s turn, not {event.player}'s"
        return self._move_refusal(event, due)

    def _due(self) -> tuple[NextType, str | None]:
        """What kind of event the session waits for, and from whom (before it is over)."""
        if self.banker is None:
            return "cut", None
        deal = self.current_deal
        if deal is None:
            return "pack", None
        if deal.stage is Stage.STAKE:
            return "stake", deal.order[deal.turn]
        if deal.stage is Stage.DOUBLE:
            return "double", deal.banker
        if deal.stage is Stage.BANK:
            return "bank", deal.banker
        return "play", deal.order[deal.turn]

    def _cut_refusal(self, event: Cut) -> str | None:
        if self.banker is not None:
            return "the bank has already been cut for"
        if set(event.cards) != set(self.cutting):
            return "the cut needs one card for each of " + ", ".join(self.cutting)
        for card in event.cards.values():
            if card not in VALID_CARDS:
                return f"{card!r} is not a card"
        limit = copies(len(self.players))
        for card, count in Counter(event.cards.values()).items():
            if count > limit:
                return f"{card} is cut {count} times but the pack holds it {_times(limit)}"
        return None

    def _pack_refusal(self, event: Pack) -> str | None:
        if self.banker is None:
            return "no pack yet: the table must first cut for the bank"
        if self.current_deal is not None:
            return "no pack now: a deal is in progress"
        for card in event.cards:
            if card not in VALID_CARDS:
                return f"the pack holds {card!r}, which is not a card"
        size = self.pack_size
        if len(event.cards) != size:
            return f"the pack has {len(event.cards)} cards, not {size}"
        limit = copies(len(self.players))
        for card, count in Counter(event.cards).items():
            if count != limit:
                return f"the pack holds {card} {_times(count)}, not {_times(limit)}"
        return None

    def _stake_refusal(self, event: Stake, due: NextType, player: str | None) -> str | None:
        if due != "stake":
            return "no stake now: stakes are placed before the second card"
        if event.player != player:
            if self.current_deal is not None and event.player == self.current_deal.banker:
                return f"{event.player} is the banker and does not stake"
            return f"it is {player}'s turn to stake, not {event.player}'s"
        if not MIN_STAKE <= event.amount <= MAX_STAKE:
            return f"a stake is {MIN_STAKE} to {MAX_STAKE} units, not {event.amount}"
        return None

    def _double_refusal(self, event: Double, due: NextType, player: str | None) -> str | None:
        if not rules.banker_chooses_double(self.rules):
            return "no double: the house rules do not let the banker double"
        if due != "double":
            return "no double now: the banker doubles only after the last stake"
        if event.player != player:
            return f"only the banker {player} says whether to double, not {event.player}"
        return None

    def _move_refusal(self, event: Move, due: NextType) -> str | None:
        who = event.player
        deal = self._live
        assert deal is not None
        if due == "bank":
            if type(event) is Split or type(event) is Buy:
                return f"the banker cannot {_event_word(event)}: only twist or stick"
            return None
        in_play = deal.hand_in_play()
        assert in_play is not None
        hand = in_play[1]
        seat = deal.seats[who]
        if type(event) is Split:
            return self._split_refusal(seat, hand)
        if isinstance(event, Buy):
            bounds = self.buy_bounds(seat, hand)
            if bounds is None:
                return f"{who} " + rules.buy_refusal(len(hand.cards), hand.twisted, self.rules)
            low, high = bounds
            if not low <= event.amount <= high:
                span = f"{low}" if low == high else f"{low} to {high}"
                unit = "unit" if high == 1 else "units"
                return f"{who}'s purchase must add {span} {unit}, not {event.amount}"
            return None
        if type(event) is Stick and not rules.may_stick(hand.total, self.rules):
            need = rules.stick_min(self.rules)
            return f"{who} cannot stick on {hand.total}: sticking needs {need}"
        return None

    # ----- commands ------------------------------------------------------------------

    def apply(self, event: Event) -> None:
        """Check ``event`` and play it; raises :class:`IllegalMove` if it is not legal."""
        reason = self.refusal(event)
        if reason is not None:
            raise IllegalMove(reason)
        try:
            self._perform(event)
        except _PackExhausted:
            self._cancel()
        self.events.append(event)

    def _perform(self, event: Event) -> None:
        if type(event) is Cut:
            self._do_cut(event)
            return
        if type(event) is Pack:
            self.pack = deque(event.cards)
            self._start_deal()
            return
        deal = self._live
        assert deal is not None
        if type(event) is Stake:
            self._do_stake(deal, event)
        elif type(event) is Double:
            self._do_double(deal, event)
        elif deal.stage is Stage.BANK:
            self._do_bank(deal, type(event) is Twist)
        else:
            self._do_play(deal, event)

    def _do_cut(self, event: Cut) -> None:
        self.cut_rounds.append(dict(event.cards))
        top = max(cut_rank(card) for card in event.cards.values())  # R4
        tied = tuple(p for p in self.cutting if cut_rank(event.cards[p]) == top)
        if len(tied) == 1:
            self.banker = tied[0]
            self.cutting = ()
        else:
            self.cutting = tied

    def _draw(self) -> str:
        if rules.deal_cancelled(len(self.pack)):
            raise _PackExhausted
        return self.pack.popleft()

    def _start_deal(self) -> None:
        banker = self.banker
        assert banker is not None
        at = self.players.index(banker)
        order = self.players[at + 1 :] + self.players[:at]
        seats = {p: Seat(p, [Hand(p)]) for p in order}
        deal = Deal(
            number=self.deals_played + 1,
            banker=banker,
            order=order,
            seats=seats,
            banker_hand=Hand(banker),
            transfers=dict.fromkeys(self.players, 0),
        )
        self.deals.append(deal)
        self._live = deal
        for p in order:
            seats[p].hands[0].receive(self._draw(), face_up=False)
        deal.banker_hand.receive(self._draw(), face_up=False)
        deal.messages.append(Said(What.DEALS, banker, amount=deal.number))

    def _do_stake(self, deal: Deal, event: Stake) -> None:
        seat = deal.seats[event.player]
        seat.original_stake = event.amount
        seat.hands[0].stake = event.amount
        deal.messages.append(Said(What.STAKES, event.player, amount=event.amount))
        deal.turn += 1
        if deal.turn < len(deal.order):
            return
        if rules.banker_chooses_double(self.rules):
            deal.stage = Stage.DOUBLE
            deal.banker_looked = True  # H7: the banker looks at the first card, privately
            return
        self._second_cards(deal)

    def _do_double(self, deal: Deal, event: Double) -> None:
        """H7: the banker says, in public, whether the deal is doubled."""
        deal.doubled = event.double
        deal.messages.append(Said(What.DOUBLES, deal.banker, yes=event.double))
        self._second_cards(deal)

    def _second_cards(self, deal: Deal) -> None:
        """R8, H9: everyone's second card, then R9's check of the banker's Pontoon."""
        face_up = rules.second_card_face_up(self.rules)
        for p in deal.order:
            deal.seats[p].hands[0].receive(self._draw(), face_up=face_up)
        deal.banker_hand.receive(self._draw(), face_up=face_up)
        deal.banker_looked = True
        if deal.banker_hand.kind is Kind.PONTOON:
            self._banker_pontoon(deal)
            return
        deal.stage = Stage.PLAY
        deal.turn = 0
        self._advance(deal)

    def _banker_pontoon(self, deal: Deal) -> None:
        """R9, H6: the banker's Pontoon is exposed and every player pays at once."""
        deal.banker_pontoon = deal.pontoon = deal.banker_exposed = True
        cost = -rules.banker_pontoon_net(1, self.rules, deal.doubled)
        cards = tuple(deal.banker_hand.cards)
        deal.messages.append(Said(What.BANKER_PONTOON, deal.banker, cards=cards, amount=cost))
        paid = rules.banker_pontoon_payment(self.rules, deal.doubled)
        for p in deal.order:
            self._transfer(deal, deal.seats[p].hands[0], paid)
        self._end_deal(deal)

    def _transfer(self, deal: Deal, hand: Hand, paid: rules.Payment) -> int:
        """Settle ``hand`` as ``paid`` says, on its stake now; returns its net. The hand
        keeps the payment: every report of the deal reads it there."""
        hand.paid = paid
        hand.net = net = hand.stake * paid.stakes
        for who, amount in ((hand.player, net), (deal.banker, -net)):
            deal.transfers[who] += amount
            self.balances[who] += amount
        return net

    def _do_play(self, deal: Deal, event: Event) -> None:
        in_play = deal.hand_in_play()
        assert in_play is not None
        index, hand = in_play
        seat = deal.seats[hand.player]
        who = hand.player
        if isinstance(event, Split):
            seat.split = True
            pair = hand.cards
            second = Hand(who, [pair[1]], [True], stake=hand.stake, from_split=True)
            hand.cards, hand.up, hand.from_split = [pair[0]], [True], True
            hand.recount()
            seat.hands.insert(index + 1, second)
            deal.messages.append(Said(What.SPLITS, who, cards=tuple(pair), amount=hand.stake))
            hand.receive(self._draw(), face_up=False)
            second.receive(self._draw(), face_up=False)
        elif isinstance(event, Buy):
            hand.stake += event.amount
            hand.purchases.append(event.amount)
            deal.messages.append(
                Said(
                    What.BUYS,
                    who,
                    _hand_number(deal, hand),
                    amount=event.amount,
                    stake=hand.stake,
                )
            )
            hand.receive(self._draw(), face_up=False)
        elif isinstance(event, Twist):
            hand.twisted = True
            card = self._draw()
            hand.receive(card, face_up=True)
            deal.messages.append(Said(What.TWISTS, who, _hand_number(deal, hand), (card,)))
        else:
            hand.done = hand.stuck = True
            deal.messages.append(_stands(deal, hand))
        self._advance(deal)

    def _finish_by_cards(self, deal: Deal, hand: Hand) -> None:
        """End a hand whose cards end it (R11, R16, R17)."""
        hand.done = True
        kind = hand.kind
        who = hand.player
        if kind is Kind.BUST:
            hand.exposed = True
            net = self._transfer(deal, hand, rules.bust_payment(deal.doubled))
            deal.under.extend(hand.cards)  # R22: a bust hand's cards go under at once
            deal.messages.append(
                Said(
                    What.BUSTS,
                    who,
                    _hand_number(deal, hand),
                    tuple(hand.cards),
                    amount=-net,
                    text=str(hand.total),
                )
            )
        elif kind is Kind.PONTOON:
            hand.exposed = True
            deal.pontoon = True
            cards = tuple(hand.cards)
            deal.messages.append(Said(What.PONTOON, who, cards=cards, yes=hand.from_split))
        elif kind is Kind.FIVE_CARD_TRICK:
            deal.messages.append(Said(What.FIVE_CARDS, who, _hand_number(deal, hand)))
        else:  # 21: said exactly as a stick is, so a hidden total stays hidden
            deal.messages.append(_stands(deal, hand))

    def _advance(self, deal: Deal) -> None:
        """Move play on past finished hands; start the banker's turn when players are done."""
        while deal.turn < len(deal.order):
            in_play = deal.playing = deal.find_hand_in_play()
            if in_play is None:
                deal.turn += 1
                continue
            hand = in_play[1]
            if not hand.finished_by_cards:
                return
            self._finish_by_cards(deal, hand)
        deal.playing = None
        if not any(not h.bust for h in deal.hands()):
            deal.messages.append(Said(What.ALL_BUST, deal.banker))
            self._end_deal(deal)
            return
        deal.stage = Stage.BANK
        deal.banker_exposed = True
        cards = tuple(deal.banker_hand.cards)
        deal.messages.append(Said(What.TURNS_OVER, deal.banker, cards=cards, text=describe(cards)))

    def _do_bank(self, deal: Deal, twist: bool) -> None:
        bank = deal.banker_hand
        if twist:
            card = self._draw()
            bank.receive(card, face_up=True)
            deal.messages.append(Said(What.TWISTS, deal.banker, cards=(card,)))
            if rules.banker_may_draw(len(bank.cards), bank.hard):
                return
        else:
            deal.banker_stuck = True
            deal.messages.append(Said(What.STICKS, deal.banker, amount=bank.total))
        self._settle(deal)

    def _settle(self, deal: Deal) -> None:
        """R19: settle each surviving hand against the banker's hand."""
        bank = deal.banker_hand
        bank_kind, bank_total = bank.kind, bank.total
        for hand in deal.hands():
            if hand.bust:
                continue
            paid = rules.settlement(
                hand.kind, hand.total, bank_kind, bank_total, self.rules, deal.doubled
            )
            self._transfer(deal, hand, paid)
        deal.messages.append(Said(What.SETTLED, deal.banker, text=describe(bank.cards)))
        self._end_deal(deal)

    def _end_deal(self, deal: Deal) -> None:
        """Put used cards under the pack (R22), pass the bank (R21), go on to the next deal."""
        deal.stage = Stage.DONE
        self._live = None
        deal.under = rules.cards_under(
            [deal.under],
            [hand.cards for hand in deal.hands() if not hand.bust],
            deal.banker_hand.cards,
        )
        self.deals_played += 1
        pontoons = [
            p
            for p in deal.order
            if not deal.seats[p].split and deal.seats[p].hands[0].kind is Kind.PONTOON
        ]
        self.banked += 1
        banker = rules.next_banker(deal.banker, deal.banker_pontoon, pontoons)
        if banker != deal.banker:
            deal.messages.append(Said(What.TAKES_BANK, banker, yes=self.finished))
        elif rules.bank_passes_round(self.banked, self.rules):
            banker = deal.order[0]  # H10: the player on the banker's left
            deal.messages.append(
                Said(What.PASSES_BANK, banker, amount=self.banked, yes=self.finished)
            )
        if banker != deal.banker:
            self.banker = banker
            self.banked = 0
        if self.finished:
            return
        if rules.shuffle_before_next(deal.pontoon, self.rules):
            return
        self.pack.extend(deal.under)
        self._start_deal()

    def _cancel(self) -> None:
        """R23: no card left. Reverse the deal's transfers; the same banker deals again."""
        deal = self.deals[-1]
        for who, amount in deal.transfers.items():
            self.balances[who] -= amount
            deal.transfers[who] = 0
        deal.cancelled = True
        deal.stage = Stage.DONE
        self._live = None
        deal.messages.append(Said(What.CANCELLED, deal.banker))


def _hand_number(deal: Deal, hand: Hand) -> int | None:
    """The hand's number among its player's hands once they split, else None."""
    hands = deal.seats[hand.player].hands
    if len(hands) < 2:
        return None
    return next(i for i, mine in enumerate(hands, start=1) if mine is hand)


def _stands(deal: Deal, hand: Hand) -> Said:
    """A stick, or a 21 the cards made: said alike, so a hidden total stays hidden."""
    return Said(What.STANDS, hand.player, _hand_number(deal, hand), amount=len(hand.cards))


def _times(n: int) -> str:
    return {1: "once", 2: "twice"}.get(n, f"{n} times")


def _event_word(event: Event) -> str:
    return type(event).__name__.lower()


__all__ = ["DEFAULT_DEALS", "MAX_STAKE", "MIN_STAKE", "RANKS", "Session"]
