"""A game's table reads the position the controller computed for the viewer (its view, legal actions and
``Game.decision``), never the full, unredacted state: no ``session`` (``controller.session.state``) and no
``full`` under ``games/<id>/table/``, decided by the syntax tree. What a seat is asked comes from the
decision descriptor, never from the game's pending steps: no ``.stack.top``, ``.stack.frames`` or
``.pending`` under the tables of the games that give a descriptor for it."""

from __future__ import annotations

import ast
from pathlib import Path

from source_trees import tree_of

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "civitas"
FORBIDDEN = frozenset({"session", "full"})
#: The games whose tables read what is asked only from ``Game.decision`` (every game on the platform).
DESCRIBED = ("ancient", "empires", "heroes", "territory")


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


def pending_step_reads(tree: ast.Module) -> list[str]:
    """Each read of a game's pending steps, as ``line: name``: ``.pending``, and ``.top`` or ``.frames`` of
    something called ``stack``."""
    out: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        if node.attr == "pending":
            out.append(f"{node.lineno}: .pending")
        elif node.attr in ("top", "frames") and isinstance(node.value, ast.Attribute) and node.value.attr == "stack":
            out.append(f"{node.lineno}: .stack.{node.attr}")
    return sorted(out, key=lambda hit: int(hit.split(":")[0]))


def test_game_tables_never_read_the_full_state():
    files = table_files()
    assert len(files) >= 30  # the four games' tables
    leaks = [f"{p.relative_to(PACKAGE)}:{hit}" for p in files for hit in full_state_reads(tree_of(p))]
    assert leaks == []


def test_tables_read_what_is_asked_from_the_decision_never_from_the_pending_steps():
    files = [p for game in DESCRIBED for p in sorted(PACKAGE.glob(f"games/{game}/table/*.py"))]
    assert len(files) >= 20  # the three games' tables
    reads = [f"{p.relative_to(PACKAGE)}:{hit}" for p in files for hit in pending_step_reads(tree_of(p))]
    assert reads == []


def test_the_check_would_catch_a_read_of_the_full_state(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text("class T:\n    @property\n    def full(self):\n        return self.controller.session.state\n"
                   "    def f(self):\n        return self.full.phase\n", encoding="utf-8")
    assert full_state_reads(ast.parse(bad.read_text(encoding="utf-8"))) == ["3: def full", "4: .session",
                                                                            "6: .full"]


def test_the_check_would_catch_a_read_of_the_pending_steps():
    source = ("top = v.stack.top\nkinds = [f.kind for f in s.stack.frames]\nbid = v.pending[1]\n"
              "fine = self.waiting_kind(), stack.top, v.top\n")
    assert pending_step_reads(ast.parse(source)) == ["1: .stack.top", "2: .stack.frames", "3: .pending"]
