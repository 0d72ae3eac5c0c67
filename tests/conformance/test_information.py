"""Every registered game, every player count: a seat's view hides what the seat may not see and
nothing else, ``determinize`` fills a view in consistently with it, and the computer at its
cheapest levels only ever proposes legal actions."""

from __future__ import annotations

import json

import pytest
from conformance_play import case_id, cases, sampled, trajectory

from civitas.ai.levels import LEVELS, choose, without_time_limit
from civitas.engine.log import entry_for
from civitas.engine.rng import Rng

CASES = cases()

#: The cheapest search level (fewest iterations), bounded by iterations only so runs are seeded.
CHEAPEST_SEARCH = without_time_limit(
    min((lv for lv in LEVELS.values() if lv.iterations > 0), key=lambda lv: lv.iterations)
)


def _j(game, state) -> str:
    return json.dumps(game.to_json(state), sort_keys=True)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_views_hide_only_hidden_information_and_determinize_agrees_with_the_view(case):
    traj = trajectory(*case)
    game = traj.game
    rng = Rng(traj.seed)
    total = len(traj.steps)
    for index, state, _seat, _action in traj.walk():
        if not sampled(index, total, 25):
            continue
        observer = _j(game, game.view(state, None))
        for seat in range(game.num_seats(state)):
            view = game.view(state, seat)
            shown = _j(game, view)
            assert _j(game, game.view(view, seat)) == shown, f"step {index}: a view of a view shows more or less"
            legal = game.legal_actions(state, seat)
            assert game.legal_actions(view, seat) == legal, f"step {index}: seat {seat}'s options differ in its view"
            for _ in range(2):  # two full states that differ only in what the seat cannot see
                full = game.determinize(view, seat, rng.fork())
                assert _j(game, game.view(full, seat)) == shown, (
                    f"step {index}: seat {seat} would see a different position after determinize"
                )
                assert _j(game, game.view(full, None)) == observer, f"step {index}: an observer sees a difference"
                assert game.check_invariants(full) == [], f"step {index}: determinize made an impossible state"
                assert game.legal_actions(full, seat) == legal, f"step {index}: hidden cards change {seat}'s options"


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_cheapest_ai_levels_never_propose_an_illegal_action(case):
    traj = trajectory(*case)
    game = traj.game
    rng = Rng(traj.seed + 1)
    total = len(traj.steps)
    asked = 0
    for index, state, seat, _action in traj.walk():
        levels = []
        if sampled(index, total, 200):
            levels.append(LEVELS["policy"])
        if sampled(index, total, 10):
            levels.append(CHEAPEST_SEARCH)
        for level in levels:
            action = choose(game, game.view(state, seat), seat, level, rng.fork())
            reason = game.why_not(state, seat, action)
            assert reason is None, f"step {index}: {level.name} proposed {action} for seat {seat}: {reason}"
            asked += 1
    assert asked >= 2


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_an_event_secret_names_the_seats_that_read_it_and_the_log_shows_it_to_them_only(case):
    traj = trajectory(*case)
    seats = traj.game.num_seats(traj.start())
    for event in traj.opening + [e for step in traj.events for e in step]:
        if event.secret is None:
            continue
        assert event.readers, f"{event.kind}: a secret nobody may read"
        assert set(event.readers) <= set(range(seats)) and event.owner in event.readers, event.kind
        kind = f"log.{event.kind}"
        catalog = {kind: "", f"{kind}.own": "", f"{kind}.seen": ""}
        for seat in [None, *range(seats)]:
            entry = entry_for(event, seat, catalog)
            assert entry is not None
            if seat not in event.readers:
                assert (entry.msg, entry.args) == (kind, event.args), f"{event.kind}: seat {seat} reads the secret"
            else:
                assert entry.msg == (f"{kind}.own" if seat == event.owner else f"{kind}.seen"), event.kind
                assert entry.args == {**event.args, **event.secret}, event.kind
