"""Small shared rules: drawing, neighbours and roads, paying for builds, elimination, claims.

Pending decisions (``state.pending``, top last) are tuples whose first item is the kind and whose
second is the seat that decides:

* ``("consent", neighbour, builder, gold)`` — may ``builder`` build a road to ``neighbour``?
* ``("quake", drawer)`` — place an earthquake on another tribe's army.
* ``("erupt", drawer)`` — pick another tribe's city for an eruption.
* ``("luck_quake", victim, drawer, army_code)`` / ``("luck_erupt", victim, drawer)`` — cancel with luck?
* ``("luck_famine", asked, drawer)`` — cancel a famine with luck? Every living seat is asked in turn,
  the drawer first and then round the circle to the left; the first to play luck cancels it, and if
  nobody does, the famine happens.
* ``("barb", drawer)`` — cancel barbarians with luck or olympic games?
* ``("defend", defender)`` — answer an attack with olympic games, a hero, or nothing; after a hero the
  defender is asked again (another hero, or "none" to fight).

Answers are asked for honestly: the victim of an earthquake or eruption, every seat on a famine,
the drawer of barbarians and the defender of a war are asked every time, whatever they hold. A seat
without a card that could answer has one legal action, ``("respond", "none")``; so who is asked (and
the public ``pending``) never depends on a hidden hand.
"""

from __future__ import annotations

from civitas.engine.events import Event
from civitas.games.heroes.cards import (
    AWAY_MASK,
    BLOCKED,
    CITY_TARGET,
    COST,
    GEN,
    GENERAL,
    GOLD,
    GOLD_PART,
    KIND_IDS,
    MONUMENT_TARGET,
    NEED,
    QUAKE,
    SUPPLY_TOTAL,
)
from civitas.games.heroes.state import HeroesState

CARD_REF: tuple[str, ...] = tuple("@card." + k for k in KIND_IDS)


def card_ref(kind: int) -> str:
    return CARD_REF[kind]


def draw(s: HeroesState, ev: list[Event]) -> int | None:
    """The top card of the resource deck; the discard pile is shuffled into a new deck when empty."""
    if not s.deck:
        if not s.discard:
            return None
        s.deck = s.discard
        s.discard = []
        s.rng.shuffle(s.deck)
        ev.append(Event("reshuffle", {"n": len(s.deck)}, reveal=True))
    return s.deck.pop()


def next_alive(s: HeroesState, seat: int) -> int:
    """The living seat to the left (the next in turn order)."""
    n = s.n
    i = (seat + 1) % n
    while not s.alive[i]:
        i = (i + 1) % n
    return i


def prev_alive(s: HeroesState, seat: int) -> int:
    n = s.n
    i = (seat - 1) % n
    while not s.alive[i]:
        i = (i - 1) % n
    return i


def neighbours(s: HeroesState, seat: int) -> list[int]:
    """The living neighbours of ``seat`` (left first); one seat when only two tribes are left."""
    left = next_alive(s, seat)
    if left == seat:
        return []
    right = prev_alive(s, seat)
    return [left] if right == left else [left, right]


def road_code(a: int, b: int) -> int:
    return a * 8 + b if a < b else b * 8 + a


def has_road(s: HeroesState, a: int, b: int) -> bool:
    return road_code(a, b) in s.roads


def reachable(s: HeroesState, seat: int) -> int:
    """How many other tribes ``seat`` reaches over roads, through chains of tribes."""
    if not s.roads:
        return 0
    seen = {seat}
    todo = [seat]
    while todo:
        a = todo.pop()
        for r in s.roads:
            x, y = r >> 3, r & 7
            if x == a and y not in seen:
                seen.add(y)
                todo.append(y)
            elif y == a and x not in seen:
                seen.add(x)
                todo.append(x)
    return len(seen) - 1


def offset(s: HeroesState, seat: int) -> int:
    """Position of ``seat`` in turn order counted from the first player."""
    return (seat - s.first) % s.n


# --- paying ---------------------------------------------------------------------------------------
def gold_range(hand: list[int], item: int) -> tuple[int, int]:
    """(least, most) gold cards that may replace ordinary cards of ``item``'s price; least > most
    when the hand cannot pay at all."""
    need = NEED[item]
    short = 0
    for k in range(4):
        have = hand.count(k) if need[k] else 0
        if need[k] > have:
            short += need[k] - have
    spare = hand.count(GOLD) - GOLD_PART[item]
    if spare < 0:
        return 1, 0
    return short, min(spare, len(COST[item]))


def payment(hand: list[int], item: int, gold: int) -> list[int]:
    """The cards paid for ``item`` using ``gold`` gold cards as replacements (assumed affordable).

    Gold first covers what the hand lacks; gold beyond that replaces the price's cards in the
    order of cards.COST.
    """
    cost = COST[item]
    have = [hand.count(k) for k in range(4)]
    use = [0, 0, 0, 0]
    left = gold
    paid: list[int] = []
    for k in cost:  # cover the shortfall first
        if use[k] < have[k]:
            use[k] += 1
            paid.append(k)
        else:
            left -= 1
            paid.append(GOLD)
    for i, k in enumerate(cost):  # extra gold replaces in price order
        if left <= 0:
            break
        if paid[i] == k:
            paid[i] = GOLD
            left -= 1
    return paid + [GOLD] * GOLD_PART[item]


