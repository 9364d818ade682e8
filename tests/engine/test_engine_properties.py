"""Properties of many random legal sessions (2-8 players, steered toward the rare rules)."""

from __future__ import annotations

import copy
import random
from collections import Counter, deque

import pytest
from helpers.random_sessions import BIASES, STYLES, biased_pack, play_out, random_session
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pontoon_tui.engine.cards import Kind, best_total, full_pack, kind_of, rank_of
from pontoon_tui.engine.chance import make_cut
from pontoon_tui.engine.errors import IllegalMove
from pontoon_tui.engine.events import Buy, Cut, Double, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.moves import MOVE_ORDER
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, parse_session_text
from pontoon_tui.engine.state import Deal, Hand, Stage
from pontoon_tui.rules import CHOICES, HouseRules

HOUSE_RULES = st.builds(
    HouseRules, **{key: st.sampled_from(values) for key, values in CHOICES.items()}
)
"""Any table's house rules (H1-H9), seed 000's as likely as any other."""

_SETTINGS = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=False,
)


def _all_cards(deal: Deal) -> list[str]:
    cards = [c for p in deal.order for hand in deal.seats[p].hands for c in hand.cards]
    return cards + list(deal.banker_hand.cards)


def check_state(session: Session) -> None:
    """Balances and cards: what must hold after every event."""
    assert sum(session.balances.values()) == 0
    moved: Counter[str] = Counter()
    for deal in session.deals:
        moved.update(deal.transfers)
        assert sum(deal.transfers.values()) == 0
        if deal.cancelled:
            assert set(deal.transfers.values()) == {0}
        dealt = Counter(_all_cards(deal))
        # No deal deals more cards than the pack holds, nor any physical card twice.
        assert dealt.total() <= session.pack_size
        assert max(dealt.values()) <= session.pack_size // 52
    assert all(session.balances[p] == moved[p] for p in session.players)
    assert session.deals_played == sum(1 for d in session.deals if d.over and not d.cancelled)
    current = session.current_deal
    if current is None:
        return
    deal = current
    # Every physical card is in exactly one place: the undealt pack, a hand still in
    # play, or under the pack (where a bust hand's cards go at once).
    places: Counter[str] = Counter(session.pack) + Counter(deal.under)
    for p in deal.order:
        for hand in deal.seats[p].hands:
            if not hand.bust:
                places.update(hand.cards)
    places.update(deal.banker_hand.cards)
    assert places == Counter(full_pack(len(session.players)))


def _expected_play(session: Session) -> tuple[list[str], tuple[int, int] | None]:
    """The moves R12-R15 allow for the hand in play, worked out from its cards."""
    deal = session.current_deal
    assert deal is not None
    in_play = deal.hand_in_play()
    assert in_play is not None
    hand = in_play[1]
    seat = deal.seats[hand.player]
    cards = hand.cards
    total = best_total(cards)
    original = seat.original_stake
    assert original is not None
    house = session.rules
    # A twisted card is the only kind dealt face up after a hand's second card, and after
    # its first on a hand made by a split or one whose second card was dealt face down.
    second_up = house.second_card == "up" and not hand.from_split
    twisted = any(hand.up[2:]) or (len(hand.up) > 1 and hand.up[1] and not second_up)
    assert hand.twisted == twisted
    assert hand.stake == original + sum(hand.purchases)
    assert total < 21
    assert len(cards) < 5
    moves = []
    pair = len(cards) == 2 and rank_of(cards[0]) == rank_of(cards[1])
    splits = house.split == "rank" or (house.split == "aces" and rank_of(cards[0]) == "A")
    if pair and splits and len(seat.hands) < house.max_hands:
        moves.append("split")
    bounds = None
    if not twisted and (house.buy_fifth or len(cards) < 4):
        moves.append("buy")
        bounds = (original, hand.purchases[-1] if hand.purchases else 2 * original)
    moves.append("twist")
    if total >= house.stick_min:
        moves.append("stick")
    return moves, bounds


def _expected_net(deal: Deal, hand: Hand, house: HouseRules) -> int:
    """R17, R9 and R19 with H5-H7 for one settled hand, from the cards alone."""
    kind = kind_of(hand.cards)
    bank = deal.banker_hand.cards
    bank_kind = kind_of(bank)

    def stakes(count: int) -> int:  # H7: a doubled deal pays at least two stakes
        return hand.stake * (max(count, 2) if deal.doubled else count)

    if deal.banker_pontoon:
        return -stakes(house.banker_pontoon)
    if kind is Kind.BUST:
        return -stakes(1)
    if kind is Kind.PONTOON:
        return stakes(house.pontoon_pays)
    if bank_kind is Kind.FIVE_CARD_TRICK:
        return -stakes(2)
    if kind is Kind.FIVE_CARD_TRICK:
        return stakes(2)
    if bank_kind is Kind.BUST or best_total(hand.cards) > best_total(bank):
        return stakes(1)
    return -stakes(1)


