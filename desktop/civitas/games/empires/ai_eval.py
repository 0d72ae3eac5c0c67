"""How the AI values things in Empires, in victory-point equivalents (VP).

Everything here reads only what a seat may see (its own hand, the public zones, the sizes of hidden
piles), so it works on a view as well as on a full state: a hidden card is a negative marker and is never
looked up.

* :func:`prog_value` — what running an op program would bring its actor now (``s`` given) or on average
  (``s`` None: the card's static worth).
* :func:`card_worth` — a design's worth to own: VP plus what its play, exhaust and solstice effects should
  bring over the rounds left; :func:`engine_value` — a seat's deck as a resource and card engine.
* :func:`rounds_left` — the end clock (``ai_clock``).
* :func:`position_value` — a seat's position; :func:`shares` turns values into win chances in [0, 1].
"""

from __future__ import annotations

import math
from typing import Any

from civitas.games.empires.ai_clock import later, rounds_left
from civitas.games.empires.cards import Design, card_set
from civitas.games.empires.core import D, flags, payment
from civitas.games.empires.ops_combinators import holds
from civitas.games.empires.scoring import total_vp, unrest_count, vp_of
from civitas.games.empires.select import count
from civitas.games.empires.state import RES_INDEX, EmpiresState

#: One unit of each resource, in VP (progress is a VP token and pays for the others, RD-3/RD-4).
RES_VALUE = {"materials": 0.45, "population": 0.55, "progress": 1.0}
DRAW = 0.75  # one more card in hand
ACTION = 0.8  # an action token
UNREST = 2.6  # an unrest card in hand: -2 VP and a dead card
ACQUIRE = 1.5  # an acquire whose target is not known yet
BREAK = 1.7
FAME = 4.5  # a fame card taken after looking at two
REGION_LOST = 1.3  # a region abandoned: its VP and its yield
DENIAL = 0.45  # harm done to a rival, per rival, as a share of its own loss
AVERAGE_COUNT = 1.5  # a "per matching card" gain when the position is not known
SURPLUS = 10  # held materials or population beyond this are a surplus, worth half
HOARD = 0.6  # the share of a held resource's VP (a power card's per-resource VP) counted while it is held


def res_value(s: EmpiresState | None, p: int, res: str) -> float:
    """One unit of ``res`` to seat ``p``. Materials and population score nothing at the end, so they are
    worth less as the end nears and when the seat holds a surplus (more than ``SURPLUS``); worth more
    while the seat's power card scores VP per held units of them (``per_tokens``) below its cap: part of
    that VP counts, as the resource may still be spent before the end. Progress is a VP token."""
    base = RES_VALUE[res]
    if s is None or res == "progress":
        return base
    held = s.res[p][RES_INDEX[res]]
    value = base * (0.35 + 0.65 * later(s)) * (0.5 if held > SURPLUS else 1.0)
    vp = (D(s, s.power[p]).vp or {}) if s.power[p] >= 0 else {}
    if vp.get("per_tokens") == res and held < int(vp["cap"]) * int(vp["each"]):
        value += HOARD / int(vp["each"])
    return value


def _res_cost(s: EmpiresState | None, p: int, cost: dict[str, int]) -> float:
    if s is not None:
        spend = payment(s, p, cost)
        if spend is None:
            return -9.0
        return -(spend[0] * res_value(s, p, "materials") + spend[1] * res_value(s, p, "population") + spend[2])
    return -sum(RES_VALUE[r] * n for r, n in cost.items())


def _count(s: EmpiresState | None, p: int, sel: dict[str, Any]) -> float:
    return AVERAGE_COUNT if s is None else float(count(s, p, sel))


def _best_market(s: EmpiresState | None, p: int, cats: list[str], tucked: bool) -> float:
    """The best card of ``cats`` in the market for ``p`` (less its tucked unrest when ``tucked``)."""
    if s is None:
        return ACQUIRE if tucked else BREAK
    best = 0.0
    for i, card in enumerate(s.market):
        if card >= 0 and any(c in D(s, card).categories for c in cats):
            worth = market_worth(s, p, i) if tucked else card_worth(s, p, card) + token_worth(s, i, p)
            best = max(best, worth)
    return best if tucked else max(best, 1.0)


