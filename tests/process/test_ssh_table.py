"""A table of friends over SSH, as they would play it: ``pontoon host`` in one terminal,
players joining from others with OpenSSH's own ``ssh``, typing the table code at its
password prompt. Every byte each terminal is sent is kept, and a card a seat may not see
is looked for in all of them, not only in the last screen.
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.stacking import cut_for, stacked_cards
from helpers.terminal import ROOT, StartTmux, TmuxGame, flat_output

from pontoon_tui.engine.events import Double, Pack, Stake, Stick, Twist
from pontoon_tui.engine.session import Session
from pontoon_tui.engine.sessionfile import dump_session, load_session
from pontoon_tui.rules import HouseRules
from pontoon_tui.storage.extra import with_extra

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("ssh") is None, reason="needs OpenSSH's ssh client"),
]

SIZE = (100, 30)
CODE = re.compile(r"([a-z0-9]{4}-[a-z0-9]{4})\s+\(the password ssh asks for")
PLAYERS = ["Ann", "bob", "cat", "Cpu"]
"""Ann plays at the host's terminal, bob and cat from their own, Cpu is the computer's."""
# bob banks. First cards: cat 10♠, Cpu 10♥, Ann 9♦, bob K♠; second cards (face up, H9):
# cat 7♥ (17), Cpu 9♣ (19), Ann 8♣ (17), bob 6♦ (16); bob twists the 5♠ (21).
TOP = ["10S", "10H", "9D", "KS", "7H", "9C", "8C", "6D", "5S"]
HIDDEN = {"cat": "10♠", "Cpu": "10♥", "Ann": "9♦"}
"""Each player's face-down first card, which only they may see before the deal is over."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


# The whole table: Ann and Dan pass the host's terminal between them, bob, cat and eve
# play from their own, Cpu is the computer's. bob banks. First cards: cat 10♠, Dan 10♣,
# Cpu 10♥, eve 10♦, Ann 9♦, bob K♠; second cards face up: cat 7♥ (17), Dan 8♥ (18),
# Cpu 9♣ (19), eve 7♣ (17), Ann 8♣ (17), bob 6♦ (16); bob twists the 5♠ (21).
SIX = ["Ann", "bob", "cat", "Dan", "Cpu", "eve"]
SIX_TOP = ["10S", "10C", "10H", "10D", "9D", "KS", "7H", "8H", "9C", "7C", "8C", "6D", "5S"]
SIX_HIDDEN = {"cat": "10♠", "Dan": "10♣", "Cpu": "10♥", "eve": "10♦", "Ann": "9♦"}
LOCAL = ("Ann", "Dan")


def stacked_file(
    folder: Path,
    players: list[str] = PLAYERS,
    top: list[str] = TOP,
    remote: tuple[str, ...] = ("bob", "cat"),
) -> Path:
    """An unfinished one-deal session under H7 and H9, with ``remote`` seated at their
    own devices and Cpu the computer's: the host resumes it."""
    rules = HouseRules(banker_doubles=True, second_card="up")
    session = Session(players, 1, rules)
    session.apply(cut_for(players, "bob"))
    session.apply(Pack(stacked_cards(top, len(players))))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "session-20260101-120000.json"
    extra = {"computer": ["Cpu"], "remote": list(remote)}
    path.write_text(with_extra(dump_session(session), extra), "utf-8")
    return path


def join(tmux_game: StartTmux, tmp_path: Path, port: int, name: str, code: str) -> TmuxGame:
    """``name`` joins from a terminal of their own, typing the code when ssh asks."""
    command = [
        "ssh", "-t", "-F", "/dev/null", "-p", str(port),
        "-o", "StrictHostKeyChecking=accept-new",
        "-o", f"UserKnownHostsFile={tmp_path / 'known_hosts'}",
        "-o", "PubkeyAuthentication=no",
        f"{name}@127.0.0.1",
    ]  # fmt: skip
    device = tmux_game(save_dir=tmp_path / "unused", size=SIZE, command=command)
    device.record(tmp_path / f"{name}.bytes")
    device.wait_for("Password:")
    device.type(code)
    device.press("Enter")
    return device


def sent(tmp_path: Path, name: str) -> str:
    return flat_output((tmp_path / f"{name}.bytes").read_bytes())


