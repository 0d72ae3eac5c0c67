"""Undo in Empires stays within barriers (TR-E8 and the table's undo): a step that drew a card, shuffled a
discard into a new draw pile, looked at or searched hidden cards, turned a market card or the nation deck's
card face up is never undone; a step that revealed nothing (a turn type chosen, a card played for resources)
can be taken back and leaves the state as it was."""

from __future__ import annotations

import random

from civitas.engine.registry import get_game, register
from civitas.engine.session import Session

BARRIERS = {"draw", "reshuffle", "look", "fame_look", "refill", "nation_card", "reveal_main", "market"}


def _session(seed: int, players: int = 3) -> Session:
    register("empires", "civitas.games.empires.package")
    return Session.new(get_game("empires"), {"players": players}, seed)


def test_undo_never_crosses_a_draw_a_reshuffle_or_a_look() -> None:
    seen: set[str] = set()
    for seed in (1, 2, 3):
        session = _session(seed)
        game, rng = session.game, random.Random(seed)
        while not game.is_over(session.state) and len(session.record.steps) < 1500:
            seat = game.to_move(session.state)[0]
            events = session.act(seat, rng.choice(game.legal_actions(session.state, seat)))
            assert isinstance(events, list)
            kinds = {e.kind for e in events} & BARRIERS
            if kinds:
                seen |= kinds
                assert not session.can_undo(seat), kinds
    assert {"draw", "reshuffle", "refill", "nation_card"} <= seen


def test_a_step_that_revealed_nothing_is_undone_to_the_same_state() -> None:
    session = _session(4)
    game, rng = session.game, random.Random(4)
    undone = 0
    while not game.is_over(session.state) and undone < 20 and len(session.record.steps) < 2000:
        seat = game.to_move(session.state)[0]
        before = game.to_json(session.state)
        action = rng.choice(game.legal_actions(session.state, seat))
        events = session.act(seat, action)
        assert isinstance(events, list)
        if not any(e.reveal for e in events) and session.can_undo(seat) and session.record.steps[-1][0] == seat:
            assert session.undo(seat)
            assert game.to_json(session.state) == before
            undone += 1
            session.act(seat, action)
    assert undone == 20
