"""The screen that shows each step of the flow (see :mod:`pontoon_tui.app.flow`).

Each screen's module is imported when its step first comes: the first frame (setup, the
resume list, "enlarge the terminal") does not wait for the screens of play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textual.screen import Screen

    from pontoon_tui.app.flow import Step
    from pontoon_tui.table.client import TableClient


def screen_for(table: TableClient, step: Step, computer_pause: float) -> Screen[Any]:
    """The screen ``step`` names, for ``game`` (a computer seat waiting
    ``computer_pause`` seconds before each move)."""
    player = step.player or ""
    if step.screen == "pass":
        from pontoon_tui.app.screens.pass_device import PassDeviceScreen

        return PassDeviceScreen(table, player, step.purpose)
    if step.screen == "stake":
        from pontoon_tui.app.screens.deal import StakeScreen

        return StakeScreen(table, player)
    if step.screen == "double":
        from pontoon_tui.app.screens.double import DoubleScreen

        return DoubleScreen(table, player)
    if step.screen == "play":
        from pontoon_tui.app.screens.player_turn import PlayerTurnScreen

        return PlayerTurnScreen(table, player)
    if step.screen == "bank":
        from pontoon_tui.app.screens.banker_turn import BankerTurnScreen

        return BankerTurnScreen(table)
    if step.screen == "computer":
        from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen

        return ComputerTurnScreen(table, computer_pause)
    if step.screen == "cut":
        from pontoon_tui.app.screens.cut_for_bank import CutScreen

        return CutScreen(table)
    if step.screen in ("ledger", "banker-pontoon"):
        from pontoon_tui.app.screens.banker_pontoon import BankerPontoonScreen
        from pontoon_tui.app.screens.ledger import LedgerScreen

        assert step.deal is not None
        made = BankerPontoonScreen if step.screen == "banker-pontoon" else LedgerScreen
        return made(table, step.deal)
    from pontoon_tui.app.screens.standings import StandingsScreen

    return StandingsScreen(table)
