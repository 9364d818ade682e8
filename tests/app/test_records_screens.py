"""The Records screen and the hand-history browser, driven with a few keys over save
folders written through the engine."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from helpers.app_driver import screen_text
from helpers.app_stack import play, stacked_session
from helpers.records_support import (
    computer_folder,
    doubled_session,
    generated,
    make_folder,
    one_deal,
    stamp,
)
from textual.pilot import Pilot
from textual.widgets import DataTable

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.history import HistoryScreen
from pontoon_tui.app.screens.records import RecordsScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.engine.cards import card_label
from pontoon_tui.engine.events import Buy, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.launch import make_app
from pontoon_tui.reports import records as records_module
from pontoon_tui.reports.history import load_history, session_history
from pontoon_tui.reports.history_text import bank_words, banker_line, hand_line
from pontoon_tui.reports.record_types import Records
from pontoon_tui.reports.records import read_records
from pontoon_tui.reports.stats import NOT_BANKED
from pontoon_tui.storage.extra import with_extra
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

BIG = (200, 60)
"""A terminal wide enough that no line of history wraps."""


def folded(text: str) -> str:
    """The screen's text with its runs of spaces and line breaks as single spaces."""
    return " ".join(text.split())


def cells(table: DataTable[object]) -> list[list[str]]:
    """Every row of a table as the text of its cells."""
    return [[str(cell) for cell in table.get_row_at(row)] for row in range(table.row_count)]


async def open_records(app: PontoonApp, pilot: Pilot[Any]) -> RecordsScreen:
    """Ctrl+O from setup; waits until the records are read and shown."""
    await pilot.press("ctrl+o")
    await app.workers.wait_for_complete()
    await pilot.pause()
    screen = app.screen
    assert isinstance(screen, RecordsScreen)
    return screen


