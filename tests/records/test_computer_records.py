"""The computer's seats in the records: marked ``(computer)`` and kept apart from a person
of the same name, from what the session file says (its ``computer`` key); a file that does
not say counts its seats as people's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.records_support import computer_folder, stamp

from pontoon_tui.cli import main
from pontoon_tui.reports.records import read_records
from pontoon_tui.reports.records_cache import cache_file


def test_a_computers_seat_is_a_row_of_its_own(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    computer_folder(saves)
    records = read_records(saves, cache=False)
    ann = sorted((row.sessions, row.net) for row in records.players if row.name == "Ann")
    assert ann == [(1, -3), (2, 4)]  # the computer's Ann, and the person's two sessions
    rows = {row.seat: (row.sessions, row.net, row.computer) for row in records.players}
    assert rows == {
        "Ann": (2, 4, False),  # the two sessions a person played (one file says nothing)
        "Ann (computer)": (1, -3, True),
        "Ben (computer)": (1, 1, True),
        "Eve": (3, -2, False),
    }
    person, computer = records.player("Ann"), records.player("Ann", computer=True)
    assert person is not None and computer is not None
    assert (person.best, person.worst) == (2, 2) and (computer.best, computer.worst) == (-3, -3)
    newest = records.sessions[1]
    assert newest.file == stamp(2)
    assert [newest.seat(p) for p in newest.players] == ["Eve", "Ann (computer)", "Ben (computer)"]
    assert newest.seat("Eve") == "Eve"


def test_the_cache_keeps_the_computers_seats(tmp_path: Path) -> None:
    saves, cache = tmp_path / "saves", tmp_path / "cache"
    computer_folder(saves)
    cold = read_records(saves, cache_dir=cache)
    warm = read_records(saves, cache_dir=cache)
    assert warm == cold == read_records(saves, cache=False)
    assert sorted(row.net for row in warm.players if row.name == "Ann") == [-3, 4]
    assert {row.seat for row in warm.players} >= {"Ann", "Ann (computer)"}
    # A cache of the older kind, which held no computer's seat, is not believed.
    file = cache_file(saves, cache)
    data = json.loads(file.read_text("utf-8"))
    data["format"] = "pontoon-records-cache/1"
    for entry in data["files"].values():
        entry.pop("computers", None)
    file.write_text(json.dumps(data), "utf-8")
    assert read_records(saves, cache_dir=cache) == cold


def test_pontoon_stats_marks_the_computers_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "120")
    saves = tmp_path / "saves"
    computer_folder(saves)
    capsys.readouterr()
    assert main(["stats", "--save-dir", str(saves)]) == 0
    out = capsys.readouterr().out
    rows = [" ".join(line.strip("│ ").split()) for line in out.splitlines()]
    assert any(row.startswith("Ann (computer) │ 1 │ 0 │ -3") for row in rows), out
    assert any(row.startswith("Ann │ 2 │ 2 │ +4") for row in rows), out
    assert any(row.startswith("Ben (computer) │ 1 │ 0 │ +1") for row in rows), out
    assert "Eve, Ann (computer), Ben (computer)" in out
    assert main(["stats", "--json", "--save-dir", str(saves)]) == 0
    data = json.loads(capsys.readouterr().out)
    named = {(p["name"], p["computer"]): p["net"] for p in data["players"]}
    assert named == {("Ann", False): 4, ("Ann", True): -3, ("Ben", True): 1, ("Eve", False): -2}
    assert [s["computers"] for s in data["sessions"]] == [[], ["Ann", "Ben"], []]
