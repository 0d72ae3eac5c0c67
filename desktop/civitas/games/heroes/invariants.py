"""What holds in every position of Age of Heroes: ``check_invariants`` lists each broken rule.

Checked after every action by the conformance suite (``tests/conformance``) and by
``civitas sim --check``: every one of the 108 resource cards is in exactly one place, every supply
item is either in the supply or on the table, nothing is negative, limits hold, and an eliminated
tribe holds nothing. Messages are for developers (never shown to a player).
"""

from __future__ import annotations

from collections.abc import Sequence

from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    DECK_SIZE,
    GEN,
    HERO,
    HERO_ARMY,
    HERO_GEN,
    KIND_COUNTS,
    KIND_IDS,
    NKINDS,
    OFFERS_PER_FAIR,
    QUAKE,
    SUPPLY_TOTAL,
    TRIBE_IDS,
    special_of,
)
from civitas.games.heroes.state import HeroesState

#: Phases a position can rest in between two actions (the automatic ones never last).
RESTING_PHASES = frozenset({"trade", "action", "build", "war_goal", "war_send", "monument", "discard", "over"})
ENDINGS = frozenset({"last_standing", "cities", "monument", "round_limit"})
PENDING_KINDS = frozenset({"consent", "quake", "erupt", "luck_quake", "luck_erupt", "luck_famine", "barb", "defend"})
ARMY_BITS = GEN | BLOCKED | AWAY_MASK
UNIT_BITS = GEN | AWAY_MASK | HERO_GEN | HERO_ARMY


def card_census(s: HeroesState) -> list[int]:
    """How many cards of each kind the position holds, wherever they are (deck, discard, table,
    queue, hands, monuments, earthquakes lying on armies)."""
    counts = [0] * NKINDS
    for pile in (s.deck, s.discard, s.table, *s.hands):
        for c in pile:
            if 0 <= c < NKINDS:
                counts[c] += 1
    for _, c in s.queue:
        if 0 <= c < NKINDS:
            counts[c] += 1
    for seat in range(s.n):
        if 0 <= s.tribe[seat] < len(TRIBE_IDS):
            counts[special_of(s.tribe[seat])] += s.monument[seat]
        counts[QUAKE] += sum(1 for a in s.armies[seat] if a & BLOCKED)
    return counts


def placed_items(s: HeroesState) -> list[int]:
    """Supply items on the table: armies (at home, away or in a war), cities, fortresses, generals
    and roads. A hero fighting as an army is a card, not a supply army."""
    armies = sum(len(a) for a in s.armies) + sum(1 for u in s.war_units if not u & HERO_ARMY)
    generals = sum(1 for a in s.armies for c in a if c & GEN) + sum(1 for u in s.war_units if u & GEN)
    return [armies, sum(s.cities), sum(s.forts), generals, len(s.roads)]


def check_invariants(s: HeroesState) -> list[str]:
    """Every broken invariant of a full (not redacted) position, as a developer's message."""
    problems = _shape(s)
    if problems:  # the rest would index out of range
        return problems
    problems += _cards(s)
    problems += _supply(s)
    problems += _seats(s)
    problems += _phase(s)
    problems += _fair(s)
    problems += _war(s)
    return problems


def _shape(s: HeroesState) -> list[str]:
    out: list[str] = []
    if not 2 <= s.n <= 6:
        return [f"n={s.n} is not 2..6"]
    per_seat: dict[str, Sequence[object]] = {
        "tribe": s.tribe,
        "hands": s.hands,
        "cities": s.cities,
        "forts": s.forts,
        "monument": s.monument,
        "armies": s.armies,
        "alive": s.alive,
        "posts": s.posts,
        "trading": s.trading,
        "claims": s.claims,
    }
    for name, values in per_seat.items():
        if len(values) != s.n:
            out.append(f"{name} has {len(values)} entries for {s.n} seats")
    if len(s.supply) != len(SUPPLY_TOTAL):
        out.append(f"supply has {len(s.supply)} entries")
    return out


def _cards(s: HeroesState) -> list[str]:
    out: list[str] = []
    for name, pile in (("deck", s.deck), ("discard", s.discard), ("table", s.table)):
        bad = [c for c in pile if not 0 <= c < NKINDS]
        if bad:
            out.append(f"{name} holds cards that are not kinds: {bad}")
    for seat, hand in enumerate(s.hands):
        bad = [c for c in hand if not 0 <= c < NKINDS]
        if bad:
            out.append(f"hand of seat {seat} holds cards that are not kinds: {bad}")
    census = card_census(s)
    if sum(census) != DECK_SIZE:
        out.append(f"{sum(census)} cards in play, the deck has {DECK_SIZE}")
    for kind, (have, want) in enumerate(zip(census, KIND_COUNTS, strict=True)):
        if have != want:
            out.append(f"{have} cards of {KIND_IDS[kind]} in play, the deck has {want}")
    for seat, kind in s.queue:
        if not 0 <= seat < s.n:
            out.append(f"queued card {kind} for seat {seat} out of range")
    return out


def _supply(s: HeroesState) -> list[str]:
    out: list[str] = []
    placed = placed_items(s)
    names = ("armies", "cities", "fortresses", "generals", "roads")
    for i, name in enumerate(names):
        if s.supply[i] < 0:
            out.append(f"supply of {name} is {s.supply[i]}")
        if placed[i] + s.supply[i] != SUPPLY_TOTAL[i]:
            out.append(f"{name}: {placed[i]} placed + {s.supply[i]} in supply != {SUPPLY_TOTAL[i]}")
    return out


