"""The host's terminal at a table whose players may join from their own devices
(``pontoon host``).

It is the game of one terminal (:class:`~pontoon_tui.app.app.PontoonApp`) with a door
beside it: it opens on the lobby (the table code, how to join, who has joined), seats
the devices that joined by their names, and while a player decides on their own device
it shows the table as it plays. The people at this terminal pass it round as before; the
computer's seats, the cut and the shuffle are played here.
"""

from __future__ import annotations

import shutil
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from textual.binding import Binding, BindingType

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.flow import Seen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.safetext import safe_text
from pontoon_tui.table.link import LinkServer

if TYPE_CHECKING:
    from textual.screen import Screen

    from pontoon_tui.table.service import Table


LEAVING_SECONDS = 2.0
"""How long the host waits for the devices' screens to end before it ends itself."""


class Door(Protocol):
    """What the host's terminal needs of the door (:class:`pontoon_tui.door.server.Door`)."""

    port: int
    fingerprint: str
    opening: int
    """The port the door opens now (named when it cannot)."""

    @property
    def shown_code(self) -> str:
        """The table code as the lobby shows it."""
        ...

    def join_lines(self) -> list[str]:
        """The commands that join this table, one for each address of this machine."""
        ...

    def web_urls(self) -> list[str]:
        """The browser page's addresses with the code in them (none without a web door)."""
        ...

    async def open(self, link: LinkServer, socket_path: Path) -> None:
        """Start letting players in; raises :class:`OSError` when it cannot."""
        ...

    async def open_web(self, port: int = 8080) -> None:
        """Let players in from browsers too; raises :class:`OSError` when it cannot."""
        ...

    def close(self) -> None:
        """Stop letting players in and end their screens."""
        ...

    async def closed(self, limit: float) -> None:
        """Wait up to ``limit`` seconds for the players' screens to end by themselves."""
        ...


