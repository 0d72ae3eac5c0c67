"""Events: what an action did, for the table to animate and the log to record."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    """One thing that happened.

    ``args`` are seen by every seat; ``secret`` only by ``owner`` (for example the card a player
    drew). ``reveal`` marks new information entering the game (a draw, a die roll, a card shown),
    which is an undo barrier.
    """

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    owner: int | None = None
    secret: dict[str, Any] | None = None
    reveal: bool = False

    # Written out (dataclass keeps it): the compiled build then builds events natively, where the
    # generated one is interpreted Python, called for every event.
    def __init__(
        self,
        kind: str,
        args: dict[str, Any] | None = None,
        owner: int | None = None,
        secret: dict[str, Any] | None = None,
        reveal: bool = False,
    ) -> None:
        self.kind = kind
        self.args = {} if args is None else args
        self.owner = owner
        self.secret = secret
        self.reveal = reveal

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as ``seat`` may see it (``None``: an observer who sees no secrets)."""
        out = dict(self.args)
        if self.secret is not None and seat is not None and seat == self.owner:
            out.update(self.secret)
        return out

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "args": self.args}
        if self.owner is not None:
            data["owner"] = self.owner
        if self.secret is not None:
            data["secret"] = self.secret
        if self.reveal:
            data["reveal"] = True
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Event:
        return Event(
            kind=str(data["kind"]),
            args=dict(data.get("args", {})),
            owner=data.get("owner"),
            secret=data.get("secret"),
            reveal=bool(data.get("reveal", False)),
        )
