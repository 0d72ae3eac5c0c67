"""The guided first game on screen: a tutorial panel docked in the game screen, a controller that
follows the learner's progress and holds back moves off the script, and scripted opponents."""

from __future__ import annotations

from civitas.engine.lookup import tutorial_for


def has_tutorial(game_id: str) -> bool:
    return tutorial_for(game_id) is not None
