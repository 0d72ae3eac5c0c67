"""What one seat may see, and full states sampled to agree with it.

Hidden: the order of every deck (the face-up tops of the province and titan decks excepted, and the
titans a seat reordered itself), other players' reserved cards (their A or B back shows), the cards
another player draws while exploring, and Empire A once it left the game. A hidden card becomes the
marker of the pile it belongs to, so sampling deals it from the cards that seat has not seen."""

from __future__ import annotations

from civitas.engine.hidden import Place, Pool, deal, redact
from civitas.engine.rng import Rng
from civitas.games.ancient.cards import instances
from civitas.games.ancient.derived import C
from civitas.games.ancient.state import (
    HIDDEN_A,
    HIDDEN_B,
    HIDDEN_PROVINCE,
    HIDDEN_TITAN,
    HIDDEN_TROOP,
    AncientState,
)


def marker(card: int) -> int:
    """The marker a hidden ``card`` shows: its back."""
    d = C[card]
    if d.kind == "empire":
        return HIDDEN_B if d.deck == "B" else HIDDEN_A
    if d.kind == "troop":
        return HIDDEN_TROOP
    if d.kind == "province":
        return HIDDEN_PROVINCE
    return HIDDEN_TITAN[d.stars - 1]


def _marker(place: Place, card: int) -> int:
    if place.tag == "out" and not (C[card].kind == "empire" and C[card].deck == "A"):
        return card  # only Empire A leaves the game face down
    return marker(card)


def _places(s: AncientState) -> list[Place]:
    """The lists that may hold hidden cards, in scan order; each hidden card names its pile by its back."""
    out = [Place(s.deck, ()), Place(s.deck_b, ())]
    if s.letter == "B":
        out.append(Place(s.out, (), tag="out"))
    out.append(Place(s.troop_deck, ()))
    out.append(Place(s.provinces_deck, (), stop=max(len(s.provinces_deck) - 1, 0)))
    out.extend(Place(deck, (), stop=max(len(deck) - 1, 0)) for deck in s.titan_decks)
    out.extend(Place(s.reserve[p], (), readers=(p,)) for p in range(s.n))
    for frame in s.stack.frames:
        readers = () if frame.seat is None else (frame.seat,)
        if frame.kind == "explore_pick":
            out.append(Place(frame.data["drawn"], (), readers=readers))
        elif frame.kind == "refuge_order":
            out.append(Place(frame.data["cards"], (), readers=readers))
        elif frame.kind == "expand_keep":
            cards = frame.data["cards"]
            out.append(Place(cards, (), readers=readers, stop=max(len(cards) - 1, 0)))
    return out


#: Decisions that hold cards drawn for their seat only.
_HOLDING = ("explore_pick", "refuge_order", "expand_keep")


def all_lists(s: AncientState) -> list[list[int]]:
    """Every list that holds cards, each once: the places that may hide them, then the public ones."""
    return [place.cards for place in _places(s)] + _public(s)


def known(s: AncientState) -> dict[int, list[int]]:
    """The titans each seat has seen although they lie face down: the top ones of a deck it reordered."""
    out: dict[int, list[int]] = {}
    for p, mark in enumerate(s.known):
        if mark:
            deck = s.titan_decks[mark[0]]
            for c in deck[max(len(deck) - mark[1], 0):]:
                out.setdefault(c, []).append(p)
    return out


def view(s: AncientState, seat: int | None) -> AncientState:
    v = s.copy()
    v.rng = Rng(0)
    redact(_places(v), seat, _marker, known(v))
    return v


def _public(s: AncientState) -> list[list[int]]:
    out = [s.discard, s.display, s.troop_row]
    if s.letter != "B":
        out.append(s.out)
    out.extend(s.tableau)
    out.extend(s.provinces)
    out.extend(s.titans)
    for armies in s.armies:
        out.extend(armies)
    for frame in s.stack.frames:  # what other decisions hold lies in sight
        if frame.kind in _HOLDING:
            continue
        for key in ("drawn", "cards"):
            value = frame.data.get(key)
            if isinstance(value, list):
                out.append(value)
    return out


# The instances each kind of hidden card is drawn from (fixed by the card data).
_POOLS: tuple[Pool, ...] = (
    Pool(HIDDEN_A, instances("empire", deck="A")),
    Pool(HIDDEN_B, instances("empire", deck="B")),
    Pool(HIDDEN_TROOP, instances("troop", start=False)),
    Pool(HIDDEN_PROVINCE, instances("province")),
    *(Pool(HIDDEN_TITAN[d], instances("titan", stars=d + 1)) for d in range(3)),
)


def determinize(v: AncientState, seat: int, rng: Rng) -> AncientState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    deal(_places(s), _POOLS, seat, rng, _public(s))
    return s
