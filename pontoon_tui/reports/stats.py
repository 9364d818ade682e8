"""``pontoon stats``: the records of the save folder as rich tables, or as one JSON object
(``pontoon-records/1``). Every name and path is shown through
:func:`~pontoon_tui.safetext.safe_text` in the tables; no Textual here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pontoon_tui.reports.record_types import PlayerRecord, Records, SessionRecord, Skip
from pontoon_tui.safetext import safe_text

if TYPE_CHECKING:
    from rich.console import Console
    from rich.table import Table

RECORDS_FORMAT = "pontoon-records/1"


def _player_json(row: PlayerRecord) -> dict[str, Any]:
    return {
        "name": row.name,
        "computer": row.computer,
        "sessions": row.sessions,
        "wins": row.wins,
        "net": row.net,
        "deals": row.deals,
        "per_deal": round(row.per_deal, 4),
        "best": {"net": row.best, "file": row.best_file},
        "worst": {"net": row.worst, "file": row.worst_file},
        "pontoons": row.pontoons,
        "five_card_tricks": row.five_card_tricks,
        "busts": row.busts,
        "deals_banked": row.deals_banked,
        "banker_net": row.banker_net,
    }


def _session_json(session: SessionRecord) -> dict[str, Any]:
    return {
        "file": session.file,
        "date": session.date.isoformat(timespec="seconds"),
        "players": list(session.players),
        "deals": session.deals,
        "rules": session.rules.changes(),
        "balances": dict(session.balances),
        "winners": list(session.winners),
        "computers": [p for p in session.players if p in session.computers],
    }


def records_json(records: Records) -> dict[str, Any]:
    """The records as the ``pontoon-records/1`` object ``pontoon stats --json`` prints."""
    return {
        "format": RECORDS_FORMAT,
        "directory": str(records.directory),
        "players": [_player_json(row) for row in records.players],
        "sessions": [_session_json(session) for session in records.sessions],
        "skipped": {
            "unfinished": records.count(Skip.UNFINISHED),
            "corrupt": records.count(Skip.CORRUPT),
            "in_play": records.count(Skip.IN_PLAY),
            "set_aside": len(records.set_aside),
            "set_aside_files": list(records.set_aside),
            "files": [
                {"file": s.file, "why": s.why.value, "reason": s.reason} for s in records.skipped
            ],
        },
    }


NOT_BANKED = "\u2013"
"""The banker's net of a player who never banked, an en dash: there is none (0 would read as banking
and breaking even)."""


def _signed(amount: int) -> str:
    return f"{amount:+d}" if amount else "0"


def banker_net_words(row: PlayerRecord) -> str:
    """The banker's net of ``row`` signed (``+12``, ``-3``, ``0``), or an en dash for a player
    who never banked."""
    return _signed(row.banker_net) if row.deals_banked else NOT_BANKED


def skipped_line(records: Records) -> str:
    """``Skipped, and left as they are: 2 unfinished, 1 corrupt, 1 open in a game in
    another window; 2 set aside as corrupt (….corrupt-N).``; empty when nothing was
    skipped. A session held by a game is open there whether or not it is finished (the
    final standings hold it until they close); a file set aside is one a game renamed
    ``….corrupt-N`` when it could not load it."""
    parts = []
    for why, words in (
        (Skip.UNFINISHED, "unfinished"),
        (Skip.CORRUPT, "corrupt"),
        (Skip.IN_PLAY, "open in a game in another window"),
    ):
        count = records.count(why)
        if count:
            parts.append(f"{count} {words}")
    said = ", ".join(parts)
    if records.set_aside:
        aside = f"{len(records.set_aside)} set aside as corrupt (….corrupt-N)"
        said = f"{said}; {aside}" if said else aside
    return f"Skipped, and left as they are: {said}." if said else ""


def _table(title: str, headers: tuple[str, ...]) -> Table:
    from rich.table import Table
    from rich.text import Text

    table = Table(title=Text(title))
    for index, header in enumerate(headers):
        table.add_column(header, justify="left" if index == 0 else "right")
    return table


def print_records(records: Records, console: Console) -> None:
    """The records as tables (each player's results; their hands and banking; the
    sessions) and a line on what was skipped."""
    from rich.text import Text

    where = safe_text(records.directory)
    count = len(records.sessions)
    if not count:
        console.print(Text(f"No finished sessions in {where}."), soft_wrap=True)
    else:
        plural = "session" if count == 1 else "sessions"
        results = _table(
            f"Records: {count} finished {plural} in {where}",
            ("Player", "Played", "Won", "Net", "Per deal", "Best", "Worst"),
        )
        hands = _table(
            "Hands and the bank",
            ("Player", "Pontoons", "Five-card tricks", "Busts", "Deals banked", "Banker's net"),
        )
        for row in records.players:
            name = Text(safe_text(row.seat))
            results.add_row(
                name,
                str(row.sessions),
                str(row.wins),
                _signed(row.net),
                f"{row.per_deal:+.2f}",
                _signed(row.best),
                _signed(row.worst),
            )
            hands.add_row(
                name,
                str(row.pontoons),
                str(row.five_card_tricks),
                str(row.busts),
                str(row.deals_banked),
                banker_net_words(row),
            )
        sessions = _table("Sessions, newest first", ("Date", "Players", "House rules", "Winner"))
        for column in sessions.columns:
            column.justify = "left"
        for session in records.sessions:
            sessions.add_row(
                session.date.strftime("%Y-%m-%d %H:%M"),
                Text(", ".join(safe_text(session.seat(p)) for p in session.players)),
                Text(", ".join(session.rules_words) or "none"),
                Text(" and ".join(safe_text(session.seat(p)) for p in session.winners)),
            )
        for table in (results, hands, sessions):
            console.print(table)
    line = skipped_line(records)
    if line:
        console.print(Text(line), soft_wrap=True)
