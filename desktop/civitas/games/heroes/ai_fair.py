"""The AI at the fair: which trading moves are worth a thought, and the quick rollout choice.

The fair is a market (see fair.py): a new offer brings back every player who can still post, so
the AI considers answering the open offers of its rivals (accepting one is posting its mirror),
counter-offers that ask for a card a rival shows it holds, and new offers of cards it can spare
for cards it needs, but only offers some rival could take. Saying done is always a candidate.
"""

from __future__ import annotations

from typing import Final

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
    NKINDS,
    OLYMPICS,
    STONE,
    WOOD,
    special_of,
)
from civitas.games.heroes.fair import OFFERS, can_be_taken
from civitas.games.heroes.rules import gold_range
from civitas.games.heroes.state import HeroesState

CITY_COST = (STONE, WOOD, WOOD)
ARMY_COST = (IRON, GRAIN, GRAIN)
PRECIOUS = frozenset({GOLD, HERO, LUCK, OLYMPICS})
#: New offers the AI thinks about per fair; answers to rivals' offers may go on a little longer.
NEW_OFFERS = 3
ANSWERS = 5
DONE: Action = ("trade_done",)

# Sets of card kinds are bit masks here (kind k is bit k): the rollouts ask these questions at every
# step of a fair, and a mask costs no allocation.
_PRECIOUS_MASK: Final = (1 << GOLD) | (1 << HERO) | (1 << LUCK) | (1 << OLYMPICS)
#: Cards of each basic kind a hand keeps for its next city and army (a kind held more often is spare).
_KEEP: Final[tuple[int, ...]] = tuple(CITY_COST.count(k) + ARMY_COST.count(k) for k in range(GOLD))
#: What the rollouts hold on to when they offer a card for the next city (the own special apart).
_CITY_KEEP_MASK: Final = (1 << STONE) | (1 << WOOD) | (1 << GOLD) | (1 << HERO) | (1 << LUCK) | (1 << OLYMPICS)
#: The ("offer", give, want) actions of fair.py, by [give][want], so that a move built here is the
#: very tuple the legal moves hold (a list's ``in`` then matches it by identity).
_OFFER: Final[list[list[Action | None]]] = [[None] * NKINDS for _ in range(NKINDS)]
for _g, _offers in OFFERS.items():
    for _a in _offers:
        _OFFER[_g][_a[2]] = _a


def offer_of(give: int, want: int) -> Action:
    """The action ("offer", give, want), shared with the legal moves when they hold it."""
    a = _OFFER[give][want] if 0 <= give < NKINDS and 0 <= want < NKINDS else None
    return a if a is not None else ("offer", give, want)


def wants_and_spares(s: HeroesState, seat: int) -> tuple[int, int]:
    """Two masks of kinds. Wants: what ``seat``'s next city or army lacks, and its own special (the
    kinds it would trade for). Spares: the kinds in its hand it can give away without hurting its
    next builds: a basic kind held more often than both prices use, or any other card that is
    neither precious nor its own special."""
    hand = s.hands[seat]
    own = special_of(s.tribe[seat])
    iron, wood, grain, stone = hand.count(IRON), hand.count(WOOD), hand.count(GRAIN), hand.count(STONE)
    wants = 1 << own
    spares = 0
    if stone < 1:
        wants |= 1 << STONE
    elif stone > _KEEP[STONE]:
        spares |= 1 << STONE
    if wood < 2:
        wants |= 1 << WOOD
    elif wood > _KEEP[WOOD]:
        spares |= 1 << WOOD
    if iron < 1:
        wants |= 1 << IRON
    elif iron > _KEEP[IRON]:
        spares |= 1 << IRON
    if grain < 2:
        wants |= 1 << GRAIN
    elif grain > _KEEP[GRAIN]:
        spares |= 1 << GRAIN
    for c in hand:
        if c > GOLD and c != own and not _PRECIOUS_MASK >> c & 1:
            spares |= 1 << c
    return wants, spares


def answers(s: HeroesState, seat: int, legal: list[Action], wants: int, spares: int) -> list[Action]:
    """Accepting rivals' open offers (posting their mirror), where we give a card we can spare or
    get one we need for one we need less; never our own special resource. ``wants`` and
    ``spares`` are masks (see ``wants_and_spares``)."""
    own = special_of(s.tribe[seat])
    out: list[Action] = []
    for o in s.offers:
        who: int = o[1]
        give: int = o[2]
        want: int = o[3]
        if who == seat or want == own:
            continue
        if spares >> want & 1 or (
            wants >> give & 1 and not wants >> want & 1 and (not _PRECIOUS_MASK >> want & 1 or give == own)
        ):
            mirror = offer_of(want, give)
            if mirror not in out and mirror in legal:
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


def sure_answer(s: HeroesState, seat: int, spares: int, found: list[Action]) -> Action | None:
    """An answer no search needs to weigh: a spare card for the one that completes a build, from a
    rival who is not about to win."""
    for action in found:
        gives, gets = int(action[1]), int(action[2])
        if not spares >> gives & 1 or not completes_build(s, seat, gives, gets):
            continue
        poster = next(o[1] for o in s.offers if o[1] != seat and o[2] == gets and o[3] == gives)
        if s.cities[poster] < CITY_TARGET - 1 and s.monument[poster] < MONUMENT_TARGET - 1:
            return action
    return None


def candidates(s: HeroesState, seat: int, legal: list[Action]) -> list[Action]:
    """Trading moves worth a search: answers to open offers, counter-offers and new offers that some
    rival could take, and done. A sure answer (``sure_answer``) is the only candidate."""
    wants, spares = wants_and_spares(s, seat)
    out = answers(s, seat, legal, wants, spares)
    sure = sure_answer(s, seat, spares, out)
    if sure is not None:
        return [sure]
    posts = s.posts[seat]
    if posts < ANSWERS:
        shown = 0  # kinds rivals show they hold
        for o in s.offers:
            if o[1] != seat:
                shown |= 1 << o[2]
        only_shown = posts >= NEW_OFFERS  # past its new offers the AI only counters what rivals show
        for a in legal:
            if a[0] != "offer":
                continue
            give: int = a[1]
            want: int = a[2]
            if not spares >> give & 1 or not wants >> want & 1 or (only_shown and not shown >> want & 1):
                continue
            if a not in out and can_be_taken(s, seat, give, want):
                out.append(a)
    out.append(DONE)
    return out


def policy(s: HeroesState, seat: int, legal: list[Action], rng: Rng) -> Action:
    """The quick choice of rollouts: accept a good open offer, else now and then post one offer of a
    spare card for what the next city lacks, else done."""
    wants, spares = wants_and_spares(s, seat)
    found = answers(s, seat, legal, wants, spares)
    if found:
        good = sure_answer(s, seat, spares, found)
        if good is not None:
            return good
        for a in found:
            if wants >> int(a[2]) & 1:
                return a
    if s.posts[seat] >= 2 or rng.below(3) == 0:
        return DONE
    hand = s.hands[seat]
    need: list[int] = []  # what the next city lacks, in the order of its price
    if STONE not in hand:
        need.append(STONE)
    for _ in range(hand.count(WOOD), 2):
        need.append(WOOD)
    if not need:
        return DONE
    keep = _CITY_KEEP_MASK | 1 << special_of(s.tribe[seat])
    spare = [c for c in hand if not keep >> c & 1] or [c for c in hand if c != GOLD and hand.count(c) > 2]
    if not spare:
        return DONE
    give = spare[rng.below(len(spare))]
    offer = offer_of(give, need[rng.below(len(need))])
    return offer if offer in legal else DONE
