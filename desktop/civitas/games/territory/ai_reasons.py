"""Why a hinted move is good in Territory, for beginners: a reason from ``ai_texts.HINT_MESSAGES`` that is
true in the seat's view, with its arguments.

Every claim is checked here: "one more unit makes it work" only when exactly one is missing, "it gives
3" with the card's profit on that territory, "player B leads" with the leader public information shows.
Card names are ``@card.<kind>`` ids, players are ``…seat`` keys, territories their numbers from 1. When
no particular claim holds, the reason falls back to the project's generic one.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Game
from civitas.games.territory import ai_eval as ev
from civitas.games.territory import ai_market as market
from civitas.games.territory import ai_policy as po
from civitas.games.territory.derived import BURDENS
from civitas.games.territory.income import steady_profit
from civitas.games.territory.legal import placement_spots
from civitas.games.territory.own_income import funds_without_pool
from civitas.games.territory.rules import F, can_collapse, card_owner, has_room, need, ref, reputation
from civitas.games.territory.state import TerritoryState

Reason = tuple[str, dict[str, Any]]
GENERIC: Reason = ("hint.generic", {})
P = "hint.territory."


def reason(s: TerritoryState, p: int, action: Action) -> Reason:
    try:
        return _reason(s, p, action) or GENERIC
    except (IndexError, KeyError, TypeError, ValueError):
        return GENERIC


def _reason(s: TerritoryState, p: int, a: Action) -> Reason | None:
    name = a[0]
    handler = _HANDLERS.get(name)
    return handler(s, p, a) if handler is not None else None


def _kind(s: TerritoryState, card: int) -> str:
    return F(s).kind[card]


# --- construction ---------------------------------------------------------------------------------------
def _claim(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "claim", {"quest": ref(s, a[1])}


def _quest(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "quest", {"rounds": max(1, int(ev.rounds_left(s)))}


def hand_has_room(s: TerritoryState, p: int, but: int = -1) -> bool:
    """Whether some building or character in ``p``'s hand (``but`` aside) has a place on its territories."""
    f = F(s)
    for c in s.hands[p]:
        if c == but or c < 0 or f.type[c] not in ("building", "character"):
            continue
        kind = f.kind[c]
        if kind == "mansion":
            if sum(1 for t in s.lands[p] if has_room(s, t)) >= 2:
                return True
        elif kind == "bridge":
            if any(has_room(s, t) for t in s.lands[p]):
                return True
        elif placement_spots(s, p, c):
            return True
    return False


def _land(s: TerritoryState, p: int, a: Action) -> Reason:
    if not s.lands[p]:
        return P + "land_first", {"card": ref(s, a[1])}
    if "landlord" in po.held_quest_kinds(s, p):
        return P + "land_landlord", {"card": ref(s, a[1]), "n": len(s.lands[p]) + 1}
    if hand_has_room(s, p, a[1]):
        return P + "land_room", {"card": ref(s, a[1])}
    return P + "land", {"card": ref(s, a[1])}


def _build(s: TerritoryState, p: int, a: Action) -> Reason:
    f = F(s)
    card, t = a[1], a[2]
    kind = f.kind[card]
    args: dict[str, Any] = {"card": ref(s, card), "land": t + 1}
    if po.helps_quest(s, p, kind):
        quest = next(q for q in s.quests[p] if q >= 0 and kind in ev.QUEST_HELP.get(f.kind[q], ()))
        return P + "build_quest", {**args, "quest": ref(s, quest)}
    req, steady = need(s, card, p), steady_profit(s, card, t)
    if kind in ("gambling_house", "plantation", "entrepreneur") or steady is None:
        return P + f"build_{kind}", args
    gain = steady
    if req == 0 and gain > 0:
        return P + "build_free", {**args, "profit": gain}
    if gain > req:
        key = "build_local" if funds_without_pool(s, p, card, t) else "build_profit"
        return P + key, {**args, "req": req, "profit": gain, "net": gain - req}
    if kind in po.ATTACKERS:
        return P + "build_attacker", args
    if f.sig[card] > 0 or kind in ("engineering", "intelligence", "bunker", "hospital"):
        return P + "build_guard", args
    return P + "build_card", args


