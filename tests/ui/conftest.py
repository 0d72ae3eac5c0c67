"""Shell tests: the main window over the tiny test game, English by default, no AI pauses."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from civitas.storage.settings import Settings
from civitas.ui.ai_runner import AiRunner
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MainWindow

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)  # the shell tests import shell_helpers from this folder


@pytest.fixture
def english(qapp: Any) -> Iterator[None]:
    install_language("en")
    yield
    install_language("en")


@pytest.fixture
def make_window(qtbot: Any, english: None, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Main windows over the tiny game. Computer seats play the random stand-in (no worker process)
    unless ``worker=True``."""
    windows: list[MainWindow] = []

    def make(games: list[str] | None = None, worker: bool = False, **settings: Any) -> MainWindow:
        monkeypatch.setattr(AiRunner, "use_worker", worker)
        values: dict[str, Any] = {"language": "en", "ai_delay_ms": 0}
        values.update(settings)
        window = MainWindow(Settings(**values), games=["tiny"] if games is None else games)
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.close()

