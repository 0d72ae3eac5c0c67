"""A decision stack for multi-step effects and reactions.

An action that needs more than one choice (choose a card, then a target, then pay; choose which cards
to lose; another seat's reaction in the middle of a turn) pushes frames. The top frame is what happens
next: a *decision* frame waits for its seat's action, an *automatic* frame (``seat`` is None) is a step
the game runs itself. Every frame carries its ``source``, the card or rule that caused it, so the log and
the hints can say where a decision comes from. Frames hold only plain JSON values, so a state that keeps
a stack copies and saves it cheaply.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Frame:
    """One pending step: ``kind`` names it, ``seat`` decides it (None: the game runs it itself),
    ``source`` is its provenance (a card id, a slot, a rule) and ``data`` its parameters."""

    kind: str
    seat: int | None = None
    source: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    # Written out (dataclass keeps it) so that the compiled build makes frames natively.
    def __init__(
        self, kind: str, seat: int | None = None, source: str = "", data: dict[str, Any] | None = None
    ) -> None:
        self.kind = kind
        self.seat = seat
        self.source = source
        self.data = {} if data is None else data

    def copy(self) -> Frame:
        return Frame(self.kind, self.seat, self.source, _copy_value(self.data))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "source": self.source, "data": _copy_value(self.data)}

    @staticmethod
    def from_json(data: Any) -> Frame:  # untrusted (a save file): checked here, not by its type
        if not isinstance(data, dict):
            raise ValueError("a frame must be an object")
        seat = data.get("seat")
        if seat is not None and not isinstance(seat, int):
            raise ValueError("a frame's seat must be an integer or null")
        inner = data.get("data", {})
        if not isinstance(inner, dict):
            raise ValueError("a frame's data must be an object")
        return Frame(str(data["kind"]), seat, str(data.get("source", "")), _copy_value(inner))


def _copy_value(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy_value(v) for v in value]
    return value


class DecisionStack:
    """Frames last in, first out. ``top`` is what happens next; ``waiting`` the seat that must decide."""

    __slots__ = ("frames",)

    def __init__(self, frames: list[Frame] | None = None) -> None:
        self.frames: list[Frame] = frames if frames is not None else []

    def __bool__(self) -> bool:
        return bool(self.frames)

    def __len__(self) -> int:
        return len(self.frames)

    def push(self, frame: Frame) -> None:
        self.frames.append(frame)

    def push_all(self, frames: list[Frame]) -> None:
        """Push ``frames`` so that the first of them is handled first."""
        self.frames.extend(reversed(frames))

    def pop(self) -> Frame:
        return self.frames.pop()

    @property
    def top(self) -> Frame | None:
        return self.frames[-1] if self.frames else None

    def waiting(self) -> int | None:
        """The seat the top frame waits for; None when empty or when the top is automatic."""
        top = self.top
        return None if top is None else top.seat

    def copy(self) -> DecisionStack:
        return DecisionStack([f.copy() for f in self.frames])

    def to_json(self) -> list[dict[str, Any]]:
        return [f.to_json() for f in self.frames]

    @staticmethod
    def from_json(data: Any) -> DecisionStack:  # untrusted (a save file): checked here, not by its type
        if not isinstance(data, list):
            raise ValueError("a decision stack must be a list")
        return DecisionStack([Frame.from_json(item) for item in data])
