"""At 160x48 no screen of a deal leaves more than a third of the terminal's lines empty:
the cards grow, the table is drawn as seats round a felt, the ledger shows the settled
table and the standings chart the balances."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from helpers.app_driver import Driver, empty_rows, screen_text
from helpers.app_stack import bob_with_four_hands, stacked_session
from helpers.snapshots import split_table
from textual.screen import Screen

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.colours import DARK
from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.standings import StandingsScreen
from pontoon_tui.app.widgets.card import MEDIUM
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app

pytestmark = pytest.mark.slow

SIZE = (160, 48)
MOST_EMPTY = SIZE[1] // 3


def before_the_cut(save_dir: Path) -> PontoonApp:
    return make_app(session=Session(["Ann", "Bob", "Cat"], deals=1), save_dir=save_dir, seed=3)


def one_deal(save_dir: Path) -> PontoonApp:
    top = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top, deals=1)
    return make_app(session=session, save_dir=save_dir)


@pytest.mark.parametrize(
    ("make", "screen"),
    [
        (before_the_cut, CutScreen),
        (split_table, StakeScreen),
        (split_table, PlayerTurnScreen),
        (split_table, BankerTurnScreen),
        (split_table, LedgerScreen),
        (one_deal, StandingsScreen),
    ],
    ids=["cut", "stake", "turn", "bank", "ledger", "standings"],
)
async def test_a_deal_screen_at_160_by_48_leaves_at_most_a_third_empty(
    save_dir: Path, make: Callable[[Path], PontoonApp], screen: type[Screen[None]]
) -> None:
    app = make(save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await Driver(pilot).play_until(lambda driver: isinstance(driver.app.screen, screen))
        await pilot.pause()
        empty = empty_rows(app, DARK.felt)
        assert len(empty) <= MOST_EMPTY, empty


async def test_four_split_hands_at_160_by_48_all_show_in_smaller_cards(save_dir: Path) -> None:
    app = make_app(session=bob_with_four_hands(), save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        own = [line[:60] for line in screen_text(app).splitlines()]
        assert any("Hand 4" in line for line in own)
        assert any("│   7♥│ │  10♦│" in line for line in own)  # hand 4's cards, medium
        assert not any("│7♠     │" in line for line in own)  # none large: four would not fit
        boxes = app.screen.query(HandBox)
        assert {box.card_limit for box in boxes} == {MEDIUM.height}


async def test_the_ledgers_settled_table_fits_whole_beside_what_happened(save_dir: Path) -> None:
    top = ["9S", "10S", "10H", "2D", "5H", "9H", "KS", "AD", "3C", "4C", "5C"]
    session = stacked_session(["Dave", "Amy", "Bill", "Cleo"], "Dave", top)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=SIZE) as pilot:
        await Driver(pilot).play_until(lambda d: isinstance(d.app.screen, LedgerScreen))
        await pilot.pause()
        text = screen_text(app)
        assert "More below" not in text  # nothing of it scrolled off
        left = [line[:96] for line in text.splitlines()]  # beside "What happened"
        assert sum(line.count("╭") for line in left) == 4  # every seat's box whole
        assert sum(line.count("╯") for line in left) == 4
