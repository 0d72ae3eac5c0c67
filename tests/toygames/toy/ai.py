"""What Pebbles tells the search: leave the pile at a multiple of four."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.rng import Rng


class PebblesKnowledge(BaseKnowledge):
    def policy(self, game: Game[Any], state: Any, seat: int, legal: list[Action], rng: Rng) -> Action:
        for action in legal:
            if (state.pile - action[1]) % 4 == 0:
                return action
        return legal[rng.below(len(legal))]

    def reason(self, game: Game[Any], state: Any, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        left = state.pile - int(action[1])
        return ("hint.toy.four", {"left": left}) if left % 4 == 0 else ("hint.generic", {})


KNOWLEDGE = PebblesKnowledge()
HINT_MESSAGES: dict[str, dict[str, str]] = {
    "ru": {"hint.toy.four": "Оставьте в куче {left}: число, кратное четырём, неудобно сопернику."},
    "en": {"hint.toy.four": "Leave {left} in the pile: a multiple of four is awkward for your rival."},
}
