"""What the two screens the game can open on (setup and the resume list) share, kept apart
from the resume list's own module: the setup screen, the usual first screen, does not wait
for it."""

from __future__ import annotations

from collections.abc import Sequence

from textual import events

from pontoon_tui.safetext import safe_text


def problems_text(problems: Sequence[str]) -> str:
    """Save-file problems, one line each."""
    return "\n".join(f"⚠ {safe_text(p, 300)}" for p in problems)


def first_show(event: events.ScreenResume, resumed: bool) -> bool:
    """Textual styles each widget as it mounts, and again when its screen is resumed; the
    first time a screen is shown, that second pass finds nothing new and only delays the
    first frame, so it is skipped. Returns True: the screen has now been shown."""
    if not resumed:
        event.refresh_styles = False
    return True
