"""Undo from in-memory checkpoints gives exactly what a full replay of the shortened record gives:
the same state (hash), events, step starts and barriers; and the replay that loads a save still
accepts a step only when it is exactly a legal action."""

from __future__ import annotations

import random
from typing import Any

import pytest

from civitas.engine import session as session_module
from civitas.engine.actions import Action
from civitas.engine.game import Game, Reason
from civitas.engine.record import GameRecord, ReplayError, exact_legal, replay
from civitas.engine.registry import get_game
from civitas.engine.session import CHECKPOINT_MAX, Session


def _full_replay(session: Session) -> Session:
    return Session(session.game, GameRecord.from_json(session.record.to_json()))


def _assert_same_as_full_replay(session: Session) -> None:
    again = _full_replay(session)
    assert session.state_hash() == again.state_hash()
    assert session.reveals == again.reveals
    assert session.step_starts == again.step_starts
    assert [e.to_json() for e in session.events] == [e.to_json() for e in again.events]
    cuts = sorted({0, len(session.record.steps) // 2, len(session.record.steps)})
    for first, end in zip(cuts, cuts[1:], strict=False):
        assert session.events_of_steps(first, end) == again.events_of_steps(first, end)


def _random_step(game: Game[Any], session: Session, rng: random.Random) -> None:
    movers = game.to_move(session.state)
    seat = movers[rng.randrange(len(movers))]
    legal = game.legal_actions(session.state, seat)
    assert not isinstance(session.act(seat, legal[rng.randrange(len(legal))]), Reason)


def _play_with_undos(game_id: str, seed: int, max_steps: int, undo_chance: float) -> tuple[Session, int, int]:
    """A random 4-player game with undos sprinkled in; every undo is checked against a full replay.
    Returns the session, the number of undos and the longest stretch an undo applied again."""
    game = get_game(game_id)
    session = Session.new(game, {"players": 4}, seed)
    rng = random.Random(seed)
    undos = longest = 0
    while not game.is_over(session.state) and len(session.record.steps) < max_steps:
        seats = [seat for seat in range(game.num_seats(session.state)) if session.can_undo(seat)]
        if seats and rng.random() < undo_chance:
            # Half the time the undo that goes back furthest: more steps to apply again.
            seat = rng.choice(seats) if rng.random() < 0.5 else min(seats, key=lambda s: session.undo_target(s) or 0)
            target = session.undo_target(seat)
            assert target is not None
            start = max(done for done in session.checkpoint_steps() if done <= target)
            longest = max(longest, target - start)
            assert session.undo(seat)
            undos += 1
            _assert_same_as_full_replay(session)
        else:
            _random_step(game, session, rng)
        assert len(session.checkpoint_steps()) <= CHECKPOINT_MAX
    return session, undos, longest


@pytest.mark.parametrize("game_id", ["heroes", "ancient"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_undo_from_a_checkpoint_equals_a_full_replay(game_id: str, seed: int) -> None:
    session, undos, _ = _play_with_undos(game_id, seed, max_steps=500, undo_chance=0.15)
    assert undos >= 5
    _assert_same_as_full_replay(session)


@pytest.mark.parametrize("game_id", ["heroes", "ancient"])
def test_undo_with_dense_thinned_checkpoints_equals_a_full_replay(game_id: str, monkeypatch: Any) -> None:
    # Tiny spacing and a small cap: thinning runs all the time and undo applies many steps again.
    monkeypatch.setattr(session_module, "CHECKPOINT_SPACING", 2)
    monkeypatch.setattr(session_module, "CHECKPOINT_KEEP", 2)
    monkeypatch.setattr(session_module, "CHECKPOINT_MAX", 4)
    session, undos, longest = _play_with_undos(game_id, 7, max_steps=400, undo_chance=0.1)
    assert undos >= 5 and longest >= 2
    assert len(session.checkpoint_steps()) <= 4


@pytest.mark.parametrize("game_id", ["heroes", "ancient"])
def test_undo_right_after_loading_uses_the_loading_checkpoints(game_id: str) -> None:
    game = get_game(game_id)
    rng = random.Random(11)
    checked = 0
    for seed in range(20, 40):
        played = Session.new(game, {"players": 4}, seed)
        for _ in range(rng.randrange(5, 300)):
            if game.is_over(played.state):
                break
            _random_step(game, played, rng)
        loaded = _full_replay(played)
        assert loaded.checkpoint_steps()[-1] == len(loaded.record.steps)
        seats = [seat for seat in range(game.num_seats(loaded.state)) if loaded.can_undo(seat)]
        if not seats:
            continue
        while seats:  # undo as far as the last barrier allows
            assert loaded.undo(seats[0])
            _assert_same_as_full_replay(loaded)
            checked += 1
            seats = [seat for seat in range(game.num_seats(loaded.state)) if loaded.can_undo(seat)]
    assert checked >= 3


def test_checkpoints_before_the_last_barrier_are_dropped() -> None:
    game = get_game("heroes")
    session, _, _ = _play_with_undos("heroes", 4, max_steps=300, undo_chance=0.0)
    last_barrier = max(i + 1 for i, revealed in enumerate(session.reveals) if revealed)
    steps = session.checkpoint_steps()
    assert steps[0] == last_barrier  # a live barrier is a checkpoint of its own
    assert all(done >= last_barrier for done in steps)
    assert game.state_hash(game.copy(session.state)) == session.state_hash()


def _retyped(part: Any) -> list[Any]:
    """Parts equal to ``part`` in Python but of another type (1.0 and True for 1); none for others."""
    if type(part) is int:
        return [float(part)] + ([bool(part)] if part in (0, 1) else [])
    return []


def _mistyped(action: Action) -> list[Action]:
    out: list[Action] = []
    for index, part in enumerate(action):
        for other in _retyped(part):
            out.append(action[:index] + (other,) + action[index + 1 :])
        if type(part) is tuple:
            out.extend(action[:index] + (inner,) + action[index + 1 :] for inner in _mistyped(part))
    return out


@pytest.mark.parametrize("game_id", ["heroes", "ancient"])
def test_replay_accepts_only_exactly_typed_legal_actions(game_id: str) -> None:
    game = get_game(game_id)
    session = Session.new(game, {"players": 4}, 3)
    rng = random.Random(3)
    mistyped = 0
    while not game.is_over(session.state) and len(session.record.steps) < 400:
        movers = game.to_move(session.state)
        seat = movers[0]
        legal = game.legal_actions(session.state, seat)
        action = legal[rng.randrange(len(legal))]
        assert exact_legal(game, session.state, seat, action)
        for wrong in _mistyped(action):
            assert wrong == action and not exact_legal(game, session.state, seat, wrong)
            mistyped += 1
        session.act(seat, action)
    assert mistyped > 50
    record = GameRecord.from_json(session.record.to_json())
    index = next(i for i, (_, action) in enumerate(record.steps) if _mistyped(action))
    seat, action = record.steps[index]
    record.steps[index] = (seat, _mistyped(action)[0])
    with pytest.raises(ReplayError) as info:
        replay(game, record)
    assert info.value.code == "replay.illegal_step" and info.value.args_ == {"step": index}
