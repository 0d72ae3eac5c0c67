"""A first AI knowledge for Empires: the evaluation is the VP race (progress and card VP, unrest held as a
collapse risk), the rollout policy plays cards before ending an activation and mostly activates. The real
AI (deck-building value, history, garrisons) is a later step of issue #20."""

from __future__ import annotations

import math
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.rng import Rng
from civitas.games.empires.scoring import total_vp, unrest_count
from civitas.games.empires.state import EmpiresState


class EmpiresKnowledge(BaseKnowledge):
    def evaluate(self, game: Game[Any], state: EmpiresState) -> list[float]:
        if state.over:
            return game.rewards(state)
        points = [total_vp(state, p) - 0.5 * unrest_count(state, p) for p in range(state.n)]
        weights = [math.exp(0.25 * (v - max(points))) for v in points]
        total = sum(weights)
        return [w / total for w in weights]

    def policy(self, game: Game[Any], state: EmpiresState, seat: int, legal: list[Action], rng: Rng) -> Action:
        kinds = {a[0] for a in legal}
        if "activate" in kinds and rng.below(5):
            return ("activate",)
        busy = [a for a in legal if a[0] in ("play", "exhaust")]
        if busy and rng.below(6):
            return busy[rng.below(len(busy))]
        return legal[rng.below(len(legal))]

    def reason(self, game: Game[Any], state: EmpiresState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        kind = action[0] if action else ""
        if kind in ("play", "exhaust"):
            return "hint.empires.use_cards", {}
        if kind == "innovate":
            return "hint.empires.innovate", {}
        if kind == "revolt":
            return "hint.empires.revolt", {}
        return "hint.empires.generic", {}


KNOWLEDGE = EmpiresKnowledge()

HINT_MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "hint.empires.use_cards": "Используйте карты, пока есть жетоны действия и эксплуатации.",
        "hint.empires.innovate": "Инновация сбрасывает руку ради прорыва за сильной картой.",
        "hint.empires.revolt": "Революция избавляет руку от беспорядков и отдаляет упадок.",
        "hint.empires.generic": "Этот выбор продолжает вашу игру.",
    },
    "en": {
        "hint.empires.use_cards": "Use your cards while you have action and exhaust tokens.",
        "hint.empires.innovate": "Innovating discards your hand to break through for a strong card.",
        "hint.empires.revolt": "A revolt rids your hand of unrest and puts off the collapse.",
        "hint.empires.generic": "This choice carries your game on.",
    },
}
