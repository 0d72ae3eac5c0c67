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


def same_types(a: Any, b: Any) -> bool:
    """For two equal values: whether every part also has the same type (``1``, ``1.0`` and ``True``
    are equal in Python, but a game holds only the one its legal actions name)."""
    if type(a) is not type(b):
        return False
    if type(a) is not tuple:
        return True
    kinds = tuple(map(type, a))  # type objects compare by identity: exact, and done in C
    if kinds != tuple(map(type, b)):
        return False
    return tuple not in kinds or all(same_types(x, y) for x, y in zip(a, b, strict=True) if type(x) is tuple)
