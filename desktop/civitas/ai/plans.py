"""Plan following: a computer seat plays the rest of the plan its last search found, without a new
search, for as long as each position it meets is exactly the one the search foresaw.

A search ends with the searching seat's principal variation over its own consecutive decisions (see
:func:`civitas.ai.ismcts.plan_after`): place a worker, then pay, then pick the card. Those follow-ups
would otherwise each cost a fresh search of the same tree. A plan never crosses another seat's move or
anything revealed (a draw, a die), and each step carries the hash of the view it was meant for, so a
position that differs in any way the seat can see gets a new search.
"""

from __future__ import annotations

from collections import deque
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game


class PlanBook:
    """The plans of the computer seats of one game (or one worker process), by seat and level."""

    def __init__(self) -> None:
        self._plans: dict[tuple[str, int, str], deque[tuple[Action, str]]] = {}
        self.followed = 0  # moves played from a plan (for benchmarks and tests)

    def keep(self, game: Game[Any], seat: int, level: str, plan: list[tuple[Action, str]]) -> None:
        """Remember ``plan`` (from ``plan_after``) as ``seat``'s next moves at ``level``."""
        key = (game.id, seat, level)
        if plan:
            self._plans[key] = deque(plan)
        else:
            self._plans.pop(key, None)

    def take(self, game: Game[Any], view: Any, seat: int, level: str) -> Action | None:
        """The planned move for ``view`` if the plan foresaw exactly this position and the move is
        legal in it; otherwise None (and the plan is dropped)."""
        key = (game.id, seat, level)
        plan = self._plans.get(key)
        if not plan:
            return None
        action, expected = plan[0]
        if game.state_hash(view) != expected or action not in game.legal_actions(view, seat):
            del self._plans[key]
            return None
        plan.popleft()
        if not plan:
            del self._plans[key]
        self.followed += 1
        return action

    def forget(self) -> None:
        self._plans.clear()
