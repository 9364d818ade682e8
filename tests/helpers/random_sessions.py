"""Random legal sessions for the property tests: biased packs and simple player styles.

Everything random comes from one seeded :class:`random.Random`, so a session is fixed by
its seed and settings. The packs are steered toward the rare parts of the rules: aces and
ten-value cards near the top (Pontoons), pairs dealt to the same seat (splits and
re-splits), and low cards (five-card tricks, long deals, a pack that runs out).
"""

from __future__ import annotations

import random
from collections import Counter, deque
from collections.abc import Callable, Iterator, Sequence

from pontoon_tui.engine.cards import RANKS, full_pack, rank_of
from pontoon_tui.engine.chance import make_cut
from pontoon_tui.engine.events import Buy, Double, Event, Pack, Split, Stake, Stick, Twist
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.rules import DEFAULT_RULES, HouseRules

BIASES: tuple[str, ...] = ("shuffled", "aces-and-tens", "pairs", "low-pairs", "low-cards")
STYLES: tuple[str, ...] = ("any", "splitter", "buyer", "twister", "cautious", "drain")

_HIGH = frozenset({"A", "10", "J", "Q", "K"})
_LOW = frozenset({"A", "2", "3", "4", "5"})


def biased_pack(players: int, rng: random.Random, bias: str) -> tuple[str, ...]:
    """A whole pack for ``players`` people, shuffled with the given bias."""
    cards = full_pack(players)
    rng.shuffle(cards)
    if bias == "aces-and-tens":
        cards.sort(key=lambda c: 0 if rank_of(c) in _HIGH and rng.random() < 0.8 else 1)
    elif bias == "low-cards":
        cards.sort(key=lambda c: 0 if rank_of(c) in _LOW and rng.random() < 0.85 else 1)
    elif bias in ("pairs", "low-pairs"):
        # Seat i gets the cards at i and players + i: make those a pair of a rank of its
        # own, and put the other copies of those ranks next, every other card, so that a
        # split hand is often dealt the same rank again.
        pool = Counter(cards)
        ranks = rng.sample(RANKS, len(RANKS))
        if bias == "low-pairs":
            ranks.sort(key=lambda r: r in _HIGH or r in ("7", "8", "9"))
        firsts: list[str] = []
        seconds: list[str] = []
        extras: list[str] = []
        for seat in range(players):
            same = [c for c in cards if rank_of(c) == ranks[seat]]
            firsts.append(same[0])
            seconds.append(same[1])
            extras += same[2:]
            pool -= Counter(same)
        others = list(pool.elements())
        rng.shuffle(others)
        if bias == "low-pairs":
            others.sort(key=lambda c: 0 if rank_of(c) in _LOW and rng.random() < 0.7 else 1)
        rest: list[str] = []
        for index in range(max(len(extras), len(others))):
            rest += extras[index : index + 1] + others[index : index + 1]
        cards = firsts + seconds + rest
    return tuple(cards)


def _play_move(session: Session, nxt: Next, rng: random.Random, style: str) -> Event:
    player = nxt.player
    assert player is not None
    deal = session.current_deal
    assert deal is not None
    in_play = deal.hand_in_play()
    assert in_play is not None
    total = in_play[1].total
    moves = nxt.moves
    if style == "splitter" and "split" in moves and rng.random() < 0.95:
        return Split(player)
    if style == "buyer" and "buy" in moves and rng.random() < 0.8:
        assert nxt.buy_min is not None
        assert nxt.buy_max is not None
        return Buy(player, rng.randint(nxt.buy_min, nxt.buy_max))
    if style == "drain":
        # Use up the pack: split whenever allowed, otherwise draw a card.
        return Split(player) if "split" in moves else Twist(player)
    if style == "twister" and rng.random() < 0.85:
        return Twist(player)
    if style == "cautious" and "stick" in moves:
        return Stick(player)
    if style != "any" and "stick" in moves and total >= 17 and rng.random() < 0.8:
        return Stick(player)
    name = rng.choice(moves)
    if name == "split":
        return Split(player)
    if name == "buy":
        assert nxt.buy_min is not None
        assert nxt.buy_max is not None
        return Buy(player, rng.randint(nxt.buy_min, nxt.buy_max))
    return Twist(player) if name == "twist" else Stick(player)


def choose(session: Session, rng: random.Random, bias: str, style: str) -> Event | None:
    """A legal event for whatever the session waits for, or None when it is over."""
    nxt = session.next()
    if nxt is None:
        return None
    if nxt.type == "cut":
        return make_cut(session, rng)
    if nxt.type == "pack":
        return Pack(biased_pack(len(session.players), rng, bias))
    assert nxt.player is not None
    if nxt.type == "stake":
        return Stake(nxt.player, rng.randint(1, 5))
    if nxt.type == "double":
        return Double(nxt.player, rng.random() < 0.5)
    if nxt.type == "bank":
        deal = session.current_deal
        assert deal is not None
        limit = 22 if style == "drain" else rng.choice((12, 15, 17, 17, 18, 22))
        return Twist(nxt.player) if deal.banker_hand.total < limit else Stick(nxt.player)
    return _play_move(session, nxt, rng, style)


def random_session(
    players: int,
    deals: int,
    seed: int,
    bias: str,
    style: str,
    check: Callable[[Session, random.Random], None] | None = None,
    names: Sequence[str] | None = None,
    rules: HouseRules = DEFAULT_RULES,
) -> Iterator[Session]:
    """Play a whole random session, yielding it after every event (and once at the start)."""
    rng = random.Random(seed)
    if names is None:
        names = [f"P{i}" for i in range(1, players + 1)]
    session = Session(names, deals, rules)
    yield session
    while True:
        if check is not None:
            check(session, rng)
        # Draining the pack cancels deal after deal: after the first cancelled deal,
        # split as often but stop drawing blindly, so the session can end.
        if style == "drain" and session.deals and session.deals[-1].cancelled:
            style = "splitter"
        event = choose(session, rng, bias, style)
        if event is None:
            return
        session.apply(event)
        yield session


def play_out(
    players: int, deals: int, seed: int, bias: str, style: str, rules: HouseRules = DEFAULT_RULES
) -> Session:
    """The whole random session, played to its end."""
    return deque(random_session(players, deals, seed, bias, style, rules=rules), maxlen=1)[0]
