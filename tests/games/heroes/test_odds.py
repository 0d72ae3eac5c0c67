"""The battle preview's exact chances (odds.py) against many battles fought by the real rules.

Each set-up is played to the moment the defender has answered, then the battle is fought many
times with different dice; the share of each outcome must match the exact chance within four
standard deviations of the sampling error (about one percentage point here).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable
from fractions import Fraction

import pytest
from heroes_helpers import act, give, position

from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.cards import (
    AWAY_SHIFT,
    BLOCKED,
    CONQUEST,
    DESTRUCTION,
    GEN,
    GRAIN,
    HERO,
    HERO_ARMY,
    IRON,
    OLYMPICS,
    PLUNDER,
    SPECIAL0,
    STONE,
    WOOD,
)
from civitas.games.heroes.odds import (
    NO_CARD,
    NO_CITY,
    NO_MONUMENT,
    TOO_FEW,
    duel_chances,
    forecast,
    missed,
    spoils,
    winners_chances,
)
from civitas.games.heroes.state import HeroesState

TRIALS = 12_000


def armies(s: HeroesState, seat: int, *codes: int) -> None:
    s.supply[0] += len(s.armies[seat]) - len(codes)
    s.supply[3] += sum(1 for c in s.armies[seat] if c & GEN) - sum(1 for c in codes if c & GEN)
    s.armies[seat] = list(codes)


def prepared(make: Callable[[], HeroesState], goal: str, attack: list[tuple], defend: list[tuple]) -> HeroesState:
    """In the position ``make()``, seat 0 has declared a war on seat 1 with ``goal``, made the war
    moves ``attack`` and gone; seat 1 has given the answers ``defend`` (heroes) and is asked once
    more (then it fights)."""
    s = make()
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", goal))
    for move in attack:
        act(s, 0, move)
    act(s, 0, ("go",))
    for answer in defend:
        act(s, 1, answer)
    assert s.pending[-1] == ("defend", 1)
    return s


def fight_many(s: HeroesState, trials: int = TRIALS) -> tuple[Counter[int], Counter[int]]:
    """Fight the prepared battle ``trials`` times: how often each number of winners and each gain."""
    winners: Counter[int] = Counter()
    gains: Counter[int] = Counter()
    for i in range(trials):
        t = s.copy()
        t.rng = Rng(1_000_003 * i + 17)
        events = GAME.apply(t, 1, ("respond", "none"))
        (result,) = [e for e in events if e.kind == "battle_result"]
        winners[int(result.args["winners"])] += 1
        won = [e for e in events if e.kind in ("conquest", "plunder", "destruction")]
        gains[int(won[0].args["n"]) if won else 0] += 1
    return winners, gains


def assert_close(exact: dict[int, Fraction], seen: Counter[int], trials: int) -> None:
    for k in set(exact) | set(seen):
        p = float(exact.get(k, Fraction(0)))
        share = seen.get(k, 0) / trials
        sigma = math.sqrt(max(p * (1 - p), 1e-6) / trials)
        assert abs(share - p) <= 4 * sigma, (k, p, share, exact, dict(seen))


def _setup_two_against_one_behind_a_fortress() -> HeroesState:
    s = position(3)
    armies(s, 0, 0, 0)
    armies(s, 1, 0)
    s.forts[1] = 1
    s.supply[2] -= 1
    s.cities[1] = 2
    s.supply[1] -= 1
    return s


def _setup_generals_on_both_sides() -> HeroesState:
    s = position(3)
    armies(s, 0, GEN, 0, 0)
    armies(s, 1, GEN, 0)
    s.forts[1] = 2
    s.supply[2] -= 2
    give(s, 1, IRON, WOOD, STONE)
    return s


def _setup_heroes_earthquake_and_armies_away() -> HeroesState:
    s = position(3)
    armies(s, 0, 0, 2 << AWAY_SHIFT)
    give(s, 0, HERO, HERO)
    armies(s, 1, 0, 0, BLOCKED)
    s.deck.remove(12)  # the earthquake card lies on the blocked army
    give(s, 1, HERO, GRAIN)
    s.monument[1] = 1
    s.deck.remove(SPECIAL0 + 1)
    return s


def _setup_many_against_few() -> HeroesState:
    s = position(3)
    armies(s, 0, 0, 0, 0, GEN, 0)
    armies(s, 1, GEN, 0)
    s.forts[1] = 1
    s.supply[2] -= 1
    return s


SETUPS = {
    "two plain armies against one behind a fortress, conquest": (
        _setup_two_against_one_behind_a_fortress, "conquest", [("send", 0), ("send", 0)], []),
    "generals on both sides and two fortresses, plunder of three cards": (
        _setup_generals_on_both_sides, "plunder", [("send", GEN), ("send", 0), ("send", 0)], []),
    "heroes on both sides, an earthquake and an army away, destruction": (
        _setup_heroes_earthquake_and_armies_away,
        "destruction",
        [("send", 0), ("hero", "general", 0), ("hero", "army")],
        [("respond", "hero_general", 0)],
    ),
    "five attackers against two, conquest of the last city": (
        _setup_many_against_few, "conquest", [("send", 0)] * 4 + [("send", GEN)], []),
}


@pytest.mark.parametrize("name", list(SETUPS))
def test_battle_preview_matches_many_battles_fought_by_the_rules(name):
    make, goal, attack, defend = SETUPS[name]
    s = prepared(make, goal, attack, defend)
    exact = forecast(GAME.view(s, 0))
    assert sum(exact.winners) == 1
    winners, gains = fight_many(s)
    assert_close(dict(enumerate(exact.winners)), winners, TRIALS)
    assert_close(exact.gains(), gains, TRIALS)


def test_battle_preview_uses_only_what_the_attacker_sees():
    s = prepared(_setup_heroes_earthquake_and_armies_away, "destruction", [("send", 0)], [])
    give(s, 1, OLYMPICS)  # hidden in the defender's hand: never assumed
    seen = forecast(GAME.view(s, 0))
    assert seen == forecast(s)
    # the defender's hero is still in its hand: the preview counts its two ready armies only
    assert seen.defenders == 2
    act(s, 1, ("respond", "hero_army"))
    assert forecast(GAME.view(s, 0)).defenders == 3  # once shown, the hero counts


def test_a_die_roll_duel_is_won_by_the_higher_total_and_ties_change_nothing():
    assert duel_chances(0, 0) == (Fraction(15, 36), Fraction(6, 36), Fraction(15, 36))
    assert duel_chances(2, 0) == (Fraction(26, 36), Fraction(4, 36), Fraction(6, 36))  # a general's +2
    assert duel_chances(0, 5) == (Fraction(0), Fraction(1, 36), Fraction(35, 36))  # five fortresses


def test_attackers_without_an_opponent_always_count_as_winners():
    # six attackers against four defenders: at least two winners (the rulebook's example)
    dist = winners_chances([0] * 6, [0] * 4, 0)
    assert dist[0] == dist[1] == 0 and dist[2] > 0
    assert winners_chances([0, 0], [], 3) == (0, 0, 1)


def test_spoils_follow_the_goal_table():
    assert [spoils(CONQUEST, w) for w in range(6)] == [0, 0, 1, 1, 2, 2]
    assert [spoils(DESTRUCTION, w) for w in range(5)] == [0, 1, 1, 2, 2]
    assert [spoils(PLUNDER, w) for w in range(4)] == [0, 2, 4, 6]


def test_a_win_that_gains_nothing_says_why():
    assert missed(CONQUEST, 1, 3) == TOO_FEW
    assert missed(CONQUEST, 2, 0) == NO_CITY
    assert missed(PLUNDER, 2, 0) == NO_CARD
    assert missed(DESTRUCTION, 3, 0) == NO_MONUMENT
    assert missed(CONQUEST, 2, 1) is None and missed(PLUNDER, 0, 5) is None  # gained, or nobody won


def test_preview_with_a_hero_only_attack_counts_the_hero_as_an_army():
    s = position(3)
    armies(s, 0)
    give(s, 0, HERO)
    act(s, 0, ("war", 1))
    act(s, 0, ("goal", "plunder"))
    act(s, 0, ("hero", "army"))
    assert s.war_units == [HERO_ARMY]
    f = forecast(GAME.view(s, 0))
    assert f.units == 1 and f.winners == (Fraction(21, 36), Fraction(15, 36))
