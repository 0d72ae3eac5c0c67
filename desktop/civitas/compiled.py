"""Compiled hot paths (mypyc) and the pure-Python fallback.

``tools/build_compiled.py`` compiles the engine core, the search and the games' rules and AI modules
with mypyc into extension modules beside their sources, and writes a manifest (``_compiled.json``)
with a hash of each source. Python prefers an extension module to a source file of the same name, so
a stale build would run old code after a source edit. :func:`install` (called first thing by the
package) therefore checks the manifest: when a source no longer matches, when the manifest is missing,
or when ``CIVITAS_PURE=1`` is set, every listed module is loaded from its source instead (all or
nothing: compiled modules call each other directly). A frozen build has no sources and trusts its
modules as built.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import sys
from importlib.machinery import ModuleSpec
from pathlib import Path
from typing import Any

PACKAGE_DIR = Path(__file__).resolve().parent
MANIFEST = PACKAGE_DIR / "_compiled.json"
PURE_ENV = "CIVITAS_PURE"

status = "pure Python: no compiled modules were built"  # what :func:`install` found (for logs, --version)


def source_hash(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:20]


def module_source(name: str, root: Path = PACKAGE_DIR.parent) -> Path:
    """The source file of module ``name`` (``civitas.engine.rng`` → ``<root>/civitas/engine/rng.py``)."""
    return root.joinpath(*name.split(".")).with_suffix(".py")


def stale_modules(manifest: dict[str, Any], root: Path = PACKAGE_DIR.parent) -> list[str]:
    """The manifest's modules whose source is missing or differs from what was compiled."""
    out = []
    for name, digest in sorted(dict(manifest.get("modules", {})).items()):
        path = module_source(name, root)
        try:
            if source_hash(path) != digest:
                out.append(name)
        except OSError:
            out.append(name)
    return out


class SourceOnlyFinder:
    """A meta-path finder that loads the listed modules from their ``.py`` source, never from a
    compiled extension module beside it."""

    def __init__(self, names: set[str]) -> None:
        self.names = names

    def find_spec(self, fullname: str, path: Any = None, target: Any = None) -> ModuleSpec | None:
        if fullname not in self.names:
            return None
        leaf = fullname.rpartition(".")[2]
        for entry in list(path or sys.path):
            candidate = Path(entry) / f"{leaf}.py"
            if candidate.is_file():
                return importlib.util.spec_from_file_location(fullname, candidate)
        return None


def _read_manifest() -> dict[str, Any] | None:
    try:
        data = json.loads(MANIFEST.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("modules"), dict) else None


def _extension_modules() -> set[str]:
    """Module names of the extension modules inside the package (``engine/rng.cpython-311-….so``)."""
    found = [*PACKAGE_DIR.rglob("*.so"), *PACKAGE_DIR.rglob("*.pyd")]
    return {".".join(p.relative_to(PACKAGE_DIR.parent).with_suffix("").with_suffix("").parts) for p in found}


def install() -> str:
    """Decide between the compiled and the pure modules before any of them is imported."""
    global status
    if getattr(sys, "frozen", False):
        status = "frozen build"
        return status
    manifest = _read_manifest()
    if manifest is None:
        strays = _extension_modules()
        if strays:  # extension modules without their manifest: do not trust them
            sys.meta_path.insert(0, SourceOnlyFinder(strays))
            status = "pure Python: compiled modules without a manifest are ignored"
        return status
    names = set(manifest["modules"])
    if os.environ.get(PURE_ENV) == "1":
        sys.meta_path.insert(0, SourceOnlyFinder(names))
        status = f"pure Python ({PURE_ENV}=1)"
        return status
    stale = stale_modules(manifest)
    if stale:
        sys.meta_path.insert(0, SourceOnlyFinder(names))
        status = f"pure Python: {len(stale)} compiled module(s) older than their sources (tools/build_compiled.py)"
        return status
    status = f"compiled: {len(names)} modules"
    return status
