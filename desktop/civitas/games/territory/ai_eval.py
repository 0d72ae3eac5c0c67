"""How the AI values things in Territory, in reputation points (RP) and their equivalents.

Everything here reads only what a seat may see (its own hand and quests, the table, the piles, the
sizes of the hidden things), so it works on a view as well as on a full state. Hidden cards are
negative markers and are never looked up.

* :func:`card_worth` — what a card in hand is worth to its holder (for a new territory, the market, a tuck).
* :func:`territory_economy` — the income a territory makes and still needs in a round, from scratch.
* :func:`quest_progress` — how near a held quest is to completion (1: it can be claimed now).
* :func:`position_value` — a seat's whole position; :func:`shares` turns values into win chances.
"""

from __future__ import annotations

import math

from civitas.games.territory.derived import BURDENS, Facts
from civitas.games.territory.flow import pool_size
from civitas.games.territory.quests import done as quest_done
from civitas.games.territory.rules import F, cards_of_kind, functioning_count, need, reputation, working
from civitas.games.territory.state import ROUND_CAP, TerritoryState

#: A card in hand, by kind, in RP-like units (what it is likely to bring once played).
HAND_WORTH: dict[str, float] = {
    "house": 1.0, "kiosk": 1.6, "factory": 1.4, "trade_house": 1.9, "circus": 0.9, "restaurant": 1.5,
    "factory_chain": 1.0, "mansion": 2.0, "plantation": 0.4, "bank": 0.6, "exchange": 0.5,
    "gambling_house": 0.9, "bridge": 1.2, "hospital": 0.4, "bunker": 0.4, "military": 0.5, "engineering": 0.3,
    "police": 0.5, "security": 0.5, "intelligence": 0.3, "entrepreneur": 1.0, "peasant": 0.6, "spy": 0.7,
    "robber": 0.8, "invader": 0.8, "bomber": 0.8, "assassin": 0.7, "reconstructor": 0.5, "banker": 0.3,
    "earthquake": 0.9, "crisis": 0.5, "stock_crash": 0.5, "prospects": 1.2, "flood": 0.8, "growth": 0.9,
    "decline": 0.5, "lucky_deposits": 0.5, "epidemic": 0.7, "excellent": 3.0, "drought": 0.4,
    "imaginary_income": 1.2, "land_price": 1.2, "deposits": 1.4, "household": 1.5, "mayor": 1.5,
    "paid_medicine": 1.3,
}  # fmt: skip
#: What a card on the table does besides its profit (an expected gain per round, in income units).
EXTRA_GAIN: dict[str, float] = {
    "entrepreneur": 1.5, "gambling_house": 2.5, "plantation": 0.8, "bank": 0.6, "excellent": 2.0,
    "robber": 1.6, "invader": 1.8, "bomber": 1.6, "assassin": 1.4, "spy": 0.8, "reconstructor": 0.6,
    "peasant": 0.0, "exchange": 0.8, "banker": 0.5,
}  # fmt: skip
#: Cards that help each quest (on the table, or soon from hand).
QUEST_HELP: dict[str, tuple[str, ...]] = {
    "sausage": ("factory", "factory_chain", "trade_house"),
    "union": ("bridge",),
    "entertainment": ("circus", "gambling_house"),
    "paperclips": ("factory", "factory_chain"),
    "spy_killer": ("assassin",),
    "conqueror": ("bridge",),
    "shelter": ("bunker", "hospital"),
    "hoard": ("bank", "banker"),
    "savings": ("kiosk", "trade_house", "mansion", "restaurant"),
    "poverty": (),
    "landlord": (),
    "busy": (),
}
HIDDEN_QUEST_PROGRESS = 0.35  # an opponent's quest the seat cannot see
QUEST_GAIN = 1.3  # a completed quest: +1 reputation, a development card, no penalty at the end
QUEST_PENALTY = 2.0
UNIT = 0.18  # one unit of income per round, in RP, while many rounds are left
TIEBREAK = 0.06  # a territory, a card on the table or in hand, in the plain judgement


