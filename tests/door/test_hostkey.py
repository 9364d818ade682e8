"""The door's host key: an Ed25519 key made once with mode 0600 and used again, its
fingerprint as OpenSSH prints it; a key file that is not a key, or that others may read,
is set aside and never overwritten."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

from pontoon_tui.door.hostkey import fingerprint, host_key


def test_the_key_is_made_once_readable_by_its_owner_alone_and_used_again(tmp_path: Path) -> None:
    path = tmp_path / "data" / "host_ed25519_key"
    key = host_key(path)
    assert key.get_algorithm() == "ssh-ed25519"
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    again = host_key(path)
    assert fingerprint(again) == fingerprint(key)
    assert fingerprint(key).startswith("SHA256:")


@pytest.mark.skipif(shutil.which("ssh-keygen") is None, reason="OpenSSH's ssh-keygen")
def test_the_fingerprint_is_the_one_openssh_prints(tmp_path: Path) -> None:
    path = tmp_path / "host_ed25519_key"
    key = host_key(path)
    printed = subprocess.run(
        ["ssh-keygen", "-l", "-f", str(path)], capture_output=True, text=True, check=True
    ).stdout
    assert fingerprint(key) in printed


def test_a_file_that_is_not_a_key_is_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "host_ed25519_key"
    path.write_text("not a key\n")
    os.chmod(path, 0o600)
    key = host_key(path)
    assert key.get_algorithm() == "ssh-ed25519"
    assert (tmp_path / "host_ed25519_key.corrupt-1").read_text() == "not a key\n"


def test_a_key_others_may_read_is_set_aside_and_a_new_one_made(tmp_path: Path) -> None:
    path = tmp_path / "host_ed25519_key"
    first = host_key(path)
    os.chmod(path, 0o644)
    second = host_key(path)
    assert fingerprint(second) != fingerprint(first)
    assert (tmp_path / "host_ed25519_key.corrupt-1").exists()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
