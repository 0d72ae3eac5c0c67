"""The load and save file dialogs speak the app's language: in Russian, none of Qt's own labels is left in
English (Qt's catalog lacks "Look in:" and "Files of type:")."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QFileDialog, QLabel, QPushButton

from civitas.ui.file_dialogs import game_file_dialog
from civitas.ui.i18n import install_language


@pytest.fixture
def russian(qapp: Any):
    install_language("ru")
    yield
    install_language("en")


@pytest.mark.parametrize("save", [False, True], ids=["load", "save"])
def test_the_russian_file_dialogs_have_no_english_label(qtbot: Any, russian: None, tmp_path: Path, save: bool):
    dialog = game_file_dialog(None, "Загрузить игру", tmp_path / "game.civitas.json" if save else tmp_path,
                              "Сохранения (*.json)", save)
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
    qtbot.addWidget(dialog)
    texts = [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton) if w.text()]
    assert texts
    english = [t for t in texts if re.search(r"[A-Za-z]{3}", t.replace("&", "")) and "json" not in t]
    assert english == []
    assert dialog.acceptMode() == (QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
