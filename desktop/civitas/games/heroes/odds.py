"""The exact chances of a battle's outcomes, from what the attacking seat can see (no Qt).

The battle (see ``combat.py`` and the rules help's Combat section): the attacking units and the
defending armies are each lined up strongest first, and the i-th attacker duels the i-th defender
until the side with fewer units has used each of them. In a duel each side rolls one die and adds
+2 for a general (a hero as general counts the same) and, for the defender, +1 for each fortress;
the higher total wins and equal totals change nothing. The **winning armies** are the attackers
that won their duel plus those left without an opponent, and the goal turns them into spoils
(``spoils``), never more than the defender has (``stock``).

The duels are independent and each has 36 equally likely rolls, so the number of winners is the
sum of independent yes/no outcomes: its distribution is computed exactly, with fractions.

Only what the attacker can see goes in: the armies at home, their generals, earthquakes and
fortresses are on the table, and heroes the defender has already played into this defence were
shown. A defender's hidden hand (a hero or Olympic games it might still play) is never assumed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from civitas.games.heroes.cards import (
    CONQUEST,
    DESTRUCTION,
    GEN,
    HERO,
    HERO_ARMY,
    HERO_GEN,
    PLUNDER,
)
from civitas.games.heroes.rules import ready
from civitas.games.heroes.state import HeroesState

GENERAL_BONUS = 2
FACES = range(1, 7)
#: Why a battle with winning armies gained nothing (catalog ids ``nospoils.<id>``).
TOO_FEW, NO_CITY, NO_CARD, NO_MONUMENT = "too_few", "no_city", "no_card", "no_monument"


def bonus(code: int) -> int:
    """A unit's own bonus in a duel: +2 with a general or a hero as general."""
    return GENERAL_BONUS if code & (GEN | HERO_GEN) else 0


def duel_chances(a_bonus: int, d_bonus: int) -> tuple[Fraction, Fraction, Fraction]:
    """(attacker wins, tie, defender wins) for one duel with these bonuses (fortresses included in
    ``d_bonus``)."""
    win = tie = 0
    for a in FACES:
        for d in FACES:
            if a + a_bonus > d + d_bonus:
                win += 1
            elif a + a_bonus == d + d_bonus:
                tie += 1
    return Fraction(win, 36), Fraction(tie, 36), Fraction(36 - win - tie, 36)


def winners_chances(attack: Sequence[int], defend: Sequence[int], forts: int) -> tuple[Fraction, ...]:
    """The chance of each number of winning armies, 0..len(attack).

    ``attack`` and ``defend`` are the units' own bonuses (see ``bonus``), in any order; ``forts``
    is added to every defender's."""
    a = sorted(attack, reverse=True)
    d = sorted(defend, reverse=True)
    k = min(len(a), len(d))
    dist = [Fraction(1)]
    for i in range(k):
        win = duel_chances(a[i], d[i] + forts)[0]
        nxt = [Fraction(0)] * (len(dist) + 1)
        for w, p in enumerate(dist):
            nxt[w] += p * (1 - win)
            nxt[w + 1] += p * win
        dist = nxt
    free = len(a) - k  # attackers without an opponent win
    return tuple([Fraction(0)] * free + dist)


def spoils(goal: int, winners: int) -> int:
    """What ``winners`` winning armies may take for the goal, before the defender's stock caps it:
    cities (conquest: 2-3 take one, 4 or more two), cards from the hand (plunder: two each) or
    monument cards (destruction: 1-2 take one, 3 or more two)."""
    if goal == CONQUEST:
        return 2 if winners >= 4 else 1 if winners >= 2 else 0
    if goal == DESTRUCTION:
        return 2 if winners >= 3 else 1 if winners >= 1 else 0
    return 2 * winners


def stock(s: HeroesState, target: int, goal: int) -> int:
    """What the defender has that the goal takes: cities, cards in hand (their number is public)
    or monument cards."""
    if goal == CONQUEST:
        return s.cities[target]
    if goal == DESTRUCTION:
        return s.monument[target]
    return len(s.hands[target])


