"""Many seeded random games for 2 to 6 players, with the invariants checked after every action.

The default run is quick; set HEROES_GAMES=2000 (for example) for a long run:
``HEROES_GAMES=2000 .venv/bin/pytest tests/games/heroes/test_properties.py``.
"""

import os
from unittest.mock import patch

from heroes_helpers import check_invariants, hand_limit_ok
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from civitas.engine.rng import Rng
from civitas.games.heroes import GAME, flow

LONG = int(os.environ.get("HEROES_GAMES", "0"))


def _checked_end_turn(s, ev):
    assert hand_limit_ok(s, s.current), "a turn may not end with more than five cards in hand"
    ENDED.append(s.current)
    _END_TURN(s, ev)


_END_TURN = flow._end_turn
ENDED: list[int] = []


def play_checked(players: int, seed: int, round_limit: int) -> int:
    with patch.object(flow, "_end_turn", _checked_end_turn):
        return _play_checked(players, seed, round_limit)


def _play_checked(players: int, seed: int, round_limit: int) -> int:
    s = GAME.new_state({"players": players, "round_limit": round_limit}, seed)
    check_invariants(s)
    rng = Rng(seed * 31 + 7)
    steps = 0
    while not GAME.is_over(s):
        movers = GAME.to_move(s)
        assert movers
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(s, seat)
        assert legal, (s.phase, s.pending)
        action = rng.choice(legal)
        assert GAME.why_not(s, seat, action) is None
        GAME.apply(s, seat, action)
        check_invariants(s)
        steps += 1
        assert steps < 100_000, "the game must end"
    assert s.winner >= 0 and s.how in ("last_standing", "cities", "monument", "round_limit")
    lines = GAME.scores(s)
    assert sorted(line.rank for line in lines) == list(range(1, players + 1))
    assert [line.won for line in lines].count(True) == 1
    return steps


@settings(max_examples=max(LONG, 25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), round_limit=st.sampled_from([8, 20, 60]))
def test_random_games_keep_every_card_and_supply_item_accounted_for_and_end(players, seed, round_limit):
    play_checked(players, seed, round_limit)


def test_every_player_count_plays_to_the_end():
    for players in range(2, 7):
        for seed in range(3):
            play_checked(players, seed, 60)
