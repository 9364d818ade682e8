"""Repainting a small part of the screen without drawing what cannot show there.

When one widget changes (a hand after a twist), Textual's compositor draws every widget
whose container overlaps the changed area, each over its whole height: the title bar,
the footer and every pane, though none of them shows a single cell of the change. Here
a repaint draws only the widgets that show at least one cell of the changed area, only on
the lines of that area, and skips a widget whose cells there are all covered by a widget
in front of it. The frame it writes is the same; the work is that of the changed widget.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from textual._compositor import Compositor
from textual.geometry import Region
from textual.screen import Screen
from textual.strip import Strip


class PartialCompositor(Compositor):
    """A :class:`Compositor` that draws, for a repaint, only what shows in the repainted
    area (a full repaint is the same area as the whole screen)."""

    def _get_renders(
        self, crop: Region | None = None
    ) -> Iterable[tuple[Region, Region, list[Strip]]]:
        """Each widget's region, the part of it drawn, and its lines there, front first.

        A widget is drawn on the lines of ``crop`` across its whole visible width (the
        lines are later cut where widgets meet, which needs whole widths), and not at all
        when ``crop`` holds none of its visible cells or a widget in front of it covers
        them all.
        """
        if crop is None:
            yield from super()._get_renders(crop)
            return
        intersection = Region.intersection
        contains = Region.contains_region
        drawn: list[Region] = []
        for widget, (region, clip) in self.visible_widgets.items():
            visible = intersection(region, clip)
            shown = intersection(visible, crop)
            if not shown.area or any(contains(front, shown) for front in drawn):
                continue
            drawn.append(shown)
            lines = Region(visible.x, shown.y, visible.width, shown.height)
            yield region, lines, widget.render_lines(lines.translate(-region.offset))


def use_partial_compositor(screen: Screen[Any]) -> None:
    """Give ``screen`` (before it is mounted) the :class:`PartialCompositor`."""
    screen._compositor = PartialCompositor()
