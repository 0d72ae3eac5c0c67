"""Why a hinted move is good in Empires, for beginners: a reason from ``ai_texts.HINT_MESSAGES`` that is
true in the seat's view, with its arguments.

Every decision kind has its reasons (the turn, activating, choices, picks by purpose, market slots,
categories, the exile pile, developing, looking, reactions, payments, market tokens). Claims are checked
here: "you hold 2 unrest" counts the hand, "it breaks through for X" names the best card of that category
the market shows, "it is your worst card" compares the seat's own cards. Card names are ``@card.<id>``
ids, categories ``@cat.<id>``. A card the seat cannot see, or a move no particular claim fits, falls back
to the project's generic reason.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.games.empires import ai_eval as ev
from civitas.games.empires import ai_policy as po
from civitas.games.empires.core import MACHINE, D
from civitas.games.empires.flow import only_gains, unrest_in_hand
from civitas.games.empires.state import EmpiresState

Reason = tuple[str, dict[str, Any]]
GENERIC: Reason = ("hint.generic", {})
P = "hint.empires."


def reason(s: EmpiresState, p: int, action: Action) -> Reason:
    try:
        top = s.stack.top
        if top is None or not action:
            return GENERIC
        handler = MACHINE.hint(top.kind)
        return handler(s, p, top, action) or GENERIC
    except (IndexError, KeyError, TypeError, ValueError):
        return GENERIC


def ref(s: EmpiresState, card: int) -> str:
    if card < 0:
        raise ValueError("a hidden card")
    return f"@card.{s.table[card]}"


def unrest_vp(s: EmpiresState) -> int:
    """The VP an unrest card takes off at the end (its printed value, as a positive number)."""
    card = next((c for c in range(len(s.table)) if D(s, c).kind == "unrest"), -1)
    return -int((D(s, card).vp or {}).get("fixed", 0)) if card >= 0 else 0


def _best_of(s: EmpiresState, p: int, cat: str) -> int:
    cards = [c for c in s.market if c >= 0 and cat in D(s, c).categories]
    return max(cards, key=lambda c: (ev.card_worth(s, p, c), -c)) if cards else -1


# --- the turn and activating ---------------------------------------------------------------------------------
def _turn(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason | None:
    if a[0] == "revolt":
        n = len(unrest_in_hand(s, p))
        return (P + "turn_revolt", {"n": n, "vp": unrest_vp(s)}) if a[1] == n and n > 0 else None
    if a[0] == "innovate":
        card = _best_of(s, p, a[1])
        if card >= 0:
            return P + "turn_innovate", {"card": ref(s, card), "cat": f"@cat.{a[1]}"}
        return P + "turn_innovate_deck", {"cat": f"@cat.{a[1]}"}
    unrest = len(unrest_in_hand(s, p))
    if unrest:
        return P + "turn_activate_unrest", {"n": unrest}
    return P + "turn_activate", {"actions": s.actions[p], "exhaust": s.exhaust[p]}


def _activate(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason | None:
    if a[0] == "end":
        return P + ("end_no_actions" if s.actions[p] == 0 else "end"), {}
    card = a[1]
    args: dict[str, Any] = {"card": ref(s, card)}
    if a[0] == "exhaust":
        return P + "exhaust", args
    d = D(s, card)
    if d.kind == "unrest":
        return P + "play_unrest", {**args, "vp": unrest_vp(s)}
    names = _op_names(d.play)
    if names & {"acquire", "break_through"}:
        cats = _target_cats(d.play)
        best = max((c for c in s.market if c >= 0 and any(x in D(s, c).categories for x in cats)),
                   key=lambda c: (ev.card_worth(s, p, c), -c), default=-1)  # fmt: skip
        if best >= 0:
            return P + "play_acquire", {**args, "target": ref(s, best)}
    if d.attack:
        return P + "play_attack", args
    if d.pinned:
        return P + "play_pinned", args
    if names & {"draw", "draw_if_able"}:
        return P + "play_draw", args
    if names & {"gain", "gain_per", "steal"}:
        return P + "play_gain", args
    return P + "play", args


def _op_names(ops: list[Any]) -> set[str]:
    out: set[str] = set()
    for item in ops:
        out.add(item[0])
        for arg in item[1:]:
            if isinstance(arg, list) and arg and isinstance(arg[0], list):
                out |= _op_names(arg)
    return out


def _target_cats(ops: list[Any]) -> list[str]:
    out: list[str] = []
    for item in ops:
        if item[0] in ("acquire", "break_through"):
            out += item[1]
        for arg in item[1:]:
            if isinstance(arg, list) and arg and isinstance(arg[0], list):
                out += _target_cats(arg)
    return out


# --- effects ---------------------------------------------------------------------------------------------------------
def _choose(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    return P + "choose", {"n": a[1] + 1}


def _may(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    return P + ("may_yes" if a[0] == "yes" else "may_no"), {}


def _pick(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    purpose = f.data["purpose"]
    if a[0] == "done":
        return P + ("pick_done_cleanup" if f.source == "cleanup" else "pick_done"), {}
    card = a[1]
    args = {"card": ref(s, card)}
    unrest = D(s, card).kind == "unrest"
    if purpose == "discard" and f.source == "cleanup":
        return P + ("cleanup_unrest" if unrest else "cleanup_discard"), args
    if purpose == "exile" and unrest:
        return P + "pick_exile_unrest", {**args, "vp": unrest_vp(s)}
    if purpose in ("discard", "history", "garrison") and unrest:
        return P + f"pick_{purpose}_unrest", args
    if purpose in ("discard", "exile", "history", "garrison", "abandon", "recall", "play", "find"):
        return P + f"pick_{purpose}", args
    return P + "pick", args


def _slot(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason | None:
    purpose = f.data["purpose"] if f.kind == "slot" else "token"
    if a[0] == "deck":
        return P + "slot_deck", {"cat": f"@cat.{f.data['cats'][0]}"}
    card = s.market[a[1]]
    args = {"card": ref(s, card)}
    if purpose == "acquire":
        return P + ("slot_acquire_unrest" if s.tucked[a[1]] >= 0 else "slot_acquire"), args
    if purpose == "break":
        return P + ("slot_break_unrest" if s.tucked[a[1]] >= 0 else "slot_break"), args
    if purpose in ("exile", "replace"):
        return P + f"slot_{purpose}", args
    return P + ("slot_cleanup_token" if f.kind == "cleanup_token" else "slot_token"), args


def _category(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    card = _best_of(s, p, a[1])
    if card >= 0:
        return P + "category", {"cat": f"@cat.{a[1]}", "card": ref(s, card)}
    return P + "category_deck", {"cat": f"@cat.{a[1]}"}


def _exile_pick(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    return P + "exile_pick", {"card": ref(s, a[1])}


def _develop(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    if a[0] == "develop":
        vp = D(s, a[1]).vp or {}
        return P + "develop", {"card": ref(s, a[1]), "vp": int(vp.get("fixed", 0))}
    last = len([c for c in s.development[p] if c >= 0]) == 1
    return P + ("develop_skip_end" if last and not po.leading(s, p) else "develop_skip"), {}


def _look(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    if a[0] == "keep":
        return P + "look_keep", {}
    key = {"take": "look_take", "bottom": "look_bottom", "put": "look_put"}[a[0]]
    if f.data["from"] == "fame":
        key = "look_fame"
    return P + key, {"card": ref(s, a[1])}


def _react(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    if a[0] == "pass":
        return P + "react_pass", {}
    protects = (D(s, a[1]).exhaust or {}).get("reaction") == "attacked"
    key = "react_protect" if protects and f.data.get("attack") else "react_exhaust"
    return P + key, {"card": ref(s, a[1])}


def _payment(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    return P + ("payment_own" if a[1] == 0 and a[2] == 0 else "payment_progress"), {}


def _move_token(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    if a[0] == "stop":
        return P + "move_stop", {}
    return P + "move_token", {"card": ref(s, s.market[a[3]]), "res": f"@res.{a[2]}"}


def _sol_order(s: EmpiresState, p: int, f: Frame, a: Action) -> Reason:
    return P + ("sol_order_gain" if only_gains(s, a[1]) else "sol_order"), {"card": ref(s, a[1])}


_HANDLERS: dict[str, Callable[[EmpiresState, int, Frame, Action], Reason | None]] = {
    "turn": _turn, "activate": _activate, "choose": _choose, "may": _may, "pick": _pick, "slot": _slot,
    "cleanup_token": _slot, "category": _category, "exile_pick": _exile_pick, "develop": _develop,
    "look": _look, "react": _react, "payment": _payment, "move_token": _move_token, "sol_order": _sol_order,
}  # fmt: skip

MACHINE.attach(hints=_HANDLERS)  # every decision kind has its hint reason; a missing one raises
