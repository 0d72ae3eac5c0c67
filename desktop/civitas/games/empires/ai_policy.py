"""The AI's quick judgement of single moves in Empires: a worth for the actions of every decision kind, the
rollout policy (also the "policy" bot) built on it, and the candidates worth searching.

The policy's order of business: on a turn, revolt when unrest clogs the hand (two or more, or more
unrest than the rest of the hand can outplay), innovate when the hand is poor and the market holds a
good card, else activate; while activating, play or exhaust whatever gains most now (an unrest card
is played to be rid of it when that is cheap), and end when nothing gains; acquire or break through for
the best card (less a tucked unrest), put the worst cards away (discard, exile, history, garrison),
keep the best (look, find, recall), develop when the card is worth its cost, protect against attacks.
Like ``ai_eval`` this reads only what the seat may see.
"""

from __future__ import annotations

from collections.abc import Callable

from civitas.engine.actions import Action
from civitas.engine.decisions import Frame
from civitas.engine.machine import Policy
from civitas.engine.rng import Rng
from civitas.games.empires import ai_eval as ev
from civitas.games.empires.core import MACHINE, D
from civitas.games.empires.flow import only_gains, unrest_in_hand
from civitas.games.empires.market import SMALL_OF
from civitas.games.empires.scoring import total_vp
from civitas.games.empires.state import EmpiresState

GOOD = 0.15  # a play or exhaust worth less than this is not worth an action
BLIND = 1.4  # the top card of a small deck, unseen
CLEANUP_KEEP = 0.5  # at cleanup, a hand card worth less than this is discarded for a fresh draw


# --- single cards ----------------------------------------------------------------------------------------------
def unrest_play(s: EmpiresState, p: int) -> float:
    """Playing an unrest card: rid of -2 VP and a dead card, for its cheapest option."""
    costs = [ev.prog_value(s, p, [["pay", {"population": 1}]]), ev.prog_value(s, p, [["pay", {"materials": 3}]])]
    if len(s.hand[p]) >= 3:
        costs.append(-0.45 * 2)
    return ev.UNREST + max(costs)


def play_value(s: EmpiresState, p: int, card: int) -> float:
    """What playing ``card`` from hand brings now (a pinned card also its exhausts and solstices to come)."""
    d = D(s, card)
    if d.kind == "unrest":
        return unrest_play(s, p)
    value = ev.prog_value(s, p, d.play, card)
    if d.pinned:
        _play, ex, sol, passive = ev._static(s.cards_key, d.id)
        value += (ex + sol + passive) * min(ev.rounds_left(s), 4.0) * 0.5 + 0.2
    return value


def exhaust_value(s: EmpiresState, p: int, card: int) -> float:
    ability = D(s, card).exhaust or {}
    return ev.prog_value(s, p, ability.get("ops", []), card) + ev._res_cost(s, p, ability.get("cost", {}))


def keep_value(s: EmpiresState, p: int, card: int) -> float:
    """A hand card's worth to keep: its play now (unrest: a large negative)."""
    if card < 0:
        return 0.0
    if D(s, card).kind == "unrest":
        return -ev.UNREST
    return play_value(s, p, card)


def _stakes(s: EmpiresState, p: int) -> list[float]:
    values = sorted((keep_value(s, p, c) for c in s.hand[p] if c >= 0), reverse=True)
    return [v for v in values if v > 0]


# --- the turn -----------------------------------------------------------------------------------------------------
def turn_values(s: EmpiresState, p: int) -> dict[str, float]:
    """The three turn types' worth: activate (the three best plays, unrest plays included), revolt (every
    unrest in hand returned), innovate (the best card broken through, less the hand's best plays)."""
    k = len(unrest_in_hand(s, p))
    plays = sorted((max(0.0, play_value(s, p, c)) for c in s.hand[p] if c >= 0), reverse=True)
    activate = sum(plays[:3]) + 0.3
    best_market = max((ev.card_worth(s, p, c) + ev.token_worth(s, i, p) for i, c in enumerate(s.market) if c >= 0),
                      default=BLIND)  # fmt: skip
    return {"activate": activate, "revolt": ev.UNREST * k + 0.2 * k, "innovate": max(BLIND, best_market) + 0.4}


