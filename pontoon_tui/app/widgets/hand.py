"""One hand as its owner sees it: cards as boxes, total, stake and purchases."""

from __future__ import annotations

from rich.cells import cell_len
from rich.segment import Segment
from rich.style import Style
from rich.text import Text
from textual.geometry import Size
from textual.strip import Strip
from textual.widgets import Static

from pontoon_tui.app.widgets.card import CARD_HEIGHT, CARD_WIDTH, box_rows, card_boxes
from pontoon_tui.app.widgets.plain import refresh_in_place
from pontoon_tui.engine.views import HandView

PLAIN = Style()
BOLD = Style(bold=True)
ITALIC = Style(italic=True)


def hand_status(hand: HandView) -> str:
    """Stake, purchases and the hand in words (when every card is seen)."""
    parts = [f"stake {hand.stake}"] if hand.stake else []
    if hand.purchases:
        parts.append("bought for " + ", ".join(str(p) for p in hand.purchases))
    if hand.twisted:
        parts.append("twisted")
    if hand.description is not None:
        parts.append(hand.description)
    if hand.net is not None:
        parts.append(f"{hand.net:+d}")
    return " · ".join(parts)


class HandBox(Static):
    """A hand drawn as card boxes under a title line.

    Args:
        hand: the hand, as the viewer sees it.
        title: the title, e.g. ``"Hand 2"``.
        mark_private: draw the cards that lie face down with rounded corners (for their
            owner's eyes); off for a hand everyone sees, like the banker's exposed one.
    """

    DEFAULT_CSS = """
    HandBox { height: auto; width: 1fr; padding: 0 1; }
    HandBox.-active { border-left: thick $accent; }
    HandBox.-finished { opacity: 80%; }
    """

    def __init__(
        self, hand: HandView, title: str, *, id: str | None = None, mark_private: bool = True
    ) -> None:
        super().__init__(id=id)
        self.hand = hand
        self.title = title
        self.mark_private = mark_private
        self._strips_key: tuple[object, ...] = ()
        self._strips: list[Strip] | None = None
        self.set_class(hand.in_play, "-active")
        self.set_class(hand.done, "-finished")

    def show(self, hand: HandView) -> None:
        """Redraw with a newer view of the hand, touching only what changed."""
        if hand == self.hand:
            return
        self.hand = hand
        if self.has_class("-active") != hand.in_play:
            self.set_class(hand.in_play, "-active")
        if self.has_class("-finished") != hand.done:
            self.set_class(hand.done, "-finished")
        refresh_in_place(self)

    def head(self) -> tuple[str, str]:
        """The title line (marked when the hand is in play) and the status line."""
        marker = "▶ " if self.hand.in_play else "  "
        return marker + self.title, "  " + hand_status(self.hand)

    def fits(self, width: int) -> bool:
        """Whether every line of the hand fits ``width`` cells without wrapping."""
        title, status = self.head()
        cards = len(self.hand.cards) * CARD_WIDTH
        return max(cards, cell_len(title), cell_len(status)) <= width

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """Five lines (title, status, three of cards) when each fits the width; the
        general measure (which renders the hand) only when a line must wrap."""
        if self.fits(width):
            return 2 + CARD_HEIGHT
        return super().get_content_height(container, viewport, width)

    def render_line(self, y: int) -> Strip:
        """Line ``y`` of the hand, drawn straight from its cards when every line fits the
        width (the usual case, and the cheapest to paint); otherwise from :meth:`render`,
        wrapped to the width."""
        width = self.size.width
        base = self.visual_style.rich_style
        key = (self.hand, self.title, width, base)
        if self._strips_key != key:
            self._strips_key = key
            self._strips = self._lines(width, base)
        if self._strips is None:
            return super().render_line(y)
        if y < len(self._strips):
            return self._strips[y]
        return Strip.blank(width, base)

    def private(self) -> tuple[bool, ...]:
        """Which cards to draw as the owner's face-down ones (none on a public hand)."""
        return self.hand.face_down if self.mark_private else ()

    def _lines(self, width: int, base: Style) -> list[Strip] | None:
        if not self.fits(width):
            return None
        title, status = self.head()
        rows = [
            [Segment(title, base + (BOLD if self.hand.in_play else PLAIN))],
            [Segment(status, base + ITALIC)],
            *(
                [Segment(text, base + style) for text, style in row]
                for row in box_rows(self.hand.cards, self.private())
            ),
        ]
        return [Strip(row).extend_cell_length(width, base) for row in rows]

    def render(self) -> Text:
        """The title line, the cards and the status."""
        title, status = self.head()
        return Text("\n").join(
            [
                Text(title, style="bold" if self.hand.in_play else ""),
                Text(status, style="italic"),
                card_boxes(self.hand.cards, self.private()),
            ]
        )
