"""The game's screens, one module each."""

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.screens.buy import BuyScreen
from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.deal import BankerPontoonScreen, StakeScreen
from pontoon_tui.app.screens.help import HelpScreen
from pontoon_tui.app.screens.ledger import LedgerScreen, StandingsScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.quit import QuitScreen, TooSmallScreen
from pontoon_tui.app.screens.setup import ResumeScreen, SetupScreen

__all__ = [
    "BankerPontoonScreen",
    "BankerTurnScreen",
    "BuyScreen",
    "ComputerTurnScreen",
    "CutScreen",
    "GameScreen",
    "HelpScreen",
    "LedgerScreen",
    "PassDeviceScreen",
    "PlayerTurnScreen",
    "QuitScreen",
    "ResumeScreen",
    "SetupScreen",
    "StakeScreen",
    "StandingsScreen",
    "TooSmallScreen",
]
