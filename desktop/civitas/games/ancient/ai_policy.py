"""The AI's quick judgement of single moves: a rough worth in VP for every turn action (placements,
fights, pass), the rollout policy built on it, and the pruning of moves not worth searching.

Like ``ai_eval`` this reads only what the seat may see, so it works on views (root candidates,
hints) as well as on sampled states.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.machine import Candidates, Policy, keep_all
from civitas.engine.rng import Rng
from civitas.games.ancient import ai_eval as ev
from civitas.games.ancient.derived import C, army_attack, army_limit, food, free_attack, spaces_free, unused_armies
from civitas.games.ancient.frames import MACHINE, can_buy, crane_of, recruit_targets
from civitas.games.ancient.placement import fee
from civitas.games.ancient.state import AncientState

NOTHING: Final = -9.0  # the worth of a move that achieves nothing (a Build with nothing to buy, ...)
NOISE: Final = 10  # one move in NOISE, the policy picks among the sensible moves at random


# --- what a seat can get ---------------------------------------------------------------------------------
def buyable(s: AncientState, p: int) -> list[tuple[float, int, bool]]:
    """(value, card, with crane) for every card seat ``p`` could build now, best first."""
    out: list[tuple[float, int, bool]] = []
    crane = crane_of(s, p)
    for card in sorted(set(s.display) | set(s.reserve[p])):
        if card < 0:
            continue
        if can_buy(s, p, card):
            out.append((ev.card_value(s, p, card), card, False))
        if crane is not None and card != crane and can_buy(s, p, card, crane):
            free = ev.card_value(s, p, card, cost=False) - ev.card_value(s, p, crane, cost=False) * 0.5
            out.append((free, card, True))
    out.sort(key=lambda x: -x[0])
    return out


def best_buy(s: AncientState, p: int) -> tuple[float, int] | None:
    options = buyable(s, p)
    return (options[0][0], options[0][1]) if options else None


def weakest_army(s: AncientState, p: int) -> tuple[float, int] | None:
    """(worth, index) of the weakest army whose active troop is unused (it may be dismissed)."""
    best: tuple[float, int] | None = None
    for i, army in enumerate(s.armies[p]):
        if s.scroll.get(army[-1], 0) == 0:
            worth = ev.troop_value(s, army[-1])
            if best is None or worth < best[0]:
                best = (worth, i)
    return best


def recruit_gain(s: AncientState, p: int, troop: int) -> float:
    """How much stronger ``troop`` makes seat ``p``'s armies (new army, or replacing the weakest)."""
    worth = ev.troop_value(s, troop)
    if len(s.armies[p]) < army_limit(s, p):
        return worth
    weak = weakest_army(s, p)
    return worth - weak[0] + 0.3 if weak is not None else NOTHING


def best_recruit(s: AncientState, p: int) -> tuple[float, int] | None:
    """(worth, troop) of the best troop seat ``p`` could recruit now; None if it can recruit none."""
    if not recruit_targets(s, p):
        return None
    options = [
        (0.35 * recruit_gain(s, p, t) * min(ev.rounds_left(s), 3) / 3.0 - C[t].price * ev.coin_value(s), t)
        for t in set(s.troop_row)
        if t >= 0 and C[t].price <= s.coins[p]
    ]
    return max(options) if options else None


def fight_worth(s: AncientState, p: int, stars: int, armies: tuple[int, ...]) -> float:
    titan = s.titan_decks[stars - 1][-1]
    price = sum(s.picture.get(s.armies[p][a][-1], 0) + 1 for a in armies)
    bonus = 0.0
    for a in armies:
        t = C[s.armies[p][a][-1]]
        bonus += t.trophy * ev.coin_value(s) + t.espionage * ev.knowledge_value(s, p)
        bonus += 0.8 * min(t.restore, len(s.down[p]))
    # A paid troop costs double next time: using fewer armies keeps the rest for later fights.
    return ev.titan_value(s, p, titan) + bonus - price * ev.coin_value(s) - 0.25 * len(armies)


def serve_helps(s: AncientState, p: int) -> int | None:
    """The stars of a titan that one more sword would let seat ``p`` beat (and not before)."""
    attack = ev.best_attack(s, p)
    swords, _ = free_attack(s, p)
    for d, deck in enumerate(s.titan_decks):
        if deck and deck[-1] >= 0:
            titan = C[deck[-1]]
            have = attack if titan.arrows_count else _sword_attack(s, p, swords)
            if have + 1 >= titan.defence > have:
                return d + 1
    return None


def _sword_attack(s: AncientState, p: int, swords: int) -> int:
    for i in unused_armies(s, p):
        swords += army_attack(s.armies[p][i])[0]
    return swords


