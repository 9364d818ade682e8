"""The app: which screen comes next, decided from the session and who holds the device.

Screens are pushed one at a time. Each dismisses itself when its part is done, and only
then does :meth:`PontoonApp.proceed` push the next one, so a private screen is gone from
the stack before a pass-the-device screen appears.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any, ClassVar

from textual import events
from textual.app import SystemCommand
from textual.binding import Binding, BindingType
from textual.screen import Screen

from pontoon_tui.app.colour_choice import ColourChoice
from pontoon_tui.app.flow import Seen, Step, after, next_step, resumed
from pontoon_tui.app.motion import Motion, Stage
from pontoon_tui.app.screens.setup import Settings, SetupScreen
from pontoon_tui.app.screens.too_small import KeepsRoom
from pontoon_tui.app.signals import handle_signals
from pontoon_tui.app.step_screens import screen_for
from pontoon_tui.safetext import safe_text
from pontoon_tui.storage.store import Saved
from pontoon_tui.table.service import COMPUTER_PAUSE, Table, TableSettings


def _terminal() -> int | None:
    """The file descriptor of the terminal the app reads keys from, if it has one."""
    stdin = sys.__stdin__
    try:
        return None if stdin is None else stdin.fileno()
    except (OSError, ValueError):
        return None


class PontoonApp(ColourChoice, KeepsRoom):
    """Pontoon for 2-8 people at one terminal, in the colours the table chose last (see
    :class:`~pontoon_tui.app.colour_choice.ColourChoice`).

    Args:
        game: the game to play (with a session to resume it, or without one for setup).
        problems: lines to show on the setup screen (save files that could not be used).
        offer_saved: whether to look for unfinished sessions in the save directory.
        computer_pause: seconds a computer seat waits before each move, so the table can
            follow it.
    """

    CSS_PATH = "pontoon.tcss"
    TITLE = "Pontoon"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("question_mark,f1", "help", "Help"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(
        self,
        table: Table,
        *,
        problems: list[str] | None = None,
        offer_saved: bool = True,
        computer_pause: float = COMPUTER_PAUSE,
        motion: Motion = Motion.OFF,
    ) -> None:
        super().__init__()
        self.stage = Stage(motion)
        """How much moves, and what is moving now (:mod:`~pontoon_tui.app.motion`)."""
        self.table = table
        self.problems = list(problems or [])
        self.offer_saved = offer_saved
        self.computer_pause = computer_pause
        table.on_save_change = self.follow_saves
        table.listeners.append(self.follow_table)
        self.seen = Seen()
        self.host_next = False
        """Whether the game is to open again as ``pontoon host`` when this app ends."""
        self.unfinished: list[Saved] = []
        self.four_colour = self._remembered_colours()

    # ----- start ---------------------------------------------------------------------

    def get_default_screen(self) -> Screen[Any]:
        """The screen at the bottom of the stack: setup itself when the app starts with
        nothing to continue (the first frame then builds one screen, not two), otherwise
        an empty one under the screens :meth:`on_mount` shows."""
        if not self.table.in_play:
            self.scan_saved()
            if not self.unfinished:
                return SetupScreen(self.problems, on_done=self._set_up)
        return Screen()

    def scan_saved(self) -> None:
        """Find the unfinished sessions to offer; unusable files are kept aside and said."""
        if not self.offer_saved:
            return
        try:
            unfinished, problems = self.table.store.scan()
        except OSError as error:
            unfinished, problems = [], []
            where = safe_text(self.table.store.directory)
            self.problems.append(f"cannot read {where}: {safe_text(error, 100)}")
        self.problems += [p.message() for p in problems]
        self.unfinished = unfinished

    def on_mount(self) -> None:
        """Resume the given session, or offer saved ones (setup is already showing when
        there are none)."""
        handle_signals(self, None if self.is_headless else _terminal())
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self.check_size()
        if self.table.in_play:
            self.prepare_resume()
            self.proceed()
            self.call_after_refresh(self.table.prime)
        elif self.unfinished:
            self.offer_unfinished()

    def offer_unfinished(self) -> None:
        """The list of unfinished sessions (its module is loaded only when there are some:
        the setup screen, shown when there are none, does not wait for it)."""
        from pontoon_tui.app.screens.resume import ResumeScreen

        self.show(ResumeScreen(self.unfinished, self.problems), self._resume_chosen)

    def _resume_chosen(self, saved: Saved | None) -> None:
        if saved is None:
            try:
                self.table.store.abandon_unfinished()  # not those in play elsewhere
            except OSError as error:
                why = safe_text(error, 150)
                self.problems.append(f"could not keep the old sessions aside: {why}")
            self.open_setup()
            return
        refused = self.table.open_saved(saved)
        if refused is not None:  # taken or changed since the folder was read
            self.scan_saved()
            self.problems.append(refused)
            if self.unfinished:
                self.offer_unfinished()
            else:
                self.open_setup()
            return
        self.prepare_resume()
        self.proceed()
        self.call_after_refresh(self.table.prime)

    def prepare_resume(self) -> None:
        """Nobody holds the device yet; the last ledger is shown again if it was the last
        thing, and a cut that decided the bank is shown in full before the first deal."""
        self.seen = resumed(self.table.view())

    def open_setup(self) -> None:
        """A fresh setup screen."""
        self.table.close()
        self.seen = Seen()
        self.show(SetupScreen(self.problems), self._set_up)

    def _set_up(self, settings: Settings | None) -> None:
        assert settings is not None
        self.problems = []
        computers = frozenset(settings.computers)
        remote = self.remote_seats(settings.players) - computers
        seats = TableSettings(computers, settings.hints, remote)
        self.table.start(settings.players, settings.deals, seats, settings.rules)
        self.proceed()

    # ----- the flow ------------------------------------------------------------------

    @property
    def holder(self) -> str | None:
        """The person holding the device, or None when it must be asked for."""
        return self.seen.holder

    def proceed(self, _: object = None) -> None:
        """Show the screen the session needs next (see :func:`~pontoon_tui.app.flow.next_step`)."""
        if not self.table.in_play:
            self.open_setup()
            return
        self.table.prepare_strategies()  # (once for the session's rules)
        step = self.due()
        if step.screen == "shuffle":
            self.table.apply_chance()
            self.proceed()
            return
        if step.screen == "watch":  # a player decides on their own device
            from pontoon_tui.app.screens.watch import WatchScreen

            due = lambda: self.due() == step  # noqa: E731
            screen: Screen[Any] = WatchScreen(
                self.table, step.player, None, due, away=self.away_seats, host=True
            )
        else:
            screen = screen_for(self.table, step, self.computer_pause)
        self.show(screen, lambda _: self._done(step, screen))

    def due(self) -> Step:
        """The screen the session needs next at this terminal."""
        settings = self.table.settings
        return next_step(self.table.view(), self.seen, settings.computers, settings.remote)

    def away_seats(self) -> tuple[str, ...]:
        """The seats whose devices have left the table (none at one terminal)."""
        return ()

    @property
    def may_open_door(self) -> bool:
        """Whether the palette offers to let players join from their own devices."""
        return True

    def action_open_door(self) -> None:
        """Open the game again with a door for the players' own devices (the session in
        play, saved, is offered there)."""
        self.host_next = True
        self.exit(0)

    def remote_seats(self, players: list[str]) -> frozenset[str]:
        """The seats of a new session played from the players' own devices (none at a
        table of one terminal; see :class:`~pontoon_tui.app.host_app.HostApp`)."""
        return frozenset()

    def follow_table(self) -> None:
        """The table changed (a player moved on their own device): the screens that
        watch it follow it."""
        from pontoon_tui.app.screens.watch import WatchScreen

        for screen in self.screen_stack:
            if isinstance(screen, WatchScreen):
                screen.follow()

    def _done(self, step: Step, screen: Screen[Any]) -> None:
        self.seen = after(step, self.seen)
        if step.screen == "standings":
            self._new_session(rematch=getattr(screen, "rematch", False))
        else:
            self.proceed()

    def _new_session(self, *, rematch: bool = False) -> None:
        if rematch:  # the same table again, behind pass-the-device as a new session is
            self.seen = Seen()
            self.table.rematch()
            self.proceed()
            return
        self.open_setup()

    def get_system_commands(self, screen: Screen[Any]) -> Iterable[SystemCommand]:
        """The game's commands in the command palette (Ctrl+P), and only those."""
        from pontoon_tui.app.commands import game_commands

        return game_commands(self)

    # ----- keys and size -------------------------------------------------------------

    def on_unmount(self) -> None:
        """However the app ends, the session's lock goes with it (a process that ends
        frees it anyway; a test that runs several apps needs it freed here)."""
        self.table.release()

    def follow_saves(self) -> None:
        """Show or hide the "not saved" line on every screen, as the game's saves fail or
        succeed again."""
        from pontoon_tui.app.widgets.save_warning import SaveWarning

        for screen in self.screen_stack:
            for warning in screen.query(SaveWarning):
                warning.follow()

    def action_help(self) -> None:
        """Show the rules."""
        from pontoon_tui.app.screens.help import HelpScreen
        from pontoon_tui.app.screens.history import HistoryScreen
        from pontoon_tui.app.screens.records import RecordsScreen
        from pontoon_tui.rules import DEFAULT_RULES

        if not isinstance(self.screen, HelpScreen):
            view = self.table.view() if self.table.in_play else None
            in_game = not isinstance(self.screen, (RecordsScreen, HistoryScreen))
            rules = DEFAULT_RULES if view is None else view.rules
            if view is None and isinstance(self.screen, SetupScreen):
                rules = self.screen.rules  # the house rules chosen so far
            deals = None if view is None else view.deals_target
            over = type(self.screen).__name__
            help_screen = HelpScreen(rules, in_game=in_game, deals=deals, over=over)
            self.push_screen(help_screen, lambda _: self.check_size())

    def action_records(self) -> None:
        """Show the records of the save folder (from setup or the resume list)."""
        from pontoon_tui.app.screens.records import RecordsScreen

        if not isinstance(self.screen, RecordsScreen):
            records = RecordsScreen(self.table.store.directory, ours=self.table.path)
            self.show(records, lambda _: self.check_size())

    async def action_quit(self) -> None:
        """Ask before quitting."""
        from pontoon_tui.app.screens.quit import QuitScreen

        if isinstance(self.screen, QuitScreen):
            return

        def answered(quit_now: bool | None) -> None:
            if quit_now:
                self.leave()
            else:
                self.check_size()

        self.push_screen(QuitScreen(self.table), answered)

    def on_key(self, event: events.Key) -> None:
        """End any motion at once (the key then does what it does, on the newest view);
        and drop a key typed before the game screen now showing came up: it was meant for
        the screen before. A player's Stick pressed twice must not stick for the banker,
        whose public turn follows at once."""
        self.stage.finish()
        shown_at = getattr(self.screen, "shown_at", None)
        if shown_at is not None and event.time < shown_at:
            event.prevent_default()
            event.stop()
            dropped = getattr(self.screen, "key_dropped", None)
            if callable(dropped):
                dropped(event.key)

    def leave(self) -> None:
        """End the game (the players asked to quit)."""
        self.exit(0)

    def set_motion(self, motion: Motion) -> None:
        """Move cards as much as ``motion`` says from now on, and keep it for next time."""
        from pontoon_tui.storage.config import remember

        self.stage.finish()
        self.stage.motion = motion
        remember("animation", motion.value)
        self.notify(f"Animations: {motion.value}.", timeout=3)
