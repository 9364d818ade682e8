"""The SSH door refuses everything but the game, and bounds what a client may cost: real
clients (OpenSSH's ``ssh`` and ``sftp``, given the code by ``SSH_ASKPASS``, and asyncssh's
client for what ``ssh`` cannot be made to do on cue) against a door serving a table in
this test's event loop, with each player's screens a real process on a real
pseudo-terminal.
"""

from __future__ import annotations

import asyncio
import os
import random
import shutil
import socket
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from helpers.terminal import ROOT

from pontoon_tui.door import server
from pontoon_tui.door.codes import Attempts
from pontoon_tui.door.hostkey import import_asyncssh_quietly
from pontoon_tui.door.server import Door
from pontoon_tui.engine.session import Session
from pontoon_tui.storage.store import SessionStore
from pontoon_tui.table.link import LinkServer
from pontoon_tui.table.service import Table, TableSettings

import_asyncssh_quietly()
import asyncssh  # noqa: E402

pytestmark = pytest.mark.slow
HAVE_SSH = shutil.which("ssh") is not None and shutil.which("sftp") is not None


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
async def door(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Door]:
    """A door on a free port of 127.0.0.1, serving a table whose Bob plays from a device."""
    monkeypatch.setenv("PYTHONPATH", str(ROOT))
    session = Session(["Ann", "Bob"], 2)
    settings = TableSettings(remote=frozenset({"Bob"}))
    table = Table(random.Random(1), SessionStore(tmp_path / "saves"), session, None, settings)
    link = LinkServer(table)
    folder = tmp_path / "host"
    folder.mkdir(mode=0o700)
    await link.start(folder / "table.sock")
    opened = Door(port=free_port(), bind="127.0.0.1", key_path=tmp_path / "key")
    await opened.open(link, folder / "table.sock")
    yield opened
    opened.close()
    link.close()


def askpass(tmp_path: Path, code: str) -> dict[str, str]:
    """The environment in which ``ssh`` types ``code`` at its password prompt itself."""
    script = tmp_path / "askpass"
    script.write_text(f"#!/bin/sh\necho {code}\n")
    script.chmod(0o700)
    env = dict(os.environ, SSH_ASKPASS=str(script), SSH_ASKPASS_REQUIRE="force")
    env.pop("DISPLAY", None)
    return env


def ssh_options(door: Door, tmp_path: Path) -> list[str]:
    return [
        "-F", "/dev/null", "-o", "StrictHostKeyChecking=accept-new",
        "-o", f"UserKnownHostsFile={tmp_path / 'known_hosts'}",
        "-o", "PubkeyAuthentication=no", "-o", "NumberOfPasswordPrompts=1",
    ]  # fmt: skip


async def run(command: list[str], env: dict[str, str]) -> tuple[int, str]:
    """Run a client to its end in the background of the door's loop."""
    process = await asyncio.create_subprocess_exec(
        *command,
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env=env,
    )
    out, _ = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode is not None
    return process.returncode, out.decode(errors="replace")


@pytest.mark.skipif(not HAVE_SSH, reason="needs OpenSSH's ssh and sftp")
async def test_a_command_a_file_transfer_and_a_session_without_a_terminal_are_refused(
    door: Door, tmp_path: Path
) -> None:
    env = askpass(tmp_path, door.code)
    options = ssh_options(door, tmp_path)
    where = ["-p", str(door.port), "bob@127.0.0.1"]
    status, said = await run(["ssh", *options, *where, "cat", "/etc/passwd"], env)
    assert status == 1 and "offers a game of Pontoon and nothing else" in said
    assert "root:" not in said
    status, said = await run(["ssh", "-T", *options, *where], env)
    assert status == 1 and "It needs a terminal: join with ssh -t" in said
    sftp = ["sftp", *options, "-P", str(door.port), "bob@127.0.0.1"]
    status, said = await run(sftp, env)
    assert status != 0
    assert not door.children  # nothing was started for any of them


@pytest.mark.skipif(not HAVE_SSH, reason="needs OpenSSH's ssh")
async def test_a_wrong_code_is_refused_with_the_reason(door: Door, tmp_path: Path) -> None:
    env = askpass(tmp_path, "k7qm-x3fa" if door.code != "k7qmx3fa" else "22222222")
    command = ["ssh", "-t", *ssh_options(door, tmp_path), "-p", str(door.port), "bob@127.0.0.1"]
    status, said = await run(command, env)
    assert status == 255 and "That is not this table's code" in said


async def connect(door: Door, password: str) -> asyncssh.SSHClientConnection:
    return await asyncssh.connect(
        "127.0.0.1",
        door.port,
        username="bob",
        password=password,
        known_hosts=None,
        client_keys=None,
        preferred_auth="password",
    )


async def test_five_wrong_codes_make_an_address_wait_even_with_the_right_one(door: Door) -> None:
    door.attempts = Attempts(wrong_codes=5, wait=1.0)
    for _ in range(5):
        with pytest.raises(asyncssh.PermissionDenied):
            await connect(door, "wrongcode")
    with pytest.raises(asyncssh.PermissionDenied):
        await connect(door, door.code)  # the right code, but this address waits
    await asyncio.sleep(1.1)
    async with await connect(door, door.shown_code) as conn:  # the dash may be typed
        assert conn is not None


