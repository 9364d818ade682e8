"""Text from outside the program, made safe to show.

A file name, a path, a value quoted from a file or the operating system's words for an
error may hold anything: an escape sequence that retitles the window or clears the
screen, a right-to-left override that reverses what follows, a line break that forges a
second line, a byte that is not UTF-8, or a hundred megabytes. Every such string passes
through :func:`safe_text` before it reaches the screen or standard error.
"""

from __future__ import annotations

from collections.abc import Iterable

SHORT = 80
"""The usual limit for one quoted thing (a name, a path, a value)."""

ERROR_LINE = 200
"""The most an error line may hold (docs/session-format.md, "Limits")."""

ELLIPSIS = "…"


def _escaped(char: str) -> str:
    r"""``char`` as it is shown: itself when printable, else its escape as Python writes
    it (``\x1b``, ``\n``, ``\u202e``, ``\udcff`` for a byte of a file name that is not
    UTF-8)."""
    return char if char.isprintable() else repr(char)[1:-1]


def safe_text(text: object, limit: int = SHORT) -> str:
    r"""``text`` with every control, format and separator character shown escaped (so
    ``ESC`` reads ``\x1b``; the space stays a space), cut in the middle to at most
    ``limit`` characters, an ellipsis marking the cut (the start and the end of a path
    say most).

    The result holds only printable characters, so it stays on one line and shows as
    written; it is its own safe text (applying the function again changes nothing but
    the length).

    Args:
        text: what to show; anything else than a string is shown as ``str(text)``.
        limit: the most characters the result holds (at least 1).
    """
    raw = text if isinstance(text, str) else str(text)
    limit = max(limit, 1)
    if len(raw) <= limit and raw.isprintable():
        return raw
    whole = _fit(raw, limit)
    if len(whole) == len(raw):
        return "".join(whole)
    tail_room = (limit - 1) // 2
    head = _fit(raw, limit - 1 - tail_room)
    tail = _fit(reversed(raw), tail_room)
    return "".join(head) + ELLIPSIS + "".join(reversed(tail))


def _fit(chars: Iterable[str], room: int) -> list[str]:
    """The escaped characters, from the start of ``chars``, that fit in ``room``
    characters (an escape is never split); only these are looked at."""
    pieces: list[str] = []
    used = 0
    for char in chars:
        piece = _escaped(char)
        used += len(piece)
        if used > room:
            break
        pieces.append(piece)
    return pieces
