"""At the smallest window: the side panel's buttons show their whole text in both languages, and the
fair panel sits beside the table instead of over it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton, QStyle, QStyleOptionButton

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.ui.app import pick_font
from civitas.ui.main_window import MIN_HEIGHT, MIN_WIDTH
from civitas.ui.style import STYLE_SHEET


def text_fits(button: QPushButton) -> bool:
    option = QStyleOptionButton()
    button.initStyleOption(option)
    room = button.style().subElementRect(QStyle.SubElement.SE_PushButtonContents, option, button).width()
    return button.fontMetrics().horizontalAdvance(button.text()) <= room


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_side_panel_buttons_show_their_whole_text_at_the_smallest_window(qtbot, make_window, qapp, lang):
    old_font = qapp.font()
    qapp.setStyleSheet(STYLE_SHEET)
    qapp.setFont(pick_font())  # the font the app runs with, not the test's default
    try:
        window = make_window(games=["heroes"])
        window.set_language(lang)
        seats = [{"name": "Ann"}, {"name": "Bob"}]
        window.open_session(Session.new(get_game("heroes"), {"players": 2}, 3, seats))
        if window.game_screen.passing():  # two people: hot-seat opens on the pass screen
            window.game_screen.pass_screen.button.click()
        window.resize(MIN_WIDTH, MIN_HEIGHT)
        qtbot.waitUntil(lambda: window.game_screen.side.width() <= 250)
        screen = window.game_screen
        buttons = [screen.undo_button, screen.hint_button, screen.save_button, screen.load_button,
                   screen.rules_button, screen.menu_button]
        # The panel narrows first and lays its buttons out a moment later: wait for the layout to settle.
        try:
            qtbot.waitUntil(lambda: all(text_fits(b) for b in buttons), timeout=3000)
        except AssertionError:
            pass
        clipped = [b.text() for b in buttons if not text_fits(b)]
        assert clipped == []
    finally:
        window.set_language("en")
        qapp.setStyleSheet("")
        qapp.setFont(old_font)


def test_the_fair_panel_does_not_cover_the_table_at_the_smallest_window(qtbot, make_window):
    window = make_window(games=["heroes"])
    seats = [{"name": "Ann"}, {"name": "Bob", "ai": "easy"}, {"name": "Cleo", "ai": "easy"}]
    window.open_session(Session.new(get_game("heroes"), {"players": 3}, 1, seats))
    window.resize(MIN_WIDTH, MIN_HEIGHT)
    table = window.game_screen.table
    qtbot.waitUntil(lambda: table.fair.isVisible())
    qtbot.waitUntil(lambda: window.game_screen.width() <= MIN_WIDTH)
    assert table.view.geometry().right() < table.fair.geometry().left()
    assert table.fair.geometry().right() <= table.width()

