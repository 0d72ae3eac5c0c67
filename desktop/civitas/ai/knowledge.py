"""The search's side of a game's knowledge: finding it, and choosing the evaluation a level uses.

The contract a game implements is :class:`civitas.engine.knowledge.Knowledge`; its package declares
the object (``civitas.engine.package.GamePackage.knowledge``). Nothing here may import Qt.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import GENERIC_REASON, BaseKnowledge, Knowledge
from civitas.engine.registry import get_package
from civitas.engine.rng import Rng

__all__ = [
    "DEFAULT",
    "EVALUATIONS",
    "GENERIC_REASON",
    "DefaultKnowledge",
    "Knowledge",
    "answer_seconds",
    "evaluator_for",
    "knowledge_for",
]

DefaultKnowledge = BaseKnowledge
#: Knows nothing about any game: the search's plain judgement (equal shares until the end).
DEFAULT = BaseKnowledge()

EVALUATIONS = ("full", "basic", "none")


class _BasicEvaluator(BaseKnowledge):
    """Judges positions with a knowledge's ``basic_evaluate``; everything else is the plain default."""

    __slots__ = ("knowledge",)

    def __init__(self, knowledge: Knowledge) -> None:
        self.knowledge = knowledge

    def evaluate(self, game: Game[Any], state: Any) -> list[float]:
        return self.knowledge.basic_evaluate(game, state)

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        return DEFAULT.policy(game, state, seat, legal, rng)


def answer_seconds(knowledge: Knowledge, game: Game[Any], view: Any, seat: int) -> float:
    """How long an answer to a question must take (see ``Knowledge.answer_seconds``); 0 if not one."""
    return max(0.0, float(knowledge.answer_seconds(game, view, seat)))


def evaluator_for(knowledge: Knowledge, evaluation: str) -> Knowledge:
    """The knowledge whose ``evaluate`` a search should use for the given evaluation quality.

    ``"full"``: the game's evaluation; ``"basic"``: its ``basic_evaluate``; ``"none"``: equal shares
    until the game is over.
    """
    if evaluation == "full":
        return knowledge
    if evaluation == "basic":
        return _BasicEvaluator(knowledge)
    if evaluation == "none":
        return DEFAULT
    raise ValueError(f"unknown evaluation {evaluation!r}; expected one of {', '.join(EVALUATIONS)}")


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge the package of ``game_id`` declares (:class:`~civitas.engine.registry.UnknownGame`
    for an id that is not registered)."""
    return get_package(game_id).knowledge
