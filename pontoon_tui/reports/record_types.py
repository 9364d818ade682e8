"""What the records hold: one finished session's record, one player's row, the files left
out and why, and everything a read of the save folder found (see
:func:`pontoon_tui.reports.records.read_records`, which makes them, and
:mod:`pontoon_tui.reports.records_cache`, which remembers them). Plain data: both of those
modules import it, and it imports neither."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import Enum
from pathlib import Path

from pontoon_tui.rules import HouseRules
from pontoon_tui.rules.words import house_rules_words


class Skip(Enum):
    """Why a session file is not in the records."""

    UNFINISHED = "unfinished"
    CORRUPT = "corrupt"
    IN_PLAY = "in play"
    """Held by a running game, finished or not (open in a game in another window)."""


@dataclass(frozen=True, slots=True)
class SkippedFile:
    """A session file left out of the records, and why (``reason``: for a corrupt file,
    what is wrong with it)."""

    file: str
    why: Skip
    reason: str = ""


def seat_name(name: str, computer: bool) -> str:
    """``Ann (computer)`` for a seat the computer played, the name alone for a person's."""
    return f"{name} (computer)" if computer else name


@dataclass(frozen=True, slots=True)
class Tally:
    """What one player did in one session beyond their balance.

    Attributes:
        pontoons: hands that were Pontoons (split Pontoons and the banker's included).
        five_card_tricks: five-card tricks (the banker's included).
        busts: hands that went bust (the banker's included).
        deals_banked: counted deals the player banked.
        banker_net: the player's net over the deals they banked.
    """

    pontoons: int = 0
    five_card_tricks: int = 0
    busts: int = 0
    deals_banked: int = 0
    banker_net: int = 0


@dataclass(frozen=True, slots=True)
class SessionRecord:
    """One finished session.

    Attributes:
        file: the session file's name in the save folder.
        date: when it was played: from the file's name, else its modification time.
        players: everyone, in seating order.
        deals: counted deals played.
        rules: the house rules it was played under.
        balances: every player's final balance, in seating order.
        winners: the players with the highest balance (more than one share the win).
        tallies: per player, what they did beyond the balance.
        computers: the seats the file says the computer played.
    """

    file: str
    date: datetime
    players: tuple[str, ...]
    deals: int
    rules: HouseRules
    balances: dict[str, int]
    winners: tuple[str, ...]
    tallies: dict[str, Tally]
    computers: frozenset[str] = frozenset()

    @property
    def rules_words(self) -> list[str]:
        """The house rules that differ from the standard rules, a few words each."""
        return house_rules_words(self.rules)

    def seat(self, player: str) -> str:
        """``player`` as the records name the seat (``Ann (computer)``)."""
        return seat_name(player, player in self.computers)


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """One player name's records over every finished session they played: a person's,
    or the computer's seats of that name.

    Attributes:
        name: the player's name (names are case-sensitive).
        sessions: finished sessions played.
        wins: sessions won, a shared win counted as a win.
        net: total net units.
        deals: counted deals played.
        best: the best session's final balance, and ``best_file`` that session's file.
        worst: the worst session's final balance, and ``worst_file`` that session's file.
        pontoons, five_card_tricks, busts, deals_banked, banker_net: summed over the
            sessions (see :class:`Tally`).
        computer: whether these are the seats of that name the computer played.
    """

    name: str
    sessions: int
    wins: int
    net: int
    deals: int
    best: int
    best_file: str
    worst: int
    worst_file: str
    pontoons: int
    five_card_tricks: int
    busts: int
    deals_banked: int
    banker_net: int
    computer: bool = False

    @property
    def seat(self) -> str:
        """The row's name as the records show it (``Ann (computer)``)."""
        return seat_name(self.name, self.computer)

    @property
    def per_deal(self) -> float:
        """The average net per deal played."""
        return self.net / self.deals if self.deals else 0.0


@dataclass(frozen=True, slots=True)
class Records:
    """Everything :func:`read_records` found.

    Attributes:
        directory: the save folder read.
        players: one row per player name, and one per name the computer played, most net
            units first (then most wins, then the name, a person's first).
        sessions: the finished sessions, newest first.
        skipped: the session files left out, in name order.
        set_aside: the files a game set aside as corrupt (``….corrupt-N``), in name
            order: never read, counted only.
    """

    directory: Path
    players: tuple[PlayerRecord, ...]
    sessions: tuple[SessionRecord, ...]
    skipped: tuple[SkippedFile, ...]
    set_aside: tuple[str, ...] = ()

    def count(self, why: Skip) -> int:
        """How many files were skipped for ``why``."""
        return sum(1 for skipped in self.skipped if skipped.why is why)

    def player(self, name: str, *, computer: bool = False) -> PlayerRecord | None:
        """The row of the person ``name`` (with ``computer``, of the computer's seats of
        that name), if they played a finished session."""
        return next(
            (row for row in self.players if (row.name, row.computer) == (name, computer)), None
        )

    def path(self, session: SessionRecord) -> Path:
        """The file of ``session`` (to open its history, see :func:`load_history`)."""
        return self.directory / session.file
