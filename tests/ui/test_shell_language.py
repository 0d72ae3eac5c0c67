"""Switching language at runtime re-translates the open screens and re-renders the log."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

from shell_helpers import click, pick, tiny_setup

from civitas.storage.settings import load_settings
from civitas.ui.i18n import current_language

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"


def test_language_switch_retranslates_the_start_screen_and_is_remembered(make_window):
    window = make_window()
    start = window.start
    assert start.new_button.text() == "New game"
    assert start.games.item(0).text() == "Sum race"
    start.language.setCurrentIndex(start.language.findData("ru"))
    assert current_language() == "ru"
    assert start.new_button.text() == "Новая игра"
    assert start.continue_button.text() == "Продолжить"
    assert start.games.item(0).text() == "Гонка сумм"
    assert start.games.item(0).toolTip() == "Гонка до суммы: маленькая игра, чтобы опробовать программу.\n2–4 игрока"
    assert load_settings()[0].language == "ru"
    window.set_language("en")
    assert start.new_button.text() == "New game"
    assert load_settings()[0].language == "en"


def test_language_switch_rerenders_the_log_and_the_side_panel(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("", "", seed=11))
    for _ in range(8):
        if screen.passing():
            click(qtbot, screen.pass_screen.button)
        else:
            click(qtbot, pick(screen.table))
    english = screen.log_panel.lines()
    assert english and any(word in " ".join(english) for word in ("plays", "draws", "rolls"))
    assert screen.undo_button.text() == "Undo"
    window.set_language("ru")
    russian = screen.log_panel.lines()
    assert len(russian) == len(english) and russian != english
    assert any(word in " ".join(russian) for word in ("играет", "берёт", "бросает"))
    assert screen.undo_button.text() == "Отменить ход"
    assert screen.game_title.text() == "Гонка сумм"
    assert window.controller.lang == "ru"


def test_russian_catalog_is_complete_with_three_plural_forms():
    for name, forms in (("civitas_ru.ts", 3), ("civitas_en.ts", 2)):
        root = ET.parse(TRANSLATIONS / name).getroot()
        for message in root.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            assert translation.get("type") != "unfinished", message.findtext("source")
            if message.get("numerus") == "yes":
                texts = [f.text for f in translation.findall("numerusform")]
                assert len(texts) == forms and all(texts), message.findtext("source")
            else:
                assert translation.text, message.findtext("source")


def test_russian_plurals_through_qt(make_window):
    window = make_window()
    window.set_language("ru")
    tr = window.start.tr
    assert [tr("%n player(s)", "", n) for n in (1, 3, 5, 21)] == ["1 игрок", "3 игрока", "5 игроков", "21 игрок"]
    window.set_language("en")
    assert [tr("%n player(s)", "", n) for n in (1, 2)] == ["1 player", "2 players"]


def test_button_keys_survive_a_language_switch(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from civitas.ui.key_button import KeyButton

    button = KeyButton(Qt.Key.Key_Space)
    qtbot.addWidget(button)
    button.setText("Pass")
    button.setText("Передать")
    assert button.shortcut() == QKeySequence(Qt.Key.Key_Space)
