"""A player's own device at a table that ``pontoon host`` runs: the same screens as at the
host's terminal, fed by the table over the link (:class:`~pontoon_tui.table.link.RemoteTable`).

The device shows its seat's own decisions (its stake, the banker's doubling, its turn,
the bank), the ledgers and the standings, and otherwise the table as it plays
(:class:`~pontoon_tui.app.screens.watch.WatchScreen`, with the seat's own cards beside
it). A device that plays no seat watches: it is only ever sent the public view.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.screen import Screen

from pontoon_tui.app.colour_choice import ColourChoice
from pontoon_tui.app.flow import Seen, Step, after, resumed, seat_step
from pontoon_tui.app.motion import Motion, Stage
from pontoon_tui.app.screens.joined import JoinedScreen
from pontoon_tui.app.screens.phone import PhoneChoices, PhoneScreen
from pontoon_tui.app.screens.too_small import (
    MIN_HEIGHT,
    MIN_WIDTH,
    PHONE_MIN_HEIGHT,
    PHONE_MIN_WIDTH,
    KeepsRoom,
)
from pontoon_tui.app.screens.watch import WatchScreen
from pontoon_tui.app.step_screens import screen_for
from pontoon_tui.table.link import LinkClosed, RemoteTable


class TableChanged(Message):
    """The table sent a new state, or the link closed (posted from the link's thread)."""


class SeatApp(ColourChoice, KeepsRoom):
    """One player's (or a spectator's) screens of a table played elsewhere.

    Args:
        table: the link to the table.
        motion: how much moves on the screen.
    """

    CSS_PATH = "pontoon.tcss"
    TITLE = "Pontoon"
    ENABLE_COMMAND_PALETTE = False
    MIN_SIZE = (PHONE_MIN_WIDTH, PHONE_MIN_HEIGHT)
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "help", "Help"),
        Binding("q", "quit", "Leave"),
    ]

    def __init__(self, table: RemoteTable, motion: Motion = Motion.OFF) -> None:
        super().__init__()
        self.stage = Stage(motion)
        self.table = table
        self.computer_pause = 0.0
        self.seen = Seen()
        self.standings_seen = False
        self.watching = False
        """Whether this device's player chose to watch rather than take a seat back."""
        self.secret_told: str | None = None
        self.shown_serial = -1
        """The table's serial when the screen showing now came up."""
        self.session = -1
        """Which of the host's sessions this device follows (a rematch is a new one)."""
        self.four_colour = self._remembered_colours()
        self.phone_choices = PhoneChoices()
        self.step_screen: Screen[Any] | None = None
        """The screen of the step showing now (not the lobby's, a dialog or help)."""
        self.laid_for_phone = False
        """Whether the step showing now is laid out for a phone (:attr:`compact`)."""
        table.on_change = self._changed

    def _changed(self) -> None:
        self.post_message(TableChanged())  # (from the link's thread: posting is thread-safe)

    def get_default_screen(self) -> Screen[Any]:
        """An empty screen under the game's screens."""
        return Screen()

    def on_mount(self) -> None:
        """Show what the table is doing now."""
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self.check_size()
        self.proceed()

    @property
    def compact(self) -> bool:
        """Whether the terminal is too small for the full screens: the steps are laid
        out for a phone held upright (:class:`~pontoon_tui.app.screens.phone.PhoneScreen`)."""
        return phone_sized(*self.size)

    def on_resize(self, event: events.Resize) -> None:
        """Lay the step showing out again when the terminal crosses from a phone's size
        to the full screens' or back (once the app has taken the new size)."""
        if phone_sized(*event.size) != self.laid_for_phone:
            self.call_later(self.lay_out_again)

    def lay_out_again(self) -> None:
        """Show the step showing now on the screen made for the terminal's size (a dialog or
        help over it goes with it)."""
        shown = self.step_screen
        if shown is None or shown not in self.screen_stack or self.compact == self.laid_for_phone:
            return
        while self.screen is not shown:
            self.pop_screen()
        self.pop_screen()
        self.step_screen = None
        self.proceed()
        self.check_size()

    @property
    def seat(self) -> str | None:
        """The seat this device plays, or None while it watches."""
        return self.table.seat

    def proceed(self, _: object = None) -> None:
        """Show the screen this device needs next (see :func:`~pontoon_tui.app.flow.seat_step`)."""
        if self.table.closed:
            self.exit(0, message=f"Pontoon: you have left the table ({self.table.closed}).")
            return
        if not self.table.in_play or self.table.session != self.session:
            if self.table.in_play:  # a new session (or this device has just joined)
                self.session = self.table.session
                self.seen = resumed(self.table.view())
                self.standings_seen = False
            else:
                self.show(JoinedScreen(self.table), self.proceed)
                return
        if self.table.pending is not None and self.seat is None and not self.watching:
            from pontoon_tui.app.screens.claim import ClaimScreen

            claim = ClaimScreen(self.table)

            def claimed(_: object) -> None:
                self.watching = claim.watching
                self.seen = resumed(self.table.view())  # back where the table is
                self.proceed()

            self.show(claim, claimed)
            return
        self.step_screen = None
        self.tell_secret()
        step = self.due()
        if step.screen == "standings" and self.standings_seen:
            self.show(JoinedScreen(self.table, over=True), self.proceed)
            return
        self.shown_serial = self.table.serial
        self.laid_for_phone = self.compact
        due = lambda: self.due() == step  # noqa: E731
        screen: Screen[Any]
        if self.compact:
            note = self.secret_note(short=True)
            screen = PhoneScreen(self.table, step, self.seat, due, self.phone_choices, note)
        elif step.screen == "standings":
            from pontoon_tui.app.screens.device_standings import DeviceStandings

            screen = DeviceStandings(self.table)
        elif step.screen == "watch":
            note, away = self.secret_note(), lambda: self.table.away
            screen = WatchScreen(self.table, step.player, self.seat, due, note, away)
        else:
            screen = screen_for(self.table, step, 0.0)
        if step.screen in ("stake", "double", "play", "bank"):
            self.bell()  # the table waits for this player
        self.show(screen, lambda _: self._done(step))
        self.step_screen = screen

    def secret_note(self, *, short: bool = False) -> str:
        """The seat's secret, for its player to keep; or that this device watches
        (``short``: in a phone's line)."""
        secret, seat = self.table.secret, self.seat
        if seat is None:
            if short:
                return f"You watch as {self.table.name}."
            return f"You are watching as {self.table.name}: you see what the whole table sees."
        if secret is None:
            return ""
        if short:
            return f"Your seat's secret: {secret}"
        return f"{seat}'s secret: {secret} (it takes your seat back if your connection drops)"

    def tell_secret(self) -> None:
        """Say the seat's secret once, when this device takes the seat."""
        secret = self.table.secret
        if secret is not None and secret != self.secret_told:
            self.secret_told = secret
            if not self.compact:  # (a phone's screens show it under the moves, uncovered)
                self.notify(self.secret_note(), title="Keep this", timeout=8)

    def due(self) -> Step:
        """The step the table needs of this device now."""
        return seat_step(self.table.view(), self.seen, self.seat)

    def _done(self, step: Step) -> None:
        self.standings_seen = step.screen == "standings"
        self.seen = after(step, self.seen)
        self.proceed()

    def on_table_changed(self, _: TableChanged) -> None:
        """Follow the table: the screens that show it as it plays follow it, and a
        device waiting for a session begins it; when the table closes, so do these
        screens."""
        from pontoon_tui.app.screens.claim import ClaimScreen

        if self.table.closed:
            self.exit(0, message=f"Pontoon: you have left the table ({self.table.closed}).")
            return
        from pontoon_tui.app.screens.device_standings import DeviceStandings

        for screen in self.screen_stack:
            if isinstance(
                screen, WatchScreen | JoinedScreen | ClaimScreen | DeviceStandings | PhoneScreen
            ):
                screen.follow()
        if self.table.seat is not None:
            self.tell_secret()
        self.move_on()

    def move_on(self) -> None:
        """Leave what only this device was looking at once the table has gone on: a
        turn that is over (the table shows its end), a ledger or a banker's Pontoon
        once someone has moved in the next deal."""
        from pontoon_tui.app.screens.banker_pontoon import BankerPontoonScreen
        from pontoon_tui.app.screens.ledger import LedgerScreen
        from pontoon_tui.app.screens.player_turn import PlayerTurnScreen

        screen = self.screen
        settled = isinstance(screen, LedgerScreen | BankerPontoonScreen) or (
            isinstance(screen, PhoneScreen) and screen.step.screen in ("ledger", "banker-pontoon")
        )
        if (isinstance(screen, PlayerTurnScreen) and screen.turn_over) or (
            settled and self.table.in_play and self.table.serial != self.shown_serial
        ):
            screen.dismiss(None)

    def action_help(self) -> None:
        """Show the rules."""
        from pontoon_tui.app.screens.help import HelpScreen
        from pontoon_tui.rules import DEFAULT_RULES

        if not isinstance(self.screen, HelpScreen):
            view = self.table.view() if self.table.in_play else None
            rules = DEFAULT_RULES if view is None else view.rules
            deals = None if view is None else view.deals_target
            over = type(self.screen).__name__
            self.push_screen(HelpScreen(rules, in_game=True, deals=deals, over=over))

    async def action_quit(self) -> None:
        """Leave the table (the seat waits for its player to come back)."""
        from pontoon_tui.app.screens.leave import LeaveScreen

        if not isinstance(self.screen, LeaveScreen):

            def answered(leave: bool | None) -> None:
                if leave:
                    self.table.close()
                    self.exit(0)

            self.push_screen(LeaveScreen(self.seat), answered)

    def on_key(self, event: events.Key) -> None:
        """End any motion at once; drop a key typed before the screen now showing came up."""
        self.stage.finish()
        shown_at = getattr(self.screen, "shown_at", None)
        if shown_at is not None and event.time < shown_at:
            event.prevent_default()
            event.stop()


def phone_sized(width: int, height: int) -> bool:
    """Whether a terminal of ``width`` x ``height`` is laid out for a phone (known, and
    smaller than the full screens need)."""
    return bool(width and height) and (width < MIN_WIDTH or height < MIN_HEIGHT)


def run_seat(path: str, ticket: str, *, animation: bool = True) -> int:
    """Join the table at the socket ``path`` with ``ticket`` and play until leaving;
    the exit status (2 when the table cannot be reached)."""
    import sys

    from pontoon_tui.storage.config import remembered_animation

    try:
        table = RemoteTable(path, ticket)
    except LinkClosed as error:
        print(f"pontoon: {error}", file=sys.stderr)
        return 2
    motion = Motion(remembered_animation()) if animation else Motion.OFF
    app = SeatApp(table, motion)
    app.run()
    table.close()
    return app.return_code or 0
