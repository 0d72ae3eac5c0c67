"""AI knowledge for The Ancient World: a position evaluation, a quick rollout policy, the pruning of
moves not worth searching, and reasons for beginners' hints.

The values are in ``ai_eval``, the move judgement, policy and pruning in ``ai_policy``, the hints'
reasons in ``ai_reasons`` and their texts (ru and en) in ``ai_texts``.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.ratings import held
from civitas.engine.rng import Rng
from civitas.games.ancient import ai_eval, ai_policy, ai_reasons
from civitas.games.ancient.ai_texts import HINT_MESSAGES
from civitas.games.ancient.frames import MACHINE
from civitas.games.ancient.scoring import running_score
from civitas.games.ancient.state import AncientState

#: How The Ancient World plays the shared levels (``civitas.ai.levels.for_game``). Hard's rollouts run to
#: the end of the round they start in (depth only as a safety cap): income comes and the citizens go
#: home at its end, so a position judged mid-round misleads. Against the depth-only Hard at equal time
#: per decision (0.1 s, 2 players) it won 134 of 200 seeded games (67.0 %, 95 % interval 60.2–73.1).
LEVEL_OVERRIDES: dict[str, dict[str, Any]] = {"hard": {"horizon": 1, "rollout_depth": 64}}


class AncientKnowledge(BaseKnowledge):
    def evaluate(self, game: Game[Any], state: AncientState) -> list[float]:
        if state.over:
            return game.rewards(state)
        return ai_eval.shares(state, [ai_eval.position_value(state, p) for p in range(state.n)])

    def basic_evaluate(self, game: Game[Any], state: AncientState) -> list[float]:
        """The plainer judgement: the score so far, plus the coins and knowledge at what they can still
        buy (less and less as the end nears; in the last round only a tie-break)."""
        if state.over:
            return game.rewards(state)
        # Below the full evaluation's rates: this judgement sees the banners a build brings but not the
        # income, food or spaces behind them, so full-rate coins would make every purchase look like a loss.
        cv = 0.6 * ai_eval.coin_value(state)
        values = [
            running_score(state, p) + state.coins[p] * cv + state.knowledge[p] * 0.6 * ai_eval.knowledge_value(state, p)
            for p in range(state.n)
        ]
        return ai_eval.shares(state, values)

    def policy(self, game: Game[Any], state: AncientState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        top = state.stack.top  # no held window: a rollout step reads each figure about once, and caching costs more
        if top is not None:
            return MACHINE.policy(top.kind)(state, seat, top, legal, rng)
        return ai_policy.turn_policy(state, seat, legal, rng)

    def level_overrides(self, level: str) -> dict[str, Any]:
        return dict(LEVEL_OVERRIDES.get(level, {}))

    def turn_mark(self, game: Game[Any], state: AncientState) -> int:
        """Rounds begun so far (for a rollout horizon)."""
        return state.round

    def prior(self, game: Game[Any], state: AncientState, seat: int, legal: list[Action]) -> list[float]:
        """For a turn's move: the rollout policy's worth of each move, scaled to [0, 1]."""
        if state.stack.top is not None or len(legal) <= 1:
            return []
        memo: dict[Any, Any] = {}
        with held(state):
            worths = [ai_policy.worth(state, seat, a, memo) for a in legal]
        low, high = min(worths), max(worths)
        if high - low < 1e-9:
            return []
        return [(w - low) / (high - low) for w in worths]

    def candidates(self, game: Game[Any], state: AncientState, seat: int, legal: list[Action]) -> list[Action]:
        if len(legal) <= 1:
            return legal
        top = state.stack.top
        with held(state):
            if top is not None:
                out = MACHINE.candidates(top.kind)(state, seat, top, legal)
            else:
                out = ai_policy.turn_candidates(state, seat, legal)
        return out or legal

    def reason(self, game: Game[Any], state: AncientState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        """A reason that is true in the view ``state`` (see ai_reasons.py)."""
        return ai_reasons.reason(state, seat, action)


KNOWLEDGE = AncientKnowledge()

__all__ = ["HINT_MESSAGES", "KNOWLEDGE", "AncientKnowledge"]
