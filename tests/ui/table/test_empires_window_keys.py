"""In the real window, the letter on a prompt button presses it: the table's keys never clash with the game
screen's own (Pause F5, Step F6, Speed F7, What happened F2, Hint H)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from civitas.engine.registry import register
from civitas.games.empires.state import EmpiresState
from civitas.ui.new_game_dialog import NewGameSetup


def open_game(qtbot: Any, make_window: Any, first_ai: str, **settings: Any) -> tuple[Any, Any]:
    """A 2-player Empires game in the real, active window; the first seat plays as ``first_ai`` says ("" a
    person), the other the other way round."""
    register("empires", "civitas.games.empires.package")
    window = make_window(games=["empires"], **settings)
    players = [{"name": "Anna", "ai": first_ai}, {"name": "Boris", "ai": "" if first_ai else "easy"}]
    screen = window.start_game(NewGameSetup("empires", {"players": 2, "first_player": "1"}, 5, players))
    if screen.passing():
        qtbot.mouseClick(screen.pass_screen.button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window, screen


def test_em_keys_the_turn_choice_is_made_by_its_letter_in_the_real_window(qtbot: Any, make_window: Any) -> None:
    window, screen = open_game(qtbot, make_window, first_ai="")
    QApplication.processEvents()
    s = window.controller.session.state
    assert isinstance(s, EmpiresState) and s.stack.top is not None and s.stack.top.kind == "turn"
    qtbot.wait(20)  # the prompt's buttons show once the event loop has run
    speed = window.controller.animation_speed
    assert screen.ai_controls.speed_button.text() == "1× (F7)"  # A is the table's Activate, the speed has F7
    assert screen.recap_button.text() == "What happened? (F2)"  # and R is Revolt's
    keys = [b.shortcut().toString() for b in screen.table.prompt_button_list + screen.table.bar_buttons]
    assert all(keys.count(k) == 1 for k in keys if k)  # one button per key: two on one key would both be dead
    steps = len(window.controller.session.record.steps)
    qtbot.keyClick(screen.table, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: len(window.controller.session.record.steps) > steps)  # a key clicks after ~100 ms
    assert window.controller.session.record.steps[steps] == (0, ("activate",))
    assert window.controller.animation_speed == speed  # the speed did not change


def test_on_the_computers_turn_the_screen_keys_are_the_screens(qtbot: Any, make_window: Any) -> None:
    window, screen = open_game(qtbot, make_window, first_ai="easy", ai_delay_ms=600_000)
    qtbot.wait(20)
    assert screen.table.taken_keys == frozenset()  # Anna, the computer, is to move: no buttons on the table
    assert screen.ai_controls.speed_button.text() == "1× (F7)" and screen.recap_button.text() == "What happened? (F2)"
    qtbot.keyClick(screen.table, Qt.Key.Key_F7)
    assert window.controller.animation_speed == 2.0
