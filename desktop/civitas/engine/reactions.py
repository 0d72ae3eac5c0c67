"""Reaction windows: seats other than the active one answer out of turn, each in its own ``react`` decision.

- :meth:`Reactions.window`: at the end of a seat's turn every other seat, in seat order from the next one,
  may use a reaction (``react``: (verb, card) or ("pass",)); a reaction used resolves and the same seat may
  react again.
- :meth:`Reactions.attack`: an attack's program reaches every other seat in seat order from the attacker;
  for each victim an automatic ``attack`` step fires the ``attacked`` signal, then offers a ``react``
  decision (attack reactions too) before the program runs. A reaction that ``protects`` cancels the attack's
  program for that victim (a ``protected`` event).

The game states which of a seat's cards can react now (``ready(s, seat, kinds)``, kinds among
``(attacked, other_turn)``), how one is used (``use(s, seat, card, ev)``) and whether it protects. No game's
words; no Qt.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.engine.machine import Ev, Machine
from civitas.engine.ops import prog_frame, seats_from
from civitas.engine.signals import Signals

Ready = Callable[[Any, int, tuple[str, ...]], list[int]]
Use = Callable[[Any, int, int, Ev], None]
Protects = Callable[[Any, int], bool]

ATTACKED = "attacked"
OTHER_TURN = "other_turn"


class Reactions:
    """The ``react`` decision and the ``attack`` step of one game's machine."""

    __slots__ = ("protects", "ready", "signals", "use", "verb")

    def __init__(self, machine: Machine, signals: Signals, ready: Ready, use: Use, protects: Protects,
                 verb: str, section: str, click: str = "") -> None:  # fmt: skip
        self.signals = signals
        self.ready = ready
        self.use = use
        self.protects = protects
        self.verb = verb
        machine.decide("react", self._offer, self._answer, section=section, click=click)
        machine.auto("attack")(self._attack)

    def window(self, s: Any, p: int) -> None:
        """After seat ``p``'s turn every other seat, in seat order, may react."""
        s.stack.push_all([Frame("react", q, "turn", {}) for q in seats_from(p, s.n, True)])

    def attack(self, s: Any, p: int, src: int, ops: list[Any], source: str) -> None:
        """Push an attack's program for every other seat, in seat order from the attacker ``p``."""
        frames = [Frame("attack", None, source, {"p": q, "src": src, "ops": ops}) for q in seats_from(p, s.n, True)]
        s.stack.push_all(frames)

    def _attack(self, s: Any, f: Frame, ev: Ev) -> None:
        q = f.data["p"]
        s.stack.push(prog_frame(q, f.data["src"], f.data["ops"], f.source))
        s.stack.push(Frame("react", q, f.source, {"attack": True}))
        self.signals.signal(s, q, ATTACKED)

    def _offer(self, s: Any, f: Frame) -> list[Action]:
        assert f.seat is not None
        kinds = (ATTACKED, OTHER_TURN) if f.data.get("attack") else (OTHER_TURN,)
        cards = self.ready(s, f.seat, kinds)
        return [(self.verb, c) for c in cards] + [("pass",)] if cards else []

    def _answer(self, s: Any, f: Frame, action: Action, ev: Ev) -> None:
        seat = f.seat
        assert seat is not None
        if action[0] == "pass":
            return
        card = action[1]
        if f.data.get("attack") and self.protects(s, card):
            top = s.stack.top
            if top is not None and top.kind == "prog" and top.data["p"] == seat:
                s.stack.pop()  # the attack's program for this victim is cancelled
            ev.append(Event("protected", {"seat": seat, "card": card}))
        else:
            s.stack.push(Frame("react", seat, f.source, dict(f.data)))
        self.use(s, seat, card, ev)
