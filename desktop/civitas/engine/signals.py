"""Signals: something happened to a seat (``gain:<resource>``, ``attacked``, the game's end), and every
listener the game finds for it pushes its program onto the decision stack.

The order is stated once, here: the game's ``listeners(s, seat, name, info)`` gives the frames in the order
they resolve (first listed, first resolved), and :meth:`Signals.signal` pushes them so. ``info`` (what the
signal is about) goes to the listeners. No game's words; no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.decisions import Frame

Listeners = Callable[[Any, int, str, dict[str, Any] | None], list[Frame]]


class Signals:
    """One game's signal dispatch: ``listeners`` finds the frames a signal pushes, in resolution order."""

    __slots__ = ("listeners",)

    def __init__(self, listeners: Listeners) -> None:
        self.listeners = listeners

    def signal(self, s: Any, seat: int, name: str, info: dict[str, Any] | None = None) -> None:
        """Fire ``name`` for ``seat``: its listeners' frames go on the stack, the first listed on top."""
        frames = self.listeners(s, seat, name, info)
        if frames:
            s.stack.push_all(frames)