def file_states(folder: Path) -> dict[str, tuple[bytes, int]]:
    """Each file's bytes and modification time."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns) for p in sorted(folder.iterdir())}


async def test_the_records_screen_shows_what_the_records_hold(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    paths = make_folder(folder, 5)
    (folder / stamp(40)).write_text(dump_session(generated(3, finished=False)), "utf-8")
    (folder / stamp(41)).write_text('{"format": "pontoon', "utf-8")
    held = SessionStore(folder).lock(paths[0])
    assert held is not None
    before = file_states(folder)
    expected = read_records(folder, cache=False)
    app = make_app(save_dir=folder, offer_saved=False)
    try:
        async with app.run_test(size=BIG) as pilot:
            await pilot.pause()
            screen = await open_records(app, pilot)
            text = folded(screen_text(app))
            players = cells(screen.query_one("#records-players", DataTable))
            sessions = cells(screen.query_one("#records-sessions", DataTable))
        after = file_states(folder)
    finally:
        held.release()
    assert len(expected.sessions) == 6  # 4 generated + 2 examples, one held
    assert [row[0] for row in players] == [row.name for row in expected.players]
    for shown, row in zip(players, expected.players, strict=True):
        assert [int(value) for value in (shown[1], shown[2], shown[3])] == [
            row.sessions,
            row.wins,
            row.net,
        ]
        assert float(shown[4]) == pytest.approx(row.per_deal, abs=0.005)
        assert [int(value) for value in shown[5:11]] == [
            row.best,
            row.worst,
            row.pontoons,
            row.five_card_tricks,
            row.busts,
            row.deals_banked,
        ]
        assert shown[11] == (
            f"{row.banker_net:+d}".replace("+0", "0") if row.deals_banked else NOT_BANKED
        )
    assert [row[0] for row in sessions] == [
        s.date.strftime("%Y-%m-%d %H:%M") for s in expected.sessions
    ]
    assert [row[1] for row in sessions] == [" and ".join(s.winners) for s in expected.sessions]
    assert [row[3] for row in sessions] == [", ".join(s.players) for s in expected.sessions]
    assert "6 finished sessions in" in text
    assert "Skipped, and left as they are: 1 unfinished, 1 corrupt, 1 open in a game in " in text
    assert after == before  # read, never changed


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
async def test_the_computers_seats_are_marked_and_kept_apart(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    folder = tmp_path / "saves"
    computer_folder(folder)  # Ann a person twice (+4), the computer's Ann once (-3)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        players = cells(screen.query_one("#records-players", DataTable))
        sessions = cells(screen.query_one("#records-sessions", DataTable))
        await pilot.press("down")  # the computers' session
        await pilot.pause()
        text = folded(screen_text(app))
    shown = {row[0]: (row[1], row[3]) for row in players}
    assert shown == {
        "Ann": ("2", "+4"),
        "Ann (computer)": ("1", "-3"),
        "Ben (computer)": ("1", "+1"),
        "Eve": ("3", "-2"),
    }
    assert sessions[1][3] == "Eve, Ann (computer), Ben (computer)"
    assert "Eve, Ann (computer), Ben (computer) · no house rules · winner Eve" in text


async def test_at_80_columns_the_arrows_bring_the_players_last_column_in_view(
    tmp_path: Path,
) -> None:
    """Long names marked "(computer)" make the players' table wider than 80 columns: ←
    and → scroll it a whole column at a time, and the names stay in view."""
    folder = tmp_path / "saves"
    folder.mkdir()
    names = ["Evangeline", "Maximilian", "Bartholomew"]
    top = ["10S", "10H", "10D", "7S", "9H", "8D"]
    session = one_deal(names, names[0], top, {names[1]: 3, names[2]: 1})
    played = with_extra(dump_session(session), {"computer": names[1:]})
    (folder / stamp(1)).write_text(played, "utf-8")
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        text = screen_text(app)
        assert "Players (←/→ for the columns not shown)" in text
        assert "Bank net" not in text
        await pilot.press("tab", "right")
        await pilot.pause()
        first = screen_text(app)
        assert " Player " in first and "Games" not in first  # one whole column along
        await pilot.press("right", "right", "right")
        await pilot.pause()
        text = screen_text(app)
        evangeline = next(line for line in text.splitlines() if "Evangeline " in line)
        assert "Bank net" in text and evangeline.split()[-1] == "+2"  # banked once: +2
        assert "Maximilian (computer)" in text  # the names stay while the figures scroll
        await pilot.press("left", "left", "left", "left", "left", "left")
        await pilot.pause()
        assert "Games" in screen_text(app) and isinstance(app.screen, RecordsScreen)
        assert screen.query_one("#records-players", DataTable).scroll_x == 0


@pytest.mark.parametrize("size", [(80, 24), (160, 48)], ids=["80x24", "160x48"])
async def test_the_key_bar_offers_the_arrows_while_the_players_table_is_cut(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """At 80 columns the seats marked "(computer)" push the banker's net off the screen:
    the key bar offers ←/→, and → brings the column in view from the sessions' table,
    where the screen opens, without a Tab first."""
    folder = tmp_path / "saves"
    computer_folder(folder)  # Eve banked three deals: -2 as the banker
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        sessions = screen.query_one("#records-sessions", DataTable)
        assert app.focused is sessions
        keys = screen_text(app).splitlines()[-1]
        eve = next(line for line in screen_text(app).splitlines() if line.startswith(" Eve "))
        if size[0] > 80:  # the whole table fits: no arrows offered
            assert "Columns" not in keys and eve.split()[-1] == "-2"
            return
        assert "←/→ Columns" in keys
        assert "Bank net" not in screen_text(app) and eve.split()[-1] == "3"
        await pilot.press("right")
        await pilot.pause()
        text = screen_text(app)
        eve = next(line for line in text.splitlines() if line.startswith(" Eve "))
        assert "Bank net" in text and eve.split()[-2:] == ["3", "-2"]
        assert "Ann (computer)" in text  # the names stay in view
        assert app.focused is sessions and sessions.cursor_row == 0  # nothing else moved
        await pilot.press("left")
        await pilot.pause()
        assert " Games " in screen_text(app)


def big_figures(records: Records) -> Records:
    """``records`` with four-digit figures, as years of play make them: Bob banked a
    thousand deals and is 1071 up on them; Ann never banked."""
    players = []
    for row in records.players:
        if row.name == "Bob":
            row = replace(row, net=-1234, best=+1008, worst=-1190, banker_net=1071)
            row = replace(row, sessions=412, wins=97, deals=3296, deals_banked=1046, busts=1203)
            row = replace(row, pontoons=188, five_card_tricks=12)
        elif row.name == "Ann":
            row = replace(row, deals_banked=0, banker_net=0)
        players.append(row)
    return replace(records, players=tuple(players))


HEADINGS_AT = {
    80: "Player Games Won Net Avg Best Worst Pontoons Tricks Busts Banked Bank net",
    100: "Player Played Won Net Per deal Best Worst Pontoons Tricks Busts Deals banked "
    "Banker's net",
}
"""The players' headings where the full ones do not all fit."""


