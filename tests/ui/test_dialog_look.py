"""The shell's dialogs (new game, settings, about, saved games, a question, an error) wear the start
screen's look, all from one helper (civitas.ui.shell_look) and the app's style sheet: none styles
itself."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QPushButton, QWidget

from civitas.storage.paths import saves_dir
from civitas.storage.saves import SUFFIX
from civitas.ui.shell_look import DialogHeading, ShellDialog, ask, has_look
from civitas.ui.style import STYLE_SHEET

GOLD_TITLE = QColor("#e6c877")


@pytest.fixture
def styled(qapp: Any) -> Iterator[None]:
    """The app's style sheet, as ``create_app`` sets it."""
    qapp.setStyleSheet(STYLE_SHEET)
    yield
    qapp.setStyleSheet("")


def open_dialogs(window: Any) -> list[QDialog]:
    (saves_dir() / f"broken{SUFFIX}").write_text("{", encoding="utf-8")  # the list's note shows too
    load = window.open_load()
    dialogs: list[QDialog] = [window.open_new_game("tiny"), window.open_settings(), window.open_about(), load]
    dialogs.append(ask(load, "Delete a save", "Delete it?", "Delete", "Keep it", lambda: None))
    dialogs.append(window.show_error("Something could not be done."))
    QApplication.processEvents()
    return dialogs


def test_every_dialog_takes_the_shell_look_from_the_one_helper(make_window, styled):
    window = make_window()
    dialogs = open_dialogs(window)
    for dialog in dialogs:
        assert has_look(dialog), dialog.objectName()
        assert all(widget.styleSheet() == "" for widget in [dialog, *dialog.findChildren(QWidget)])
    for dialog in dialogs[:4]:
        assert isinstance(dialog, ShellDialog)
        assert len(dialog.findChildren(DialogHeading)) == 1


def test_the_dialogs_are_dark_with_a_gold_title_and_a_gold_main_button(make_window, styled):
    window = make_window()
    for dialog in open_dialogs(window):
        image = dialog.grab().toImage()
        corner = image.pixelColor(image.width() - 6, image.height() - 6)
        assert corner.lightness() < 60, (dialog.objectName(), corner.name())  # the start screen's teal
        if isinstance(dialog, ShellDialog):
            title = dialog.heading.title
            title.ensurePolished()
            assert title.palette().color(QPalette.ColorRole.WindowText) == GOLD_TITLE
            primary = [b for b in dialog.findChildren(QPushButton) if b.objectName() == "primaryButton"]
            assert len(primary) == 1 and primary[0].isVisible(), dialog.objectName()


def test_the_question_before_deleting_defaults_to_no(make_window, styled):
    window = make_window()
    answered: list[str] = []
    box = ask(window, "Delete a save", "Delete it?", "Delete", "Keep it", lambda: answered.append("yes"))
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.defaultButton().text() == "Keep it" and box.escapeButton().text() == "Keep it"
    assert box.defaultButton().objectName() == "dialogButton"
    [yes] = [b for b in box.buttons() if b.text() == "Delete"]
    assert yes.objectName() == "dangerButton"
    box.escapeButton().click()
    assert answered == []
    again = ask(window, "Delete a save", "Delete it?", "Delete", "Keep it", lambda: answered.append("yes"))
    [yes] = [b for b in again.buttons() if b.text() == "Delete"]
    yes.click()
    assert answered == ["yes"]


def test_a_dialog_grows_to_its_contents_on_a_small_screen(make_window, styled):
    window = make_window()
    dialog = window.open_settings()
    QApplication.processEvents()
    room = dialog.screen().availableGeometry()
    hint = dialog.sizeHint()
    assert dialog.width() >= min(hint.width(), room.width())
    assert dialog.coach.width() >= min(dialog.coach.sizeHint().width(), room.width() - 100)
