"""Cut for the bank: each player in turn cuts a card (a key press); ace high wins.

A round of cuts is made from the table's source of chance when the round starts and
revealed one player at a time; once everyone in the round has cut, it becomes one ``cut``
event. Players tied for the highest card cut again among themselves.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Center, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from pontoon_tui.app.game import Game
from pontoon_tui.app.screens.base import GameScreen
from pontoon_tui.app.widgets.button import MouseButton
from pontoon_tui.app.widgets.card import card_boxes, inline_card
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.chance import make_cut
from pontoon_tui.engine.events import Cut


class CutScreen(GameScreen):
    """Everyone cuts in seating order until one player holds the highest card."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "cut", "Cut a card"),
        Binding("enter", "proceed", "Continue"),
    ]

    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.round: Cut = make_cut(game.active, game.rng)
        self.revealed = 0

    def title_text(self) -> str:
        """The stage."""
        return "Pontoon · Cut for the bank · highest card banks, ace high"

    def compose_body(self) -> Iterable[Widget]:
        """Earlier rounds, this round, the last card cut, and the prompt."""
        with Vertical(id="cut-box"):
            yield Plain(id="cut-rounds")
            yield Plain(id="cut-card")
            yield Plain(id="cut-prompt", classes="prompt")
            with Center():
                yield MouseButton("Cut (c)", id="cut", variant="primary")

    def on_mount(self) -> None:
        """Draw the first round."""
        self.redraw()

    @property
    def cutting(self) -> tuple[str, ...]:
        """Who cuts in this round, in seating order."""
        return tuple(p for p in self.game.active.players if p in self.round.cards)

    @property
    def decided(self) -> bool:
        """Whether the bank has been decided."""
        return self.game.active.banker is not None

    def redraw(self) -> None:
        """Show every round so far and whose cut it is."""
        session = self.game.active
        lines = Text()
        for number, done in enumerate(session.cut_rounds, start=1):
            lines.append(f"Round {number}: ", style="bold")
            lines.append_text(self._cards_line(done, list(done)))
            lines.append("\n")
        if not self.decided:
            lines.append(f"Round {len(session.cut_rounds) + 1}: ", style="bold")
            shown = list(self.cutting[: self.revealed])
            lines.append_text(self._cards_line(self.round.cards, shown, waiting=self.cutting))
        self.query_one("#cut-rounds", Static).update(lines)
        self.query_one("#cut-card", Static).update(self._boxes())
        self.query_one("#cut-prompt", Static).update(self._prompt())
        self.query_one("#cut", Button).disabled = self.decided

    def _boxes(self) -> Text:
        """The cards of the round being cut (or the deciding one) as boxes, names below."""
        session = self.game.active
        if session.banker is not None and session.cut_rounds:
            cards = session.cut_rounds[-1]
            shown = [p for p in session.players if p in cards]
        else:
            cards = self.round.cards
            shown = list(self.cutting[: self.revealed])
        if not shown:
            return Text("")
        names = Text("").join(Text(f"{p[:5]:^5}") for p in shown)
        return Text("\n").join([card_boxes([cards[p] for p in shown]), names])

    @staticmethod
    def _cards_line(cards: dict[str, str], shown: list[str], waiting: Iterable[str] = ()) -> Text:
        parts: list[Text] = []
        for player in [*shown, *(p for p in waiting if p not in shown)]:
            card = inline_card(cards[player]) if player in shown else Text("…")
            parts.append(Text.assemble(f"{player} ", card))
        return Text("   ").join(parts)

    def _prompt(self) -> str:
        session = self.game.active
        if session.banker is not None:
            return f"{session.banker} cut the highest card and banks first. Press Enter."
        text = ""
        if session.cut_rounds and self.revealed == 0:
            text = f"A tie: {', '.join(self.cutting)} cut again. "
        return text + f"{self.cutting[self.revealed]}: press c to cut."

    def action_cut(self) -> None:
        """Reveal the next player's card; after the last, the round is played."""
        if self.decided:
            return
        self.revealed += 1
        if self.revealed == len(self.cutting):
            reason = self.game.apply(self.round)
            assert reason is None, reason
            if not self.decided:
                self.round = make_cut(self.game.active, self.game.rng)
                self.revealed = 0
        self.redraw()

    def action_proceed(self) -> None:
        """Go on once the bank is decided."""
        if self.decided:
            self.dismiss(None)

    @on(Button.Pressed, "#cut")
    def _pressed(self) -> None:
        self.action_cut()