def table_lines(text: str, first: str, last: str) -> list[str]:
    """The lines of the screen from the one holding ``first`` to the one holding
    ``last``."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if first in line)
    end = next(i for i, line in enumerate(lines) if i >= start and last in line)
    return lines[start : end + 1]


@pytest.mark.parametrize(
    "size", [(80, 24), (100, 30), (160, 48)], ids=["80x24", "100x30", "160x48"]
)
async def test_every_column_of_the_players_shows_in_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """At 80x24 the players' table fits, four-digit figures whole, every heading on one
    line, whole words; at 100x30 only the headings that must are shorter; at 160x48 the
    headings are ``pontoon stats``'s."""
    folder = tmp_path / "saves"
    folder.mkdir()
    top = ["9S", "10H", "QD", "7C", "6D", "4S", "2C", "KS", "5H", "8D", "3C", "JH", "7S", "4D"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Bob", top, deals=1)
    play(session, Stake("Cat", 2), Stake("Ann", 3), Stick("Cat"), Stick("Ann"))
    play(session, Twist("Bob"), Stick("Bob"))
    assert session.finished
    (folder / stamp(0)).write_text(dump_session(session), "utf-8")
    read = records_module.read_records
    monkeypatch.setattr(
        records_module, "read_records", lambda directory, **_: big_figures(read(directory))
    )
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        text = screen_text(app)
    if size[0] == 160:
        head = table_lines(text, " Player ", " Player ")
        assert " ".join(head[0].split()) == (
            "Player Played Won Net Per deal Best Worst Pontoons Five-card tricks Busts "
            "Deals banked Banker's net"
        )
    else:
        head = table_lines(text, " Player ", " Player ")
        assert " ".join(head[0].split()) == HEADINGS_AT[size[0]]
    heading = next(i for i, line in enumerate(text.splitlines()) if " Player " in line)
    assert text.splitlines()[heading + 1].split()[0] in {"Ann", "Bob", "Cat"}  # one line
    bob = next(line for line in text.splitlines() if line.startswith(" Bob "))
    assert bob.split() == [
        "Bob", "412", "97", "-1234", "-0.37", "+1008", "-1190", "188", "12", "1203", "1046", "+1071"
    ]  # fmt: skip
    ann = next(line for line in text.splitlines() if line.startswith(" Ann "))
    assert ann.split()[-2:] == ["0", NOT_BANKED]  # never banked: no banker's net, not 0


async def test_a_session_cut_to_fit_ends_in_an_ellipsis_and_shows_whole_below(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 6)
    records = read_records(folder, cache=False)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        lines = screen_text(app).splitlines()
        assert all(len(line) <= 80 for line in lines)
        rows = table_lines("\n".join(lines), "Date", records.sessions[3].date.strftime("%H:%M"))
        assert any("…" in line for line in rows[1:])
        for index, session in enumerate(records.sessions):
            if index:
                await pilot.press("down")
                await pilot.pause()
            text = folded(screen_text(app))
            rules = ", ".join(session.rules_words)
            whole = f"{', '.join(session.players)} · " + (
                f"house rules: {rules}" if rules else "no house rules"
            )
            assert whole in text


async def test_home_and_end_go_to_the_first_and_the_last_session(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 6)
    records = read_records(folder, cache=False)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        sessions = screen.query_one("#records-sessions", DataTable)
        await pilot.press("end")
        await pilot.pause()
        assert sessions.cursor_row == len(records.sessions) - 1
        last = ", ".join(records.sessions[-1].players)
        assert f"{last} · " in folded(screen_text(app))
        await pilot.press("home")
        await pilot.pause()
        assert sessions.cursor_row == 0


async def test_enter_on_the_players_says_how_to_open_a_session(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 2)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        await pilot.press("tab")
        await pilot.pause()
        assert screen.focused is screen.query_one("#records-players", DataTable)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        text = folded(screen_text(app))
        assert "Enter opens a session's hand history: Tab to the sessions." in text


async def test_an_empty_save_folder_says_so(tmp_path: Path) -> None:
    app = make_app(save_dir=tmp_path / "never-made", offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        text = folded(screen_text(app))
    assert "No sessions have been saved in" in text
    assert "never-made yet." in text
    assert "Tab" not in text  # nothing to move between


async def test_a_folder_of_set_aside_files_counts_them(tmp_path: Path) -> None:
    """A game renames a session it cannot load ``….corrupt-N``: the Records count
    them and offer nothing to Tab to."""
    folder = tmp_path / "saves"
    folder.mkdir()
    for n in (1, 2):
        (folder / f"{stamp(0)}.corrupt-{n}").write_text("{", "utf-8")
    (folder / stamp(1)).write_text(dump_session(generated(4, finished=False)), "utf-8")
    before = file_states(folder)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        text = folded(screen_text(app))
    assert (
        "Skipped, and left as they are: 1 unfinished; 2 set aside as corrupt (….corrupt-N)." in text
    )
    assert "Tab" not in text
    assert file_states(folder) == before


async def test_a_folder_of_only_unfinished_sessions_says_none_is_finished(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / stamp(0)).write_text(dump_session(generated(4, finished=False)), "utf-8")
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        text = folded(screen_text(app))
    assert "No finished sessions in" in text
    assert "Skipped, and left as they are: 1 unfinished." in text


async def test_the_screen_answers_keys_while_the_records_are_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 3)
    reading = threading.Event()
    release = threading.Event()
    read = records_module.read_records

    def slow_read(directory: Path, **options: object) -> Records:
        reading.set()
        assert release.wait(10)
        return read(directory)

    monkeypatch.setattr(records_module, "read_records", slow_read)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert reading.wait(5)
        assert "Reading 5 sessions in" in folded(screen_text(app))
        await pilot.press("escape")  # answered while the thread still reads
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        release.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        await pilot.press("ctrl+o")  # read again, this time to the end
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert "5 finished sessions in" in folded(screen_text(app))


async def test_enter_on_a_session_opens_its_hand_history(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 3)
    newest = read_records(folder, cache=False).sessions
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        await pilot.press("down", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        assert screen.file == newest[1].file
        expected = load_history(folder / newest[1].file)
        assert screen.history == expected
        first = expected.deals[0]
        text = folded(screen_text(app))
        assert f"Hand history · Deal 1 of {expected.deals_target}" in text
        assert hand_line(first.hands[0]) in text
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


async def test_the_browser_steps_through_deals_and_hands(tmp_path: Path) -> None:
    session = doubled_session()
    history = session_history(session)
    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        app.push_screen(HistoryScreen(history, "session-20260101-120000.json"))
        await pilot.pause()
        first = folded(screen_text(app))
        assert "Hand history · Deal 1 of 2" in first
        assert "Ann banks, doubled. Stakes: Bob 2, Cat 3." in first
        assert "House rules: banker may double" in first
        assert "Cut for the bank:" in first
        assert bank_words(history.deals[0]) in first
        assert "▶ Bob: 9♠ 7♣, sticks on 16; stake 2" in first  # Bob's hand chosen first
        assert "9♠ dealt face down" in first  # and shown card by card
        assert "7♣ dealt face down" in first
        assert "Deal 1 of 2 played · ←/→ deals, ↑/↓ hands, Esc back." in first
        # a doubled deal says so where each hand pays
        assert "▶ Bob: 9♠ 7♣, sticks on 16; stake 2, loses 4 (doubled deal)" in first
        assert "Stake 2, sticks on 16, loses 4 (doubled deal)" in first
        # the bank is named once: the cut says who cut highest, the deal who banks
        told = first.split("The deal as the table was told it:")[0]
        assert "Ann cuts highest." in told and told.count("Ann banks") == 1
        # transfers in the order play goes, as the stakes: the banker last
        assert "Transfers: Bob -4, Cat -6, Ann +10." in first
        await pilot.press("left")  # no deal before the first: said so
        await pilot.pause()
        said = folded(screen_text(app))
        assert "That is the first deal. Deal 1 of 2 played" in said
        assert "Hand history · Deal 1 of 2 · That is the first deal." in said  # the title
        unsaid = said.replace(" · That is the first deal.", "", 1)
        assert unsaid.replace("That is the first deal. ", "") == first
        await pilot.press("down", "down")  # the banker's hand
        await pilot.pause()
        banker = folded(screen_text(app))
        assert f"▶ {banker_line(history.deals[0])}" in banker
        assert "Ann, the banker" in banker
        assert "2♣ twisted (face up)" in banker
        await pilot.press("right")
        await pilot.pause()
        second = folded(screen_text(app))
        assert "Hand history · Deal 2 of 2" in second
        assert "Cut for the bank:" not in second
        assert "Ann banks. Stakes: Bob 1, Cat 4." in second
        assert "▶ Bob: K♠ 3♣, buys 4♦ for 2" in second
        assert "4♦ bought for 2 (face down)" in second
        assert "Transfers: " in second
        assert "Winner" in second  # the session's last deal ends it
        assert bank_words(history.deals[1], last=True) in second
        assert "That was the last deal." in second  # who would have banked next
        assert card_label("8D") in second  # the banker's cards, face up
        assert "(doubled deal)" not in second
        await pilot.press("right")
        await pilot.pause()
        assert "That is the last deal. Deal 2 of 2 played" in folded(screen_text(app))
        await pilot.press("home")
        await pilot.pause()
        assert "Deal 1 of 2" in folded(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)


def settled_then_under_way() -> Session:
    """Deal 1 settled, deal 2 under way (Bob has bought a card)."""
    top = ["9S", "10H", "QD", "7C", "6D", "4S", "2C", "KS", "5H", "8D", "3C", "JH", "7S", "4D"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"))
    play(session, Twist("Ann"), Stick("Ann"), Stake("Bob", 1), Stake("Cat", 4), Buy("Bob", 2))
    return session


async def test_h_on_the_resume_list_shows_the_deals_that_are_over(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "saves")
    store.save(settled_then_under_way(), store.directory / "session-20260101-120000.json")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("h")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        assert [deal.number for deal in screen.history.deals] == [1]
        assert screen.history.in_progress == 2
        text = folded(screen_text(app))
        assert "deal 2 is under way and its cards are not shown" in text
        assert "Deal 1 of 8 played; deal 2 under way, not shown · ←/→ deals" in text
        await pilot.press("right")  # there is no deal after the one over
        await pilot.pause()
        assert "That is the last deal over so far. Deal 1 of 8" in folded(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)


async def test_h_before_any_deal_is_over_says_there_is_nothing_yet(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "saves")
    session = stacked_session(["Ann", "Bob"], "Ann", ["9S", "10H", "7C", "6D"])
    play(session, Stake("Bob", 2))
    store.save(session, store.directory / "session-20260101-120000.json")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        assert "No deal of that session is over yet" in folded(screen_text(app))


async def test_ctrl_o_on_the_resume_list_opens_the_records(tmp_path: Path) -> None:
    store = SessionStore(tmp_path / "saves")
    store.save(settled_then_under_way(), store.directory / "session-20260101-120000.json")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        assert "Skipped, and left as they are: 1 unfinished." in folded(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)


async def test_the_palette_offers_the_records_between_sessions_only(tmp_path: Path) -> None:
    """Ctrl+P, "records", Enter opens the Records screen from setup; once a session is
    in play the palette does not offer it, on the final standings it does again, and on
    the records themselves it does not."""
    folder = tmp_path / "saves"
    make_folder(folder, 2)
    app = make_app(seed=1, save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.press(*"records")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        assert "Who has won" not in screen_text(app)  # the palette has gone
    from pontoon_tui.app.commands import game_commands

    playing = make_app(session=stacked_session(["Ann", "Bob"], "Ann"), save_dir=folder)
    async with playing.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [command.title for command in game_commands(playing)]
        assert "Records" not in titles and "Hints off" in titles
    over = make_app(session=generated(1), save_dir=folder)  # the final standings show
    async with over.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        titles = [command.title for command in game_commands(over)]
        assert "Records" in titles and not any(t.startswith("Hints") for t in titles)
        over.action_records()
        await over.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(over.screen, RecordsScreen)
        assert "Records" not in [command.title for command in game_commands(over)]


async def test_names_and_file_names_are_shown_as_written(tmp_path: Path) -> None:
    """A name like ``[b]Al`` is not markup, and a file name's escape character shows
    escaped."""
    folder = tmp_path / "saves"
    folder.mkdir()
    top = ["9S", "10H", "7C", "6D", "2C"]
    session = stacked_session(["[b]Al", "Bo[/]"], "[b]Al", top, deals=1)
    play(session, Stake("Bo[/]", 2), Stick("Bo[/]"), Twist("[b]Al"), Stick("[b]Al"))
    assert session.finished
    name = "session-20260101-120000\x1b]0;owned\x07.json"
    (folder / name).write_text(dump_session(session), "utf-8")
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        players = cells(screen.query_one("#records-players", DataTable))
        assert sorted(row[0] for row in players) == ["Bo[/]", "[b]Al"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
        text = folded(screen_text(app))
    assert "[b]Al banks. Stakes: Bo[/] 2." in text
    assert r"session-20260101-120000\x1b]0;owned\x07.json" in text


async def test_the_hand_shown_gets_a_fair_share_of_a_wide_terminal(tmp_path: Path) -> None:
    history = session_history(doubled_session())
    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        app.push_screen(HistoryScreen(history, "session-20260101-120000.json"))
        await pilot.pause()
        detail = app.screen.query_one("#history-detail")
        hands = app.screen.query_one("#history-left")
        assert detail.outer_size.width >= 60  # not a 31-column strip
        assert hands.outer_size.width >= 80
        text = screen_text(app)
    # the hand's result fits on one line of the pane
    assert any(
        "Stake 2, sticks on 16, loses 4 (doubled deal)" in line for line in text.splitlines()
    )


async def test_the_chosen_hand_is_marked_in_the_themes_focus_colour(tmp_path: Path) -> None:
    """In the high-contrast theme the chosen hand is yellow, as the focus is elsewhere."""
    from textual.color import Color

    from pontoon_tui.app.screens.history import HandList
    from pontoon_tui.app.themes import HIGH_CONTRAST_THEME

    history = session_history(doubled_session())
    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.theme = HIGH_CONTRAST_THEME
        app.push_screen(HistoryScreen(history, "session-20260101-120000.json"))
        await pilot.pause()
        hands = app.screen.query_one(HandList)
        chosen = hands.get_component_styles("option-list--option-highlighted")
        assert chosen.background == Color.parse("#ffff00")
        assert chosen.color == Color.parse("#000000")


async def test_help_over_the_records_goes_back_not_to_the_game(tmp_path: Path) -> None:
    from pontoon_tui.app.screens.help import HelpScreen

    folder = tmp_path / "saves"
    make_folder(folder, 1)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        footer = screen_text(app).splitlines()[-1]
        assert "Back" in footer and "Back to the game" not in footer
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, RecordsScreen)
        await pilot.press("enter")  # a hand history
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        assert "Back to the game" not in screen_text(app).splitlines()[-1]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)
    playing = make_app(session=stacked_session(["Ann", "Bob"], "Ann"), save_dir=folder)
    async with playing.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("question_mark")
        await pilot.pause()
        assert "Back to the game" in screen_text(playing).splitlines()[-1]
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(playing.screen, HelpScreen)


async def test_the_tables_are_laid_out_again_when_the_terminal_grows(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 6)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        await pilot.press("down", "down")
        await pilot.pause()
        assert "Five-card tricks" not in screen_text(app)
        await pilot.resize_terminal(160, 48)
        await pilot.pause(0.2)
        text = screen_text(app)
        assert "Five-card tricks" in text and "Banker's net" in text
        assert screen.query_one("#records-sessions", DataTable).cursor_row == 2  # kept
        assert "…" not in text  # room for every session's cells


def test_help_names_every_key_of_the_records_screen() -> None:
    """Help's line for the Records screen names the keys the screen answers."""
    from pontoon_tui.app.screens.help import KEYS

    line = dict(KEYS)["records"]
    for key in ("Ctrl+O", "Tab", "Home", "End", "←", "→", "Enter", "Esc"):
        assert f"[b]{key}[/b]" in line or f"{key}[/b]" in line, key


async def test_without_colour_the_selected_record_stands_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_colours_app import text_rows

    folder = tmp_path / "saves"
    make_folder(folder, 3)
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        for name in ("#records-players", "#records-sessions"):
            table = screen.query_one(name, DataTable)
            table.focus()
            await pilot.pause()
            rows = text_rows(table)
            assert [marked for _, marked in rows].count(True) == 1, (name, rows)
            await pilot.press("down")
            await pilot.pause()
            moved = text_rows(table)
            assert [marked for _, marked in moved].count(True) == 1
            assert moved != rows, name  # the mark follows the cursor


async def test_help_opened_on_the_records_shows_their_keys_first(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 2)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        await pilot.press("f1")
        await pilot.pause()
        shown = folded(screen_text(app))  # what shows before any scrolling
        assert "Keys here (records): Ctrl+O in setup or on the resume list" in shown
        here = app.screen.query_one("#help-here").region
        assert here.bottom <= app.screen.query_one("#help-box").region.bottom  # all of it


async def test_ctrl_o_on_the_final_standings_shows_the_records_with_this_session(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "saves"
    earlier = make_folder(folder, 2)
    store = SessionStore(folder)
    path = store.new_path()
    store.save(generated(1), path)  # the session is over, saved as it ended
    app = make_app(load=path, save_dir=folder)  # this game holds the file's lock
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("enter")  # from the last deal's ledger
        await pilot.pause()
        standings = app.screen
        assert "Ctrl+O: records" in screen_text(app)
        assert app.table.path is not None and app.table.path.parent == folder
        records = await open_records(app, pilot)
        shown = records.records
        assert shown is not None  # the session just played is among them: its lock is ours
        assert app.table.path.name in [s.file for s in shown.sessions]
        assert len(shown.sessions) == len(earlier) + 1 and not shown.skipped
        assert "another window" not in screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is standings


async def test_the_records_open_on_the_sessions_so_enter_opens_a_history(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    make_folder(folder, 3)
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = await open_records(app, pilot)
        assert screen.focused is screen.query_one("#records-sessions")
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, HistoryScreen)


async def test_the_hand_history_marks_the_computers_seats(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    computer_folder(folder)  # the second session: Eve against the computer's Ann and Ben
    app = make_app(save_dir=folder, offer_saved=False)
    async with app.run_test(size=BIG) as pilot:
        await pilot.pause()
        await open_records(app, pilot)
        await pilot.press("down", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HistoryScreen)
        text = folded(screen_text(app))
    deal = screen.history.deals[0]
    assert "Eve, Ann (computer), Ben (computer) · 1 deal" in text
    for hand in deal.hands:
        assert hand_line(hand, {"Ann", "Ben"}) in text
        if hand.player != "Eve":
            assert f"{hand.player} (computer" in hand_line(hand, {"Ann", "Ben"})
    assert banker_line(deal, {"Ann", "Ben"}) in text
