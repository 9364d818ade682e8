"""Old import name of :mod:`helpers.stacking`, kept while ``tests/table`` imports it."""

from helpers.stacking import cut_for, stacked_cards, stacked_session

__all__ = ["cut_for", "stacked_cards", "stacked_session"]