# --- the worth of a turn action -----------------------------------------------------------------------
def worth(s: AncientState, p: int, action: Action, memo: dict[Any, Any] | None = None) -> float:
    """A rough worth in VP of a turn action for seat ``p`` (0 for passing). ``memo`` keeps what several
    actions of one position share (the best card to build, each slot's worth whoever goes there)
    between calls."""
    memo = {} if memo is None else memo
    kind = action[0]
    if kind == "pass":
        return 0.0
    if kind == "fight":
        return fight_worth(s, p, action[1], tuple(action[2]))
    skill = int(action[1])
    keep = 0.08 * skill  # a higher skill overbids more later in the round
    if kind == "place_card":
        return ev.action_value(s, p, C[action[2]].action) - keep + 0.1
    slot = action[2]
    key = ("slot", slot)
    base = memo.get(key)
    if base is None:
        base = memo[key] = slot_worth(s, p, slot, memo)
    if base == NOTHING:
        return NOTHING
    if slot in ("build", "recruit"):
        return base - fee(s, skill, slot) * ev.coin_value(s) - keep
    return base - keep


def slot_worth(s: AncientState, p: int, slot: str, memo: dict[Any, Any]) -> float:
    """The worth of a board slot to seat ``p`` before the fee and the citizen's skill (see ``worth``)."""
    cv = ev.coin_value(s)
    rl = ev.rounds_left(s)
    if slot == "work":
        return 2 * cv + (0.4 if s.coins[p] < 4 else 0.0)
    if slot == "build":
        best = _memo(memo, "buy", lambda: best_buy(s, p))
        return NOTHING if best is None or best[0] <= 0 else best[0] + 0.2
    if slot == "recruit":
        rec = _memo(memo, "recruit", lambda: best_recruit(s, p))
        return NOTHING if rec is None or rec[0] <= 0 else rec[0]
    if slot == "serve":
        return 1.2 if _memo(memo, "serve", lambda: serve_helps(s, p)) is not None else 0.05
    if slot == "expand":
        top = s.provinces_deck[-1]
        price = ev.knowledge_value(s, p) if s.knowledge[p] >= 1 else 3 * cv
        need = 0.8 if spaces_free(s, p) <= 0 and _memo(memo, "buy", lambda: best_buy(s, p)) is not None else 0.0
        return ev.province_value(s, p, top) + need - price
    if slot == "study":
        need = _memo(memo, "knowledge_need", lambda: knowledge_need(s, p))
        return ev.knowledge_value(s, p) + need - 3 * cv
    if slot == "restore":
        # Lost cards count for scoring anyway: restoring is worth their icons for the rounds left.
        restored = min(2, len(s.down[p])) * (0.9 if rl > 1 else 0.25)
        token = 0.25 if not s.token_up and rl > 1 else 0.0
        return restored + cv + token
    if slot == "explore":
        # A reserved card is worth something only if a later Build can still pay for it and place it.
        room = spaces_free(s, p) > len(s.reserve[p]) and rl > 1
        return 0.6 - 0.25 * len(s.reserve[p]) if room else 0.05
    if slot == "grow":
        margin = food(s, p) - len(s.citizens[p])
        return 0.8 * max(0, rl - 1) - 3 * cv - (0.0 if margin >= 1 else 2.2)
    return 0.0


def knowledge_need(s: AncientState, p: int) -> float:
    """Worth of one more knowledge for a card on show that the seat could otherwise nearly pay for."""
    best = 0.0
    for card in set(s.display) | set(s.reserve[p]):
        if card < 0 or C[card].cost_knowledge <= s.knowledge[p]:
            continue
        if C[card].cost_knowledge - s.knowledge[p] == 1 and C[card].cost_coins <= s.coins[p] - 3 + 2:
            best = max(best, 0.3 * ev.card_value(s, p, card, cost=False))
    return best


def _memo(memo: dict[Any, Any], key: str, compute: Callable[[], Any]) -> Any:
    if key not in memo:
        memo[key] = compute()
    return memo[key]


def turn_policy(s: AncientState, p: int, legal: list[Action], rng: Rng) -> Action:
    memo: dict[Any, Any] = {}
    scored = [(worth(s, p, a, memo), a) for a in legal]
    if rng.below(NOISE) == 0:
        sensible = [a for w, a in scored if w > 0]
        if sensible:
            return sensible[rng.below(len(sensible))]
    best_w, best_a = max(scored, key=lambda x: x[0])
    return best_a if best_w > 0 else ("pass",) if ("pass",) in legal else best_a


