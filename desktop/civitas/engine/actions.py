"""Actions are tuples of plain values: hashable, cheap to build, JSON as nested lists."""

from __future__ import annotations

from typing import Any

Action = tuple[Any, ...]


def action_to_json(action: Action) -> list[Any]:
    return [action_to_json(a) if isinstance(a, tuple) else a for a in action]


def action_from_json(data: Any) -> Action:
    if not isinstance(data, list):
        raise ValueError("an action must be a JSON list")
    return tuple(action_from_json(a) if isinstance(a, list) else _check_scalar(a) for a in data)


def _check_scalar(value: Any) -> Any:
    if value is None or isinstance(value, str | int | float | bool):
        return value
    raise ValueError(f"unexpected value in action: {type(value).__name__}")
