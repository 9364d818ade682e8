"""Fixtures for the process tests: the real game in a terminal (tests/helpers/terminal.py),
started as a player starts it; every game a test starts is ended with the test."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from helpers.terminal import HAVE_PTY, HAVE_TMUX, PtyGame, StartPty, StartTmux, TmuxGame


@pytest.fixture
def tmux_game(tmp_path: Path) -> Iterator[StartTmux]:
    """Start the game in a tmux pane: ``tmux_game(*args, save_dir=..., size=...)``; the
    save folder is ``tmp_path / "saves"`` unless given. Skips without tmux on Linux."""
    if not HAVE_TMUX:
        pytest.skip("needs tmux on Linux")
    games: list[TmuxGame] = []

    def start(
        *args: str,
        save_dir: Path | None = None,
        size: tuple[int, int] = (80, 24),
        command: Sequence[str] | None = None,
    ) -> TmuxGame:
        game = TmuxGame(args, save_dir or tmp_path / "saves", size, command)
        games.append(game)
        return game

    yield start
    for game in games:
        game.close()


@pytest.fixture
def pty_game() -> Iterator[StartPty]:
    """Start a program on a pseudo-terminal: ``pty_game(command, size=..., env=...,
    controlling=...)`` (see :class:`PtyGame`). Skips without a Linux pseudo-terminal."""
    if not HAVE_PTY:
        pytest.skip("needs a Linux pseudo-terminal")
    games: list[PtyGame] = []

    def start(command: Sequence[str], **options: object) -> PtyGame:
        game = PtyGame(command, **options)  # type: ignore[arg-type]
        games.append(game)
        return game

    yield start
    for game in games:
        game.close()
