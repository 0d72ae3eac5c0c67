"""The rules engine, storage and AI never import Qt (DESIGN.md, principle 1): Qt lives only under
``ui/`` and ``games/<id>/table/``, decided by directory."""

import ast
from pathlib import Path

from source_trees import import_statements

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "civitas"


def qt_free_files() -> list[Path]:
    files = [p for folder in ("engine", "storage", "ai") for p in (PACKAGE / folder).rglob("*.py")]
    for path in (PACKAGE / "games").rglob("*.py"):
        inside = path.relative_to(PACKAGE / "games").parts  # (<id>, ..., file)
        if len(inside) < 3 or inside[1] != "table":
            files.append(path)
    return files


def qt_allowed(path: Path) -> bool:
    inside = path.relative_to(PACKAGE).parts
    return inside[0] == "ui" or (inside[0] == "games" and len(inside) >= 4 and inside[2] == "table")


def imports_of(path: Path) -> set[str]:
    names: set[str] = set()
    for node in import_statements(path):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_core_packages_do_not_import_qt():
    files = qt_free_files()
    assert len(files) >= 10
    leaks = [str(p.relative_to(PACKAGE)) for p in files if imports_of(p) & {"PySide6", "shiboken6"}]
    assert leaks == []


def test_the_check_would_catch_a_qt_import(tmp_path: Path):
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\n", encoding="utf-8")
    assert "PySide6" in imports_of(bad)
    hidden = tmp_path / "hidden.py"  # deep inside a function, a class, a try and an if
    hidden.write_text("class A:\n    def f(self):\n        try:\n            pass\n        except OSError:\n"
                      "            if True:\n                import shiboken6\n", encoding="utf-8")
    assert "shiboken6" in imports_of(hidden)


def test_qt_lives_only_under_ui_and_game_tables():
    stray = [
        str(p.relative_to(PACKAGE))
        for p in PACKAGE.rglob("*.py")
        if imports_of(p) & {"PySide6", "shiboken6"} and not qt_allowed(p)
    ]
    assert stray == []


def full_imports_of(path: Path) -> set[str]:
    names: set[str] = set()
    for node in import_statements(path):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_game_rules_never_import_the_ui():
    """A game's rules, data and AI knowledge reach no Qt module, not even through ``civitas.ui`` or
    the game's own ``table`` package."""
    leaks = []
    for path in qt_free_files():
        for name in full_imports_of(path):
            parts = name.split(".")
            if parts[:2] == ["civitas", "ui"] or (parts[:2] == ["civitas", "games"] and "table" in parts[3:4]):
                leaks.append(f"{path.relative_to(PACKAGE)}: {name}")
    assert leaks == []
