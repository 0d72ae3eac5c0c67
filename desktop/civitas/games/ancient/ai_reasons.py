"""Why a hinted move is good, for beginners: a reason from ``ai_texts.HINT_MESSAGES`` that is true in
the seat's view, with its arguments.

Every claim is checked here: "you are short of food for 2 citizens" only when the seat owns two
citizens more than it can feed, "a third red banner: +2 points" only when the card brings exactly
that, "falls to your two armies for 3 coins" with the fight's real armies and price. When no
particular claim holds, the reason falls back to the project's generic one.
"""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.machine import Hint
from civitas.games.ancient import ai_eval as ev
from civitas.games.ancient import ai_policy
from civitas.games.ancient.cards import COLOURS
from civitas.games.ancient.derived import C, banners, explore_count, food, ref, spaces_free
from civitas.games.ancient.frames import MACHINE
from civitas.games.ancient.placement import fee
from civitas.games.ancient.scoring import end_vp
from civitas.games.ancient.state import AncientState

Reason = tuple[str, dict[str, Any]]
GENERIC: Reason = ("hint.generic", {})


def colour_ref(colour: str) -> str:
    return f"@hint.ancient.colour.{colour}"


def reason(s: AncientState, p: int, action: Action) -> Reason:
    try:
        top = s.stack.top
        if top is not None:
            return MACHINE.hint(top.kind)(s, p, top, action) or GENERIC
        return _turn_reason(s, p, action) or GENERIC
    except (IndexError, KeyError, TypeError, ValueError):
        return GENERIC


def short_of_food(s: AncientState, p: int) -> int:
    return max(0, len(s.citizens[p]) - food(s, p))


def card_reason(s: AncientState, p: int, card: int) -> Reason:
    """Why building ``card`` helps: food when short, banners, end-game points, income, or plain value."""
    d = C[card]
    short = short_of_food(s, p)
    if d.food and short:
        return "hint.ancient.build_food", {"card": ref(card), "short": short, "food": d.food}
    counts = banners(s, p)
    gain = ev.marginal_banners(counts, d.banners)
    if d.banners and gain >= 2:
        colour = max(set(d.banners), key=lambda c: ev.next_banner_gain(counts, c))
        k = counts[COLOURS.index(colour)] + d.banners.count(colour)
        return "hint.ancient.build_banner", {"card": ref(card), "colour": colour_ref(colour), "k": k, "points": gain}
    if d.end_vp is not None:
        after = counts[:]
        for colour in d.banners:
            after[COLOURS.index(colour)] += 1
        points = end_vp(s, p, d.end_vp, after)
        if points > 0:
            return "hint.ancient.build_points", {"card": ref(card), "points": points + gain}
    rounds = ev.incomes_left(s)
    if d.income_coins and rounds:
        return "hint.ancient.build_income", {"card": ref(card), "n": d.income_coins * rounds, "rounds": rounds}
    if d.income_knowledge and rounds:
        return "hint.ancient.build_knowledge", {"card": ref(card), "n": d.income_knowledge * rounds}
    if gain > 0:
        return "hint.ancient.build_banner_one", {"card": ref(card), "points": gain}
    return "hint.ancient.build_card", {"card": ref(card)}


def _turn_reason(s: AncientState, p: int, action: Action) -> Reason | None:
    kind = action[0]
    if kind == "pass":
        if not s.ready[p]:
            return "hint.ancient.pass_empty", {}
        return "hint.ancient.pass", {}
    if kind == "fight":
        stars, armies = action[1], tuple(action[2])
        titan = s.titan_decks[stars - 1][-1]
        price = sum(s.picture.get(s.armies[p][a][-1], 0) + 1 for a in armies)
        points = ev.marginal_banners(banners(s, p), C[titan].banners)
        args = {"titan": ref(titan), "n": len(armies), "price": price, "points": points}
        return ("hint.ancient.fight", args) if points > 0 else ("hint.ancient.fight_space", args)
    if kind == "place_card":
        return "hint.ancient.own_card", {"card": ref(action[2])}
    slot = action[2]
    if slot in ("build", "recruit"):  # what is bought there is paid for after the place's fee
        paid = s.copy()
        paid.coins[p] -= fee(s, int(action[1]), slot)
        return _buy_reason(paid, p, slot)
    return _slot_reason(s, p, slot)


def _buy_reason(s: AncientState, p: int, slot: str) -> Reason | None:
    if slot == "build":
        best = ai_policy.best_buy(s, p)
        if best is None:
            return None
        key, args = card_reason(s, p, best[1])
        return key.replace("hint.ancient.build_", "hint.ancient.place_build_"), args
    if slot == "recruit":
        rec = ai_policy.best_recruit(s, p)
        if rec is None:
            return None
        return recruit_reason(rec[1])
    return None