def best_category(s: EmpiresState, p: int, cats: list[str]) -> tuple[str, float]:
    best = (cats[0], -9.0)
    for cat in cats:
        worth = max((ev.card_worth(s, p, c) + ev.token_worth(s, i, p) for i, c in enumerate(s.market)
                     if c >= 0 and cat in D(s, c).categories), default=-9.0)  # fmt: skip
        if cat in SMALL_OF and s.small[SMALL_OF[cat]]:
            worth = max(worth, BLIND)
        if worth > best[1]:
            best = (cat, worth)
    return best


def turn_policy(s: EmpiresState, p: int, legal: list[Action]) -> Action:
    values = turn_values(s, p)
    revolts = [a for a in legal if a[0] == "revolt" and a[1] > 0]
    if revolts and values["revolt"] > values["activate"]:
        return max(revolts, key=lambda a: a[1])
    innovations = [a for a in legal if a[0] == "innovate"]
    if innovations and values["innovate"] > values["activate"] + 1.0:
        cat, _worth = best_category(s, p, [a[1] for a in innovations])
        return ("innovate", cat)
    return ("activate",)


# --- activating --------------------------------------------------------------------------------------------------
def action_value(s: EmpiresState, p: int, a: Action) -> float:
    if a[0] == "play":
        return play_value(s, p, a[1])
    if a[0] == "exhaust":
        return exhaust_value(s, p, a[1])
    return GOOD


