"""Events: what an action did, for the table to animate and the log to record."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Event:
    """One thing that happened.

    ``args`` are seen by every seat; ``secret`` only by its ``readers`` (for example the card a player
    drew: its drawer; a card one player shows another: both). ``owner`` is the seat the secret is
    first about (its log line says "you" to it); giving only ``owner`` makes it the one reader, giving
    only ``readers`` makes the first of them the owner. ``reveal`` marks new information entering the
    game (a draw, a die roll, a card shown), which is an undo barrier.
    """

    kind: str
    args: dict[str, Any] = field(default_factory=dict)
    owner: int | None = None
    secret: dict[str, Any] | None = None
    reveal: bool = False
    readers: tuple[int, ...] = ()

    # Written out (dataclass keeps it): the compiled build then builds events natively, where the
    # generated one is interpreted Python, called for every event.
    def __init__(
        self,
        kind: str,
        args: dict[str, Any] | None = None,
        owner: int | None = None,
        secret: dict[str, Any] | None = None,
        reveal: bool = False,
        readers: tuple[int, ...] | None = None,
    ) -> None:
        self.kind = kind
        self.args = {} if args is None else args
        if readers is None:
            readers = () if owner is None else (owner,)
        elif owner is None and readers:
            owner = readers[0]
        self.owner = owner
        self.secret = secret
        self.reveal = reveal
        self.readers = readers

    def may_read(self, seat: int | None) -> bool:
        """Whether ``seat`` reads the secret (``None``, an observer, never does)."""
        return seat is not None and seat in self.readers

    def for_seat(self, seat: int | None) -> dict[str, Any]:
        """The event as ``seat`` may see it (``None``: an observer who sees no secrets)."""
        out = dict(self.args)
        if self.secret is not None and seat is not None and seat in self.readers:
            out.update(self.secret)
        return out

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "args": self.args}
        if self.owner is not None:
            data["owner"] = self.owner
        if self.readers != (() if self.owner is None else (self.owner,)):
            data["readers"] = list(self.readers)
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
            readers=None if data.get("readers") is None else tuple(int(x) for x in data["readers"]),
        )
