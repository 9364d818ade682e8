"""What a newcomer noticed at the table: keys that did nothing, words that read badly,
screens that skipped a step or sat still."""

from __future__ import annotations

from pathlib import Path

from helpers.app_driver import screen_text, stacked_app
from helpers.app_stack import StackedRandom, play, stacked_session

from pontoon_tui.app.screens.banker_turn import BankerTurnScreen
from pontoon_tui.app.screens.computer_turn import ComputerTurnScreen
from pontoon_tui.app.screens.deal import StakeScreen
from pontoon_tui.app.screens.history import HistoryScreen
from pontoon_tui.app.screens.ledger import LedgerScreen
from pontoon_tui.app.screens.pass_device import PassDeviceScreen
from pontoon_tui.app.screens.player_turn import PlayerTurnScreen
from pontoon_tui.app.screens.quit import QuitScreen
from pontoon_tui.engine.events import Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.launch import make_app
from pontoon_tui.reports.history import session_history
from pontoon_tui.rules import HouseRules


async def test_the_pass_screen_says_its_key_takes_capital_y_and_answers_enter(
    save_dir: Path,
) -> None:
    async with stacked_app(save_dir, ["10S", "10H", "9S", "7H"]) as (app, pilot, _):
        assert isinstance(app.screen, PassDeviceScreen)
        assert "Press y" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)  # Enter never opens the cards
        assert "Enter does not open the cards: press y" in screen_text(app)
        await pilot.press("Y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)


async def test_a_y_typed_before_the_pass_screen_showed_is_not_taken_and_it_says_so(
    save_dir: Path,
) -> None:
    from textual import events

    from pontoon_tui.app.clock import event_clock

    async with stacked_app(save_dir, ["10S", "10H", "9S", "7H"]) as (app, pilot, _):
        screen = app.screen
        assert isinstance(screen, PassDeviceScreen)
        early = events.Key("y", "y")  # typed at the screen before (stamped now) ...
        screen.shown_at = event_clock()  # ... which this screen followed
        app.post_message(early)
        await pilot.pause()
        assert app.screen is screen  # the cards stay hidden
        assert "That y was typed too early: press y again" in screen_text(app)
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, StakeScreen)


async def test_help_names_the_sessions_own_deals_and_house_rules(save_dir: Path) -> None:
    rules = HouseRules(banker_doubles=True, second_card="up")
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H"], deals=2, rules=rules)
    app = make_app(session=session, save_dir=save_dir)
    async with app.run_test(size=(100, 90)) as pilot:
        await pilot.press("f1")
        await pilot.pause()
        lines = (line.strip(" █") for line in screen_text(app).splitlines())
        text = " ".join(" ".join(lines).split())
        assert "The session runs 2 deals, under these house rules: banker may double" in text
        assert "eight deals" not in text
        # H9: the cards that stay face down are said where the face-up second card is.
        assert (
            "face up for all to see (a card dealt onto a split hand and a bought card stay "
            "face down)" in text
        )


async def test_the_quit_dialog_stays_on_esc_not_n_and_keeps_each_folder_name_whole(
    tmp_path: Path,
) -> None:
    deep = tmp_path / "a-folder-with-a-rather-long-name" / "pontoon-sessions-for-the-table"
    async with stacked_app(deep, ["10S", "10H", "9S", "7H"], size=(80, 24)) as (app, pilot, _):
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        text = screen_text(app)
        assert "Keep playing (Esc)" in text and "(n)" not in text
        for name in deep.parts[1:]:  # every folder's name on one line, never split
            assert any(name in line for line in text.splitlines()), name
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)  # n means nothing here
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, PassDeviceScreen)


async def test_a_banker_who_busts_sees_the_moves_greyed_out_and_no_hint_to_play_on(
    save_dir: Path,
) -> None:
    # Ann banks 10♥ 6♥ and twists K♦: bust (26), after Bob stuck on 19.
    top = ["10S", "10H", "9S", "6H", "KD"]
    async with stacked_app(save_dir, top, size=(80, 24)) as (app, pilot, _):
        await pilot.press("y", "2", "k", "enter")
        await pilot.pause()
        assert isinstance(app.screen, BankerTurnScreen)
        assert "The banker may twist or" in screen_text(app)
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert text.count("✗ the bank's turn is over") == 2  # beside Twist and Stick
        assert "The banker may twist or" not in text
        assert "The bank is finished: bust (26). Press Enter for the ledger." in text


