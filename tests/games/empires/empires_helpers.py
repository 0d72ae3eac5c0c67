"""Shared helpers for the Empires engine tests (fixture cards, a started game, driving decisions)."""

from __future__ import annotations

from typing import Any

from cards_fixture import fixture_cards

from civitas.engine.events import Event
from civitas.games.empires import flow
from civitas.games.empires.core import MACHINE, D
from civitas.games.empires.state import EmpiresState


def game(nations: tuple[str, ...] = ("alpha", "beta"), seed: int = 1, **options: Any) -> EmpiresState:
    fixture_cards()
    opts = {"players": len(nations), "nations": list(nations), "cards": "fixture", "first_player": "1", **options}
    return flow.start(opts, seed)[0]


def act(s: EmpiresState, action: tuple[Any, ...]) -> list[Event]:
    top = s.stack.top
    assert top is not None and top.seat is not None, "no decision pending"
    offered = MACHINE.offers(s, top)
    assert action in offered, f"{action} not in {offered} ({top.kind})"
    ev: list[Event] = []
    flow.guarded(s, ev, lambda: MACHINE.answer(s, action, ev))
    return ev


def offers(s: EmpiresState) -> list[tuple[Any, ...]]:
    top = s.stack.top
    return [] if top is None else MACHINE.offers(s, top)


def instances(s: EmpiresState, design: str) -> list[int]:
    return [i for i, d in enumerate(s.table) if d == design]


def ids(s: EmpiresState, cards: list[int]) -> list[str]:
    return sorted(s.table[c] for c in cards)


def kind(s: EmpiresState, card: int) -> str:
    return D(s, card).kind


# --- for the rule-by-rule tests (test_rules_*): the rules card set and moving a card where a test needs it ---
def rules_game(nations: tuple[str, ...] = ("alpha", "delta"), seed: int = 1, **options: Any) -> EmpiresState:
    """A started game on the rules set (cards_fixture.rules_cards), its first decision cleared."""
    from cards_fixture import rules_cards

    rules_cards()
    s = game(nations, seed, cards="fixture_rules", **options)
    s.stack.frames.clear()
    return s


def fetch(s: EmpiresState, design: str) -> int:
    """An instance of ``design`` taken out of the shared decks and piles, else a market slot (left empty, its
    unrest back on the pile), else a seat's draw pile or discard; never from a hand, a play area, a history
    or a sunk pile, where a test may have put it."""
    for zone in (*s.small, s.main, s.fame, s.removed, s.unrest, s.exile):
        for c in zone:
            if s.table[c] == design:
                zone.remove(c)
                return c
    for slot, c in enumerate(s.market):
        if c >= 0 and s.table[c] == design:
            if s.tucked[slot] >= 0:
                s.unrest.append(s.tucked[slot])
            s.market[slot], s.tucked[slot], s.tokens[slot] = -1, -1, [0, 0, 0]
            return c
    for zone in (*s.deck, *s.discard):
        for c in zone:
            if s.table[c] == design:
                zone.remove(c)
                return c
    raise AssertionError(f"no free instance of {design}")


def to_play(s: EmpiresState, p: int, design: str) -> int:
    card = fetch(s, design)
    s.play[p].append(card)
    return card


def to_hand(s: EmpiresState, p: int, design: str) -> int:
    card = fetch(s, design)
    s.hand[p].append(card)
    return card


def run_ops(s: EmpiresState, ops: list[Any], p: int = 0, src: int = -1) -> list[Event]:
    """Run a program for seat ``p`` (provenance ``src``) up to its first decision."""
    from civitas.games.empires.ops import run_program

    ev: list[Event] = []
    run_program(s, p, src, ops, "test")
    flow.guarded(s, ev, lambda: None)
    return ev


def play_random_checked(nations: list[str], seed: int, max_steps: int = 3000) -> EmpiresState:
    """A game on the rules set (cards_fixture.rules_cards) of random legal moves from ``seed``, checking the
    invariants (every card and token in one place) after every action; returns it once over or at the cap."""
    from cards_fixture import rules_cards

    from civitas.engine.rng import Rng
    from civitas.games.empires import GAME, play
    from civitas.games.empires.invariants import check_invariants

    rules_cards()
    s, _ = flow.start({"players": len(nations), "nations": nations, "cards": "fixture_rules", "first_player": "1"},
                      seed)  # fmt: skip
    rng = Rng(seed)
    steps = 0
    while not s.over and steps < max_steps:
        seat = GAME.to_move(s)[0]
        acts = GAME.legal_actions(s, seat)
        play.apply(s, seat, acts[rng.below(len(acts))])
        assert check_invariants(s) == [], steps
        steps += 1
    return s
