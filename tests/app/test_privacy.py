"""R25/R26 at every screen: nobody sees a card they must not see.

Complete deals are played through the app with real key presses. At every screen the
rendered text is checked against ``hidden_cards(session, holder)`` for the person holding
the device (the one the last pass-the-device screen named). With eight players a hidden
card's twin from the second pack may be legitimately face up, and a ledger shows the
settled deal; only those copies are excused.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers.app_driver import Driver, screen_text
from helpers.app_stack import NAMES, play, stacked_session
from helpers.privacy import PrivacyCheck, cards_of

from pontoon_tui.app.screens.history import HistoryScreen
from pontoon_tui.engine.cards import card_label
from pontoon_tui.engine.events import Buy, Stake, Stick, Twist
from pontoon_tui.engine.moves import Next
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow


def adventurous(session: Session, nxt: Next) -> str:
    """Splits every pair, buys whenever it may below 15, twists below 16, sticks."""
    assert nxt.player is not None
    seat = table_view(session, nxt.player).seat(nxt.player)
    assert seat is not None
    total = seat.hands[nxt.hand - 1].total or 0
    if "split" in nxt.moves:
        return "split"
    if "buy" in nxt.moves and total < 15:
        return "buy"
    if "stick" in nxt.moves and total >= 16:
        return "stick"
    return "twist"


@pytest.mark.parametrize(
    ("players", "seed", "deals"),
    [(2, 5, 3), (4, 8, 1), (6, 3, 1)],
)
async def test_seeded_sessions_never_show_a_hidden_card(
    players: int, seed: int, deals: int, save_dir: Path
) -> None:
    session = Session(NAMES[:players], deals=deals)
    check = PrivacyCheck()
    app = make_app(session=session, rng=random.Random(seed), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot, choose=adventurous, check=check, stake=3, banker_stands=16)
        await driver.play_to_the_end()
    assert session.finished
    assert check.private_screens >= 2 * (players - 1) * deals
    assert check.hidden_checked > 0


# Five players, Ann banks: Bob splits 8s and buys; Cat splits 9s; Dan and Eve buy.
FIVE_TOP = [
    *["8S", "9S", "3S", "2S", "10S"],
    *["8H", "9H", "4S", "3H", "7D"],
]
# Eight players on two packs, Ann banks: Bob splits his 7s to four hands.
EIGHT_TOP = [
    *["7S", "KS", "KH", "KD", "KC", "QS", "QH", "10S"],
    *["7H", "8S", "8H", "8D", "8C", "9S", "9H", "6S"],
    *["7D", "10D", "7C", "9D", "10C", "5D"],
]


@pytest.mark.parametrize(
    ("players", "top", "deals"),
    [(5, FIVE_TOP, 2), (8, EIGHT_TOP, 1)],
    ids=["five-players", "eight-players"],
)
async def test_stacked_deals_with_splits_and_buys_never_show_a_hidden_card(
    players: int, top: list[str], deals: int, save_dir: Path
) -> None:
    session = stacked_session(NAMES[:players], "Ann", top, deals=deals)
    check = PrivacyCheck()
    app = make_app(session=session, rng=random.Random(4), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot, choose=adventurous, check=check, stake=2, banker_stands=16)
        await driver.play_to_the_end()
    kinds = [type(e).__name__ for e in session.events]
    assert "Split" in kinds and "Buy" in kinds
    assert check.private_screens >= 2 * (players - 1)
    assert check.hidden_checked > 0


HOUSE_RULE_SETS = {
    "doubles-and-second-card-up": HouseRules(banker_doubles=True, second_card="up"),
    "doubles-stick-16-aces": HouseRules(banker_doubles=True, stick_min=16, split="aces"),
    "second-card-up-every-deal": HouseRules(
        second_card="up", shuffle="every-deal", buy_fifth=False, pontoon_pays=3
    ),
}


@pytest.mark.parametrize("house", HOUSE_RULE_SETS.values(), ids=HOUSE_RULE_SETS.keys())
async def test_house_rules_never_show_a_hidden_card(house: HouseRules, save_dir: Path) -> None:
    """H7: the banker's first card only on the banker's own screen, once the banker holds
    the device; H9: second cards public to all, everything else as private as ever."""
    session = Session(NAMES[:3], deals=2, rules=house)
    check = PrivacyCheck()
    app = make_app(session=session, rng=random.Random(11), save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        driver = Driver(pilot, choose=adventurous, check=check, stake=3, banker_stands=16)
        await driver.play_to_the_end()
    assert session.finished
    assert check.hidden_checked > 0
    if house.banker_doubles:
        assert "DoubleScreen" in driver.screens
        assert any(deal.doubled for deal in session.deals)
    assert (check.public_seconds > 0) == (house.second_card == "up")


# Ann banks. Deal 1 is settled without a Pontoon (Bob 9♠ 7♣ and Cat 10♥ 6♦ stick, Ann's
# Q♦ 4♠ twists 2♣ and sticks), so deal 2 is dealt from the same pack: the cards after
# these, Bob's first, Cat's first, Ann's first, Bob's second, ... and Bob's purchase.
SETTLED_DEAL = ["9S", "10H", "QD", "7C", "6D", "4S", "2C"]
IN_PROGRESS = {
    "spades-first": ["KS", "5H", "8D", "3C", "JH", "7S", "4D"],
    "hearts-first": ["KH", "5C", "8S", "3D", "JD", "7H", "4C"],
}
"""Two deals under way that play alike with different cards (the same ranks)."""


def interrupted_session(in_progress: list[str]) -> Session:
    """Deal 1 settled; deal 2 under way, Bob having bought a card face down."""
    session = stacked_session(NAMES[:3], "Ann", [*SETTLED_DEAL, *in_progress])
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"))
    play(session, Twist("Ann"), Stick("Ann"), Stake("Bob", 1), Stake("Cat", 4))
    play(session, Buy("Bob", 2))
    return session


async def every_view_of_the_history(save_dir: Path) -> tuple[list[str], HistoryScreen]:
    """Open the resume list's hand history and show every deal and every hand in it."""
    app = make_app(save_dir=save_dir)
    seen: list[str] = []
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        for _ in screen.history.deals:
            for _ in screen.hands():
                seen.append(screen_text(app))
                await pilot.press("down")
                await pilot.pause()
            await pilot.press("right")
            await pilot.pause()
    return seen, screen


async def test_the_hand_history_never_shows_the_deal_in_progress(tmp_path: Path) -> None:
    """R25: an unfinished session's history shows the deals over, and nothing of the
    deal under way; what it shows is the same whatever that deal holds."""
    views: dict[str, list[str]] = {}
    for name, cards in IN_PROGRESS.items():
        session = interrupted_session(cards)
        deal = session.current_deal
        assert deal is not None and deal.number == 2
        private = set(cards_of(deal))
        assert private == set(cards), "every card of deal 2 is in a hand"
        folder = tmp_path / name
        SessionStore(folder).save(session, folder / "session-20260101-120000.json")
        seen, screen = await every_view_of_the_history(folder)
        assert [d.number for d in screen.history.deals] == [1]
        assert len(seen) == 3  # Bob's hand, Cat's hand, the banker's
        assert "deal 2 is under way and its cards are not shown" in " ".join(seen[-1].split())
        assert any(card_label("2C") in text for text in seen)  # deal 1's cards do show
        for text in seen:
            for code in private:
                assert card_label(code) not in text, f"{code} of the deal in progress:\n{text}"
        views[name] = seen
    assert views["spades-first"] == views["hearts-first"]
