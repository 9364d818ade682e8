"""The door's SSH host key: made once, kept, and named by its fingerprint.

The key is an Ed25519 key in the user data folder (``host_ed25519_key`` beside the saved
sessions' folder, or ``$PONTOON_HOST_KEY``), readable by its owner alone (mode 0600). The
lobby shows its fingerprint, so players can check that the table they join is the one they
met before (their SSH client remembers it, and warns if it changes).

A key file that cannot be read as a key is set aside (``….corrupt-N``, never overwritten)
and a new key is made; the lobby then shows a new fingerprint.
"""

from __future__ import annotations

import os
import stat
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

from pontoon_tui.storage.files import set_aside

if TYPE_CHECKING:
    from asyncssh import SSHKey

HOST_KEY_ENV = "PONTOON_HOST_KEY"
HOST_KEY_NAME = "host_ed25519_key"
MAX_KEY_BYTES = 1 << 14


def import_asyncssh_quietly() -> None:
    """Import asyncssh without the deprecation warnings its cryptography prints, on
    stderr, for key types the door never uses (DSA); later imports find it loaded."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import asyncssh  # noqa: F401


def host_key_path() -> Path:
    """Where the host key is kept: ``$PONTOON_HOST_KEY``, or beside the saved sessions in
    the user data folder."""
    override = os.environ.get(HOST_KEY_ENV)
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("pontoon-tui", appauthor=False)) / HOST_KEY_NAME


def host_key(path: Path | None = None) -> SSHKey:
    """The door's host key: the one kept at ``path``, or a new one made and kept there
    (mode 0600). A file that is not a key, or that others may read, is set aside."""
    import_asyncssh_quietly()
    import asyncssh

    path = path or host_key_path()
    try:
        info = path.stat()
    except FileNotFoundError:
        return _make(path)
    if stat.S_IMODE(info.st_mode) & 0o077 or info.st_size > MAX_KEY_BYTES:
        set_aside(path)  # others could read it: it may no longer be secret
        return _make(path)
    try:
        key = asyncssh.import_private_key(path.read_bytes())
    except (OSError, ValueError, asyncssh.KeyImportError):
        set_aside(path)
        return _make(path)
    if key.get_algorithm() != "ssh-ed25519":
        set_aside(path)
        return _make(path)
    return key


def fingerprint(key: SSHKey) -> str:
    """The key's SHA-256 fingerprint as OpenSSH prints it (``SHA256:…``)."""
    return str(key.get_fingerprint("sha256"))


def _make(path: Path) -> SSHKey:
    import asyncssh

    key = asyncssh.generate_private_key("ssh-ed25519")
    path.parent.mkdir(parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(key.export_private_key())
        file.flush()
        os.fsync(file.fileno())
    return key
