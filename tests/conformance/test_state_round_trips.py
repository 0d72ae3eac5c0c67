"""Every registered game, every player count: ``copy`` and ``to_json``/``from_json`` keep every field
of the state, a copy plays on independently of its original, and replaying a game's record rebuilds
the same state hash."""

from __future__ import annotations

import json

import pytest
from conformance_play import case_id, cases, differences, sampled, trajectory

from civitas.engine.record import GameRecord, replay

CASES = cases()


def _plain_json(value: object) -> bool:
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain_json(v) for k, v in value.items())
    if isinstance(value, list):
        return all(_plain_json(v) for v in value)
    return value is None or isinstance(value, str | int | float | bool)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_copy_keeps_every_field_and_plays_on_independently(case):
    traj = trajectory(*case)
    game = traj.game
    total = len(traj.steps)
    for index, state, seat, action in traj.walk():
        if not sampled(index, total, 60):
            continue
        copy = game.copy(state)
        assert copy is not state
        assert differences(state, copy) == [], f"step {index}: the copy differs"
        before = game.to_json(state)
        game.apply(copy, seat, action)  # the original must not move with its copy...
        assert game.to_json(state) == before, f"step {index}: applying {action} to a copy changed the original"
        original = game.copy(state)
        game.apply(original, seat, action)  # ...and both come out the same, chance included
        assert differences(original, copy) == [], f"step {index}: {action} played differently on a copy"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_to_json_and_from_json_round_trip_every_field(case):
    traj = trajectory(*case)
    game = traj.game
    total = len(traj.steps)
    for index, state, _seat, _action in traj.walk():
        if not sampled(index, total, 60):
            continue
        data = game.to_json(state)
        assert _plain_json(data), f"step {index}: to_json gives more than plain JSON"
        text = json.dumps(data, sort_keys=True)
        back = game.from_json(json.loads(text))
        assert differences(state, back) == [], f"step {index}: from_json(to_json(state)) differs"
        assert json.dumps(game.to_json(back), sort_keys=True) == text
        assert game.state_hash(back) == game.state_hash(state)
    final = traj.final()
    assert differences(final, game.from_json(json.loads(json.dumps(game.to_json(final))))) == []


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_replaying_a_record_reproduces_the_state_hash_and_events(case):
    traj = trajectory(*case)
    game = traj.game
    record = GameRecord(traj.game_id, traj.options, traj.seed, list(traj.steps))
    record = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    events: list = []
    state, reveals = replay(game, record, events=events)
    assert game.state_hash(state) == traj.hashes[-1]
    assert game.state_hash(state) == game.state_hash(traj.final())
    assert len(reveals) == len(traj.steps)
    played = [e.to_json() for e in traj.opening] + [e.to_json() for step in traj.events for e in step]
    assert [e.to_json() for e in events] == played
    middle = len(traj.steps) // 2
    assert game.state_hash(replay(game, record, upto=middle)[0]) == traj.hashes[middle - 1]
