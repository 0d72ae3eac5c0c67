"""What a game tells the search: the contract of a game's AI knowledge. No Qt, no search here.

Every game provides one object implementing :class:`Knowledge` (see :mod:`civitas.engine.package`).
:class:`BaseKnowledge` gives the plain answers a game may keep: no pruning, the full evaluation at
every level, no timed answers. The search in ``civitas.ai`` calls every method; none is optional.
"""

from __future__ import annotations

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

    def basic_evaluate(self, game: Game[Any], state: Any) -> list[float]:
        """A plainer judgement than ``evaluate`` (the race to the game's goal, say) for middle levels."""
        ...

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        """A quick action for ``seat`` among ``legal`` (never empty), used in rollouts."""
        ...

    def candidates(self, game: Game[Any], state: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The moves worth searching: a subset of ``legal``, or empty for all of them. Used at every
        tree node, so it must be cheap and must never drop every good move."""
        ...

    def answer_seconds(self, game: Game[Any], view: Any, seat: int) -> float:
        """> 0 when ``seat`` answers a question every seat is asked whatever it holds: the worker then
        answers in exactly that time, so the pause does not tell what the hand holds. 0 otherwise."""
        ...

    def shown_plan(self, game: Game[Any], view: Any, seat: int, first: Action, plan: list[Action]) -> list[Action]:
        """A hint's follow-up moves after ``first`` as the player will read them: ``plan`` itself, or a
        shorter one where a later move would read wrongly (``view`` is the seat's view)."""
        ...

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A hint message id and its arguments that explain ``action`` to a beginner.

        ``state`` is the seat's view (hidden information redacted), never a full state.
        """
        ...


class BaseKnowledge:
    """Knows nothing about the game: uniform random policy, rewards when over, equal shares otherwise.
    A game's knowledge subclasses it and overrides what it knows better."""

    def evaluate(self, game: Game[Any], state: Any) -> list[float]:
        if game.is_over(state):
            return game.rewards(state)
        n = game.num_seats(state)
        return [1.0 / n] * n

    def basic_evaluate(self, game: Game[Any], state: Any) -> list[float]:
        return self.evaluate(game, state)

    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        return legal[rng.below(len(legal))]

    def candidates(self, game: Game[Any], state: Any, seat: int, legal: list[Action]) -> list[Action]:
        return []

    def prior(self, game: Game[Any], state: Any, seat: int, legal: list[Action]) -> list[float]:
        """Optional (not part of :class:`Knowledge`): how promising each of ``legal`` looks before any
        search, in [0, 1], or empty for no opinion. A level with a prior weight expands promising moves
        first and leans on this while their visits are few (progressive bias)."""
        return []

    def turn_mark(self, game: Game[Any], state: Any) -> int:
        """Optional (not part of :class:`Knowledge`): a count that grows by one each time a round (or a
        turn, as the game chooses) ends, or -1 when the game keeps none. A level with a ``horizon``
        stops a rollout once this has grown by that many since the rollout began."""
        return -1

    def level_overrides(self, level: str) -> dict[str, Any]:
        """Optional (not part of :class:`Knowledge`): fields of the difficulty level named ``level`` that
        this game plays differently (``civitas.ai.levels.Level`` field -> value, e.g. a prior weight or
        a rollout depth), or empty to play the level as it is. The level's name and time limit stay."""
        return {}

    def answer_seconds(self, game: Game[Any], view: Any, seat: int) -> float:
        return 0.0

    def shown_plan(self, game: Game[Any], view: Any, seat: int, first: Action, plan: list[Action]) -> list[Action]:
        return plan

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        return GENERIC_REASON, {}
