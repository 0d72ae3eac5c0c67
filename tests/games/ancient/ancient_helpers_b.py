"""Helpers for the Ancient World rule tests written from the rulebook: build positions by hand on a fresh
state (give a seat a card, put a titan on top, raise armies), play actions with their legality checked,
and finish a round by passing."""

from __future__ import annotations

from typing import Any

from civitas.engine.events import Event
from civitas.engine.game import OptionError
from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.derived import spaces_total
from civitas.games.ancient.state import AncientState

C = cards()


def new(players: int = 2, seed: int = 3, first: int = 0) -> AncientState:
    """A fresh game at the start of round 1, seat ``first`` (0-based) to move."""
    try:
        s = GAME.new_state({"players": players, "first_player": str(first + 1)}, seed)
    except OptionError:  # the option's older form: the seat number itself
        s = GAME.new_state({"players": players, "first_player": first}, seed)
    assert s.first == first and s.turn == first
    return s


def _places(s: AncientState) -> list[list[int]]:
    out = [s.deck, s.discard, s.display, s.deck_b, s.out, s.troop_deck, s.troop_row, s.provinces_deck]
    out.extend(s.titan_decks)
    out.extend(s.tableau)
    out.extend(s.provinces)
    out.extend(s.titans)
    out.extend(s.reserve)
    for armies in s.armies:
        out.extend(armies)
    return out


def take(s: AncientState, card: int) -> int:
    """Remove ``card`` from wherever it lies (its coins and lost state go too) and return it."""
    for where in _places(s):
        if card in where:
            where.remove(card)
            break
    else:
        raise AssertionError(f"card {card} is nowhere")
    for p in range(s.n):
        if card in s.down[p]:
            s.down[p].remove(card)
    s.scroll.pop(card, None)
    s.picture.pop(card, None)
    for armies in s.armies:
        armies[:] = [a for a in armies if a]
    return card


def free(s: AncientState, card_id: str) -> int:
    """An instance of ``card_id`` that no seat holds (in a deck, row, discard or out of the game)."""
    held: set[int] = set()
    for p in range(s.n):
        held.update(s.tableau[p] + s.provinces[p] + s.titans[p] + s.reserve[p])
        for army in s.armies[p]:
            held.update(army)
    for i, card in enumerate(C):
        if card.id == card_id and i not in held:
            return i
    raise AssertionError(f"no free {card_id}")


def give(s: AncientState, p: int, card_id: str, down: bool = False) -> int:
    """Seat ``p`` builds ``card_id`` for free (face down when ``down``); returns the instance."""
    card = take(s, free(s, card_id))
    kind = C[card].kind
    if kind == "empire":
        s.tableau[p].append(card)
        assert len(s.tableau[p]) <= spaces_total(s, p), "no space left for " + card_id
        if down:
            s.down[p].append(card)
            s.down[p].sort()
    elif kind == "province":
        s.provinces[p].append(card)
    elif kind == "titan":
        s.titans[p].append(card)
    else:
        raise AssertionError(f"cannot give a {kind}")
    return card


def to_display(s: AncientState, card_id: str) -> int:
    card = take(s, free(s, card_id))
    s.display.append(card)
    return card


def titan_top(s: AncientState, titan_id: str) -> int:
    """Put ``titan_id`` face up on top of its deck; returns the instance."""
    card = take(s, free(s, titan_id))
    s.titan_decks[C[card].stars - 1].append(card)
    return card


def no_armies(s: AncientState, p: int) -> None:
    """Seat ``p`` loses its troops (they leave the game)."""
    for army in s.armies[p]:
        for t in army:
            s.scroll.pop(t, None)
            s.picture.pop(t, None)
            s.out.append(t)
    s.armies[p] = []


def army(s: AncientState, p: int, *troop_ids: str, picture: int = 0) -> int:
    """A new army of seat ``p``: the troops in order, the last one active (with ``picture`` coins on its
    illustration); returns its index."""
    troops = [take(s, free(s, t)) for t in troop_ids]
    s.armies[p].append(troops)
    if picture:
        s.picture[troops[-1]] = picture
    return len(s.armies[p]) - 1


def no_empire(s: AncientState, p: int) -> None:
    """Seat ``p`` keeps no empire cards at all (the starting ones leave the game)."""
    for card in list(s.tableau[p]):
        take(s, card)
        s.out.append(card)


def act(s: AncientState, p: int, action: Any) -> list[Event]:
    """Play a legal ``action`` of seat ``p`` (its legality is asserted first)."""
    assert GAME.why_not(s, p, action) is None, GAME.why_not(s, p, action)
    assert action in GAME.legal_actions(s, p), (action, GAME.legal_actions(s, p))
    return GAME.apply(s, p, action)


def reason(s: AncientState, p: int, action: Any) -> str | None:
    r = GAME.why_not(s, p, action)
    return None if r is None else r.code


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


_QUIET = (("decline",), ("skip",), ("done",), ("no_fight",))


def finish_round(s: AncientState) -> list[Event]:
    """Everyone passes; reactions are declined and forced choices take the first offer."""
    ev: list[Event] = []
    start = s.round
    while not s.over and s.round == start:
        (seat,) = GAME.to_move(s)
        if GAME.phase_id(s) == "turn":
            action: Any = ("pass",)
        else:
            legal = GAME.legal_actions(s, seat)
            action = next((q for q in _QUIET if q in legal), legal[0])
        ev.extend(GAME.apply(s, seat, action))
    return ev


def clean(s: AncientState) -> None:
    assert GAME.check_invariants(s) == []
