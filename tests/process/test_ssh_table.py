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
CODE = re.compile(r"Table code[\s█]+([a-z0-9]{4}-[a-z0-9]{4})")
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


def stacked_file(folder: Path) -> Path:
    """An unfinished one-deal session under H7 and H9, with bob and cat seated at their
    own devices and Cpu the computer's: the host resumes it."""
    rules = HouseRules(banker_doubles=True, second_card="up")
    session = Session(PLAYERS, 1, rules)
    session.apply(cut_for(PLAYERS, "bob"))
    session.apply(Pack(stacked_cards(TOP, len(PLAYERS))))
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "session-20260101-120000.json"
    extra = {"computer": ["Cpu"], "remote": ["bob", "cat"]}
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


def test_a_table_of_friends_plays_a_deal_from_their_own_terminals(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    path = stacked_file(folder)
    port = free_port()
    host = tmux_game("host", "--port", str(port), save_dir=folder, size=SIZE)
    host.record(tmp_path / "host.bytes")
    shown = host.wait_until_up("Resume a session?")
    code = code_of(host)
    bob = join(tmux_game, tmp_path, port, "bob", code)
    cat = join(tmux_game, tmp_path, port, "cat", code)
    bob.wait_for("You have joined the table")
    cat.wait_for("At the table now: bob, cat.")
    assert "Ann, bob, cat, Cpu" in shown
    host.press("r")

    cat.wait_for("cat, your first card:")
    host.wait_for("Waiting for cat to look at their first card and stake, on their own device.")
    cat.press("2")
    host.wait_for("Ann, your first card:", limit=30)  # after the computer's stake; no passing
    host.press("3")
    # H7: bob, the banker, looks at his first card on his own screen and does not double.
    bob.wait_for("Double (d)")
    bob.wait_for("K♠")
    host.wait_for("Waiting for bob to say whether to double the deal, on their own device.")
    bob.press("n")
    cat.wait_for("cat's turn (only cat looks)")
    banker_looked = {name: sent(tmp_path, name) for name in ("host", "bob", "cat")}
    cat.press("k")  # her turn over, her device goes back to the table by itself
    cat.wait_for("cat, your cards:")
    host.wait_for("Ann's turn (only Ann looks)", limit=30)
    host.press("k")
    host.wait_for("Your turn is over")
    host.press("Enter")
    bob.wait_for("Twist (t)")
    before_the_end = {name: sent(tmp_path, name) for name in ("host", "bob", "cat")}
    bob.press("t")
    bob.wait_for("bob twists 5♠.")
    bob.press("k")
    bob.wait_for("Press Enter for the ledger")
    bob.press("Enter")
    for screen in (host, bob, cat):
        screen.wait_for("Deal 1 is settled.")

    # Nothing a seat may not see reached its terminal in any frame before the deal was over.
    for name, first in HIDDEN.items():
        for seen_by, stream in before_the_end.items():
            may_see = name == seen_by or (name == "Ann" and seen_by == "host")
            assert (first in stream) == may_see, (seen_by, name, first)
    # The banker's first card: bob looked at it to decide (H7); nobody else saw it then.
    assert [name for name, stream in banker_looked.items() if "K♠" in stream] == ["bob"]

    # The table alone wrote the file: it replays as hot-seat play would.
    events = load_session(path).events
    assert events[2] == Stake("cat", 2) and events[4:6] == [Stake("Ann", 3), Double("bob", False)]
    assert Stick("cat") in events and Stick("Ann") in events
    assert events[-2:] == [Twist("bob"), Stick("bob")]
    done = subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", str(path)],
        capture_output=True, text=True, cwd=ROOT, check=True,
    )  # fmt: skip
    balances = json.loads(done.stdout)["balances"]
    assert (balances["Ann"], balances["cat"]) == (-3, -2) and balances["Cpu"] < 0
    assert sum(balances.values()) == 0  # bob's 21 beat every hand
    for screen in (host, bob, cat):  # each terminal goes on from its ledger itself
        screen.press("Enter")
        screen.wait_for("Final standings")
    for device in (bob, cat):  # the host's choices are the host's
        device.wait_for("The session is saved at the host's terminal.")
        assert "Rematch" not in device.screen()


def code_of(host: TmuxGame) -> str:
    """The table code, as the host reads it out: F2 shows how to join over any screen."""
    host.press("F2")
    found = CODE.search(" ".join(host.wait_for("Join this table from your own device").split()))
    assert found is not None
    host.press("Escape")
    return found.group(1)
