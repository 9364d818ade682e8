"""Colours in the running game: the theme chosen in the command palette and the
four-colour deck are remembered for the next game, every card display follows them, and
under NO_COLOR the focused field still stands out."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from helpers.app_stack import stacked_session
from rich.color import Color as RichColor
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import NoColor
from textual.geometry import Region
from textual.pilot import Pilot
from textual.widget import Widget
from textual.widgets import OptionList

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.colours import DARK, HIGH_CONTRAST, LIGHT
from pontoon_tui.app.commands import choose_theme
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.widgets.hand import HandBox
from pontoon_tui.app.widgets.log import DealLog
from pontoon_tui.app.widgets.table import PublicTable
from pontoon_tui.launch import make_app
from pontoon_tui.storage.config import config_path
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

# Ann banks; Bob 8 8 splits (8 5♣, 8 2♣); Cat 10 9; the banker 10 7♦.
SPLIT_TOP = ["8S", "10H", "10S", "8H", "9H", "7D", "5C", "2C"]


def split_table(save_dir: Path) -> PontoonApp:
    return make_app(
        session=stacked_session(["Ann", "Bob", "Cat"], "Ann", SPLIT_TOP), save_dir=save_dir
    )


async def to_bobs_split(pilot: Pilot[object]) -> None:
    await pilot.pause()
    await pilot.press("y", "2", "y", "3", "y", "s")
    await pilot.pause()
    assert isinstance(pilot.app.screen, PlayerTurnScreen)


def drawn(widget: Widget) -> list[Segment]:
    """Every segment the widget draws now."""
    lines = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    return [segment for strip in lines for segment in strip]


def colour_of(widget: Widget, label: str) -> RichColor | None:
    """The colour a card's label is drawn in by ``widget`` (the first time it draws it)."""
    for segment in drawn(widget):
        if label in segment.text and segment.style is not None:
            return segment.style.color
    raise AssertionError(f"{label} is not drawn")


def same(colour: RichColor | None, name: str) -> bool:
    return colour is not None and colour.get_truecolor() == RichColor.parse(name).get_truecolor()


