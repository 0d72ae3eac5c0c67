"""Civitas: an offline tabletop for civilization card and board games."""

from __future__ import annotations

import re
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

from civitas import compiled as _compiled

APP_NAME = "Civitas"
_compiled.install()  # compiled hot paths only when they match their sources (see civitas/compiled.py)


def _version() -> str:
    """The version written in pyproject.toml, the one place it is kept: read from the installed
    package's metadata (a frozen build bundles that metadata), else from pyproject.toml itself."""
    try:
        return version("civitas")
    except PackageNotFoundError:
        pass
    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    try:
        found = re.search(r'^version\s*=\s*"([^"]+)"', pyproject.read_text(encoding="utf-8"), re.MULTILINE)
    except OSError:
        found = None
    return found.group(1) if found else "0+unknown"


__version__ = _version()
