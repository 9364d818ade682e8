"""Fixtures for the app tests: a save directory of their own, and every frame checked."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

import pytest
from rich.cells import cell_len
from rich.style import Style
from textual._compositor import ChopsUpdate, Compositor, LayoutUpdate
from textual.strip import Strip

from pontoon_tui.app.compositor import PartialCompositor
from pontoon_tui.store import SessionStore


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    """A save directory of the test's own."""
    return tmp_path / "saves"


@pytest.fixture
def store(save_dir: Path) -> SessionStore:
    """The store over that directory."""
    return SessionStore(save_dir)


def stock_update(compositor: Compositor, render: Callable[[Compositor], object]) -> object:
    """What ``render`` gives with Textual's own choice of widgets to draw."""
    compositor._get_renders = partial(Compositor._get_renders, compositor)  # type: ignore[method-assign]
    try:
        return render(compositor)
    finally:
        del compositor._get_renders


Cells = dict[tuple[int, int], tuple[str, Style | None]]


def paint(cells: Cells, strips: Iterable[tuple[int, Strip]], y: int, x1: int, x2: int) -> None:
    """Write ``strips`` (each with the column it starts at) on line ``y`` of ``cells``,
    keeping only columns ``x1`` to ``x2`` (as the terminal update does)."""
    for x, strip in strips:
        for segment in strip:
            for char in segment.text:
                if x1 <= x < x2:
                    cells[x, y] = (char, segment.style)
                x += cell_len(char)


def painted(update: object, width: int) -> Cells:
    """Every cell an update writes on the terminal, with its character and style."""
    cells: Cells = {}
    if isinstance(update, ChopsUpdate):
        for y, x1, x2 in update.spans:
            line = [(x, s) for x, s in update.chops[y].items() if s is not None]
            paint(cells, line, y, x1, x2)
    elif isinstance(update, LayoutUpdate):
        for y, strips in enumerate(update.strips, update.region.y):
            x = update.region.x
            line = []
            for strip in strips:
                line.append((x, strip))
                x += strip.cell_length
            paint(cells, line, y, 0, width)
    return cells


def same_frame(compositor: Compositor, ours: object, stock: object) -> bool:
    """Whether two updates leave the same cells on the terminal."""
    width = compositor.size.width
    return type(ours) is type(stock) and painted(ours, width) == painted(stock, width)


@pytest.fixture(autouse=True)
def _repaints_match_textual(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every frame the screens paint is checked against the frame Textual's own
    compositor paints for the same change: the partial compositor may draw less, never
    differently."""

    def checked_partial(compositor: Compositor) -> ChopsUpdate | None:
        dirty = set(compositor._dirty_regions)
        ours = Compositor.render_partial_update(compositor)
        compositor._dirty_regions = dirty
        stock = stock_update(compositor, Compositor.render_partial_update)
        assert same_frame(compositor, ours, stock), "a repaint differs from Textual's"
        return ours

    def checked_full(compositor: Compositor, simplify: bool = False) -> LayoutUpdate:
        ours = Compositor.render_full_update(compositor, simplify=simplify)
        stock = stock_update(compositor, lambda c: Compositor.render_full_update(c, simplify))
        assert same_frame(compositor, ours, stock), "a full frame differs from Textual's"
        return ours

    monkeypatch.setattr(PartialCompositor, "render_partial_update", checked_partial)
    monkeypatch.setattr(PartialCompositor, "render_full_update", checked_full)
