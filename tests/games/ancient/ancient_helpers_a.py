"""Helpers of the rule tests of setup, placement, board actions and table rules A: positions built by
hand and actions played with their legality and the invariants checked (the folder's conftest puts
this module on sys.path)."""

from __future__ import annotations

from typing import Any

from civitas.engine.actions import Action
from civitas.engine.events import Event
from civitas.games.ancient import GAME
from civitas.games.ancient.cards import cards
from civitas.games.ancient.state import AncientState

C = cards()


def new(players: int = 2, first: int = 0, seed: int = 7, **extra: Any) -> AncientState:
    return GAME.new_state({"players": players, "first_player": str(first + 1), **extra}, seed)


def seat(s: AncientState) -> int:
    return GAME.to_move(s)[0]


def act(s: AncientState, action: Action) -> list[Event]:
    p = seat(s)
    assert action in GAME.legal_actions(s, p), (action, GAME.why_not(s, p, action))
    events = GAME.apply(s, p, action)
    assert GAME.check_invariants(s) == []
    return events


def code(s: AncientState, action: Action, p: int | None = None) -> str | None:
    reason = GAME.why_not(s, seat(s) if p is None else p, action)
    return None if reason is None else reason.code


def take(s: AncientState, card_id: str) -> int:
    """Remove one copy of ``card_id`` from a pile outside the players' areas and return it."""
    piles = [s.deck, s.discard, s.display, s.deck_b, s.out, s.troop_deck, s.troop_row, s.provinces_deck]
    for pile in piles + s.titan_decks:
        for c in pile:
            if C[c].id == card_id:
                pile.remove(c)
                return c
    raise AssertionError(f"no free {card_id}")


def show(s: AncientState, card_id: str) -> int:
    card = take(s, card_id)
    s.display.append(card)
    return card


def give(s: AncientState, p: int, card_id: str) -> int:
    card = take(s, card_id)
    s.tableau[p].append(card)
    return card


def finish_round(s: AncientState) -> list[Event]:
    """Everyone passes (declining or taking the first offer of any pending decision) until the round ends."""
    events: list[Event] = []
    start = s.round
    while not s.over and s.round == start:
        acts = GAME.legal_actions(s, seat(s))
        events += act(s, ("pass",) if ("pass",) in acts else acts[0])
    return events
