"""A learner who follows any game's tutorial through its screen: makes the move the panel asks for (through
the controller, as the table would) and presses Next when only that is asked. Shared by the shell's tutorial
panel tests, which look at the panel, not at the table's gestures."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QApplication

from civitas.engine.registry import register
from civitas.ui.tutorial.screen import TutorialScreen


def open_tutorial_screen(make_window: Any, game_id: str, lang: str = "en", size: tuple[int, int] = (1280, 800),
                         ) -> tuple[Any, TutorialScreen]:
    register(game_id, f"civitas.games.{game_id}.package")
    window = make_window(games=[game_id], language=lang)
    window.set_language(lang)
    window.resize(*size)
    window.start.select_game(game_id)
    window.start.tutorial_button.click()
    screen = window.game_screen
    assert isinstance(screen, TutorialScreen)
    QApplication.processEvents()
    return window, screen


def follow(qtbot: Any, screen: TutorialScreen, steps: int, each: Callable[[], None]) -> int:
    """Follow the tutorial for up to ``steps`` steps on screen, calling ``each()`` once on every step shown
    (after it has settled). Returns how many steps were seen."""
    tutorial = screen.tutorial
    seen = -1
    count = 0
    for _ in range(steps * 40):
        QApplication.processEvents()
        run = tutorial.run
        if run.index != seen:
            seen = run.index
            qtbot.wait(5)
            each()
            count += 1
            if count >= steps:
                break
        if run.finished:
            break
        wanted = tutorial.wanted()
        if wanted:
            assert tutorial.try_act(tutorial.run.tutorial.human, wanted[0]) is None
        elif run.done and screen.panel.next_button.isEnabled():
            screen.panel.next_button.click()
        else:
            qtbot.wait(10)  # the computer players are moving
    return count
