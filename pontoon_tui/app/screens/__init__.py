"""The game's screens, one module each.

The names below are imported from their modules on first use, so that importing one
screen (or the app, for its first frame) does not import them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pontoon_tui.lazy import lazy_attribute

if TYPE_CHECKING:
    from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
    from pontoon_tui.app.screens.base import GameScreen
    from pontoon_tui.app.screens.buy import BuyScreen
    from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
    from pontoon_tui.app.screens.cut_for_bank import CutScreen
    from pontoon_tui.app.screens.deal import BankerPontoonScreen, StakeScreen
    from pontoon_tui.app.screens.help import HelpScreen
    from pontoon_tui.app.screens.history import HistoryScreen
    from pontoon_tui.app.screens.ledger import LedgerScreen, StandingsScreen
    from pontoon_tui.app.screens.pass_device import PassDeviceScreen
    from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
    from pontoon_tui.app.screens.quit import QuitScreen, TooSmallScreen
    from pontoon_tui.app.screens.records import RecordsScreen
    from pontoon_tui.app.screens.resume import ResumeScreen
    from pontoon_tui.app.screens.setup import SetupScreen

MODULES = {
    "BankerPontoonScreen": "deal",
    "BankerTurnScreen": "banker_turn",
    "BuyScreen": "buy",
    "ComputerTurnScreen": "computer_turn",
    "CutScreen": "cut_for_bank",
    "GameScreen": "base",
    "HelpScreen": "help",
    "HistoryScreen": "history",
    "LedgerScreen": "ledger",
    "PassDeviceScreen": "pass_device",
    "PlayerTurnScreen": "player_turn",
    "QuitScreen": "quit",
    "RecordsScreen": "records",
    "ResumeScreen": "resume",
    "SetupScreen": "setup",
    "StakeScreen": "deal",
    "StandingsScreen": "ledger",
    "TooSmallScreen": "quit",
}

__all__ = [
    "BankerPontoonScreen",
    "BankerTurnScreen",
    "BuyScreen",
    "ComputerTurnScreen",
    "CutScreen",
    "GameScreen",
    "HelpScreen",
    "HistoryScreen",
    "LedgerScreen",
    "PassDeviceScreen",
    "PlayerTurnScreen",
    "QuitScreen",
    "RecordsScreen",
    "ResumeScreen",
    "SetupScreen",
    "StakeScreen",
    "StandingsScreen",
    "TooSmallScreen",
]


def __getattr__(name: str) -> object:
    """Import a screen's module the first time the screen is asked for."""
    return lazy_attribute(__name__, MODULES, name)
