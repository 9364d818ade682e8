"""The final standings' chart: every seat's balance after each deal, marked by its seat's
number, the highest at the top and the lowest at the bottom."""

from __future__ import annotations

from helpers.app_stack import level_table

from pontoon_tui.app.widgets.balance_chart import balance_chart, balances_after_each_deal
from pontoon_tui.engine.views import table_view


def test_the_chart_marks_each_seat_where_its_balance_ends() -> None:
    view = table_view(level_table(["Ann", "Bob", "Cat"]), None)  # Ann +4, Bob -2, Cat -2
    points = balances_after_each_deal(view.players, view.deals)
    assert points == [{"Ann": 0, "Bob": 0, "Cat": 0}, {"Ann": 4, "Bob": -2, "Cat": -2}]
    lines = balance_chart(view.players, view.deals, 40, 7).plain.splitlines()
    assert lines[0].startswith("+4 │") and lines[0].rstrip().endswith("1")  # Ann on top
    assert lines[6].startswith("-2 │") and lines[6].rstrip().endswith("3")  # Cat over Bob
    assert "0 │" in lines[4] and lines[4].split("│")[1].startswith("3")  # all start at 0
    assert lines[-1].split() == ["1", "Ann", "2", "Bob", "3", "Cat"]
    assert all(len(line) <= 40 for line in lines)
