"""How the AI values things in The Ancient World, in victory points (VP) and their equivalents.

Everything here reads only what a seat may see (own cards, the display, the troop row, the face-up
tops of the titan and province decks), so it works on a view as well as on a full state. Hidden
cards are negative markers and are never looked up.

* :func:`card_value` — what building an empire card is worth to a seat (marginal banners under the
  1/2/4/6/8/11 table, end-game points, food against citizens, income for the rounds left, ...).
* :func:`titan_value`, :func:`troop_value`, :func:`province_value` — the same for the other kinds.
* :func:`position_value` — a seat's whole position; :func:`shares` turns values into win chances.
"""

from __future__ import annotations

import math
from typing import Final

from civitas.games.ancient.cards import COLOURS, CardDef, Effect
from civitas.games.ancient.derived import (
    BANNER_VP,
    C,
    army_attack,
    banner_vp,
    banners,
    food,
    free_attack,
    income_coins,
    income_knowledge,
    spaces_free,
    troop_price,
    troop_used,
)
from civitas.games.ancient.scoring import STARVING_VP, end_vp, running_score
from civitas.games.ancient.state import CAPITAL_INCOME, ROUNDS, AncientState

KNOWLEDGE_VALUE: Final = 0.9  # one knowledge early in the game, in VP (Study trades 3 coins for it)
TIEBREAK: Final = 0.02  # what a coin or a knowledge left at the very end is worth: a tie-break, no points
COIN_BY_ROUNDS_LEFT: Final[tuple[float, ...]] = (TIEBREAK, TIEBREAK, 0.17, 0.24, 0.27, 0.29, 0.3)  # index: rounds left
DAMAGE_PER_DIE: Final = 0.45  # expected VP-equivalent a damage die costs (a lost card, or a coin)


def rounds_left(s: AncientState) -> int:
    """Rounds still to be played, the current one included."""
    return max(0, ROUNDS - s.round + 1)


def incomes_left(s: AncientState) -> int:
    """End-of-round incomes still to come (none after the last round)."""
    return max(0, ROUNDS - max(1, s.round))


def coin_value(s: AncientState) -> float:
    """One coin, in VP: it buys banners while rounds are left, less and less as the end nears, and in
    the last round it only breaks ties (whatever it can still buy is counted by the buy itself)."""
    return COIN_BY_ROUNDS_LEFT[min(max(0, ROUNDS - s.round + 1), 6)]


def knowledge_value(s: AncientState, p: int = -1) -> float:
    """One knowledge, in VP: about three coins (Study's rate) while it can still buy cards and
    provinces, a tie-break in the last round, except for a seat scoring knowledge at the end."""
    value = KNOWLEDGE_VALUE * coin_value(s) / COIN_BY_ROUNDS_LEFT[6]
    if p >= 0 and not KNOWLEDGE_SCORERS.isdisjoint(s.tableau[p]):
        value = max(value, 0.5)
    return value


def _scores_knowledge(card: int) -> bool:
    e = C[card].end_vp
    return e is not None and e.op == "per" and e.get("what") == "knowledge2"


#: The card instances whose end-game points count knowledge.
KNOWLEDGE_SCORERS: Final[frozenset[int]] = frozenset(card for card in range(len(C)) if _scores_knowledge(card))


def marginal_banners(counts: list[int], colours: tuple[str, ...]) -> int:
    """Points that ``colours`` add to the banner counts ``counts`` (the table is nonlinear)."""
    new = counts[:]
    for colour in colours:
        new[COLOURS.index(colour)] += 1
    return banner_vp(new) - banner_vp(counts)


def next_banner_gain(counts: list[int], colour: str) -> int:
    """Points the next banner of ``colour`` would add."""
    k = min(6, counts[COLOURS.index(colour)])
    return BANNER_VP[min(6, k + 1)] - BANNER_VP[k]


def action_value(s: AncientState, p: int, effect: Effect | None) -> float:
    """What using an action once is worth to seat ``p`` now."""
    if effect is None:
        return 0.0
    cv = coin_value(s)
    op = effect.op
    if op == "gain":
        restore = min(int(effect.get("restore")), len(s.down[p]))
        return int(effect.get("coins")) * cv + int(effect.get("knowledge")) * knowledge_value(s, p) + 0.9 * restore
    if op == "explore":
        return int(effect.get("coins")) * cv + (0.5 if spaces_free(s, p) > 0 else 0.2)
    if op == "coins_per_food":
        return food(s, p) * cv
    if op == "town_hall":
        return knowledge_value(s, p) + (0.2 if not s.token_up else 0.0)
    if op == "refuge":
        return 0.3
    return 0.6  # copy another player's action


def end_card_points(s: AncientState, p: int, card: CardDef, counts: list[int]) -> float:
    """The end-game points ``card`` would score for ``p`` with the banner counts ``counts``."""
    if card.end_vp is None:
        return 0.0
    points = float(end_vp(s, p, card.end_vp, counts))
    if card.end_vp.op == "colour_beyond":
        points += 0.3 * min(rounds_left(s) - 1, 2)  # more banners of that colour may come
    return points


