"""Shared helpers for the Empires engine tests (fixture cards, a started game, driving decisions)."""

from __future__ import annotations

from typing import Any

from cards_fixture import fixture_cards

from civitas.engine.events import Event
from civitas.games.empires import flow
from civitas.games.empires.core import DECISIONS, D
from civitas.games.empires.state import EmpiresState


def game(nations: tuple[str, ...] = ("alpha", "beta"), seed: int = 1, **options: Any) -> EmpiresState:
    fixture_cards()
    opts = {"players": len(nations), "nations": list(nations), "cards": "fixture", "first_player": "1", **options}
    return flow.start(opts, seed)[0]


def act(s: EmpiresState, action: tuple[Any, ...]) -> list[Event]:
    top = s.stack.top
    assert top is not None and top.seat is not None, "no decision pending"
    offered = DECISIONS[top.kind][0](s, top)
    assert action in offered, f"{action} not in {offered} ({top.kind})"
    ev: list[Event] = []
    s.stack.pop()
    flow.guarded(s, ev, lambda: DECISIONS[top.kind][1](s, top, action, ev))
    return ev


def offers(s: EmpiresState) -> list[tuple[Any, ...]]:
    top = s.stack.top
    return [] if top is None else DECISIONS[top.kind][0](s, top)


def instances(s: EmpiresState, design: str) -> list[int]:
    return [i for i, d in enumerate(s.table) if d == design]


def ids(s: EmpiresState, cards: list[int]) -> list[str]:
    return sorted(s.table[c] for c in cards)


def kind(s: EmpiresState, card: int) -> str:
    return D(s, card).kind
