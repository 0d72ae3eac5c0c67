"""The AI's quick judgement of single moves in Territory: a rough worth for every action of every
phase, the rollout policy (also the "greedy heuristic" bot) built on it, and the pruning of moves
not worth searching.

The policy's order of business on a turn: claim what can be claimed; in construction take a quest
while holding fewer than two, develop, open a territory when a good card has nowhere to go, place
profitable cards; in the draft put local income where it completes a funding, play the one influence
worth most (against the leader), then take the unit that completes the best funding, store, or pass.
Like ``ai_eval`` this reads only what the seat may see.
"""

from __future__ import annotations

import math

from civitas.engine.actions import Action
from civitas.engine.rng import Rng
from civitas.games.territory import ai_eval as ev
from civitas.games.territory.ai_market import buy_policy, least_useful, offer_policy, pay_choice
from civitas.games.territory.derived import BURDENS, GUARDS
from civitas.games.territory.legal import NEEDS
from civitas.games.territory.rules import (
    F,
    capacity,
    card_owner,
    cards_of_kind,
    limits,
    need,
    sheltered,
    significance,
    spaces_used,
    union_of,
)
from civitas.games.territory.state import TerritoryState

GOOD = 0.3  # a construction or influence move below this worth is not worth making
ATTACKERS = {"robber", "invader", "bomber", "assassin", "spy"}
FRESH_BLOCKED = set(NEEDS) | {"factory_chain", "mansion", "bridge"}  # cannot go alone on a new territory


# --- construction ---------------------------------------------------------------------------------------
def held_quest_kinds(s: TerritoryState, p: int) -> list[str]:
    kind = F(s).kind
    return [kind[q] for q in s.quests[p] if q >= 0]


def helps_quest(s: TerritoryState, p: int, kind: str) -> bool:
    return any(kind in ev.QUEST_HELP.get(q, ()) for q in held_quest_kinds(s, p))


def opponents_have(s: TerritoryState, p: int, kinds: set[str] | tuple[str, ...]) -> bool:
    kind = F(s).kind
    return any(s.owner[t] not in (-1, p) and kind[c] in kinds for t in range(len(s.owner)) for c in s.on[t])


def build_value(
    s: TerritoryState, p: int, card: int, t: int, t2: int = -1, memo: dict[str, float] | None = None
) -> float:
    """The worth of placing ``card`` on own territory ``t`` (a mansion also on ``t2``; a bridge to ``t2``).
    ``memo`` keeps what the moves of one position share (the end's nearness, the seat's deficit)."""
    f = F(s)
    kind, typ = f.kind[card], f.type[card]
    memo = {} if memo is None else memo
    if "later" not in memo:
        memo["later"] = 1.0 - 0.6 * ev.endness(s)
        memo["room"] = ev.expected_takes(s) - ev.seat_deficit(s, p)
    later = memo["later"]
    if typ == "development":
        value = ev.effective_profit(s, card, t, f) + (0.4 if kind == "mayor" and len(union_of(s, t)) > 1 else 0.0)
        return value * later + 0.2
    if kind == "bridge":
        return bridge_value(s, p, t, t2)
    req = f.req[card]
    value = ev.effective_profit(s, card, t, f) + ev.EXTRA_GAIN.get(kind, 0.0) - req
    if kind == "factory_chain":
        value -= 1.0  # the two factories it replaces gave 4 for 2
    if kind in ATTACKERS and not any(s.owner[u] not in (-1, p) and s.on[u] for u in range(len(s.owner))):
        value -= 1.5
    guarded_against = [a for a, g in GUARDS.items() if g == kind]
    if guarded_against:
        value += 0.7 if opponents_have(s, p, set(guarded_against)) else 0.0
        value += 0.3 * f.sig[card]
    if req > 0:
        key = f"deficit{t}"  # the territory's deficit as it is, shared by the moves onto it
        if key not in memo:
            memo[key] = ev.territory_economy(s, t)[0]
        before = memo[key]
        extra = ev.territory_economy(s, t, card)[0] - before
        over = extra - memo["room"]
        if over > 0:
            value -= 1.2 * min(over, extra) + 0.3
        elif extra == 0:
            value += 0.4  # its territory funds it
    if spaces_used(s, t) + 1 >= capacity(s):
        value -= 0.25
    if t2 >= 0 and spaces_used(s, t2) + 1 >= capacity(s):
        value -= 0.25
    value *= later
    if not any(f.type[c] in ("building", "character") for c in s.on[t]):
        value += 0.8  # an empty territory is lost at the end of the round
    if helps_quest(s, p, kind):
        value += 1.5
    return value


