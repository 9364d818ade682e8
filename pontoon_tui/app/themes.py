"""The themes the game offers in the command palette, and the card palette of each.

Three themes, each checked against every screen: Textual's default (dark), a light theme
(Textual's, with an accent and warnings dark enough to read on its pale grey: Textual's
own orange is hard to read there) and a high-contrast theme (white on black, yellow for
what has the focus, text never dimmed below a clear grey). Only these are offered:
Textual's other themes are not checked with the game's colours.
"""

from __future__ import annotations

from textual.theme import Theme

from pontoon_tui.app.colours import DARK, HIGH_CONTRAST, LIGHT, Palette

DEFAULT_THEME = "textual-dark"
LIGHT_THEME = "pontoon-light"
HIGH_CONTRAST_THEME = "pontoon-high-contrast"

LIGHT_COLOURS = Theme(
    name=LIGHT_THEME,
    primary="#004578",
    secondary="#0178D4",
    accent="#b35900",
    warning="#9a4a00",
    error="#b00020",
    success="#1e7b34",
    surface="#D8D8D8",
    panel="#D0D0D0",
    background="#E0E0E0",
    dark=False,
    variables={"footer-key-foreground": "#004f9e"},
)
"""Textual's light theme, its orange darkened to read on the pale background."""

HIGH_CONTRAST_COLOURS = Theme(
    name=HIGH_CONTRAST_THEME,
    primary="#0050ff",
    secondary="#00ffff",
    accent="#ffff00",
    warning="#ffff00",
    error="#ff5f5f",
    success="#00ff00",
    foreground="#ffffff",
    background="#000000",
    surface="#000000",
    panel="#303030",
    dark=True,
    luminosity_spread=0.1,
    text_alpha=1.0,
    variables={
        "text": "auto 100%",
        "boost": "#ffffff26",
        "text-muted": "#d7d7d7",
        "text-disabled": "#a8a8a8",
        "foreground-muted": "#d7d7d7",
        "border": "#ffff00",
        "border-blurred": "#ffffff",
        "footer-key-foreground": "#ffff00",
        "button-focus-text-style": "bold reverse",
        "block-cursor-background": "#ffff00",
        "block-cursor-foreground": "#000000",
        "block-cursor-text-style": "bold",
        "input-selection-background": "#0050ff",
    },
)
"""White on black, the focus in yellow."""

OFFERED: dict[str, tuple[str, str]] = {
    DEFAULT_THEME: ("Dark", "Light text on a dark background (the default)"),
    LIGHT_THEME: ("Light", "Dark text on a light background"),
    HIGH_CONTRAST_THEME: ("High contrast", "White on black, the focus in yellow"),
}
"""The themes the palette offers: name → what the palette calls it, and a line on it."""

PALETTES: dict[str, Palette] = {
    DEFAULT_THEME: DARK,
    LIGHT_THEME: LIGHT,
    HIGH_CONTRAST_THEME: HIGH_CONTRAST,
}


def palette_for(theme: Theme) -> Palette:
    """The card palette for a theme (by darkness for a theme not offered)."""
    return PALETTES.get(theme.name) or (DARK if theme.dark else LIGHT)


REGISTERED = (LIGHT_COLOURS, HIGH_CONTRAST_COLOURS)
"""The game's own themes, registered with the app."""