def missed(goal: int, winners: int, have: int) -> str | None:
    """Why a battle with ``winners`` winning armies gains nothing for the goal (``have``: the
    defender's stock), or None if it gains something or nobody won."""
    if winners <= 0 or min(spoils(goal, winners), have) > 0:
        return None
    if goal == CONQUEST and spoils(goal, winners) == 0:
        return TOO_FEW
    return {CONQUEST: NO_CITY, PLUNDER: NO_CARD, DESTRUCTION: NO_MONUMENT}[goal]


def defence(s: HeroesState, target: int, hero_armies: int = 0, hero_generals: int = 0) -> list[int]:
    """The bonuses of the defender's units as the battle will line them up: every ready army at
    home (the first plain ones led by heroes already played as generals) and heroes already
    played as armies. Fortresses are not included."""
    out: list[int] = []
    for code in s.armies[target]:
        if not ready(code):
            continue
        if hero_generals > 0 and not code & GEN:
            out.append(GENERAL_BONUS)
            hero_generals -= 1
        else:
            out.append(bonus(code))
    out.extend([0] * hero_armies)
    return out


def sendable(s: HeroesState, seat: int) -> list[int]:
    """The units ``seat`` could still bring into a war: its ready armies at home, and each hero card
    in hand as one more army."""
    return [c for c in s.armies[seat] if ready(c)] + [HERO_ARMY] * s.hands[seat].count(HERO)


@dataclass(frozen=True, slots=True)
class Forecast:
    """The chances of one attack's outcomes (see ``forecast``)."""

    goal: int
    units: int  # attacking units
    defenders: int  # defending units that fight (heroes already played included)
    forts: int
    have: int  # the defender's stock for the goal
    winners: tuple[Fraction, ...]  # chance of w winning armies, w = 0..units

    def gains(self) -> dict[int, Fraction]:
        """The chance of each gain (cities, cards or monument cards), 0 included."""
        out: dict[int, Fraction] = {}
        for w, p in enumerate(self.winners):
            if p:
                n = min(spoils(self.goal, w), self.have)
                out[n] = out.get(n, Fraction(0)) + p
        return out

    def failed(self) -> Fraction:
        """No winning army: the attack fails."""
        return self.winners[0]

    def won_nothing(self) -> Fraction:
        """At least one winning army, but nothing to take (too few winners, or nothing left)."""
        return sum(
            (p for w, p in enumerate(self.winners) if w and not min(spoils(self.goal, w), self.have)),
            Fraction(0),
        )

    def most(self) -> int:
        """The most this attack can gain: every unit wins."""
        return min(spoils(self.goal, self.units), self.have)


def forecast(s: HeroesState, units: Sequence[int] | None = None, goal: int | None = None,
             target: int | None = None) -> Forecast:
    """The chances of the war being prepared in ``s`` (a view is enough): ``units`` default to the
    units sent so far, ``goal`` and ``target`` to the war's. Heroes the defender has already played
    count (they were shown); its hidden hand does not."""
    war = s.war
    if target is not None and goal is not None:
        t, g = target, goal
    elif war is not None:
        t = war[1] if target is None else target
        g = war[2] if goal is None else goal
    else:
        raise ValueError("a forecast outside a war needs a target and a goal")
    if g < 0:
        raise ValueError("the war has no goal yet")
    mine = list(s.war_units if units is None else units)
    hero_armies, hero_generals = (war[3], war[4]) if war is not None and war[1] == t else (0, 0)
    theirs = defence(s, t, hero_armies, hero_generals)
    forts = s.forts[t]
    return Forecast(
        goal=g,
        units=len(mine),
        defenders=len(theirs),
        forts=forts,
        have=stock(s, t, g),
        winners=winners_chances([bonus(u) for u in mine], theirs, forts),
    )
