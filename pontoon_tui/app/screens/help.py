"""Help: the rules of the table in brief, and the keys.

Each paragraph is one logical line that the screen wraps to its width; list items and
key lines hang under their marker or label, so the text reads well at any width.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Footer, Static

from pontoon_tui.app.compositor import use_partial_compositor

TITLE = "[b]Pontoon: the rules this table plays[/b]"

RULES: tuple[str | tuple[str, ...], ...] = (
    "[b]The aim.[/b] Beat the banker's hand without going over 21. Aces count 1 or 11; "
    "10, J, Q and K count 10; other cards their face value.",
    "[b]Best hands,[/b] best first: a [b]Pontoon[/b] (an ace and a ten-value card, two "
    "cards only); a [b]five-card trick[/b] (five cards totalling 21 or less); 21; then 20, "
    "19, and so on. Over 21 is [b]bust[/b]. Suits never break a tie.",
    "[b]The bank.[/b] Everyone cuts a card; the highest (ace high) banks. Tied players cut "
    "again. The bank passes to the first player who makes an unsplit Pontoon; a banker's "
    "own Pontoon keeps it.",
    "[b]A deal.[/b] Everyone gets one face-down card and looks at it. Each player stakes 1 "
    "to 5 units. A second card follows. If the banker holds a Pontoon, it is shown at once "
    "and every player pays double the stake. Otherwise each player in turn, from the "
    "banker's left, may:",
    (
        "[b]split[/b] two cards of the same rank into two hands (adding an equal stake), up "
        "to four hands;",
        "[b]buy[/b] a face-down card, adding to the stake: the first purchase adds 1 to 2 "
        "times the stake, later ones at least the stake and no more than the purchase "
        "before; not after a twist;",
        "[b]twist[/b] a face-up card for nothing;",
        "[b]stick[/b] on 15 or more.",
    ),
    "A hand stops by itself on 21, on five cards, or when it busts; a bust hand pays its "
    "stake to the banker at once.",
    "[b]The banker[/b] turns both cards over and twists or sticks at any total (the hand "
    "stops at five cards or bust). Banker bust: ordinary hands win their stake, Pontoons "
    "and five-card tricks double. Banker's five-card trick: only a Pontoon wins (double); "
    "every other hand pays double. Otherwise Pontoons and five-card tricks win double, and "
    "a hand wins its stake only when its total beats the banker's; equal totals go to the "
    "banker.",
    "[b]The pack[/b] is shuffled again after any deal with a Pontoon. If it runs out in "
    "the middle of a deal, the deal is cancelled, every payment reversed, and dealt again.",
    "[b]The session[/b] runs eight deals (or as many as chosen). Balances start at 0 and "
    "may go negative; the highest balance wins, and equal highest balances share the win.",
    '[b]Privacy.[/b] Your face-down cards appear only on your own screen, after the "pass '
    'the device" screen names you and you press [b]y[/b]. Cards with rounded corners are '
    "the ones only you can see.",
    "[b]Computer seats and hints.[/b] In setup, [b]c[/b] on the seat list hands a seat "
    "(the bank's too) to the computer. It cuts and plays in front of everyone after a "
    "short pause, seeing only what its seat may see; the device passes only between "
    "people. On your turn, [b]h[/b] shows each move's chance of busting on the next card "
    "and its expected value (EV, in units), unless the table switched hints off in setup.",
)

KEYS: tuple[tuple[str, str], ...] = (
    (
        "setup",
        "type a name and [b]Enter[/b] (or Add) to seat it; [b]Enter[/b] on an empty name "
        "or [b]Ctrl+S[/b] starts; [b]Tab[/b] / [b]Shift+Tab[/b] move between the name, "
        "Add, the seats, the deals, hints and Start",
    ),
    (
        "seat list",
        "[b]↑[/b]/[b]↓[/b] choose a seat, [b]u[/b]/[b]d[/b] move it up or down, [b]c[/b] "
        "computer or person, [b]x[/b] or [b]Delete[/b] removes",
    ),
    ("resume", "[b]Enter[/b] or [b]r[/b] resumes the selected session, [b]n[/b] starts anew"),
    ("cut", "[b]c[/b] cuts a card, [b]Enter[/b] continues once the bank is decided"),
    ("stake", "[b]1[/b] to [b]5[/b]"),
    ("pass the device", "[b]y[/b] when you hold it"),
    (
        "your turn",
        "[b]s[/b] split, [b]b[/b] buy, [b]t[/b] twist, [b]k[/b] stick, [b]h[/b] hints; "
        "[b]Enter[/b] passes on once your turn is over; [b]↑[/b]/[b]↓[/b] and "
        "[b]Page Up[/b]/[b]Page Down[/b] scroll your hands",
    ),
    ("buying", "type the amount or [b]↑[/b]/[b]↓[/b], [b]Enter[/b] buys, [b]Esc[/b] cancels"),
    ("banker", "[b]t[/b] twist, [b]k[/b] stick"),
    (
        "the table",
        "[b]Shift+↑[/b]/[b]Shift+↓[/b] scroll the table and its log when they do not fit",
    ),
    ("the computer", "[b]Space[/b] goes on at once"),
    (
        "continue",
        "[b]Enter[/b] (the ledger, the banker's Pontoon); [b]Page Up[/b]/[b]Page Down[/b] "
        "scroll the ledger",
    ),
    (
        "help, quit",
        "[b]?[/b] or [b]F1[/b] help; [b]q[/b] or [b]Ctrl+Q[/b] quits (asks first; the game "
        "is saved; in setup's text fields only [b]Ctrl+Q[/b])",
    ),
)


class HelpScreen(ModalScreen[None]):
    """The rules in brief; any closing key returns to the game."""

    DEFAULT_CSS = """
    HelpScreen .help-para {
        margin-top: 1;
    }
    HelpScreen .help-row {
        height: auto;
    }
    HelpScreen .help-bullet {
        width: 4;
        padding-left: 2;
    }
    HelpScreen .help-key {
        width: 19;
        padding-left: 2;
    }
    HelpScreen .help-item {
        width: 1fr;
    }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,enter", "close", "Back to the game")
    ]

    def __init__(self) -> None:
        super().__init__()
        use_partial_compositor(self)

    def compose(self) -> ComposeResult:
        """The rules and the keys, scrollable."""
        with VerticalScroll(id="help-box"):
            yield Static(TITLE, id="help-text")
            for part in RULES:
                if isinstance(part, str):
                    yield Static(part, classes="help-para")
                    continue
                for item in part:
                    with Horizontal(classes="help-row"):
                        yield Static("•", classes="help-bullet")
                        yield Static(item, classes="help-item")
            yield Static("[b]Keys[/b]", classes="help-para")
            for where, keys in KEYS:
                with Horizontal(classes="help-row"):
                    yield Static(where, classes="help-key")
                    yield Static(keys, classes="help-item")
        yield Footer()

    def action_close(self) -> None:
        """Back to the game."""
        self.dismiss(None)
