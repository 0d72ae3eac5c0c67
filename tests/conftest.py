"""Test-wide setup: Qt offscreen, a private data and log directory so tests never touch real saves, the ``ui``
marker on every test that builds widgets, and the per-commit time budget.

Markers (declared in pyproject.toml): ``slow`` for whole games, statistical checks, sweeps and large fuzz
runs (the nightly run, ``tools/test.sh --all``); ``ui`` for anything that builds widgets, given here to
every test under ``tests/ui`` and every test that asks for ``qtbot`` or ``qapp``.

The budget: with ``CIVITAS_TEST_BUDGET=<seconds>`` set (``tools/test.sh`` sets 2 on the compiled build), a
test not marked ``slow`` that takes longer (set-up, call and tear-down together) fails the run, so the
per-commit suite cannot creep back to where it was.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from _pytest.terminal import TerminalReporter

import civitas.ui  # noqa: F401  (guards None against PySide6 6.12 on Python 3.11 before any Qt call)
from civitas.engine.registry import register

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Game texts in Fluent files (civitas.engine.texts): a missing message or variable fails the test instead
# of falling back to English or "?" as it does for players.
os.environ.setdefault("CIVITAS_STRICT_TEXTS", "1")

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


_UI_DIR = Path(__file__).resolve().parent / "ui"
_UI_FIXTURES = {"qtbot", "qapp"}


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        path = Path(str(item.path))
        if _UI_DIR in path.parents or _UI_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.ui)


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """After a ``ui`` test, every top-level widget it left is closed and deleted, and the language is English
    again. A widget that outlives its test still answers every later language switch, timer and event loop, and
    the suite slowed down with each test that left one (a language switch late in the run took seconds)."""
    yield
    if request.node.get_closest_marker("ui") is None:
        return
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return
    for widget in app.topLevelWidgets():
        widget.close()
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    from civitas.ui.i18n import current_language, install_language

    if current_language() != "en":  # a test that switched to Russian leaves English, the default, behind it
        install_language("en")


_durations: dict[str, float] = {}
_slow: set[str] = set()


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("slow") is not None:
        _slow.add(item.nodeid)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    _durations[report.nodeid] = _durations.get(report.nodeid, 0.0) + report.duration


def _budget() -> float | None:
    raw = os.environ.get("CIVITAS_TEST_BUDGET", "")
    try:
        return float(raw) if raw else None
    except ValueError:
        return None


def _over_budget() -> list[tuple[str, float]]:
    budget = _budget()
    if budget is None:
        return []
    over = [(node, t) for node, t in _durations.items() if node not in _slow and t > budget]
    return sorted(over, key=lambda pair: -pair[1])


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if _over_budget() and session.exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter: TerminalReporter, exitstatus: int, config: pytest.Config) -> None:
    slowest = sorted(_durations.items(), key=lambda pair: -pair[1])[:10]
    if slowest:
        terminalreporter.section("the ten slowest tests (set-up, call and tear-down)")
        for node, seconds in slowest:
            mark = " [slow]" if node in _slow else ""
            terminalreporter.write_line(f"{seconds:8.2f}s {node}{mark}")
    over = _over_budget()
    if over:
        terminalreporter.section("over the per-commit budget", red=True)
        terminalreporter.write_line(
            f"these tests are not marked slow and took more than {_budget():g} s; make them cheaper, or mark "
            "them slow and keep a cheap per-commit variant:", red=True)
        for node, seconds in over:
            terminalreporter.write_line(f"{seconds:8.2f}s {node}", red=True)