def prog_value(s: EmpiresState | None, p: int, ops: list[Any], src: int = -1, depth: int = 0) -> float:
    """What running ``ops`` as seat ``p`` should bring (negative for a loss). With ``s`` None, a static
    estimate for the card's worth; ``depth`` > 0 inside another card's evaluation (no market lookups)."""
    total = 0.0
    for item in ops:
        total += op_value(s, p, item, src, depth)
        if total < -8.0:
            return total
    return total


def op_value(s: EmpiresState | None, p: int, item: list[Any], src: int, depth: int) -> float:  # noqa: C901, PLR0911, PLR0912
    name, args = item[0], item[1:]
    live = s if depth == 0 else None
    if name == "gain":
        return res_value(s, p, args[0]) * args[1]
    if name == "gain_per":
        return res_value(s, p, args[0]) * args[1] * _count(s, p, args[2])
    if name == "pay":
        return _res_cost(s, p, args[0])
    if name == "steal":
        rivals = 1 if s is None else s.n - 1
        return res_value(s, p, args[0]) * args[1] * rivals * (1.0 + DENIAL)
    if name == "gain_action":
        return ACTION * args[0]
    if name == "spend_action":
        return -ACTION * args[0]
    if name in ("draw", "draw_if_able"):
        return DRAW * args[0]
    if name == "discard":
        return -0.45 * args[0]
    if name == "take_unrest":
        return -UNREST * args[0]
    if name == "return_unrest":
        if s is None:
            return 0.8 * args[0]
        zone = s.hand[p] if args[1] == "hand" else s.discard[p]
        held = sum(1 for c in zone if c >= 0 and D(s, c).kind == "unrest")
        return UNREST * min(args[0], held)
    if name == "acquire":
        return args[1] * _best_market(live, p, args[0], True)
    if name in ("acquire_exile", "break_through_exile", "play_from", "find"):
        return 1.0
    if name == "break_through":
        return _best_market(live, p, args[0], False)
    if name == "exile":
        return 0.25 if args[0] == "market" else (0.0 if args[0] == "self" else 0.4 * args[1])
    if name in ("replace_from_exile", "recall", "put_top"):
        return 0.25
    if name == "market_token":
        return 0.15 * args[1]
    if name == "history":
        return 0.2 * (args[1] if args[0] != "self" else 1) + _history_bonus(s, p)
    if name == "abandon":
        return -REGION_LOST
    if name == "garrison":
        return 0.3 * args[0]
    if name == "look":
        return {"reorder": 0.25, "take_one": 0.9, "bottom_one": 0.3}[args[2]]
    if name == "fame_look":
        return FAME
    if name == "develop":
        return 1.2 if s is None or develop_gain(s, p) > 0 else 0.0
    if name == "choose":
        options = [o for o in args if s is None or _payable(s, p, o)]
        return max((prog_value(s, p, o, src, depth) for o in options), default=0.0)
    if name == "may":
        return max(0.0, prog_value(s, p, args[0], src, depth))
    if name == "if":
        if s is None:
            return 0.5 * (prog_value(s, p, args[1], src, depth) + prog_value(s, p, args[2], src, depth))
        return prog_value(s, p, args[1] if holds(s, p, args[0]) else args[2], src, depth)
    if name in ("for_each", "repeat"):
        times = args[0] if name == "repeat" else _count(s, p, args[0])
        return times * prog_value(s, p, args[1], src, depth + 1)
    if name == "all_players":
        mine = prog_value(s, p, args[0], src, depth + 1)
        rivals = 1 if s is None else s.n - 1
        return mine - DENIAL * rivals * max(0.0, mine)
    if name == "all_other_players":
        rivals = 1 if s is None else s.n - 1
        return -DENIAL * rivals * prog_value(None, p, args[0], src, depth + 1)
    if name == "special":
        if args[0] == "flip_card":
            return flip_value(s, p, args[1])
        return {"move_market_token": 0.2, "tokened_acquire_bonus": 0.5}.get(args[0], 0.0)
    return 0.0


