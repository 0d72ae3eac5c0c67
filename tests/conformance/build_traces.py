"""The state hash after every step of seeded random and AI games, for comparing the two builds.

``python tests/conformance/build_traces.py <size>`` prints one JSON object: the build it ran on and, for every
case (game, player count, kind of game), the list of state hashes after each step. ``size`` is ``quick`` (one
random game of every registered game at its smallest and largest player count, its first 100 steps, and the
first 4 moves of an Easy computer game of each at its smallest) or ``full`` (a whole random game and a whole
Easy computer game at every player count of every game). ``tests/conformance/test_builds_agree.py`` runs it
under ``CIVITAS_PURE=1`` and compares with the compiled build.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

if __name__ == "__main__":  # run as a script: the tests folder's games (the toy game) are registered too
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import civitas.compiled as compiled
from civitas.ai.levels import choose, without_time_limit
from civitas.engine.registry import all_game_ids, get_game, register
from civitas.engine.rng import Rng

QUICK_RANDOM_STEPS = 100
QUICK_AI_MOVES = 4


def random_game(game_id: str, players: int, steps: int | None) -> list[str]:
    game = get_game(game_id)
    seed = 1000 + players
    state = game.new_state(game.validate_options({"players": players}), seed)
    rng = Rng(seed)
    hashes = []
    while not game.is_over(state) and (steps is None or len(hashes) < steps):
        movers = game.to_move(state)
        seat = movers[rng.below(len(movers))]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.below(len(legal))])
        hashes.append(game.state_hash(state))
    return hashes


def ai_game(game_id: str, players: int, moves: int | None) -> list[str]:
    """Every seat an Easy computer bounded by iterations alone, so the moves depend on the seed only."""
    game = get_game(game_id)
    state = game.new_state(game.validate_options({"players": players}), 77)
    level = without_time_limit("easy")
    rng = Rng(78)
    hashes = []
    while not game.is_over(state) and (moves is None or len(hashes) < moves):
        seat = game.to_move(state)[0]
        legal = game.legal_actions(state, seat)
        action = legal[0] if len(legal) == 1 else choose(game, game.view(state, seat), seat, level, rng.fork())
        game.apply(state, seat, action)
        hashes.append(game.state_hash(state))
    return hashes


def traces(size: str) -> dict[str, Any]:
    quick = size == "quick"
    out: dict[str, list[str]] = {}
    for game_id in all_game_ids():
        game = get_game(game_id)
        counts = range(game.min_players, game.max_players + 1)
        for players in sorted({counts[0], counts[-1]}) if quick else counts:
            out[f"{game_id}-{players}p-random"] = random_game(game_id, players, QUICK_RANDOM_STEPS if quick else None)
        for players in [counts[0]] if quick else counts:
            out[f"{game_id}-{players}p-easy"] = ai_game(game_id, players, QUICK_AI_MOVES if quick else None)
    return {"build": compiled.status, "traces": out}


if __name__ == "__main__":
    register("toy", "toygames.toy.package", for_tests=True)
    print(json.dumps(traces(sys.argv[1] if len(sys.argv) > 1 else "quick")))
