"""The game's commands in Textual's command palette (Ctrl+P): help, the rules, hints on or
off, the theme, quit.

Only these: Textual's own "Screenshot" would write the screen, private cards and all, to
a file anyone may open, and "Keys" and "Maximize" would lay panels over a private view;
none of them is offered. No command opens or reveals a private view: each shows a public
screen over the one in play, or changes a setting the whole table shares.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from textual.app import SystemCommand

if TYPE_CHECKING:
    from pontoon_tui.app.app import PontoonApp


def game_commands(app: PontoonApp) -> Iterator[SystemCommand]:
    """The commands the palette offers now."""
    yield SystemCommand("Help", "The keys of every screen, and the rules", app.action_help)
    yield SystemCommand(
        "Rules", "The rules this table plays, house rules included", app.action_help
    )
    game = app.game
    if game.session is not None:
        on = game.table.hints
        yield SystemCommand(
            "Hints off" if on else "Hints on",
            ("Stop showing" if on else "Show") + " each move's chance of busting and its value",
            lambda: set_hints(app, not on),
        )
    yield SystemCommand("Theme", "Change the colours", app.action_change_theme)
    yield SystemCommand("Quit", "Quit the game (it asks first)", app.action_quit)


def set_hints(app: PontoonApp, on: bool) -> None:
    """Switch hints on or off for the table, saved with the session."""
    game = app.game
    game.table = replace(game.table, hints=on)
    game.save()
    app.refresh_bindings()
    app.notify(
        "Hints are now on for the whole table." if on else "Hints are now off for the whole table.",
        timeout=5,
    )
