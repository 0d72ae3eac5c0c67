"""The replay's session: any step of a recorded game, forward, back or by a jump, is the very position the
record reaches there (the same state hash), from at most one checkpoint interval; turns and rounds are
marked where the game says they begin; nothing can be played and the record never changes."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from civitas.engine.record import replay
from civitas.engine.registry import all_game_ids
from civitas.engine.replay_session import REPLAY_REFUSAL, ReplaySession
from civitas.engine.session import CHECKPOINT_SPACING, Session
from civitas.storage.saves import SUFFIX, load_session

GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def golden_of(game_id: str) -> Session:
    """The game's shortest golden game (toy games have none: a seeded game played out at random)."""
    files = sorted(GOLDEN.glob(f"{game_id}/*{SUFFIX}"), key=lambda p: p.stat().st_size)
    if files:
        return load_session(files[0])
    from civitas.engine.registry import get_game

    game = get_game(game_id)
    session = Session.new(game, {}, 5)
    rng = random.Random(5)
    while not game.is_over(session.state) and len(session.record.steps) < 300:
        seat = game.to_move(session.state)[0]
        session.act(seat, rng.choice(game.legal_actions(session.state, seat)))
    return session


def reference_hashes(session: Session) -> list[str]:
    """The state hash after each number of steps, from a plain replay of the record."""
    game = session.game
    out: list[str] = []
    replay(game, session.record, on_step=lambda _done, state, _revealed: out.append(game.state_hash(state)))
    return out


@pytest.mark.parametrize("game_id", all_game_ids())
def test_every_step_reached_any_way_has_the_records_state_hash(game_id: str) -> None:
    session = golden_of(game_id)
    hashes = reference_hashes(session)
    watched = ReplaySession(session.game, session.record)
    game = session.game
    length = watched.length
    assert length == len(session.record.steps) and len(hashes) == length + 1
    rng = random.Random(1)
    order = [length, 0, 1, 2, 1, length // 2, length // 2 + 1, length // 2 - 1, length - 1, length]
    order += [rng.randrange(length + 1) for _ in range(12)]
    for step in order:
        assert game.state_hash(watched.state_at(step)) == hashes[step], f"step {step}"
    assert game.state_hash(watched.state_at(length)) == session.state_hash()


def test_a_step_replays_at_most_one_checkpoint_interval() -> None:
    session = golden_of("heroes")
    watched = ReplaySession(session.game, session.record)
    marks = watched.checkpoint_steps()
    assert marks[0] == 0 and marks[-1] == watched.length
    assert all(b - a <= CHECKPOINT_SPACING for a, b in zip(marks, marks[1:], strict=False))
    applied: list[int] = []
    apply = session.game.apply

    def counting(state: Any, seat: int, action: Any) -> Any:
        applied.append(1)
        return apply(state, seat, action)

    watched.game = type("Counted", (), {"apply": staticmethod(counting), "copy": session.game.copy})()  # type: ignore[assignment]
    watched.state_at(watched.length // 2)
    watched.state_at(3)  # back: from the checkpoint at 0
    assert len(applied) <= 2 * CHECKPOINT_SPACING
    applied.clear()
    watched.state_at(4)  # one forward: one step applied
    assert len(applied) == 1


def test_turns_and_rounds_begin_where_the_game_says() -> None:
    session = golden_of("ancient")
    watched = ReplaySession(session.game, session.record)
    game = session.game
    assert watched.turn_starts[0] == 0 and watched.round_starts[0] == 0
    for start in watched.round_starts[1:]:
        before = game.progress_summary(watched.state_at(start - 1))["round"]
        assert game.progress_summary(watched.state_at(start))["round"] != before
    assert watched.round_numbers == sorted(watched.round_numbers)
    assert set(watched.round_starts) <= set(watched.turn_starts) | {0}
    middle = watched.length // 2
    assert watched.next_mark(watched.turn_starts, middle) > middle
    assert watched.previous_mark(watched.turn_starts, middle) < middle
    assert watched.next_mark(watched.round_starts, watched.length) == watched.length
    assert watched.previous_mark(watched.round_starts, 0) == 0


def test_a_replay_refuses_every_action_and_keeps_the_record() -> None:
    session = golden_of("tiny")
    steps = list(session.record.steps)
    watched = ReplaySession(session.game, session.record)
    watched.state_at(1)
    seat = session.game.to_move(watched.state)[0]
    action = session.game.legal_actions(watched.state, seat)[0]
    refusal = watched.act(seat, action)
    assert getattr(refusal, "code", None) == REPLAY_REFUSAL
    assert not watched.undo(seat)
    assert watched.record.steps == steps and session.record.steps == steps
    assert watched.record is not session.record  # its own copy: the game it came from goes on unchanged


def test_the_log_at_a_step_holds_the_events_of_the_steps_before_it() -> None:
    session = golden_of("tiny")
    watched = ReplaySession(session.game, session.record)
    assert watched.events_until(watched.length) == session.events
    assert watched.events_until(0) == session.events[: session.step_starts[0]]
    assert watched.events_until(3) == session.events[: session.step_starts[3]]
