"""The colours the table chose: the theme and the deck, kept from one game to the next.

:class:`ColourChoice` is the part of the app that offers the game's own themes, starts
in the theme and the deck chosen last, draws every screen again when either changes, and
remembers the new choice for the next game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import App

from pontoon_tui.app.colours import CardLook, use_look
from pontoon_tui.app.themes import palette_for
from pontoon_tui.app.widgets.plain import repaint_all

if TYPE_CHECKING:
    from textual.theme import Theme


class ColourChoice(App[int]):
    """An app whose theme and deck are the table's choice, remembered for next time.

    Attributes:
        four_colour: whether the deck shows four colours (♦ blue, ♣ green).
    """

    four_colour = False

    def _remembered_colours(self) -> bool:
        """Offer the game's own themes, use the theme and the deck chosen
        last (a name the game does not offer is ignored), and say whether the deck shows
        four colours."""
        from pontoon_tui.app.themes import OFFERED, REGISTERED
        from pontoon_tui.storage.config import remembered_colours

        for own in REGISTERED:
            self.register_theme(own)
        theme, four_colour = remembered_colours()
        if theme in OFFERED:
            self.theme = theme
        use_look(CardLook(palette_for(self.current_theme), four_colour))
        return four_colour

    def _theme_changed(self, theme: Theme) -> None:
        """Draw the cards in the new theme's colours, and keep the choice for next time."""
        from pontoon_tui.app.themes import OFFERED
        from pontoon_tui.storage.config import remember

        self.recolour()
        if theme.name in OFFERED:
            remember("theme", theme.name)

    def set_four_colour(self, on: bool) -> None:
        """Switch the four-colour deck on or off, kept for next time."""
        from pontoon_tui.storage.config import remember

        self.four_colour = on
        self.recolour()
        remember("four_colour", on)
        self.notify(
            "Four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green."
            if on
            else "Two-colour deck: ♥ ♦ red, ♠ ♣ black.",
            timeout=5,
        )

    def recolour(self) -> None:
        """Draw every screen again in the colours of the theme and the deck in use."""
        if not use_look(CardLook(palette_for(self.current_theme), self.four_colour)):
            return
        for screen in self.screen_stack:
            recolour = getattr(screen, "recolour", None)
            if callable(recolour):
                recolour()
            else:
                repaint_all(screen)
