"""Age of Heroes engine benchmark: random-play throughput and state copy time.

Run: ``.venv/bin/python tools/bench_heroes.py`` (add ``--quick`` for a shorter run).

(a) steps per second: list the legal actions for the seat to move and apply a random one, with
    4 players, games restarted as they end; (b) the time to copy a mid-game 4-player state.
Each figure is the median of 5 runs.
"""

from __future__ import annotations

import statistics
import sys
import time

from civitas.engine.rng import Rng
from civitas.games.heroes import GAME
from civitas.games.heroes.state import HeroesState


def throughput(steps: int, seed: int) -> float:
    rng = Rng(seed)
    game = GAME
    s = game.new_state({"players": 4}, seed)
    done = 0
    t0 = time.perf_counter()
    while done < steps:
        if game.is_over(s):
            s = game.new_state({"players": 4}, rng.next64() & 0xFFFF)
        movers = game.to_move(s)
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        legal = game.legal_actions(s, seat)
        game.apply(s, seat, legal[rng.below(len(legal))])
        done += 1
    return done / (time.perf_counter() - t0)


def mid_game_state(seed: int = 5) -> HeroesState:
    rng = Rng(seed)
    s = GAME.new_state({"players": 4}, seed)
    for _ in range(400):
        if GAME.is_over(s):
            break
        movers = GAME.to_move(s)
        seat = movers[rng.below(len(movers))]
        legal = GAME.legal_actions(s, seat)
        GAME.apply(s, seat, legal[rng.below(len(legal))])
    return s


def copy_us(s: HeroesState, reps: int) -> float:
    copy = GAME.copy
    t0 = time.perf_counter()
    for _ in range(reps):
        copy(s)
    return (time.perf_counter() - t0) / reps * 1e6


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    steps = 20_000 if quick else 100_000
    reps = 20_000 if quick else 100_000
    rates = [throughput(steps, seed) for seed in range(1, 6)]
    s = mid_game_state()
    copies = [copy_us(s, reps) for _ in range(5)]
    print(f"state: round {s.round}, phase {s.phase}, deck {len(s.deck)}, discard {len(s.discard)}")
    print(f"random-play throughput (4 players): {statistics.median(rates):,.0f} steps/s (median of 5)")
    print(f"state copy (mid-game, 4 players): {statistics.median(copies):.2f} us (median of 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
