"""The table's house rules (docs/rules.md H1-H10), chosen before the first deal.

Each rule is one row: its name, its value, and a line saying what it changes, all read
from the rule's spec. ↑/↓ choose a rule, ←/→ or Space change it (a click on the row too),
``0`` goes back to the standard rules ("our table"), Enter keeps the choice and Escape
leaves it as it was.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, ClassVar

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Static

from pontoon_tui.app.rules_text import house_rules_line
from pontoon_tui.app.widgets.key_bar import KeyBar
from pontoon_tui.rules import DEFAULT_RULES, SPEC, SPECS, HouseRules

KEYS: tuple[str, ...] = tuple(spec.key for spec in SPECS)
BOX_WIDTH = 78
"""The box's width on a terminal of 80 columns."""
COVER_WIDTH = 96
"""Its width where the terminal has room: wider than setup's form and seats (92 columns at
most, pontoon.tcss), which it covers."""


def changed(rules: HouseRules, key: str, step: int) -> HouseRules:
    """``rules`` with ``key`` moved ``step`` places along its values (round the end)."""
    values = SPEC[key].values
    index = values.index(getattr(rules, key))
    updates: dict[str, Any] = {key: values[(index + step) % len(values)]}
    return replace(rules, **updates)


class RuleRow(Vertical):
    """One house rule: number, name and value, and under them what it changes."""

    class Picked(Message):
        """The row was clicked."""

        def __init__(self, key: str) -> None:
            super().__init__()
            self.key = key

    def __init__(self, key: str) -> None:
        super().__init__(id=f"rule-{key}", classes="rule-row")
        self.key = key

    def compose(self) -> ComposeResult:
        """The rule's line and its explanation."""
        yield Static(classes="rule-head", markup=False)
        yield Static(classes="rule-why", markup=False)

    def show(self, rules: HouseRules, current: bool) -> None:
        """Show the rule's value under ``rules``."""
        spec = SPEC[self.key]
        value = getattr(rules, self.key)
        default = value == getattr(DEFAULT_RULES, self.key)
        live = rules.applies(self.key)
        words = spec.choice(value).words
        head = Text()
        head.append("▶ " if current else "  ", style="bold")
        head.append(f"{spec.number:<3} {spec.label:<17}", style="bold" if live else "dim")
        head.append(f"◀ {words} ▶" if current else f"  {words}  ")
        head.append("" if default else "  (house rule)", style="italic")
        self.query_one(".rule-head", Static).update(head)
        why = spec.explanation + ("" if live else " (no splitting)")
        self.query_one(".rule-why", Static).update(why)
        self.set_class(current, "-current")

    def on_click(self, event: events.Click) -> None:
        """A click changes this rule."""
        event.stop()
        self.post_message(self.Picked(self.key))


class HouseRulesScreen(ModalScreen[HouseRules | None]):
    """Choose the table's house rules; dismisses with them, or None when left unchanged.

    Args:
        rules: the rules to start from (the table's last choice).
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "Rule above", show=False),
        Binding("down", "move(1)", "Choose", key_display="↑↓"),
        Binding("left", "change(-1)", "Change", show=False),
        Binding("right,space", "change(1)", "Change", key_display="←→"),
        Binding("0", "reset", "Our table"),
        Binding("enter", "keep", "Keep these rules"),
        Binding("escape", "leave", "Back"),
    ]

    def __init__(self, rules: HouseRules = DEFAULT_RULES) -> None:
        super().__init__()
        self.rules = rules
        self.current = 0

    def compose(self) -> ComposeResult:
        """A title, the house rules, what differs, and the keys."""
        with Vertical(id="rules-box"):
            yield Static("[b]House rules[/b]: what this table plays", id="rules-title")
            with VerticalScroll(id="rules-list", can_focus=False):
                for key in KEYS:
                    yield RuleRow(key)
            yield Static("", id="rules-summary", markup=False)
        yield KeyBar(palette=True)

    def on_mount(self) -> None:
        """Show the rules as they start."""
        self.refresh_rows()

    def on_resize(self, event: events.Resize) -> None:
        """Let the list of rules scroll where the box would not fit the screen: the title,
        the summary, the box's border and the keys take six rows. The box is as wide as
        setup's form and seats where there is room (:data:`COVER_WIDTH`), so that nothing
        of the screen under it shows at its edges."""
        rows = max(4, min(2 * len(KEYS), event.size.height - 6))
        self.query_one("#rules-list").styles.max_height = rows
        width = min(COVER_WIDTH, max(BOX_WIDTH, event.size.width - 2))
        self.query_one("#rules-box").styles.width = width
        self.query_one(f"#rule-{KEYS[self.current]}", RuleRow).scroll_visible(animate=False)

    def refresh_rows(self) -> None:
        """Show every row, the current one marked, and the summary line."""
        for index, row in enumerate(self.query(RuleRow)):
            row.show(self.rules, index == self.current)
        summary = house_rules_line(self.rules) or "Our table: no house rules, the standard rules."
        self.query_one("#rules-summary", Static).update(summary)
        self.query_one(f"#rule-{KEYS[self.current]}", RuleRow).scroll_visible(animate=False)

    def action_move(self, step: int) -> None:
        """Choose the rule above or below (one that matters under the rules chosen)."""
        index = self.current
        for _ in KEYS:
            index = (index + step) % len(KEYS)
            if self.rules.applies(KEYS[index]):
                break
        self.current = index
        self.refresh_rows()

    def action_change(self, step: int) -> None:
        """Change the current rule to its next (or previous) value."""
        self.rules = changed(self.rules, KEYS[self.current], step)
        self.refresh_rows()

    def action_reset(self) -> None:
        """Back to the standard rules."""
        self.rules = DEFAULT_RULES
        self.refresh_rows()

    def action_keep(self) -> None:
        """Keep the rules chosen."""
        self.dismiss(self.rules)

    def action_leave(self) -> None:
        """Leave the rules as they were."""
        self.dismiss(None)

    def on_rule_row_picked(self, message: RuleRow.Picked) -> None:
        """A clicked row becomes the current one and changes."""
        self.current = KEYS.index(message.key)
        if self.rules.applies(message.key):
            self.action_change(1)
        else:
            self.refresh_rows()
