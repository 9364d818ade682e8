"""Fixtures for the app tests: a save directory of their own."""

from __future__ import annotations

from pathlib import Path

import pytest

from pontoon_tui.storage.store import SessionStore


@pytest.fixture
def save_dir(tmp_path: Path) -> Path:
    """A save directory of the test's own."""
    return tmp_path / "saves"


@pytest.fixture
def store(save_dir: Path) -> SessionStore:
    """The store over that directory."""
    return SessionStore(save_dir)
