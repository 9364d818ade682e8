"""The game uses Textual's public API only, so that any textual 8.x runs it."""

from __future__ import annotations

import re
from pathlib import Path

from textual import events

from pontoon_tui.app.clock import event_clock

ROOT = Path(__file__).resolve().parents[2]
PRIVATE_NAMES = ("compositor", "disabled", "bindings_ready", "display")
"""Private attributes of Textual that the game once reached for (``._`` then the name)."""
PRIVATE = re.compile(
    r"from textual(\.[a-z_]+)*\._[a-z]|import textual(\.[a-z_]+)*\._[a-z]"
    + "".join(rf"|\._{name}\b" for name in PRIVATE_NAMES)
)


def test_no_module_reaches_into_textuals_internals() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for folder in ("pontoon_tui", "tests", "benchmarks", "screenshots")
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text("utf-8").splitlines(), start=1)
        if PRIVATE.search(line)
    ]
    assert found == []


def test_a_screen_reads_the_clock_textual_stamps_events_with() -> None:
    # A screen drops the keys pressed before it showed by comparing a key's ``time`` with
    # its own ``shown_at``: both must come from one clock.
    before = event_clock()
    key = events.Key("t", "t")
    after = event_clock()
    assert before <= key.time <= after
