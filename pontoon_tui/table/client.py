"""What a screen of the game may ask of the table: the views it shows and the moves it
sends, and nothing of the session behind them.

:class:`~pontoon_tui.table.service.Table` is the table itself, for the terminal in front of
it; a screen elsewhere (a player's own terminal) would hold another object with the same
members, fed by the messages of :mod:`pontoon_tui.table.protocol`. The game's screens are
written against :class:`TableClient`, so either serves them, and a test can feed them a
recorded stream of views.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from pontoon_tui.engine.said import Said
    from pontoon_tui.engine.views import TableView
    from pontoon_tui.table.protocol import Hint, SeatMove
    from pontoon_tui.table.service import TableSettings


class TableClient(Protocol):
    """The table as the game's screens see it."""

    @property
    def settings(self) -> TableSettings:
        """The computer's seats and whether hints are on (public)."""
        ...

    @property
    def in_play(self) -> bool:
        """Whether a session is in play."""
        ...

    @property
    def serial(self) -> int:
        """How many events the session has taken: a view with this serial is current."""
        ...

    @property
    def people(self) -> tuple[str, ...]:
        """The seats people play, in seating order."""
        ...

    @property
    def strategies_ready(self) -> bool:
        """Whether the computer's seats may move and hints be worked out now without
        holding the screen still."""
        ...

    @property
    def save_warning(self) -> str | None:
        """The line to show while the session on disk is behind the game."""
        ...

    @property
    def path(self) -> Path | None:
        """The session's file, once it has one."""
        ...

    def view(self, viewer: str | None = None, deal: int | None = None) -> TableView:
        """What ``viewer`` (a seat, or None for everyone) may see now, of the latest deal
        or of the deal at index ``deal``."""
        ...

    def is_computer(self, player: str | None) -> bool:
        """Whether the computer plays ``player``'s seat."""
        ...

    def computer_due(self) -> str | None:
        """The computer seat whose decision the session waits for, if any."""
        ...

    def play_computer(self, seat: str) -> list[Said]:
        """Play the computer seat ``seat``'s move; what the table was told."""
        ...

    def submit(self, seat: str, move: SeatMove) -> str | None:
        """``seat`` makes ``move``; the reason it is refused, or None."""
        ...

    def refusal(self, seat: str, move: SeatMove) -> str | None:
        """Why ``seat``'s ``move`` would be refused now, or None."""
        ...

    def cut(self, seat: str) -> str | None:
        """``seat`` cuts for the bank (one round); the reason it cannot, or None."""
        ...

    def hints(self, seat: str) -> list[Hint]:
        """What each legal move of ``seat``'s hand in play is worth to that seat."""
        ...
