"""Quitting asks first, and says whether the session is saved: where it can be resumed, or
that it is not saved, with the choice to try again, to save it in another folder, or to
quit and lose the moves."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Static

from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.field import Field
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.safetext import safe_text
from pontoon_tui.storage.store import default_save_dir
from pontoon_tui.table.service import Table

UNSAVED_KEYS = frozenset({"retry", "elsewhere", "lose"})


def quit_note(table: Table) -> str:
    """What quitting now means for the session: where it is saved and how it goes on, or
    that it is not saved."""
    if not table.in_play:
        return "Nothing has been played yet."
    if table.save_error is not None:
        since = table.behind_since or 0
        lost = f"The moves since deal {since} are" if since else "The whole session is"
        why = safe_text(table.save_error, 100)
        return f"Not saved: {why}. {lost} only in memory: quitting now loses them."
    assert table.path is not None  # saved, so it has a file
    path, folder = safe_text(table.path, 200), safe_text(table.path.parent, 200)
    if table.view().finished:
        return f"The session is over; it is saved as {path}."
    if table.loaded:
        return (
            f"Every move is saved to {path}, the file this game was opened with: "
            f"pontoon --load {path} continues it."
        )
    if table.path.parent.resolve() == default_save_dir().resolve():
        again = "pontoon host" if table.settings.remote else "pontoon"
        return f"The session is saved in {folder}: start {again} again to resume it."
    return f"The session is saved in {folder}: pontoon --save-dir {folder} resumes it."


_SEPARATORS = re.escape(os.sep + (os.altsep or ""))
SEPARATED = re.compile(f"[^{_SEPARATORS}]*[{_SEPARATORS}]|[^{_SEPARATORS}]+")
"""A path's pieces, each with the separator after it (``/`` here; a backslash in a name
on this system is part of the name)."""


def wrapped(text: str, width: int) -> list[str]:
    """``text`` in lines of at most ``width`` cells, broken at spaces; a word too long for
    a line of its own (a path) is broken after a path separator, never inside a name
    (only a single name wider than the line is cut, wherever it must)."""
    width = max(width, 1)
    pieces: list[tuple[str, bool]] = []  # (piece, whether a space goes before it)
    for word in text.split(" "):
        parts = SEPARATED.findall(word) if len(word) > width else [word]
        pieces += [(part, index == 0) for index, part in enumerate(parts)]
    lines: list[str] = []
    for piece, spaced in pieces:
        gap = " " if spaced else ""
        if lines and len(lines[-1]) + len(gap) + len(piece) <= width:
            lines[-1] += gap + piece
            continue
        while len(piece) > width:
            lines.append(piece[:width])
            piece = piece[width:]
        lines.append(piece)
    return lines


class NoteText(Plain):
    """A note that may name a file: wrapped at spaces, and a long path after a separator,
    so that no folder's or file's name is broken across two lines."""

    def render(self) -> Content:
        """The note in lines that fit the widget's width."""
        width = self.content_region.width or self.app.size.width
        return Content("\n".join(wrapped(str(self.shown), width)))

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """As many lines as the note takes at ``width``."""
        return len(wrapped(str(self.shown), width))


