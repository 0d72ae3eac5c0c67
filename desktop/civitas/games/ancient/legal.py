"""Which actions are legal, and why an illegal one is not (a reason a player can read, with the rules
section behind it)."""

from __future__ import annotations

from civitas.engine.actions import Action, same_types
from civitas.engine.decisions import Frame
from civitas.engine.game import Reason
from civitas.games.ancient.derived import C, attack_of, fight_price, troop_used
from civitas.games.ancient.fight import fight_options
from civitas.games.ancient.frames import MACHINE, frame_actions
from civitas.games.ancient.placement import card_reason, place_reason, placements
from civitas.games.ancient.state import AncientState


def to_move(s: AncientState) -> tuple[int, ...]:
    if s.over:
        return ()
    waiting = s.stack.waiting()
    return (waiting,) if waiting is not None else (s.turn,)


def seat_actions(s: AncientState, p: int) -> list[Action]:
    """``Game.legal_actions``: nothing for a seat that is not to move."""
    if p not in to_move(s):
        return []
    return legal_actions(s, p)


def legal_actions(s: AncientState, p: int) -> list[Action]:
    top = s.stack.top
    if top is not None:
        return frame_actions(s, top) if top.seat == p else []
    acts: list[Action] = list(placements(s, p))
    acts.extend(("fight", stars, armies) for stars, armies in fight_options(s, p))
    acts.append(("pass",))
    return acts


def why_not(s: AncientState, p: int, action: Action) -> Reason | None:
    if not isinstance(action, tuple) or not action:
        return Reason("illegal", "round")
    top = s.stack.top
    if top is not None:
        options = frame_actions(s, top)
        if action in options:
            return None if same_types(options[options.index(action)], action) else Reason("illegal", "round")
        return _frame_reason(s, p, top, action)
    kind = action[0]
    # Exact types (a float or a bool is not a seat's number): a save may hold anything.
    if kind == "pass" and len(action) == 1:
        return None
    if kind == "place" and len(action) == 3 and _ints(action[1]) and type(action[2]) is str:
        return place_reason(s, p, action[1], action[2])
    if kind == "place_card" and len(action) == 3 and _ints(action[1], action[2]):
        return card_reason(s, p, action[1], action[2])
    if kind == "fight" and len(action) == 3 and _ints(action[1]) and type(action[2]) is tuple and _ints(*action[2]):
        return fight_reason(s, p, action[1], action[2])
    return Reason("illegal", "round")


def _ints(*values: object) -> bool:
    return all(type(v) is int for v in values)


def fight_reason(s: AncientState, p: int, stars: int, armies: tuple[int, ...]) -> Reason | None:
    if not 1 <= stars <= 3 or not s.titan_decks[stars - 1]:
        return Reason("no_titan", "fight")
    if not armies:
        return Reason("fight_needs_troops", "fight")
    if list(armies) != sorted(set(armies)) or any(not 0 <= a < len(s.armies[p]) for a in armies):
        return Reason("illegal", "fight")
    for a in armies:
        if troop_used(s, s.armies[p][a][-1]):
            return Reason("troop_used", "fight")
    price = fight_price(s, p, armies)
    if price > s.coins[p]:
        return Reason("fight_price", "fight", {"price": price})
    titan = s.titan_decks[stars - 1][-1]
    attack = attack_of(s, p, armies, titan)
    if attack < C[titan].defence:
        return Reason("attack_too_low", "fight", {"attack": attack, "defence": C[titan].defence})
    return None if (stars, armies) in fight_options(s, p, stars) else Reason("illegal", "fight")


def _frame_reason(s: AncientState, p: int, frame: Frame, action: Action) -> Reason:
    """The declaration's finer explanation (``frames.explain_*``), else the prompt repeated with its section."""
    decision = MACHINE.decision(frame.kind)
    reason = decision.explain(s, p, frame, action) if decision.explain is not None else None
    return reason if reason is not None else Reason(f"choose.{frame.kind}", decision.section)
