"""What one seat may see (TR-E8), and full states sampled to agree with it.

Nobody knows a draw pile's order, its owner included: a seat sees its own draw pile and nation deck as
their cards in instance order (it knows what is in them, not where), everybody else sees hidden markers.
Hidden as markers: other seats' hands, draw piles, nation decks (the face-up accession card at the bottom
excepted), history and sunk piles; the small decks, the main deck, the face-down fame cards (the capstone
at the bottom is face up) and the fame cards removed at setup; cards a ``look`` frame holds for another
seat. Public: discards, play areas, garrisons, development areas, the market, the exile and unrest piles, and in a
solo game the Rival's pile and markers (TR-E12); its die is the state's Rng, which a view never shows.

A hidden card becomes a marker ``HIDDEN - k``, k counting hidden cards in a fixed scan order, and keeps that
marker wherever it is named (a pick frame of another seat lists cards of its hidden hand), so that
``determinize`` deals one card per marker. It deals them from the cards the seat has not seen, each from
the pool of the place it lies in: a small deck its category, the main deck any market card, fame piles
fame cards, a nation deck that nation's cards, a seat's hand, draw pile, history and sunk pile the common
cards or that seat's nation's. The most constrained places are dealt first, so a deal always completes.
"""

from __future__ import annotations

from collections.abc import Iterator

from civitas.engine.rng import Rng
from civitas.games.empires.core import D, setup_category
from civitas.games.empires.solo import SoloState
from civitas.games.empires.state import HIDDEN, SMALL, EmpiresState

#: Frame data keys that name a card (or list cards) without holding it.
REF_KEYS = ("cards", "last", "card", "src", "host")
MARKET_CATS = ("region", "uncivilised", "civilised", "tributary")


def _places(s: EmpiresState) -> Iterator[tuple[list[int], tuple[str, int], int]]:
    """Every list that may hold hidden cards, in scan order: (cards, (pool, seat), first hidden index)."""
    for p in range(s.n):
        yield s.hand[p], ("seat", p), 0
        yield s.deck[p], ("seat", p), 0
        yield s.history[p], ("seat", p), 0
        yield s.sunk[p], ("seat", p), 0
        nd = s.nation_deck[p]
        yield nd, ("nation", p), 1 if nd and nd[0] >= 0 and D(s, nd[0]).start == "accession" else 0
    for i in range(len(SMALL)):
        yield s.small[i], ("small", i), 0
    yield s.main, ("main", -1), 0
    yield s.fame, ("fame", -1), 1 if s.fame and s.fame[0] >= 0 and D(s, s.fame[0]).kind == "capstone" else 0
    yield s.removed, ("fame", -1), 0
    for frame in s.stack.frames:
        if frame.kind == "look":
            where, owner = frame.data["from"], frame.data["owner"]
            pool = {"deck": ("seat", owner), "nation_deck": ("nation", owner), "fame": ("fame", -1)}
            yield frame.data["held"], pool.get(where, ("main", -1)), 0


def _hidden_to(s: EmpiresState, seat: int | None, cards: list[int], pool: tuple[str, int]) -> str:
    """How ``seat`` sees a place: "all" (every card), "sorted" (its cards, not their order), "none"."""
    kind, owner = pool
    if seat is None:
        return "none"
    if kind == "seat" and owner == seat:
        return "sorted" if cards is s.deck[seat] else "all"
    if kind == "nation" and owner == seat:
        return "sorted"
    return "none"


def view(s: EmpiresState, seat: int | None) -> EmpiresState:
    v = s.copy()
    v.rng = Rng(0)
    mapping: dict[int, int] = {}
    next_marker = HIDDEN - sum(1 for cards, _pool, _i in _places(v) for c in cards if c < 0)
    named = _named_order(v)
    for cards, pool, start in _places(v):
        shown = _hidden_to(v, seat, cards, pool)
        if _is_held(v, cards, seat):
            shown = "all"
        if shown == "all":
            continue
        if shown == "sorted":
            cards[start:] = sorted(cards[start:])
            continue
        # Nobody knows the order of a hidden place, so its cards named by a pending decision (the matches a
        # pick lists from a draw pile) come first and the rest after: a marker never tells where a card lies.
        cards[start:] = sorted(cards[start:], key=lambda c: named.get(c, len(named)))
        for i in range(start, len(cards)):
            c = cards[i]
            if c >= 0:
                mapping[c] = next_marker
                cards[i] = next_marker
                next_marker -= 1
    _rename_refs(v, mapping)
    return v


