"""Helpers for building Age of Heroes positions by editing fresh states."""

from __future__ import annotations

from typing import Any

from civitas.engine.events import Event
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import (
    BLOCKED,
    DECK_SIZE,
    HAND_LIMIT,
    IMMEDIATE,
    KIND_COUNTS,
    NKINDS,
    QUAKE,
    SUPPLY_TOTAL,
    special_of,
)
from civitas.games.heroes.rules import supply_ok
from civitas.games.heroes.state import HeroesState


class ScriptedDice(Rng):
    """An Rng whose dice follow a script (other draws still come from the seeded generator)."""

    def __init__(self, dice: list[int], seed: int = 7) -> None:
        super().__init__(seed)
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        return self.dice.pop(0)


def position(n: int = 4, seed: int = 1, current: int = 0, phase: str = "action") -> HeroesState:
    """A game at a seat's action phase: tribes 0..n-1 by seat, every card back in the deck, one city
    and one plain army each, no roads, seat 0 first, round 1."""
    s = GAME.new_state({"players": n}, seed)
    for h in s.hands:
        s.deck.extend(h)
        h.clear()
    s.deck.extend(s.discard)
    s.discard.clear()
    s.deck.extend(s.table)
    s.table.clear()
    s.tribe = list(range(n))
    s.cities = [1] * n
    s.armies = [[0] for _ in range(n)]
    s.forts = [0] * n
    s.monument = [0] * n
    s.roads = []
    s.supply = [SUPPLY_TOTAL[0] - n, SUPPLY_TOTAL[1] - n, SUPPLY_TOTAL[2], SUPPLY_TOTAL[3], SUPPLY_TOTAL[4]]
    s.first = 0
    s.current = current
    s.round = 1
    s.phase = phase
    s.offers = []
    s.trading = [False] * n
    s.posts = [0] * n
    s.pending = []
    s.queue = []
    s.claims = [0] * n
    assert len(s.deck) == DECK_SIZE
    # Immediate cards go to the bottom so that draws a test does not stack are harmless.
    s.deck = [c for c in s.deck if c in IMMEDIATE] + [c for c in s.deck if c not in IMMEDIATE]
    return s


def take(s: HeroesState, kind: int) -> None:
    """Remove one card of ``kind`` from the deck (or the discard pile) so a test can place it."""
    if kind in s.deck:
        s.deck.remove(kind)
    else:
        s.discard.remove(kind)


def give(s: HeroesState, seat: int, *kinds: int) -> None:
    for k in kinds:
        take(s, k)
        s.hands[seat].append(k)


def stack(s: HeroesState, *kinds: int) -> None:
    """Put cards on top of the deck: the first listed is drawn first."""
    for k in kinds:
        take(s, k)
    for k in reversed(kinds):
        s.deck.append(k)


def act(s: HeroesState, seat: int, action: tuple[Any, ...]) -> list[Event]:
    reason = GAME.why_not(s, seat, action)
    assert reason is None, (action, reason, GAME.legal_actions(s, seat))
    return GAME.apply(s, seat, action)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def card_census(s: HeroesState) -> list[int]:
    counts = [0] * NKINDS
    for pile in (s.deck, s.discard, s.table):
        for c in pile:
            counts[c] += 1
    for h in s.hands:
        for c in h:
            counts[c] += 1
    for _, c in s.queue:
        counts[c] += 1
    for seat in range(s.n):
        counts[special_of(s.tribe[seat])] += s.monument[seat]
        counts[QUAKE] += sum(1 for a in s.armies[seat] if a & BLOCKED)
    return counts


def check_invariants(s: HeroesState) -> None:
    assert card_census(s) == list(KIND_COUNTS), card_census(s)
    assert supply_ok(s), (s.supply, s.cities, s.forts, s.armies, s.roads)
    for values in (s.cities, s.forts, s.monument, s.supply, [len(h) for h in s.hands]):
        assert all(v >= 0 for v in values)
    for seat in range(s.n):
        if not s.alive[seat]:
            assert not s.hands[seat] and not s.cities[seat] and not s.armies[seat]


def hand_limit_ok(s: HeroesState, seat: int) -> bool:
    return len(s.hands[seat]) <= HAND_LIMIT


ANSWERS = ("luck_quake", "luck_erupt", "luck_famine", "barb", "defend")


def let_it_happen(s: HeroesState) -> list[Event]:
    """Every seat asked for an answer (to an event card or an attack) answers "none", until no such
    question is left; returns what happened."""
    events: list[Event] = []
    while s.pending and s.pending[-1][0] in ANSWERS:
        events += act(s, int(s.pending[-1][1]), ("respond", "none"))
    return events
