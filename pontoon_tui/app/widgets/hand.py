"""One hand as its owner sees it: cards as boxes, total, stake and purchases; and the
scrolled column of a player's hands, the hand in play kept in view."""

from __future__ import annotations

import dataclasses
import textwrap
from typing import ClassVar

from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.containers import VerticalScroll
from textual.geometry import Region, Size
from textual.strip import Strip
from textual.timer import Timer
from textual.widget import Widget

from pontoon_tui.app.colours import current_look
from pontoon_tui.app.motion import CARD_TIME, OFF_STAGE, Motion, stage_of
from pontoon_tui.app.widgets.card import (
    COMPACT,
    MEDIUM,
    CardSize,
    Part,
    card_size_for,
    hand_rows,
    inline_card,
)
from pontoon_tui.app.widgets.plain import refresh_in_place
from pontoon_tui.engine.views import HandView

PLAIN = Style()
BOLD = Style(bold=True)
ITALIC = Style(italic=True)
BAR = "█"  # the mark beside the hand in play
GUTTER = 2  # the mark's column and a space
SEPARATOR = " · "
FINISHED_OPACITY = 0.8  # a finished hand fades a little into the background


TERMINAL_SHARE = 5
"""A card is at most a fifth of the terminal's height: compact chips at 24 lines, medium
cards at 30, large ones from 35."""

OWN_LINE_FROM = 28
"""From this width (in cells, the marks left out) the hand in words has a line of its own."""


def hand_lines(hand: HandView) -> tuple[str, str]:
    """The status in two parts: what was staked, bought and twisted; then the hand in
    words (when every card is seen) and what it won.

    Where the box is wide enough (:data:`OWN_LINE_FROM`) each part has lines of its own,
    so that a hand that finishes ("14" becoming "five-card trick (18)") keeps its height
    and the screen need not be laid out again. A narrow box joins them, as one status
    wrapped over as few lines as it needs.
    """
    parts = [f"stake {hand.stake}"] if hand.stake else []
    if hand.purchases:
        parts.append("bought for " + ", ".join(str(p) for p in hand.purchases))
    if hand.twisted:
        parts.append("twisted")
    said = [hand.description] if hand.description is not None else []
    if hand.net is not None:
        said.append(f"{hand.net:+d}")
    return SEPARATOR.join(parts), SEPARATOR.join(said)


def faded(style: Style, background: Color, opacity: float) -> Style:
    """``style`` with its colours mixed into ``background`` (``opacity`` of 1 keeps it)."""

    def mix(colour: RichColor | None) -> RichColor | None:
        if colour is None:
            return None
        return background.blend(Color.from_rich_color(colour), opacity).rich_color

    return style + Style(color=mix(style.color), bgcolor=mix(style.bgcolor))


