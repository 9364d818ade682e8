"""``pontoon host`` when a port it needs is taken: it ends with status 2 and one line that
names the port it could not have (the browser page's, or the SSH door's)."""

from __future__ import annotations

import socket
from collections.abc import Iterator

import pytest
from helpers.terminal import StartTmux, flat

pytestmark = pytest.mark.slow


@pytest.fixture
def taken() -> Iterator[int]:
    """A port of 127.0.0.1 that something else listens on."""
    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        yield int(holder.getsockname()[1])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.mark.parametrize("which", ["web", "ssh"])
def test_a_taken_port_is_named_in_one_line(tmux_game: StartTmux, taken: int, which: str) -> None:
    ssh, web = (free_port(), taken) if which == "web" else (taken, free_port())
    args = ("host", "--bind", "127.0.0.1", "--port", str(ssh), "--web", "--web-port", str(web))
    pane = tmux_game(*args, size=(100, 30))
    assert pane.exit_status() == 2
    said = flat(pane.screen())
    assert flat(f"pontoon host: the door cannot open (port {taken}):") in said
