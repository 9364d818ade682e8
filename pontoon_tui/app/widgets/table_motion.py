"""The public table's cards in motion: the frames from one view to the next shown one
after another, and a bust or a Pontoon marked for a moment (see :mod:`pontoon_tui.app.motion`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.timer import Timer
from textual.widget import Widget

from pontoon_tui.app.motion import (
    FLASH_TIME,
    OFF_STAGE,
    HandKey,
    Motion,
    card_steps,
    newly_marked,
    stage_of,
    step_time,
)

if TYPE_CHECKING:
    from pontoon_tui.engine.views import TableView


class CardsInMotion(Widget):
    """What a table drawing views needs to move its cards: it draws a view with
    :meth:`draw`, forgets what it drew with :meth:`forget_drawing`, and keeps the newest
    view in :attr:`target` while the frames before it show."""

    view: TableView
    banker: str | None
    target: TableView
    target_banker: str | None
    frames: list[TableView]
    timer: Timer | None = None
    flashing: frozenset[HandKey] = frozenset()
    """The hands marked for a moment: a bust or a Pontoon just made."""

    def draw(self, view: TableView, banker: str | None = None) -> None:
        """Show ``view`` now."""
        raise NotImplementedError

    def forget_drawing(self) -> None:
        """Draw everything anew at the next repaint."""
        raise NotImplementedError

    def on_mount(self) -> None:
        """Deal on from what the last table showed (the whole deal, on its first screen)."""
        stage = stage_of(self.app)
        self.start(stage.last_public, self.view, self.banker)

    def start(self, old: TableView | None, new: TableView, banker: str | None) -> None:
        """Show ``new``: at full motion a card at a time from ``old``, marking a bust or a
        Pontoon made since ``old`` unless motion is off."""
        stage = stage_of(self.app) if self.is_attached else OFF_STAGE
        self.target, self.target_banker = new, banker
        if new.viewer is None:
            stage.last_public = new
        if stage.motion is Motion.OFF:
            self.draw(new, banker)
            return
        marked = newly_marked(old, new)
        if marked:
            self.flashing = frozenset(marked)
            self.set_timer(FLASH_TIME, self.end_flash)
        frames = card_steps(old, new) if stage.motion is Motion.FULL else []
        if len(frames) < 2:
            self.draw(new, banker)
            return
        self.frames = frames[1:]
        self.draw(frames[0], banker)
        self.timer = self.set_interval(step_time(len(frames)), self.next_frame)
        stage.moving.add(self)

    def next_frame(self) -> None:
        """The next card comes in (or turns over)."""
        if not self.frames:
            self.finish()
            return
        self.draw(self.frames.pop(0), self.target_banker)
        if not self.frames:
            self.finish()

    def finish(self) -> None:
        """Show the newest view now, the motion ended."""
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        self.frames = []
        stage_of(self.app).moving.discard(self)
        self.draw(self.target, self.target_banker)

    def end_flash(self) -> None:
        """The bust or the Pontoon has been marked long enough."""
        if self.flashing:
            self.flashing = frozenset()
            self.forget_drawing()
            self.refresh()