class HandBox(Widget):
    """A hand drawn as card boxes under a title line and the status lines.

    The hand in play has a bar in the accent colour down its left side; a finished hand
    fades a little. Both are drawn with the lines, so a hand that starts or finishes is
    repainted like any other move, never restyled or laid out again. Lines too long for
    the width wrap, and cards that do not fit side by side go on to a further row.

    Args:
        hand: the hand, as the viewer sees it.
        title: the title, e.g. ``"Hand 2"``.
        mark_private: draw the cards that lie face down with rounded corners (for their
            owner's eyes); off for a hand everyone sees, like the banker's exposed one.
    """

    COMPONENT_CLASSES: ClassVar[set[str]] = {"hand--bar"}
    DEFAULT_CSS = """
    HandBox { height: auto; width: 1fr; padding: 0 1 0 0; }
    HandBox > .hand--bar { color: $accent; }
    """

    def __init__(
        self, hand: HandView, title: str, *, id: str | None = None, mark_private: bool = True
    ) -> None:
        super().__init__(id=id)
        self.hand = hand
        self.title = title
        self.mark_private = mark_private
        self.compact = False
        """Whether the hand is drawn in two lines (title and status, then the cards in
        text) rather than with card boxes: a hand not in play, where a split player's
        hands would not all fit otherwise (:meth:`HandsScroll.fit`)."""
        self.target: HandView | None = None
        """The newest view of the hand while a card is landing, or None."""
        self.timer: Timer | None = None
        self.card_limit: int | None = None
        """The most rows a card may take here (None: as the terminal allows), set where
        the hands would not fit otherwise (:meth:`HandsScroll.fit`)."""
        self._strips_key: tuple[object, ...] = ()
        self._strips: list[Strip] = []
        self._rows_key: tuple[object, ...] = ()
        self._rows: list[list[Part]] = []

    def show(self, hand: HandView) -> None:
        """Show a newer view of the hand; at full motion a card new to it lands face down
        first and turns over a moment later (:mod:`~pontoon_tui.app.motion`)."""
        self.finish()
        old = self.hand
        stage = stage_of(self.app) if self.is_attached else OFF_STAGE
        added = len(hand.cards) - len(old.cards)
        same_hand = (old.player, old.number) == (hand.player, hand.number)
        if stage.motion is not Motion.FULL or added <= 0 or not same_hand:
            self.draw(hand)
            return
        landing = dataclasses.replace(
            hand,
            cards=(*old.cards, *(None,) * added),
            kind=old.kind,
            total=old.total,
            description=old.description,
            net=old.net,
            paid=old.paid,
        )
        self.target = hand
        self.draw(landing)
        self.timer = self.set_timer(CARD_TIME, self.finish)
        stage.moving.add(self)

    def finish(self) -> None:
        """Show the newest view of the hand now (a card landing turns over)."""
        if self.timer is not None:
            self.timer.stop()
            self.timer = None
        if self.target is not None:
            target, self.target = self.target, None
            stage_of(self.app).moving.discard(self)
            self.draw(target)

    def draw(self, hand: HandView) -> None:
        """Redraw with ``hand``: only the lines that changed (a card adds to the rows of
        cards and the status), unless the hand starts or finishes (its mark and its shade
        change every line) or its height changes."""
        if hand == self.hand:
            return
        old, self.hand = self.hand, hand
        width, content = self.size.width, self.content_size.width
        if not width or (old.in_play, old.done) != (hand.in_play, hand.done):
            refresh_in_place(self)
            return
        after, height = self.rows(width), len(self.rows(content))
        self.hand = old
        before, old_height = self.rows(width), len(self.rows(content))
        self.hand = hand
        if height != old_height or len(after) != len(before):
            refresh_in_place(self)
            return
        changed = [
            Region(0, y, width, 1)
            for y, (was, now) in enumerate(zip(before, after, strict=True))
            if was != now
        ]
        if changed:
            self.refresh(*changed)

    def head(self, width: int) -> tuple[list[str], list[str]]:
        """The title (marked when the hand is in play) and the status, each in lines of at
        most ``width`` cells."""
        marker = "▶ " if self.hand.in_play else "  "
        room = max(1, width - len(marker))
        title = [f"{'  ' if n else marker}{line}" for n, line in enumerate(_wrap(self.title, room))]
        parts = [part for part in hand_lines(self.hand) if part]
        if room < OWN_LINE_FROM:  # narrow: one status, wrapped, takes fewer lines
            parts = [SEPARATOR.join(parts)]
        return title, ["  " + line for part in parts for line in _wrap(part, room)]

    def private(self) -> tuple[bool, ...]:
        """Which cards to draw as the owner's face-down ones (none on a public hand)."""
        return self.hand.face_down if self.mark_private else ()

    def rows(self, width: int) -> list[list[Part]]:
        """The hand's lines for ``width`` cells (the mark's gutter left out), each as
        styled pieces of text: the title, the status, then the cards, three lines to a
        row of cards. (Measuring the height and drawing share them.)"""
        look = current_look()  # the cards' colours: the theme's and the deck's
        most = self.most_card_rows()
        key = (self.hand, self.title, width, self.mark_private, look, self.compact, most)
        if key != self._rows_key:
            self._rows_key = key
            self._rows = self._layout(width, self.compact, most)
        return self._rows

    def most_card_rows(self, limit: int | None = None, *, own: bool = True) -> int:
        """The most rows a card may take: a share of the terminal's height
        (:data:`TERMINAL_SHARE`; the compact chips' when the box is not on a screen),
        and no more than ``limit`` or (when ``own``) the box's own :attr:`card_limit`."""
        most = self.app.size.height // TERMINAL_SHARE if self.is_attached else COMPACT.height
        for cap in (limit, self.card_limit if own else None):
            if cap is not None:
                most = min(most, cap)
        return most

    def card_size(self, width: int) -> CardSize:
        """The size the hand's cards are drawn at in a box ``width`` cells wide."""
        room = max(1, width - GUTTER)
        return card_size_for(len(self.hand.cards), room, self.most_card_rows())

    def height_for(self, width: int, compact: bool, limit: int | None = None) -> int:
        """The number of lines the hand takes at ``width``, compact or not, its cards at
        most ``limit`` rows high."""
        if compact == self.compact and limit == self.card_limit:
            return len(self.rows(width))
        return len(self._layout(width, compact, self.most_card_rows(limit, own=False)))

    def set_compact(self, compact: bool, limit: int | None = None) -> None:
        """Draw the hand compact or with its card boxes, these at most ``limit`` rows
        high."""
        if (compact, limit) != (self.compact, self.card_limit):
            self.compact, self.card_limit = compact, limit
            refresh_in_place(self)

    def _layout(
        self, width: int, compact: bool = False, most: int = COMPACT.height
    ) -> list[list[Part]]:
        room = max(1, width - GUTTER)
        if compact:
            return self._compact_layout(room)
        title, status = self.head(room)
        strong = BOLD if self.hand.in_play else PLAIN
        lines: list[list[Part]] = [[(line, strong)] for line in title]
        lines += [[(line, ITALIC)] for line in status]
        cards = self.hand.cards
        size = card_size_for(len(cards), room, most)
        lines += hand_rows(cards, size, room, self.private())
        return lines

    def _compact_layout(self, room: int) -> list[list[Part]]:
        """The title and the status on one line (wrapped if need be), then the cards as
        in running text."""
        marker = "▶ " if self.hand.in_play else "  "
        said = SEPARATOR.join(part for part in (self.title, *hand_lines(self.hand)) if part)
        wrapped = _wrap(said, max(1, room - len(marker)))
        strong = BOLD if self.hand.in_play else PLAIN
        lines: list[list[Part]] = [
            [(f"{'  ' if n else marker}{line}", strong)] for n, line in enumerate(wrapped)
        ]
        look = current_look()
        cards: list[Part] = [("  ", PLAIN)]
        for index, card in enumerate(self.hand.cards):
            if index:
                cards.append((" ", PLAIN))
            text = inline_card(card, look)
            style = text.style if isinstance(text.style, Style) else Style.parse(text.style)
            cards.append((text.plain, style))
        return [*lines, cards]

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The number of lines the hand takes at ``width``."""
        return len(self.rows(width))

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the hand, drawn straight from its cards."""
        width = self.size.width
        base = self.visual_style.rich_style
        bar = self.get_component_rich_style("hand--bar", partial=True)
        look = current_look()
        key = (self.hand, self.title, width, base, bar, look, self.compact, self.most_card_rows())
        if self._strips_key != key:
            self._strips_key = key
            self._strips = self._lines(width, base, bar)
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, base)

    def _lines(self, width: int, base: Style, bar: Style) -> list[Strip]:
        looks: dict[Style, Style] = {}
        background = None  # what a finished hand fades into
        if self.hand.done and base.bgcolor is not None:
            background = Color.from_rich_color(base.bgcolor)

        def look(part: Style) -> Style:
            if part not in looks:
                style = base + part
                if background is not None:
                    style = faded(style, background, FINISHED_OPACITY)
                looks[part] = style
            return looks[part]

        mark = Segment(BAR if self.hand.in_play else " ", look(bar))
        space = Segment(" ", look(PLAIN))
        return [
            Strip(
                [mark, space, *(Segment(text, look(part)) for text, part in row)]
            ).adjust_cell_length(width, look(PLAIN))
            for row in self.rows(width)
        ]


