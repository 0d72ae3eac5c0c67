"""On a person's turn the letters of the table's buttons are theirs: the game screen's own controls (Pause F5,
Step F6, Speed F7, What happened F2) are on keys of their own, so P passes and the computer keeps playing."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from civitas.engine.registry import register
from civitas.ui.new_game_dialog import NewGameSetup


def ancient_at_annas_turn(qtbot: Any, make_window: Any) -> tuple[Any, Any]:
    """A 2-player Ancient World game in the real window, the computer held back, Anna (seat 0) to move."""
    register("ancient", "civitas.games.ancient.package")
    window = make_window(games=["ancient"], ai_delay_ms=600_000)
    players = [{"name": "Anna", "ai": ""}, {"name": "Boris", "ai": "easy"}]
    screen = window.start_game(NewGameSetup("ancient", {"players": 2}, 3, players))
    if screen.passing():
        qtbot.mouseClick(screen.pass_screen.button, Qt.MouseButton.LeftButton)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    return window, screen


def test_the_ancient_worlds_pass_key_passes_rather_than_pausing_the_computer(qtbot: Any, make_window: Any) -> None:
    window, screen = ancient_at_annas_turn(qtbot, make_window)
    qtbot.wait(20)
    controller = window.controller
    assert controller.game.to_move(controller.session.state)[0] == 0
    assert "P" in screen.table.taken_keys  # the bar's Pass (P)
    assert screen.ai_controls.pause_button.text() == "Pause (F5)"  # its own key, not P
    steps = len(controller.session.record.steps)
    qtbot.keyClick(screen.table, Qt.Key.Key_P)
    qtbot.waitUntil(lambda: len(controller.session.record.steps) > steps)
    assert controller.session.record.steps[steps] == (0, ("pass",))
    assert not screen.runner.held  # the computer players were not paused


def test_ctrl_z_with_nothing_to_take_back_says_why_instead_of_doing_nothing(qtbot: Any, make_window: Any) -> None:
    _window, screen = ancient_at_annas_turn(qtbot, make_window)
    assert not screen.undo_button.isEnabled()  # nothing played yet
    qtbot.keyClick(screen.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert screen.status_line.text() and screen.status_line.text() == screen.undo_button.toolTip()
