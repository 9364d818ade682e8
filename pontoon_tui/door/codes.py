"""The table code and the limit on guessing it.

A table code is new for each table: :data:`CODE_LENGTH` characters from an alphabet with
no look-alikes (no ``0``/``o``, ``1``/``l``/``i``), shown in two halves (``k7qm-x3fa``). A
player types it as the SSH password; case, spaces and the dash do not matter. Eight
characters from 31 give 31**8, about 8.5e11, codes; with at most :data:`WRONG_CODES` wrong
tries an address before it must wait :data:`WAIT_SECONDS`, guessing one takes centuries.

The code is drawn from a :class:`random.Random` given to it: the door gives
:class:`random.SystemRandom` (the system's secure source), tests a seeded one.
"""

from __future__ import annotations

import hmac
import random

CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"
"""The characters of a code: digits and letters that no one misreads for another."""
CODE_LENGTH = 8
WRONG_CODES = 5
"""Wrong codes an address may try before it waits."""
WAIT_SECONDS = 30.0
"""How long an address that tried :data:`WRONG_CODES` wrong codes waits."""
ADDRESSES_KEPT = 4096
"""The most addresses whose wrong codes are counted at once (the oldest are forgotten
first), so that many addresses cannot fill the host's memory."""


def new_code(rng: random.Random) -> str:
    """A new table code (without its dash)."""
    return "".join(rng.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def shown_code(code: str) -> str:
    """The code as the lobby shows it, in two halves: ``k7qm-x3fa``."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def typed_code(text: str) -> str:
    """What a player typed, as a code: lower case, without spaces or dashes."""
    return "".join(text.split()).replace("-", "").lower()


def code_matches(typed: str, code: str) -> bool:
    """Whether ``typed`` is the table's code, compared in constant time."""
    return hmac.compare_digest(typed_code(typed).encode(), code.encode())


class Attempts:
    """Wrong codes per address: after :data:`WRONG_CODES` in a row an address waits
    :data:`WAIT_SECONDS` before it may try again; a right code clears its count.

    Times are seconds on any clock that only goes forward (the door's event loop's), given
    to each call, so that tests need no sleeping.
    """

    def __init__(self, wrong_codes: int = WRONG_CODES, wait: float = WAIT_SECONDS) -> None:
        self.wrong_codes = wrong_codes
        self.wait = wait
        self._wrong: dict[str, int] = {}
        self._until: dict[str, float] = {}

    @property
    def addresses(self) -> int:
        """How many addresses are counted or waiting now."""
        return len(self._wrong) + len(self._until)

    def waiting(self, address: str, now: float) -> float:
        """Seconds ``address`` must still wait before trying a code (0: it may try)."""
        until = self._until.get(address)
        if until is None:
            return 0.0
        if now >= until:
            del self._until[address]
            return 0.0
        return until - now

    def check(self, address: str, typed: str, code: str, now: float) -> bool:
        """Whether ``typed`` lets ``address`` in: never while it waits, even with the right
        code; a wrong code counts, and the last allowed one makes it wait."""
        if self.waiting(address, now):
            return False
        if code_matches(typed, code):
            self._wrong.pop(address, None)
            return True
        wrong = self._wrong.get(address, 0) + 1
        if wrong >= self.wrong_codes:
            self._wrong.pop(address, None)
            self._until[address] = now + self.wait
        else:
            self._wrong.pop(address, None)
            self._wrong[address] = wrong  # the newest last
        for kept in (self._wrong, self._until):
            while len(kept) > ADDRESSES_KEPT:
                del kept[next(iter(kept))]
        return False