def card_value(s: AncientState, p: int, card: int, cost: bool = True) -> float:
    """What building empire card ``card`` is worth to seat ``p`` now, less its price when ``cost``."""
    d = C[card]
    counts = banners(s, p)
    after = counts[:]
    for colour in d.banners:
        after[COLOURS.index(colour)] += 1
    value = float(banner_vp(after) - banner_vp(counts))
    # Banners also raise the value of the owner's colour-scoring cards.
    for c in s.tableau[p]:
        e = C[c].end_vp
        if e is not None and e.op in ("colour_beyond", "sets5"):
            value += end_vp(s, p, e, after) - end_vp(s, p, e, counts)
    value += end_card_points(s, p, d, after)
    cv = coin_value(s)
    later = incomes_left(s)
    rl = rounds_left(s)
    short = len(s.citizens[p]) - food(s, p)
    if d.food:
        fed = min(d.food, max(0, short))
        value += 2.2 * fed + 0.4 * (d.food - fed) * min(rl - 1, 2)
    value += d.income_coins * later * cv + d.income_knowledge * later * knowledge_value(s, p)
    value += (0.35 * (d.swords + d.arrows) + 0.6 * d.army_limit) * min(rl, 3) / 3.0
    if d.citizen and len(s.citizens[p]) < 5:
        value += 0.7 * rl + (0.0 if short < 0 else -1.0)
    if d.action is not None:
        value += action_value(s, p, d.action) * 0.7 * rl
    value += 0.1 * d.explore_bonus
    if d.trigger is not None:
        value += 0.3 * rl
    if spaces_free(s, p) <= 1:
        value -= 0.3  # the last space is worth keeping for a better card
    if cost:
        value -= d.cost_coins * cv + d.cost_knowledge * knowledge_value(s, p)
    return value


def titan_value(s: AncientState, p: int, titan: int) -> float:
    """What beating ``titan`` is worth to ``p``: its banners, spaces and icons, less the damage dice."""
    d = C[titan]
    value = float(marginal_banners(banners(s, p), d.banners))
    rl = rounds_left(s)
    value += 0.4 * d.space * min(rl, 2)
    value += d.food * (1.6 if len(s.citizens[p]) > food(s, p) else 0.4)
    value += (d.income_coins * coin_value(s) + d.income_knowledge * knowledge_value(s, p)) * incomes_left(s)
    value += 0.3 * (d.swords + d.arrows + d.army_limit) * min(rl, 3) / 3.0
    value += action_value(s, p, d.action) * 0.6 * rl
    return value - DAMAGE_PER_DIE * len(d.banners)


def troop_value(s: AncientState, troop: int) -> float:
    """A troop's worth in a fight: its symbols and abilities (for recruiting and dismissing)."""
    d = C[troop]
    return d.swords + 0.8 * d.arrows + 0.5 * (d.trophy + d.espionage + d.restore) + 0.3 * (d.exp_swords + d.exp_arrows)


def province_value(s: AncientState, p: int, province: int) -> float:
    d = C[province]
    rl = rounds_left(s)
    value = 0.5 * d.space * min(rl, 3) + (0.6 if spaces_free(s, p) <= 0 else 0.0)
    value += d.food * (2.0 if len(s.citizens[p]) > food(s, p) else 0.4)
    value += (d.income_coins * coin_value(s) + d.income_knowledge * knowledge_value(s, p)) * incomes_left(s)
    value += 0.3 * (d.swords + d.arrows + d.army_limit) * min(rl, 3) / 3.0
    return value


def best_attack(s: AncientState, p: int) -> int:
    """Swords and arrows seat ``p`` could bring with every unused army it can afford this round."""
    swords, arrows = free_attack(s, p)
    coins = s.coins[p]
    for army in s.armies[p]:
        t = army[-1]
        if troop_used(s, t):
            continue
        price = troop_price(s, t)
        if price <= coins:
            coins -= price
            sw, ar = army_attack(army)
            swords += sw
            arrows += ar
    return swords + arrows


def position_value(s: AncientState, p: int) -> float:
    """Seat ``p``'s position in VP: its score now plus what its resources should still bring."""
    value = float(running_score(s, p))
    rl = rounds_left(s)
    cv = coin_value(s)
    value += s.coins[p] * cv + s.knowledge[p] * knowledge_value(s, p)
    later = incomes_left(s)
    value += (income_coins(s, p) - CAPITAL_INCOME) * later * cv + income_knowledge(s, p) * later * knowledge_value(s, p)
    # Food against citizens: whoever is short at the final feeding loses 2 per citizen.
    short = len(s.citizens[p]) - food(s, p)
    if short > 0:
        value += STARVING_VP * short * (1.0 if rl <= 2 else 0.7)
    else:
        value += 0.2 * min(-short, 1) * min(rl - 1, 2)
    # Citizens act every round; those still free this round have an action left.
    value += 0.8 * len(s.citizens[p]) * max(0, rl - 1) + 0.35 * len(s.ready[p])
    # Free spaces to build in, and the cards reserved to build there.
    free = spaces_free(s, p)
    value += 0.35 * min(max(0, free), 3) * min(rl, 3) / 3.0
    value += 0.3 * min(len(s.reserve[p]), max(0, free)) * (1.0 if rl > 1 else 0.5)
    value -= 0.5 * len(s.down[p]) * (1.0 if rl > 1 else 0.0)  # lost cards give no icons until restored
    # Attack against the titans on show, and marginal banners still open in each colour.
    attack = best_attack(s, p)
    counts = banners(s, p)
    for deck in s.titan_decks:
        if deck and deck[-1] >= 0:
            titan = C[deck[-1]]
            if attack >= titan.defence:
                value += 0.35 * max(0.0, float(marginal_banners(counts, titan.banners)))
    value += 0.08 * min(attack, 12) * min(rl, 3) / 3.0
    value += 0.1 * max(next_banner_gain(counts, c) for c in COLOURS) * min(rl - 1, 3)
    return value


def shares(s: AncientState, values: list[float]) -> list[float]:
    """Win chances from the seats' values: a softmax that sharpens as the end nears."""
    temperature = 1.5 + 0.5 * rounds_left(s)
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    n = len(values)
    return [0.92 * w / total + 0.08 / n for w in weights]
