"""A deal on screen names its own banker, even once a player's pontoon has given the bank
to the next (R21) while the deal's last moves still show."""

from __future__ import annotations

import random
from pathlib import Path

from helpers.app_driver import plain_move, screen_text

from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.widgets.table import PublicTable
from pontoon_tui.engine.events import Buy, Event, Split, Stake, Stick, Twist
from pontoon_tui.engine.said import lines
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.views import table_view
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.service import Table, TableSettings

SIZE = (100, 30)

LONG = 60.0  # a pause no test waits out: Space plays each computer move


def to_the_bank(seed: int) -> Table:
    """Ann, Bob and the computer's Cpu1 and Cpu2 from ``seed`` until the first banker's
    turn; Ann and Bob play the plain way, the banker holds at 17."""
    table = Table(random.Random(seed), SessionStore(Path("/nonexistent-pontoon-dir")))
    table.session = Session(["Ann", "Bob", "Cpu1", "Cpu2"])
    table.settings = TableSettings(frozenset({"Cpu1", "Cpu2"}))
    session = table.active
    while True:
        nxt = session.next()
        assert nxt is not None
        if nxt.type in ("cut", "pack"):
            table.apply_chance()
        elif nxt.type == "bank":
            return table
        elif table.computer_due() is not None:
            table.play_computer(nxt.player or "")
        elif nxt.type == "stake":
            session.apply(Stake(nxt.player or "", 2))
        else:
            move = plain_move(session, nxt)
            player = nxt.player or ""
            event: Event = {"split": Split(player), "twist": Twist(player)}.get(move, Stick(player))
            if move == "buy":
                event = Buy(player, nxt.buy_min or 1)
            session.apply(event)


async def test_a_deal_ended_by_a_players_pontoon_still_names_its_own_banker(
    save_dir: Path,
) -> None:
    # Seed 21: the computer's Cpu1 banks the first deal and Bob makes Pontoon, so Bob
    # banks the next deal (R21) while Cpu1's last moves are still on screen.
    table = to_the_bank(21)
    session = table.active
    deal = session.deals[0]
    assert deal.banker == "Cpu1" and any("Bob shows Pontoon" in m for m in lines(deal.messages))
    app = make_app(
        session=session, save_dir=save_dir, computers=["Cpu1", "Cpu2"], computer_pause=LONG
    )
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        for _ in range(6):
            if deal.over:
                break
            assert isinstance(app.screen, ComputerTurnScreen)
            await pilot.press("space")
            await pilot.pause()
        assert deal.over and session.banker == "Bob"
        screen = app.screen
        assert isinstance(screen, ComputerTurnScreen)  # still showing the ended deal
        text = screen_text(app)
        assert "Deal 1 of 8 · Cpu1 banks" in text
        assert "Bob banks" not in text
        table = screen.query_one(PublicTable)
        assert table.banker == "Cpu1"
        bank_row = next(line for line in text.splitlines() if " bank " in line)
        assert "Cpu1" in bank_row and "Bob" not in bank_row


def test_a_views_deal_banker_is_the_deal_on_the_tables() -> None:
    table = to_the_bank(21)
    session = table.active
    while session.deals[0].stage.value == "bank":
        table.play_computer("Cpu1")
    view = table_view(session, None)
    assert view.banker == "Bob"  # the next deal's
    assert view.deal_banker == "Cpu1"  # the deal on the table
