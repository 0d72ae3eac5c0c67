"""Which actions are legal (the offers of the decision on top of the stack, ``engine.machine``), and why an
illegal one is not: a reason a player can read (``reason.<code>`` in the catalog) with the rules section
behind it; the turn and activate decisions explain more than their prompt (their ``explain``)."""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.game import Reason
from civitas.games.empires.core import MACHINE, D, can_pay, unrest_in_hand
from civitas.games.empires.market import BREAK_CATEGORIES as TURN_CATEGORIES
from civitas.games.empires.ops_combinators import feasible
from civitas.games.empires.state import EmpiresState


def legal_actions(s: EmpiresState, p: int) -> list[Action]:
    return MACHINE.legal_actions(s, p)


def why_not(s: EmpiresState, p: int, action: Action) -> Reason | None:
    return MACHINE.why_not(s, p, action)


def turn_reason(s: EmpiresState, p: int, f: Frame, action: Action) -> Reason | None:
    if action[0] == "innovate" and len(action) == 2:
        return Reason("bad_category", "turn")
    if action[0] == "revolt" and len(action) == 2 and type(action[1]) is int:
        return Reason("revolt_too_many", "turn", {"n": len(unrest_in_hand(s, p))})
    return Reason("choose.turn", "turn", {"cats": len(TURN_CATEGORIES)})


def activate_reason(s: EmpiresState, p: int, f: Frame, action: Action) -> Reason | None:
    if len(action) == 2 and type(action[1]) is int:
        if action[0] == "play":
            return play_reason(s, p, action[1])
        if action[0] == "exhaust":
            return exhaust_reason(s, p, action[1])
    return None


def play_reason(s: EmpiresState, p: int, card: int) -> Reason:
    """Why ``card`` cannot be played now (EM-A1, EM-A3, EM-A10, TR-E7)."""
    if card not in s.hand[p]:
        return Reason("not_in_hand", "activate")
    d = D(s, card)
    if d.period and d.period != s.side[p]:
        return Reason(f"period_{d.period}", "activate")
    if d.free and card in s.free_played:
        return Reason("free_once", "activate")
    if not d.free and s.actions[p] < 1:
        return Reason("no_action_token", "activate")
    first = d.play[:1]
    if first and first[0][0] == "choose" and not any(feasible(s, p, o, card) for o in first[0][1:]):
        return Reason("cannot_pay", "activate")
    if first and first[0][0] in ("pay", "spend_action") and not feasible(s, p, d.play, card):
        return Reason("cannot_pay", "activate")
    return Reason("same_card", "activate")  # a copy of a card offered under its first instance


def exhaust_reason(s: EmpiresState, p: int, card: int) -> Reason:
    """Why ``card`` cannot be exhausted now (EM-A5..EM-A8)."""
    if card != s.power[p] and card not in s.play[p]:
        return Reason("not_in_play", "activate")
    ability = D(s, card).exhaust
    if ability is None:
        return Reason("no_exhaust", "activate")
    if card in s.exhausted[p]:
        return Reason("already_exhausted", "activate")
    if s.exhaust[p] < 1:
        return Reason("no_exhaust_token", "activate")
    if ability.get("reaction") == "attacked":
        return Reason("reaction_only", "activate")
    if not can_pay(s, p, ability.get("cost", {})):
        return Reason("cannot_pay", "activate")
    return Reason("illegal", "activate")
