"""How the balances went, deal by deal: a chart for the final standings.

Each player is marked by their seat's number (1 for the first seat), so the chart reads
without colour too; a key under it names the seats. The line of zero is dotted, and the
balances on the left are the highest, zero and the lowest reached.
"""

from __future__ import annotations

from collections.abc import Sequence

from rich.style import Style
from rich.text import Text

from pontoon_tui.engine.views import DealSummary

STEP_MOST = 16
"""The most cells between two deals (a short session's chart still spreads out)."""
ZERO = "┈"
AXIS = "│"


def balances_after_each_deal(
    players: Sequence[str], deals: Sequence[DealSummary]
) -> list[dict[str, int]]:
    """Every player's balance before the first deal (all 0) and after each deal that was
    played (cancelled deals move nothing and are left out)."""
    balance = dict.fromkeys(players, 0)
    points = [dict(balance)]
    for deal in deals:
        if deal.cancelled or not deal.over:
            continue
        for player, net in deal.transfers.items():
            balance[player] = balance.get(player, 0) + net
        points.append(dict(balance))
    return points


def balance_chart(
    players: Sequence[str],
    deals: Sequence[DealSummary],
    width: int,
    height: int,
    styles: Sequence[Style] = (),
) -> Text:
    """The chart, ``height`` lines for the plot and one for the key, ``width`` cells wide.

    Args:
        players: everyone, in seating order (their marks are 1, 2, …).
        deals: every deal begun, as the view lists them.
        width: the cells across.
        height: the plot's lines (at least 3).
        styles: a style for each seat's mark (none: plain).
    """
    points = balances_after_each_deal(players, deals)
    values = [point[player] for point in points for player in players]
    top, bottom = max(0, *values), min(0, *values)
    span = max(1, top - bottom)
    labels = [f"{top:+d}", "0", f"{bottom:+d}"]
    label_width = max(len(label) for label in labels)
    room = max(1, width - label_width - 2)
    step = max(1, min(STEP_MOST, room // max(1, len(points) - 1))) if len(points) > 1 else 1

    def row_of(value: int) -> int:
        return round((top - value) * (height - 1) / span)

    grid: list[list[tuple[str, Style]]] = [[(" ", Style())] * room for _ in range(height)]
    zero = row_of(0)
    for x in range(min(room, step * (len(points) - 1) + 1)):
        grid[zero][x] = (ZERO, Style(dim=True))
    for index in range(1, len(points)):  # each seat's path between two deals, dotted
        for seat, player in enumerate(players):
            before, after = points[index - 1][player], points[index][player]
            for dx in range(1, step):
                x = (index - 1) * step + dx
                value = before + (after - before) * dx / step
                y = round((top - value) * (height - 1) / span)
                if x < room and grid[y][x][0] in (" ", ZERO):
                    style = styles[seat] if seat < len(styles) else Style()
                    grid[y][x] = ("·", style + Style(dim=True))
    for index, point in enumerate(points):
        x = index * step
        if x >= room:
            break
        for seat, player in enumerate(players):
            mark = str(seat + 1)
            style = styles[seat] if seat < len(styles) else Style(bold=True)
            grid[row_of(point[player])][x] = (mark, style)
    lines: list[Text] = []
    for y, row in enumerate(grid):
        label = ""
        if y == 0:
            label = labels[0]
        elif y == zero:
            label = "0"
        elif y == height - 1:
            label = labels[2]
        line = Text(f"{label:>{label_width}} {AXIS}")
        for char, style in row:
            line.append(char, style)
        line.rstrip()
        lines.append(line)
    axis = " " * (label_width + 1) + "└" + "─" * min(room, step * (len(points) - 1) + 1)
    lines.append(Text(axis, style=Style(dim=True)))
    first, last = "deal 0", f"deal {len(points) - 1}"
    across = step * (len(points) - 1) + 1
    under = " " * (label_width + 2) + first
    under += " " * max(1, across - len(first) - len(last)) + last
    lines.append(Text(under, style=Style(dim=True)))
    key = Text(" " * (label_width + 2))
    for seat, player in enumerate(players):
        if seat:
            key.append("  ")
        style = styles[seat] if seat < len(styles) else Style(bold=True)
        key.append(str(seat + 1), style).append(f" {player}")
    lines.append(key)
    return Text("\n").join(lines)