def _named_order(s: EmpiresState) -> dict[int, int]:
    """The cards the pending decisions name (``REF_KEYS``), each with the rank of its first mention."""
    out: dict[int, int] = {}
    for frame in s.stack.frames:
        for key in REF_KEYS:
            value = frame.data.get(key)
            for c in value if isinstance(value, list) else [value]:
                if type(c) is int and c >= 0 and c not in out:
                    out[c] = len(out)
    return out


def _rename_refs(s: EmpiresState, names: dict[int, int]) -> None:
    """Rename the cards the pending decisions refer to (``REF_KEYS``) by ``names`` (old -> new)."""
    for frame in s.stack.frames:
        for key in REF_KEYS:
            value = frame.data.get(key)
            if isinstance(value, list):
                frame.data[key] = [names.get(c, c) if type(c) is int else c for c in value]
            elif type(value) is int:
                frame.data[key] = names.get(value, value)


def _is_held(s: EmpiresState, cards: list[int], seat: int | None) -> bool:
    return any(f.kind == "look" and f.data["held"] is cards and f.seat == seat for f in s.stack.frames)


def _fits(s: EmpiresState, card: int, pool: tuple[str, int]) -> bool:
    d = D(s, card)
    kind, which = pool
    if kind == "small":
        return d.set == "common" and setup_category(s, card) == SMALL[which]
    if kind == "main":
        return d.set == "common" and setup_category(s, card) in MARKET_CATS
    if kind == "fame":
        return d.set == "common" and d.kind == "card" and "fame" in d.categories
    if kind == "nation":
        return d.set == s.nations[which] and d.kind == "card"
    return d.kind in ("card", "unrest")  # a nation's card too, of any nation: the market passes them on


_ORDER = {"small": 0, "fame": 1, "nation": 2, "main": 3, "seat": 4}


def determinize(v: EmpiresState, seat: int, rng: Rng) -> EmpiresState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    s.deck[seat] = list(s.deck[seat])
    rng.shuffle(s.deck[seat])
    nd = s.nation_deck[seat]
    keep = 1 if nd and D(s, nd[0]).start == "accession" else 0
    rest = nd[keep:]
    rng.shuffle(rest)
    s.nation_deck[seat] = nd[:keep] + rest
    places = list(_places(s))
    seen = {c for cards, _pool, _i in places for c in cards if c >= 0}
    seen |= {c for cards in _public(s) for c in cards}
    unseen = [c for c in range(len(s.table)) if c not in seen]
    rng.shuffle(unseen)
    deal: dict[int, int] = {}
    slots = [(pool, cards, i) for cards, pool, _start in places for i, c in enumerate(cards) if c < 0]
    slots.sort(key=lambda x: _ORDER[x[0][0]])
    by_seat: dict[int, list[tuple[list[int], int]]] = {}
    for pool, cards, i in slots:
        if pool[0] == "seat":
            by_seat.setdefault(pool[1], []).append((cards, i))
            continue
        card = next(c for c in unseen if _fits(s, c, pool))
        unseen.remove(card)
        deal[cards[i]] = card
        cards[i] = card
    left: list[tuple[list[int], int]] = []
    for p, spots in by_seat.items():  # a seat's own nation cards first: they are most likely in its places
        own = [c for c in unseen if D(s, c).set == s.nations[p]]
        rng.shuffle(spots)
        for (cards, i), card in zip(spots, own, strict=False):
            unseen.remove(card)
            deal[cards[i]] = card
            cards[i] = card
        left += spots[len(own):]
    rng.shuffle(left)  # then the rest, the common cards and other nations' cards taken from the market alike
    for (cards, i), card in zip(left, [c for c in unseen if _fits(s, c, ("seat", -1))], strict=False):
        unseen.remove(card)
        deal[cards[i]] = card
        cards[i] = card
    _rename_refs(s, deal)
    for cards, pool, start in places:  # the order of what the seat cannot see is not known: any order will do
        if _hidden_to(s, seat, cards, pool) == "none" and not _is_held(s, cards, seat) and len(cards) > start + 1:
            rest = cards[start:]
            rng.shuffle(rest)
            cards[start:] = rest
    return s


def _public(s: EmpiresState) -> list[list[int]]:
    out = [s.market, s.tucked, s.unrest, s.exile, [c for c in [*s.power] if c >= 0]]
    for p in range(s.n):
        out += [s.discard[p], s.play[p], s.development[p], *s.garrison[p].values()]
    if isinstance(s, SoloState):
        out.append(s.rival_pile)
    return out
