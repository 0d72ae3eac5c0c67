"""Compiled hot paths: a stale or unlisted compiled module is never loaded in place of its source."""

from __future__ import annotations

import importlib.machinery
import subprocess
import sys
from pathlib import Path

from civitas.compiled import SourceOnlyFinder, module_source, source_hash, stale_modules

ROOT = Path(__file__).resolve().parents[1]


def _package(tmp_path: Path) -> Path:
    pkg = tmp_path / "fakepkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("", encoding="utf-8")
    (pkg / "hot.py").write_text("WHERE = 'source'\n", encoding="utf-8")
    return pkg


def test_a_changed_or_missing_source_makes_the_build_stale(tmp_path):
    pkg = _package(tmp_path)
    manifest = {"modules": {"fakepkg.hot": source_hash(pkg / "hot.py"), "fakepkg.gone": "0" * 20}}
    assert stale_modules(manifest, tmp_path) == ["fakepkg.gone"]
    (pkg / "hot.py").write_text("WHERE = 'edited'\n", encoding="utf-8")
    assert stale_modules(manifest, tmp_path) == ["fakepkg.gone", "fakepkg.hot"]


def test_the_source_only_finder_loads_the_source_beside_a_compiled_module(tmp_path):
    pkg = _package(tmp_path)
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (pkg / f"hot{suffix}").write_bytes(b"not a real extension module")  # would fail to load
    script = (
        "import sys; from civitas.compiled import SourceOnlyFinder;"
        "sys.meta_path.insert(0, SourceOnlyFinder({'fakepkg.hot'}));"
        f"sys.path.insert(0, {str(tmp_path)!r}); import fakepkg.hot as h; print(h.WHERE, h.__file__)"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout
    assert out.startswith("source ") and out.strip().endswith("hot.py")
    assert SourceOnlyFinder({"fakepkg.hot"}).find_spec("fakepkg.other", [str(pkg)]) is None


def test_pure_mode_loads_every_module_from_source():
    script = "import civitas.compiled as c, civitas.engine.rng as r; print(c.status); print(r.__file__)"
    env = {"CIVITAS_PURE": "1", "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True, env=env)
    assert out.stdout.splitlines()[-1].endswith("rng.py")


def test_the_compiled_list_names_existing_sources_and_no_qt():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from build_compiled import COMPILED
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert len(COMPILED) == len(set(COMPILED)) >= 20
    for name in COMPILED:
        path = module_source(name, ROOT / "desktop")
        assert path.is_file(), name
        assert ".table." not in name and "PySide6" not in path.read_text(encoding="utf-8"), name
