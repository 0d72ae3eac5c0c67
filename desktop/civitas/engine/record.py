"""A game is its options, its seed and its action list; replaying them rebuilds the same state."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from civitas.engine.actions import Action, action_from_json, action_to_json
from civitas.engine.events import Event
from civitas.engine.game import Game


class ReplayError(ValueError):
    """A record that does not replay: an illegal step or a state hash that does not match."""

    def __init__(self, code: str, args: dict[str, Any] | None = None) -> None:
        super().__init__(code, args or {})
        self.code = code
        self.args_ = args or {}


@dataclass(slots=True)
class GameRecord:
    game_id: str
    options: dict[str, Any]
    seed: int
    steps: list[tuple[int, Action]] = field(default_factory=list)
    undo_used: int = 0
    hints_used: int = 0
    players: list[dict[str, Any]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "options": self.options,
            "seed": self.seed,
            "steps": [[seat, action_to_json(action)] for seat, action in self.steps],
            "undo_used": self.undo_used,
            "hints_used": self.hints_used,
            "players": self.players,
        }

    @staticmethod
    def from_json(data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise ValueError("record must be an object")
        steps: list[tuple[int, Action]] = []
        for item in data["steps"]:
            if not (isinstance(item, list) and len(item) == 2 and isinstance(item[0], int)):
                raise ValueError("bad step")
            steps.append((item[0], action_from_json(item[1])))
        seed = data["seed"]
        options = data["options"]
        if not isinstance(seed, int) or not isinstance(options, dict):
            raise ValueError("bad seed or options")
        players = data.get("players", [])
        if not isinstance(players, list):
            raise ValueError("bad players")
        return GameRecord(
            game_id=str(data["game"]),
            options=options,
            seed=seed,
            steps=steps,
            undo_used=int(data.get("undo_used", 0)),
            hints_used=int(data.get("hints_used", 0)),
            players=players,
        )


def replay(
    game: Game[Any], record: GameRecord, upto: int | None = None, events: list[Event] | None = None
) -> tuple[Any, list[bool]]:
    """Rebuild the state after ``upto`` steps (all by default); also which steps revealed anything.
    Every event the steps produce is appended to ``events`` when a list is given."""
    state, opening = game.start(game.validate_options(record.options), record.seed)
    if events is not None:
        events.extend(opening)
    reveals: list[bool] = []
    steps = record.steps if upto is None else record.steps[:upto]
    for index, (seat, action) in enumerate(steps):
        reason = game.why_not(state, seat, action)
        if reason is not None:
            raise ReplayError("replay.illegal_step", {"step": index, "reason": reason.code})
        produced = game.apply(state, seat, action)
        reveals.append(any(e.reveal for e in produced))
        if events is not None:
            events.extend(produced)
    return state, reveals
