"""A game's table reads the position the controller computed for the viewer (its view, legal actions and
``Game.decision``), never the full, unredacted state: no ``session`` (``controller.session.state``) and no
``full`` under ``games/<id>/table/``, decided by the syntax tree."""

from __future__ import annotations

import ast
from pathlib import Path

from source_trees import tree_of

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "civitas"
FORBIDDEN = frozenset({"session", "full"})


def table_files() -> list[Path]:
    return sorted(PACKAGE.glob("games/*/table/*.py"))


def full_state_reads(tree: ast.Module) -> list[str]:
    """Each read of an attribute named in ``FORBIDDEN`` and each definition of one, as ``line: name``."""
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr in FORBIDDEN:
            out.append(f"{node.lineno}: .{node.attr}")
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name in FORBIDDEN:
            out.append(f"{node.lineno}: def {node.name}")
    return out


def test_game_tables_never_read_the_full_state():
    files = table_files()
    assert len(files) >= 30  # the four games' tables
    leaks = [f"{p.relative_to(PACKAGE)}:{hit}" for p in files for hit in full_state_reads(tree_of(p))]
    assert leaks == []


def test_the_check_would_catch_a_read_of_the_full_state(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text("class T:\n    @property\n    def full(self):\n        return self.controller.session.state\n"
                   "    def f(self):\n        return self.full.phase\n", encoding="utf-8")
    assert full_state_reads(ast.parse(bad.read_text(encoding="utf-8"))) == ["3: def full", "4: .session",
                                                                            "6: .full"]
