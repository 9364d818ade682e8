"""One function shows text from outside: escaped, on one line, cut to a sensible length."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pontoon_tui.safetext import safe_text


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("\x1b]0;pwned\x07", "\\x1b]0;pwned\\x07"),  # retitles the window
        ("x\x1b[2J", "x\\x1b[2J"),  # clears the screen
        ("two\nlines\r", "two\\nlines\\r"),
        ("tab\there", "tab\\there"),
        ("\x9b2J", "\\x9b2J"),  # the one-byte CSI
        ("abc\u202edef", "abc\\u202edef"),  # right-to-left override (a format character)
        ("zero\u200bwidth", "zero\\u200bwidth"),
        ("line\u2028para\u2029", "line\\u2028para\\u2029"),  # line and paragraph separators
        ("no\u00a0break", "no\\xa0break"),  # a space separator other than the space
        ("tag\U000e0041", "tag\\U000e0041"),
        ("not-utf8-\udcff.json", "not-utf8-\\udcff.json"),  # a file name's stray byte
        ("Zoë ♠ 10♥ [bold] 'x' \\n", "Zoë ♠ 10♥ [bold] 'x' \\n"),  # shown as written
    ],
)
def test_control_format_and_separator_characters_are_shown_escaped(raw: str, shown: str) -> None:
    assert safe_text(raw) == shown


def test_a_long_text_is_cut_in_the_middle_keeping_its_start_and_end() -> None:
    path = "/home/ann/" + "deep/" * 100 + "session-1.json"
    shown = safe_text(path, 60)
    assert len(shown) == 60
    assert shown.startswith("/home/ann/deep/")
    assert shown.endswith("/session-1.json")
    assert "…" in shown


def test_an_escape_is_never_split_by_the_cut() -> None:
    shown = safe_text("\x1b" * 1000, 21)
    assert len(shown) <= 21
    head, tail = shown.split("…")
    assert head == "\\x1b" * (len(head) // 4) and tail == "\\x1b" * (len(tail) // 4)


def test_a_huge_text_costs_only_what_is_shown() -> None:
    shown = safe_text("x" * 50_000_000, 200)
    assert len(shown) == 200


@given(st.text(), st.integers(min_value=1, max_value=300))
def test_the_result_is_printable_bounded_and_its_own_safe_text(raw: str, limit: int) -> None:
    shown = safe_text(raw, limit)
    assert shown.isprintable()
    assert len(shown) <= limit
    assert safe_text(shown, limit) == shown
    if raw.isprintable() and len(raw) <= limit:
        assert shown == raw