def rounds_left(s: TerritoryState) -> float:
    """A rough count of the rounds still to come (the current one included): by the reputation race,
    the main deck and the round cap, whichever ends the game first."""
    target = s.options.get("target", 5)
    best = max(reputation(s, p) for p in range(s.n))
    by_rep = 1.0 + max(0, target - best) / 0.45
    per_round = max(1, s.n * (2 if s.n <= 4 else 1))
    by_deck = 1.0 + len(s.deck) / per_round + min(len(h) for h in s.hands) / 2.0
    by_cap = float(max(1, ROUND_CAP - s.round + 1))
    return min(by_rep, by_deck, by_cap)


def endness(s: TerritoryState) -> float:
    """0 early in the game, 1 when it is about to end."""
    return max(0.0, min(1.0, 1.0 - (rounds_left(s) - 1.0) / 7.0))


def expected_takes(s: TerritoryState) -> float:
    """Units one seat can expect to take from the pool in a round (an average roll of 7)."""
    return pool_size(s, 3, 4) / s.n


def effective_profit(s: TerritoryState, card: int, t: int, f: Facts | None = None) -> float:
    """What ``card`` would yield on territory ``t`` once funded, with its territory's modifiers (the
    expected roll for a gambling house, the tucked cards for a plantation)."""
    f = f or F(s)
    kind = f.kind[card]
    value = float(f.profit[card])
    if kind == "circus" and cards_of_kind(s, t, "factory"):
        value -= 1
    elif kind == "house":
        value += len(cards_of_kind(s, t, "household"))
    elif kind == "bank":
        value += len(cards_of_kind(s, t, "deposits"))
    elif kind == "hospital":
        value += len(cards_of_kind(s, t, "paid_medicine"))
    elif kind == "plantation":
        value = 0.0 if cards_of_kind(s, t, "drought") else float(len(s.under.get(card, ())))
    elif kind == "gambling_house":
        value = 2.5
    elif kind in ("household", "deposits", "paid_medicine"):
        target = {"household": "house", "deposits": "bank", "paid_medicine": "hospital"}[kind]
        value += len(cards_of_kind(s, t, target))
    return max(0.0, value)


def territory_economy(s: TerritoryState, t: int, extra: int = -1) -> tuple[int, float]:
    """(units the territory's cards need beyond its own income, income left over) in a round played
    from scratch: free cards yield first, then the others are funded cheapest first from what their
    territory makes; ``extra`` is a card to count as lying there too."""
    f = F(s)
    cards = [c for c in s.on[t] if s.host[c] == t and f.type[c] != "event"]
    if extra >= 0:
        cards.append(extra)
    supply = 0.0
    pending: list[tuple[int, float]] = []
    for c in cards:
        req = need(s, c) if extra != c else f.req[c]
        gain = effective_profit(s, c, t, f)
        if req == 0:
            supply += gain
        else:
            pending.append((req, gain))
    pending.sort(key=lambda x: (x[0], -x[1]))
    deficit = 0
    for req, gain in pending:
        if supply >= req:
            supply -= req
        else:
            deficit += int(math.ceil(req - supply))
            supply = 0.0
        supply += gain
    return deficit, supply


def seat_deficit(s: TerritoryState, p: int) -> int:
    return sum(territory_economy(s, t)[0] for t in s.lands[p])


def quest_progress(s: TerritoryState, p: int, quest: int) -> float:
    """How near quest ``quest`` held by ``p`` is to being claimed, 0..1 (1: claimable now)."""
    if quest < 0:
        return HIDDEN_QUEST_PROGRESS
    f = F(s)
    if quest_done(s, p, quest):
        return 1.0
    kind = f.kind[quest]
    if kind == "landlord":
        return 0.2 * len(s.lands[p])
    if kind == "busy":
        return min(0.8, functioning_count(s, p) / 7.0 + 0.1)
    if kind == "savings":
        return min(0.7, 0.15 + 0.12 * max((territory_economy(s, t)[1] for t in s.lands[p]), default=0.0))
    if kind == "hoard":
        stored = sum(s.stored[c] for t in s.lands[p] for c in cards_of_kind(s, t, "bank"))
        has_bank = any(cards_of_kind(s, t, "bank") for t in s.lands[p])
        return 0.2 + 0.25 * stored + (0.2 if has_bank else 0.0)
    helpers = QUEST_HELP.get(kind, ())
    on_table = {f.kind[c] for t in s.lands[p] for c in s.on[t] if s.host[c] == t}
    in_hand = {f.kind[c] for c in s.hands[p] if c >= 0}
    progress = 0.12
    for h in helpers:
        if h in on_table:
            progress += 0.35
        elif h in in_hand:
            progress += 0.15
    return min(0.85, progress)


