"""The package's layers import one way.

Every ``import`` and ``from ... import`` of every module under ``pontoon_tui/`` is read
from its source (those inside functions and under ``if TYPE_CHECKING:`` included) and
checked against :data:`MAY_IMPORT`: a module imports only its own layer and the layers
below it::

    base (pontoon_tui/__init__, safetext)
    rules < engine < strategy
    rules < engine < storage < table < reports
    app (everything but the CLI) < cli (cli, __main__)

``table/`` may also import ``strategy``, for the computer's seats and the hints. A module
in no layer fails the test.

The app renders the table's views and sends it moves, nothing else: no module under
``app/`` imports the engine's session or its state (``engine.session``, ``engine.state``),
the session file, or the strategies (:data:`APP_MAY_NOT_IMPORT`).

``safetext`` is at the bottom because the engine's session-file errors, the store,
the reports, the app and the CLI all show outside text through it, and it imports
nothing of the project.

Besides, ``rules/``, ``engine/``, ``strategy/``, ``storage/`` and ``table/`` import
neither ``textual`` nor ``rich``; ``reports/`` never imports ``textual``, and imports
``rich`` only where importing the module does not load it: inside a function or under
``if TYPE_CHECKING:`` (``stats`` prints its tables with rich that way).
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "pontoon_tui"
ROOT = PACKAGE.parent

TOP_LEVEL = {
    "__init__": "base",
    "safetext": "base",
    "cli": "cli",
    "launch": "cli",
    "__main__": "cli",
}
"""The layer of each module at the package's top level."""

_BELOW_APP = {"base", "rules", "engine", "strategy", "storage", "table", "reports"}
MAY_IMPORT: dict[str, set[str]] = {
    "base": {"base"},
    "rules": {"base", "rules"},
    "engine": {"base", "rules", "engine"},
    "strategy": {"base", "rules", "engine", "strategy"},
    "storage": {"base", "rules", "engine", "storage"},
    "table": {"base", "rules", "engine", "strategy", "storage", "table"},
    "reports": {"base", "rules", "engine", "storage", "table", "reports"},
    "app": _BELOW_APP | {"app"},
    "door": _BELOW_APP | {"door"},
    "cli": _BELOW_APP | {"app", "door", "cli"},
}
"""Per layer, the layers its modules may import."""

NO_USER_INTERFACE = {"base", "rules", "engine", "strategy", "storage", "table", "door"}
"""Layers that import neither ``textual`` nor ``rich``."""


APP_MAY_NOT_IMPORT = (
    "pontoon_tui.engine.session",
    "pontoon_tui.engine.state",
    "pontoon_tui.engine.sessionfile",
    "pontoon_tui.strategy",
)
"""What the app never imports: it holds no session, and asks the table for everything."""


def layer_of(name: str) -> str | None:
    """The layer of the module or package ``pontoon_tui.<name>`` (a dotted ``name``);
    None when it is in none."""
    head = name.split(".")[0]
    if (PACKAGE / head).is_dir():
        return head if head in MAY_IMPORT else None
    return TOP_LEVEL.get(head)


def _imported(node: ast.Import | ast.ImportFrom, package: list[str]) -> list[str]:
    """The absolute names of the modules ``node`` imports (for ``from pontoon_tui import
    x``, ``pontoon_tui.x`` when ``x`` is a module of its own)."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    if node.level:
        parent = package[: len(package) - node.level + 1]
        base = ".".join([*parent, *([base] if base else [])])
    if base != "pontoon_tui":
        return [base]
    subs = [a.name for a in node.names if _is_module(a.name)]
    rest = [a.name for a in node.names if a.name not in subs]
    return [f"pontoon_tui.{name}" for name in subs] + (["pontoon_tui"] if rest else [])


def _is_module(name: str) -> bool:
    return (PACKAGE / name).is_dir() or (PACKAGE / f"{name}.py").is_file()


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(tree: ast.AST) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Every import in ``tree``, and whether it runs when the module is imported (at the
    top level or in a class body, not in a function nor under ``if TYPE_CHECKING:``)."""
    found: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def visit(nodes: Iterable[ast.AST], eager: bool) -> None:
        for node in nodes:
            if isinstance(node, ast.Import | ast.ImportFrom):
                found.append((node, eager))
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                visit(ast.iter_child_nodes(node), False)
            elif isinstance(node, ast.If) and _is_type_checking(node.test):
                visit(node.body, False)
                visit(node.orelse, eager)
            else:
                visit(ast.iter_child_nodes(node), eager)

    visit([tree], True)
    return found


