"""The table code: new for each table, no look-alike characters, typed any case with or
without its dash; five wrong codes from one address make it wait, other addresses not."""

from __future__ import annotations

import random

from pontoon_tui.door.codes import (
    ADDRESSES_KEPT,
    CODE_ALPHABET,
    CODE_LENGTH,
    WAIT_SECONDS,
    WRONG_CODES,
    Attempts,
    code_matches,
    new_code,
    shown_code,
)


def test_a_code_has_eight_characters_none_of_them_a_look_alike() -> None:
    rng = random.Random(7)
    codes = {new_code(rng) for _ in range(500)}
    assert len(codes) == 500  # new for each table
    for code in codes:
        assert len(code) == CODE_LENGTH >= 8
        assert set(code) <= set(CODE_ALPHABET)
    assert not set("01ilo") & set(CODE_ALPHABET)


def test_a_code_is_shown_in_halves_and_matches_however_it_is_typed() -> None:
    code = "k7qmx3fa"
    assert shown_code(code) == "k7qm-x3fa"
    for typed in ("k7qm-x3fa", "K7QM-X3FA", " k7qm x3fa ", "k7qmx3fa", "k7qm-x3fa-"):
        assert code_matches(typed, code)
    for typed in ("k7qm-x3f", "k7qm-x3fb", "", "k7qm-x3fa2"):
        assert not code_matches(typed, code)


def test_five_wrong_codes_make_an_address_wait_even_with_the_right_code() -> None:
    attempts = Attempts()
    code = "k7qmx3fa"
    for n in range(WRONG_CODES):
        assert attempts.waiting("10.0.0.5", now=n) == 0
        assert not attempts.check("10.0.0.5", "wrong", code, now=n)
    last = WRONG_CODES - 1
    assert attempts.waiting("10.0.0.5", now=last) == WAIT_SECONDS
    assert not attempts.check("10.0.0.5", code, code, now=last + 1)  # still waiting
    assert attempts.check("10.0.0.9", code, code, now=last + 1)  # another address is let in
    assert attempts.check("10.0.0.5", code, code, now=last + WAIT_SECONDS + 0.1)


def test_a_right_code_clears_the_count_of_wrong_ones() -> None:
    attempts = Attempts()
    code = "k7qmx3fa"
    for n in range(WRONG_CODES - 1):
        attempts.check("10.0.0.5", "wrong", code, now=n)
    assert attempts.check("10.0.0.5", code, code, now=10)
    for n in range(WRONG_CODES - 1):
        assert not attempts.check("10.0.0.5", "wrong", code, now=11 + n)
    assert attempts.waiting("10.0.0.5", now=20) == 0  # four more wrong: not yet waiting


def test_many_addresses_do_not_grow_the_counts_without_bound() -> None:
    attempts = Attempts()
    for n in range(20_000):
        attempts.check(f"10.{n // 256 % 256}.{n % 256}.{n // 65536}", "x", "k7qmx3fa", now=0)
    assert attempts.addresses <= 2 * ADDRESSES_KEPT
