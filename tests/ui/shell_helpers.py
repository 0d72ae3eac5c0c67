"""Driving the generic table by clicks, as a player would."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from civitas.ui.fallback_table import FallbackTable
from civitas.ui.main_window import MainWindow
from civitas.ui.new_game_dialog import NewGameSetup


def click(qtbot: Any, button: Any) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def pick(table: FallbackTable) -> Any:
    """The button a quick player presses: play the biggest card, else draw, else roll."""
    by_kind = {action: button for action, button in table.buttons}
    plays = sorted((a for a in by_kind if a[0] == "play"), key=lambda a: a[1])
    for action in (plays[-1:] or []) + [("pace", 1), ("draw",), ("roll",)]:
        if action in by_kind:
            return by_kind[action]
    return table.buttons[0][1]


def play_to_the_end(qtbot: Any, window: MainWindow, limit: int = 400) -> int:
    """Click through the game (pass screens included) until the game-over screen shows."""
    clicks = 0
    while window.game_over is None and clicks < limit:
        screen = window.game_screen
        assert screen is not None
        if screen.passing():
            click(qtbot, screen.pass_screen.button)
        elif isinstance(screen.table, FallbackTable) and screen.table.buttons:
            click(qtbot, pick(screen.table))
        else:
            qtbot.wait(5)
        clicks += 1
    return clicks


def tiny_setup(*kinds: str, seed: int = 7, target: int = 10) -> NewGameSetup:
    """A tiny game with one seat per ``kinds`` entry: "" for a person, else an AI level."""
    names = ["Anna", "Boris", "Clio", "Dmitri"]
    players = [{"name": names[i], "color": "", "ai": kind} for i, kind in enumerate(kinds)]
    return NewGameSetup("tiny", {"players": len(kinds), "target": target}, seed, players)
