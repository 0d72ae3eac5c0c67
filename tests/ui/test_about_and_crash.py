"""The About dialog (version from pyproject, where saves and logs are) and the crash reporter."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

from shell_helpers import click

from civitas.storage.paths import log_dir, saves_dir
from civitas.ui.about_dialog import AboutDialog
from civitas.ui.crash import CrashDialog, CrashReporter

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def pyproject_version() -> str:
    with PYPROJECT.open("rb") as fh:
        return str(tomllib.load(fh)["project"]["version"])


def test_about_from_the_start_screen_shows_the_version_and_the_saves_folder(qtbot, make_window):
    window = make_window()
    click(qtbot, window.start.about_button)
    dialogs = [d for d in window._dialogs if isinstance(d, AboutDialog)]
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    about = dialogs[0]
    assert pyproject_version() in about.version.text()
    assert str(saves_dir()) in about.saves.text()
    assert str(log_dir()) in about.logs.text()
    assert about.saves_caption.text() == "Saves:" and about.saves_caption.isVisible()


def test_about_is_translated_when_the_language_changes(qtbot, make_window):
    window = make_window()
    about = window.open_about()
    english = about.windowTitle()
    window.set_language("ru")
    try:
        assert about.windowTitle() != english and "Civitas" in about.windowTitle()
        assert pyproject_version() in about.version.text()
    finally:
        window.set_language("en")


def raise_and_report(reporter: CrashReporter, message: str) -> None:
    try:
        raise ValueError(message)
    except ValueError as exc:
        reporter.handle(ValueError, exc, exc.__traceback__)


def test_an_uncaught_exception_shows_a_dialog_naming_the_report_file(qtbot, make_window, tmp_path):
    window = make_window()
    reporter = CrashReporter(tmp_path / "civitas.log")
    raise_and_report(reporter, "the table fell over")
    assert len(reporter.dialogs) == 1
    dialog = reporter.dialogs[0]
    assert isinstance(dialog, CrashDialog) and dialog.isVisible()
    assert "the table fell over" in dialog.text()
    assert str(tmp_path / "civitas.log") in dialog.informativeText()
    assert "Traceback" in dialog.detailedText()
    raise_and_report(reporter, "and again")  # a second error while the first dialog is open: no pile-up
    assert len(reporter.dialogs) == 1
    dialog.accept()
    qtbot.waitUntil(lambda: not reporter.dialogs)
    assert window.isVisible()


def test_installing_the_reporter_replaces_the_excepthook(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    reporter = CrashReporter(tmp_path / "civitas.log")
    reporter.install()
    assert sys.excepthook == reporter.handle