async def test_the_last_players_bust_shows_their_turn_over_before_the_ledger(
    save_dir: Path,
) -> None:
    # Ann banks for Bob alone: 10♠ 6♠ twists K♠, bust, and the deal is over.
    async with stacked_app(save_dir, ["10S", "10H", "6S", "7H", "KS"]) as (app, pilot, _):
        await pilot.press("y", "2", "t")
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen)
        text = screen_text(app)
        assert "Your hand is finished: bust (26)." in text
        assert "press Enter for the ledger" in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, LedgerScreen)


async def test_a_bust_hand_drops_the_rounded_private_corners_in_its_owners_pane(
    save_dir: Path,
) -> None:
    # Ann banks for Bob and Cat: Bob's 10♠ 6♠ is his own (rounded), then K♠ busts it.
    top = ["10S", "9C", "10H", "6S", "8C", "7H", "KS"]
    players = ("Ann", "Bob", "Cat")
    async with stacked_app(save_dir, top, players) as (app, pilot, _):
        await pilot.press("y", "2", "y", "2", "y")  # both stake, then Bob plays
        await pilot.pause()
        assert isinstance(app.screen, PlayerTurnScreen) and app.screen.player == "Bob"
        assert "╭───╮" in screen_text(app)  # face down: only Bob sees them
        await pilot.press("t")
        await pilot.pause()
        text = screen_text(app)
        assert "bust (26)" in text and "Your turn is over" in text
        assert "╭" not in text and "╰" not in text  # exposed to all: plain corners


async def test_right_on_the_last_deal_of_the_history_says_so_in_the_title(
    tmp_path: Path,
) -> None:
    # Three players, deal 1 of 2 settled: at 80 x 24 the status line is the last line
    # above the keys, the first to drop below a small screen; the title never does.
    top = ["9S", "10H", "QD", "7C", "6D", "4S", "2C", "KS", "5H", "8D", "3C", "JH", "7S"]
    session = stacked_session(["Ann", "Bob", "Cat"], "Ann", top, deals=2)
    play(session, Stake("Bob", 2), Stake("Cat", 3), Stick("Bob"), Stick("Cat"))
    play(session, Twist("Ann"), Stick("Ann"))
    app = make_app(save_dir=tmp_path / "saves", offer_saved=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(HistoryScreen(session_history(session), "session.json"))
        await pilot.press("right")
        await pilot.pause()
        title = screen_text(app).splitlines()[0]
        assert "Deal 1 of 2 · That is the last deal over so far." in title


async def test_a_computer_banker_says_what_it_is_deciding_before_it_doubles(
    save_dir: Path,
) -> None:
    # H7, the computer banks for Bob: after Bob's stake the computer's screen shows, and
    # until its choice does its pane says what it is about (it was empty for seconds).
    rules = HouseRules(banker_doubles=True)
    session = stacked_session(["Ann", "Bob"], "Ann", ["10S", "10H", "9S", "7H"], rules=rules)
    app = make_app(session=session, save_dir=save_dir, computers=["Ann"], computer_pause=30)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("y", "2")
        await pilot.pause()
        assert isinstance(app.screen, ComputerTurnScreen)
        text = screen_text(app)
        assert "Ann (computer), this deal" in text
        assert "Ann looks at its first card" in text and "double the deal…" in text
        await pilot.press("space")
        await pilot.pause()
        text = screen_text(app)
        assert "double the deal…" not in text and "Ann doubles the stakes." in text


async def test_c_pressed_while_the_computer_waits_to_cut_is_not_used_up(
    save_dir: Path,
) -> None:
    rng = StackedRandom(["KS", "QH", "2D"])
    app = make_app(
        session=Session(["Ann", "Cpu", "Bob"]),
        rng=rng,
        save_dir=save_dir,
        computers=["Cpu"],
        computer_pause=30,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("c")  # Ann cuts; the computer would wait 30 s
        await pilot.pause()
        assert "Cpu (computer) cuts…" in screen_text(app)
        await pilot.press("c")  # Bob, next after it: the computer cuts, and so does Bob
        await pilot.pause()
        text = screen_text(app)
        assert "Round 1: Ann K♠   Cpu Q♥   Bob 2♦" in text
        assert "Ann cut the highest card and banks first." in text


async def test_help_in_setup_names_the_house_rules_chosen_so_far(save_dir: Path) -> None:
    app = make_app(seed=1, save_dir=save_dir, offer_saved=False)
    async with app.run_test(size=(100, 90)) as pilot:
        await pilot.press("ctrl+r", "right", "enter")  # H1: stick on 16
        await pilot.pause()
        await pilot.press("f1")
        await pilot.pause()
        lines = (line.strip(" █") for line in screen_text(app).splitlines())
        text = " ".join(" ".join(lines).split())
        assert "The session runs the number of deals chosen in setup (8 unless changed)" in text
        assert "under these house rules: stick 16" in text
        assert "[b]stick[/b]" not in text and "stick on 16 or more" in text
