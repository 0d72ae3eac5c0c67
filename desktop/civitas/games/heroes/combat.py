"""War: choosing the armies, the defender's answer, the duels, the rewards and the way home.

Pairing (a table rule): attackers and defenders are each lined up strongest first (general or hero
as general +2, and for defenders +1 per fortress); the i-th attacker duels the i-th defender, until
the side with fewer armies has used all of its armies. Attackers left without an opponent win.
"""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.heroes import odds
from civitas.games.heroes.cards import (
    ARMY,
    AWAY_SHIFT,
    CONQUEST,
    DESTRUCTION,
    GEN,
    GENERAL,
    GOAL_IDS,
    HERO,
    HERO_ARMY,
    HERO_GEN,
    OLYMPICS,
    special_of,
)
from civitas.games.heroes.rules import card_ref, eliminate, has_road, ready
from civitas.games.heroes.state import HeroesState

GOAL_REF: tuple[str, ...] = tuple("@goal." + g for g in GOAL_IDS)


def strength(code: int) -> int:
    return 2 if code & (GEN | HERO_GEN) else 0


def send(s: HeroesState, seat: int, code: int) -> None:
    s.armies[seat].remove(code)
    s.war_units.append(code)


def hero_army(s: HeroesState, seat: int) -> None:
    s.hands[seat].remove(HERO)
    s.table.append(HERO)
    s.war_units.append(HERO_ARMY)


def hero_general(s: HeroesState, seat: int, code: int) -> None:
    s.hands[seat].remove(HERO)
    s.table.append(HERO)
    s.war_units[s.war_units.index(code)] = code | HERO_GEN


def cancel(s: HeroesState, seat: int) -> None:
    """Call off a war not yet sent: armies stay home and heroes go back to the hand."""
    for u in s.war_units:
        if u & HERO_ARMY:
            s.table.remove(HERO)
            s.hands[seat].append(HERO)
            continue
        if u & HERO_GEN:
            s.table.remove(HERO)
            s.hands[seat].append(HERO)
        s.armies[seat].append(u & ~HERO_GEN)
    s.war_units = []
    s.war = None


def heroes_committed(s: HeroesState) -> int:
    """Hero cards the defender has already played into the coming battle (as armies or generals)."""
    assert s.war is not None
    return s.war[3] + s.war[4]


def _plain_ready(s: HeroesState, seat: int) -> list[int]:
    """The defender's armies at home that may fight and have no general, in army order."""
    return [code for code in s.armies[seat] if ready(code) and not code & GEN]


def defender_choices(s: HeroesState, defender: int) -> list[tuple[str, ...] | tuple[str, str, int]]:
    """The defender's answers to an attack; ``("respond", "none")`` is always one of them (the
    defender is asked even when it holds neither olympic games nor a hero).

    Every hero card is one answer, so a defender holding several heroes plays them one after
    another (it is asked again after each); olympic games call the attack off only before any
    hero has joined the defence. ``("respond", "none")`` then means "fight now"."""
    hand = s.hands[defender]
    out: list[tuple[str, ...] | tuple[str, str, int]] = []
    committed = heroes_committed(s)
    if OLYMPICS in hand and not committed:
        out.append(("respond", "olympics"))
    if HERO in hand:
        out.append(("respond", "hero_army"))
        free = _plain_ready(s, defender)[s.war[4] if s.war is not None else 0 :]
        out.extend(("respond", "hero_general", c) for c in sorted(set(free)))
    out.append(("respond", "none"))
    return out


def _go_home(s: HeroesState, attacker: int, target: int, survivors: list[int], ev: list[Event]) -> None:
    """Surviving attackers come home at once over a direct road, else at the end of the attacker's
    next turn. Hero cards leave the battle for the discard pile."""
    direct = has_road(s, attacker, target)
    back = 0
    for u in survivors:
        if u & HERO_ARMY:
            continue
        s.armies[attacker].append(u & GEN if direct else (u & GEN) | (2 << AWAY_SHIFT))
        back += 1
    if back:
        ev.append(Event("armies_return" if direct else "armies_away", {"seat": attacker, "n": back}))


def _discard_heroes(s: HeroesState) -> None:
    while HERO in s.table:
        s.table.remove(HERO)
        s.discard.append(HERO)


def respond(s: HeroesState, defender: int, choice: str, ev: list[Event]) -> None:
    """The defender's answer. Olympic games call the attack off; a hero joins the defence and the
    defender is asked again (it may hold another hero); "none" starts the battle. A hero as general
    leads one of the defender's plain armies at home (they are all alike)."""
    assert s.war is not None
    if choice == "olympics":
        s.hands[defender].remove(OLYMPICS)
        s.discard.append(OLYMPICS)
        ev.append(Event("olympics_war", {"seat": defender, "attacker_seat": s.war[0]}, reveal=True))
        attacker, target = s.war[0], s.war[1]
        units = s.war_units
        s.war_units = []
        _discard_heroes(s)
        _go_home(s, attacker, target, units, ev)
        s.war = None
        _after_failed_war(s, attacker, ev)  # the attack was turned back: a failure for the attacker
        return
    if choice in ("hero_army", "hero_general"):
        s.hands[defender].remove(HERO)
        s.table.append(HERO)
        if choice == "hero_army":
            s.war[3] += 1
        else:
            s.war[4] += 1
        role = "@as.army" if choice == "hero_army" else "@as.general"
        ev.append(Event("hero_defends", {"seat": defender, "as": role}, reveal=True))
        s.pending.append(("defend", defender))  # asked again whatever it holds: it reveals nothing
        return
    battle(s, ev)


