"""Help: the keys of the screen it was opened on, the rules of the table in brief, and
every screen's keys.

Each paragraph is one logical line that the screen wraps to its width; list items and
key lines hang under their marker or label, so the text reads well at any width.
"""

from __future__ import annotations

from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from pontoon_tui.app.rules_text import rules_paragraphs, session_paragraph
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.rules import DEFAULT_RULES, STAKE_MAX, STAKE_MIN, HouseRules

TITLE = "[b]Pontoon: the rules this table plays[/b]"

ABOUT: tuple[str, ...] = (
    '[b]Privacy.[/b] Your face-down cards appear only on your own screen, after the "pass '
    'the device" screen names you and you press [b]y[/b] (not Enter). Cards with rounded '
    "corners are the ones only you can see.",
    "[b]Computer seats and hints.[/b] In setup, [b]c[/b] on the seat list hands a seat "
    "(the bank's too) to the computer. It cuts and plays in front of everyone, each move "
    "held long enough to read, seeing only what its seat may see; the device passes only "
    "between people. On your turn, [b]h[/b] shows each move's chance of busting on the next card "
    "and its expected value (EV, in units), unless the table switched hints off in setup.",
)

KEYS: tuple[tuple[str, str], ...] = (
    (
        "setup",
        "type a name and [b]Enter[/b] (or Add) to seat it (the last table's seats are "
        "there to begin with: [b]Ctrl+L[/b] clears them); [b]Ctrl+R[/b] (or House "
        "rules) chooses the house rules; [b]Ctrl+S[/b] (or Start) starts; [b]Ctrl+O[/b] "
        "(or Records) the records of past sessions; [b]Tab[/b] / [b]Shift+Tab[/b] move "
        "between the name, Add, the deals, hints, the house rules, Start, the seats and "
        "Records (Shift+Tab twice from the name reaches the seats)",
    ),
    (
        "seat list",
        "[b]↑[/b]/[b]↓[/b] choose a seat, [b]u[/b]/[b]d[/b] move it up or down, [b]c[/b] "
        "computer or person, [b]x[/b] or [b]Delete[/b] removes",
    ),
    (
        "resume",
        "[b]Enter[/b] or [b]r[/b] resumes the selected session, [b]n[/b] starts anew, "
        "[b]h[/b] its hand history (the deals that are over)",
    ),
    (
        "records",
        "[b]Ctrl+O[/b] in setup or on the resume list; [b]Tab[/b] between the players and "
        "the sessions; [b]Home[/b]/[b]End[/b] the first and the last row; [b]←[/b]/[b]→[/b] "
        "scroll the players' table sideways when it is wider than the screen; [b]Enter[/b] "
        "opens a session's hand history; [b]Esc[/b] back",
    ),
    (
        "hand history",
        "[b]←[/b]/[b]→[/b] deals, [b]↑[/b]/[b]↓[/b] hands, [b]Home[/b]/[b]End[/b] the "
        "first and the last deal, [b]Esc[/b] back",
    ),
    (
        "house rules",
        "[b]↑[/b]/[b]↓[/b] choose a rule, [b]←[/b]/[b]→[/b] or [b]Space[/b] change it, "
        "[b]0[/b] our table (no house rules), [b]Enter[/b] keeps, [b]Esc[/b] back",
    ),
    ("cut", "[b]c[/b] cuts a card, [b]Enter[/b] continues once the bank is decided"),
    ("stake", f"[b]{STAKE_MIN}[/b] to [b]{STAKE_MAX}[/b]"),
    ("pass the device", "[b]y[/b] when you hold it"),
    (
        "your turn",
        "[b]s[/b] split, [b]b[/b] buy, [b]t[/b] twist, [b]k[/b] stick, [b]h[/b] hints; "
        "[b]Enter[/b] passes on once your turn is over; [b]↑[/b]/[b]↓[/b] and "
        "[b]Page Up[/b]/[b]Page Down[/b] scroll your hands",
    ),
    ("buying", "type the amount or [b]↑[/b]/[b]↓[/b], [b]Enter[/b] buys, [b]Esc[/b] cancels"),
    ("doubling", "[b]d[/b] doubles the deal, [b]n[/b] does not (the banker alone decides)"),
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
        "final standings",
        "[b]r[/b] a rematch at the same seats, [b]n[/b] a new session, [b]Ctrl+O[/b] the records",
    ),
    (
        "colours",
        "[b]Ctrl+P[/b], the command palette: [b]Theme[/b] (dark, light, high contrast) and "
        "[b]Four-colour deck on[/b] (♠ black, ♥ red, ♦ blue, ♣ green); kept for next time",
    ),
    (
        "help, quit",
        "[b]?[/b] or [b]F1[/b] help; [b]q[/b] or [b]Ctrl+Q[/b] quits (asks first; the game "
        "is saved; in setup's text fields only [b]Ctrl+Q[/b])",
    ),
)

TOPICS: dict[str, str] = {
    "SetupScreen": "setup",
    "ResumeScreen": "resume",
    "RecordsScreen": "records",
    "HistoryScreen": "hand history",
    "HouseRulesScreen": "house rules",
    "CutScreen": "cut",
    "StakeScreen": "stake",
    "PassDeviceScreen": "pass the device",
    "PlayerTurnScreen": "your turn",
    "BuyScreen": "buying",
    "DoubleScreen": "doubling",
    "BankerTurnScreen": "banker",
    "ComputerTurnScreen": "the computer",
    "BankerPontoonScreen": "continue",
    "LedgerScreen": "continue",
    "StandingsScreen": "final standings",
}
"""Which line of :data:`KEYS` is about each screen (by the screen's class name): help
opened there shows it first."""


def keys_of(screen_name: str) -> tuple[str, str] | None:
    """The line of :data:`KEYS` about the screen called ``screen_name``, if there is one."""
    topic = TOPICS.get(screen_name)
    return next((line for line in KEYS if line[0] == topic), None)


class HelpScreen(ModalScreen[None]):
    """The rules in brief; any closing key returns to the game."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape,question_mark,f1,enter", "close('game')", "Back to the game"),
        Binding("escape,question_mark,f1,enter", "close('back')", "Back"),
    ]

    def __init__(
        self,
        rules: HouseRules = DEFAULT_RULES,
        *,
        in_game: bool = True,
        deals: int | None = None,
        over: str = "",
    ) -> None:
        """``in_game``: opened over the game; else over a screen between sessions (the
        records, a hand history), and the key back is only "Back". ``deals``: how many
        deals the session in play counts (None before one is set up). ``over``: the class
        name of the screen help was opened on, whose keys come first."""
        super().__init__()
        self.rules = rules
        self.in_game = in_game
        self.deals = deals
        self.here = keys_of(over)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """One of the two ways back is offered: to the game, or only back."""
        if action == "close" and parameters:
            return (parameters[0] == "game") is self.in_game
        return True

    def compose(self) -> ComposeResult:
        """The rules and the keys, scrollable."""
        with VerticalScroll(id="help-box"):
            yield Static(TITLE, id="help-text")
            if self.here is not None:
                where, keys = self.here
                yield Static(
                    f"[b]Keys here ({where}):[/b] {keys}", id="help-here", classes="help-para"
                )
            about = (session_paragraph(self.deals, self.rules), *ABOUT)
            for part in (*rules_paragraphs(self.rules), *about):
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
        yield KeyBar(palette=True)

    def action_close(self, where: str = "game") -> None:
        """Back to the game, or to the screen below."""
        self.dismiss(None)
