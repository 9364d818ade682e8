"""A seat's screens on a phone held upright (a terminal narrower than 80 or shorter than
24 cells, down to 36 x 20: ``PHONE_MIN_WIDTH`` in
:mod:`~pontoon_tui.app.screens.too_small`): the player's own cards large, the moves as
buttons big enough for a finger, the table a line a seat, and the deal's log a tap away.

One screen serves every step of a player's own device (its stake, the banker's doubling,
its turn, the bank, the table as it plays, a deal's ledger, the standings); like the full
screens, it shows one step and leaves once the table no longer waits for it. It shows the
seat's own view and the public one: nothing else. Every move has a button; a move the
table refuses now keeps its button, dimmed, and a tap on it says why. The keys still work
where there is a keyboard.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Button, Static

from pontoon_tui.app.flow import Step
from pontoon_tui.app.phone_text import (
    result_lines,
    seat_lines,
    standing_lines,
    to_you,
    waiting_words,
)
from pontoon_tui.app.screens.base import GameScreen, deal_title, seat_label
from pontoon_tui.app.screens.ledger import bank_and_pack, headline
from pontoon_tui.app.widgets.button import MouseButton, TapButton
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.plain import Plain
from pontoon_tui.engine.events import Buy, Double, Split, Stake, Stick, Twist
from pontoon_tui.engine.views import HandView
from pontoon_tui.table.client import TableClient

ROW = 5  # buttons to a row at most
PHONE_TALL = 30
"""From this many rows the bar's buttons (Log, Help, Leave) are three rows tall."""
MOVE_WORDS = {"split": "Split", "twist": "Twist", "stick": "Stick"}


@dataclass
class PhoneChoices:
    """What a player chose to see on their phone, kept from one screen to the next."""

    log: bool = False
    """The deal's log rather than the table."""


