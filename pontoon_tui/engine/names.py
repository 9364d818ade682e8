"""Player names, the table's size and the session's length, as docs/session-format.md
requires."""

from __future__ import annotations

from collections.abc import Sequence

from pontoon_tui.engine.errors import IllegalMove

MIN_PLAYERS = 2
MAX_PLAYERS = 8
MAX_NAME = 20
DEFAULT_DEALS = 8
"""Counted deals in a session unless the table chooses otherwise (R5)."""
MIN_DEALS = 1
MAX_DEALS = 99
"""The fewest and the most counted deals a session may run."""


def deals_problem(deals: object) -> str | None:
    """Why ``deals`` cannot be a session's length, or None when it can."""
    if isinstance(deals, bool) or not isinstance(deals, int):
        return f"a session runs a whole number of deals, not {deals!r}"
    if not MIN_DEALS <= deals <= MAX_DEALS:
        return f"a session runs {MIN_DEALS} to {MAX_DEALS} deals, not {deals!r}"
    return None


def name_problem(name: object) -> str | None:
    """Why ``name`` cannot be a player's name, or None when it can."""
    if not isinstance(name, str):
        return "a name must be text"
    if not name:
        return "a name cannot be empty"
    if not name.isprintable():
        return f"{name!r} holds a character that cannot be shown"
    if len(name) > MAX_NAME:
        return f"{name[:MAX_NAME]}… is longer than {MAX_NAME} characters"
    if name != name.strip(" "):
        return f"{name!r} starts or ends with a space"
    return None


def players_problem(players: Sequence[object]) -> str | None:
    """Why ``players`` cannot sit at the table, or None when they can."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        return f"the table seats {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}"
    seen: set[str] = set()
    for name in players:
        problem = name_problem(name)
        if problem is not None:
            return problem
        assert isinstance(name, str)
        if name in seen:
            return f"two players are called {name!r}"
        seen.add(name)
    return None


def check_players(players: Sequence[object]) -> None:
    """Raise :class:`IllegalMove` unless ``players`` can sit at the table."""
    problem = players_problem(players)
    if problem is not None:
        raise IllegalMove(problem)
