"""When things go wrong at a table over SSH: a player's connection drops mid-turn and they
come back with their seat's secret to exactly their turn; the host is killed and started
again, resumes the session, and the players join again with the same secrets; a spectator
watches all of it and is never sent a card the table may not see; the host quits and
every player's terminal is put back as it was, with a line saying why.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from helpers.terminal import StartTmux, flat_output
from process.test_ssh_table import HIDDEN, SIZE, code_of, free_port, join, sent, stacked_file

from pontoon_tui.engine.events import Stick
from pontoon_tui.engine.sessionfile import load_session

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(shutil.which("ssh") is None, reason="needs OpenSSH's ssh client"),
]


def secret_of(tmp_path: Path, name: str) -> str:
    """The seat's secret, as its player's terminal was shown it."""
    found = re.search(rf"{name}'ssecret:([2-9a-z]{{6}})\(", sent(tmp_path, name))
    assert found is not None
    return found.group(1)


def test_a_dropped_player_and_a_killed_host_come_back_to_where_they_were(
    tmux_game: StartTmux, tmp_path: Path
) -> None:
    folder = tmp_path / "saves"
    path = stacked_file(folder)
    port = free_port()
    host = tmux_game("host", "--port", str(port), save_dir=folder, size=SIZE)
    host.wait_until_up("Resume a session?")
    code = code_of(host)
    bob = join(tmux_game, tmp_path, port, "bob", code)
    cat = join(tmux_game, tmp_path, port, "cat", code)
    eve = join(tmux_game, tmp_path, port, "eve", code)
    eve.wait_for("At the table now: bob, cat, eve.")
    eve.press("n")  # the user name only proposes a name
    eve.type("bob")
    eve.press("Enter")
    eve.wait_for("✗ another device at the table is called bob")
    eve.keys("C-u")
    eve.type("Eve")
    eve.press("Enter")
    eve.wait_for("You are Eve at this table now.")
    host.press("F2")
    host.wait_for("bob, cat, Eve (3 devices)")
    host.press("Escape")
    host.press("r")
    eve.wait_for("Waiting for cat to look at their first card and stake")
    cat.wait_for("cat, your first card:")
    cat.press("2")
    host.wait_for("Ann, your first card:", limit=30)
    host.press("3")
    bob.wait_for("Double (d)")
    bob.press("n")
    cat.wait_for("cat's turn (only cat looks)")
    secret = secret_of(tmp_path, "cat")

    # cat's connection drops in the middle of her turn: the table says so and waits.
    cat.close()
    host.wait_for("cat's device has left the table")
    eve.wait_for("cat's device has left the table: it may join again")
    again = join(tmux_game, tmp_path, port, "cat", code)  # (her new terminal's bytes)
    again.wait_for("take back cat's seat")
    again.type("zzzzzz")
    again.press("Enter")
    again.wait_for("✗ that is not cat's secret")
    again.type(secret)
    again.press("Enter")
    again.wait_for("cat's turn (only cat looks)")  # exactly where she was
    again.wait_for("10♠")

    # The host is killed: every move so far is in the file, and a new host resumes it.
    host.kill()
    again.wait_for("closed by remote host", limit=20)
    events = load_session(path).events
    assert len(events) == 6  # cut, pack, three stakes, bob's doubling
    host = tmux_game("host", "--port", str(port), save_dir=folder, size=SIZE)
    host.wait_until_up("Resume a session?")
    code = code_of(host)  # a new table code for the new host
    host.press("r")
    back = join(tmux_game, tmp_path, port, "CAT", code)  # her name, in other capitals
    back.wait_for("take back cat's seat")  # the secret was kept with the session
    back.type(secret)
    back.press("Enter")
    back.wait_for("cat's turn (only cat looks)")
    back.press("k")
    watcher = join(tmux_game, tmp_path, port, "eve", code)
    watcher.wait_for("Waiting for Ann to play their hand")
    watcher.resize(70, 20)  # the window change travels through ssh and the door
    watcher.wait_for("You watch as eve.")  # the screens laid out for a small terminal
    watcher.resize(30, 16)
    watcher.wait_for("Please enlarge the terminal to at least 36 x 20")
    watcher.resize(*SIZE)
    watcher.wait_for("Waiting for Ann to play their hand")
    watcher.wait_for("You are watching as eve")

    host.press("q")
    host.wait_for("Quit Pontoon?")
    assert "start pontoon host again to resume it" in host.shown()
    host.press("y")
    for device in (back, watcher):
        device.wait_for("Pontoon: you have left the table (the host has closed the table")
        assert device.flags()["alternate_on"] == "0"  # the terminal is the player's again
        assert device.flags()["mouse_any_flag"] == "0"
    assert load_session(path).events[6] == Stick("cat")  # then the computer played on

    # The spectator was never sent a card face down, in any frame, through all of it.
    stream = flat_output((tmp_path / "eve.bytes").read_bytes())
    for first in HIDDEN.values():
        assert first not in stream
    assert "K♠" not in stream  # the banker's first card, which bob looked at (H7)
