"""A property run: seeded random games of every size, the invariants checked after every action (every
card in exactly one place, coins and knowledge never negative, citizens conserved, the army limit and
spaces respected), and every legal action agreed by ``why_not``. Per commit 20 games of each size; the nightly
run plays 200 (``ANCIENT_PROPERTY_GAMES=3000`` plays 1,000 of each; see the README's developer section)."""

from __future__ import annotations

import os

import pytest

from civitas.engine.rng import Rng
from civitas.games.ancient import GAME
from sizes import per_commit_and_nightly

GAMES = int(os.environ.get("ANCIENT_PROPERTY_GAMES", "600"))


def _play(seed: int, players: int, options: dict[str, object]) -> int:
    s = GAME.new_state({"players": players, **options}, seed)
    rng = Rng(seed * 7 + players)
    steps = 0
    while not GAME.is_over(s):
        (seat,) = GAME.to_move(s)
        legal = GAME.legal_actions(s, seat)
        assert legal, f"seed {seed}: seat {seat} has nothing to do"
        assert len(set(legal)) == len(legal), f"seed {seed}: an action offered twice"
        action = legal[rng.below(len(legal))]
        assert GAME.why_not(s, seat, action) is None
        GAME.apply(s, seat, action)
        problems = GAME.check_invariants(s)
        assert not problems, f"seed {seed}, {players} players, after {action}: {problems}"
        steps += 1
        assert steps < 5000, "a game that does not end"
    assert s.round == 6
    return steps


@pytest.mark.parametrize("games", per_commit_and_nightly(20, GAMES // 3, "games"))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_after_every_action_of_random_games(players, games):
    for seed in range(games):
        _play(seed, players, {})


@pytest.mark.parametrize("games", per_commit_and_nightly(10, max(10, GAMES // 10), "games"))
def test_invariants_hold_with_the_variant_and_the_other_dice(games):
    for seed in range(games):
        _play(seed, 2 + seed % 3, {"expand_plus": True, "dice": "1-2-3"})
