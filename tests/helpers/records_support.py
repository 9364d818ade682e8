"""A save folder of generated sessions, and the records worked out from what ``pontoon
replay`` says of each file (never from the records code); a finished session to browse
in the hand history."""

from __future__ import annotations

import json
import random
import shutil
from collections import deque
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from helpers.app_stack import play
from helpers.random_sessions import random_session
from helpers.stacking import stacked_session
from pontoon_tui.cli import main
from pontoon_tui.engine.events import Buy, Double, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.extra import with_extra

EXAMPLES = Path(__file__).parents[1] / "fixtures" / "examples"
POOL = ("Ann", "Bob", "Cat", "Dev", "Eve", "Fay", "Gus", "Zoë")
PLAYS = (
    ("shuffled", "any"),
    ("aces-and-tens", "cautious"),
    ("low-cards", "twister"),
    ("pairs", "splitter"),
    ("low-pairs", "buyer"),
    ("shuffled", "drain"),
)
RULES = (
    HouseRules(),
    HouseRules(banker_doubles=True),
    HouseRules(pontoon_pays=3, banker_pontoon=1, shuffle="every-deal"),
    HouseRules(stick_min=16, split="aces", second_card="up"),
)
DEFAULTS = {
    "stick_min": 15,
    "split": "rank",
    "max_hands": 4,
    "buy_fifth": True,
    "pontoon_pays": 2,
    "banker_pontoon": 2,
    "banker_doubles": False,
    "shuffle": "pontoon",
    "second_card": "down",
    "bank_rotates": 0,
}
"""The standard rules, written out here (docs/rules.md, H1-H10)."""


def generated(seed: int, *, finished: bool = True) -> Session:
    """A random legal session of 3 or 8 deals under one of a few house rules; an
    unfinished one stops part way through a deal."""
    rng = random.Random(seed)
    names = rng.sample(POOL, rng.randint(2, 6))
    bias, style = PLAYS[seed % len(PLAYS)]
    plays = random_session(
        len(names), rng.choice((3, 8)), seed, bias, style, names=names, rules=RULES[seed % 4]
    )
    if finished:
        return deque(plays, maxlen=1)[0]
    for session in plays:
        if session.deals_played >= 1 and session.current_deal and session.current_deal.turn:
            return session
    raise AssertionError("the session ended before it could be stopped")


def stamp(index: int) -> str:
    """A session file's name, as the game makes them, ``index`` days after a start."""
    when = datetime(2025, 3, 1, 19, 30, 5) + timedelta(days=index, minutes=index * 7)
    return f"session-{when:%Y%m%d-%H%M%S}.json"


def make_folder(folder: Path, count: int, first_seed: int = 0) -> list[Path]:
    """``count`` finished generated sessions, the shared-win example and the cancelled-deal
    example; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for index in range(count):
        path = folder / stamp(index)
        path.write_text(dump_session(generated(first_seed + index)), encoding="utf-8")
        paths.append(path)
    for offset, example in enumerate(("05-full-session-shared-win", "04-cancelled-deal")):
        paths.append(folder / stamp(count + offset))
        shutil.copy(EXAMPLES / f"{example}.json", paths[-1])
    return paths


def replay_result(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    """What ``pontoon replay FILE`` prints for ``path``."""
    capsys.readouterr()
    assert main(["replay", str(path)]) == 0
    result: dict[str, Any] = json.loads(capsys.readouterr().out)
    return result


KINDS = {"pontoon": "pontoons", "five-card trick": "five_card_tricks", "bust": "busts"}


def expected_players(results: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """Per player name, the records summed from replay results."""
    rows: dict[str, dict[str, Any]] = {}
    for result in results:
        for player in result["players"]:
            row = rows.setdefault(
                player,
                {
                    "sessions": 0,
                    "wins": 0,
                    "net": 0,
                    "deals": 0,
                    "nets": [],
                    "pontoons": 0,
                    "five_card_tricks": 0,
                    "busts": 0,
                    "deals_banked": 0,
                    "banker_net": 0,
                },
            )
            row["sessions"] += 1
            row["wins"] += player in result["winners"]
            row["net"] += result["balances"][player]
            row["deals"] += result["deals_played"]
            row["nets"].append(result["balances"][player])
        for deal in result["deals"]:
            if deal["cancelled"]:
                continue
            banker = deal["banker"]
            for hand in [*deal["hands"], {"player": banker, **deal["banker_hand"]}]:
                if hand["kind"] in KINDS:
                    rows[hand["player"]][KINDS[hand["kind"]]] += 1
            rows[banker]["deals_banked"] += 1
            rows[banker]["banker_net"] += deal["transfers"][banker]
    return rows


def one_deal(players: list[str], banker: str, top: list[str], stakes: dict[str, int]) -> Session:
    """A finished one-deal session: ``banker`` banks, everyone stakes and sticks."""
    session = stacked_session(players, banker, top, deals=1)
    for player, amount in stakes.items():
        session.apply(Stake(player, amount))
    for player in [*stakes, banker]:
        session.apply(Stick(player))
    assert session.finished
    return session


def computer_folder(saves: Path) -> None:
    """Three finished sessions where Ann is a person, the computer, and unsaid.

    1. Eve banks against Ann, a person: Ann 10 9 (19) beats Eve's 10 8: Ann +2.
    2. Eve banks against the computer's Ann and Ben: Ann 10 7 (17), Ben 10 9 (19),
       Eve 10 8 (18): Ann -3, Ben +1.
    3. The same as 1, written by hand (no ``computer`` key): Ann +2 as a person.
    """
    saves.mkdir(parents=True)
    person = one_deal(["Eve", "Ann"], "Eve", ["10S", "10D", "9S", "8D"], {"Ann": 2})
    computers = one_deal(
        ["Eve", "Ann", "Ben"],
        "Eve",
        ["10S", "10H", "10D", "7S", "9H", "8D"],
        {"Ann": 3, "Ben": 1},
    )
    (saves / stamp(1)).write_text(dump_session(person), "utf-8")
    played = with_extra(dump_session(computers), {"computer": ["Ann", "Ben"]})
    (saves / stamp(2)).write_text(played, "utf-8")
    (saves / stamp(3)).write_text(dump_session(person), "utf-8")


def doubled_session() -> Session:
    """Two deals banked by Ann: the first doubled (H7), the second with Bob buying."""
    top = ["9S", "10H", "QD", "7C", "6D", "4S", "2C", "KS", "5H", "8D", "3C", "JH", "7S", "4D"]
    session = stacked_session(
        ["Ann", "Bob", "Cat"], "Ann", top, deals=2, rules=HouseRules(banker_doubles=True)
    )
    play(session, Stake("Bob", 2), Stake("Cat", 3), Double("Ann", True))
    play(session, Stick("Bob"), Stick("Cat"), Twist("Ann"), Stick("Ann"))
    play(session, Stake("Bob", 1), Stake("Cat", 4), Double("Ann", False))
    play(session, Buy("Bob", 2), Stick("Bob"), Stick("Cat"), Stick("Ann"))
    assert session.finished
    return session