class HostApp(PontoonApp):
    """The host's terminal.

    Args:
        table: the table.
        door: the door the players come in by.
        options: as for :class:`~pontoon_tui.app.app.PontoonApp`.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("f2", "join_info", "Join", key_display="F2"),
        Binding("f3", "seats", "Seats", key_display="F3"),
    ]

    def __init__(self, table: Table, door: Door, **options: Any) -> None:
        super().__init__(table, **options)
        self.door = door
        self.link = LinkServer(table)
        self.link.on_join = self._joined
        self.link.on_leave = self._left
        self.link.on_change = self._seats_changed
        self.marked: set[str] = set()
        """The seats setup marked to be played from devices that have not joined yet."""
        self.stand_ins: set[str] = set()
        """The away seats the computer plays until their players are back."""
        self.folder = Path(tempfile.mkdtemp(prefix="pontoon-host-"))
        """The host's own folder (mode 0700) for the link's socket."""

    def get_default_screen(self) -> Screen[Any]:
        """The lobby, under every other screen."""
        from pontoon_tui.app.screens.lobby import LobbyScreen

        self.scan_saved()
        return LobbyScreen(self.door, self.link, self.open_setup)

    def on_mount(self) -> None:
        """Open the door, then resume or offer saved sessions as the game does."""
        super().on_mount()
        self.run_worker(self._open_door(), name="door", exit_on_error=False)

    async def _open_door(self) -> None:
        socket_path = self.folder / "table.sock"
        try:
            await self.link.start(socket_path)
            await self.door.open(self.link, socket_path)
        except OSError as error:
            why = safe_text(error.strerror or error, 120)
            port = self.door.opening
            self.exit(
                2, return_code=2, message=f"pontoon host: the door cannot open (port {port}): {why}"
            )

    def on_unmount(self) -> None:
        """Close the door and the link with the game."""
        super().on_unmount()
        self.door.close()
        self.link.close()
        shutil.rmtree(self.folder, ignore_errors=True)

    def leave(self) -> None:
        """Tell the players' devices the table is closing, give their screens a moment
        to end and put their terminals back as they were, then end."""
        self.link.farewell("the host has closed the table; the session is saved")
        self.run_worker(self._close_door(), name="closing", exit_on_error=False)

    async def _close_door(self) -> None:
        await self.door.closed(LEAVING_SECONDS)
        self.exit(0)

    def open_setup(self) -> None:
        """Setup, with the devices that have joined seated by their names."""
        from pontoon_tui.storage.config import Seat

        self.table.close()
        self.seen = Seen()
        seats = [Seat(name, False) for name in self.link.connected]
        note = "Seated by their names: the devices that have joined" if seats else "No seats"
        self.show(SetupScreen(self.problems, seats=(seats, note)), self._set_up)

    @property
    def may_open_door(self) -> bool:
        """The door is open already."""
        return False

    @property
    def device_names(self) -> frozenset[str]:
        """The seats setup marks as played from devices: the names of the devices at the
        table now, and the seats marked for a device that will join by that name."""
        return frozenset(self.link.connected) | frozenset(self.marked)

    def toggle_device(self, name: str) -> None:
        """Setup's ``o``: the seat ``name`` is played from a device, or at this terminal."""
        if name in self.marked or name in self.link.connected:
            self.marked.discard(name)
            if name in self.link.connected:
                self.notify(f"{name}'s device has joined: that seat is theirs.", timeout=4)
        else:
            self.marked.add(name)

    def away_seats(self) -> tuple[str, ...]:
        """The seats whose devices have left the table."""
        return self.link.away

    def remote_seats(self, players: list[str]) -> frozenset[str]:
        """The seats whose names a device at the table joined with, and those marked for
        a device that joins later."""
        joined = {name.casefold() for name in self.device_names}
        return frozenset(p for p in players if p.casefold() in joined)

    def _joined(self, name: str) -> None:
        self._lobby_changed()
        if self.table.in_play:
            self.notify(f"{name} has joined the table.", timeout=4)

    def _left(self, name: str) -> None:
        self._lobby_changed()
        if self.table.in_play:
            self.notify(f"{name}'s device has left the table.", timeout=4)

    def seat_states(self) -> list[tuple[str, str]]:
        """Each seat played from a device, and how it stands."""
        if not self.table.in_play:
            return []
        away, asking = set(self.link.away), set(self.link.asking())
        states = []
        for seat in self.table.active.players:
            if seat not in self.table.settings.remote:
                continue
            if seat not in away:
                how = "at their device"
            elif seat in asking:
                how = "away; a device asks to take it back (a gives it)"
            else:
                how = "away"
            if seat in self.stand_ins:
                how += "; the computer plays it"
            states.append((seat, how))
        return states

    def give_back(self, seat: str) -> str:
        """Give ``seat`` back to the device asking for it; what happened."""
        if self.link.approve(seat):
            return f"{seat}'s seat is back at {seat}'s device."
        return f"No device asks for {seat}'s seat now."

    def stand_in(self, seat: str) -> str:
        """The computer plays ``seat`` while it is away, or stops; what happened."""
        settings = self.table.settings
        if seat in self.stand_ins:
            self._stop_standing_in(seat)
            return f"The computer no longer plays {seat}'s seat."
        if seat not in self.link.away:
            return f"{seat} is at their device: the computer plays only a seat that is away."
        self.stand_ins.add(seat)
        self.table.settings = settings._replace(computers=settings.computers | {seat})
        self.table.save()
        self.table.changed()
        self.notify(f"The computer plays {seat}'s seat until {seat} is back.", timeout=5)
        return f"The computer plays {seat}'s seat until {seat} is back."

    def _stop_standing_in(self, seat: str) -> None:
        settings = self.table.settings
        self.stand_ins.discard(seat)
        self.table.settings = settings._replace(computers=settings.computers - {seat})
        self.table.save()
        self.table.changed()

    def _seats_changed(self) -> None:
        """A seat was taken back or left away: a player back at their device plays for
        themselves again."""
        for seat in list(self.stand_ins):
            if seat not in self.link.away:
                self._stop_standing_in(seat)
                self.notify(f"{seat} is back: the computer no longer plays that seat.")
        self._lobby_changed()
        self.follow_table()

    def action_seats(self) -> None:
        """The seats at devices (F3), over whatever shows."""
        from pontoon_tui.app.screens.seats import SeatsScreen

        if self.table.in_play and not isinstance(self.screen, SeatsScreen):
            self.push_screen(SeatsScreen(self))

    def _lobby_changed(self) -> None:
        from pontoon_tui.app.screens.join import JoinScreen
        from pontoon_tui.app.screens.lobby import LobbyScreen
        from pontoon_tui.app.screens.seats import SeatsScreen
        from pontoon_tui.app.widgets.seat_list import SeatList

        for screen in self.screen_stack:
            if isinstance(screen, LobbyScreen | JoinScreen | SeatsScreen):
                screen.follow()
            for seats in screen.query(SeatList):
                seats.follow()

    def action_join_info(self) -> None:
        """How to join this table (F2), over whatever shows."""
        from pontoon_tui.app.screens.join import JoinScreen
        from pontoon_tui.app.screens.lobby import LobbyScreen

        if not isinstance(self.screen, JoinScreen | LobbyScreen):
            self.push_screen(JoinScreen(self.door, self.link))
