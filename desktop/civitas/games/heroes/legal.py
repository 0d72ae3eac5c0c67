"""Who decides now, the legal actions, and why an action is not legal.

Actions (tuples of str/int):

* trade: ``("offer", give_kind, want_kind)``, ``("withdraw", offer_id)``, ``("trade_done",)``
* action phase: ``("tax",)``, ``("swap", kind)`` (no city), ``("war", target_seat)``, ``("skip",)``
* building (action phase or build phase): ``("build", item, gold)``; a general names the army it
  leads: ``("build", "general", gold, army_code)``; a road names the neighbour:
  ``("build", "road", gold, seat)``; ``("end_build",)``. ``gold`` counts gold cards used in place of
  ordinary cards.
* war: ``("goal", "conquest" | "plunder" | "destruction")``, ``("send", army_code)``,
  ``("hero", "army")``, ``("hero", "general", army_code)``, ``("go",)``, ``("cancel_war",)``
* after the action: ``("monument", special_kind, count)``, ``("discard", kind)``
* decisions on the stack: ``("road_consent", True | False)``, ``("quake", seat, army_code)``,
  ``("erupt", seat)``, ``("respond", "luck" | "olympics" | "none")`` (event cards),
  ``("respond", "olympics" | "hero_army" | "none")`` / ``("respond", "hero_general", army_code)`` (war:
  the defender is asked again after each hero it plays; "none" then means "fight now").
  ``("respond", "none")`` is always legal: a seat is asked whatever it holds, and when it holds no
  card that could answer, letting it happen is its only legal action.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.game import Reason
from civitas.games.heroes import combat, events_cards
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    GEN,
    GENERAL,
    GOAL_IDS,
    GOLD,
    GOLD_PART,
    HAND_LIMIT,
    HERO,
    HERO_ARMY,
    HERO_GEN,
    IS_HOLDABLE,
    ITEM_BY_ID,
    ITEM_IDS,
    NEED,
    NKINDS,
    OFFERS_PER_FAIR,
    OLYMPICS,
    ROAD,
    special_of,
)
from civitas.games.heroes.fair import offer_actions
from civitas.games.heroes.rules import card_ref, gold_range, has_road, neighbours
from civitas.games.heroes.state import HeroesState

WAR_CANCELLED = 1 << 7

PENDING_SECTION = {
    "consent": "roads",
    "quake": "events",
    "erupt": "events",
    "luck_quake": "events",
    "luck_erupt": "events",
    "luck_famine": "events",
    "barb": "events",
    "defend": "war",
}


def is_over(state: HeroesState) -> bool:
    return state.phase == "over"


def to_move(state: HeroesState) -> tuple[int, ...]:
    s = state  # named as in Game.to_move, which is this very function (see HeroesGame)
    if s.phase == "over":
        return ()
    if s.pending:
        return (s.pending[-1][1],)
    if s.phase == "trade":
        return tuple(i for i in range(s.n) if s.trading[i])
    return (s.current,)


def _home_codes(army: list[int], need_ready: bool, no_general: bool) -> list[int]:
    out: list[int] = []
    for c in army:
        if c & AWAY_MASK or (need_ready and c & BLOCKED) or (no_general and c & GEN):
            continue
        if c not in out:
            out.append(c)
    out.sort()
    return out


def build_actions(s: HeroesState, seat: int) -> list[Action]:
    out: list[Action] = []
    hand = s.hands[seat]
    supply = s.supply
    for item in range(5):
        if supply[item] <= 0:
            continue
        lo, hi = gold_range(hand, item)
        if lo > hi:
            continue
        name = ITEM_IDS[item]
        if item == GENERAL:
            codes = _home_codes(s.armies[seat], False, True)
            for g in range(lo, hi + 1):
                out.extend(("build", name, g, c) for c in codes)
        elif item == ROAD:
            nbs = [nb for nb in neighbours(s, seat) if not has_road(s, seat, nb) and not s.asked >> nb & 1]
            for g in range(lo, hi + 1):
                out.extend(("build", name, g, nb) for nb in nbs)
        else:
            out.extend(("build", name, g) for g in range(lo, hi + 1))
    return out


def can_attack(s: HeroesState, seat: int) -> bool:
    if HERO in s.hands[seat]:
        return True
    return any(c & (BLOCKED | AWAY_MASK) == 0 for c in s.armies[seat])


def legal_actions(state: HeroesState, seat: int) -> list[Action]:
    s = state  # named as in Game.legal_actions (see HeroesGame)
    if s.phase == "over":
        return []
    if s.pending:
        top = s.pending[-1]
        if top[1] != seat:
            return []
        kind = top[0]
        if kind == "consent":
            return [("road_consent", True), ("road_consent", False)]
        if kind == "quake":
            return [("quake", t, c) for t, c in events_cards.quake_targets(s, seat)]
        if kind == "erupt":
            return [("erupt", t) for t in events_cards.eruption_targets(s, seat)]
        if kind == "defend":
            return list(combat.defender_choices(s, seat))
        return [("respond", c) for c in events_cards.answer_choices(s, top)]
    ph = s.phase
    if ph == "trade":
        return offer_actions(s, seat) if s.trading[seat] else []  # a fresh list already
    if seat != s.current:
        return []
    if ph == "action":
        out: list[Action] = []
        if s.cities[seat]:
            out.append(("tax",))
        elif s.hands[seat]:
            out.extend(("swap", k) for k in sorted(set(s.hands[seat])))
        out.extend(build_actions(s, seat))
        if not s.asked & WAR_CANCELLED and can_attack(s, seat):
            out.extend(("war", t) for t in range(s.n) if t != seat and s.alive[t])
        out.append(("skip",))
        return out
    if ph == "build":
        out = build_actions(s, seat)
        out.append(("end_build",))
        return out
    if ph == "war_goal":
        return [("goal", g) for g in GOAL_IDS] + [("cancel_war",)]
    if ph == "war_send":
        out = [("send", c) for c in _home_codes(s.armies[seat], True, False)]
        if HERO in s.hands[seat]:
            out.append(("hero", "army"))
            seen: list[int] = []
            for u in s.war_units:
                if not u & (GEN | HERO_GEN | HERO_ARMY) and u not in seen:
                    seen.append(u)
                    out.append(("hero", "general", u))
        if s.war_units:
            out.append(("go",))
        out.append(("cancel_war",))
        return out
    if ph == "monument":
        own = special_of(s.tribe[seat])
        k = s.hands[seat].count(own)
        return [("monument", own, i) for i in range(k + 1)]
    if ph == "discard":
        return [("discard", k) for k in sorted(set(s.hands[seat]))]
    return []


# --- reasons --------------------------------------------------------------------------------------
def _r(code: str, section: str, **args: Any) -> Reason:
    return Reason(code, section, args)


def why_not(s: HeroesState, seat: int, action: Action) -> Reason | None:
    if s.phase == "over":
        return _r("game_over", "victory")
    if seat not in to_move(s):
        asks_trade = isinstance(action, tuple) and action[:1] in (("offer",), ("withdraw",))
        if s.phase == "trade" and not s.pending and s.alive[seat] and asks_trade:
            return _r("said_done", "trade")
        if s.pending:
            return _r("waiting_for_decision", PENDING_SECTION.get(str(s.pending[-1][0]), "turn"))
        return _r("not_your_turn", "turn")
    if action in legal_actions(s, seat):
        return None
    return _diagnose(s, seat, action)


def _diagnose(s: HeroesState, seat: int, action: Action) -> Reason:
    if not isinstance(action, tuple) or not action:
        return _r("unknown_action", "turn")
    kind = action[0]
    hand = s.hands[seat]
    if s.pending:
        section = PENDING_SECTION.get(str(s.pending[-1][0]), "turn")
        if kind in ("quake", "erupt"):
            return _r("not_a_target", "events")
        if kind == "respond" and len(action) > 1:
            top = s.pending[-1]
            if top[0] == "defend" and action[1] == "olympics" and OLYMPICS in hand and combat.heroes_committed(s):
                return _r("olympics_after_hero", section)
            if action[1] in ("luck", "olympics", "hero_army", "hero_general"):
                return _r("no_such_card", section)
        return _r("decision_pending", section, decision="@decision." + str(s.pending[-1][0]))
    ph = s.phase
    if kind in ("offer", "withdraw", "trade_done"):
        if ph != "trade":
            return _r("not_fair_time", "trade")
        if kind == "offer":
            if len(action) != 3 or not all(isinstance(a, int) for a in action[1:]):
                return _r("unknown_action", "trade")
            give, want = action[1], action[2]
            if not (0 <= give < NKINDS and 0 <= want < NKINDS) or not IS_HOLDABLE[give] or not IS_HOLDABLE[want]:
                return _r("not_tradeable", "trade")
            if give == want:
                return _r("same_kind", "trade")
            if give not in hand:
                return _r("no_such_card", "trade")
            if s.posts[seat] >= OFFERS_PER_FAIR:
                return _r("offer_limit", "trade", n=OFFERS_PER_FAIR)
            return _r("offer_duplicate", "trade")
        if kind == "withdraw":
            return _r("no_such_offer", "trade")
        return _r("unknown_action", "trade")
    if ph == "trade":
        return _r("fair_in_progress", "fair")
    if ph == "discard" and kind != "discard":
        return _r("hand_over_limit", "discard", n=HAND_LIMIT)
    if kind == "discard":
        if ph != "discard":
            return _r("no_discard_needed", "discard")
        return _r("no_such_card", "discard")
    if kind in ("tax", "swap", "war", "skip"):
        if ph != "action":
            return _r("one_action_per_turn", "turn")
        if kind == "tax":
            return _r("no_city_for_tax", "tax")
        if kind == "swap":
            if s.cities[seat]:
                return _r("swap_only_without_city", "tax")
            return _r("no_such_card", "tax")
        if kind == "war":
            target = action[1] if len(action) > 1 else -1
            if not isinstance(target, int) or not 0 <= target < s.n or target == seat or not s.alive[target]:
                return _r("not_a_target", "war")
            if s.asked & WAR_CANCELLED:
                return _r("war_called_off", "war")
            if any(c & BLOCKED for c in s.armies[seat]) and not any(
                c & (BLOCKED | AWAY_MASK) == 0 for c in s.armies[seat]
            ):
                return _r("army_blocked", "war")
            if any(c & AWAY_MASK for c in s.armies[seat]):
                return _r("army_away", "war")
            return _r("no_army", "war")
        return _r("unknown_action", "turn")
    if kind in ("build", "end_build"):
        if ph not in ("action", "build"):
            return _r("one_action_per_turn", "turn")
        if kind == "end_build":
            return _r("not_building", "build")
        return _diagnose_build(s, seat, action)
    if kind in ("goal", "send", "hero", "go", "cancel_war"):
        if ph not in ("war_goal", "war_send"):
            return _r("no_war", "war")
        if kind == "send" and len(action) == 2 and isinstance(action[1], int):
            code = action[1]
            if code & BLOCKED:
                return _r("army_blocked", "war")
            if code & AWAY_MASK:
                return _r("army_away", "war")
            if ph == "war_goal":
                return _r("goal_first", "war")
            return _r("no_such_army", "war")
        if kind == "hero":
            if HERO not in hand:
                return _r("no_such_card", "war")
            return _r("general_already_there", "war")
        if kind == "go":
            return _r("no_army", "war")
        return _r("goal_first" if ph == "war_goal" else "unknown_action", "war")
    if kind == "monument":
        if len(action) == 3 and action[1] != special_of(s.tribe[seat]):
            return _r("not_own_special", "monument")
        if ph != "monument":
            return _r("not_monument_time", "monument")
        return _r("no_such_card", "monument")
    if kind == "road_consent":
        return _r("no_road_asked", "roads")
    return _r("unknown_action", "turn")


def _short_reason(hand: list[int], item: int, gold_needed: int) -> Reason:
    """Why ``hand`` cannot pay for ``item``, naming each missing card: with ``gold_needed`` >= 0 the
    hand can pay when that many gold cards stand in for the missing ones."""
    missing = [card_ref(k) for k in range(4) for _ in range(max(0, NEED[item][k] - hand.count(k)))]
    missing += [card_ref(GOLD)] * max(0, GOLD_PART[item] - hand.count(GOLD))
    args: dict[str, Any] = {"item": "@item." + ITEM_IDS[item], "missing": missing, "n": len(missing)}
    if gold_needed >= 0:
        return _r("gold_needed", "build", **{**args, "n": gold_needed})
    spare = max(0, hand.count(GOLD) - GOLD_PART[item])
    if spare:
        return _r("cant_afford_gold", "build", gold=spare, **args)
    return _r("cant_afford", "build", **args)


def _diagnose_build(s: HeroesState, seat: int, action: Action) -> Reason:
    if len(action) < 3 or action[1] not in ITEM_BY_ID or not isinstance(action[2], int):
        return _r("unknown_action", "build")
    item = ITEM_BY_ID[action[1]]
    gold = action[2]
    if s.supply[item] <= 0:
        return _r("supply_exhausted", "build", item="@item." + ITEM_IDS[item])
    if item == ROAD:
        nb = action[3] if len(action) > 3 else -1
        if nb not in neighbours(s, seat):
            return _r("road_not_neighbour", "roads")
        if has_road(s, seat, nb):
            return _r("road_exists", "roads")
        if s.asked >> nb & 1:
            return _r("road_refused_this_turn", "roads")
    if item == GENERAL:
        code = action[3] if len(action) > 3 else -1
        if not isinstance(code, int) or code not in s.armies[seat]:
            return _r("no_such_army", "build")
        if code & GEN:
            return _r("general_already_there", "build")
        if code & AWAY_MASK:
            return _r("army_away", "build")
    hand = s.hands[seat]
    lo, hi = gold_range(hand, item)
    if lo > hi or gold < lo:
        return _short_reason(hand, item, lo if lo <= hi else -1)
    if gold > hi:
        return _r("too_much_gold", "build")
    return _r("unknown_action", "build")
