"""Every Age of Heroes move in words: the text of a hint, a coach note or a button for an action
tuple (see legal.py), rendered from ``action_texts.ACTION_TEXTS`` in the player's language.

The state is what the player may see (a view); a label never needs a hidden card. When the position
has moved on (a coach note names the move after it was played), the label still reads well: it
falls back to the plain wording ("Withdraw an offer") where a detail is gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.log import render
from civitas.games.heroes.action_texts import ACTION_TEXTS
from civitas.games.heroes.cards import BLOCKED, GEN, GOAL_IDS, ITEM_IDS, KIND_IDS
from civitas.games.heroes.catalog import catalog
from civitas.games.heroes.state import HeroesState


def card_ref(kind: Any) -> str:
    """The catalog reference of a card kind (``@card.iron``); an unknown kind reads as "a card"."""
    if isinstance(kind, int) and not isinstance(kind, bool) and 0 <= kind < len(KIND_IDS):
        return "@card." + KIND_IDS[kind]
    return "@card.hidden"


def _int(value: Any, default: int = -1) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def _build(action: Action) -> tuple[str, dict[str, Any]]:
    item = action[1] if len(action) > 1 else ""
    if item == "general":
        code = _int(action[3]) if len(action) > 3 else 0
        return ("action.build_general_blocked" if code > 0 and code & BLOCKED else "action.build_general"), {}
    if item == "road":
        return "action.build_road", {"other_seat": _int(action[3]) if len(action) > 3 else -1}
    if item in ITEM_IDS:
        return f"action.build_{item}", {}
    return "action.other", {}


def _offer(s: HeroesState, seat: int | None, action: Action) -> tuple[str, dict[str, Any]]:
    give, want = (action[1], action[2]) if len(action) > 2 else (-1, -1)
    args: dict[str, Any] = {"give": card_ref(give), "want": card_ref(want)}
    for offer in s.offers:
        # An offer that mirrors a rival's open offer trades at once: the player accepts it.
        if offer[1] != seat and offer[2] == want and offer[3] == give:
            return "action.accept", {**args, "other_seat": offer[1]}
    return "action.offer", args


def _withdraw(s: HeroesState, action: Action) -> tuple[str, dict[str, Any]]:
    oid = action[1] if len(action) > 1 else None
    for offer in s.offers:
        if offer[0] == oid:
            return "action.withdraw", {"give": card_ref(offer[2]), "want": card_ref(offer[3])}
    return "action.withdraw_any", {}


def _respond(s: HeroesState, action: Action) -> tuple[str, dict[str, Any]]:
    choice = str(action[1]) if len(action) > 1 else "none"
    if choice == "none":
        defending = bool(s.pending) and s.pending[-1][0] == "defend"
        return ("action.respond_none_defend" if defending else "action.respond_none"), {}
    if choice in ("luck", "olympics", "hero_army", "hero_general"):
        return f"action.respond_{choice}", {}
    return "action.other", {}


def action_message(s: HeroesState, seat: int | None, action: Action) -> tuple[str, dict[str, Any]]:
    """The message id (in ``ACTION_TEXTS``) and arguments that name ``action`` for ``seat``.
    A build paid partly with gold carries ``gold`` in its arguments."""
    kind = action[0] if action else ""
    if kind == "build":
        msg, args = _build(action)
        gold = _int(action[2], 0) if len(action) > 2 else 0
        return msg, ({**args, "gold": gold} if gold > 0 else args)
    if kind == "offer":
        return _offer(s, seat, action)
    if kind == "withdraw":
        return _withdraw(s, action)
    if kind in ("trade_done", "tax", "skip", "end_build", "go", "cancel_war"):
        return f"action.{kind}", {}
    if kind in ("swap", "discard"):
        return f"action.{kind}", {"card": card_ref(action[1] if len(action) > 1 else None)}
    if kind == "war":
        return "action.war", {"target_seat": _int(action[1]) if len(action) > 1 else -1}
    if kind == "goal":
        goal = action[1] if len(action) > 1 else ""
        return ("action.goal", {"goal": "@goal." + goal}) if goal in GOAL_IDS else ("action.other", {})
    if kind == "send":
        code = _int(action[1], 0) if len(action) > 1 else 0
        return ("action.send_general" if code & GEN else "action.send"), {}
    if kind == "hero":
        return ("action.hero_general" if len(action) > 1 and action[1] == "general" else "action.hero_army"), {}
    if kind == "monument":
        n = _int(action[2], 0) if len(action) > 2 else 0
        return ("action.monument", {"n": n}) if n > 0 else ("action.monument_keep", {})
    if kind == "road_consent":
        agree = len(action) > 1 and bool(action[1])
        top = s.pending[-1] if s.pending else ()
        if top and top[0] == "consent" and len(top) > 2:
            return ("action.road_yes" if agree else "action.road_no"), {"other_seat": int(top[2])}
        return ("action.road_yes_any" if agree else "action.road_no_any"), {}
    if kind == "quake":
        code = _int(action[2], 0) if len(action) > 2 else 0
        target = _int(action[1]) if len(action) > 1 else -1
        return ("action.quake_general" if code & GEN else "action.quake"), {"target_seat": target}
    if kind == "erupt":
        return "action.erupt", {"target_seat": _int(action[1]) if len(action) > 1 else -1}
    if kind == "respond":
        return _respond(s, action)
    return "action.other", {}


@cache
def _texts(lang: str) -> dict[str, str]:
    """Built once per language and never changed (``texts`` hands out copies)."""
    return {**catalog(lang), **(ACTION_TEXTS.get(lang) or ACTION_TEXTS["en"])}


def texts(lang: str) -> dict[str, str]:
    """The game's catalog with the action labels, in ``lang`` (English for an unknown language)."""
    return dict(_texts(lang))


def describe(s: HeroesState, seat: int | None, action: Action, lang: str, names: Sequence[str]) -> str:
    """``action`` in words for a player, e.g. "Offer Iron for Grain" / «Предложить «Железо» за «Зерно»»."""
    cat = _texts("ru" if lang == "ru" else "en")
    msg, args = action_message(s, seat, action)
    text = render(cat[msg], args, cat, lang, names)
    gold = args.get("gold", 0)
    if gold:
        text = render(cat["action.build_gold"], {"what": text, "n": gold}, cat, lang, names)
    return text
