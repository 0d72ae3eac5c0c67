"""Hidden cards, written once: who may see which card, a seat's view of them, and full states sampled
to agree with that view.

A game declares the *places* that may hold hidden cards (a hand, a draw pile, a pile a peek holds) as
:class:`Place` objects over its own lists, in a fixed scan order, and the *pools* those hidden cards are
dealt back from (:class:`Pool`). Each place says who reads it:

* ``readers``: the seats that see its cards in order (a hand's owner, the seat a peek is shown to);
* ``sorters``: the seats that know which cards it holds but not their order (a seat's own draw pile);
* everybody else sees a marker for each card in ``[start, stop)`` (cards outside that range lie face
  up: the accession card at the bottom of a nation deck, the face-up top of a province deck).

On top of the places, a game may say that single cards are *known to* some seats although their place
is hidden (the seat peeked at it, prepared it, passed it in a draft): ``known`` maps a card to those
seats. :func:`known_to` answers "who has seen this card" from both.

:func:`redact` turns the hidden cards of a copy into markers for one seat; :func:`deal` fills every
marker of a view back with a card the seat has not seen, from the pools its place may draw from, most
constrained pool first, so that a card the seat knows never moves and every pool keeps its size.

Events name their readers the same way (:attr:`civitas.engine.events.Event.readers`).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping, Sequence

from civitas.engine.rng import Rng

#: No seat (an observer, who reads nothing hidden).
NOBODY: frozenset[int] = frozenset()


class Place:
    """One list of a state that may hold hidden cards.

    ``pools`` are the keys of the pools its hidden cards may be dealt from, the preferred first (a seat's
    hand: its own nation's cards first, then any card); empty: each marker is itself the key of its pool
    (a card's back says which pile it came from). ``start``/``stop`` bound the hidden part (``stop``
    -1: to the end). ``tag`` is free for the game (to find the place again in a marker function).
    """

    __slots__ = ("cards", "pools", "readers", "sorters", "start", "stop", "tag")

    cards: list[int]
    pools: tuple[object, ...]
    readers: Collection[int]
    sorters: Collection[int]
    start: int
    stop: int
    tag: object

    def __init__(
        self,
        cards: list[int],
        pools: tuple[object, ...],
        readers: Collection[int] = NOBODY,
        sorters: Collection[int] = NOBODY,
        start: int = 0,
        stop: int = -1,
        tag: object = None,
    ) -> None:
        self.cards = cards
        self.pools = pools
        self.readers = readers
        self.sorters = sorters
        self.start = start
        self.stop = stop
        self.tag = tag

    def end(self) -> int:
        """The index after the last hidden card."""
        return len(self.cards) if self.stop < 0 else min(self.stop, len(self.cards))

    def shows_to(self, seat: int | None) -> str:
        """How ``seat`` sees the hidden part: "all" (every card in order), "sorted" (its cards, not their
        order) or "none" (markers)."""
        if seat is None:
            return "none"
        if seat in self.readers:
            return "all"
        if seat in self.sorters:
            return "sorted"
        return "none"


class Pool:
    """Cards a marker may stand for: ``source`` in a fixed order (the pool's size before anything is
    seen). The cards of ``source`` that lie visible anywhere are never dealt. A pool with ``leftovers``
    instead deals what the pools of those keys (dealt before it) had left, in their shuffled order: a
    hand filled from whatever the draw piles did not need."""

    __slots__ = ("key", "leftovers", "source")

    key: object
    source: Sequence[int]
    leftovers: tuple[object, ...]

    def __init__(self, key: object, source: Sequence[int] = (), leftovers: tuple[object, ...] = ()) -> None:
        self.key = key
        self.source = source
        self.leftovers = leftovers


def known_to(
    places: Iterable[Place], card: int, seats: int, known: Mapping[int, Collection[int]] | None = None
) -> frozenset[int]:
    """The seats that have seen ``card`` (of ``seats`` seats): every seat when it lies face up or in no
    declared place, else the readers and sorters of its place and the seats ``known`` names for it."""
    extra = frozenset(known.get(card, ())) if known is not None else NOBODY
    for place in places:
        cards = place.cards
        if card not in cards:
            continue
        i = cards.index(card)
        if i < place.start or i >= place.end():
            return frozenset(range(seats))
        return frozenset(place.readers) | frozenset(place.sorters) | extra
    return frozenset(range(seats))


def redact(
    places: Iterable[Place],
    seat: int | None,
    marker: Callable[[Place, int], int],
    known: Mapping[int, Collection[int]] | None = None,
    arrange: Callable[[list[int]], list[int]] | None = None,
) -> None:
    """Hide, in place, what ``seat`` may not see: the hidden part of a place it sorts is sorted, of a place
    it does not read each card becomes ``marker(place, card)`` (which may give the card back: it lies face
    up), except the cards ``known`` says the seat
    has seen. ``arrange`` (optional) reorders a hidden part before it is marked, so that a marker never
    tells where a card lay."""
    for place in places:
        shown = place.shows_to(seat)
        if shown == "all":
            continue
        cards = place.cards
        start, stop = place.start, place.end()
        if stop - start <= 0:
            continue
        if shown == "sorted":
            cards[start:stop] = sorted(cards[start:stop])
            continue
        if arrange is not None:
            cards[start:stop] = arrange(cards[start:stop])
        for i in range(start, stop):
            c = cards[i]
            if c < 0:
                continue
            if known is not None and seat is not None and seat in known.get(c, ()):
                continue
            cards[i] = marker(place, c)


def deal(
    places: Sequence[Place],
    pools: Sequence[Pool],
    seat: int,
    rng: Rng,
    public: Iterable[Iterable[int]] = (),
    reshuffle: bool = False,
) -> dict[int, int]:
    """Fill every marker (a negative number) of ``places`` with a card ``seat`` has not seen, in place;
    returns marker -> card for the markers a game refers to elsewhere.

    First the hidden part of every place the seat sorts (it knows the cards, not their order) is shuffled.
    Then the pools are dealt in their order (the most constrained first): a pool's unseen cards (not lying
    in any place or in ``public``, not dealt yet) are shuffled and dealt to the markers still empty whose
    place may draw from it, in scan order; when it has fewer cards than such markers, the markers it
    fills are chosen at random and the rest wait for their place's next pool. A card that is not a marker
    never moves, so what the seat knows stays where it is, and each place keeps its size. The markers of a
    place without pools (each names its pool by its back) are dealt after all pools are shuffled, in scan
    order, from what each pool has left; they are not in the returned mapping (such markers repeat).

    ``reshuffle``: afterwards the dealt cards of each place are shuffled among their positions, for a game
    whose markers do not lie in a random order (its view put the cards a decision names first)."""
    for place in places:
        if place.shows_to(seat) == "sorted":
            start, stop = place.start, place.end()
            if stop - start > 1:
                part = place.cards[start:stop]
                rng.shuffle(part)
                place.cards[start:stop] = part
    taken: set[int] = set()  # markers land here too: harmless, no pool holds a negative card
    slots: list[tuple[Place, int]] = []
    by_pool: dict[object, list[tuple[Place, int]]] = {}  # the markers each pool may fill, in scan order
    shared = False  # whether a marker may come from more than one pool
    backs: list[Place] = []  # places whose markers name their pool: dealt last, straight from the pool
    for place in places:
        cards = place.cards
        taken.update(cards)
        keys = place.pools
        if not keys:
            backs.append(place)
            continue
        found = [(place, i) for i in range(place.start, place.end()) if cards[i] < 0]
        if not found:
            continue
        slots += found
        shared = shared or len(keys) > 1
        for pool_key in keys:
            wanting = by_pool.get(pool_key)
            if wanting is None:
                by_pool[pool_key] = found[:]
            else:
                wanting += found
    for cards_ in public:
        taken.update(cards_)
    out: dict[int, int] = {}
    left: dict[object, list[int]] = {}
    for pool in pools:  # every pool is shuffled, markers or not, so the rng moves on alike
        key = pool.key
        if pool.leftovers:
            cand = [c for k in pool.leftovers for c in left.get(k, ()) if c not in taken]
        else:
            cand = [c for c in pool.source if c not in taken]
        rng.shuffle(cand)
        left[key] = cand
        wanting = by_pool.get(key, [])
        if shared:
            wanting = [(p, i) for p, i in wanting if p.cards[i] < 0]
        if len(cand) < len(wanting):
            rng.shuffle(wanting)
        for place, i in wanting:
            if not cand:
                break
            card = cand.pop()
            taken.add(card)
            out[place.cards[i]] = card
            place.cards[i] = card
    if len(out) < len(slots):
        for place, i in slots:
            if place.cards[i] < 0:
                raise ValueError(f"no unseen card left for a marker of the place tagged {place.tag!r}")
    for place in backs:  # in scan order, each marker from what its pool has left once shuffled
        cards = place.cards
        try:
            for i in range(place.start, place.end()):
                c = cards[i]
                if c < 0:
                    pile = left[c]
                    card = pile.pop()
                    while card in taken:  # dealt meanwhile from an overlapping pool
                        card = pile.pop()
                    taken.add(card)
                    cards[i] = card
        except (KeyError, IndexError):
            raise ValueError(f"no unseen card left for a marker of the place tagged {place.tag!r}") from None
    if reshuffle:
        _reshuffle(slots, rng)
    return out


def _reshuffle(slots: list[tuple[Place, int]], rng: Rng) -> None:
    """Shuffle the cards dealt into each place among the positions its markers held."""
    by_place: dict[int, tuple[Place, list[int]]] = {}
    for place, i in slots:
        entry = by_place.get(id(place))
        if entry is None:
            by_place[id(place)] = (place, [i])
        else:
            entry[1].append(i)
    for place, where in by_place.values():
        if len(where) > 1:
            cards = [place.cards[i] for i in where]
            rng.shuffle(cards)
            for i, c in zip(where, cards, strict=True):
                place.cards[i] = c