def activate_policy(s: EmpiresState, p: int, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (GOOD, ("end",))
    for a in legal:
        if a[0] in ("play", "exhaust"):
            w = action_value(s, p, a)
            if w > best[0]:
                best = (w, a)
    return best[1]


# --- effects' decisions ------------------------------------------------------------------------------------------
def pick_policy(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    purpose = f.data["purpose"]
    cards = [a for a in legal if a[0] == "pick"]
    if not cards:
        return legal[0]
    if purpose in ("play", "recall", "find"):
        best = max(cards, key=lambda a: (_pick_worth(s, p, purpose, a[1]), -a[1]))
        if f.data["optional"] and purpose == "play" and _pick_worth(s, p, purpose, best[1]) <= 0:
            return ("done",)
        return best
    worst = min(cards, key=lambda a: (_pick_worth(s, p, purpose, a[1]), a[1]))
    if f.data["optional"]:
        limit = CLEANUP_KEEP if purpose == "discard" else (0.3 if purpose == "garrison" else 0.0)
        if _pick_worth(s, p, purpose, worst[1]) >= limit and ("done",) in legal:
            return ("done",)
    return worst


def _pick_worth(s: EmpiresState, p: int, purpose: str, card: int) -> float:
    if card < 0:
        return 0.0
    if purpose in ("abandon", "find", "recall"):
        return ev.card_worth(s, p, card)
    if purpose in ("history", "garrison", "exile") and D(s, card).kind != "unrest":
        return keep_value(s, p, card) + 0.3 * ev._vp_now(s, p, D(s, card))
    return keep_value(s, p, card)


def slot_policy(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    purpose = f.data["purpose"]
    slots = [a for a in legal if a[0] == "slot"]
    if purpose in ("acquire", "break", "token"):

        def worth(a: Action) -> float:
            if purpose == "acquire":
                return ev.market_worth(s, p, a[1])
            if purpose == "token":
                return ev.claim_edge(s, p, a[1])  # the card p wants and the rivals want least
            return ev.card_worth(s, p, s.market[a[1]]) + ev.token_worth(s, a[1], p)

        best = max(slots, key=lambda a: (worth(a), -a[1])) if slots else legal[0]
        if ("deck",) in legal and (not slots or worth(best) < BLIND):
            return ("deck",)
        return best
    if not slots:
        return legal[0]
    return min(slots, key=lambda a: (ev.card_worth(s, p, s.market[a[1]]), a[1]))  # exile / replace: the worst


def develop_policy(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    devs = [a for a in legal if a[0] == "develop"]
    if not devs:
        return legal[0]
    best = max(devs, key=lambda a: (ev.develop_gain(s, p, a[1]), -a[1]))
    if f.source == "reshuffle" and not s.deck[p] and not s.discard[p]:
        return best  # nothing to reshuffle: the reshuffle would only ask again (a known engine loop)
    if ev.develop_gain(s, p, best[1]) <= 0:
        return ("skip",) if ("skip",) in legal else best
    if len([c for c in s.development[p] if c >= 0]) == 1 and not leading(s, p) and ("skip",) in legal:
        return ("skip",)  # the last development card would start the end while behind
    return best


def leading(s: EmpiresState, p: int) -> bool:
    mine = total_vp(s, p)
    return all(mine >= total_vp(s, q) for q in range(s.n) if q != p)


def look_policy(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    mode = f.data["mode"]
    worth = {a: ev.card_worth(s, p, a[1]) if a[1] >= 0 else 0.0 for a in legal if len(a) > 1}
    if mode in ("take_one", "fame"):
        return max(worth, key=lambda a: (worth[a], -a[1]))
    if mode == "bottom_one":
        worst = min(worth, key=lambda a: (worth[a], a[1]))
        return worst if worth[worst] < 0.8 else ("keep",)
    return min(worth, key=lambda a: (worth[a], a[1]))  # the worst goes deepest, the best ends on top


def move_token_choice(s: EmpiresState, p: int, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (0.3, ("stop",))
    for a in legal:
        if a[0] == "move":
            gain = ev.claim_edge(s, p, a[3]) - ev.claim_edge(s, p, a[1])
            if gain > best[0]:
                best = (gain, a)
    return best[1]


def react_policy(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    best: tuple[float, Action] = (GOOD, ("pass",))
    for a in legal:
        if a[0] == "exhaust":
            protects = (D(s, a[1]).exhaust or {}).get("reaction") == "attacked"
            w = 2.0 if protects and f.data.get("attack") else exhaust_value(s, p, a[1])
            if w > best[0]:
                best = (w, a)
    return best[1]


def option_value(s: EmpiresState, p: int, f: Frame, a: Action) -> float:
    return ev.prog_value(s, p, f.data["options"][a[1]], f.data["src"])


def _choose(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    return max(legal, key=lambda a: (option_value(s, p, f, a), -a[1]))


def _may(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    return ("yes",) if ev.prog_value(s, p, f.data["ops"], f.data["src"]) > 0 else ("no",)


def _category(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    return ("category", best_category(s, p, [a[1] for a in legal])[0])


def _exile_pick(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    return max(legal, key=lambda a: (ev.card_worth(s, p, a[1]), -a[1]))


def _sol_order(s: EmpiresState, p: int, f: Frame, legal: list[Action]) -> Action:
    """Plain gains first: what they bring may pay for an effect that asks a price."""
    return min(legal, key=lambda a: (not only_gains(s, a[1]), a[1]))


POLICIES: dict[str, Callable[[EmpiresState, int, Frame, list[Action]], Action]] = {
    "turn": lambda s, p, f, legal: turn_policy(s, p, legal),
    "activate": lambda s, p, f, legal: activate_policy(s, p, legal),
    "choose": _choose,
    "may": _may,
    "pick": pick_policy,
    "slot": slot_policy,
    "cleanup_token": slot_policy,
    "category": _category,
    "exile_pick": _exile_pick,
    "develop": develop_policy,
    "look": look_policy,
    "react": react_policy,
    "payment": lambda s, p, f, legal: legal[0],
    "move_token": lambda s, p, f, legal: move_token_choice(s, p, legal),
    "sol_order": _sol_order,
}




def _without_rng(fn: Callable[[EmpiresState, int, Frame, list[Action]], Action]) -> Policy:
    """Empires' rollout moves are deterministic: the machine's rng argument goes unused."""

    def policy_of_kind(s: EmpiresState, p: int, f: Frame, legal: list[Action], rng: Rng) -> Action:
        return fn(s, p, f, legal)

    return policy_of_kind


#: Every decision kind has its rollout move; a missing one raises.
MACHINE.attach(policies={kind: _without_rng(fn) for kind, fn in POLICIES.items()})


def policy(s: EmpiresState, p: int, legal: list[Action], rng: Rng) -> Action:
    top = s.stack.top
    if top is None:
        return legal[rng.below(len(legal))]
    action = MACHINE.policy(top.kind)(s, p, top, legal, rng)
    return action if action in legal else legal[0]


__all__ = ["POLICIES", "action_value", "keep_value", "play_value", "policy", "turn_values"]