def bridge_value(s: TerritoryState, p: int, a: int, b: int) -> float:
    """A bridge from own ``a`` to ``b``: a shared purse with another own territory, or a union with an
    opponent's territory that is worth it only when ``p`` would be the strict most significant."""
    value = -0.7
    if helps_quest(s, p, "bridge"):
        value += 1.5
    if s.owner[b] == p:
        da, sa = ev.territory_economy(s, a)
        db, sb = ev.territory_economy(s, b)
        return value + (0.6 if (da and sb >= 1) or (db and sa >= 1) else 0.0)
    group = sorted(set(union_of(s, a)) | set(union_of(s, b)))
    sig = significance(s, group)
    others = max(x for q, x in enumerate(sig) if q != p)
    if sig[p] > others:
        return value + 2.6 + 0.3 * sum(1 for t in group if s.owner[t] != p)
    return value - (0.2 if sig[p] == others else 2.0)


def fresh_value(s: TerritoryState, p: int, card: int) -> float:
    """The worth of ``card`` alone on a new territory (no local income there yet)."""
    f = F(s)
    kind = f.kind[card]
    if f.type[card] not in ("building", "character") or kind in FRESH_BLOCKED:
        return -9.0
    req = f.req[card]
    value = float(f.profit[card]) + ev.EXTRA_GAIN.get(kind, 0.0) - req
    if req and ev.seat_deficit(s, p) + req > ev.expected_takes(s):
        value -= 1.2 * req
    if kind in ATTACKERS and not any(s.owner[u] not in (-1, p) and s.on[u] for u in range(len(s.owner))):
        value -= 1.5
    value = value * (1.0 - 0.6 * ev.endness(s)) + 0.35  # a territory more: room, the landlord quest
    if helps_quest(s, p, kind):
        value += 1.5
    return value


def want_quest(s: TerritoryState, p: int) -> bool:
    """Take a quest while holding fewer than two, unless the game is about to end."""
    rl = ev.rounds_left(s)
    if not s.quests[p]:
        return rl > 2.5
    return len(s.quests[p]) < 2 and rl > 4.0 and ev.quest_progress(s, p, s.quests[p][0]) >= 0.45


def land_plan(s: TerritoryState, p: int, legal: list[Action], best_here: float) -> Action | None:
    """``("land", card)`` when a good card has no better place than a new territory (or the seat owns
    none): the least useful other card becomes the territory."""
    if not any(a[0] == "land" for a in legal) or s.placed >= limits(s)[1] or len(s.hands[p]) < 2:
        return None
    fresh = max(((fresh_value(s, p, c), c) for c in s.hands[p]), default=(-9.0, -1))
    wanted = fresh[0] > max(best_here, GOOD) or (fresh[0] > 0 and len(s.lands[p]) < 2)
    if "landlord" in held_quest_kinds(s, p) and fresh[0] > 0:
        wanted = True
    if not wanted:
        return None
    rest = [c for c in s.hands[p] if c != fresh[1]]
    return ("land", least_useful(s, p, rest))


def build_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    for a in legal:
        if a[0] == "claim":
            return a
    if ("quest",) in legal and want_quest(s, p):
        return ("quest",)
    best: tuple[float, Action] = (GOOD, ("end",))
    memo: dict[str, float] = {}
    devs = [a for a in legal if a[0] == "develop"]
    for a in devs:
        w = build_value(s, p, a[1], a[2], memo=memo)
        if w > best[0]:
            best = (w, a)
    if devs and best[1][0] == "develop":
        return best[1]
    for a in legal:
        if a[0] in ("build", "mansion", "bridge"):
            w = build_value(s, p, a[1], a[2], a[3] if len(a) > 3 else -1, memo)
            if w > best[0]:
                best = (w, a)
    land = land_plan(s, p, legal, best[0])
    return land if land is not None else best[1]


# --- income -------------------------------------------------------------------------------------------
def reach(s: TerritoryState, p: int, card: int) -> int:
    """Local income of ``p``'s territories that may still go onto ``card`` (its territory and union)."""
    return sum(s.local[u] for u in union_of(s, s.host[card]) if s.owner[u] == p)