def _mansion(s: TerritoryState, p: int, a: Action) -> Reason:
    mansion = {"req": need(s, a[1], p), "profit": steady_profit(s, a[1], a[2]) or 0}
    return P + "build_mansion", {"card": ref(s, a[1]), "land": a[2] + 1, "land2": a[3] + 1, **mansion}


def _bridge(s: TerritoryState, p: int, a: Action) -> Reason | None:
    card, t, target = a[1], a[2], a[3]
    args: dict[str, Any] = {"card": ref(s, card), "land": t + 1, "target": target + 1}
    if s.owner[target] == p:
        return P + "bridge_own", args
    value = po.bridge_value(s, p, t, target)
    if value > 1.0:
        return P + "bridge_takeover", {**args, "target_seat": s.owner[target]}
    return None


def _develop(s: TerritoryState, p: int, a: Action) -> Reason:
    card, t = a[1], a[2]
    gain = steady_profit(s, card, t) or 0
    return P + "develop", {"card": ref(s, card), "land": t + 1, "profit": gain}


def _end(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "end", {}


# --- income ---------------------------------------------------------------------------------------------
def _fund_args(s: TerritoryState, card: int) -> tuple[str, dict[str, Any]]:
    """The reason's key suffix and arguments for one more unit on own ``card``."""
    f = F(s)
    kind = f.kind[card]
    rem = need(s, card) - s.paid[card]
    args: dict[str, Any] = {"card": ref(s, card), "left": rem}
    if kind in BURDENS:
        return "burden", args
    if kind == "excellent":
        return "excellent", args
    collapses = can_collapse(s, card)
    if rem == 1:
        profit = steady_profit(s, card, s.host[card]) or 0
        if profit > 0:
            return ("complete" if collapses else "complete_safe"), {**args, "profit": profit}
        return ("keep" if collapses else "works"), args
    return ("part" if collapses else "part_safe"), args


def _take(s: TerritoryState, p: int, a: Action) -> Reason:
    key, args = _fund_args(s, a[1])
    return P + "take_" + key, args


#: The allocate reasons that say less than their take twins: a territory's income is lost anyway.
_ALLOCATE_KEY = {"complete_safe": "complete", "part_safe": "part"}


def _allocate(s: TerritoryState, p: int, a: Action) -> Reason:
    key, args = _fund_args(s, a[2])
    return P + "allocate_" + _ALLOCATE_KEY.get(key, key), {**args, "land": a[1] + 1}


def _release(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "release", {"card": ref(s, a[1])}


def _store(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "store", {"card": ref(s, a[1])}


def _pass(s: TerritoryState, p: int, a: Action) -> Reason | None:
    open_cards = [c for t in s.lands[p] for c in s.on[t] if s.host[c] == t and s.paid[c] < need(s, c)]
    if open_cards and s.pool <= 0:
        return P + "pass_empty", {}
    if not open_cards:
        return P + "pass", {}
    takes = po.my_takes(s)
    if all(need(s, c) - s.paid[c] > po.reach(s, p, c) + takes for c in open_cards):
        return P + "pass_hopeless", {}
    return None


def _event(s: TerritoryState, p: int, a: Action) -> Reason:
    card, target = a[1], a[2]
    kind = _kind(s, card)
    args: dict[str, Any] = {"card": ref(s, card)}
    if kind in ("prospects", "growth", "decline", "crisis"):
        return P + f"event_{kind}", args
    if kind == "lucky_deposits":
        return P + "event_lucky", {**args, "target": ref(s, target)}
    if kind in ("stock_crash", "epidemic"):
        victim = target
    elif kind == "flood":
        victim = s.owner[target]
        args["land"] = target + 1
    else:
        victim = card_owner(s, target)
        args["target"] = ref(s, target)
    args["target_seat"] = victim
    if victim == ev.leader_of(s, p) and reputation(s, victim) >= reputation(s, p):
        return P + f"event_{kind}_leader", args
    return P + f"event_{kind}", args


def _rep(s: TerritoryState, p: int, a: Action) -> Reason:
    card, t = a[1], a[2]
    kind = _kind(s, card)
    args: dict[str, Any] = {"card": ref(s, card), "land": t + 1}
    if kind == "excellent":
        return P + "rep_excellent", args
    args["target_seat"] = s.owner[t]
    if kind == "drought":
        return P + "rep_drought", args
    return P + "rep_burden", args


def _act(s: TerritoryState, p: int, a: Action) -> Reason | None:
    card, target = a[1], a[2]
    kind = _kind(s, card)
    args: dict[str, Any] = {"card": ref(s, card)}
    if kind == "entrepreneur":
        return P + "act_entrepreneur", args
    if kind == "spy":
        return P + "act_spy", {**args, "land": target + 1, "target_seat": s.owner[target]}
    if kind == "reconstructor":
        return P + "act_reconstructor", {**args, "target": ref(s, target)}
    args.update({"target": ref(s, target), "target_seat": card_owner(s, target)})
    if kind == "robber":
        return P + "act_robber", {**args, "n": s.paid[target]}
    if kind in ("invader", "bomber", "assassin"):
        return P + f"act_{kind}", args
    return None


def _tuck(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "tuck", {"card": ref(s, a[1]), "tucked": ref(s, a[2]), "n": len(s.under.get(a[1], ())) + 1}


def _done(s: TerritoryState, p: int, a: Action) -> Reason:
    if s.phase == "offer":
        return P + "offer_done", {}
    return P + "done", {}


def _pick(s: TerritoryState, p: int, a: Action) -> Reason:
    card = a[1]
    victim = card_owner(s, card)
    kind = _kind(s, card)
    args = {"card": ref(s, card), "target_seat": victim}
    if kind == "excellent":
        return P + "pick_excellent", args
    return P + "pick", args


# --- market day -----------------------------------------------------------------------------------------
def _offer(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "offer", {"card": ref(s, a[1]), "price": a[2]}


def _buy(s: TerritoryState, p: int, a: Action) -> Reason:
    price = next(o[2] for o in s.offers if o[1] == a[1])
    seller = next(o[0] for o in s.offers if o[1] == a[1])
    return P + "buy", {"card": ref(s, a[1]), "price": price, "seller_seat": seller}


def _no_buy(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "no_buy", {}


def _pay(s: TerritoryState, p: int, a: Action) -> Reason:
    return P + "pay", {"card": ref(s, a[1])}


_HANDLERS = {
    "claim": _claim, "quest": _quest, "land": _land, "build": _build, "mansion": _mansion, "bridge": _bridge,
    "develop": _develop, "end": _end, "take": _take, "allocate": _allocate, "release": _release,
    "store": _store, "pass": _pass, "event": _event, "rep": _rep, "act": _act, "tuck": _tuck, "done": _done,
    "pick": _pick, "offer": _offer, "buy": _buy, "no_buy": _no_buy, "pay": _pay,
}  # fmt: skip


# --- bargaining (TR-T48) --------------------------------------------------------------------------------
def _bid(s: TerritoryState, p: int, a: Action) -> Reason | None:
    card, price = a[1], a[2]
    if market.buy_gain(s, p, card) > 0 or market.pay_gain(s, p, card, price) <= 0:
        return None
    seller = next(o[0] for o in s.offers if o[1] == card)
    return P + "bid", {"card": ref(s, card), "price": price, "asked": market.asked(s, card), "seller_seat": seller}


def _answer(s: TerritoryState, p: int, a: Action) -> Reason | None:
    pay, keep = market.bid_worth(s, p)
    if (pay > keep) != (a[0] == "accept"):
        return None
    card, price, buyer = s.pending[:3]
    key = "refuse" if a[0] == "refuse" else ("accept_short" if market.hand_factor(s, p) > 1 else "accept")
    return P + key, {"card": ref(s, card), "price": price, "buyer_seat": buyer}


_HANDLERS.update({"bid": _bid, "accept": _answer, "refuse": _answer})


# --- a hint's follow-ups --------------------------------------------------------------------------------
def plan_until_needless_pass(
    game: Game[Any], view: TerritoryState, seat: int, first: Action, plan: list[Action]
) -> list[Action]:
    """``plan`` up to its first Pass made while a take or an allocation is still legal for ``seat``."""
    state = view.copy()
    out: list[Action] = []
    try:
        game.apply(state, seat, first)
        for action in plan:
            if action[0] == "pass" and any(a[0] in ("take", "allocate") for a in game.legal_actions(state, seat)):
                break
            out.append(action)
            game.apply(state, seat, action)
    except (IndexError, KeyError, ValueError):
        pass
    return out
