"""What one seat may see, and full states sampled to agree with it.

Hidden: the order of every deck (the face-up tops of the province and titan decks excepted, and the
titans a seat reordered itself), other players' reserved cards (their A or B back shows), the cards
another player draws while exploring, and Empire A once it left the game. A hidden card becomes the
marker of the pile it belongs to, so sampling deals it from the cards that seat has not seen."""

from __future__ import annotations

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


def _hide(cards: list[int]) -> list[int]:
    return [c if c < 0 else marker(c) for c in cards]


def view(s: AncientState, seat: int | None) -> AncientState:
    v = s.copy()
    v.rng = Rng(0)
    v.deck = _hide(s.deck)
    v.deck_b = _hide(s.deck_b)
    v.troop_deck = _hide(s.troop_deck)
    v.provinces_deck = _hide(s.provinces_deck[:-1]) + s.provinces_deck[-1:]
    if s.letter == "B":
        v.out = [marker(c) if c >= 0 and C[c].kind == "empire" and C[c].deck == "A" else c for c in s.out]
    known = s.known[seat] if seat is not None else []
    for d, deck in enumerate(s.titan_decks):
        keep = known[1] if known and known[0] == d else 1
        v.titan_decks[d] = _hide(deck[:-keep]) + deck[-keep:] if deck else []
    for p in range(s.n):
        if p != seat:
            v.reserve[p] = _hide(s.reserve[p])
    for frame in v.stack.frames:
        if frame.seat == seat:
            continue
        if frame.kind in ("explore_pick", "refuge_order"):
            key = "drawn" if frame.kind == "explore_pick" else "cards"
            frame.data[key] = _hide(frame.data[key])
        elif frame.kind == "expand_keep":
            cards = frame.data["cards"]
            frame.data["cards"] = _hide(cards[:-1]) + cards[-1:]
    return v


def _lists(s: AncientState) -> list[list[int]]:
    out = [s.deck, s.discard, s.display, s.deck_b, s.out, s.troop_deck, s.troop_row, s.provinces_deck]
    out.extend(s.titan_decks)
    out.extend(s.tableau)
    out.extend(s.provinces)
    out.extend(s.titans)
    out.extend(s.reserve)
    for armies in s.armies:
        out.extend(armies)
    for frame in s.stack.frames:
        for key in ("drawn", "cards"):
            value = frame.data.get(key)
            if isinstance(value, list):
                out.append(value)
    return out


# The instances each kind of hidden card is drawn from (fixed by the card data).
_POOL_SOURCES: dict[int, tuple[int, ...]] = {
    HIDDEN_A: instances("empire", deck="A"),
    HIDDEN_B: instances("empire", deck="B"),
    HIDDEN_TROOP: instances("troop", start=False),
    HIDDEN_PROVINCE: instances("province"),
    **{HIDDEN_TITAN[d]: instances("titan", stars=d + 1) for d in range(3)},
}


def determinize(v: AncientState, seat: int, rng: Rng) -> AncientState:
    s = v.copy()
    s.rng = Rng(rng.next64())
    lists = _lists(s)
    seen = {c for cards in lists for c in cards if c >= 0}
    pools = {marker: [c for c in source if c not in seen] for marker, source in _POOL_SOURCES.items()}
    for pool in pools.values():
        rng.shuffle(pool)
    for cards in lists:
        for i, c in enumerate(cards):
            if c < 0:
                cards[i] = pools[c].pop()
    return s