def fund_score(s: TerritoryState, p: int, card: int, units: float) -> float:
    """How good one more unit on own ``card`` is, given ``units`` more that could still come to it."""
    f = F(s)
    kind = f.kind[card]
    t = s.host[card]
    rem = need(s, card) - s.paid[card]
    if kind in BURDENS:
        blocked = sum(1 for c in s.on[t] if c != card and s.paid[c] < need(s, c))
        gain = 2.5 + 0.8 * blocked
    else:
        gain = ev.effective_profit(s, card, t, f) + ev.EXTRA_GAIN.get(kind, 0.0) + 1.0
        if kind == "excellent":
            gain += 3.0
        if helps_quest(s, p, kind):
            gain += 1.0
    score = gain / max(1, rem) + (1.0 if rem == 1 else 0.0)
    if rem > units + 1:
        score *= 0.3  # it will not be funded this round: the units would be lost with it
    return score


def my_takes(s: TerritoryState) -> float:
    return math.ceil(s.pool / s.n)


def best_allocate(s: TerritoryState, p: int, legal: list[Action]) -> Action | None:
    best: tuple[float, Action] | None = None
    takes = my_takes(s) if s.phase == "draft" else 0.0
    for a in legal:
        if a[0] == "allocate":
            w = fund_score(s, p, a[2], reach(s, p, a[2]) - 1 + takes)
            if best is None or w > best[0]:
                best = (w, a)
    return best[1] if best is not None else None


def release_worth(s: TerritoryState, p: int, bank: int) -> bool:
    """Release a stored unit when it completes a funding on the bank's territory or union (keeping two
    stored for the hoard quest)."""
    if "hoard" in held_quest_kinds(s, p):
        return False
    t = s.host[bank]
    stored = sum(s.stored[b] for u in union_of(s, t) if s.owner[u] == p for b in cards_of_kind(s, u, "bank"))
    for u in union_of(s, t):
        if s.owner[u] != p:
            continue
        for c in s.on[u]:
            if s.host[c] == u and c != bank and s.paid[c] < need(s, c):
                if need(s, c) - s.paid[c] <= reach(s, p, c) + stored:
                    return True
    return False


def target_weight(s: TerritoryState, p: int, victim: int) -> float:
    if victim < 0 or victim == p:
        return -1.0
    return 1.3 if victim == ev.leader_of(s, p) else 0.8


def loss_to_owner(s: TerritoryState, card: int) -> float:
    """What a card on the table is worth to its owner (for attacks and a spy's pick)."""
    f = F(s)
    kind = f.kind[card]
    if kind in BURDENS:
        return -2.0
    if kind == "drought":
        return -0.8
    if kind == "excellent":
        return 3.5
    t = s.host[card]
    return ev.effective_profit(s, card, t, f) + ev.EXTRA_GAIN.get(kind, 0.0) + 0.8 + 0.3 * f.sig[card]


def my_need(s: TerritoryState, p: int) -> int:
    return sum(max(0, need(s, c) - s.paid[c]) for t in s.lands[p] for c in s.on[t] if s.host[c] == t)


def influence_value(s: TerritoryState, p: int, a: Action) -> float:
    f = F(s)
    card, target = a[1], a[2]
    kind = f.kind[card]
    if a[0] == "act":
        return act_value(s, p, kind, card, target)
    if a[0] == "rep":
        victim = s.owner[target]
        if kind == "excellent":
            return 3.0 + 0.2 * ev.territory_economy(s, target)[1]
        w = target_weight(s, p, victim)
        if kind == "drought":
            return w * (0.3 + 0.8 * len(cards_of_kind(s, target, "plantation")))
        return w * (1.4 + 0.2 * sum(1 for c in s.on[target] if s.paid[c] < need(s, c)))
    if kind == "prospects":
        return 1.2
    if kind == "growth":
        return 1.0 if my_need(s, p) > my_takes(s) else 0.2
    if kind in ("decline", "crisis"):
        return 0.6 if my_need(s, p) == 0 else -0.5
    if kind == "earthquake":
        return target_weight(s, p, card_owner(s, target)) * loss_to_owner(s, target)
    if kind == "flood":
        gone = sum(ev.effective_profit(s, c, target, f) for c in s.on[target]
                   if f.type[c] == "building" and f.kind[c] != "bank" and s.paid[c] < need(s, c))  # fmt: skip
        return target_weight(s, p, s.owner[target]) * 0.6 * gone
    if kind == "stock_crash":
        exchanges = sum(len(cards_of_kind(s, t, "exchange")) for t in s.lands[target])
        return target_weight(s, p, target) * (0.1 + 1.5 * exchanges)
    if kind == "epidemic":
        chars = [c for t in s.lands[target] for c in s.on[t] if f.type[c] == "character" and not sheltered(s, c)]
        return target_weight(s, p, target) * 0.9 * len(chars)
    if kind == "lucky_deposits":
        owner = card_owner(s, target)
        return 1.5 if owner == p and my_need(s, p) else (0.2 if owner == p else -1.0)
    return 0.0


