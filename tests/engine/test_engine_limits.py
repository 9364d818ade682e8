"""Bounded input: a file over 16 MiB, or one that is not a regular file, is refused before
it is parsed; an error line is at most 200 characters and shows nothing raw."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pontoon_tui.engine.errors import FormatError
from pontoon_tui.engine.sessionfile import MAX_FILE_BYTES, load_session

LIMIT = 200


def _replay(args: list[str], stdin: object = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "pontoon_tui", "replay", *args],
        stdin=stdin,
        capture_output=True,
        timeout=60,
        check=False,
    )


def _refused(done: subprocess.CompletedProcess[bytes], fragment: str) -> str:
    assert done.returncode == 2, done.stderr[:500]
    assert done.stdout == b""
    line = done.stderr.decode("utf-8")
    assert line.endswith("\n") and line.count("\n") == 1, line[:500]
    assert len(line) - 1 <= LIMIT, len(line)
    assert line[:-1].isprintable()
    assert fragment in line, line
    return line


def _big(path: Path, size: int) -> Path:
    body = b"x" * (size - len(b'{"format": ""}'))
    path.write_bytes(b'{"format": "' + body + b'"}')
    return path


def test_a_file_over_16_mib_is_refused_before_it_is_parsed(tmp_path: Path) -> None:
    path = _big(tmp_path / "big.json", MAX_FILE_BYTES + 1)
    line = _refused(_replay([str(path)]), "too big for a session file")
    assert "16 MiB" in line
    with pytest.raises(FormatError, match="too big"):
        load_session(path)


def test_a_file_of_16_mib_is_read_and_its_error_line_stays_short(tmp_path: Path) -> None:
    path = _big(tmp_path / "limit.json", MAX_FILE_BYTES)
    line = _refused(_replay([str(path)]), "the format must be 'pontoon-session/1'")
    assert "…" in line


def test_standard_input_over_16_mib_is_refused(tmp_path: Path) -> None:
    path = _big(tmp_path / "big.json", MAX_FILE_BYTES + 10)
    with path.open("rb") as stdin:
        _refused(_replay(["-"], stdin), "too big")
    with open("/dev/zero", "rb") as zero:
        _refused(_replay(["-"], zero), "too big")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_a_device_is_not_a_regular_file() -> None:
    _refused(_replay(["/dev/zero"]), "not a regular file")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_a_fifo_is_refused_at_once_even_with_no_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "session.json"
    os.mkfifo(fifo)
    start = time.monotonic()
    _refused(_replay([str(fifo)]), "not a regular file")
    assert time.monotonic() - start < 30
    with pytest.raises(FormatError, match="not a regular file"):
        load_session(fifo)


def test_an_error_line_escapes_and_cuts_what_it_quotes(tmp_path: Path) -> None:
    name = "\x1b]0;pwned\x07" + "n" * 200 + ".json"
    path = tmp_path / name
    path.write_bytes(
        b'{"format": "pontoon-session/1", "players": ["' + b"\\u001b" * 5000 + b'", "B"]}'
    )
    line = _refused(_replay([str(path)]), ".json: players: '\\x1b\\x1b")
    assert "\x1b" not in line and "\x07" not in line
