"""Text that is shown as it is written: player names may hold ``[`` and ``]``."""

from __future__ import annotations

from textual.visual import VisualType
from textual.widgets import Static


class Plain(Static):
    """A :class:`Static` that never reads its text as markup."""

    def __init__(
        self, content: VisualType = "", *, id: str | None = None, classes: str | None = None
    ) -> None:
        super().__init__(content, id=id, classes=classes, markup=False)
