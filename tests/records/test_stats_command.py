"""``pontoon stats``: the tables, the ``--json`` object, a bad folder, safe text, and a
start that never loads Textual."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.records_support import generated, make_folder, stamp

from pontoon_tui.cli import main
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.reports.stats import NOT_BANKED
from pontoon_tui.safetext import safe_text


def _stats(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    capsys.readouterr()
    status = main(["stats", *args])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_json_object_names_every_player_session_and_skipped_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = tmp_path / "saves"
    paths = make_folder(saves, 3, first_seed=100)
    (saves / stamp(30)).write_text(dump_session(generated(101, finished=False)), "utf-8")
    (saves / stamp(31)).write_text("{", "utf-8")
    status, out, err = _stats(capsys, "--json", "--save-dir", str(saves))
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert data["format"] == "pontoon-records/1"
    assert data["directory"] == str(saves)
    assert data["skipped"]["unfinished"] == 1
    assert data["skipped"]["corrupt"] == 1
    assert data["skipped"]["in_play"] == 0
    assert (data["skipped"]["set_aside"], data["skipped"]["set_aside_files"]) == (0, [])
    assert {f["file"]: f["why"] for f in data["skipped"]["files"]} == {
        stamp(30): "unfinished",
        stamp(31): "corrupt",
    }
    assert [s["file"] for s in data["sessions"]] == [p.name for p in reversed(paths)]
    session = data["sessions"][0]
    assert set(session) == {
        *("file", "date", "players", "deals", "rules", "balances", "winners", "computers")
    }
    assert session["date"] == "2025-03-05T19:58:05"  # from the file's name
    assert session["winners"] == ["Cat"] and session["deals"] == 2
    player = data["players"][0]
    assert set(player) == {
        "name",
        "computer",
        "sessions",
        "wins",
        "net",
        "deals",
        "per_deal",
        "best",
        "worst",
        "pontoons",
        "five_card_tricks",
        "busts",
        "deals_banked",
        "banker_net",
    }
    assert set(player["best"]) == {"net", "file"}
    assert sum(p["net"] for p in data["players"]) == 0  # every unit won was lost by someone
    assert all(isinstance(p["per_deal"], float) for p in data["players"])


def test_the_tables_show_each_player_and_session(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    saves = tmp_path / "saves"
    make_folder(saves, 0)  # the shared-win and cancelled-deal examples
    (saves / stamp(9)).write_text("{", "utf-8")
    status, out, err = _stats(capsys, "--save-dir", str(saves))
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert all(len(line) <= 80 for line in lines)
    assert "Records: 2 finished sessions in" in out
    cat = next(line for line in lines if line.startswith("│ Cat ") and "+" in line)
    # Cat played both: +12 in one (a shared win), +59 in the other (a win).
    assert cat.split("│")[2:8] == [
        "      2 ",
        "   2 ",
        " +71 ",
        "    +7.10 ",
        "  +59 ",
        "   +12 ",
    ]
    assert "│ 2025-03-01 19:30 │ Ann, Bob, Cat, Dev" in out
    assert "Cat and Dev" in out
    assert lines[-1] == "Skipped, and left as they are: 1 corrupt."


def test_files_a_game_set_aside_as_corrupt_are_counted_and_left_alone(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game that could not load a session renames it ``….corrupt-N`` at start; the
    records say how many there are, in the table's line and in the JSON, and never
    touch them."""
    monkeypatch.setenv("COLUMNS", "100")
    saves = tmp_path / "saves"
    make_folder(saves, 0)
    (saves / stamp(8)).write_text(dump_session(generated(4, finished=False)), "utf-8")
    aside = [saves / f"{stamp(9)}.corrupt-1", saves / f"{stamp(9)}.corrupt-2"]
    for path in aside:
        path.write_text("{", "utf-8")
    (saves / "notes.corrupt-1").write_text("not a session", "utf-8")
    before = {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in aside}
    status, out, _ = _stats(capsys, "--save-dir", str(saves))
    assert status == 0
    assert out.splitlines()[-1] == (
        "Skipped, and left as they are: 1 unfinished; 2 set aside as corrupt (….corrupt-N)."
    )
    status, out, _ = _stats(capsys, "--json", "--save-dir", str(saves))
    skipped = json.loads(out)["skipped"]
    assert (skipped["unfinished"], skipped["corrupt"], skipped["set_aside"]) == (1, 0, 2)
    assert skipped["set_aside_files"] == [path.name for path in aside]
    assert {p: (p.read_bytes(), p.stat().st_mtime_ns) for p in aside} == before


