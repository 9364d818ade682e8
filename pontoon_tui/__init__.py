"""pontoon-tui: traditional British Pontoon, hot-seat at one terminal."""

__version__ = "0.1.0"
