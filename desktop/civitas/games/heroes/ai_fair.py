"""The AI at the fair: which trading moves are worth a thought, and the quick rollout choice.

The fair is a market (see fair.py): a new offer brings back every player who can still post, so
the AI considers answering the open offers of its rivals (accepting one is posting its mirror),
counter-offers that ask for a card a rival shows it holds, and new offers of cards it can spare
for cards it needs, but only offers some rival could take. Saying done is always a candidate.
"""

from __future__ import annotations

from civitas.engine.actions import Action
from civitas.engine.rng import Rng
from civitas.games.heroes.cards import (
    ARMY,
    CITY,
    CITY_TARGET,
    GOLD,
    GRAIN,
    HERO,
    IRON,
    LUCK,
    MONUMENT_TARGET,
    OLYMPICS,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.fair import can_be_taken
from civitas.games.heroes.rules import gold_range
from civitas.games.heroes.state import HeroesState

CITY_COST = (STONE, WOOD, WOOD)
ARMY_COST = (IRON, GRAIN, GRAIN)
PRECIOUS = frozenset({GOLD, HERO, LUCK, OLYMPICS})
#: New offers the AI thinks about per fair; answers to rivals' offers may go on a little longer.
NEW_OFFERS = 3
ANSWERS = 5
DONE: Action = ("trade_done",)


def missing(hand: list[int], cost: tuple[int, ...]) -> list[int]:
    """The cards of ``cost`` the hand lacks (gold not counted)."""
    left = list(hand)
    out: list[int] = []
    for k in cost:
        if k in left:
            left.remove(k)
        else:
            out.append(k)
    return out


def spare_kind(hand: list[int], kind: int) -> bool:
    """True if ``kind`` is not needed for a city or an army (keeping what both prices use)."""
    need = CITY_COST.count(kind) + ARMY_COST.count(kind)
    return hand.count(kind) > need or kind not in CITY_COST + ARMY_COST


def wants_of(s: HeroesState, seat: int) -> set[int]:
    """The kinds ``seat`` would trade for: what its next city or army lacks, and its own special."""
    hand = s.hands[seat]
    return set(missing(hand, CITY_COST)) | set(missing(hand, ARMY_COST)) | {special_of(s.tribe[seat])}


def spares_of(s: HeroesState, seat: int, wants: set[int]) -> set[int]:
    """The kinds in ``seat``'s hand it can give away without hurting its next builds."""
    hand = s.hands[seat]
    own = special_of(s.tribe[seat])
    return {c for c in hand if c != own and c not in PRECIOUS and c not in wants and spare_kind(hand, c)}


def answers(s: HeroesState, seat: int, legal: set[Action], wants: set[int], spares: set[int]) -> list[Action]:
    """Accepting rivals' open offers (posting their mirror), where we give a card we can spare or
    get one we need for one we need less; never our own special resource."""
    own = special_of(s.tribe[seat])
    out: list[Action] = []
    for _, who, give, want in s.offers:
        mirror: Action = ("offer", want, give)
        if who == seat or mirror in out or mirror not in legal or want == own:
            continue
        if want in spares or (give in wants and want not in wants and (want not in PRECIOUS or give == own)):
            out.append(mirror)
    return out


def completes_build(s: HeroesState, seat: int, gives: int, gets: int) -> bool:
    """Whether swapping a ``gives`` card for a ``gets`` card lets ``seat`` pay for a city or an army
    it could not pay for before."""
    hand = s.hands[seat]
    after = list(hand)
    after.remove(gives)
    after.append(gets)
    for item in (CITY, ARMY):
        if s.supply[item] <= 0:
            continue
        lo, hi = gold_range(hand, item)
        lo2, hi2 = gold_range(after, item)
        if lo2 <= hi2 and lo > hi:
            return True
    return False


def sure_answer(s: HeroesState, seat: int, spares: set[int], found: list[Action]) -> Action | None:
    """An answer no search needs to weigh: a spare card for the one that completes a build, from a
    rival who is not about to win."""
    for action in found:
        gives, gets = int(action[1]), int(action[2])
        if gives not in spares or not completes_build(s, seat, gives, gets):
            continue
        poster = next(o[1] for o in s.offers if o[1] != seat and o[2] == gets and o[3] == gives)
        if s.cities[poster] < CITY_TARGET - 1 and s.monument[poster] < MONUMENT_TARGET - 1:
            return action
    return None


def candidates(s: HeroesState, seat: int, legal: list[Action]) -> list[Action]:
    """Trading moves worth a search: answers to open offers, counter-offers and new offers that some
    rival could take, and done. A sure answer (``sure_answer``) is the only candidate."""
    wants = wants_of(s, seat)
    spares = spares_of(s, seat, wants)
    allowed = set(legal)
    out = answers(s, seat, allowed, wants, spares)
    sure = sure_answer(s, seat, spares, out)
    if sure is not None:
        return [sure]
    posts = s.posts[seat]
    if posts < ANSWERS:
        shown = {o[2] for o in s.offers if o[1] != seat}  # kinds rivals show they hold
        for a in legal:
            if a[0] != "offer" or a in out or a[1] not in spares or a[2] not in wants:
                continue
            if posts >= NEW_OFFERS and a[2] not in shown:
                continue  # past its new offers the AI only counters what rivals show
            if can_be_taken(s, seat, a[1], a[2]):
                out.append(a)
    out.append(DONE)
    return out


def policy(s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
    """The quick choice of rollouts: accept a good open offer, else now and then post one offer of a
    spare card for what the next city lacks, else done."""
    wants = wants_of(s, seat)
    spares = spares_of(s, seat, wants)
    found = answers(s, seat, set(legal), wants, spares)
    good = sure_answer(s, seat, spares, found) or next((a for a in found if a[2] in wants), None)
    if good is not None:
        return good
    if s.posts[seat] >= 2 or rng.below(3) == 0:
        return DONE
    hand = s.hands[seat]
    need = missing(hand, CITY_COST)
    if not need:
        return DONE
    keep = list(CITY_COST) + [GOLD, special_of(s.tribe[seat]), HERO, LUCK, OLYMPICS]
    spare = [c for c in hand if c not in keep] or [c for c in hand if hand.count(c) > 2 and c != GOLD]
    if not spare:
        return DONE
    offer: Action = ("offer", spare[rng.below(len(spare))], need[rng.below(len(need))])
    return offer if offer in legal else DONE