async def test_the_four_colour_deck_repaints_every_card_and_is_remembered(
    save_dir: Path,
) -> None:
    app = split_table(save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_bobs_split(pilot)
        hand = app.screen.query(HandBox).first()
        table = app.screen.query_one(PublicTable)
        log = app.screen.query_one("#log", DealLog)
        assert same(colour_of(hand, "5♣"), DARK.black)
        assert same(colour_of(table, "8♠"), DARK.black)
        assert same(colour_of(log, "8♥"), DARK.red)
        await pilot.press("ctrl+p")
        await pilot.press(*"four-colour")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.four_colour
        assert same(colour_of(hand, "5♣"), DARK.green)  # the hand, redrawn
        assert same(colour_of(hand, "8♠"), DARK.black)
        assert same(colour_of(table, "8♠"), DARK.black)  # the table's row
        assert same(colour_of(log, "8♥"), DARK.red)  # and the log's
        app.theme = "pontoon-light"
        await pilot.pause()
        assert same(colour_of(hand, "5♣"), LIGHT.green)  # the light theme's green
    assert json.loads(config_path().read_text())["four_colour"] is True
    again = split_table(save_dir)
    async with again.run_test(size=(100, 30)) as pilot:
        await to_bobs_split(pilot)
        assert again.four_colour
        assert again.theme == "pontoon-light"  # the theme chosen last, too
        assert same(colour_of(again.screen.query(HandBox).first(), "5♣"), LIGHT.green)
        again.set_four_colour(False)
        await pilot.pause()
        assert same(colour_of(again.screen.query(HandBox).first(), "5♣"), LIGHT.black)
    assert json.loads(config_path().read_text())["four_colour"] is False


async def test_a_theme_chosen_in_the_palette_is_used_again_next_time(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.press(*"theme")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause(0.3)
        await pilot.press(*"high contrast")
        await pilot.pause(0.3)
        await pilot.press("enter")
        await pilot.pause()
        assert app.theme == "pontoon-high-contrast"
    assert json.loads(config_path().read_text())["theme"] == "pontoon-high-contrast"
    again = make_app(seed=1, save_dir=save_dir)
    async with again.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert again.theme == "pontoon-high-contrast"
        assert again.current_theme.background == "#000000"


async def test_the_palette_offers_only_the_themes_checked_with_the_game(
    save_dir: Path,
) -> None:
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        choose_theme(app)
        await pilot.pause(0.3)
        shown = app.screen.query("CommandList").first()
        options = [str(option.prompt) for option in shown.options]  # type: ignore[attr-defined]
        names = [option.split("\n")[0] for option in options]
        assert sorted(names) == ["Dark", "High contrast", "Light"]


async def test_an_unknown_theme_in_the_config_is_ignored(save_dir: Path) -> None:
    path = config_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"theme": "no-such-theme", "four_colour": true}')
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        assert app.four_colour  # the other setting is kept


async def test_a_light_theme_draws_the_cards_with_its_palette(save_dir: Path) -> None:
    app = split_table(save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await to_bobs_split(pilot)
        hand = app.screen.query(HandBox).first()
        edges = {s.style.color for s in drawn(hand) if "───" in s.text and s.style}
        app.theme = "pontoon-light"
        await pilot.pause()
        light = {s.style.color for s in drawn(hand) if "───" in s.text and s.style}
        assert edges != light
        assert any(same(colour, LIGHT.edge) for colour in light)
        app.theme = "pontoon-high-contrast"
        await pilot.pause()
        assert same(colour_of(hand, "8♠"), HIGH_CONTRAST.black)
        assert same(colour_of(app.screen.query_one(PublicTable), "8♥"), HIGH_CONTRAST.red)


def without_colour(widget: Widget) -> list[tuple[str, object]]:
    """What ``widget`` draws once every colour is dropped, as NO_COLOR has Textual do."""
    segments = NoColor().apply(drawn(widget), Color(0, 0, 0))
    return [(segment.text, segment.style) for segment in segments]


async def test_without_colour_the_focused_field_still_stands_out(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter")
        await pilot.pause()
        assert app.no_color
        fields = [w for w in app.screen.focus_chain if w.region.area]
        assert len(fields) >= 4  # the name, the seats, the controls
        for field in fields:
            others = [w for w in fields if w is not field]
            field.focus()
            await pilot.pause()
            focused = without_colour(field)
            others[0].focus()
            await pilot.pause()
            assert without_colour(field) != focused, f"{field!r} looks the same focused"


def marked(row: list[tuple[str, Style | None]]) -> bool:
    """Whether a row is drawn in reverse or underlined where it has text."""
    return any(t.strip() and s is not None and (s.reverse or s.underline) for t, s in row)


def text_rows(widget: Widget) -> list[tuple[str, bool]]:
    """Each line of ``widget`` with its text, and whether it is marked without colour."""
    lines = widget.render_lines(Region(0, 0, widget.size.width, widget.size.height))
    rows = []
    for strip in lines:
        row = [(s.text, s.style) for s in NoColor().apply(list(strip), Color(0, 0, 0))]
        text = "".join(t for t, _ in row).strip(" █▀▄▌▐▊▎▔▁")
        if text:
            rows.append((text, marked(row)))
    return rows


async def test_without_colour_the_highlighted_seat_stands_out(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(seed=1, save_dir=save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press(*"Ann", "enter", *"Bob", "enter", *"Cat", "enter")
        seats = app.screen.query_one("#seats")
        seats.focus()
        await pilot.pause()
        rows = text_rows(seats)
        assert [marked for _, marked in rows].count(True) == 1, rows
        await pilot.press("down")
        await pilot.pause()
        moved = text_rows(seats)
        assert [marked for _, marked in moved].count(True) == 1
        assert moved != rows  # the mark follows the cursor


async def test_without_colour_the_resume_lists_choice_stands_out(
    store: SessionStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    for stamp, players in (("120000", ["Ann", "Bob", "Cat"]), ("130000", ["Dan", "Eve"])):
        session = stacked_session(players, players[0], SPLIT_TOP)
        store.save(session, store.directory / f"session-20260101-{stamp}.json")
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        listing = app.screen.query_one("#resume-list", OptionList)
        rows = text_rows(listing)
        assert len(rows) >= 3  # two sessions (two lines each, as many as show)
        assert 1 <= [marked for _, marked in rows].count(True) < len(rows)


async def test_without_colour_the_palette_does_not_offer_the_four_colour_deck(
    save_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from pontoon_tui.app.commands import game_commands

    monkeypatch.setenv("NO_COLOR", "1")
    app = split_table(save_dir)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        titles = [command.title for command in game_commands(app)]
        assert "Help" in titles and not any(title.startswith("Four-colour") for title in titles)
    monkeypatch.delenv("NO_COLOR")
    coloured = split_table(save_dir)
    async with coloured.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert "Four-colour deck on" in [command.title for command in game_commands(coloured)]
