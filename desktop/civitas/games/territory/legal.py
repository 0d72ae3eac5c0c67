"""Every legal action of the seat to move, phase by phase (the action model of ``territory_design``)."""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.games.territory.derived import GUARDS
from civitas.games.territory.quests import claimable
from civitas.games.territory.rules import (
    bank_room,
    can_receive,
    cards_of_kind,
    guarded,
    has_room,
    limits,
    live,
    sheltered,
    unfunded,
    union_of,
    working,
)
from civitas.games.territory.state import TerritoryState

MAX_OFFERS = 2
MAX_PRICE = 3
#: What a building or character needs on its territory before it may be placed there.
NEEDS = {
    "restaurant": "trade_house",
    "exchange": "entrepreneur",
    "peasant": "plantation",
    "banker": "bank",
    "deposits": "bank",
    "household": "house",
    "paid_medicine": "hospital",
}
NO_TARGET = ("crisis", "prospects", "growth", "decline")
SEAT_TARGET = ("stock_crash", "epidemic")


def legal_actions(s: TerritoryState, seat: int) -> list[Action]:
    if s.phase == "over" or seat != s.turn:
        return []
    phase = s.phase
    if phase == "build":
        return _build(s, seat)
    if phase == "draft":
        return _draft(s, seat)
    if phase == "wrap":
        return _free(s, seat) + _tucks(s, seat) + [("done",)]
    if phase == "spy":
        return [("pick", c) for c in spy_targets(s, s.pending[1])]
    if phase == "offer":
        return _offers(s, seat)
    if phase == "buy":
        return _buys(s, seat)
    if phase == "answer":
        return [("accept",), ("refuse",)]
    if phase == "pay":
        return _payments(s, seat)
    return []


def has_choice(s: TerritoryState, seat: int) -> bool:
    """Whether ``seat`` has anything but the phase's "nothing" in a phase every seat goes through once."""
    if s.phase == "offer":
        return bool(s.hands[seat])
    if s.phase == "buy":
        return len(_buys_for(s, seat)) > 0 or len(_bids_for(s, seat)) > 0
    if s.phase == "wrap":
        return bool(_free(s, seat) or _tucks(s, seat))
    return True


# --- construction ---------------------------------------------------------------------------------
def placement_spots(s: TerritoryState, seat: int, card: int) -> list[int]:
    """Own territories where building or character ``card`` may go (room and what it needs there)."""
    kind = s.facts.kind[card]
    out = []
    for t in s.lands[seat]:
        if kind == "factory_chain":
            if len(cards_of_kind(s, t, "factory")) >= 2:
                out.append(t)
            continue
        if not has_room(s, t):
            continue
        required = NEEDS.get(kind)
        if required is not None and not cards_of_kind(s, t, required):
            continue
        out.append(t)
    return out


def _build(s: TerritoryState, seat: int) -> list[Action]:
    f = s.facts
    out: list[Action] = [("claim", q) for q in claimable(s, seat)]
    if not s.quest_taken and len(s.quests[seat]) < 2 and s.quest_deck:
        out.append(("quest",))
    max_lands, max_places = limits(s)
    hand = s.hands[seat]
    if s.built_land < max_lands:
        out.extend(("land", c) for c in hand)
    lands = s.lands[seat]
    for c in hand:
        kind, typ = f.kind[c], f.type[c]
        if typ == "development":
            required = NEEDS.get(kind)
            out.extend(("develop", c, t) for t in lands if required is None or cards_of_kind(s, t, required))
            continue
        if typ not in ("building", "character") or s.placed >= max_places:
            continue
        if kind == "mansion":
            room = [t for t in lands if has_room(s, t)]
            out.extend(("mansion", c, a, b) for a in room for b in room if a != b)
        elif kind == "bridge":
            targets = [t for t in range(len(s.owner)) if s.owner[t] >= 0]
            out.extend(("bridge", c, a, b) for a in lands if has_room(s, a) for b in targets if b != a)
        else:
            out.extend(("build", c, t) for t in placement_spots(s, seat, c))
    out.append(("end",))
    return out


# --- income ---------------------------------------------------------------------------------------
def _free(s: TerritoryState, seat: int) -> list[Action]:
    """Free actions of a draft or wrap turn: allocate local income, release a bank's unit, claim a quest."""
    out: list[Action] = []
    for t in s.lands[seat]:
        if s.local[t] <= 0:
            continue
        for u in union_of(s, t):
            if s.owner[u] != seat:
                continue
            out.extend(("allocate", t, c) for c in s.on[u] if s.host[c] == u and can_receive(s, c))
    for t in s.lands[seat]:
        out.extend(("release", b) for b in cards_of_kind(s, t, "bank") if s.stored[b] > 0)
    out.extend(("claim", q) for q in claimable(s, seat))
    return out


def _tucks(s: TerritoryState, seat: int) -> list[Action]:
    out: list[Action] = []
    for t in s.lands[seat]:
        for p in cards_of_kind(s, t, "plantation"):
            if s.host[p] == t and p not in s.used:
                out.extend(("tuck", p, c) for c in s.hands[seat])
    return out


def store_ok(s: TerritoryState, bank: int) -> bool:
    t = s.host[bank]
    if not working(s, bank) or bank_room(s, bank) <= 0:
        return False
    return not any(c != bank and s.host[c] == t and unfunded(s, c) for c in s.on[t])


