"""Computer seats of a tutorial: the tutorial's scripted agent chooses their moves (after the usual
short pause), with no search process; a random legal move only if the agent has none."""

from __future__ import annotations

from PySide6.QtCore import QObject

from civitas.engine.actions import Action
from civitas.ui.ai_runner import AiRunner
from civitas.ui.controller import GameController


class ScriptedRunner(AiRunner):
    use_worker = False

    def __init__(self, controller: GameController, delay_ms: int = 600, parent: QObject | None = None) -> None:
        super().__init__(controller, delay_ms, parent)
        self.random_play = False  # the scripted moves are not the random stand-in

    def random_move(self, seat: int) -> Action | None:
        agent = getattr(self.controller, "agent", None)
        session = self.controller.session
        if callable(agent):
            action = agent(session.game, session.state, seat)
            if action is not None and session.game.why_not(session.state, seat, action) is None:
                return action
        return super().random_move(seat)