def test_a_table_of_friends_plays_a_session_from_their_own_terminals_and_one_shared(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    path = stacked_file(folder, SIX, SIX_TOP, ("bob", "cat", "eve"))
    port = free_port()
    host = tmux_game("host", "--port", str(port), save_dir=folder, size=SIZE)
    host.record(tmp_path / "host.bytes")
    shown = host.wait_until_up("Resume a session?")
    assert "Ann, bob, cat, Dan, Cpu (computer), eve" in shown
    code = code_of(host)
    bob, cat, eve = (join(tmux_game, tmp_path, port, name, code) for name in ("bob", "cat", "eve"))
    eve.wait_for("At the table now: bob, cat, eve.")
    host.press("r")

    cat.wait_for("cat, your first card:")
    host.wait_for("Waiting for cat to look at their first card and stake, on their own device.")
    cat.press("2")
    # The host's terminal passes the device only between the people at it.
    host.wait_for("Pass the device to Dan")
    host.press("y")
    host.wait_for("Dan, your first card:")
    host.press("1")
    eve.wait_for("eve, your first card:", limit=30)  # after the computer's stake
    eve.press("4")
    host.wait_for("Pass the device to Ann")
    host.press("y")
    host.wait_for("Ann, your first card:")
    host.press("3")
    # H7: bob, the banker, looks at his first card on his own screen and does not double.
    bob.wait_for("Double (d)")
    bob.wait_for("K♠")
    host.wait_for("Waiting for bob to say whether to double the deal, on their own device.")
    bob.press("n")
    cat.wait_for("cat's turn (only cat looks)")
    banker_looked = {name: sent(tmp_path, name) for name in ("host", "bob", "cat", "eve")}
    cat.press("k")  # her turn over, her device goes back to the table by itself
    cat.wait_for("cat, your cards:")
    host.wait_for("Pass the device to Dan")
    host.press("y")
    host.wait_for("Dan's turn (only Dan looks)")
    host.press("k")
    host.wait_for("Your turn is over")
    host.press("Enter")
    eve.wait_for("eve's turn (only eve looks)", limit=30)
    eve.press("k")
    host.wait_for("Pass the device to Ann")
    host.press("y")
    host.wait_for("Ann's turn (only Ann looks)")
    host.press("k")
    host.wait_for("Your turn is over")
    host.press("Enter")
    bob.wait_for("Twist (t)")
    before_the_end = {name: sent(tmp_path, name) for name in ("host", "bob", "cat", "eve")}
    bob.press("t")
    bob.wait_for("bob twists 5♠.")
    bob.press("k")
    bob.wait_for("Press Enter for the ledger")
    bob.press("Enter")
    for screen in (host, bob, cat, eve):
        screen.wait_for("Deal 1 is settled.")

    # Nothing a seat may not see reached its terminal in any frame before the deal was over.
    for name, first in SIX_HIDDEN.items():
        for seen_by, stream in before_the_end.items():
            may_see = name == seen_by or (name in LOCAL and seen_by == "host")
            assert (first in stream) == may_see, (seen_by, name, first)
    # The banker's first card: bob looked at it to decide (H7); nobody else saw it then.
    assert [name for name, stream in banker_looked.items() if "K♠" in stream] == ["bob"]

    # The table alone wrote the file: it replays as the same moves at one terminal would.
    events = load_session(path).events
    stakes = [e for e in events if isinstance(e, Stake)]
    assert [(e.player, e.amount) for e in stakes if e.player != "Cpu"] == [
        ("cat", 2), ("Dan", 1), ("eve", 4), ("Ann", 3)
    ]  # fmt: skip
    assert Double("bob", False) in events and events[-2:] == [Twist("bob"), Stick("bob")]
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=True,
    )  # fmt: skip
    balances = json.loads(done.stdout)["balances"]
    assert [balances[p] for p in ("Ann", "cat", "Dan", "eve")] == [-3, -2, -1, -4]
    assert balances["Cpu"] < 0 and sum(balances.values()) == 0  # bob's 21 beat every hand
    for screen in (host, bob, cat, eve):  # each terminal goes on from its ledger itself
        screen.press("Enter")
        screen.wait_for("Final standings")
    for device in (bob, cat, eve):  # the host's choices are the host's
        device.wait_for("The session is saved at the host's terminal.")
        assert "Rematch" not in device.screen()


def code_of(host: TmuxGame) -> str:
    """The table code, as the host reads it out: F2 shows how to join over any screen."""
    host.press("F2")
    found = CODE.search(" ".join(host.wait_for("Join this table from your own device").split()))
    assert found is not None
    host.press("Escape")
    return found.group(1)
