"""Prearranged openings (the hidden ``scenario`` option). A random game never comes through here.

``tutorial``: the guided first game. Three tribes — the Greeks (seat 0, the learner, who plays
first), the Egyptians (seat 1, the left neighbour) and the Romans (seat 2). The top of the resource
deck is stacked so that, when everybody follows the tutorial's script (games/heroes/tutorial.py),
every card drawn in the first four rounds is the one the lesson needs; the rest of the deck is
shuffled from the seed as usual. The script, in order of drawing:

* deal — Greeks: limestone, stone, wood; Egyptians: marble, iron, wood; Romans: iron, grain, grain;
* first fair (one card each) — wood, stone, wood; the Greeks trade limestone for the Egyptians' marble;
* round 1 — Greeks draw marble (city built, two marbles on the monument); Egyptians grain (fortress);
  Romans stone (an army);
* fair 2 — stone, wood, grain; round 2 — Greeks iron, then tax two cities: grain, stone; Egyptians
  wood, tax: stone; Romans iron, tax: wood;
* fair 3 — grain ×3; round 3 — Greeks wood (road to the Egyptians, an army); Egyptians iron (a
  city); Romans stone (a city);
* fair 4 — Greeks wood + stone (two cards: the road), Egyptians iron + wood, Romans wood;
* round 4 — the Greeks draw an earthquake (on a Roman army) and attack the Romans; then the others
  draw grain and iron.
"""

from __future__ import annotations

from civitas.engine.rng import Rng
from civitas.games.heroes.cards import (
    ARMY,
    CITY,
    GRAIN,
    IRON,
    QUAKE,
    STONE,
    WOOD,
    full_deck,
)
from civitas.games.heroes.state import HeroesState

SCENARIOS: tuple[str, ...] = ("none", "tutorial")

TUTORIAL_PLAYERS = 3
#: Tribe of each seat: Greeks, Egyptians, Romans (cards.TRIBE_IDS).
TUTORIAL_TRIBES: tuple[int, int, int] = (2, 0, 1)
TUTORIAL_FIRST = 0
#: The opening throw for the first player (the Greeks roll highest).
TUTORIAL_FIRST_ROLL: tuple[int, int, int] = (6, 3, 5)

LIMESTONE, CONCRETE, MARBLE = 5, 6, 7

#: Cards in the order they are drawn (see the module's docstring).
TUTORIAL_DRAWS: tuple[int, ...] = (
    # the deal: three cards each, Greeks first
    LIMESTONE, STONE, WOOD,
    MARBLE, IRON, WOOD,
    IRON, GRAIN, GRAIN,
    # the first fair
    WOOD, STONE, WOOD,
    # round 1: turn draws
    MARBLE, GRAIN, STONE,
    # fair 2
    STONE, WOOD, GRAIN,
    # round 2: Greeks draw and tax two; Egyptians draw and tax one; Romans draw and tax one
    IRON, GRAIN, STONE,
    WOOD, STONE,
    IRON, WOOD,
    # fair 3
    GRAIN, GRAIN, GRAIN,
    # round 3: turn draws
    WOOD, IRON, STONE,
    # fair 4: the Greeks and Egyptians, joined by a road, draw two each
    WOOD, STONE, IRON, WOOD, WOOD,
    # round 4: the Greeks' earthquake, then quiet draws for the others
    QUAKE, GRAIN, IRON,
)  # fmt: skip


def tutorial_state(seed: int, round_limit: int) -> HeroesState:
    """The tutorial's position before the deal: fixed tribes and first player, the stacked deck.

    The cards below the stacked ones are shuffled with the seed; dice later also come from it.
    """
    s = HeroesState(TUTORIAL_PLAYERS)
    s.rng = rng = Rng(seed)
    s.round_limit = round_limit
    s.tribe = list(TUTORIAL_TRIBES)
    rest = full_deck()
    for card in TUTORIAL_DRAWS:
        rest.remove(card)
    rng.shuffle(rest)
    s.deck = rest + list(reversed(TUTORIAL_DRAWS))  # the top card is the last one
    for seat in range(s.n):
        s.cities[seat] = 1
        s.armies[seat] = [0]
    s.supply[ARMY] -= s.n
    s.supply[CITY] -= s.n
    s.first_rolls = [list(TUTORIAL_FIRST_ROLL)]
    s.first = s.current = TUTORIAL_FIRST
    s.phase = "setup"
    return s