def test_a_player_who_never_banked_has_no_bankers_net(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """An en dash, not 0: a 0 would read as banking and breaking even."""
    monkeypatch.setenv("COLUMNS", "100")
    saves = tmp_path / "saves"
    make_folder(saves, 0)
    status, out, _ = _stats(capsys, "--save-dir", str(saves))
    assert status == 0
    data = json.loads(_stats(capsys, "--json", "--save-dir", str(saves))[1])
    banked = {p["name"]: p["deals_banked"] for p in data["players"]}
    assert 0 in banked.values() and any(banked.values())
    hands = out.split("Hands and the bank")[1]
    for name, deals in banked.items():
        row = next(line for line in hands.splitlines() if line.startswith(f"│ {name} "))
        cells = [cell.strip() for cell in row.split("│")[1:-1]]
        assert cells[4] == str(deals)
        assert (cells[5] == NOT_BANKED) is (deals == 0)


def test_names_and_paths_from_outside_are_shown_escaped(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    saves = tmp_path / "saves\x1b]0;owned\x07\u202e"
    make_folder(saves, 0)
    status, out, _ = _stats(capsys, "--save-dir", str(saves))
    assert status == 0
    assert "\x1b" not in out and "\u202e" not in out and "\x07" not in out
    assert "\\x1b]0;owned\\x07\\u202e" in "".join(out.split())
    missing = tmp_path / "gone\x1b[2J"
    status, out, err = _stats(capsys, "--save-dir", str(missing))
    assert status == 2 and out == ""
    assert "\x1b" not in err and "\\x1b[2J" in err


def test_a_folder_that_cannot_be_read_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a_file = tmp_path / "a-file"
    a_file.write_text("", "utf-8")
    for bad, why in ((tmp_path / "missing", "no such folder"), (a_file, "not a folder")):
        status, out, err = _stats(capsys, "--save-dir", str(bad))
        assert (status, out) == (2, "")
        assert err == f"pontoon stats: {bad}: {why}\n"
    # The global --save-dir, as the game takes it, works too.
    capsys.readouterr()
    assert main(["--save-dir", str(a_file), "stats"]) == 2
    assert capsys.readouterr().err == f"pontoon stats: {a_file}: not a folder\n"


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every folder")
def test_an_unreadable_folder_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0)
    try:
        status, out, err = _stats(capsys, "--save-dir", str(locked))
    finally:
        locked.chmod(0o755)
    assert (status, out) == (2, "")
    assert err == f"pontoon stats: {locked}: Permission denied\n"


def test_the_default_folder_not_made_yet_has_no_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # PONTOON_SAVE_DIR names a folder the game has not made yet (tests/conftest.py).
    status, out, err = _stats(capsys)
    assert (status, err) == (0, "")
    assert out == f"No finished sessions in {safe_text(tmp_path / 'saves')}.\n"
    assert not (tmp_path / "saves").exists()  # and it is not made


def test_stats_never_loads_textual(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    make_folder(saves, 1, first_seed=120)
    code = (
        "import sys\n"
        "from pontoon_tui.cli import main\n"
        f"main(['stats', '--save-dir', {str(saves)!r}])\n"
        "main(['stats', '--json', '--save-dir', " + repr(str(saves)) + "])\n"
        "print(sorted(m for m in sys.modules if m.split('.')[0] == 'textual'))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.splitlines()[-1] == "[]"
