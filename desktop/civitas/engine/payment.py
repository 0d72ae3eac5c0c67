"""Canonical payment: a cost that can be paid in only one way is paid at once; a decision is asked only
when the ways differ.

A game states its ways to pay (``ways(s, seat, cost)``: every way as a tuple of ints, the canonical one
first, none when it cannot be paid) and how a way is paid (``pay(s, seat, cost, way, ev, src)``).
:meth:`Payment.pay_or_ask` then pays at once or pushes a ``payment`` decision of that seat on top (it
resolves next), answered by ("pay", *way). No game's words; no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.machine import Ev, Machine

Way = tuple[int, ...]
Ways = Callable[[Any, int, dict[str, int]], list[Way]]
PayWith = Callable[[Any, int, dict[str, int], Way, Ev, int], None]


class Payment:
    """The ``payment`` decision of one game's machine, declared with the rules ``section`` behind it."""

    __slots__ = ("pay", "ways")

    def __init__(self, machine: Machine, ways: Ways, pay: PayWith, section: str) -> None:
        self.ways = ways
        self.pay = pay
        machine.decide("payment", self._offer, self._answer, section=section)

    def pay_or_ask(self, s: Any, seat: int, cost: dict[str, int], ev: Ev, src: int = -1, source: str = "") -> bool:
        """Pay ``cost`` in full: at once when there is one way, else through a ``payment`` decision of ``seat``
        pushed on top. False when it cannot be paid."""
        ways = self.ways(s, seat, cost)
        if not ways:
            return False
        if len(ways) == 1:
            self.pay(s, seat, cost, ways[0], ev, src)
        else:
            s.stack.push(Frame("payment", seat, source or "pay", {"cost": dict(cost), "src": src}))
        return True

    def _offer(self, s: Any, f: Frame) -> list[Action]:
        assert f.seat is not None
        return [("pay", *way) for way in self.ways(s, f.seat, f.data["cost"])]

    def _answer(self, s: Any, f: Frame, action: Action, ev: Ev) -> None:
        assert f.seat is not None
        self.pay(s, f.seat, f.data["cost"], tuple(action[1:]), ev, f.data["src"])
