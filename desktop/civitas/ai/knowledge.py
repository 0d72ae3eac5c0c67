"""What a game tells the search: a position evaluation, a fast default policy and beginner reasons.

A game provides its knowledge in ``civitas.games.<id>.ai`` as a module attribute ``KNOWLEDGE``;
games without one get :class:`DefaultKnowledge`. Nothing here may import Qt.
"""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any, Protocol, runtime_checkable

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.rng import Rng

GENERIC_REASON = "hint.generic"


@runtime_checkable
class Knowledge(Protocol):
    """Game-specific guidance for the search. Every method must be fast and must not mutate ``state``."""

    def evaluate(self, game: Game[Any], state: Any) -> list[float]:
        """Per-seat value in [0, 1] (roughly: the chance to win) used to cut rollouts short."""
        ...

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        """A quick action for ``seat`` among ``legal`` (never empty), used in rollouts."""
        ...

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A catalog message id and its arguments that explain ``action`` to a beginner.

        ``state`` is the seat's view (hidden information redacted), never a full state.
        """
        ...


# Optional, looked up with getattr by the search:
#     candidates(game, state, seat, legal) -> list[Action]
# the moves worth searching (a subset of ``legal``; empty = all of them). Used at every tree node,
# so it must be cheap and must never drop every good move.
#     basic_evaluate(game, state) -> list[float]
# a plainer judgement than ``evaluate`` (the race to the game's goal, say) for middle levels.
#     answer_seconds(game, view, seat) -> float
# > 0 when ``seat`` is answering a question that every seat is asked whatever it holds (may I play
# luck?): the worker then answers in exactly that time, whether or not there was anything to think
# about, so the pause does not tell the others what the hand holds. 0 for ordinary decisions.


class DefaultKnowledge:
    """Knows nothing about the game: uniform random policy, rewards when over, equal shares otherwise."""

    def evaluate(self, game: Game[Any], state: Any) -> list[float]:
        if game.is_over(state):
            return game.rewards(state)
        n = game.num_seats(state)
        return [1.0 / n] * n

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        return GENERIC_REASON, {}


DEFAULT = DefaultKnowledge()

EVALUATIONS = ("full", "basic", "none")


class _BasicEvaluator:
    """Wraps a knowledge whose ``basic_evaluate`` judges positions in place of ``evaluate``."""

    __slots__ = ("evaluate",)

    def __init__(self, evaluate: Any) -> None:
        self.evaluate = evaluate

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        return DEFAULT.policy(game, state, seat, legal, rng)

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        return DEFAULT.reason(game, state, seat, action)


def answer_seconds(knowledge: Knowledge, game: Game[Any], view: Any, seat: int) -> float:
    """How long an answer to a question must take (see ``answer_seconds`` above); 0 if not one."""
    method = getattr(knowledge, "answer_seconds", None)
    return max(0.0, float(method(game, view, seat))) if method is not None else 0.0


def evaluator_for(knowledge: Knowledge, evaluation: str) -> Knowledge:
    """The knowledge whose ``evaluate`` a search should use for the given evaluation quality.

    ``"full"``: the game's evaluation; ``"basic"``: its ``basic_evaluate`` if it has one, else the
    full one; ``"none"``: equal shares until the game is over.
    """
    if evaluation == "full":
        return knowledge
    if evaluation == "basic":
        basic = getattr(knowledge, "basic_evaluate", None)
        return knowledge if basic is None else _BasicEvaluator(basic)
    if evaluation == "none":
        return DEFAULT
    raise ValueError(f"unknown evaluation {evaluation!r}; expected one of {', '.join(EVALUATIONS)}")

_CACHE: dict[str, Knowledge] = {}


def knowledge_for(game_id: str) -> Knowledge:
    """The knowledge of ``civitas.games.<game_id>.ai`` (its ``KNOWLEDGE``), else the default.

    A missing module means "no knowledge"; an ``ai`` module that exists but fails to import is a bug
    and its error propagates.
    """
    cached = _CACHE.get(game_id)
    if cached is not None:
        return cached
    name = f"civitas.games.{game_id}.ai"
    knowledge: Knowledge = DEFAULT
    try:
        spec = importlib.util.find_spec(name)
    except ModuleNotFoundError:  # the game package itself does not exist
        spec = None
    if spec is not None:
        module = importlib.import_module(name)
        found = getattr(module, "KNOWLEDGE", None)
        if found is not None:
            if not isinstance(found, Knowledge):
                raise TypeError(f"{name}.KNOWLEDGE does not implement the Knowledge protocol")
            knowledge = found
    _CACHE[game_id] = knowledge
    return knowledge
