"""Every registered game, every player count: random games end, the game's invariants hold after
every action, and ``why_not`` is None exactly for the legal actions."""

from __future__ import annotations

import json

import pytest
from conformance_play import candidates, case_id, cases, played_actions, sampled, trajectory

from civitas.engine.rng import Rng

CASES = cases()


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_seeded_random_games_end_with_a_ranking_of_every_seat(case):
    traj = trajectory(*case)  # fails if a seat must decide with no legal action or the game never ends
    game = traj.game
    state = traj.final()
    n = game.num_seats(state)
    assert game.is_over(state)
    assert game.to_move(state) == ()
    assert all(game.legal_actions(state, seat) == [] for seat in range(n))
    lines = game.scores(state)
    assert sorted(line.seat for line in lines) == list(range(n))
    rewards = game.rewards(state)
    assert len(rewards) == n and all(0.0 <= r <= 1.0 for r in rewards)
    if n == 1:  # solo against an automaton: the one seat wins or loses, and its reward says which
        (line,) = lines
        assert line.won == (line.rank == 1) and rewards[0] == (1.0 if line.won else 0.0)
        return
    assert all(1 <= line.rank <= n for line in lines)
    assert any(line.won for line in lines)
    assert all(line.rank == 1 for line in lines if line.won)
    assert sum(rewards) == pytest.approx(1.0)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_games_invariants_hold_after_every_action(case):
    traj = trajectory(*case)
    game = traj.game
    state = traj.start()
    assert game.check_invariants(state) == [], "at the start"
    for index, (seat, action) in enumerate(traj.steps):
        game.apply(state, seat, action)
        problems = game.check_invariants(state)
        assert problems == [], f"after step {index} {action} by seat {seat}: {problems}"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_why_not_is_none_exactly_for_legal_actions(case):
    traj = trajectory(*case)
    game = traj.game
    pool = played_actions(traj)
    rng = Rng(traj.seed)
    total = len(traj.steps)
    for index, state, seat, _action in traj.walk():
        if not sampled(index, total, 250):
            continue
        movers = game.to_move(state)
        seats = range(game.num_seats(state)) if sampled(index, total, 60) else [seat]
        before = json.dumps(game.to_json(state), sort_keys=True) if sampled(index, total, 20) else None
        for who in seats:
            legal = game.legal_actions(state, who)
            if who not in movers:
                assert legal == [], f"step {index}: seat {who} does not decide but has legal actions"
            for action in [legal[rng.below(len(legal))] for _ in range(min(4, len(legal)))]:
                reason = game.why_not(state, who, action)
                assert reason is None, f"step {index}: legal {action} for seat {who} refused: {reason}"
            for action in candidates(game, state, who, pool, rng):
                reason = game.why_not(state, who, action)
                assert (reason is None) == (action in legal), (
                    f"step {index}: seat {who} {action}: why_not {reason}, legal {action in legal}"
                )
        if before is not None:
            assert json.dumps(game.to_json(state), sort_keys=True) == before, "why_not changed the state"