class PhoneScreen(GameScreen):
    """One step of a player's own device, laid out for a phone.

    Args:
        table: the link to the table.
        step: the step shown (see :func:`~pontoon_tui.app.flow.seat_step`).
        seat: the seat this device plays (None while it watches).
        still_due: whether the table still waits for this step; once not, the screen
            leaves.
        choices: what the player chose to see, shared by the phone's screens.
        note: a line for the player (their seat's secret).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        *(Binding(str(n), f"stake({n})", show=False) for n in range(1, 10)),
        Binding("t", "move('twist')", show=False),
        Binding("k", "move('stick')", show=False),
        Binding("s", "move('split')", show=False),
        Binding("d", "double(True)", show=False),
        Binding("n", "double(False)", show=False),
        Binding("enter", "proceed", show=False),
        Binding("l", "toggle_log", show=False),
    ]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (PHONE_TALL, "-tall")]  # noqa: RUF012 (Textual's)

    def __init__(
        self,
        table: TableClient,
        step: Step,
        seat: str | None,
        still_due: Callable[[], bool],
        choices: PhoneChoices,
        note: str = "",
    ) -> None:
        super().__init__(table)
        self.step = step
        self.viewer = seat
        self.still_due = still_due
        self.choices = choices
        self.note = note
        self.said = ""
        self.leaving = False
        self.buttons_shown: list[tuple[str | None, str, bool]] = []
        self.deal_index = step.deal if step.deal is not None else table.view().deal_index

    # ----- what the screen shows ---------------------------------------------------------

    def title_text(self) -> str:
        """The deal, and what this step is."""
        kind = self.step.screen
        if kind in ("ledger", "banker-pontoon"):
            deal = self.table.view(None, self.deal_index)
            return f"Ledger · deal {deal.deal_number} of {deal.deals_target}"
        if kind == "standings":
            return "Pontoon · Final standings"
        if self.table.view().deal_index is None:
            return "Pontoon · Cut for the bank"
        what = {"stake": "your stake", "double": "double?", "play": "your turn", "bank": "you bank"}
        waiting = f"waiting for {self.step.player}" if self.step.player else "waiting"
        return deal_title(self.table, what.get(kind, waiting))

    def prompt(self) -> str:
        """What the player does now, or what the table waits for."""
        kind, view = self.step.screen, self.table.view(self.viewer)
        nxt = view.next
        if kind == "stake" and nxt is not None:
            return f"Your first card is below. Stake {nxt.min} to {nxt.max} units: tap one."
        if kind == "double":
            return "You bank. Double this deal? A result that pays one stake pays two."
        if kind == "play":
            hands = len(seat.hands) if (seat := view.seat(self.viewer or "")) else 1
            if nxt is not None and nxt.type == "play" and hands > 1:
                return f"Your turn, hand {nxt.hand} of {hands} (▶): tap a move."
            return "Your turn: tap a move."
        if kind == "bank":
            return "You bank: twist or stick, at any total."
        if kind in ("ledger", "banker-pontoon"):
            deal = self.table.view(None, self.deal_index)
            words = headline(deal, self.who)
            now = self.table.view().next
            if now is not None and now.player == self.viewer and self.viewer is not None:
                words += " The next deal waits for you: tap Continue."
            return words
        if kind == "standings":
            winners = " and ".join(view.winners) or "nobody"
            return f"The session is over: {winners} {'wins' if len(view.winners) < 2 else 'win'}."
        words = waiting_words(self.table.view(), self.viewer, self.who, self.away())
        last = view.messages[-1:] if view.deal_index is not None else ()
        if last:
            words += "\n" + self.log_lines(last)[0]
        return words

    def away(self) -> tuple[str, ...]:
        """The seats whose devices have left the table."""
        return tuple(getattr(self.table, "away", ()))

    def who(self, player: str) -> str:
        """A seat's name, the computer's seats marked."""
        return seat_label(self.table, player)

    def own_hands(self) -> list[tuple[str, HandView]]:
        """The viewer's hands in the deal shown, as only they see them, with titles."""
        if self.viewer is None or self.step.screen == "standings":
            return []
        own = self.table.view(self.viewer, self.deal_index)
        if own.deal_index is None:
            return []
        if own.deal_banker == self.viewer and own.banker_hand is not None:
            return [("The bank", own.banker_hand)]
        seat = own.seat(self.viewer)
        hands = () if seat is None else seat.hands
        if len(hands) == 1:
            return [("Your hand", hands[0])]
        return [(f"Hand {number}", hand) for number, hand in enumerate(hands, 1)]

    def info_lines(self) -> list[Text]:
        """The table a line a seat; a deal's results; the standings; or the log."""
        kind = self.step.screen
        if kind == "standings":
            return standing_lines(self.table.view(), self.viewer)
        if kind in ("ledger", "banker-pontoon"):
            deal = self.table.view(None, self.deal_index)
            last = deal.finished and self.deal_index == len(deal.deals) - 1
            return [*result_lines(deal, self.viewer), Text(bank_and_pack(deal, last, self.who))]
        view = self.table.view(None, self.deal_index)
        return seat_lines(view, self.viewer)

    def compose(self) -> ComposeResult:
        """Title, prompt, own cards, the moves, what was said, the table (or log), and a
        bar of taps."""
        yield self.title_bar()
        yield self.rules_line()
        yield self.save_warning()
        yield Plain(self.prompt(), id="phone-prompt", classes="prompt")
        hands = self.own_hands()
        if hands:
            with VerticalScroll(id="phone-hands"):
                for number, (title, hand) in enumerate(hands, 1):
                    yield HandBox(hand, title, id=f"hand-{number}")
        with Vertical(id="phone-moves"):
            self.buttons_shown = self.button_key()
            yield from self.move_rows()
        yield Plain(self.said or self.note, id="message", classes="message")
        with VerticalScroll(id="phone-info"):
            if self.choices.log and self.step.screen not in ("ledger", "standings"):
                view = self.table.view(None, self.deal_index)
                yield DealLog(self.log_lines(view.messages), id="log")
            else:
                yield Static(Text("\n").join(self.info_lines()), id="phone-table")
        with Horizontal(id="phone-bar"):
            yield MouseButton("Table" if self.choices.log else "Log", id="phone-log")
            yield MouseButton("Help", id="phone-help")
            yield MouseButton("Leave", id="phone-leave")

    def move_rows(self) -> Iterable[Widget]:
        """The step's buttons, a row for each kind, no more than :data:`ROW` to a row (a
        longer row is split into rows of equal length)."""
        for buttons in self.button_rows():
            if buttons and (buttons[0].id or "").startswith("buy-"):
                yield Plain("Buy a card, adding to your stake:", classes="phone-label")
            rows = -(-len(buttons) // ROW)
            size = -(-len(buttons) // rows) if rows else 0
            for start in range(0, len(buttons), size or 1):
                yield Horizontal(*buttons[start : start + size], classes="phone-row")

    def button_rows(self) -> list[list[TapButton]]:
        """A button for each thing the player may do at this step (refused ones dimmed),
        in rows: the stakes; doubling or not; the moves, then the amounts to buy for."""
        kind = self.step.screen
        view = self.table.view(self.viewer)
        nxt = view.next
        if kind == "stake" and nxt is not None:
            return [[TapButton(str(n), id=f"stake-{n}") for n in range(nxt.min, nxt.max + 1)]]
        if kind == "double":
            return [[TapButton("Double", id="double-yes"), TapButton("Not", id="double-no")]]
        if kind in ("play", "bank"):
            moves = nxt.moves if nxt is not None and nxt.player == self.viewer else ()
            names = ("twist", "stick") if kind == "bank" else ("twist", "stick", "split")
            rows = [
                [
                    TapButton(MOVE_WORDS[move], id=f"move-{move}", refused=move not in moves)
                    for move in names
                ]
            ]
            if kind == "play" and nxt is not None:
                low, high = nxt.buy_min, nxt.buy_max
                if "buy" in moves and low is not None and high is not None:
                    amounts = range(low, high + 1)
                    rows.append([TapButton(f"+{n}", id=f"buy-{n}") for n in amounts])
                else:
                    rows[0].append(TapButton("Buy", id="move-buy", refused=True))
            return rows
        if kind in ("ledger", "banker-pontoon"):
            return [[TapButton("Continue", id="proceed", variant="primary")]]
        if kind == "standings":
            return [[TapButton("Back to the table", id="proceed", variant="primary")]]
        return []

    # ----- following the table ---------------------------------------------------------

    def follow(self) -> None:
        """The table changed: leave if it no longer waits for this step, else show the
        newest views in place (the buttons are mounted again only when they change, so
        that a tap is never lost to a redraw)."""
        if self.leaving:
            return
        if not self.still_due():
            if self.app.screen is self:
                self.leaving = True
                self.dismiss(None)
            return  # (it leaves when what covers it has gone)
        if not self.is_mounted:
            return
        hands = self.own_hands()
        boxes = list(self.query(HandBox))
        if len(hands) != len(boxes):
            self.refresh(recompose=True)
            return
        for box, (_, hand) in zip(boxes, hands, strict=True):
            box.show(hand)
        self.set_title(self.title_text())
        self.query_one("#phone-prompt", Plain).show(self.prompt())
        self.said = ""  # what was said is out of date
        self.query_one("#message", Plain).show(self.note)
        self.show_info()
        self.show_buttons()

    def show_info(self) -> None:
        """The table (or the log) as it is now."""
        for log in self.query("#log").results(DealLog):
            log.show(self.log_lines(self.table.view(None, self.deal_index).messages))
        for table in self.query("#phone-table").results(Static):
            table.update(Text("\n").join(self.info_lines()))

    def show_buttons(self) -> None:
        """The buttons as the step offers them now, mounted again only if they changed
        (compared with what was last mounted, not with what is mounted: the old ones may
        still be on their way out)."""
        wanted = self.button_key()
        if wanted != self.buttons_shown:
            self.buttons_shown = wanted
            moves = self.query_one("#phone-moves", Vertical)
            moves.remove_children()
            moves.mount_all(self.move_rows())

    def button_key(self) -> list[tuple[str | None, str, bool]]:
        """The step's buttons now: each one's id, label and whether it is refused."""
        rows = self.button_rows()
        return [(b.id, str(b.label), b.has_class("-refused")) for row in rows for b in row]

    def on_screen_resume(self) -> None:
        """Shown again (help or a dialog has gone): catch up with the table."""
        super().on_screen_resume()
        self.follow()

    def say(self, text: str) -> None:
        """Show a line under the moves."""
        self.said = text
        self.query_one("#message", Plain).show(text)

    # ----- the player's taps and keys --------------------------------------------------

    def submit(self, move: Stake | Double | Split | Buy | Twist | Stick) -> None:
        """Send a move; show why it is refused, or follow the table."""
        assert self.viewer is not None
        reason = self.table.submit(self.viewer, move)
        if reason is not None:
            self.say(f"✗ {to_you(reason, self.viewer)}")
            return
        self.follow()

    def not_now(self) -> None:
        """A key or tap for a move this step does not take: say what the table waits for."""
        if self.step.screen in ("stake", "double", "play", "bank"):
            self.say("✗ Not that now: tap one of the buttons above.")
        else:
            waiting = waiting_words(self.table.view(), self.viewer, self.who, self.away())
            self.say(f"✗ Not your move. {waiting}")

    def action_stake(self, amount: int) -> None:
        """Stake ``amount`` (at the stake step)."""
        if self.step.screen != "stake" or self.viewer is None:
            self.not_now()
            return
        self.submit(Stake(self.viewer, amount))

    def action_double(self, double: bool) -> None:
        """Double the deal or not (the banker, at the doubling step)."""
        if self.step.screen != "double" or self.viewer is None:
            self.not_now()
            return
        self.submit(Double(self.viewer, double))

    def action_move(self, move: str) -> None:
        """Twist, stick or split (in a turn or the bank's), or say why not."""
        if self.step.screen not in ("play", "bank") or self.viewer is None:
            self.not_now()
            return
        view = self.table.view(self.viewer)
        nxt = view.next
        offered = nxt.moves if nxt is not None and nxt.player == self.viewer else ()
        if move not in offered:
            reason = view.refused.get(move) or (
                "the bank may only twist or stick" if move in ("split", "buy") else "not now"
            )
            self.say(f"✗ {to_you(reason, self.viewer)}")
            return
        seat = self.viewer
        made: dict[str, Twist | Stick | Split] = {
            "twist": Twist(seat),
            "stick": Stick(seat),
            "split": Split(seat),
        }
        self.submit(made[move])

    def action_buy(self, amount: int) -> None:
        """Buy a card for ``amount`` more units."""
        if self.step.screen != "play" or self.viewer is None:
            self.not_now()
            return
        self.submit(Buy(self.viewer, amount))

    def action_proceed(self) -> None:
        """Continue, from a ledger or the standings."""
        settled = self.step.screen in ("ledger", "banker-pontoon", "standings")
        if settled and not self.leaving:
            self.leaving = True
            self.dismiss(None)

    def action_toggle_log(self) -> None:
        """The deal's log instead of the table, or back."""
        self.choices.log = not self.choices.log
        self.refresh(recompose=True)  # (the bar's buttons stay where they are)

    @on(Button.Pressed)
    async def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        name = event.button.id or ""
        kind, _, value = name.partition("-")
        if kind == "stake":
            self.action_stake(int(value))
        elif kind == "double":
            self.action_double(value == "yes")
        elif kind == "move":
            self.action_move(value)
        elif kind == "buy":
            self.action_buy(int(value))
        elif name == "proceed":
            self.action_proceed()
        elif name == "phone-log":
            self.action_toggle_log()
        elif name == "phone-help":
            await self.app.run_action("help")
        elif name == "phone-leave":
            await self.app.run_action("quit")
