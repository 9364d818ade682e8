"""``python -m pontoon_tui``: the same command as ``pontoon``."""

from __future__ import annotations

import sys

from pontoon_tui.cli import main

if __name__ == "__main__":
    sys.exit(main())