def flip_value(s: EmpiresState | None, p: int, design_id: str) -> float:
    """Turning a card over to ``design_id`` (the Pilgrims' journey): the new side's VP and hand size, and,
    when it brings an end trigger, the worth of ending soon while leading."""
    if s is None:
        return 4.0
    d = card_set(s.cards_key).designs[design_id]
    value = float((d.vp or {}).get("fixed", 0)) + sum(2.0 * x.get("hand_size", 0) for x in d.passive)
    mine = total_vp(s, p)
    if d.solstice and all(mine > total_vp(s, q) for q in range(s.n) if q != p):
        value += 3.0
    return value


def _payable(s: EmpiresState, p: int, ops: list[Any]) -> bool:
    cost: dict[str, int] = {}
    for item in ops:
        if item[0] == "pay":
            for res, n in item[1].items():
                cost[res] = cost.get(res, 0) + n
    return not cost or payment(s, p, cost) is not None


def _history_bonus(s: EmpiresState | None, p: int) -> float:
    """A passive that pays for each card put into history (Stargazers' side A)."""
    if s is None or s.power[p] < 0:
        return 0.0
    return sum(prog_value(None, p, x["ops"], -1, 1) for x in D(s, s.power[p]).passive if x.get("on") == "history")


# --- a design's worth -------------------------------------------------------------------------------------------
_STATIC: dict[tuple[int, str], tuple[float, float, float, float]] = {}


def _static(cards_key: str, design_id: str) -> tuple[float, float, float, float]:
    """(play value, exhaust value per use, solstice value per round, passive value) of a design, static
    (kept per loaded card set)."""
    cs = card_set(cards_key)
    key = (id(cs), design_id)
    found = _STATIC.get(key)
    if found is None:
        found = _STATIC[key] = _static_of(cs.designs[design_id])
    return found


def _static_of(d: Design) -> tuple[float, float, float, float]:
    if d.kind == "unrest":
        return (0.0, 0.0, 0.0, 0.0)
    play = prog_value(None, 0, d.play)
    ex = 0.0
    if d.exhaust is not None and d.exhaust.get("reaction") != "attacked":
        ex = max(0.0, prog_value(None, 0, d.exhaust.get("ops", [])) + _res_cost(None, 0, d.exhaust.get("cost", {})))
    elif d.exhaust is not None:
        ex = 0.4
    sol = max(0.0, prog_value(None, 0, d.solstice))
    passive = 0.0
    for x in d.passive:
        if "hand_size" in x:
            passive += DRAW * x["hand_size"]
        elif "on" in x and x["on"] in ("acquire", "attacked", "reshuffle"):
            passive += 0.5 * max(0.0, prog_value(None, 0, x["ops"]))
    return (play, ex, sol, passive)


def _vp_now(s: EmpiresState, p: int, d: Design) -> float:
    """The card's VP for ``p`` as things stand (a per-card count: the seat's cards now, at least 1)."""
    if not d.vp:
        return 0.0
    if "fixed" in d.vp:
        return float(d.vp["fixed"])
    return max(1.0, float(vp_of(s, p, d.vp)))


def card_worth(s: EmpiresState, p: int, card: int) -> float:
    """What ``card`` (a visible instance) is worth to ``p`` once owned: its VP, and its effects over the
    plays, exhausts and solstices the rounds left should give it (fewer as the end nears)."""
    d = D(s, card)
    if d.kind == "unrest":
        return -UNREST
    play, ex, sol, passive = _static(s.cards_key, d.id)
    if d.period and d.period != s.side[p] and not (d.period == "empire" and flags(s, p)["state_can_flip"]):
        play = 0.0
    rounds = rounds_left(s)
    cycles = min(4.0, rounds / 2.5)  # a deck card comes round about every two or three rounds
    if d.pinned:
        effect = play * min(1.0, cycles) + (ex + sol + passive) * min(rounds, 6.0) * 0.8
    else:
        effect = (play + 0.5 * ex) * cycles
    return _vp_now(s, p, d) + 0.55 * effect


