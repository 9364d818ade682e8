"""The game's widgets, one module each; import a widget from its own module
(``from pontoon_tui.app.widgets.hand import HandBox``).

The package re-exports nothing, so that a screen pays only for the widgets it uses.
"""
