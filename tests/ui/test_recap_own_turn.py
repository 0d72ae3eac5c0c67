"""The "since your last turn" recap is news only: what happened in the others' turns. The player's own war,
resolved by the defender's answers, and the earthquake the player sent are not in it, and they alone never
open it.

Seeded random Age of Heroes games, seat 0 watched at each of its decisions."""

from __future__ import annotations

import random
from typing import Any

import pytest

from civitas.engine.log import entry_for
from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game, register
from civitas.engine.session import Session
from civitas.ui.controller import GameController
from civitas.ui.recap import make_recap, recap_span

PLAYERS = [{"name": "Anna"}, {"name": "Boris"}, {"name": "Clio"}]


@pytest.fixture(scope="module")
def heroes() -> Any:
    register("heroes", "civitas.games.heroes.package")
    return get_game("heroes")


def own_turn_moments(game: Any, seeds: range, limit: int = 600) -> list[tuple[Session, list[int], list[int]]]:
    """Moments where seat 0 is to decide and, since its last move, others answered in its own turn with
    something the recap counts as important: (a copy of the session then, the indices of the answers in its
    turn, those of them with an important event)."""
    kinds = game.recap_kinds()
    found = []
    for seed in seeds:
        session = Session.new(game, {"players": 3}, seed, PLAYERS)
        rng = random.Random(seed)
        for _ in range(limit):
            state = session.state
            if game.is_over(state):
                break
            seat = game.to_move(state)[0]
            if seat == 0:
                first, end = recap_span(session.record.steps, 0)
                own_turn = first > 0 and session.step_turns[first - 1] == 0
                answers = []
                for i in range(first, end):
                    if not own_turn or session.step_turns[i] != 0:
                        break
                    answers.append(i)
                own = [i for i in answers if any(e.kind in kinds for e in session.events_of_steps(i, i + 1))]
                if own:
                    record = GameRecord.from_json(session.record.to_json())
                    found.append((Session(game, record), answers, own))
                    if len(found) >= 3:
                        return found
            session.act(seat, rng.choice(game.legal_actions(state, seat)))
    return found


def test_the_recap_leaves_out_what_happened_in_the_players_own_turn(heroes: Any) -> None:
    moments = own_turn_moments(heroes, range(6))
    assert moments, "no own war or earthquake answered by the others in these games"
    kinds = heroes.recap_kinds()
    catalog = heroes.catalog("en")
    for session, answers, own in moments:
        controller = GameController(session, {0}, "en")
        recap = make_recap(controller, 0)
        own_events = [e for i in own for e in session.events_of_steps(i, i + 1) if e.kind in kinds]
        assert own_events
        assert not any(any(e is o for o in own_events) for e in recap.important)
        later = [e for e in session.events_of_steps(answers[-1] + 1, recap.end)
                 if e.kind in kinds and entry_for(e, 0, catalog) is not None]
        assert len(recap.important) == len(later) and all(a is b for a, b in zip(recap.important, later, strict=True))


def test_whose_turn_each_step_was_in_survives_loading_and_undo(heroes: Any) -> None:
    session = Session.new(heroes, {"players": 3}, 11, PLAYERS)
    rng = random.Random(11)
    for _ in range(150):
        seat = heroes.to_move(session.state)[0]
        session.act(seat, rng.choice(heroes.legal_actions(session.state, seat)))
    assert len(session.step_turns) == len(session.record.steps)
    assert set(session.step_turns) - {None} <= {0, 1, 2} and len(set(session.step_turns)) > 1
    loaded = Session(heroes, GameRecord.from_json(session.record.to_json()))
    assert loaded.step_turns == session.step_turns
    for seat in range(3):
        if session.undo(seat):
            break
    assert len(session.step_turns) == len(session.record.steps)
    assert session.step_turns == loaded.step_turns[: len(session.step_turns)]