def battle(s: HeroesState, ev: list[Event]) -> None:
    assert s.war is not None
    attacker, target, goal, d_hero_armies, d_hero_gens = s.war
    forts = s.forts[target]
    home = s.armies[target]
    # Defenders: every ready army at home (the first plain ones led by the heroes played as
    # generals), plus the heroes fighting as armies.
    defenders: list[tuple[int, int]] = []  # (code, index in home or -1 for a hero army)
    for i, code in enumerate(home):
        if ready(code):
            if d_hero_gens > 0 and not code & GEN:
                defenders.append((code | HERO_GEN, i))
                d_hero_gens -= 1
            else:
                defenders.append((code, i))
    defenders.extend((HERO_ARMY, -1) for _ in range(d_hero_armies))
    defenders.sort(key=lambda d: -strength(d[0]))
    attackers = sorted(s.war_units, key=lambda u: -strength(u))
    s.war_units = []
    k = min(len(attackers), len(defenders))
    winners = 0
    survivors: list[int] = []
    dead_home: list[int] = []
    rng = s.rng
    for i in range(k):
        a, (d, di) = attackers[i], defenders[i]
        ab, db = strength(a), strength(d) + forts
        ad, dd = rng.die(), rng.die()
        at, dt = ad + ab, dd + db
        if at > dt:
            result = "@result.attacker"
            winners += 1
            survivors.append(a)
            if di >= 0:
                dead_home.append(di)
                s.supply[ARMY] += 1
                if d & GEN:
                    s.supply[GENERAL] += 1
        elif at < dt:
            result = "@result.defender"
            if not a & HERO_ARMY:
                s.supply[ARMY] += 1
            if a & GEN:
                s.supply[GENERAL] += 1
        else:
            result = "@result.tie"
            survivors.append(a)
        ev.append(
            Event(
                "duel",
                {
                    "seat": attacker,
                    "defender_seat": target,
                    "a_die": ad,
                    "a_bonus": ab,
                    "d_die": dd,
                    "d_bonus": db,
                    "a_general": bool(a & (GEN | HERO_GEN)),
                    "d_general": bool(d & (GEN | HERO_GEN)),
                    "a_hero": bool(a & (HERO_ARMY | HERO_GEN)),
                    "d_hero": bool(d & (HERO_ARMY | HERO_GEN)),
                    "result": result,
                },
                reveal=True,
            )
        )
    unmatched = attackers[k:]
    winners += len(unmatched)
    survivors.extend(unmatched)
    if dead_home:
        for di in sorted(dead_home, reverse=True):
            home.pop(di)
    _discard_heroes(s)
    ev.append(Event("battle_result", {"seat": attacker, "defender_seat": target, "winners": winners}))
    _reward(s, attacker, target, goal, winners, ev)
    _go_home(s, attacker, target, survivors, ev)
    s.war = None
    # Whoever lost the war is out if it is left with no city and no card (the winner never is).
    _after_failed_war(s, target if winners else attacker, ev)


def _after_failed_war(s: HeroesState, loser: int, ev: list[Event]) -> None:
    """The side that failed in a war is eliminated when it has no city and no card in hand left.

    The attacker fails when it has no winning army (or olympic games turn it back); otherwise the
    defender has failed. An attacker eliminated in its own turn ends that turn at once."""
    if not s.alive[loser] or s.hands[loser] or s.cities[loser]:
        return
    eliminate(s, loser, ev)
    if s.phase != "over" and loser == s.current:
        s.phase = "turn_end"


def _reward(s: HeroesState, attacker: int, target: int, goal: int, winners: int, ev: list[Event]) -> None:
    why = odds.missed(goal, winners, odds.stock(s, target, goal))
    if why is not None:  # a won battle that takes nothing says why (too few winners, nothing left)
        ev.append(Event("no_spoils", {"seat": attacker, "defender_seat": target, "why": "@nospoils." + why}))
    if goal == CONQUEST:
        n = 2 if winners >= 4 else 1 if winners >= 2 else 0
        n = min(n, s.cities[target])
        if n:
            s.cities[target] -= n
            s.cities[attacker] += n
            ev.append(Event("conquest", {"seat": attacker, "defender_seat": target, "n": n}))
    elif goal == DESTRUCTION:
        n = 2 if winners >= 3 else 1 if winners >= 1 else 0
        n = min(n, s.monument[target])
        if n:
            s.monument[target] -= n
            s.discard.extend([special_of(s.tribe[target])] * n)
            ev.append(Event("destruction", {"seat": attacker, "defender_seat": target, "n": n}))
    else:
        hand = s.hands[target]
        n = min(2 * winners, len(hand))
        taken: list[int] = []
        for _ in range(n):
            taken.append(hand.pop(s.rng.below(len(hand))))
        s.hands[attacker].extend(taken)
        if n:
            refs = [card_ref(c) for c in taken]
            ev.append(
                Event(
                    "plunder",
                    {"seat": attacker, "defender_seat": target, "n": n},
                    owner=attacker,
                    secret={"cards": refs},
                    reveal=True,
                )
            )
            ev.append(
                Event(
                    "plundered",
                    {"seat": target, "attacker_seat": attacker, "n": n},
                    owner=target,
                    secret={"cards": refs},
                    reveal=True,
                )
            )
