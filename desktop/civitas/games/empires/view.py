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

from civitas.engine.hidden import Place, Pool, deal, redact
from civitas.engine.rng import Rng
from civitas.games.empires.core import D, setup_category
from civitas.games.empires.solo import SoloState
from civitas.games.empires.state import HIDDEN, SMALL, EmpiresState

#: Frame data keys that name a card (or list cards) without holding it.
REF_KEYS = ("cards", "last", "card", "src", "host")
MARKET_CATS = ("region", "uncivilised", "civilised", "tributary")


def _places(s: EmpiresState) -> list[Place]:
    """Every list that may hold hidden cards, in scan order, with the pools its cards are dealt from."""
    out: list[Place] = []
    for p in range(s.n):
        own = (p,)
        mine: tuple[object, ...] = (("own", p), "seat")
        out.append(Place(s.hand[p], mine, readers=own, tag="seat"))
        out.append(Place(s.deck[p], mine, sorters=own, tag="seat"))
        out.append(Place(s.history[p], mine, readers=own, tag="seat"))
        out.append(Place(s.sunk[p], mine, readers=own, tag="seat"))
        nd = s.nation_deck[p]
        face_up = 1 if nd and nd[0] >= 0 and D(s, nd[0]).start == "accession" else 0
        out.append(Place(nd, (("nation", p),), sorters=own, start=face_up, tag="nation"))
    for i in range(len(SMALL)):
        out.append(Place(s.small[i], (("small", i),), tag="small"))
    out.append(Place(s.main, ("main",), tag="main"))
    capstone = 1 if s.fame and s.fame[0] >= 0 and D(s, s.fame[0]).kind == "capstone" else 0
    out.append(Place(s.fame, ("fame",), start=capstone, tag="fame"))
    out.append(Place(s.removed, ("fame",), tag="fame"))
    for frame in s.stack.frames:
        if frame.kind == "look":
            where, owner = frame.data["from"], frame.data["owner"]
            pools: dict[str, tuple[object, ...]] = {
                "deck": (("own", owner), "seat"), "nation_deck": (("nation", owner),), "fame": ("fame",)
            }
            # The seat looking reads them; the owner of the deck they came from knows what it holds.
            readers = {owner} if where == "deck" else set()
            if frame.seat is not None:
                readers.add(frame.seat)
            sorters = (owner,) if where == "nation_deck" else ()
            out.append(Place(frame.data["held"], pools.get(where, ("main",)), readers, sorters, tag="look"))
    return out


def view(s: EmpiresState, seat: int | None) -> EmpiresState:
    v = s.copy()
    v.rng = Rng(0)
    places = _places(v)
    counter = [HIDDEN - sum(1 for place in places for c in place.cards if c < 0)]
    mapping: dict[int, int] = {}

    def marker(_place: Place, card: int) -> int:
        mapping[card] = counter[0]
        counter[0] -= 1
        return mapping[card]

    # Nobody knows the order of a hidden place, so its cards named by a pending decision (the matches a
    # pick lists from a draw pile) come first and the rest after: a marker never tells where a card lies.
    named = _named_order(v)
    redact(places, seat, marker, arrange=lambda cards: sorted(cards, key=lambda c: named.get(c, len(named))))
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


#: The pools of one card table and its nations, built once: (table, nations, pools).
_POOL_CACHE: dict[int, tuple[list[str], tuple[str, ...], tuple[Pool, ...]]] = {}


def _pools(s: EmpiresState) -> tuple[Pool, ...]:
    """The pools in dealing order, the most constrained first: a small deck its category, fame piles the
    fame cards, a nation deck that nation's cards, the main deck any market card, a seat's places its own
    nation's cards first (they are most likely there) and then any card or unrest (the market passes other
    nations' cards on)."""
    nations = tuple(s.nations)
    cached = _POOL_CACHE.get(id(s.table))
    if cached is not None and cached[0] is s.table and cached[1] == nations:
        return cached[2]
    designs = [D(s, c) for c in range(len(s.table))]
    common = [c for c in range(len(s.table)) if designs[c].set == "common"]
    category = {c: setup_category(s, c) for c in common}
    pools = [Pool(("small", i), [c for c in common if category[c] == SMALL[i]]) for i in range(len(SMALL))]
    pools.append(Pool("fame", [c for c in common if designs[c].kind == "card" and "fame" in designs[c].categories]))
    for p in range(s.n):
        nation = [c for c, d in enumerate(designs) if d.set == nations[p] and d.kind == "card"]
        pools.append(Pool(("nation", p), nation))
    pools.append(Pool("main", [c for c in common if category[c] in MARKET_CATS]))
    for p in range(s.n):
        pools.append(Pool(("own", p), [c for c, d in enumerate(designs) if d.set == nations[p]]))
    pools.append(Pool("seat", [c for c, d in enumerate(designs) if d.kind in ("card", "unrest")]))
    if len(_POOL_CACHE) > 8:
        _POOL_CACHE.clear()
    _POOL_CACHE[id(s.table)] = (s.table, nations, tuple(pools))
    return _POOL_CACHE[id(s.table)][2]


def determinize(v: EmpiresState, seat: int, rng: Rng) -> EmpiresState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    dealt = deal(_places(s), _pools(s), seat, rng, _public(s), reshuffle=True)
    _rename_refs(s, dealt)
    return s


def _public(s: EmpiresState) -> list[list[int]]:
    out = [s.market, s.tucked, s.unrest, s.exile, [c for c in [*s.power] if c >= 0]]
    for p in range(s.n):
        out += [s.discard[p], s.play[p], s.development[p], *s.garrison[p].values()]
    if isinstance(s, SoloState):
        out.append(s.rival_pile)
    return out