def check_doubles(session: Session) -> None:
    """H7: with the rule, every deal that reached its second cards has one ``double`` event
    right after its last stake; without it, there are none."""
    events = session.events
    doubles = [i for i, event in enumerate(events) if isinstance(event, Double)]
    if not session.rules.banker_doubles:
        assert not doubles
        assert not any(deal.doubled for deal in session.deals)
        return
    for i in doubles:
        assert isinstance(events[i - 1], Stake)
        assert i + 1 == len(events) or not isinstance(events[i + 1], Stake | Double)
    second_cards = sum(len(deal.banker_hand.cards) >= 2 for deal in session.deals)
    assert len(doubles) == second_cards
    made = [e.double for e in events if isinstance(e, Double)]
    dealt = [d.doubled for d in session.deals if len(d.banker_hand.cards) >= 2]
    assert made == dealt


def check_deals(session: Session) -> None:
    """Settled deals paid as R19 says, and the bank passed as R21 and H10 say."""
    counted = [d for d in session.deals if d.over and not d.cancelled]
    every = session.rules.bank_rotates
    banked = 0  # counted deals banked since the banker took the bank (H10)
    for index, deal in enumerate(counted):
        banked += 1
        hands = [h for p in deal.order for h in deal.seats[p].hands]
        bank = deal.banker_hand.cards
        assert deal.banker_pontoon == (kind_of(bank) is Kind.PONTOON)
        if not any(kind_of(h.cards) is not Kind.BUST for h in hands):
            assert len(bank) == 2  # R18: no banker's turn when every hand is bust
        for hand in hands:
            assert hand.net == _expected_net(deal, hand, session.rules)
        pontoons = [h for h in hands if kind_of(h.cards) is Kind.PONTOON]
        assert deal.pontoon == (deal.banker_pontoon or bool(pontoons))
        takers = [h.player for h in pontoons if not deal.seats[h.player].split]
        banker = takers[0] if takers and not deal.banker_pontoon else deal.banker
        if banker == deal.banker and every and banked == every:
            banker = deal.order[0]  # H10: the bank passes to the banker's left
        if banker != deal.banker:
            banked = 0
        following = counted[index + 1].banker if index + 1 < len(counted) else session.banker
        assert following == banker


def _candidates(session: Session, rng: random.Random) -> tuple[list[Event], list[Event]]:
    """Events that ``next()`` offers, and events it does not offer, for the state now."""
    nxt = session.next()
    players = session.players
    any_player = rng.choice(players)
    whole = Pack(tuple(full_pack(len(players))))
    if nxt is None:
        return [], [Stake(any_player, 1), Twist(any_player), whole]
    if nxt.type != "double":  # H7: the banker's word comes only after the last stake
        doubles: list[Event] = [Double(any_player, True), Double(any_player, False)]
    if nxt.type == "double":
        assert nxt.player is not None
        assert session.rules.banker_doubles
        offered_doubles: list[Event] = [Double(nxt.player, True), Double(nxt.player, False)]
        other = rng.choice([p for p in players if p != nxt.player])
        return offered_doubles, [Double(other, True), Stake(other, 1), Twist(nxt.player), whole]
    if nxt.type == "cut":
        cut = make_cut(session, rng)
        partial = Cut(dict(list(cut.cards.items())[1:]))
        return [cut], [partial, whole, Stake(any_player, 1)]
    wrong_size = Pack(tuple(full_pack(2 if len(players) == 8 else 8)))
    short = Pack(whole.cards[1:])
    if nxt.type == "pack":
        assert nxt.size == session.pack_size
        return [whole], [wrong_size, short, make_cut(session, rng), Stake(any_player, 1)]
    player = nxt.player
    assert player is not None
    others = [p for p in players if p != player]
    wrong = rng.choice(others)
    common: list[Event] = [whole, make_cut(session, rng), *doubles]
    if nxt.type == "stake":
        assert (nxt.min, nxt.max) == (1, 5)
        offered: list[Event] = [Stake(player, n) for n in range(1, 6)]
        return offered, [Stake(player, 0), Stake(player, 6), Stake(wrong, 1), Twist(player)]
    if nxt.type == "bank":
        assert nxt.moves == ("twist", "stick")
        bank: list[Event] = [Split(player), Buy(player, 1), Twist(wrong), Stick(wrong)]
        return [Twist(player), Stick(player)], [*bank, Stake(wrong, 1), *common]
    moves, bounds = _expected_play(session)
    assert list(nxt.moves) == moves
    assert (nxt.buy_min, nxt.buy_max) == (bounds or (None, None))
    offered = []
    refused: list[Event] = [Twist(wrong), Stick(wrong), Split(wrong), Stake(player, 1)]
    for name in MOVE_ORDER:
        if name == "buy":
            if name in nxt.moves:
                assert nxt.buy_min is not None
                assert nxt.buy_max is not None
                offered += [Buy(player, nxt.buy_min), Buy(player, nxt.buy_max)]
                refused += [Buy(player, nxt.buy_min - 1), Buy(player, nxt.buy_max + 1)]
            else:
                assert nxt.buy_min is None
                refused.append(Buy(player, 1))
            continue
        event: Event = Split(player) if name == "split" else _simple(name, player)
        (offered if name in nxt.moves else refused).append(event)
    return offered, [*refused, *common]


