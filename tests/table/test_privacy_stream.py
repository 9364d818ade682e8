"""Nothing leaks through the table's messages: random legal play under random house rules,
every view the table sends to every audience read back from its JSON and checked against
the cards on the table.

The reference for what each audience may see is written here from the rules, not taken
from the view code: a player's card is seen by its owner, by everyone once it lies face up
(a twisted card, a split pair, a second card under H9), once the hand is exposed (a bust, a
Pontoon) and once the deal is over (R25, R26); the banker's cards by everyone once they
are turned over or face up, and by the banker once the banker has looked (H7, R18).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.random_sessions import BIASES, STYLES, choose

from pontoon_tui.engine import views
from pontoon_tui.engine.events import Cut, Pack
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.state import Deal, Hand
from pontoon_tui.engine.views import HandView, TableView
from pontoon_tui.rules import SPECS, HouseRules
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.protocol import ViewMessage, decode, encode
from pontoon_tui.table.service import Table


def _sees(deal: Deal, hand: Hand, index: int, viewer: str | None, banker: bool) -> bool:
    """Whether ``viewer`` (None: everyone) may see card ``index`` of ``hand``."""
    if deal.over or hand.up[index]:
        return True
    if banker:
        return deal.banker_exposed or (viewer == deal.banker and deal.banker_looked)
    return viewer == hand.player or hand.exposed


def _check_hand(deal: Deal, hand: Hand, shown: HandView, viewer: str | None, bank: bool) -> None:
    assert len(shown.cards) == len(hand.cards)
    for index, (card, seen) in enumerate(zip(hand.cards, shown.cards, strict=True)):
        if _sees(deal, hand, index, viewer, bank):
            assert seen == card, (viewer, hand.player, index)
        else:
            assert seen is None, f"{viewer or 'the table'} was sent {hand.player}'s {card}"
    if None in shown.cards:  # nothing about a hidden card: no kind, total or words
        assert (shown.kind, shown.total, shown.description) == (None, None, None)


def check_view(session: Session, view: TableView) -> None:
    """``view`` shows ``view.viewer`` exactly the cards the rules let them see, and the
    moves of a turn only to the player whose turn it is."""
    viewer = view.viewer
    assert view.serial == len(session.events)
    if view.deal_index is None:
        assert not view.seats and view.banker_hand is None
        return
    deal = session.deals[view.deal_index]
    assert view.banker_hand is not None
    _check_hand(deal, deal.banker_hand, view.banker_hand, viewer, bank=True)
    for seat in view.seats:
        hands = deal.seats[seat.player].hands
        assert len(seat.hands) == len(hands)
        for hand, shown in zip(hands, seat.hands, strict=True):
            _check_hand(deal, hand, shown, viewer, bank=False)
    nxt = view.next
    if nxt is not None and nxt.type == "play" and nxt.player != viewer:
        assert nxt.moves == () and nxt.buy_min is None  # whether it may stick tells a total
    if viewer is None or nxt is None or nxt.player != viewer:
        assert view.refused == {}
    public = {c for h in _all_hands(deal) for i, c in enumerate(h.cards) if _public(deal, h, i)}
    for said in view.messages:
        assert set(said.cards) <= public, said  # the table is told public cards only


def _all_hands(deal: Deal) -> list[Hand]:
    return [deal.banker_hand, *(h for p in deal.order for h in deal.seats[p].hands)]


def _public(deal: Deal, hand: Hand, index: int) -> bool:
    return _sees(deal, hand, index, None, hand is deal.banker_hand)


def _random_rules(rng: random.Random) -> HouseRules:
    chosen = {spec.key: rng.choice(spec.values) for spec in SPECS if rng.random() < 0.6}
    return HouseRules(**chosen)  # type: ignore[arg-type]


def play_watched(seed: int, folder: Path, check: Callable[[Session, TableView], None]) -> int:
    """Play a random session through a table that every audience watches; check every
    message each audience is sent, read back from its JSON. Returns how many."""
    rng = random.Random(seed)
    players = rng.randint(2, 8)
    names = [f"P{i}" for i in range(1, players + 1)]
    session = Session(names, rng.randint(1, 3), _random_rules(rng))
    table = Table(rng, SessionStore(folder), session)
    bias, style = rng.choice(BIASES), rng.choice(STYLES)
    sent = 0

    def watcher(viewer: str | None) -> Callable[[TableView], None]:
        def receive(view: TableView) -> None:
            nonlocal sent
            sent += 1
            message = decode(json.loads(json.dumps(encode(ViewMessage(view)))))
            assert isinstance(message, ViewMessage) and message.view.viewer == viewer
            check(session, message.view)

        return receive

    for viewer in (None, *names):
        table.watch(viewer, watcher(viewer))
    while (event := choose(session, rng, bias, style)) is not None:
        if isinstance(event, Cut | Pack):
            assert table.apply(event) is None
        else:
            assert table.submit(event.player, event) is None
    table.release()
    return sent


@pytest.mark.parametrize("seed", range(12))
def test_no_audience_is_sent_a_card_the_rules_hide_from_it(seed: int, tmp_path: Path) -> None:
    assert play_watched(seed, tmp_path, check_view) > 0


def test_the_check_finds_a_card_shown_to_the_wrong_seat(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One visibility rule broken: a player's face-down cards shown to everyone.
    monkeypatch.setattr(
        views, "_player_hand_visible", lambda deal, hand, viewer: [True] * len(hand.cards)
    )
    with pytest.raises(AssertionError, match="was sent"):
        for seed in range(4):
            play_watched(seed, tmp_path / str(seed), check_view)


def test_the_check_finds_the_bankers_first_card_shown_before_it_is_turned(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Another: the banker's hidden cards shown to the players while they play.
    monkeypatch.setattr(
        views, "_banker_hand_visible", lambda deal, viewer: [True] * len(deal.banker_hand.cards)
    )
    with pytest.raises(AssertionError, match="was sent"):
        for seed in range(4):
            play_watched(seed, tmp_path / str(seed), check_view)


def test_a_seat_moves_only_for_itself(tmp_path: Path) -> None:
    from helpers.stacking import stacked_session

    from pontoon_tui.engine.events import Stake

    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", [])
    table = Table(random.Random(1), SessionStore(tmp_path), session)
    assert table.submit("Cat", Stake("Bob", 2)) == "Cat moves only for Cat, not for Bob"
    assert table.submit("Cat", Stake("Cat", 2)) == "it is Bob's turn to stake, not Cat's"
    assert table.submit("Bob", Stake("Bob", 2)) is None
    assert table.view("Bob").seat("Bob") is not None
    table.release()
