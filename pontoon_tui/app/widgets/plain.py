"""Text that is shown as it is written (player names may hold ``[`` and ``]``), and
repainting that lays the screen out again only when a widget's height changes."""

from __future__ import annotations

from textual.css.scalar import Unit
from textual.visual import VisualType
from textual.widget import Widget
from textual.widgets import Static

SHORT_NAME = 10
"""The width a long name is cut to where room is short."""


def ellipsize(name: str, width: int = SHORT_NAME) -> str:
    """``name`` cut to ``width`` characters, an ellipsis marking the cut."""
    return name if len(name) <= width else name[: max(width - 1, 0)] + "…"


def refresh_in_place(widget: Widget) -> None:
    """Repaint ``widget`` after its content changed.

    A repaint redraws the widget alone; a layout arranges the whole screen again and costs
    far more. So the screen is laid out again only when the widget's height must change
    (or cannot be known yet: not laid out, or sized by its content's width).
    """
    widget.refresh()
    styles = widget.styles
    if styles.height is not None and not styles.height.is_auto:
        return
    size = widget.size
    if not size.width or (styles.width is not None and styles.width.is_auto):
        widget.refresh(layout=True)
        return
    parent = widget.parent
    container = parent.size if isinstance(parent, Widget) else widget.app.size
    height = widget.get_content_height(container, widget.app.size, size.width)
    low, high = styles.min_height, styles.max_height
    if low is not None and low.unit is Unit.CELLS:
        height = max(height, int(low.value))
    if high is not None and high.unit is Unit.CELLS:
        height = min(height, int(high.value))
    if height != size.height:
        widget.refresh(layout=True)


def repaint_all(node: Widget) -> None:
    """Draw ``node`` and everything in it again (the colours changed: a theme, the deck)."""
    node.refresh()
    for widget in node.query("*"):
        widget.refresh()


class Plain(Static):
    """A :class:`Static` that never reads its text as markup."""

    def __init__(
        self, content: VisualType = "", *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(content, id=id, classes=classes, markup=False)
        self.shown: VisualType = content

    def update(self, content: VisualType = "", *, layout: bool = True) -> None:
        """Show ``content`` (and remember it, see :meth:`show`)."""
        self.shown = content
        super().update(content, layout=layout)

    def show(self, content: VisualType) -> None:
        """Show ``content`` unless it shows already, laying out only when the height changes."""
        if content == self.shown:
            return
        self.update(content, layout=False)
        refresh_in_place(self)