def _slot_reason(s: AncientState, p: int, slot: str) -> Reason | None:
    if slot == "work":
        want = _wanted_card(s, p)
        if want is not None and C[want].cost_coins > s.coins[p] >= C[want].cost_coins - 2:
            return "hint.ancient.work_for", {"card": ref(want), "cost": C[want].cost_coins, "coins": s.coins[p]}
        return "hint.ancient.work", {}
    if slot == "serve":
        stars = ai_policy.serve_helps(s, p)
        if stars is not None:
            return "hint.ancient.serve_titan", {"titan": ref(s.titan_decks[stars - 1][-1])}
        return "hint.ancient.serve", {}
    if slot == "expand":
        args = {"card": ref(s.provinces_deck[-1])}
        return ("hint.ancient.expand_full", args) if spaces_free(s, p) <= 0 else ("hint.ancient.expand", args)
    if slot == "study":
        return "hint.ancient.study", {}
    if slot == "restore":
        if s.down[p]:
            return "hint.ancient.restore", {"n": len(s.down[p])}
        if s.token_up:  # someone placed there first this round: the token stays where it is
            return "hint.ancient.restore_coin", {}
        if s.first == p:
            return "hint.ancient.restore_keep_token", {}
        return "hint.ancient.restore_token", {}
    if slot == "explore":
        return "hint.ancient.explore", {}
    if slot == "grow":
        if food(s, p) > len(s.citizens[p]):
            return "hint.ancient.grow", {"food": food(s, p), "n": len(s.citizens[p])}
        return None
    return None


def _wanted_card(s: AncientState, p: int) -> int | None:
    """The display or reserve card seat ``p`` values most if it had the coins (space and twins allowed)."""
    best: tuple[float, int] | None = None
    owned = {C[c].id for c in s.tableau[p]}
    for card in set(s.display) | set(s.reserve[p]):
        if card < 0 or C[card].id in owned or C[card].cost_knowledge > s.knowledge[p]:
            continue
        value = ev.card_value(s, p, card)
        if best is None or value > best[0]:
            best = (value, card)
    return best[1] if best is not None and best[0] > 0 and spaces_free(s, p) > 0 else None


# --- pending decisions: one hint reason per decision kind (attached to the machine) ---------------------------
SKIP: Reason = ("hint.ancient.skip", {})


def recruit_reason(troop: int) -> Reason:
    return "hint.ancient.recruit", {"card": ref(troop), "attack": C[troop].swords + C[troop].arrows}


def reserve_reason(card: int) -> Reason:
    return "hint.ancient.reserve_card", {"card": ref(card)}


def _build(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return SKIP if action[0] == "skip" else card_reason(s, p, action[1])  # buy, or crane


def _recruit(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return SKIP if action[0] == "skip" else recruit_reason(action[1])


def _expand_pay(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return ("hint.ancient.pay_knowledge", {}) if action[1] == "knowledge" else ("hint.ancient.pay_coins", {})


def _explore(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    if action[0] == "explore_draw":
        return "hint.ancient.explore_draw", {"n": explore_count(s, p)}
    return reserve_reason(action[1])  # a card of the display


def _explore_pick(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return reserve_reason(action[1])


def _restore(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return ("hint.ancient.restore_card", {"card": ref(action[1])}) if action[0] == "restore" else None


def _lose(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return "hint.ancient.lose", {"card": ref(action[1])}


def _starve(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return "hint.ancient.starve", {"n": int(f.data["left"])}


def _guild(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return ("hint.ancient.guild", {}) if action[0] == "guild_pay" else None


def _playwrights(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return reserve_reason(action[1]) if action[0] == "reserve_display" else None


def _refuge_fight(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    return _turn_reason(s, p, action) if action[0] == "fight" else None


def _generic(s: AncientState, p: int, f: Frame, action: Action) -> Reason | None:
    """No particular claim: the project's generic reason."""
    return None


HINTS: dict[str, Hint] = {
    "build": _build,
    "recruit": _recruit,
    "expand_pay": _expand_pay,
    "expand_keep": _generic,
    "explore": _explore,
    "explore_pick": _explore_pick,
    "restore": _restore,
    "lose": _lose,
    "discard_army": _generic,
    "starve": _starve,
    "guild": _guild,
    "outpost": _generic,
    "playwrights": _playwrights,
    "refuge": _generic,
    "refuge_order": _generic,
    "refuge_fight": _refuge_fight,
    "copy": _generic,
}
MACHINE.attach(hints=HINTS)  # every decision kind has its hint reason (declared in ``play``, imported first)
