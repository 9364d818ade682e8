"""The colours of the cards and of gains and losses: the one place that decides them.

A card's colour comes from its suit, the deck chosen (two colours, or four: ♠ black,
♥ red, ♦ blue, ♣ green, for people who mix red and black up) and the theme's palette.
The suit's symbol is always drawn beside the rank, so that every card reads without
colour (``NO_COLOR``) too.

Card faces keep a light face whatever the theme, as a real card does; what changes with
the theme is the box's edges, the backs and the colours of gains and losses, so that each
stays clear against the theme's background.

The look in use is held here (:func:`current_look`), set by the app when the theme or the
deck changes (:func:`use_look`); the card functions draw with it unless given another.
"""

from __future__ import annotations

from typing import NamedTuple

from rich.style import Style

from pontoon_tui.engine.cards import RED_SUITS


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class Palette(NamedTuple):
    """The colours one theme draws cards and balances with (Rich colour names or hex)."""

    face: str
    black: str
    red: str
    blue: str
    green: str
    edge: str
    private_edge: str
    back: str
    back_fill: str
    gain: str
    loss: str
    felt: str


DARK = Palette(
    face="grey93",
    black="grey11",
    red="red3",
    blue="blue3",
    green="green4",
    edge="grey70",
    private_edge="gold1",
    back="steel_blue1",
    back_fill="navy_blue",
    gain="green",
    loss="red",
    felt="#0b4a25",
)
"""For dark themes (Textual's default)."""

LIGHT = Palette(
    face="#ffffff",
    black="#000000",
    red="#c00000",
    blue="#0030c0",
    green="#006b1f",
    edge="grey35",
    private_edge="dark_orange3",
    back="steel_blue1",
    back_fill="navy_blue",
    gain="#006b1f",
    loss="#b00020",
    felt="#2f7a45",
)
"""For light themes: darker edges, gains and losses that read on a pale background."""

HIGH_CONTRAST = Palette(
    face="#ffffff",
    black="#000000",
    red="#c00000",
    blue="#0000c8",
    green="#006400",
    edge="#ffffff",
    private_edge="#ffff00",
    back="#ffffff",
    back_fill="#0000a0",
    gain="#00ff00",
    loss="#ff5f5f",
    felt="#003a00",
)
"""For the high-contrast theme: pure white edges on black, the brightest gains and losses."""


def suit_colour(suit: str, four_colour: bool, palette: Palette) -> str:
    """The colour of a suit's cards: red hearts and diamonds and black spades and clubs;
    with the four-colour deck ♦ blue and ♣ green."""
    if four_colour and suit == "D":
        return palette.blue
    if four_colour and suit == "C":
        return palette.green
    return palette.red if suit in RED_SUITS else palette.black


# A NamedTuple, not a dataclass: the game defines it as it starts, and a NamedTuple takes
# a fraction of a dataclass's time to define (benchmarks/README.md).
class CardLook(NamedTuple):
    """The styles cards and balances are drawn with, for one palette and deck."""

    palette: Palette
    four_colour: bool

    def face(self, suit: str) -> Style:
        """A face's style for a suit letter (``"H"``)."""
        return _FACES[self.palette, self.four_colour, suit]

    @property
    def back(self) -> Style:
        """A card seen from the back."""
        return Style(color=self.palette.back, bgcolor=self.palette.back_fill)

    @property
    def edge(self) -> Style:
        """The box round a card."""
        return Style(color=self.palette.edge)

    @property
    def private_edge(self) -> Style:
        """The box round a face-down card shown to its owner."""
        return Style(color=self.palette.private_edge)

    @property
    def felt(self) -> Style:
        """The table's cloth, under the pack and between the seats."""
        return Style(color="#ffffff", bgcolor=self.palette.felt)

    @property
    def gain(self) -> Style:
        """A balance or a result above zero (bold is added where it is bold)."""
        return Style(color=self.palette.gain)

    @property
    def loss(self) -> Style:
        """A balance or a result below zero, and a bust."""
        return Style(color=self.palette.loss)


class _Faces(dict[tuple[Palette, bool, str], Style]):
    """Face styles, made once for each palette, deck and suit."""

    def __missing__(self, key: tuple[Palette, bool, str]) -> Style:
        palette, four_colour, suit = key
        colour = suit_colour(suit, four_colour, palette)
        style = Style(color=colour, bgcolor=palette.face, bold=True)
        self[key] = style
        return style


_FACES = _Faces()

STANDARD = CardLook(DARK, four_colour=False)
"""The look before any app chooses one: the default theme, two colours."""

_current = [STANDARD]


def current_look() -> CardLook:
    """The look the game draws with now."""
    return _current[0]


def use_look(look: CardLook) -> bool:
    """Draw with ``look`` from now on; whether it differs from the one before."""
    changed = look != _current[0]
    _current[0] = look
    return changed
