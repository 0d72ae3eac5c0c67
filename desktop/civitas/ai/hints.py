"""Hints for a human seat: the best move, up to two alternatives, win chances and beginner reasons."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from civitas.ai.ismcts import ProgressFn, plan_after
from civitas.ai.knowledge import knowledge_for
from civitas.ai.levels import Level, get_level, level_search
from civitas.engine.actions import Action, action_from_json, action_to_json
from civitas.engine.game import Game
from civitas.engine.registry import get_package
from civitas.engine.rng import Rng

# Templates for the game-agnostic reason; games add theirs in ``civitas.games.<id>.ai.HINT_MESSAGES``.
HINT_MESSAGES: dict[str, dict[str, str]] = {
    "ru": {
        "hint.generic": "Если много раз доиграть партию отсюда, этот ход чаще других ведёт к победе.",
        "hint.win_chance": "Шанс на победу: {percent}%",
    },
    "en": {
        "hint.generic": "Played out many times from here, this move wins most often.",
        "hint.win_chance": "Chance to win: {percent}%",
    },
}


def hint_messages(game_id: str, lang: str) -> dict[str, str]:
    """Hint templates for ``lang``: the generic ones plus the ones the game's package declares.

    Merge the result into the game's catalog to render a :class:`HintMove`'s reason with
    ``civitas.engine.log.render``. Unknown languages fall back to English.
    """
    out = dict(HINT_MESSAGES.get(lang) or HINT_MESSAGES["en"])
    game_messages = get_package(game_id).hint_messages
    out.update(game_messages.get(lang) or game_messages.get("en") or {})
    return out


@dataclass(frozen=True, slots=True)
class HintMove:
    action: Action
    win_chance: float  # the searching seat's estimated chance to win after this move, in [0, 1]
    visits: int
    reason: str  # a catalog message id, e.g. "hint.generic"
    reason_args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "action": action_to_json(self.action),
            "win_chance": self.win_chance,
            "visits": self.visits,
            "reason": self.reason,
            "reason_args": self.reason_args,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> HintMove:
        return HintMove(
            action_from_json(data["action"]),
            float(data["win_chance"]),
            int(data["visits"]),
            str(data["reason"]),
            dict(data.get("reason_args", {})),
        )


COACH_THRESHOLD = 0.15  # the coach speaks when a move's estimated win chance is this much below the best


@dataclass(frozen=True, slots=True)
class Hint:
    seat: int
    moves: list[HintMove]  # best first; at most 3, all distinct
    rest: list[HintMove] = field(default_factory=list)  # every other searched move (no reason), for the coach
    plan: list[Action] = field(default_factory=list)  # the seat's own follow-ups after the best move

    def find(self, action: Action) -> HintMove | None:
        """The search's estimate for ``action``, if it was searched."""
        for move in (*self.moves, *self.rest):
            if move.action == action:
                return move
        return None

    def better_than(self, action: Action, threshold: float = COACH_THRESHOLD) -> HintMove | None:
        """The best move when ``action`` was a clear mistake (its win chance lower by more than
        ``threshold``); None when it was fine or was not searched enough to judge."""
        chosen = self.find(action)
        if not self.moves or chosen is None or chosen.visits < 3 or self.best.action == action:
            return None
        return self.best if self.best.win_chance - chosen.win_chance > threshold else None

    @property
    def best(self) -> HintMove:
        return self.moves[0]

    @property
    def alternatives(self) -> list[HintMove]:
        return self.moves[1:]

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "moves": [m.to_json() for m in self.moves],
            "rest": [m.to_json() for m in self.rest],
            "plan": [action_to_json(a) for a in self.plan],
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Hint:
        return Hint(
            int(data["seat"]),
            [HintMove.from_json(m) for m in data["moves"]],
            [HintMove.from_json(m) for m in data.get("rest", [])],
            [action_from_json(a) for a in data.get("plan", [])],
        )


def hint(
    game: Game[Any],
    view: Any,
    seat: int,
    budget: Level | str = "hint",
    rng: Rng | None = None,
    progress: ProgressFn | None = None,
) -> Hint:
    """Search ``view`` (never a full state) with a level's budget and explain the top moves.

    The level's move noise is not applied: a hint always shows the best move found.
    """
    lvl = get_level(budget)
    if lvl.iterations <= 0:
        lvl = get_level("hint")
    rng = rng or Rng(0x5EED)
    know = knowledge_for(game.id)
    result = level_search(game, view, seat, lvl, rng, progress, know)
    ranked = [s for s in result.ranked if s.visits > 0] or result.ranked[:1]
    moves: list[HintMove] = []
    for stat in ranked[:3]:
        reason, args = know.reason(game, view, seat, stat.action)
        chance = min(1.0, max(0.0, stat.mean))
        moves.append(HintMove(stat.action, chance, stat.visits, reason, dict(args)))
    rest = [HintMove(stat.action, min(1.0, max(0.0, stat.mean)), stat.visits, "") for stat in ranked[3:]]
    plan = [action for action, _ in plan_after(game, view, seat, result, moves[0].action, rng)]
    plan = list(know.shown_plan(game, view, seat, moves[0].action, plan))  # a game may cut what reads wrongly
    return Hint(seat, moves, rest, plan)
