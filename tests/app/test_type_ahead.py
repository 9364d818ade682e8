"""Type-ahead never changes an amount: ``b``, a digit and Enter typed in one burst buy
the amount typed (or nothing), never the least. A key typed at the purchase dialog never
acts on the turn once the dialog has gone. Names typed in one burst at setup are seated in
order (an Enter that comes as a line feed too), and Ctrl+S typed after them starts with them
all; so are names typed as the game starts, before the name field has focus, and straight
after ``n`` starts a new session from the resume list."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers.app_stack import play, stacked_session
from textual import events
from textual.pilot import Pilot

from pontoon_tui.app.app import PontoonApp
from pontoon_tui.app.screens.buy import AmountField, BuyScreen
from pontoon_tui.app.screens.cut_for_bank import CutScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.resume import ResumeScreen
from pontoon_tui.app.screens.setup import SetupScreen
from pontoon_tui.app.widgets.seat_list import NameField
from pontoon_tui.engine.events import Buy, Stake
from pontoon_tui.engine.sessionfile import load_session
from pontoon_tui.launch import make_app
from pontoon_tui.storage.store import SessionStore

pytestmark = pytest.mark.slow

SIZE = (100, 30)
# Bob 5♣ 4♥ (9) may buy, adding 2 to 4 to his stake of 2.
TOP = ["5C", "10S", "4H", "7D", "5D"]


@pytest.mark.parametrize(
    ("burst", "bought"),
    [
        (["b", "4", "enter"], [4]),
        (["b", "3", "enter"], [3]),
        (["b", "2", "enter"], [2]),
        (["b", "9", "enter"], []),  # refused: more than the purchase may add
        (["b", "4", "escape"], []),
    ],
    ids=["four", "three", "two", "too-much", "cancelled"],
)
async def test_a_burst_buys_the_amount_typed_or_nothing(
    store: SessionStore, burst: list[str], bought: list[int]
) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP)
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        for key in burst:  # all queued before the app handles the first
            app.simulate_key(key)
        await pilot.pause(0.3)

        def handled() -> bool:
            """The burst has been handled: what it buys is bought, or a refused amount's
            reason shows in the purchase dialog."""
            if bought or burst[-1] != "enter":
                return [e.amount for e in session.events if isinstance(e, Buy)] == bought
            shown = app.screen.query("#buy-message") if isinstance(app.screen, BuyScreen) else []
            return any("not 9" in str(message.render()) for message in shown)

        for _ in range(30):  # a loaded machine may take longer to handle the burst
            if handled():
                break
            await pilot.pause(0.1)
        assert [e.amount for e in session.events if isinstance(e, Buy)] == bought
        if bought:
            path = app.table.path
            assert path is not None
            saved = load_session(path).events
            assert [e.amount for e in saved if isinstance(e, Buy)] == bought
        elif burst[-1] == "enter":
            assert isinstance(app.screen, BuyScreen)
            message = str(app.screen.query_one("#buy-message").render())
            assert "must add 2 to 4 units, not 9" in message


async def test_digits_typed_ahead_and_then_more_make_one_amount(store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP)
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y")
        await pilot.pause()
        app.simulate_key("b")
        app.simulate_key("0")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        await pilot.press("3", "enter")  # typed once the dialog shows: "03" is 3
        await pilot.pause()
        assert [e.amount for e in session.events if isinstance(e, Buy)] == [3]


async def test_a_digit_after_the_dialog_was_cancelled_buys_nothing(store: SessionStore) -> None:
    session = stacked_session(["Ann", "Bob"], "Ann", TOP)
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "b", "escape", "4", "enter")
        await pilot.pause()
        assert [e for e in session.events if isinstance(e, Buy)] == []
        assert isinstance(app.screen, PlayerTurnScreen)


@pytest.mark.parametrize(
    ("burst", "shown", "bought"),
    [
        (["backspace", "4", "enter"], "4", [4]),  # the least, 2, rubbed out and 4 typed
        (["backspace", "3"], "3", []),
        (["end", "backspace", "left", "4"], "4", []),
    ],
    ids=["rubbed-out-and-bought", "rubbed-out", "moved"],
)
async def test_editing_keys_in_a_burst_act_in_the_order_typed(
    store: SessionStore, burst: list[str], shown: str, bought: list[int]
) -> None:
    # Textual runs a key binding only once the key has bubbled up to the app, after the
    # field has taken the digits that follow: Backspace and 4 typed together put the 4 in,
    # then rubbed it out, and Enter then found the field empty.
    session = stacked_session(["Ann", "Bob"], "Ann", TOP)
    play(session, Stake("Bob", 2))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        for key in burst:  # all queued before the app handles the first
            app.simulate_key(key)
        await until(pilot, lambda: any(isinstance(e, Buy) for e in session.events))
        assert [e.amount for e in session.events if isinstance(e, Buy)] == bought
        if not bought:
            assert app.screen.query_one("#amount", AmountField).value == shown


async def test_a_name_corrected_in_a_burst_is_seated_as_corrected(store: SessionStore) -> None:
    app = make_app(seed=1, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        for key in ["A", "n", "x", "backspace", "n", "enter", "B", "o", "b", "enter"]:
            app.simulate_key(key)
        await until(pilot, lambda: len(setup.seats.names) == 2)
        assert setup.seats.names == ["Ann", "Bob"]


# Ann banks: Bob K♠ 5♥ (15) buys and draws K♥, busting; Cat 10♣ 9♣ plays next.
BUSTS = ["KS", "10C", "10D", "5H", "9C", "7D", "KH"]


async def test_a_second_enter_typed_in_the_purchase_dialog_does_not_pass_the_turn(
    store: SessionStore,
) -> None:
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", BUSTS)
    play(session, Stake("Bob", 2), Stake("Cat", 1))
    app = make_app(session=session, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("y", "b")
        await pilot.pause()
        assert isinstance(app.screen, BuyScreen)
        app.simulate_key("enter")  # buys the least, and the card bought busts the hand
        # A second Enter typed at the dialog, read while the game was still busy with the
        # first: it reaches the game only once the dialog has gone.
        second = events.Key("enter", "\r")
        for _ in range(30):
            if not isinstance(app.screen, BuyScreen):
                break
            await pilot.pause(0.1)
        app.post_message(second)
        for _ in range(5):
            await pilot.pause(0.1)
        assert [e.amount for e in session.events if isinstance(e, Buy)] == [2]
        screen = app.screen
        assert isinstance(screen, PlayerTurnScreen) and screen.player == "Bob"
        assert "Your turn is over" in str(screen.query_one("#message").render())
        await pilot.press("enter")  # pressed once the turn's end shows: it passes on
        await pilot.pause()
        assert not isinstance(app.screen, PlayerTurnScreen)


NAMES = ["Ann", "Bob", "Cat", "Dave"]


def typed(names: list[str], enter: str = "enter") -> list[str]:
    """The keys of ``names`` typed one after another, each followed by ``enter``."""
    return [key for name in names for key in (*name, enter)]


async def until(pilot: Pilot[int], done: Callable[[], bool]) -> None:
    """Give a burst time to be handled, until ``done`` (a loaded machine may take a
    while): three seconds at most."""
    for _ in range(30):
        if done():
            return
        await pilot.pause(0.1)


async def until_started(pilot: Pilot[int], app: PontoonApp) -> None:
    """Give a burst time to be handled, up to the cut for the bank."""
    await until(pilot, lambda: isinstance(app.screen, CutScreen))


async def test_names_typed_in_one_burst_are_seated_in_order_and_ctrl_s_starts(
    store: SessionStore,
) -> None:
    app = make_app(seed=1, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SetupScreen)
        for key in [*typed(NAMES), "ctrl+s"]:  # all queued before the app handles the first
            app.simulate_key(key)
        await until_started(pilot, app)
        assert isinstance(app.screen, CutScreen)
        assert app.table.active.players == tuple(NAMES)


async def test_enter_typed_while_the_game_starts_seats_each_name(store: SessionStore) -> None:
    # Until the game has the terminal's keys to itself, the terminal turns Enter into a
    # line feed, which arrives as Ctrl+J.
    app = make_app(seed=1, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        for key in typed(NAMES[:3], enter="ctrl+j"):
            app.simulate_key(key)
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        await until(pilot, lambda: len(setup.seats.names) == 3)
        assert setup.seats.names == NAMES[:3]
        assert setup.query_one("#name", NameField).value == ""
        await pilot.press("ctrl+s")
        await until_started(pilot, app)
        assert app.table.active.players == tuple(NAMES[:3])


async def test_names_typed_straight_after_n_on_the_resume_list_are_seated(
    store: SessionStore,
) -> None:
    # ``n`` starts a new session; the first names follow before setup is built.
    store.save(stacked_session(["Ann", "Bob", "Cat"], "Ann"), store.new_path())
    app = make_app(save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        for key in ["n", *typed(["Dan", "Eve"])]:  # all queued before the app handles "n"
            app.simulate_key(key)
        await until(
            pilot, lambda: isinstance(app.screen, SetupScreen) and len(app.screen.seats.names) == 2
        )
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.seats.names == ["Dan", "Eve"]
        assert setup.query_one("#name", NameField).value == ""


async def test_keys_read_before_the_name_field_had_focus_still_seat_the_names(
    store: SessionStore,
) -> None:
    # Typed as the game starts, the keys are read while setup is being built, before the
    # name field has focus: the app hands them to the screen itself, which gives the field
    # focus only then. Each Enter comes as the line feed a starting terminal sends.
    app = make_app(seed=1, save_dir=store.directory)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        field = setup.query_one("#name", NameField)
        app.set_focus(None)  # as before the screen had given the field focus
        for key in typed(NAMES[:2], enter="ctrl+j"):
            app.simulate_key(key)
        field.focus()  # the screen gives the field focus once the keys are read
        await until(pilot, lambda: len(setup.seats.names) == 2)
        assert setup.seats.names == NAMES[:2]
        assert setup.query_one("#name", NameField).value == ""
