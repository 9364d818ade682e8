"""One hand as its owner sees it: cards as boxes, total, stake and purchases."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from pontoon_tui.app.widgets.card import card_boxes
from pontoon_tui.app.widgets.plain import refresh_in_place
from pontoon_tui.engine.views import HandView


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

    def render(self) -> Text:
        """The title line, the cards and the status."""
        hand = self.hand
        marker = "▶ " if hand.in_play else "  "
        title = Text(marker + self.title, style="bold" if hand.in_play else "")
        status = Text("  " + hand_status(hand), style="italic")
        return Text("\n").join(
            [title, status, card_boxes(hand.cards, hand.face_down if self.mark_private else ())]
        )
