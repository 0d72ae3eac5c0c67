"""Test-wide setup: Qt offscreen, and a private data and log directory so tests never touch real saves."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

import civitas.ui  # noqa: F401  (guards None against PySide6 6.12 on Python 3.11 before any Qt call)
from civitas.engine.registry import register

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# The toy game of docs/adding-a-game.md lives in tests/toygames and is registered for the tests only,
# before collection, so the conformance suite checks it like every other game.
sys.path.insert(0, str(Path(__file__).resolve().parent))
register("toy", "toygames.toy.package", for_tests=True)


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "civitas-data"
    monkeypatch.setenv("CIVITAS_DATA_DIR", str(data))
    monkeypatch.setenv("CIVITAS_LOG_DIR", str(tmp_path / "civitas-logs"))
    return data
