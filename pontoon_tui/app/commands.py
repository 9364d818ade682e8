"""The game's commands in Textual's command palette (Ctrl+P): help, the rules, hints on or
off, the theme, the animations (full, reduced, off), the four-colour deck (not without
colour, NO_COLOR), the records (between sessions: at setup, on the resume list and on the
final standings; not on the records themselves), quit.

Only these: Textual's own "Screenshot" would write the screen, private cards and all, to
a file anyone may open, and "Keys" and "Maximize" would lay panels over a private view;
none of them is offered. No command opens or reveals a private view: each shows a public
screen over the one in play, or changes a setting the whole table shares. "Theme" offers
only the themes checked with the game's colours (see :mod:`pontoon_tui.app.themes`), not
every theme Textual has.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.command import CommandListItem

if TYPE_CHECKING:
    from pontoon_tui.app.app import PontoonApp


def game_commands(app: PontoonApp) -> Iterator[SystemCommand]:
    """The commands the palette offers now."""
    yield SystemCommand("Help", "The keys of every screen, and the rules", app.action_help)
    yield SystemCommand(
        "Rules", "The rules this table plays, house rules included", app.action_help
    )
    from pontoon_tui.app.screens.records import RecordsScreen

    table = app.table
    between = not table.in_play or table.view().finished  # setup, resume, standings
    if between and not isinstance(app.screen, RecordsScreen):
        yield SystemCommand(
            "Records",
            "Who has won over time, and the hands of every finished session",
            app.action_records,
        )
    if not between:
        on = table.settings.hints
        yield SystemCommand(
            "Hints off" if on else "Hints on",
            ("Stop showing" if on else "Show") + " each move's chance of busting and its value",
            lambda: set_hints(app, not on),
        )
    yield SystemCommand(
        "Theme", "Change the colours: dark, light or high contrast", (lambda: choose_theme(app))
    )
    four = app.four_colour
    if not app.no_color:  # without colour (NO_COLOR) the deck's colours are not drawn
        yield SystemCommand(
            "Four-colour deck off" if four else "Four-colour deck on",
            "Back to red hearts and diamonds, black spades and clubs"
            if four
            else "Blue diamonds and green clubs, for telling the suits apart by colour",
            lambda: app.set_four_colour(not four),
        )
    yield SystemCommand(
        "Animations",
        f"How much moves: full, reduced or off (now {app.stage.motion.value})",
        lambda: choose_animation(app),
    )
    if app.may_open_door:
        yield SystemCommand(
            "Players join from their own devices",
            "Open the table to SSH: each player plays from their own terminal (pontoon host)",
            app.action_open_door,
        )
    yield SystemCommand("Quit", "Quit the game (it asks first)", app.action_quit)


def choose_animation(app: PontoonApp) -> None:
    """A palette of the animation settings; the one chosen is kept for next time."""
    from pontoon_tui.app.motion import Motion

    about = {
        Motion.FULL: "Cards dealt one at a time and turned over; busts and Pontoons marked",
        Motion.REDUCED: "Cards come at once; busts and Pontoons still marked",
        Motion.OFF: "Nothing moves",
    }

    def use(motion: Motion) -> Callable[[], None]:
        def chosen() -> None:
            app.set_motion(motion)

        return chosen

    commands: list[CommandListItem] = [
        (
            f"Animations: {motion.value}",
            use(motion),
            f"{about[motion]} (in use)" if motion is app.stage.motion else about[motion],
        )
        for motion in Motion
    ]
    app.search_commands(commands, placeholder="Choose how much moves…")


def set_hints(app: PontoonApp, on: bool) -> None:
    """Switch hints on or off for the table, saved with the session."""
    table = app.table
    table.settings = table.settings._replace(hints=on)
    table.save()
    table.prepare_strategies()  # the hints' tables, while the table plays on
    app.refresh_bindings()
    app.notify(
        "Hints are now on for the whole table." if on else "Hints are now off for the whole table.",
        timeout=5,
    )


def choose_theme(app: PontoonApp) -> None:
    """A palette of the themes the game offers; the one chosen is kept for next time."""
    from pontoon_tui.app.themes import OFFERED

    def use(name: str) -> Callable[[], None]:
        def chosen() -> None:
            app.theme = name

        return chosen

    commands: list[CommandListItem] = [
        (label, use(name), f"{about} (in use)" if name == app.theme else about)
        for name, (label, about) in OFFERED.items()
    ]
    app.search_commands(commands, placeholder="Choose the colours…")