def _draft(s: TerritoryState, seat: int) -> list[Action]:
    out = _free(s, seat)
    if not s.influenced:
        out.extend(_influences(s, seat))
        out.extend(_acts(s, seat))
    if s.pool > 0:
        for t in s.lands[seat]:
            for c in s.on[t]:
                if s.host[c] == t and can_receive(s, c):
                    out.append(("take", c))
            out.extend(("store", b) for b in cards_of_kind(s, t, "bank") if store_ok(s, b))
    out.append(("pass",))
    return out


def _opponent_cards(s: TerritoryState, seat: int, typ: str) -> list[int]:
    types = s.facts.type
    return [
        c
        for t in range(len(s.owner))
        if s.owner[t] >= 0 and s.owner[t] != seat
        for c in s.on[t]
        if s.host[c] == t and types[c] == typ
    ]


def event_targets(s: TerritoryState, seat: int, card: int) -> list[int]:
    kind = s.facts.kind[card]
    if kind in NO_TARGET:
        return [-1] if kind != "crisis" or s.pool > 0 else []
    if kind in SEAT_TARGET:
        return [p for p in range(s.n) if p != seat]
    if kind == "earthquake":
        return [c for c in _opponent_cards(s, seat, "building") if s.facts.kind[c] != "bunker"]
    if kind == "flood":
        return [t for t in range(len(s.owner)) if s.owner[t] >= 0]
    if kind == "lucky_deposits":
        return [c for c in range(len(s.stored)) if s.stored[c] > 0 and s.host[c] >= 0]
    return []


def _influences(s: TerritoryState, seat: int) -> list[Action]:
    f = s.facts
    out: list[Action] = []
    live_lands = [t for t in range(len(s.owner)) if s.owner[t] >= 0]
    for c in s.hands[seat]:
        typ = f.type[c]
        if typ == "event":
            out.extend(("event", c, x) for x in event_targets(s, seat, c))
        elif typ == "reputation":
            spots = s.lands[seat] if f.kind[c] == "excellent" else live_lands
            out.extend(("rep", c, t) for t in spots)
    return out


def act_targets(s: TerritoryState, seat: int, character: int) -> list[int]:
    f = s.facts
    kind = f.kind[character]
    if kind == "entrepreneur":
        return [-1]
    if kind == "reconstructor":
        here = s.host[character]
        return [c for c in s.demolished if f.type[c] == "building"] if has_room(s, here) else []
    if kind == "spy":
        return [
            t
            for t in range(len(s.owner))
            if s.owner[t] >= 0 and s.owner[t] != seat and not guarded(s, t, "spy") and spy_targets(s, t)
        ]
    if kind not in GUARDS:
        return []
    typ = "character" if kind == "assassin" else "building"
    out = []
    for c in _opponent_cards(s, seat, typ):
        t = s.host[c]
        if guarded(s, t, kind):
            continue
        if kind == "robber":
            ok = s.paid[c] > 0 and any(x != c and s.host[x] == t and unfunded(s, x) for x in s.on[t])
        elif kind == "invader":
            ok = unfunded(s, c) and c not in s.marks
        elif kind == "bomber":
            ok = f.req[c] < 2 and f.kind[c] != "bunker"
        else:
            ok = f.req[c] < 2 and not sheltered(s, c)
        if ok:
            out.append(c)
    return out


def _acts(s: TerritoryState, seat: int) -> list[Action]:
    f = s.facts
    out: list[Action] = []
    for t in s.lands[seat]:
        for c in s.on[t]:
            if s.host[c] == t and f.type[c] == "character" and c not in s.used and working(s, c):
                out.extend(("act", c, x) for x in act_targets(s, seat, c))
    return out


def spy_targets(s: TerritoryState, t: int) -> list[int]:
    """Cards a spy may send to the discard from territory ``t``: any but a bunker (TR)."""
    kind = s.facts.kind
    return [c for c in s.on[t] if kind[c] != "bunker"] if live(s, t) else []


# --- market day -----------------------------------------------------------------------------------
def _offers(s: TerritoryState, seat: int) -> list[Action]:
    out: list[Action] = []
    if sum(1 for o in s.offers if o[0] == seat) < MAX_OFFERS:
        out.extend(("offer", c, price) for c in s.hands[seat] for price in range(1, MAX_PRICE + 1))
    out.append(("done",))
    return out


def _buys_for(s: TerritoryState, seat: int) -> list[Action]:
    if seat in s.bought:
        return []
    have = len(s.hands[seat])
    return [("buy", card) for seller, card, price in s.offers if seller != seat and price <= have]


def bid_made(s: TerritoryState, seat: int) -> bool:
    """TR-T48: whether ``seat``'s bid of this market day was already answered (and refused)."""
    return s.phase == "buy" and len(s.pending) == 3 and s.pending[2] == seat


def _bids_for(s: TerritoryState, seat: int) -> list[Action]:
    """TR-T48: a lower bid for one offer of another player, 1 up to one card below the asked price and no
    more than the buyer's hand can pay; one bid per buyer per market day, none once it has bought."""
    if seat in s.bought or bid_made(s, seat):
        return []
    have = len(s.hands[seat])
    return [
        ("bid", card, price)
        for seller, card, asked in s.offers
        if seller != seat
        for price in range(1, min(asked - 1, have) + 1)
    ]


def _buys(s: TerritoryState, seat: int) -> list[Action]:
    return _buys_for(s, seat) + _bids_for(s, seat) + [("no_buy",)]


def _payments(s: TerritoryState, seat: int) -> list[Action]:
    """The next card of a payment, in rising order so that each set of cards is one sequence."""
    paid = s.pending[2:]
    last = paid[-1] if paid else -1
    still = s.pending[1] - len(paid)
    free = sorted(c for c in s.hands[seat] if c > last)
    return [("pay", c) for i, c in enumerate(free) if len(free) - i >= still]
