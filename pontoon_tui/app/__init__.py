"""The terminal game: :func:`make_app` builds it, :func:`run_game` plays it."""

from pontoon_tui.app.main import make_app, run_game

__all__ = ["make_app", "run_game"]
