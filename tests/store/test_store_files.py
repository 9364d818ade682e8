"""The save directory: atomic saves, corrupt files kept aside, abandoned sessions kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.engine.events import event_from_json
from pontoon_tui.engine.result import result_json
from pontoon_tui.engine.sessionfile import dump_session, load_session, session_from_json
from pontoon_tui.storage.store import SessionStore, default_save_dir, load_problem

EXAMPLES = Path(__file__).parent.parent / "fixtures" / "examples"


def _session_data(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((EXAMPLES / name).read_text(encoding="utf-8"))
    return data


def _partial(name: str, events: int) -> dict[str, object]:
    data = _session_data(name)
    assert isinstance(data["events"], list)
    data["events"] = data["events"][:events]
    return data


def test_save_then_load_gives_the_same_session(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "saves")
    session = session_from_json(_session_data("05-full-session-shared-win.json"))
    path = store.new_path()
    store.save(session, path)
    assert result_json(load_session(path)) == result_json(session)
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary left


def test_a_save_makes_its_directory_again_when_it_went_away(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "saves")
    path = store.new_path()
    session = session_from_json(_partial("05-full-session-shared-win.json", 3))
    store.save(session, path)
    path.unlink()
    path.parent.rmdir()  # the directory deleted while the game runs
    store.save(session, path)
    assert result_json(load_session(path)) == result_json(session)
    nested = SessionStore(tmp_path / "a" / "b")  # never made by new_path
    nested.save(session, tmp_path / "a" / "b" / "s.json")
    assert (tmp_path / "a" / "b" / "s.json").is_file()


def test_a_save_replaces_the_previous_one_whole(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    path = store.new_path()
    store.save(session_from_json(_partial("05-full-session-shared-win.json", 3)), path)
    longer = session_from_json(_partial("05-full-session-shared-win.json", 12))
    store.save(longer, path)
    assert result_json(load_session(path)) == result_json(longer)


def test_priming_writes_nothing_and_the_save_after_it_is_whole(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    path = store.new_path()
    data = _session_data("05-full-session-shared-win.json")
    session = session_from_json(data)
    store.prime(session, path)
    assert not path.exists()
    store.save(session, path, sync=False)  # written, the disk not waited for
    assert load_session(path).events == session.events
    fresh = tmp_path / "fresh.json"
    SessionStore(tmp_path).save(session, fresh)
    assert path.read_text("utf-8") == fresh.read_text("utf-8")


def test_new_paths_never_collide(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    first = store.new_path()
    first.write_text("{}", encoding="utf-8")
    assert store.new_path() != first


def test_scan_offers_only_unfinished_sessions(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    finished = session_from_json(_session_data("05-full-session-shared-win.json"))
    unfinished = session_from_json(_partial("05-full-session-shared-win.json", 20))
    store.save(finished, tmp_path / "session-20260101-000000.json")
    store.save(unfinished, tmp_path / "session-20260102-000000.json")
    offered, problems = store.scan()
    assert problems == []
    assert [saved.path.name for saved in offered] == ["session-20260102-000000.json"]
    assert offered[0].session.deals_played == unfinished.deals_played


def test_a_corrupt_save_is_kept_aside_and_reported(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    bad = tmp_path / "session-20260101-000000.json"
    bad.write_text('{"format": "pontoon-session/1", "players": ["Ann"]}', encoding="utf-8")
    (tmp_path / "session-20260101-000000.json.corrupt-1").write_text("older", encoding="utf-8")
    offered, problems = store.scan()
    assert offered == []
    assert len(problems) == 1
    assert problems[0].kept_as.name == "session-20260101-000000.json.corrupt-2"
    assert "players" in problems[0].message()
    assert (tmp_path / "session-20260101-000000.json.corrupt-1").read_text() == "older"
    assert problems[0].kept_as.read_text(encoding="utf-8").startswith('{"format"')
    assert not bad.exists()


def test_abandoning_keeps_the_file_and_stops_offering_it(tmp_path: Path) -> None:
    store = SessionStore(tmp_path)
    path = tmp_path / "session-20260101-000000.json"
    store.save(session_from_json(_partial("05-full-session-shared-win.json", 10)), path)
    kept = store.abandon(path)
    assert kept.exists() and kept.name.endswith(".abandoned.json")
    assert store.scan() == ([], [])
    assert load_problem(kept) is None


def test_save_dir_follows_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PONTOON_SAVE_DIR", str(tmp_path / "elsewhere"))
    assert default_save_dir() == tmp_path / "elsewhere"
    monkeypatch.delenv("PONTOON_SAVE_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_save_dir() == tmp_path / "xdg" / "pontoon-tui" / "sessions"


def test_a_save_truncated_at_every_byte_is_refused_cleanly(tmp_path: Path) -> None:
    session = session_from_json(_session_data("03-split-pontoon-five-card-trick-bank-change.json"))
    data = dump_session(session).encode("utf-8")
    path = tmp_path / "cut.json"
    loaded_whole = 0
    for offset in range(len(data)):
        path.write_bytes(data[:offset])
        try:
            load_session(path)
        except FormatError as error:
            assert str(error)
            assert "\n" not in str(error)
        else:  # only the final newline may go without harm
            loaded_whole += 1
            assert offset == len(data) - 1
    assert loaded_whole == 1


def test_deeply_nested_json_is_refused_not_crashed(tmp_path: Path) -> None:
    path = tmp_path / "session-20260101-000000.json"
    path.write_text("[" * 100_000, encoding="utf-8")
    offered, problems = SessionStore(tmp_path).scan()
    assert offered == [] and len(problems) == 1


def test_saving_after_each_event_writes_the_whole_session_each_time(tmp_path: Path) -> None:
    data = _session_data("04-cancelled-deal.json")
    store = SessionStore(tmp_path)
    path = store.new_path()
    grown = session_from_json(_partial("04-cancelled-deal.json", 0))
    events = data["events"]
    assert isinstance(events, list)
    for raw in events:
        grown.apply(event_from_json(raw))
        store.save(grown, path)
        assert path.read_text(encoding="utf-8") == dump_session(grown)
    other = session_from_json(_partial("04-cancelled-deal.json", 5))
    store.save(other, path)  # a different session to the same file: nothing reused
    assert path.read_text(encoding="utf-8") == dump_session(other)


def test_scanning_leaves_alone_the_staged_saves_older_versions_left(tmp_path: Path) -> None:
    # Older versions staged a move in ".<name>.next" before syncing it into place: such a
    # file is neither read, offered nor removed, beside a session file or alone.
    store = SessionStore(tmp_path)
    kept = tmp_path / "session-20260101-000000.json"
    store.save(session_from_json(_partial("05-full-session-shared-win.json", 3)), kept)
    longer = dump_session(session_from_json(_partial("05-full-session-shared-win.json", 6)))
    beside = tmp_path / f".{kept.name}.next"
    lone = tmp_path / ".session-20260102-000000.json.next"
    for staged in (beside, lone):
        staged.write_text(longer, "utf-8")
    unfinished, problems = store.scan()
    assert [(s.path.name, len(s.session.events)) for s in unfinished] == [(kept.name, 3)]
    assert problems == []
    assert beside.read_text("utf-8") == lone.read_text("utf-8") == longer