def _wrap(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells; parts separated by `` · `` stay
    whole on a line when they fit one."""
    lines: list[str] = []
    for part in text.split(SEPARATOR):
        joined = f"{lines[-1]}{SEPARATOR}{part}" if lines else part
        if len(joined) <= width:
            lines[-1:] = [joined]
        else:
            lines += textwrap.wrap(part, width, break_on_hyphens=False)
    return lines or [""]


class HandsScroll(VerticalScroll, can_focus=False):
    """The player's hands, scrolled by the screen's arrow and page keys (a focused
    container would have every key pass through it on the way to the screen), keeping the
    hand in play in view."""

    def fit(self) -> bool:
        """Draw the cards as large as the hands all fit (large, medium, then the compact
        chips), and the hands not in play compact when even the chips would not fit (a
        pair split to three or four hands at 80 x 24), so that none is cut off. Returns
        whether a hand changed."""
        boxes = list(self.query_children(HandBox))
        height = self.scrollable_content_region.height
        if not self.is_attached or not boxes or not height:
            return False
        width = boxes[0].content_size.width or max(1, self.scrollable_content_region.width - 1)
        limit: int | None = None
        for limit in (None, MEDIUM.height, COMPACT.height):
            if sum(box.height_for(width, False, limit) for box in boxes) <= height:
                break
        compact = sum(box.height_for(width, False, limit) for box in boxes) > height
        changed = False
        for box in boxes:
            wanted = compact and not box.hand.in_play
            changed |= wanted != box.compact or limit != box.card_limit
            box.set_compact(wanted, limit)
        return changed

    def show_active(self) -> None:
        """Fit the hands, and scroll the hand in play into view (the last hand once none
        is)."""
        boxes = list(self.query_children(HandBox))
        if not self.is_attached or not boxes:
            return
        if self.fit():  # laid out again first
            self.call_after_refresh(self.show_active)
            return
        box = next((box for box in boxes if box.hand.in_play), boxes[-1])
        if not self.content_region.contains_region(box.region):  # scroll only if it must
            self.scroll_to_widget(box, animate=False)

    def on_resize(self) -> None:
        """The moves below may take more lines after a move: keep the hand in view."""
        self.call_after_refresh(self.show_active)
