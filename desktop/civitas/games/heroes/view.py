"""What one seat may see, and full states sampled to agree with it."""

from __future__ import annotations

from civitas.engine.hidden import Place, redact
from civitas.engine.rng import Rng
from civitas.games.heroes.cards import (
    BLOCKED,
    COST,
    GOLD,
    HIDDEN,
    IS_HOLDABLE,
    KIND_COUNTS,
    NKINDS,
    QUAKE,
    ROAD,
    special_of,
)
from civitas.games.heroes.rules import payment
from civitas.games.heroes.state import HeroesState


def _places(s: HeroesState) -> list[Place]:
    # Cards here are kinds, not instances, so determinize deals counts of kinds (below), not these places.
    return [*(Place(hand, (), readers=(i,)) for i, hand in enumerate(s.hands)), Place(s.deck, ())]


def view(s: HeroesState, seat: int | None) -> HeroesState:
    """Other hands become HIDDEN markers (their sizes stay), the deck order and the dice are hidden."""
    v = s.copy()
    redact(_places(v), seat, lambda _place, _card: HIDDEN)
    v.rng = Rng(0)
    return v


def known_counts(v: HeroesState, seat: int) -> list[int]:
    """Cards of each kind whose place ``seat`` knows (own hand, discard, table, queue, monuments,
    earthquakes lying on armies)."""
    known = [0] * NKINDS
    for c in v.hands[seat]:
        known[c] += 1
    for c in v.discard:
        known[c] += 1
    for c in v.table:
        known[c] += 1
    for _, c in v.queue:
        known[c] += 1
    for i in range(v.n):
        if v.monument[i]:
            known[special_of(v.tribe[i])] += v.monument[i]
        for code in v.armies[i]:
            if code & BLOCKED:
                known[QUAKE] += 1
    return known


def determinize(view: HeroesState, seat: int, rng: Rng) -> HeroesState:
    v = view  # named as in Game.determinize, which is this very function (see HeroesGame)
    s = v.copy()
    known = known_counts(v, seat)
    holdable: list[int] = []
    other: list[int] = []
    for k in range(NKINDS):
        rest = KIND_COUNTS[k] - known[k]
        (holdable if IS_HOLDABLE[k] else other).extend([k] * rest)
    # Open fair offers show that their poster holds the offered cards, and a road waiting for the
    # neighbour's consent shows that its builder holds its price: deal those first.
    hands: list[list[int]] = [[] for _ in range(v.n)]
    shown: list[tuple[int, int]] = [(o[1], o[2]) for o in v.offers]
    for item in v.pending:
        if item[0] == "consent":
            builder, gold = item[2], item[3]
            shown.extend((builder, k) for k in payment([*COST[ROAD], *[GOLD] * gold], ROAD, gold))
    for i, give in shown:
        if i != seat and len(hands[i]) < len(v.hands[i]) and give in holdable:
            holdable.remove(give)
            hands[i].append(give)
    rng.shuffle(holdable)
    for i in range(v.n):
        if i != seat:
            size = len(v.hands[i]) - len(hands[i])
            s.hands[i] = hands[i] + holdable[:size]
            del holdable[:size]
    deck = holdable + other
    rng.shuffle(deck)
    s.deck = deck
    s.rng = Rng(rng.next64())
    return s
