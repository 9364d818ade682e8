"""Old import name of :mod:`helpers.random_sessions`, kept while ``tests/table`` imports it."""

from helpers.random_sessions import BIASES, STYLES, choose, random_session

__all__ = ["BIASES", "STYLES", "choose", "random_session"]
