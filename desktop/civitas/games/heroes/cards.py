"""Card kinds, the resource deck, the main supply, build costs and the six tribes.

Every card of the resource deck is a small int (its *kind*); a hand is a list of kinds. Items of the
main supply (armies, cities, fortresses, generals, roads) are counted, never listed one by one.
"""

from __future__ import annotations

from typing import Final

# --- resource-deck card kinds ---------------------------------------------------------------------
IRON: Final = 0
WOOD: Final = 1
GRAIN: Final = 2
STONE: Final = 3
GOLD: Final = 4
SPECIAL0: Final = 5  # tribe t collects kind SPECIAL0 + t
GROWTH: Final = 11
QUAKE: Final = 12
ERUPTION: Final = 13
FAMINE: Final = 14
BARBARIANS: Final = 15
OLYMPICS: Final = 16
HERO: Final = 17
LUCK: Final = 18
NKINDS: Final = 19
HIDDEN: Final = -1  # a card the viewer cannot see

KIND_IDS: Final[tuple[str, ...]] = (
    "iron",
    "wood",
    "grain",
    "stone",
    "gold",
    "limestone",
    "concrete",
    "marble",
    "bricks",
    "sandstone",
    "granite",
    "growth",
    "earthquake",
    "eruption",
    "famine",
    "barbarians",
    "olympics",
    "hero",
    "luck",
)
KIND_BY_ID: Final[dict[str, int]] = {name: k for k, name in enumerate(KIND_IDS)}

#: How many cards of each kind the 108-card resource deck holds.
KIND_COUNTS: Final[tuple[int, ...]] = (12, 12, 12, 12, 6, 6, 6, 6, 6, 6, 6, 2, 2, 2, 2, 3, 2, 3, 2)
DECK_SIZE: Final = 108

BASIC: Final[tuple[int, ...]] = (IRON, WOOD, GRAIN, STONE)
ORDINARY: Final[tuple[int, ...]] = (IRON, WOOD, GRAIN, STONE, GOLD)  # what barbarians take
IMMEDIATE: Final[frozenset[int]] = frozenset({GROWTH, QUAKE, ERUPTION, FAMINE, BARBARIANS})
DISASTERS: Final[frozenset[int]] = frozenset({QUAKE, ERUPTION, FAMINE, BARBARIANS})
#: Kinds a hand can hold (everything but the cards that resolve at once); all of them trade.
HOLDABLE: Final[tuple[int, ...]] = tuple(k for k in range(NKINDS) if k not in IMMEDIATE)
IS_HOLDABLE: Final[tuple[bool, ...]] = tuple(k not in IMMEDIATE for k in range(NKINDS))


def is_special(kind: int) -> bool:
    return SPECIAL0 <= kind < SPECIAL0 + 6


def full_deck() -> list[int]:
    return [k for k in range(NKINDS) for _ in range(KIND_COUNTS[k])]


# --- the six tribes -------------------------------------------------------------------------------
TRIBE_IDS: Final[tuple[str, ...]] = ("egyptians", "romans", "greeks", "babylonians", "celts", "chinese")


def special_of(tribe: int) -> int:
    return SPECIAL0 + tribe


# --- main supply ----------------------------------------------------------------------------------
ARMY: Final = 0
CITY: Final = 1
FORTRESS: Final = 2
GENERAL: Final = 3
ROAD: Final = 4
ITEM_IDS: Final[tuple[str, ...]] = ("army", "city", "fortress", "general", "road")
ITEM_BY_ID: Final[dict[str, int]] = {name: i for i, name in enumerate(ITEM_IDS)}
SUPPLY_TOTAL: Final[tuple[int, ...]] = (12, 12, 9, 6, 6)

#: The ordinary cards each item costs, in the order extra gold replaces them (see table rules).
COST: Final[tuple[tuple[int, ...], ...]] = (
    (IRON, GRAIN, GRAIN),  # army
    (STONE, WOOD, WOOD),  # city
    (IRON, WOOD, STONE),  # fortress
    (IRON,),  # general (plus one gold that is part of the price)
    (STONE, STONE),  # road
)
GOLD_PART: Final[tuple[int, ...]] = (0, 0, 0, 1, 0)  # gold the price itself names
NEED: Final[tuple[tuple[int, int, int, int], ...]] = tuple(
    (c.count(IRON), c.count(WOOD), c.count(GRAIN), c.count(STONE)) for c in COST
)

# --- army codes (see state.py) --------------------------------------------------------------------
GEN: Final = 1  # a general leads this army
BLOCKED: Final = 2  # an earthquake card lies on this army
AWAY_SHIFT: Final = 2  # bits 2-3: turns of its owner left before the army is home (0 = home)
AWAY_MASK: Final = 12
HERO_GEN: Final = 16  # (war units only) a hero card leads this army as its general
HERO_ARMY: Final = 32  # (war units only) a hero card fights as an army

# --- war goals ------------------------------------------------------------------------------------
CONQUEST: Final = 0
PLUNDER: Final = 1
DESTRUCTION: Final = 2
GOAL_IDS: Final[tuple[str, ...]] = ("conquest", "plunder", "destruction")

HAND_LIMIT: Final = 5
MONUMENT_TARGET: Final = 5
CITY_TARGET: Final = 5
OFFERS_PER_FAIR: Final = 6
