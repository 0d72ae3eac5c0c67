"""A session knows which events each step produced, after moves, an undo and a reload alike (the
"since your last turn" recap reads the events of the steps after a seat's last move)."""

from __future__ import annotations

from civitas.engine.record import GameRecord
from civitas.engine.registry import get_game
from civitas.engine.session import Session

TINY = get_game("tiny")


def play(session: Session, moves: int) -> list[list[str]]:
    """Play ``moves`` steps (each seat's last legal action) and return each step's event kinds."""
    produced = []
    for _ in range(moves):
        seat = TINY.to_move(session.state)[0]
        result = session.act(seat, TINY.legal_actions(session.state, seat)[-1])
        assert isinstance(result, list)
        produced.append([event.kind for event in result])
    return produced


def kinds(session: Session, first: int, end: int) -> list[str]:
    return [event.kind for event in session.events_of_steps(first, end)]


def test_the_events_of_each_step_are_the_ones_it_produced() -> None:
    session = Session.new(TINY, {"players": 3}, 21)
    opening = [event.kind for event in session.events]
    produced = play(session, 9)
    assert len(session.step_starts) == 9
    for index, step in enumerate(produced):
        assert kinds(session, index, index + 1) == step
    assert kinds(session, 3, 7) == sum(produced[3:7], [])
    assert kinds(session, 0, 2) == opening + produced[0] + produced[1]  # the setup's events come with step 0
    assert kinds(session, 9, 9) == [] and kinds(session, 5, 3) == []


def test_a_reloaded_or_undone_session_knows_the_same_steps() -> None:
    session = Session.new(TINY, {"players": 3}, 4)
    play(session, 7)
    again = Session(TINY, GameRecord.from_json(session.record.to_json()))
    assert again.step_starts == session.step_starts
    assert [kinds(again, i, i + 1) for i in range(7)] == [kinds(session, i, i + 1) for i in range(7)]
    session = Session.new(TINY, {"players": 3}, 5)
    session.act(0, ("pace", 1))
    session.act(1, ("pace", 0))
    assert session.undo(1)
    assert len(session.step_starts) == len(session.record.steps) == 1
    assert kinds(session, 0, 1)[-1] == "pace_chosen"
