"""The rules engine, storage and AI never import Qt (DESIGN.md, principle 1)."""

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "civitas"


def qt_free_files() -> list[Path]:
    files = [p for folder in ("engine", "storage", "ai") for p in (PACKAGE / folder).rglob("*.py")]
    for path in (PACKAGE / "games").rglob("*.py"):
        if "table" not in path.name and "ui" not in path.parts[len(PACKAGE.parts):]:
            files.append(path)
    return files


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
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
