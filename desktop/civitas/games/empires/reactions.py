"""Reactions out of turn (EM-A8, EM-K-attack, TR-E2): exhausts whose ability carries a ``reaction``.

- An attack (a card with ``attack``) reaches the other players through ``all_other_players``: each victim in
  turn, clockwise from the attacker, gets the ``attacked`` signal (passives such as "whenever another
  player's attack affects you"), then, if it has a reaction ready, a ``react`` decision: exhaust one
  ("exhaust", card) or ("pass",). An ``attacked`` reaction is a protection: it cancels the attack for that
  victim. An ``other_turn`` reaction just resolves, and the victim may react again.
- ``other_turn`` reactions (abilities usable "also during other players' turns") are offered to every other
  seat, clockwise, at the end of each player's turn (a ``react`` window), and on the owner's own turn like
  any exhaust.
A reaction uses the reacting seat's exhaust tokens and pays its cost in full, like any exhaust.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.events import Event
from civitas.games.empires.core import D, Ev, can_pay, pay_or_ask, register_auto, register_decision, signal
from civitas.games.empires.ops_core import prog_frame, run_program
from civitas.games.empires.state import EmpiresState


def exhaust_card(s: EmpiresState, p: int, card: int, ev: Ev) -> None:
    """EM-A5: an exhaust token from the state card onto ``card``, its cost paid, its ability run."""
    ability = D(s, card).exhaust
    assert ability is not None
    s.exhaust[p] -= 1
    s.exhausted[p].append(card)
    ev.append(Event("exhaust", {"seat": p, "card": card}))
    run_program(s, p, card, ability["ops"], s.table[card])
    if ability.get("cost"):
        pay_or_ask(s, p, ability["cost"], ev, card, s.table[card])  # on top: paid before the ability runs


def ready(s: EmpiresState, p: int, kinds: tuple[str, ...]) -> list[int]:
    """Seat ``p``'s cards whose exhaust is a reaction of ``kinds`` and can be used now."""
    if s.exhaust[p] < 1:
        return []
    out = []
    for card in sorted(c for c in [s.power[p], *s.play[p]] if c >= 0):
        ability = D(s, card).exhaust
        if ability is None or ability.get("reaction") not in kinds or card in s.exhausted[p]:
            continue
        if can_pay(s, p, ability.get("cost", {})):
            out.append(card)
    return out


def attack(s: EmpiresState, p: int, src: int, ops: list[Any], source: str) -> None:
    """Push an attack's program for every other seat, clockwise from the attacker ``p``."""
    frames = [Frame("attack", None, source, {"p": (p + k) % s.n, "src": src, "ops": ops}) for k in range(1, s.n)]
    s.stack.push_all(frames)


@register_auto("attack")
def _attack(s: EmpiresState, f: Frame, ev: Ev) -> None:
    q = f.data["p"]
    s.stack.push(prog_frame(q, f.data["src"], f.data["ops"], f.source))
    s.stack.push(Frame("react", q, f.source, {"attack": True}))
    signal(s, q, "attacked", ev)


def _react_offer(s: EmpiresState, f: Frame) -> list[Action]:
    assert f.seat is not None
    kinds = ("attacked", "other_turn") if f.data.get("attack") else ("other_turn",)
    cards = ready(s, f.seat, kinds)
    return [("exhaust", c) for c in cards] + [("pass",)] if cards else []


def _react_answer(s: EmpiresState, f: Frame, action: Action, ev: Ev) -> None:
    assert f.seat is not None
    if action[0] == "pass":
        return
    card = action[1]
    protects = (D(s, card).exhaust or {}).get("reaction") == "attacked"
    if f.data.get("attack") and protects:
        top = s.stack.top
        if top is not None and top.kind == "prog" and top.data["p"] == f.seat:
            s.stack.pop()  # the attack's program for this victim is cancelled
        ev.append(Event("protected", {"seat": f.seat, "card": card}))
    else:
        s.stack.push(Frame("react", f.seat, f.source, dict(f.data)))
    exhaust_card(s, f.seat, card, ev)


def window(s: EmpiresState, p: int) -> None:
    """At the end of seat ``p``'s turn, every other seat (clockwise) may use ``other_turn`` reactions."""
    s.stack.push_all([Frame("react", (p + k) % s.n, "turn", {}) for k in range(1, s.n)])


register_decision("react", _react_offer, _react_answer)
