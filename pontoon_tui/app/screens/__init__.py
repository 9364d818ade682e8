"""The game's screens, one module each; import a screen from its own module
(``from pontoon_tui.app.screens.setup import SetupScreen``).

The package re-exports nothing: importing every screen here would make the first frame
wait for imports the setup screen does not need, and nothing in the game or its tests
imports screens from the package.
"""