def act_value(s: TerritoryState, p: int, kind: str, card: int, target: int) -> float:
    if kind == "entrepreneur":
        return 1.0 if my_need(s, p) else 0.4
    if kind == "spy":
        victim = s.owner[target]
        best = max((loss_to_owner(s, c) for c in s.on[target] if F(s).kind[c] != "bunker"), default=0.0)
        return target_weight(s, p, victim) * 0.5 * best
    if kind == "reconstructor":
        here = s.host[card]
        return 0.3 + 0.3 * ev.effective_profit(s, target, here)
    victim = card_owner(s, target)
    w = target_weight(s, p, victim)
    if kind == "robber":
        return w * 0.5 + s.paid[target] * (1.0 if my_need(s, p) else 0.4)
    value = w * loss_to_owner(s, target)
    if kind == "assassin" and F(s).kind[target] == "spy" and "spy_killer" in held_quest_kinds(s, p):
        value += 2.0
    return value


def draft_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    for a in legal:
        if a[0] == "claim":
            return a
    alloc = best_allocate(s, p, legal)
    if alloc is not None:
        return alloc
    for a in legal:
        if a[0] == "release" and release_worth(s, p, a[1]):
            return a
    best: tuple[float, Action] | None = None
    for a in legal:
        if a[0] in ("event", "rep", "act"):
            w = influence_value(s, p, a)
            if w > GOOD and (best is None or w > best[0]):
                best = (w, a)
    if best is not None:
        return best[1]
    takes = my_takes(s)
    for a in legal:
        if a[0] == "take":
            w = fund_score(s, p, a[1], reach(s, p, a[1]) + takes - 1)
            if best is None or w > best[0]:
                best = (w, a)
    if best is not None:
        return best[1]
    for a in legal:
        if a[0] == "store":
            return a
    return ("pass",)


def wrap_policy(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    for a in legal:
        if a[0] == "claim":
            return a
    alloc = best_allocate(s, p, legal)
    if alloc is not None:
        return alloc
    for a in legal:
        if a[0] == "release" and release_worth(s, p, a[1]):
            return a
    tucks = [a for a in legal if a[0] == "tuck"]
    if tucks and len(s.hands[p]) >= 2:
        pick = min(tucks, key=lambda a: (ev.card_worth(s, p, a[2]), a[2]))
        if ev.card_worth(s, p, pick[2]) < 1.3 and ev.rounds_left(s) > 1.5:
            return pick
    return ("done",)


def spy_choice(s: TerritoryState, p: int, legal: list[Action]) -> Action:
    return max(legal, key=lambda a: (loss_to_owner(s, a[1]), -a[1]))


def policy(s: TerritoryState, p: int, legal: list[Action], rng: Rng) -> Action:
    phase = s.phase
    if phase == "build":
        return build_policy(s, p, legal)
    if phase == "draft":
        return draft_policy(s, p, legal)
    if phase == "wrap":
        return wrap_policy(s, p, legal)
    if phase == "spy":
        return spy_choice(s, p, legal)
    if phase == "offer":
        return offer_policy(s, p, legal)
    if phase in ("buy", "answer"):  # TR-T48: ai_market.buy_policy also answers a bid
        return buy_policy(s, p, legal)
    if phase == "pay":
        return pay_choice(s, p, legal)
    return legal[rng.below(len(legal))]


__all__ = ["build_value", "fund_score", "influence_value", "policy"]
