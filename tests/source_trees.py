"""The package's modules parsed once per test run, for the tests that read its imports (layering, cycles)."""

from __future__ import annotations

import ast
import functools
import gc
from pathlib import Path


@functools.cache
def _parsed(path: Path, mtime_ns: int) -> ast.Module:
    # A syntax tree is a great many small objects: the collector, run again and again while they are made,
    # doubles the time of parsing the package, and none of them can be garbage yet.
    was_on = gc.isenabled()
    gc.disable()
    try:
        return ast.parse(path.read_text(encoding="utf-8"))
    finally:
        if was_on:
            gc.enable()


def tree_of(path: Path) -> ast.Module:
    """The syntax tree of the module at ``path`` (parsed again only when the file changed)."""
    return _parsed(path, path.stat().st_mtime_ns)


_BODIES = ("body", "orelse", "finalbody", "handlers", "cases")


def import_statements(path: Path) -> list[ast.Import | ast.ImportFrom]:
    """Every ``import`` and ``from ... import`` of the module, at the top, inside functions, classes and
    ``if TYPE_CHECKING:`` alike. Only statement lists are walked: an import is a statement, so no expression
    can hold one (a walk of every node takes several times as long)."""
    found: list[ast.Import | ast.ImportFrom] = []
    todo: list[ast.AST] = [tree_of(path)]
    while todo:
        node = todo.pop()
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
            continue
        for name in _BODIES:
            children = getattr(node, name, None)
            if isinstance(children, list):
                todo.extend(children)
    return found
