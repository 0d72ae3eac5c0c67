"""A game is its options, its seed and its action list; replaying them rebuilds the same state.

A record read from a file is checked strictly (types, ranges, lengths) before anything replays it,
and a replay accepts a step only when it is exactly one of the legal actions (same values and same
types: ``1.0`` or ``True`` never stand in for ``1``), so whatever loads is a position reached by
legal play."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from civitas.engine.actions import Action, action_to_json, same_types
from civitas.engine.events import Event
from civitas.engine.game import Game

MAX_STEPS = 200_000  # a long six-player game has a few thousand
MAX_SEAT = 63
MAX_SEED = 2**64 - 1
MAX_COUNT = 10**9
MAX_PLAYERS = 16  # entries in ``players``
MAX_TEXT = 200  # characters of a player's name or any other text value
MAX_ACTION_LEN = 16
MAX_ACTION_DEPTH = 3
MAX_INT = 2**63 - 1


class ReplayError(ValueError):
    """A record that does not replay: an illegal step or a state hash that does not match."""

    def __init__(self, code: str, args: dict[str, Any] | None = None) -> None:
        super().__init__(code, args or {})
        self.code = code
        self.args_ = args or {}


class RecordError(ValueError):
    """A record whose structure is not valid (a damaged or crafted file); ``field`` names the part."""

    def __init__(self, field_name: str) -> None:
        super().__init__(f"bad record field: {field_name}")
        self.field = field_name


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
        """The record in ``data``; raises RecordError (a ValueError) for anything malformed."""
        if not isinstance(data, dict):
            raise RecordError("record")
        game_id = data.get("game")
        if not isinstance(game_id, str) or not 0 < len(game_id) <= 64:
            raise RecordError("game")
        return GameRecord(
            game_id=game_id,
            options=_options(data.get("options")),
            seed=_int(data.get("seed"), "seed", 0, MAX_SEED),
            steps=_steps(data.get("steps")),
            undo_used=_int(data.get("undo_used", 0), "undo_used", 0, MAX_COUNT),
            hints_used=_int(data.get("hints_used", 0), "hints_used", 0, MAX_COUNT),
            players=_players(data.get("players", [])),
        )


def _int(value: Any, name: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RecordError(name)
    return value


def _scalar(value: Any, name: str) -> Any:
    """A JSON scalar of sane size: None, bool, a 64-bit int, a finite float or a short string."""
    if value is None or isinstance(value, bool):
        return value
    if isinstance(value, int):
        return _int(value, name, -MAX_INT - 1, MAX_INT)
    if isinstance(value, float):
        if not math.isfinite(value):
            raise RecordError(name)
        return value
    if isinstance(value, str) and len(value) <= MAX_TEXT and _encodable(value):
        return value
    raise RecordError(name)


def _encodable(text: str) -> bool:
    """False for text with lone surrogates (JSON allows them; writing the save again would fail)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _options(data: Any) -> dict[str, Any]:
    """Option values are scalars or flat lists of scalars; the game checks their meaning."""
    if not isinstance(data, dict) or len(data) > 64:
        raise RecordError("options")
    out: dict[str, Any] = {}
    for key, value in data.items():
        if not isinstance(key, str) or len(key) > 64 or not _encodable(key):
            raise RecordError("options")
        if isinstance(value, list):
            if len(value) > 64:
                raise RecordError("options")
            out[key] = [_scalar(item, "options") for item in value]
        else:
            out[key] = _scalar(value, "options")
    return out


def _action(data: Any, depth: int = 1) -> Action:
    """The action a step's JSON list stands for, checked on the way (one pass: loading a long game
    checks thousands of them). Strings and plain ints take the short path; anything else is a
    ``_scalar``."""
    if not isinstance(data, list) or len(data) > MAX_ACTION_LEN or depth > MAX_ACTION_DEPTH:
        raise RecordError("steps")
    out: list[Any] = []
    for item in data:
        kind = type(item)
        if kind is str:
            if len(item) > MAX_TEXT or not (item.isascii() or _encodable(item)):
                raise RecordError("steps")
        elif kind is int:
            if not -MAX_INT - 1 <= item <= MAX_INT:
                raise RecordError("steps")
        elif isinstance(item, list):
            item = _action(item, depth + 1)
        else:
            item = _scalar(item, "steps")
        out.append(item)
    return tuple(out)


def _steps(data: Any) -> list[tuple[int, Action]]:
    if not isinstance(data, list) or len(data) > MAX_STEPS:
        raise RecordError("steps")
    steps: list[tuple[int, Action]] = []
    for item in data:
        if not (isinstance(item, list) and len(item) == 2):
            raise RecordError("steps")
        seat = _int(item[0], "steps", 0, MAX_SEAT)
        action = _action(item[1])
        if not action:
            raise RecordError("steps")
        steps.append((seat, action))
    return steps


def _players(data: Any) -> list[dict[str, Any]]:
    """Each seat's entry: a name, a colour, an AI level and the like, all short scalars."""
    if not isinstance(data, list) or len(data) > MAX_PLAYERS:
        raise RecordError("players")
    out: list[dict[str, Any]] = []
    for entry in data:
        if not isinstance(entry, dict) or len(entry) > 16:
            raise RecordError("players")
        for key, value in entry.items():
            if not isinstance(key, str) or len(key) > 64 or not _encodable(key):
                raise RecordError("players")
            _scalar(value, "players")
            if key in ("name", "color") and not isinstance(value, str):
                raise RecordError("players")
        out.append(dict(entry))
    return out


def exact_legal(game: Game[Any], state: Any, seat: int, action: Action) -> bool:
    """Whether ``action`` is one of ``seat``'s legal actions with the very same types (not just equal)."""
    if seat not in game.to_move(state):
        return False
    legal = game.legal_actions(state, seat)
    try:
        first = legal.index(action)
    except ValueError:
        return False
    if same_types(legal[first], action):
        return True
    return any(other == action and same_types(other, action) for other in legal[first + 1 :])


def replay(
    game: Game[Any],
    record: GameRecord,
    upto: int | None = None,
    events: list[Event] | None = None,
    starts: list[int] | None = None,
    on_step: Callable[[int, Any, bool], None] | None = None,
) -> tuple[Any, list[bool]]:
    """Rebuild the state after ``upto`` steps (all by default); also which steps revealed anything.
    Every event the steps produce is appended to ``events`` when a list is given, and then, when
    ``starts`` is given too, the index in ``events`` where each step's events begin to ``starts``.
    ``on_step(done, state, revealed)`` is called with the start (``done`` 0) and after each step (a
    session keeps its checkpoints so)."""
    state, opening = game.start(game.validate_options(record.options), record.seed)
    if events is not None:
        events.extend(opening)
    reveals: list[bool] = []
    steps = record.steps if upto is None else record.steps[:upto]
    apply = game.apply
    if on_step is not None:
        on_step(0, state, False)
    for index, (seat, action) in enumerate(steps):
        if not exact_legal(game, state, seat, action):
            raise ReplayError("replay.illegal_step", {"step": index})
        produced = apply(state, seat, action)
        revealed = any(e.reveal for e in produced)
        reveals.append(revealed)
        if events is not None:
            game.name_events(state, produced)
            if starts is not None:
                starts.append(len(events))
            events.extend(produced)
        if on_step is not None:
            on_step(index + 1, state, revealed)
    return state, reveals
