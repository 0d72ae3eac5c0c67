"""Why a move is good, for beginners: a reason from ``hint_texts.HINT_MESSAGES`` that is true in the
position, with its arguments.

Every claim a reason makes is checked here against the seat's view: "you need X for a city" only
when the hand lacks X for a city, "the card you need least" only for the least useful card, "they
are the biggest threat" only for the strongest rival. When no particular claim holds, the reason
falls back to a plain one that only reports the search's judgement.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from civitas.engine.actions import Action
from civitas.games.heroes import legal
from civitas.games.heroes.cards import (
    ARMY,
    CITY,
    CITY_TARGET,
    COST,
    FORTRESS,
    GEN,
    GENERAL,
    GOLD,
    GOLD_PART,
    HAND_LIMIT,
    HERO,
    ITEM_IDS,
    LUCK,
    MONUMENT_TARGET,
    OLYMPICS,
    ROAD,
    special_of,
)
from civitas.games.heroes.events_cards import eruption_targets, quake_targets
from civitas.games.heroes.labels import card_ref
from civitas.games.heroes.rules import ready
from civitas.games.heroes.state import HeroesState

Reason = tuple[str, dict[str, Any]]
CardValue = Callable[[HeroesState, int, int], float]  # (view, seat, kind) -> how much the seat wants it
Progress = Callable[[HeroesState, int], float]  # (view, seat) -> how close the seat is to winning

GENERIC: Reason = ("hint.generic", {})
# The items a wanted card may be for, in the order a reason names them.
_ITEMS_FOR_WANT = (CITY, ARMY, FORTRESS, ROAD, GENERAL)
_KEPT_CARDS = {HERO: "hint.offer_hero", OLYMPICS: "hint.offer_olympics", LUCK: "hint.offer_luck"}


def _home(s: HeroesState, seat: int) -> int:
    """Armies of ``seat`` at home that can fight now."""
    return sum(1 for code in s.armies[seat] if ready(code))


def _lacks_for(s: HeroesState, seat: int, kind: int) -> int | None:
    """The first item left in the supply (city, army, fortress, road, general) whose price needs
    more ``kind`` cards than the hand of ``seat`` holds; None if no price does."""
    hand = s.hands[seat]
    for item in _ITEMS_FOR_WANT:
        need = COST[item].count(kind) + (GOLD_PART[item] if kind == GOLD else 0)
        if s.supply[item] > 0 and need > hand.count(kind):
            return item
    return None


def _needed(s: HeroesState, seat: int, kind: int) -> bool:
    """Whether ``seat`` cannot spare a ``kind`` card: its own special card, gold, a card to keep in
    hand, or one a price needs and the hand holds no more of than that price."""
    hand = s.hands[seat]
    if kind in (special_of(s.tribe[seat]), GOLD) or kind in _KEPT_CARDS:
        return True
    return any(0 < COST[item].count(kind) >= hand.count(kind) for item in _ITEMS_FOR_WANT if s.supply[item] > 0)


def _least_needed(s: HeroesState, seat: int, kind: int, value: CardValue) -> bool:
    hand = s.hands[seat]
    return kind in hand and value(s, seat, kind) <= min(value(s, seat, k) for k in hand)


# --- one function per kind of move -----------------------------------------------------------------
def _build(s: HeroesState, seat: int, action: Action) -> Reason:
    item = action[1]
    if item == "city":
        have = s.cities[seat]
        if have >= CITY_TARGET:
            return "hint.build_more_city", {}
        if have + 1 == CITY_TARGET:
            return "hint.build_fifth_city", {}
        return "hint.build_city", {"n": have + 1, "left": CITY_TARGET - have - 1}
    if item == "army":
        return "hint.build_army", {"n": len(s.armies[seat]) + 1}
    if item == "road" and len(action) > 3:
        return "hint.build_road", {"other_seat": action[3]}
    if item in ("general", "fortress"):
        return f"hint.build_{item}", {}
    return GENERIC


def _action_phase(s: HeroesState, seat: int, action: Action, value: CardValue) -> Reason:
    kind = action[0]
    hand = s.hands[seat]
    if kind == "tax":
        n = s.cities[seat]
        return ("hint.tax", {"n": n}) if len(s.deck) + len(s.discard) >= n else GENERIC
    if kind == "swap":
        if _least_needed(s, seat, action[1], value):
            return "hint.swap", {"card": card_ref(action[1])}
        return "hint.swap_other", {}
    if kind == "skip":
        moves = {a[0] for a in legal.legal_actions(s, seat)}
        if not moves & {"tax", "build", "war"}:
            return "hint.skip", {}
        if "tax" in moves and len(hand) + s.cities[seat] > HAND_LIMIT:
            return "hint.skip_full_hand", {}
        return "hint.skip_wait", {}
    # end_build
    return ("hint.end_build", {}) if hand else ("hint.end_build_empty", {})


def _war(s: HeroesState, seat: int, action: Action) -> Reason:
    kind = action[0]
    if kind == "war":
        target = action[1]
        extra = _home(s, seat) - _home(s, target)
        if s.cities[target] and extra >= 2:
            return "hint.war_weak_neighbour", {"target_seat": target}
        return ("hint.war" if extra > 0 else "hint.war_even"), {"target_seat": target}
    if s.war is None:
        return GENERIC
    target = s.war[1]
    if kind == "goal":
        goal = action[1]
        if goal == "conquest" and s.cities[target]:
            return "hint.goal_conquest", {"target_seat": target, "n": s.cities[target]}
        if goal == "plunder" and s.hands[target]:
            return "hint.goal_plunder", {"target_seat": target, "n": len(s.hands[target])}
        if goal == "destruction" and s.monument[target]:
            return "hint.goal_destruction", {"target_seat": target, "n": s.monument[target]}
        return "hint.goal_other", {}
    if kind == "send":
        return ("hint.send_general", {}) if action[1] & GEN else ("hint.send_army", {})
    if kind == "hero":
        return ("hint.hero_general", {}) if action[1] == "general" else ("hint.hero_army", {})
    if kind == "go":
        return "hint.go", {"n": len(s.war_units)}
    # cancel_war: too weak only when even every army that could still go would not outnumber the defence
    if len(s.war_units) + _home(s, seat) <= _home(s, target):
        return "hint.cancel_war", {"target_seat": target}
    return "hint.cancel_war_other", {}


def _after_action(s: HeroesState, seat: int, action: Action, value: CardValue) -> Reason:
    if action[0] == "monument":
        k = action[2]
        if not k:
            return "hint.monument_wait", {}
        have = s.monument[seat]
        if have >= MONUMENT_TARGET:
            return "hint.monument_more", {}
        if have + k >= MONUMENT_TARGET:
            return "hint.monument_complete", {}
        return "hint.monument", {"n": k, "total": have + k}
    # discard
    if _least_needed(s, seat, action[1], value):
        return "hint.discard", {"card": card_ref(action[1])}
    return "hint.discard_other", {}


def _fair(s: HeroesState, seat: int, action: Action) -> Reason:
    kind = action[0]
    if kind == "offer":
        want = action[2]
        args = {"want": card_ref(want)}
        if want == special_of(s.tribe[seat]):
            return "hint.offer_monument", args
        if want == GOLD:
            return "hint.offer_gold", {}
        if want in _KEPT_CARDS:
            return _KEPT_CARDS[want], {}
        item = _lacks_for(s, seat, want)
        if item is not None:
            return f"hint.offer_for_{ITEM_IDS[item]}", args
        return "hint.offer_other", {}
    if kind == "withdraw":
        for offer in s.offers:
            if offer[0] == action[1] and offer[1] == seat:
                card = offer[2]
                return ("hint.withdraw" if _needed(s, seat, card) else "hint.withdraw_other"), {"card": card_ref(card)}
        return GENERIC
    return "hint.trade_done", {}


def _question(s: HeroesState, seat: int, action: Action, progress: Progress) -> Reason:
    kind = action[0]
    if kind == "road_consent":
        return ("hint.road_yes", {}) if action[1] else ("hint.road_no", {})
    if kind == "quake":
        target = action[1]
        seats = {t for t, _code in quake_targets(s, seat)}
        threat = max(seats, key=lambda t: progress(s, t), default=target)
        if progress(s, target) >= progress(s, threat) and len(seats) > 1:
            return "hint.quake", {"target_seat": target}
        return "hint.quake_other", {"target_seat": target}
    if kind == "erupt":
        target = action[1]
        most = max((s.cities[t] for t in eruption_targets(s, seat)), default=0)
        if s.cities[target] >= most and len(eruption_targets(s, seat)) > 1:
            return "hint.erupt", {"target_seat": target, "n": s.cities[target]}
        return "hint.erupt_other", {"target_seat": target}
    # respond
    question = str(s.pending[-1][0]) if s.pending else ""
    choice = action[1]
    if choice == "luck" and question in ("luck_quake", "luck_erupt", "luck_famine", "barb"):
        return "hint.respond_luck_" + question.removeprefix("luck_"), {}
    if choice == "olympics":
        return ("hint.respond_olympics_barb" if question == "barb" else "hint.respond_olympics"), {}
    if choice in ("hero_army", "hero_general"):
        return f"hint.respond_{choice}", {}
    only = legal.legal_actions(s, seat) == [("respond", "none")]
    suffix = "_defend" if question == "defend" else ""
    return ("hint.respond_nothing" if only else "hint.respond_none") + suffix, {}


def reason(s: HeroesState, seat: int, action: Action, value: CardValue, progress: Progress) -> Reason:
    """The reason for ``action`` by ``seat`` in the view ``s``: a ``hint.*`` id and its arguments."""
    kind = action[0] if action else ""
    if kind == "build":
        return _build(s, seat, action)
    if kind in ("tax", "swap", "skip", "end_build"):
        return _action_phase(s, seat, action, value)
    if kind in ("war", "goal", "send", "hero", "go", "cancel_war"):
        return _war(s, seat, action)
    if kind in ("monument", "discard"):
        return _after_action(s, seat, action, value)
    if kind in ("offer", "withdraw", "trade_done"):
        return _fair(s, seat, action)
    if kind in ("road_consent", "quake", "erupt", "respond"):
        return _question(s, seat, action, progress)
    return GENERIC