def quest_value(s: TerritoryState, p: int, quest: int, end: float) -> float:
    """A held quest's expected worth: the gain of completing it against the penalty at the end."""
    pc = quest_progress(s, p, quest)
    if pc >= 1.0:
        return QUEST_GAIN
    return pc * QUEST_GAIN - (1.0 - pc) * QUEST_PENALTY * (0.25 + 0.75 * end)


def card_worth(s: TerritoryState, p: int, card: int) -> float:
    """What a card in ``p``'s hand is worth to ``p`` (a quest it helps counts)."""
    f = F(s)
    kind = f.kind[card]
    worth = HAND_WORTH.get(kind, 0.5)
    held = [f.kind[q] for q in s.quests[p] if q >= 0]
    if any(kind in QUEST_HELP.get(q, ()) for q in held):
        worth += 1.0
    return worth


def engine_value(s: TerritoryState, p: int) -> float:
    """The income engine: territories, cards that work, profit per round, bank stores (RP per round)."""
    f = F(s)
    value = 0.0
    budget = expected_takes(s)
    for t in s.lands[p]:
        deficit, _ = territory_economy(s, t)
        for c in s.on[t]:
            if s.host[c] != t:
                continue
            typ, kind = f.type[c], f.kind[c]
            if typ in ("building", "character", "development"):
                value += UNIT * (effective_profit(s, c, t, f) + EXTRA_GAIN.get(kind, 0.0) + 0.8)
            elif kind == "excellent":
                value += 0.5
            elif kind in BURDENS and not working(s, c):
                value -= 0.6
            elif kind == "drought":
                value -= 0.2
            value += UNIT * f.sig[c] * 0.5
            if kind == "bank":
                value += 0.1 * s.stored[c]
        budget -= deficit
        value += 0.15
    if budget < 0:
        value += UNIT * 1.5 * budget  # more needs than the pool can cover: cards will collapse
    return value


def position_value(s: TerritoryState, p: int) -> float:
    """Seat ``p``'s position in RP: reputation now (with the quest leader's title), held quests, and
    what the economy and the hand should still bring before the end."""
    end = endness(s)
    value = float(reputation(s, p))
    for q in s.quests[p]:
        value += quest_value(s, p, q, end)
    later = 1.0 - end
    value += later * (engine_value(s, p) * min(rounds_left(s), 4.0) / 2.0 + 0.15 * min(len(s.hands[p]), 8))
    value += 0.15 * len(s.lands[p]) * later
    return value


def basic_value(s: TerritoryState, p: int) -> float:
    """The plain judgement: reputation with the title and the held quests (near completion or not).
    Territories and cards on them count only as a small tie-break, so that a short search is not blind
    between moves that change no reputation yet."""
    end = endness(s)
    value = float(reputation(s, p)) + sum(quest_value(s, p, q, end) for q in s.quests[p])
    cards = sum(1 for t in s.lands[p] for c in s.on[t] if s.host[c] == t)
    return value + TIEBREAK * (1.0 - end) * (len(s.lands[p]) + cards + 0.5 * min(len(s.hands[p]), 6))


def shares(s: TerritoryState, values: list[float]) -> list[float]:
    """Win chances from the seats' values: a softmax that sharpens as the end nears."""
    temperature = 0.6 + 1.6 * (1.0 - endness(s))
    top = max(values)
    weights = [math.exp((v - top) / temperature) for v in values]
    total = sum(weights)
    n = len(values)
    return [0.94 * w / total + 0.06 / n for w in weights]


def leader_of(s: TerritoryState, p: int) -> int:
    """The opponent of ``p`` who looks strongest (reputation first, then the engine), as public
    information shows it."""
    others = [q for q in range(s.n) if q != p]
    return max(others, key=lambda q: (reputation(s, q) - 0.6 * len(s.quests[q]), len(s.lands[q]), -q))
