"""``pontoon stats``: the records of the save folder as rich tables, or as one JSON object
(``pontoon-records/1``). Every name and path is shown through
:func:`~pontoon_tui.safetext.safe_text` in the tables; no Textual here."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pontoon_tui.records import PlayerRecord, Records, SessionRecord, Skip
from pontoon_tui.safetext import safe_text

if TYPE_CHECKING:
    from rich.console import Console

RECORDS_FORMAT = "pontoon-records/1"


def _player_json(row: PlayerRecord) -> dict[str, Any]:
    return {
        "name": row.name,
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
            "files": [
                {"file": s.file, "why": s.why.value, "reason": s.reason} for s in records.skipped
            ],
        },
    }


def _signed(amount: int) -> str:
    return f"{amount:+d}" if amount else "0"


def skipped_line(records: Records) -> str:
    """``Skipped: 2 unfinished, 1 corrupt, 1 in play in another window.``; empty when
    nothing was skipped."""
    parts = []
    for why, words in (
        (Skip.UNFINISHED, "unfinished"),
        (Skip.CORRUPT, "corrupt"),
        (Skip.IN_PLAY, "in play in another window"),
    ):
        count = records.count(why)
        if count:
            parts.append(f"{count} {words}")
    return "Skipped: " + ", ".join(parts) + " (left as they are)." if parts else ""


def print_records(records: Records, console: Console) -> None:
    """The records as two tables (players, sessions) and a line on what was skipped."""
    from rich.table import Table
    from rich.text import Text

    where = safe_text(records.directory, 60)
    count = len(records.sessions)
    if not count:
        console.print(Text(f"No finished sessions in {where}."))
    else:
        plural = "session" if count == 1 else "sessions"
        players = Table(title=Text(f"Records: {count} finished {plural} in {where}"))
        for header in ("Player", "Played", "Won", "Net", "Per deal", "Best", "Worst"):
            players.add_column(header, justify="left" if header == "Player" else "right")
        for header in ("Pontoons", "5-card", "Busts", "Banked", "Bank net"):
            players.add_column(header, justify="right")
        for row in records.players:
            players.add_row(
                Text(safe_text(row.name)),
                str(row.sessions),
                str(row.wins),
                _signed(row.net),
                f"{row.per_deal:+.2f}",
                _signed(row.best),
                _signed(row.worst),
                str(row.pontoons),
                str(row.five_card_tricks),
                str(row.busts),
                str(row.deals_banked),
                _signed(row.banker_net),
            )
        console.print(players)
        sessions = Table(title=Text("Sessions, newest first"))
        for header in ("Date", "Players", "House rules", "Winner"):
            sessions.add_column(header)
        for session in records.sessions:
            sessions.add_row(
                session.date.strftime("%Y-%m-%d %H:%M"),
                Text(", ".join(safe_text(p) for p in session.players)),
                Text(", ".join(session.rules_words) or "none"),
                Text(" and ".join(safe_text(p) for p in session.winners)),
            )
        console.print(sessions)
    line = skipped_line(records)
    if line:
        console.print(Text(line))