def offences(path: Path, source: str) -> list[str]:
    """Every import of the module at ``path`` (with the text ``source``) that breaks the
    layers, as ``file:line: what``."""
    relative = path.relative_to(PACKAGE).with_suffix("")
    parts = list(relative.parts)
    name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts) or "__init__"
    layer = layer_of(name)
    where = path.relative_to(ROOT).as_posix()
    if layer is None:
        return [f"{where}:1: in no layer (give it one in tests/test_layers.py)"]
    package = ["pontoon_tui", *parts[:-1]]
    found = []
    for node, eager in _imports(ast.parse(source, str(path))):
        for module in _imported(node, package):
            top, _, rest = module.partition(".")
            if top == "pontoon_tui":
                target = layer_of(rest) if rest else "base"
                if target not in MAY_IMPORT[layer]:
                    found.append(f"{where}:{node.lineno}: {layer} imports {module} ({target})")
                elif layer == "app" and module.startswith(APP_MAY_NOT_IMPORT):
                    found.append(f"{where}:{node.lineno}: the app imports {module}")
            elif top == "textual" and (layer in NO_USER_INTERFACE or layer == "reports"):
                found.append(f"{where}:{node.lineno}: {layer} imports {module}")
            elif top == "rich" and (layer in NO_USER_INTERFACE or (layer == "reports" and eager)):
                how = " when it loads" if layer == "reports" else ""
                found.append(f"{where}:{node.lineno}: {layer} imports {module}{how}")
    return found


def test_every_import_runs_down_the_layers() -> None:
    found = [
        offence
        for path in sorted(PACKAGE.rglob("*.py"))
        for offence in offences(path, path.read_text(encoding="utf-8"))
    ]
    assert not found, "imports against the layers:\n" + "\n".join(found)


def test_the_check_sees_imports_up_the_layers_wherever_they_are() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from pontoon_tui.app import x\n"
        "if TYPE_CHECKING:\n"
        "    from pontoon_tui.storage.store import SessionStore\n"
        "def f():\n"
        "    from pontoon_tui import reports, rules\n"
        "    import rich.text\n"
        "from . import cards\n"
    )
    assert offences(PACKAGE / "engine" / "cards.py", source) == [
        "pontoon_tui/engine/cards.py:2: engine imports pontoon_tui.app (app)",
        "pontoon_tui/engine/cards.py:4: engine imports pontoon_tui.storage.store (storage)",
        "pontoon_tui/engine/cards.py:6: engine imports pontoon_tui.reports (reports)",
        "pontoon_tui/engine/cards.py:7: engine imports rich.text",
    ]
    lazy_rich = "def f():\n    from rich.table import Table\n"
    assert offences(PACKAGE / "reports" / "stats.py", lazy_rich) == []
    eager = "from rich.table import Table\nimport textual\n"
    assert offences(PACKAGE / "reports" / "stats.py", eager) == [
        "pontoon_tui/reports/stats.py:1: reports imports rich.table when it loads",
        "pontoon_tui/reports/stats.py:2: reports imports textual",
    ]


def test_the_app_holds_no_session_and_asks_the_table() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from pontoon_tui.engine.views import TableView\n"
        "if TYPE_CHECKING:\n"
        "    from pontoon_tui.engine.session import Session\n"
        "def f():\n"
        "    from pontoon_tui.engine.state import Deal\n"
        "    from pontoon_tui.strategy import hints\n"
    )
    assert offences(PACKAGE / "app" / "screens" / "ledger.py", source) == [
        "pontoon_tui/app/screens/ledger.py:4: the app imports pontoon_tui.engine.session",
        "pontoon_tui/app/screens/ledger.py:6: the app imports pontoon_tui.engine.state",
        "pontoon_tui/app/screens/ledger.py:7: the app imports pontoon_tui.strategy",
    ]
