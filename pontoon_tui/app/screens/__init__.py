"""The game's screens, one module each; import a screen from its own module
(``from pontoon_tui.app.screens.setup import SetupScreen``).

The package re-exports nothing: importing every screen here would cost the first frame
about 0.3 s of imports the setup screen does not need (measured: 296 ms on a loaded
two-core machine), and nothing in the game or its tests imports screens from the package.
"""