def _simple(name: str, player: str) -> Event:
    return Twist(player) if name == "twist" else Stick(player)


def check_moves(session: Session, rng: random.Random) -> None:
    """Offered moves are accepted; others are refused and leave the state untouched."""
    offered, refused = _candidates(session, rng)
    for event in offered:
        assert session.refusal(event) is None, event
    # Now and then, playing an offered event on a copy of the session works (the
    # event the session goes on with is always one that was offered).
    if offered and rng.random() < 0.05:
        trial = copy.deepcopy(session)
        trial.apply(rng.choice(offered))
        assert len(trial.events) == len(session.events) + 1
    for event in refused:
        assert session.refusal(event) is not None, event
    # Applying one refused event raises and changes nothing.
    event = rng.choice(refused)
    before = result_json(session)
    count = len(session.events)
    with pytest.raises(IllegalMove):
        session.apply(event)
    assert len(session.events) == count
    assert result_json(session) == before


class PackOrder:
    """R22 and R23 seen from the pack: what each deal starts from.

    Each deal starts from the latest ``pack`` event's cards, unless the deal before it
    ended without a Pontoon; then it starts from what that deal left of its pack followed
    by its used cards in R22's order: bust hands (which bust in playing order, as the
    hands are played one after another), then the other hands in playing order, then the
    banker's. A cancelled deal has dealt the whole pack (R23).
    """

    def __init__(self) -> None:
        self.starts: dict[int, list[str]] = {}

    def __call__(self, session: Session) -> None:
        deal = session.current_deal
        index = len(session.deals) - 1
        fresh = deal is not None and deal.stage is Stage.STAKE and deal.turn == 0
        if deal is not None and fresh and index not in self.starts:
            first = [deal.seats[p].hands[0].cards[0] for p in deal.order]
            self.starts[index] = [*first, deal.banker_hand.cards[0], *session.pack]
            self._check_start(session, index)
        for deal in session.deals:
            if deal.cancelled:
                assert len(_all_cards(deal)) == session.pack_size

    def _check_start(self, session: Session, index: int) -> None:
        start = self.starts[index]
        before = session.deals[index - 1] if index else None
        every_deal = session.rules.shuffle == "every-deal"  # H8
        if before is None or before.cancelled or before.pontoon or every_deal:
            packs = [e for e in session.events if isinstance(e, Pack)]
            assert start == list(packs[-1].cards)
            return
        before = session.deals[index - 1]
        used = _all_cards(before)
        previous = self.starts[index - 1]
        # The cards the deal used are the top of the pack it started from.
        assert Counter(used) == Counter(previous[: len(used)])
        hands = [h for p in before.order for h in before.seats[p].hands]
        under = [c for h in hands if h.bust for c in h.cards]
        under += [c for h in hands if not h.bust for c in h.cards]
        under += before.banker_hand.cards
        assert start == previous[len(used) :] + under


def _replayed(session: Session) -> Session:
    again = Session(session.players, session.deals_target, session.rules)
    for event in session.events:
        again.apply(event)
    return again


def _full_check(session: Session, rng: random.Random) -> None:
    check_state(session)
    check_deals(session)
    check_doubles(session)
    check_moves(session, rng)