def remove_cards(hand: list[int], cards: list[int]) -> None:
    for c in cards:
        hand.remove(c)


# --- armies ---------------------------------------------------------------------------------------
def ready(code: int) -> bool:
    """An army at home and not under an earthquake."""
    return code & (BLOCKED | AWAY_MASK) == 0


# --- elimination and victory ----------------------------------------------------------------------
def eliminate(s: HeroesState, seat: int, ev: list[Event]) -> None:
    """Seat ``seat`` is out: everything it had goes back to the supply or the discard pile."""
    s.alive[seat] = False
    s.out.append(seat)
    s.supply[1] += s.cities[seat]
    s.cities[seat] = 0
    s.supply[2] += s.forts[seat]
    s.forts[seat] = 0
    for code in s.armies[seat]:
        s.supply[0] += 1
        if code & GEN:
            s.supply[GENERAL] += 1
        if code & BLOCKED:
            s.discard.append(QUAKE)
    s.armies[seat] = []
    from civitas.games.heroes.cards import special_of

    s.discard.extend([special_of(s.tribe[seat])] * s.monument[seat])
    s.monument[seat] = 0
    s.discard.extend(s.hands[seat])
    s.hands[seat] = []
    kept = []
    removed = 0
    for r in s.roads:
        if (r >> 3) == seat or (r & 7) == seat:
            removed += 1
        else:
            kept.append(r)
    s.roads = kept
    s.supply[4] += removed
    s.offers = [o for o in s.offers if o[1] != seat]
    s.trading[seat] = False
    s.claims[seat] = 0
    ev.append(Event("eliminated", {"seat": seat, "roads": removed}))
    living = [i for i in range(s.n) if s.alive[i]]
    if len(living) == 1:
        finish(s, living[0], "last_standing", ev)


def record_history(s: HeroesState) -> None:
    """Note every living seat's cities and monument cards (the game-over chart draws them)."""
    s.history = s.history + tuple((s.round, i, s.cities[i], s.monument[i]) for i in range(s.n) if s.alive[i])


def finish(s: HeroesState, winner: int, how: str, ev: list[Event]) -> None:
    s.winner = winner
    s.how = how
    s.phase = "over"
    record_history(s)
    s.pending = []
    ev.append(Event("victory", {"seat": winner, "how": "@how." + how}))


def meets_claim(s: HeroesState, seat: int) -> bool:
    return s.cities[seat] >= CITY_TARGET or s.monument[seat] >= MONUMENT_TARGET


def check_claims(s: HeroesState, ev: list[Event]) -> None:
    """Anyone newly holding five cities or a complete monument starts a "last turn".

    The claim remembers which other living tribes have still to start a turn
    (``claims[seat] = 1 | waiting << 1``, bit ``i`` of ``waiting`` for seat ``i``): it is judged only at
    a turn of the claimant that begins after every other tribe has played a whole turn since the
    claim, so a claim made at the fair is not judged at the claimant's turn right after that fair
    while a tribe further round the table has not played yet."""
    if s.phase == "over":
        return
    for seat in range(s.n):
        if s.alive[seat] and not s.claims[seat] and meets_claim(s, seat):
            waiting = sum(1 << i for i in range(s.n) if i != seat and s.alive[i])
            s.claims[seat] = 1 | waiting << 1
            what = "cities" if s.cities[seat] >= CITY_TARGET else "monument"
            ev.append(Event("last_turn", {"seat": seat, "what": "@claim." + what}))


def turn_begins(s: HeroesState, seat: int) -> None:
    """``seat`` starts a turn: no claim waits for it any more."""
    for c in range(s.n):
        if s.claims[c]:
            s.claims[c] &= ~(1 << (seat + 1))


def claim_waits_for(s: HeroesState, seat: int) -> list[int]:
    """The living tribes that must still play a whole turn before ``seat``'s claim is judged."""
    waiting = s.claims[seat] >> 1
    return [i for i in range(s.n) if waiting >> i & 1 and s.alive[i] and i != seat]


def tie_key(s: HeroesState, seat: int) -> tuple[int, int, int, int, int, int]:
    """Ranking at the round limit: alive, cities, monument, armies, hand size, lower seat."""
    return (
        1 if s.alive[seat] else 0,
        s.cities[seat],
        s.monument[seat],
        len(s.armies[seat]),
        len(s.hands[seat]),
        -seat,
    )


def supply_ok(s: HeroesState) -> bool:
    """Built + in supply = totals for every item (used by tests)."""
    armies = sum(len(a) for a in s.armies) + sum(1 for u in s.war_units if not u & 32)
    gens = sum(1 for a in s.armies for c in a if c & GEN) + sum(1 for u in s.war_units if u & GEN)
    built = [armies, sum(s.cities), sum(s.forts), gens, len(s.roads)]
    return all(built[i] + s.supply[i] == SUPPLY_TOTAL[i] and s.supply[i] >= 0 for i in range(5))
