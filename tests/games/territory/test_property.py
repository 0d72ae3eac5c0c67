"""A property run: seeded random games at 2–6 players and with every option value, the invariants checked
after every action (every card in exactly one place, the table consistent, no count negative), every legal
action agreed by ``why_not``, every game ending, and the state surviving a JSON round trip.
Per commit 6 games of each size; the nightly run plays 20 (``TERRITORY_PROPERTY_GAMES=200`` plays more)."""

from __future__ import annotations

import os
from typing import Any

import pytest

from civitas.engine.rng import Rng
from civitas.games.territory import GAME
from civitas.games.territory.state import ROUND_CAP, TerritoryState
from sizes import per_commit_and_nightly

GAMES = int(os.environ.get("TERRITORY_PROPERTY_GAMES", "20"))


def _round_trip(s: TerritoryState) -> None:
    data = GAME.to_json(s)
    back = GAME.from_json(data)
    assert GAME.to_json(back) == data
    seat = GAME.to_move(s)[0] if not s.over else 0
    assert GAME.legal_actions(back, seat) == GAME.legal_actions(s, seat)


def _play(seed: int, players: int, options: dict[str, Any]) -> TerritoryState:
    s = GAME.new_state({"players": players, **options}, seed)
    rng = Rng(seed * 31 + players)
    steps = 0
    while not GAME.is_over(s):
        (seat,) = GAME.to_move(s)
        legal = GAME.legal_actions(s, seat)
        assert legal, f"seed {seed}: seat {seat} has nothing to do in {s.phase}"
        assert len(set(legal)) == len(legal), f"seed {seed}: an action offered twice"
        action = legal[rng.below(len(legal))]
        assert GAME.why_not(s, seat, action) is None
        GAME.apply(s, seat, action)
        problems = GAME.check_invariants(s)
        assert not problems, f"seed {seed}, {players} players, {options}, after {action}: {problems}"
        steps += 1
        if steps % 97 == 0:
            _round_trip(s)
        assert steps < 60000, "a game that does not end"
    assert s.ended in ("reputation", "deck", "cap") and s.round <= ROUND_CAP
    _round_trip(s)
    return s


@pytest.mark.parametrize("games", per_commit_and_nightly(6, GAMES, "games"))
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_invariants_hold_after_every_action_of_random_games(players, games):
    for seed in range(games):
        _play(seed, players, {})


OPTION_VALUES = [
    ("first_leader", "random"), ("first_leader", "1"), ("first_leader", "3"), ("target", 3), ("target", 12),
    ("pool", "2d6"), ("pool", "2d6+P"), ("pool", "2d6+2P"), ("pool", "2d6*P/2"),
    ("draw", "1"), ("draw", "2"), ("draw", "2/1"), ("draw", "refill4"),
    ("limit", "1+1"), ("limit", "1+2"), ("limit", "free"),
    ("capacity", "3"), ("capacity", "4"), ("capacity", "none"),
    ("attackers", 1), ("attackers", 2), ("attackers", 3),
]  # fmt: skip


@pytest.mark.parametrize(("key", "value"), OPTION_VALUES)
def test_every_option_value_plays_to_an_end_with_the_invariants(key, value):
    for seed in range(2):
        _play(100 + seed, 3 + seed, {key: value})


def test_the_end_reasons_all_occur():
    ends = {_play(seed, 2 + seed % 5, {"target": 3 + seed % 4}).ended for seed in range(12)}
    assert "reputation" in ends and "deck" in ends
    assert _play(7, 2, {"target": 12, "draw": "refill4"}).round <= ROUND_CAP


def test_a_state_restored_from_json_plays_on_exactly_like_the_original():
    s = GAME.new_state({"players": 4}, 9)
    rng = Rng(5)
    for _ in range(150):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
    back = GAME.from_json(GAME.to_json(s))
    copy = GAME.copy(s)
    for _ in range(300):
        if s.over:
            break
        seat = GAME.to_move(s)[0]
        legal = GAME.legal_actions(s, seat)
        action = legal[rng.below(len(legal))]
        for state in (s, back, copy):
            GAME.apply(state, seat, action)
        assert GAME.to_json(back) == GAME.to_json(s) == GAME.to_json(copy)


def test_from_json_refuses_a_broken_save():
    data = GAME.to_json(GAME.new_state({"players": 2}, 1))
    for key, bad in (("n", 9), ("deck", "x"), ("options", None), ("under", [[1]])):
        broken = dict(data)
        broken[key] = bad
        with pytest.raises(ValueError):
            GAME.from_json(broken)