async def test_port_forwarding_is_refused(door: Door) -> None:
    async with await connect(door, door.code) as conn:
        with pytest.raises(asyncssh.ChannelOpenError):
            await conn.create_connection(asyncssh.SSHTCPSession, "127.0.0.1", door.port)
        with pytest.raises(asyncssh.ChannelListenError):
            await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 22)


async def test_the_door_holds_a_bounded_number_of_connections(
    door: Door, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "MAX_CONNECTIONS", 2)
    held = [await asyncio.open_connection("127.0.0.1", door.port) for _ in range(2)]
    await asyncio.sleep(0.2)
    reader, writer = await asyncio.open_connection("127.0.0.1", door.port)
    await asyncio.wait_for(reader.read(), 5)  # closed at once: nothing it sends is heard
    assert reader.at_eof() and not any(other.at_eof() for other, _ in held)
    writer.close()
    for _, other in held:
        other.close()


async def test_a_client_that_stops_reading_is_cut_off_and_the_table_plays_on(
    door: Door, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(server, "OUTPUT_LIMIT", 64 * 1024)
    async with await connect(door, door.code) as conn:
        process = await conn.create_process(
            term_type="xterm-256color", term_size=(100, 30), encoding=None, window=256 * 1024
        )
        await asyncio.wait_for(process.stdout.read(1), 20)  # the seat's screens are up
        process.channel.pause_reading()  # from now on it reads nothing
        for step in range(400):  # every new size makes the screens draw themselves again
            if not door.children:
                break
            process.change_terminal_size(80 + step % 60, 24 + step % 20)
            await asyncio.sleep(0.02)
        for _ in range(100):
            if not door.children:
                break
            await asyncio.sleep(0.05)
        assert not door.children  # cut off, its screens ended
    assert door.link is not None and door.link.table.in_play


async def test_a_connection_that_does_not_log_in_is_dropped(
    door: Door, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    door.close()  # a door whose logins time out after a second
    monkeypatch.setattr(server, "LOGIN_SECONDS", 1)
    assert door.link is not None and door.socket_path is not None
    quick = Door(port=free_port(), bind="127.0.0.1", key_path=tmp_path / "key")
    await quick.open(door.link, door.socket_path)
    reader, writer = await asyncio.open_connection("127.0.0.1", quick.port)
    started = asyncio.get_running_loop().time()
    await asyncio.wait_for(reader.read(), 10)  # until the door closes it
    assert reader.at_eof() and asyncio.get_running_loop().time() - started < 5
    writer.close()
    quick.close()


async def test_one_players_screens_crashing_reach_no_one_else(door: Door) -> None:
    async with await connect(door, door.code) as first, await connect(door, door.code) as second:
        processes = [
            await conn.create_process(
                term_type="xterm-256color", term_size=(100, 30), encoding=None
            )
            for conn in (first, second)
        ]
        for process in processes:
            await asyncio.wait_for(process.stdout.read(1), 20)
        for _ in range(100):
            if len(door.children) == 2:
                break
            await asyncio.sleep(0.05)
        crashed = sorted(door.children, key=lambda child: child.pid)[0]
        crashed.kill()  # one player's screens die
        for _ in range(100):
            ended = [p for p in processes if p.exit_status is not None]
            if ended:
                break
            await asyncio.sleep(0.05)
        assert len(ended) == 1 and len(door.children) == 1  # that connection ended, alone
        assert door.link is not None
        door.link.table.changed()  # the table plays on, and the other screens follow it
        alive = [p for p in processes if p.exit_status is None]
        assert len(alive) == 1
        more = await asyncio.wait_for(alive[0].stdout.read(65536), 10)
        assert more


class GoneClient:
    """An SSH session whose client has gone: its channel no longer takes what is written,
    and nothing more will be typed (after a while)."""

    class Channel:
        def get_write_buffer_size(self) -> int:
            return 0

        def abort(self) -> None:
            pass

    class Output:
        def write(self, data: bytes) -> None:
            raise BrokenPipeError("Channel not open for sending")

    class Input:
        async def read(self, size: int) -> bytes:
            await asyncio.sleep(5)
            return b""

    channel = Channel()
    stdout = Output()
    stdin = Input()

    def get_terminal_size(self) -> tuple[int, int, int, int]:
        return (100, 30, 0, 0)

    def get_terminal_type(self) -> str:
        return "xterm-256color"


async def test_screens_that_draw_for_a_client_that_has_gone_end_without_an_error(
    door: Door,
) -> None:
    loop = asyncio.get_running_loop()
    errors: list[dict[str, object]] = []
    loop.set_exception_handler(lambda _, context: errors.append(context))
    assert door.link is not None
    started = loop.time()
    await asyncio.wait_for(door._play(GoneClient(), door.link.admit("bob")), 20)  # type: ignore[arg-type]
    loop.set_exception_handler(None)
    assert [str(error.get("exception") or error.get("message")) for error in errors] == []
    assert loop.time() - started < 4.5  # the screens ended when their client was found gone
    assert not door.children
