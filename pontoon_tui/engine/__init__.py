"""The rules engine: British Pontoon with no user interface (it never imports Textual).

Import what you need from its modules (``from pontoon_tui.engine.session import
Session``): the package itself re-exports nothing, so importing one module of the engine
(as the app does at start-up, for the rules on names) loads that module alone.
"""