def _seats(s: HeroesState) -> list[str]:
    out: list[str] = []
    if sorted(s.tribe) != sorted(set(s.tribe)) or not all(0 <= t < len(TRIBE_IDS) for t in s.tribe):
        out.append(f"tribes {s.tribe} are not distinct tribes")
    for seat in range(s.n):
        for name, value in (("cities", s.cities[seat]), ("forts", s.forts[seat]), ("monument", s.monument[seat])):
            if value < 0:
                out.append(f"seat {seat} has {value} {name}")
        if s.monument[seat] > KIND_COUNTS[special_of(s.tribe[seat])]:
            out.append(f"seat {seat} has {s.monument[seat]} monument cards")
        claim = s.claims[seat]  # 0, or 1 | (seats still to play before it is judged) << 1
        if claim < 0 or (claim and not claim & 1) or claim >> 1 >= 1 << s.n:
            out.append(f"claims[{seat}] = {claim}")
        bad = [c for c in s.armies[seat] if c < 0 or c & ~ARMY_BITS]
        if bad:
            out.append(f"seat {seat} has army codes {bad}")
        if not s.alive[seat]:
            if s.hands[seat] or s.cities[seat] or s.forts[seat] or s.monument[seat] or s.armies[seat]:
                out.append(f"eliminated seat {seat} still holds cards or pieces")
            if s.claims[seat] or s.trading[seat]:
                out.append(f"eliminated seat {seat} still claims or trades")
    if sorted(s.out) != [i for i in range(s.n) if not s.alive[i]] or len(set(s.out)) != len(s.out):
        out.append(f"out={s.out} does not list the eliminated seats {s.alive}")
    seen: set[int] = set()
    for r in s.roads:
        a, b = r >> 3, r & 7
        if not (0 <= a < b < s.n) or r in seen:
            out.append(f"road code {r} is not a road between two seats (or is listed twice)")
        elif not (s.alive[a] and s.alive[b]):
            out.append(f"road {a}-{b} touches an eliminated seat")
        seen.add(r)
    return out


def _phase(s: HeroesState) -> list[str]:
    out: list[str] = []
    if s.phase not in RESTING_PHASES:
        out.append(f"the game rests in phase {s.phase!r}")
    if s.round < 0 or s.round > s.round_limit:
        out.append(f"round {s.round} outside 0..{s.round_limit}")
    if s.steps < 0:
        out.append(f"steps = {s.steps}")
    if not 0 <= s.current < s.n or not 0 <= s.first < s.n:
        out.append(f"current {s.current} / first {s.first} out of range")
    if s.phase == "over":
        if not 0 <= s.winner < s.n or not s.alive[s.winner]:
            out.append(f"winner {s.winner} is not a living seat")
        if s.how not in ENDINGS:
            out.append(f"the game ended as {s.how!r}")
        if s.pending:
            out.append("a finished game still waits for a decision")
        return out
    if s.winner != -1 or s.how:
        out.append(f"winner {s.winner} ({s.how!r}) while the game goes on")
    if sum(s.alive) < 2:
        out.append("fewer than two tribes alive while the game goes on")
    if s.phase != "trade" and not s.alive[s.current]:
        out.append(f"eliminated seat {s.current} has the turn")
    for item in s.pending:
        if item[0] not in PENDING_KINDS:
            out.append(f"unknown pending decision {item!r}")
        elif not (isinstance(item[1], int) and 0 <= item[1] < s.n and s.alive[item[1]]):
            out.append(f"pending decision {item!r} for a seat that cannot decide")
    return out


def _fair(s: HeroesState) -> list[str]:
    out: list[str] = []
    if s.phase != "trade" and s.offers:
        out.append(f"open offers outside the fair: {s.offers}")
    ids = [o[0] for o in s.offers]
    if len(set(ids)) != len(ids) or any(not 0 < i < s.next_offer for i in ids):
        out.append(f"offer ids {ids} are not distinct ids below {s.next_offer}")
    for seat in range(s.n):
        if not 0 <= s.posts[seat] <= OFFERS_PER_FAIR:
            out.append(f"seat {seat} posted {s.posts[seat]} offers at one fair")
        for kind in set(o[2] for o in s.offers if o[1] == seat):
            offered = sum(1 for o in s.offers if o[1] == seat and o[2] == kind)
            if offered > s.hands[seat].count(kind):
                out.append(f"seat {seat} offers {offered} {KIND_IDS[kind]} and holds fewer")
    for o in s.offers:
        if not s.alive[o[1]]:
            out.append(f"offer {o[0]} by eliminated seat {o[1]}")
    return out


def _war(s: HeroesState) -> list[str]:
    out: list[str] = []
    heroes_on_table = s.table.count(HERO)
    heroes_in_war = sum(1 for u in s.war_units if u & (HERO_ARMY | HERO_GEN))
    if s.war is None:
        if s.war_units:
            out.append(f"war units {s.war_units} without a war")
        return out
    if len(s.war) != 5:
        return [f"war record {s.war} is not five numbers"]
    attacker, target = s.war[0], s.war[1]
    if not (0 <= attacker < s.n and 0 <= target < s.n) or attacker == target:
        out.append(f"war {s.war} between bad seats")
    elif s.phase != "over" and not s.alive[attacker]:
        out.append(f"war {s.war}: the attacker is eliminated")
    bad = [u for u in s.war_units if u < 0 or u & ~UNIT_BITS]
    if bad:
        out.append(f"war unit codes {bad}")
    if heroes_in_war > heroes_on_table:
        out.append(f"{heroes_in_war} heroes in the war but {heroes_on_table} on the table")
    return out
