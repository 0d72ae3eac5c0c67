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

from civitas.engine.events import Event
from civitas.engine.reactions import Reactions
from civitas.games.empires.core import MACHINE, SIGNALS, D, Ev, can_pay, pay_or_ask
from civitas.games.empires.ops_core import run_program
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


def _protects(s: EmpiresState, card: int) -> bool:
    """An ``attacked`` reaction is a protection: it cancels the attack for that victim."""
    return (D(s, card).exhaust or {}).get("reaction") == "attacked"


#: The ``react`` decision ("exhaust", card) / ("pass",) and the ``attack`` step, on the engine's reactions.
REACTIONS = Reactions(MACHINE, SIGNALS, ready, exhaust_card, _protects, verb="exhaust", section="activate",
                      click="card")
window = REACTIONS.window
attack = REACTIONS.attack
