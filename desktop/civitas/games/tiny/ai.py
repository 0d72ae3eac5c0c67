"""AI knowledge for the tiny «sum race» test game: the example of a game's ``KNOWLEDGE``."""

from __future__ import annotations

import math
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.rng import Rng
from civitas.games.tiny import HIDDEN, TinyState

_MEAN_CARD = 3.0  # cards are 1..5, four of each


class TinyKnowledge(BaseKnowledge):
    def _need(self, state: TinyState, seat: int) -> float:
        hand = sum(_MEAN_CARD if c == HIDDEN else c for c in state.hands[seat])
        pace = state.pace[seat]
        bonus = 1.0 if pace == 1 else (0.5 if pace in (None, HIDDEN) else 0.0)
        reach = state.scores[seat] + hand + bonus * len(state.hands[seat])
        return max(0.0, state.steps - reach) / (_MEAN_CARD + 1.0) + len(state.hands[seat]) * 0.5

    def evaluate(self, game: Game[Any], state: TinyState) -> list[float]:
        if state.winner is not None:
            return game.rewards(state)
        n = len(state.scores)
        turns = [self._need(state, i) + ((i - state.turn) % n) / n for i in range(n)]
        weights = [math.exp(-1.5 * t) for t in turns]
        total = sum(weights)
        return [w / total for w in weights]

    def policy(self, game: Game[Any], state: TinyState, seat: int, legal: list[Action], rng: Rng) -> Action:
        if legal[0][0] == "pace":
            return ("pace", 1)
        plays = [a for a in legal if a[0] == "play"]
        if plays:
            return max(plays, key=lambda a: a[1])
        if ("draw",) in legal and rng.below(4) != 0:
            return ("draw",)
        return ("roll",)

    def reason(self, game: Game[Any], state: TinyState, seat: int, action: Action) -> tuple[str, dict[str, Any]]:
        kind = action[0]
        if kind == "pace":
            return ("hint.tiny.fast_pace", {}) if action[1] == 1 else ("hint.tiny.slow_pace", {})
        if kind == "play":
            gain = action[1] + (state.pace[seat] or 0)
            if state.scores[seat] + gain >= state.steps:
                return "hint.tiny.win_now", {"value": action[1]}
            return "hint.tiny.play_card", {"value": action[1], "gain": gain}
        if kind == "draw":
            return "hint.tiny.draw", {}
        return "hint.tiny.roll", {}


KNOWLEDGE = TinyKnowledge()

HINT_MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "hint.tiny.fast_pace": "Быстрый темп добавляет очко к каждой сыгранной карте.",
        "hint.tiny.slow_pace": "Медленный темп ничего не даёт, но иногда сбивает соперника с толку.",
        "hint.tiny.win_now": "Сыграйте {value} — этого хватает для победы прямо сейчас.",
        "hint.tiny.play_card": "Сыграйте {value}: счёт вырастет на {gain}.",
        "hint.tiny.draw": "Возьмите карту, чтобы было чем ходить дальше.",
        "hint.tiny.roll": "Бросьте кубик: на 4 и выше получите очко.",
    },
    "en": {
        "hint.tiny.fast_pace": "A fast pace adds a point to every card you play.",
        "hint.tiny.slow_pace": "A slow pace gains nothing, but may keep your rival guessing.",
        "hint.tiny.win_now": "Play the {value}: it is enough to win right now.",
        "hint.tiny.play_card": "Play the {value}: your score goes up by {gain}.",
        "hint.tiny.draw": "Draw a card so you have something to play next turn.",
        "hint.tiny.roll": "Roll the die: a 4 or more gives you a point.",
    },
}
