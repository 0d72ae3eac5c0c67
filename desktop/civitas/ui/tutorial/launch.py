"""Opening the tutorial from the start screen: resume the saved one, or begin it afresh."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Protocol

from PySide6.QtCore import QObject

from civitas.engine.lookup import tutorial_for
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.engine.tutorial import TutorialRun
from civitas.ui.controller import GameController
from civitas.ui.game_screen import GameScreen
from civitas.ui.tutorial.controller import TutorialController
from civitas.ui.tutorial.progress import load_progress
from civitas.ui.tutorial.screen import TutorialScreen


class SessionHost(Protocol):
    """The window that puts a session on screen (the main window; a test may pass its own)."""

    def open_session(
        self,
        session: Session,
        hide_first: bool = ...,
        make_controller: Callable[[Session, set[int], str, QObject], GameController] = ...,
        make_screen: Callable[[GameController, int], GameScreen] = ...,
    ) -> GameScreen: ...


def tutorial_screen(controller: GameController, ai_delay_ms: int) -> GameScreen:
    assert isinstance(controller, TutorialController)
    return TutorialScreen(controller, ai_delay_ms)


def open_tutorial(window: SessionHost, game_id: str, fresh: bool = False) -> TutorialScreen | None:
    """Put the tutorial of ``game_id`` on screen: where the learner left it (unless ``fresh``, or
    it was finished), else from the first step."""
    tutorial = tutorial_for(game_id)
    if tutorial is None:
        return None
    loaded = None if fresh else load_progress(tutorial)
    if loaded is None or loaded[1].finished:
        session = Session.new(get_game(game_id), tutorial.options, tutorial.seed, tutorial.players)
        run = TutorialRun(tutorial)
    else:
        session, run = loaded
    screen = window.open_session(
        session, make_controller=partial(TutorialController, run=run), make_screen=tutorial_screen
    )
    assert isinstance(screen, TutorialScreen)
    screen.restart_requested.connect(lambda: open_tutorial(window, game_id, fresh=True))
    return screen