# --- pending decisions: one rollout policy per decision kind (attached to the machine) ----------------------
def _build(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    options = [a for a in legal if a[0] in ("buy", "crane")]
    for value, card, crane in buyable(s, p):
        action = ("crane", card) if crane else ("buy", card)
        if action in options and value > -0.5:
            return action
    return ("skip",)


def _recruit(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    best_action: Action = ("skip",)
    best_gain = 0.0
    for a in legal:
        if a[0] != "recruit":
            continue
        troop, target = a[1], a[2]
        gain = ev.troop_value(s, troop) - C[troop].price * 0.4
        if target >= 0:
            gain -= ev.troop_value(s, s.armies[p][target][-1]) - 0.3
        if gain > best_gain:
            best_gain, best_action = gain, a
    return best_action


def _expand_pay(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return ("pay", "knowledge") if s.knowledge[p] >= 2 or s.coins[p] < 6 else ("pay", "coins")


def _expand_keep(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: ev.province_value(s, p, a[1]))


def _explore(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    display = [a for a in legal if a[0] == "explore_display"]
    if display:
        pick = max(display, key=lambda a: ev.card_value(s, p, a[1], cost=False))
        if ev.card_value(s, p, pick[1], cost=False) >= 3.0 or ("explore_draw",) not in legal:
            return pick
    return ("explore_draw",)


def _explore_pick(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: ev.card_value(s, p, a[1]))


def _restore(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    picks = [a for a in legal if a[0] == "restore"]
    if picks:
        return max(picks, key=lambda a: ev.card_value(s, p, a[1], cost=False))
    return legal[-1]


def _lose(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return min(legal, key=lambda a: _kept_value(s, p, a[1]))


def _discard_army(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return min(legal, key=lambda a: ev.troop_value(s, s.armies[p][a[1]][-1]))


def _starve(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return legal[0]  # the lowest skill (TR-A25)


def _guild(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return ("guild_pay",) if s.coins[p] >= 4 else ("decline",)


def _outpost(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    scrolls = [a for a in legal if a[0] == "outpost" and a[2] == 0]
    return scrolls[0] if scrolls else legal[0]


def _playwrights(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    display = [a for a in legal if a[0] == "reserve_display"]
    if display:
        return max(display, key=lambda a: ev.card_value(s, p, a[1], cost=False))
    return legal[0]


def _refuge(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: _refuge_worth(s, p, a[1]))


def _refuge_order(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: ev.titan_value(s, p, a[1][0]) + 0.01 * a[1][0])


def _refuge_fight(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    fights = [(fight_worth(s, p, a[1], tuple(a[2])), a) for a in legal if a[0] == "fight"]
    good = max(fights, key=lambda x: x[0]) if fights else None
    return good[1] if good is not None and good[0] > 0 else ("no_fight",)


def _copy(s: AncientState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
    return max(legal, key=lambda a: ev.action_value(s, p, C[a[1]].action))


POLICIES: dict[str, Policy] = {
    "build": _build,
    "recruit": _recruit,
    "expand_pay": _expand_pay,
    "expand_keep": _expand_keep,
    "explore": _explore,
    "explore_pick": _explore_pick,
    "restore": _restore,
    "lose": _lose,
    "discard_army": _discard_army,
    "starve": _starve,
    "guild": _guild,
    "outpost": _outpost,
    "playwrights": _playwrights,
    "refuge": _refuge,
    "refuge_order": _refuge_order,
    "refuge_fight": _refuge_fight,
    "copy": _copy,
}
MACHINE.attach(policies=POLICIES)  # every decision kind has its rollout move; a missing one raises


def _kept_value(s: AncientState, p: int, card: int) -> float:
    """What a face-up card gives while it stays face up (lost cards give no icons)."""
    d = C[card]
    short = len(s.citizens[p]) - food(s, p)
    return (
        d.food * (2.0 if short >= 0 else 0.5)
        + d.income_coins
        + 1.5 * d.income_knowledge
        + 0.5 * (d.swords + d.arrows)
        + 2.0 * d.army_limit
        + (1.0 if d.action is not None else 0.0)
        + (0.5 if d.trigger is not None else 0.0)
    )


def _refuge_worth(s: AncientState, p: int, stars: int) -> float:
    deck = s.titan_decks[stars - 1]
    top = [c for c in deck[-4:] if c >= 0]
    return max((ev.titan_value(s, p, t) for t in top), default=0.0)


# --- pruning ----------------------------------------------------------------------------------------------
NORMAL_SLOTS: Final[tuple[str, ...]] = ("work", "serve", "expand", "study", "explore", "grow")
SAME_EFFECT: Final[tuple[str, ...]] = ("build", "recruit", "restore")


def turn_candidates(s: AncientState, p: int, legal: list[Action]) -> list[Action]:
    """Turn moves worth searching: the lowest skill for slots where skill changes nothing, the
    lowest and highest on overbid slots, cheapest winning fights, no empty Build/Recruit."""
    out: list[Action] = []
    lowest: dict[tuple[object, int], Action] = {}
    extremes: dict[str, list[Action]] = {}
    fights: list[Action] = []
    nothing_to_buy = best_buy(s, p) is None
    nothing_to_recruit = best_recruit(s, p) is None
    for a in legal:
        kind = a[0]
        if kind == "place_card":
            key: tuple[object, int] = (("card", a[2]), 0)
            if key not in lowest or a[1] < lowest[key][1]:
                lowest[key] = a
        elif kind == "place" and a[2] in SAME_EFFECT:
            if (a[2] == "build" and nothing_to_buy) or (a[2] == "recruit" and nothing_to_recruit):
                continue
            key = (a[2], fee(s, a[1], a[2]))
            if key not in lowest or a[1] < lowest[key][1]:
                lowest[key] = a
        elif kind == "place":
            extremes.setdefault(a[2], []).append(a)
        elif kind == "fight":
            fights.append(a)
        else:
            out.append(a)
    # Build/Recruit: paying the fee is worth it only to keep a higher skill for later.
    for key, a in lowest.items():
        free = lowest.get((key[0], 0))
        if key[1] == 1 and free is not None and free[1] < a[1]:
            continue
        out.append(a)
    for acts in extremes.values():
        acts.sort(key=lambda a: a[1])
        out.append(acts[0])
        if len(acts) > 1:
            out.append(acts[-1])
    out.extend(fight_candidates(s, p, fights))
    return out


def fight_candidates(s: AncientState, p: int, fights: list[Action]) -> list[Action]:
    """Per titan: the cheapest winning sets of armies, and those sets plus troops with a trophy,
    espionage or restore ability."""
    by_titan: dict[int, list[Action]] = {}
    for a in fights:
        by_titan.setdefault(a[1], []).append(a)
    out: list[Action] = []
    for acts in by_titan.values():
        prices = {a: sum(s.picture.get(s.armies[p][i][-1], 0) + 1 for i in a[2]) for a in acts}
        cheapest = min(prices.values())
        cores = [set(a[2]) for a in acts if prices[a] == cheapest]
        for a in acts:
            armies = set(a[2])
            if prices[a] == cheapest:
                out.append(a)
            elif any(core < armies and all(_able(s, p, i) for i in armies - core) for core in cores):
                out.append(a)
    return out


def _able(s: AncientState, p: int, army: int) -> bool:
    t = C[s.armies[p][army][-1]]
    return t.trophy + t.espionage + t.restore > 0


# --- pending decisions: the answers worth searching, per decision kind (attached to the machine) -----------
def _build_candidates(s: AncientState, p: int, f: Frame, legal: list[Action]) -> list[Action]:
    """The three best buys (with or without the crane) and skipping."""
    ranked = buyable(s, p)
    keep = {("crane", c) if crane else ("buy", c) for _, c, crane in ranked[:3]}
    return [a for a in legal if a in keep or a == ("skip",)]


def _refuge_order_candidates(s: AncientState, p: int, f: Frame, legal: list[Action]) -> list[Action]:
    """Only the top card matters for the fight that may follow: one order per top card."""
    seen: set[int] = set()
    out = []
    for a in legal:
        if a[1][0] not in seen:
            seen.add(a[1][0])
            out.append(a)
    return out


def _refuge_fight_candidates(s: AncientState, p: int, f: Frame, legal: list[Action]) -> list[Action]:
    return fight_candidates(s, p, [a for a in legal if a[0] == "fight"]) + [("no_fight",)]


#: Every decision kind's candidates; the others have few answers, each its own, and keep them all.
CANDIDATES: dict[str, Candidates] = {
    "build": _build_candidates,
    "recruit": keep_all,
    "expand_pay": keep_all,
    "expand_keep": keep_all,
    "explore": keep_all,
    "explore_pick": keep_all,
    "restore": keep_all,
    "lose": keep_all,
    "discard_army": keep_all,
    "starve": keep_all,
    "guild": keep_all,
    "outpost": keep_all,
    "playwrights": keep_all,
    "refuge": keep_all,
    "refuge_order": _refuge_order_candidates,
    "refuge_fight": _refuge_fight_candidates,
    "copy": keep_all,
}
MACHINE.attach(candidates=CANDIDATES)  # every decision kind says what is worth searching; a missing one raises


__all__ = ["CANDIDATES", "POLICIES", "turn_candidates", "turn_policy", "worth"]