def token_worth(s: EmpiresState, slot: int, p: int = -1) -> float:
    """The tokens on the market card in ``slot``, to whoever acquires it (``p``: as that seat values them,
    with its power card's bonus for acquiring a tokened card)."""
    tokens = s.tokens[slot]
    if p < 0:
        return sum(RES_VALUE[r] * n for r, n in zip(RES_VALUE, tokens, strict=True))
    worth = sum(res_value(s, p, r) * n for r, n in zip(RES_VALUE, tokens, strict=True))
    if any(tokens) and s.power[p] >= 0:
        for x in D(s, s.power[p]).passive:
            for op in x.get("ops", []) if x.get("on") == "acquire" else []:
                if op[:2] == ["special", "tokened_acquire_bonus"]:
                    worth += res_value(s, p, op[2]) * op[3]
    return worth


def market_worth(s: EmpiresState, p: int, slot: int) -> float:
    """Acquiring the card in ``slot``: the card, its tokens, less the unrest tucked under it."""
    card = s.market[slot]
    if card < 0:
        return -9.0
    return card_worth(s, p, card) + token_worth(s, slot, p) - (UNREST if s.tucked[slot] >= 0 else 0.0)


def claim_edge(s: EmpiresState, p: int, slot: int) -> float:
    """How much more the market card in ``slot`` is worth to ``p`` than to the rival who wants it most:
    where a token ``p`` puts should lie (a rival who takes the card takes the token)."""
    card = s.market[slot]
    if card < 0:
        return -9.0
    rivals = max((card_worth(s, q, card) for q in range(s.n) if q != p), default=0.0)
    return card_worth(s, p, card) - 0.6 * rivals


def develop_gain(s: EmpiresState, p: int, card: int = -1) -> float:
    """The best development card's worth less its cost (or ``card``'s), for seat ``p``."""
    cards = [card] if card >= 0 else [c for c in s.development[p] if c >= 0]
    best = -9.0
    for c in cards:
        best = max(best, card_worth(s, p, c) + _res_cost(s, p, D(s, c).cost) * later(s))
    return best


# --- the position ------------------------------------------------------------------------------------------------
def engine_value(s: EmpiresState, p: int) -> float:
    """A seat's cards as an engine: the mean effect of a card in its deck cycle times a hand, plus the
    pinned cards' exhausts and solstices, per round (VP per round)."""
    cycle = [c for c in s.hand[p] + s.deck[p] + s.discard[p] if c >= 0]
    hidden = sum(1 for c in s.hand[p] + s.deck[p] if c < 0)
    total = 0.0
    for c in cycle:
        d = D(s, c)
        total += -1.2 if d.kind == "unrest" else _static(s.cards_key, d.id)[0]
    size = len(cycle) + hidden
    per_turn = 5.0 * (total + 0.6 * hidden) / max(1, size)
    for c in [s.power[p], *s.play[p]]:
        if c >= 0:
            _play, ex, sol, passive = _static(s.cards_key, D(s, c).id)
            per_turn += ex + sol + 0.3 * passive
    return per_turn


def collapse_risk(s: EmpiresState) -> float:
    """0 while the unrest pile is large, 1 when it is about to run out (the collapse winner holds fewest)."""
    return max(0.0, min(1.0, 1.0 - (len(s.unrest) - 2) / (3.0 * s.n)))


def position_value(s: EmpiresState, p: int) -> float:
    """Seat ``p``'s position in VP: points now, resources, the engine over the rounds left, the empire
    side, and unrest (dead cards, and the collapse count when the pile runs low)."""
    rest = later(s)
    rounds = rounds_left(s)
    value = float(total_vp(s, p))
    m, pop, _g = s.res[p]
    value += rest * (RES_VALUE["materials"] * m + RES_VALUE["population"] * pop) * 0.7
    value += rest * 0.25 * engine_value(s, p) * min(rounds, 8.0)
    if s.side[p] == "empire":
        value += 1.5 * rest
    unrest = unrest_count(s, p)
    value -= 0.8 * rest * unrest
    value -= 3.0 * collapse_risk(s) * unrest
    return value


def shares(s: EmpiresState, values: list[float]) -> list[float]:
    """Win chances from the seats' values: a softmax that sharpens as the end nears."""
    temperature = 1.2 + 3.0 * later(s)
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    n = len(values)
    return [0.94 * w / total + 0.06 / n for w in weights]


__all__ = ["RES_INDEX", "card_worth", "market_worth", "position_value", "prog_value", "rounds_left", "shares"]