class QuitScreen(ModalScreen[bool]):
    """Ask whether to quit; dismisses True to quit, False to stay.

    While the session is not saved, ``y`` does not quit: ``r`` tries the save again, ``s``
    asks for another folder to save it in, and ``l`` quits and loses the moves.

    Args:
        game: the game, whose saves the dialog reports and retries.
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", "Quit"),
        # Esc stays: no letter, which the screen beneath may use for something else (on
        # the final standings n is a new session).
        Binding("escape", "back", "Back"),  # while the folder prompt shows
        Binding("escape", "answer(False)", "Keep playing"),
        Binding("escape", "stay", "Back"),  # after the session: nothing is left to play
        Binding("r", "retry", "Retry"),
        Binding("s", "elsewhere", "Save elsewhere"),
        Binding("l", "lose", "Quit and lose the moves"),
    ]

    def __init__(self, table: Table) -> None:
        super().__init__()
        self.table = table

    @property
    def finished(self) -> bool:
        """Whether the session is over (the final standings show): nothing to keep playing."""
        return self.table.in_play and self.table.view().finished

    @property
    def unsaved(self) -> bool:
        """Whether the session on disk is behind the game."""
        return self.table.in_play and self.table.save_error is not None

    def compose(self) -> ComposeResult:
        """The question, what quitting means, and the buttons that fit the case."""
        with Vertical(classes="dialog wide" if self.unsaved else "dialog"):
            yield Plain("Quit Pontoon?", classes="dialog-title")
            yield NoteText(quit_note(self.table), id="quit-note")
            yield Plain("", id="quit-message", classes="message")
            with Horizontal(classes="dialog-buttons"):
                if self.unsaved:
                    yield MouseButton("Retry (r)", id="retry", variant="primary")
                    yield MouseButton("Save elsewhere (s)", id="elsewhere")
                    yield MouseButton("Lose them (l)", id="lose", variant="error")
                else:
                    yield MouseButton("Quit (y)", id="yes", variant="error")
                stay = "Back (Esc)" if self.finished else "Keep playing (Esc)"
                yield MouseButton(stay, id="no", variant="primary")
        yield KeyBar()  # the dialog's keys, over those of the screen under it

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """``y`` quits only while the session is saved; the other choices only while not.
        While the folder prompt shows, its field takes the letters: only Esc (back) is
        offered."""
        if self.is_mounted and self.prompting:
            return action == "back"
        if action == "back":
            return False
        if action == "stay":
            return self.finished
        if action == "answer" and parameters == (False,):
            return not self.finished
        if action == "answer" and parameters == (True,):
            return not self.unsaved
        if action in UNSAVED_KEYS:
            return self.unsaved
        return True

    def say(self, text: str) -> None:
        """A line under the note."""
        self.query_one("#quit-message", Static).update(text)

    def action_answer(self, answer: bool) -> None:
        """Close with the answer."""
        self.dismiss(answer)

    def action_stay(self) -> None:
        """Esc once the session is over: back to the final standings, not quitting."""
        self.dismiss(False)

    async def action_back(self) -> None:
        """Esc in the folder prompt: close the prompt, back to the dialog's choices."""
        if self.prompting:
            await self.query_one("#elsewhere-folder", Input).remove()
            self.say("")
            self.refresh_bindings()  # the choices again, now the prompt is gone

    @property
    def prompting(self) -> bool:
        """Whether the folder prompt shows."""
        return bool(self.query("#elsewhere-folder"))

    def action_retry(self) -> None:
        """Try the save again; the dialog then says where the session is saved."""
        if self.table.retry_save():
            self.refresh(recompose=True)
        else:
            self.say(f"✗ Still not saved: {safe_text(self.table.save_error or '', 100)}.")

    def action_elsewhere(self) -> None:
        """Ask for a folder to save the session in."""
        if not self.prompting:
            field = Field(placeholder="a folder to save in, then Enter", id="elsewhere-folder")
            self.query_one(".dialog").mount(field, before="#quit-message")
            field.focus()
            self.refresh_bindings()
        self.say("Type a folder (it is made if need be), then Enter; Esc goes back.")

    @on(Input.Submitted, "#elsewhere-folder")
    def _folder_given(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        if not text:
            self.say("✗ Type the folder to save the session in.")
            return
        problem = self.table.save_elsewhere(Path(text).expanduser())
        if problem is not None:
            self.say(f"✗ Not saved there either: {problem}.")
            return
        self.refresh(recompose=True)

    def action_lose(self) -> None:
        """Quit although the moves are not saved."""
        self.dismiss(True)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        choice = event.button.id
        if choice == "retry":
            self.action_retry()
        elif choice == "elsewhere":
            self.action_elsewhere()
        else:
            self.dismiss(choice in ("yes", "lose"))
