"""The clock key events are stamped with."""

from __future__ import annotations

import sys
import time

event_clock = time.perf_counter if sys.platform == "win32" else time.monotonic
"""The clock Textual stamps every event's ``time`` with (textual 8's ``Message`` reads
``textual._time.get_time``, which is :func:`time.monotonic`, or :func:`time.perf_counter`
on Windows): reading the same clock, a screen can tell the keys pressed before it showed."""
