"""What the tests share, imported as ``helpers.<module>`` (``pythonpath = ["tests"]`` in
``[tool.pytest.ini_options]`` puts ``tests/`` on the path):

* :mod:`helpers.stacking` — stacked tables: a chosen banker, packs whose top is written out.
* :mod:`helpers.random_sessions` — random legal sessions from biased packs and play styles.
* :mod:`helpers.engine_support` — playing the engine move by move and reading its JSON.
* :mod:`helpers.rule_drivers` — one table row of the rules, through the engine and the
  simulator.
* :mod:`helpers.records_support` — save folders of generated sessions and the records
  worked out from ``pontoon replay``.
* :mod:`helpers.app_stack` — stacked sessions and chance for the app tests.
* :mod:`helpers.app_driver` — playing the app through its screens with Textual's pilot,
  and reading the screen as text.
* :mod:`helpers.privacy` — checking each screen for cards its viewer must not see.
* :mod:`helpers.snapshots` — tables and key presses for the snapshot tests.
* :mod:`helpers.terminal` — the real game in a pseudo-terminal or a tmux pane, for the
  process tests and ``benchmarks/app_bench.py``.
* :mod:`helpers.tls` — a self-signed certificate for the browser door's HTTPS tests.
* :mod:`helpers.web_door` — a browser door serving a fresh table, and a free port.
* :mod:`helpers.phone` — a phone's browser: the page's terminal read through a terminal
  emulator, and where to tap on it.
"""
