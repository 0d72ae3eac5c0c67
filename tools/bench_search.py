"""Search speed: iterations per second and time per decision, per game and level, without time limits.

    .venv/bin/python tools/bench_search.py --games heroes,ancient --players 2 --positions 8

Positions come from seeded games played by the Easy AI (``bench_ai.sample_positions``); each level
searches every one from the seat's view with its full iteration budget. Prints which build ran
(compiled or pure Python: ``CIVITAS_PURE=1`` forces pure) so the two can be compared side by side.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ai import sample_positions  # noqa: E402

from civitas import compiled  # noqa: E402
from civitas.ai.levels import level_search, without_time_limit  # noqa: E402
from civitas.engine.registry import get_game  # noqa: E402
from civitas.engine.rng import Rng  # noqa: E402


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="heroes,ancient")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=8)
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(f"build: {compiled.status}")
    for game_id in args.games.split(","):
        game = get_game(game_id)
        positions = sample_positions(game, args.players, args.positions, args.seed)
        for name in args.levels.split(","):
            level = without_time_limit(name)
            start = time.perf_counter()
            iterations = 0
            for view, seat in positions:
                iterations += level_search(game, view, seat, level, Rng(args.seed)).iterations
            elapsed = time.perf_counter() - start
            print(f"{game_id:8} {name:7} {iterations / elapsed:8.0f} iterations/s"
                  f"  {elapsed / len(positions):6.2f} s per decision ({len(positions)} positions)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