@_SETTINGS
@given(
    players=st.integers(2, 8),
    deals=st.integers(1, 5),
    seed=st.integers(0, 2**32 - 1),
    bias=st.sampled_from(BIASES),
    style=st.sampled_from(STYLES),
    house=HOUSE_RULES,
)
def test_random_sessions_keep_every_invariant(
    players: int, deals: int, seed: int, bias: str, style: str, house: HouseRules
) -> None:
    snapshots: dict[int, dict[str, object]] = {}
    pack_order = PackOrder()

    def check(session: Session, rng: random.Random) -> None:
        _full_check(session, rng)
        pack_order(session)

    session = Session(["x", "y"])
    played = random_session(players, deals, seed, bias, style, check, rules=house)
    for step, session in enumerate(played):
        if step % 17 == 5:
            snapshots[len(session.events)] = result_json(session)
    assert session.finished
    assert session.next() is None
    final = result_json(session)
    assert final["winners"] == [
        p for p in session.players if session.balances[p] == max(session.balances.values())
    ]
    # Replaying the same events gives the same result, at the end and part way.
    assert result_json(_replayed(session)) == final
    for count, snapshot in snapshots.items():
        part = Session(session.players, session.deals_target, house)
        for event in session.events[:count]:
            part.apply(event)
        assert result_json(part) == snapshot
    # Writing the session file and reading it back gives the same result.
    assert result_json(parse_session_text(dump_session(session))) == final


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(2, 8),
    deals=st.integers(20, 99),
    seed=st.integers(0, 2**32 - 1),
    bias=st.sampled_from(BIASES),
    style=st.sampled_from(STYLES),
    house=HOUSE_RULES,
)
def test_long_sessions_replay_identically(
    players: int, deals: int, seed: int, bias: str, style: str, house: HouseRules
) -> None:
    session = Session(["x", "y"])
    for session in random_session(players, deals, seed, bias, style, rules=house):
        assert sum(session.balances.values()) == 0
        check_state(session)
    check_deals(session)
    check_doubles(session)
    assert session.deals_played == deals
    final = result_json(session)
    assert result_json(parse_session_text(dump_session(session))) == final
    assert result_json(_replayed(session)) == final


@settings(max_examples=40, deadline=None)
@given(players=st.integers(2, 8), seed=st.integers(0, 2**32 - 1), bias=st.sampled_from(BIASES))
def test_biased_packs_are_whole_packs(players: int, seed: int, bias: str) -> None:
    pack = biased_pack(players, random.Random(seed), bias)
    assert Counter(pack) == Counter(full_pack(players))


def test_the_random_sessions_reach_the_rare_rules() -> None:
    """The generator is steered well enough to play splits, Pontoons, five-card tricks,
    four-hand re-splits, split Pontoons, banker's Pontoons and cancelled deals."""
    seen: Counter[str] = Counter()
    rng = random.Random(20261130)
    for _ in range(150):
        players = rng.randint(2, 8)
        args = (players, rng.randint(1, 3), rng.getrandbits(32))
        session = play_out(*args, rng.choice(BIASES), rng.choice(STYLES))
        for deal in session.deals:
            seen["cancelled"] += deal.cancelled
            seen["banker pontoon"] += deal.banker_pontoon
            seen["banker five-card trick"] += kind_of(deal.banker_hand.cards).value == (
                "five-card trick"
            )
            for seat in deal.seats.values():
                seen["four hands"] += len(seat.hands) == 4
                for hand in seat.hands:
                    kind = kind_of(hand.cards).value
                    seen[f"split {kind}" if hand.from_split else kind] += 1
                    seen["fifth card bought"] += len(hand.cards) == 5 and len(hand.purchases) >= 3
    for what in (
        "cancelled",
        "banker pontoon",
        "banker five-card trick",
        "four hands",
        "pontoon",
        "split pontoon",
        "five-card trick",
        "split five-card trick",
        "fifth card bought",
    ):
        assert seen[what] > 0, what


_NAME = st.text(
    st.characters(codec="utf-8", exclude_categories=("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")),
    min_size=1,
    max_size=20,
).filter(lambda n: n.isprintable() and n == n.strip(" "))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(names=st.lists(_NAME, min_size=2, max_size=8, unique=True), seed=st.integers(0, 2**32 - 1))
def test_any_legal_names_survive_writing_and_reading_the_file(names: list[str], seed: int) -> None:
    session = deque(random_session(len(names), 1, seed, "shuffled", "any", names=names), maxlen=1)[
        0
    ]
    text = dump_session(session)
    again = parse_session_text(text)
    assert again.players == tuple(names)
    assert result_json(again) == result_json(session)
    assert dump_session(again) == text
