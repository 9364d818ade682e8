"""Words a newcomer can follow: the package's text cites documents that ship and says
"the standard rules", not a name only its first authors knew.

Every text file under ``pontoon_tui/`` (code, docstrings, comments, the help's words and
the stylesheets) is read as text:

- it never says "seed 000" (the standard rules' old name), nor cites ``RULES.md`` or
  ``SESSION-FORMAT.md``, which do not ship (``docs/rules.md`` and
  ``docs/session-format.md`` do);
- every Markdown file it names (``docs/rules.md``, ``docs/views.md``…) is a path from the
  repository's root that exists.

One file was being changed by another engineer when this test came, so its old words are
allowed for now (:data:`NOT_YET`); once those words are gone, the test warns that the
allowance can go.
"""

from __future__ import annotations

import re
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "pontoon_tui"

TEXT_SUFFIXES = {".py", ".tcss"}

RETIRED = {
    "seed 000": re.compile(r"\bseed\s+(?:#\s*)?000", re.IGNORECASE),
    "RULES.md": re.compile(r"(?<![\w/.-])RULES\.md\b"),
    "SESSION-FORMAT.md": re.compile(r"(?<![\w/.-])SESSION-FORMAT\.md\b"),
}
"""Words the package no longer says, each with the pattern that finds it (a line break,
or a comment's ``#`` at the start of the next line, may come between "seed" and "000")."""

NOT_YET: dict[tuple[str, str], str] = {
    ("pontoon_tui/strategy/odds.py", "seed 000"): "the odds command's words for the rules",
}
"""Old words still allowed in a file (its path, the word), each with where they are: the
file was another engineer's to change when this test came."""

MARKDOWN = re.compile(r"(?<![\w/.-])((?:[\w-]+/)*[\w-]+\.md)\b")
"""A Markdown file named in the text, with the folders before it (``docs/rules.md``)."""


def _files() -> list[Path]:
    files = sorted(p for p in PACKAGE.rglob("*") if p.suffix in TEXT_SUFFIXES and p.is_file())
    assert files
    return files


def _line(text: str, at: int) -> int:
    return text.count("\n", 0, at) + 1


def retired_words(where: str, text: str) -> list[str]:
    """Every retired word in ``text`` (the file ``where``), as ``where:line: word``."""
    return [
        f"{where}:{_line(text, match.start())}: {word}"
        for word, pattern in RETIRED.items()
        for match in pattern.finditer(text)
    ]


def missing_documents(where: str, text: str) -> list[str]:
    """Every Markdown file ``text`` names that is not at that path from the repository's
    root, as ``where:line: path``."""
    return [
        f"{where}:{_line(text, match.start())}: {match.group(1)}"
        for match in MARKDOWN.finditer(text)
        if not (ROOT / match.group(1)).is_file()
    ]


def _where(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


def _allowed(offence: str) -> tuple[str, str] | None:
    """The allowance in :data:`NOT_YET` that covers ``offence`` (``file:line: word``)."""
    where, _, word = offence.partition(": ")
    key = (where.rpartition(":")[0], word)
    return key if key in NOT_YET else None


def _not_yet_allowed(found: list[str], used: set[tuple[str, str]]) -> list[str]:
    """The offences in ``found`` that no allowance covers; the allowances used go in
    ``used``."""
    left = []
    for offence in found:
        key = _allowed(offence)
        if key is None:
            left.append(offence)
        else:
            used.add(key)
    return left


def _warn_of_unused(used: set[tuple[str, str]], words: set[str]) -> None:
    for (where, word), what in NOT_YET.items():
        if word in words and (where, word) not in used:
            warnings.warn(
                f"{where} no longer says {word!r} ({what}): remove it from NOT_YET",
                stacklevel=2,
            )


def test_the_package_never_says_the_retired_words() -> None:
    used: set[tuple[str, str]] = set()
    found = [
        offence
        for path in _files()
        for offence in retired_words(_where(path), path.read_text(encoding="utf-8"))
    ]
    left = _not_yet_allowed(found, used)
    assert left == [], "say 'the standard rules' and cite docs/:\n" + "\n".join(left)
    _warn_of_unused(used, set(RETIRED))


def test_every_document_the_package_cites_exists() -> None:
    used: set[tuple[str, str]] = set()
    cited = 0
    found: list[str] = []
    for path in _files():
        text = path.read_text(encoding="utf-8")
        cited += len(MARKDOWN.findall(text))
        found += missing_documents(_where(path), text)
    assert cited, "the package cites no document at all: is the pattern right?"
    left = _not_yet_allowed(found, used)
    assert left == [], "documents cited that do not exist:\n" + "\n".join(left)
    _warn_of_unused(used, {"RULES.md"})


def test_the_checks_find_what_they_look_for() -> None:
    text = (
        "a ``/1`` file plays seed 000's\n"
        "# the house rules differ from seed\n"
        "# 000's\n"
        "(RULES.md H1-H9) (SESSION-FORMAT.md, Limits) docs/rules.md\n"
        "see ``docs/nowhere.md`` and docs/session-format.md\n"
    )
    assert retired_words("x.py", text) == [
        "x.py:1: seed 000",
        "x.py:2: seed 000",
        "x.py:4: RULES.md",
        "x.py:4: SESSION-FORMAT.md",
    ]
    assert missing_documents("x.py", text) == [
        "x.py:4: RULES.md",
        "x.py:4: SESSION-FORMAT.md",
        "x.py:5: docs/nowhere.md",
    ]
    assert retired_words("x.py", "the standard rules; docs/rules.md R1-R26") == []
    assert missing_documents("x.py", "docs/rules.md, docs/session-format.md, docs/views.md") == []
    assert _allowed("pontoon_tui/strategy/odds.py:52: seed 000") is not None
    assert _allowed("pontoon_tui/safetext.py:18: SESSION-FORMAT.md") is None
