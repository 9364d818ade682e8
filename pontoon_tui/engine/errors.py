"""The engine's errors: each message is in a player's words."""

from __future__ import annotations


class PontoonError(Exception):
    """Base class of every error the engine raises on purpose."""


class IllegalMove(PontoonError):
    """An event that the rules do not allow in the state it arrives in.

    The session is left exactly as it was.
    """


class FormatError(PontoonError):
    """A session file or event that does not follow docs/session-format.md."""
