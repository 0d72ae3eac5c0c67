"""Rules engine benchmark for any registered game: random-play throughput and state copy time.

Run: ``.venv/bin/python tools/bench_engine.py --game heroes --players 4`` (add ``--quick`` for a
shorter run).

(a) steps per second: list the legal actions for a seat that must decide and apply a random one,
    games restarted as they end; (b) the time to copy a mid-game state (400 random steps in, or
    the last position before the end). Each figure is the median of 5 runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from civitas.engine.game import Game
from civitas.engine.registry import all_game_ids, get_game
from civitas.engine.rng import Rng


def _new(game: Game[Any], players: int, seed: int) -> Any:
    return game.new_state(game.validate_options({"players": players}), seed)


def throughput(game: Game[Any], players: int, steps: int, seed: int) -> float:
    rng = Rng(seed)
    s = _new(game, players, seed)
    done = 0
    t0 = time.perf_counter()
    while done < steps:
        if game.is_over(s):
            s = _new(game, players, rng.next64() & 0xFFFF)
        movers = game.to_move(s)
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        legal = game.legal_actions(s, seat)
        game.apply(s, seat, legal[rng.below(len(legal))])
        done += 1
    return done / (time.perf_counter() - t0)


def mid_game_state(game: Game[Any], players: int, seed: int = 5) -> Any:
    rng = Rng(seed)
    s = _new(game, players, seed)
    for _ in range(400):
        movers = game.to_move(s)
        seat = movers[rng.below(len(movers))]
        legal = game.legal_actions(s, seat)
        nxt = game.copy(s)
        game.apply(nxt, seat, legal[rng.below(len(legal))])
        if game.is_over(nxt):
            break
        s = nxt
    return s


def copy_us(game: Game[Any], s: Any, reps: int) -> float:
    copy = game.copy
    t0 = time.perf_counter()
    for _ in range(reps):
        copy(s)
    return (time.perf_counter() - t0) / reps * 1e6


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="heroes", choices=all_game_ids())
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args(argv)
    game = get_game(args.game)
    if not game.min_players <= args.players <= game.max_players:
        print(f"{args.game} takes {game.min_players}-{game.max_players} players", file=sys.stderr)
        return 2
    steps = 20_000 if args.quick else 100_000
    reps = 20_000 if args.quick else 100_000
    rates = [throughput(game, args.players, steps, seed) for seed in range(1, 6)]
    s = mid_game_state(game, args.players)
    copies = [copy_us(game, s, reps) for _ in range(5)]
    n = args.players
    print(f"{args.game}: mid-game state of {len(game.to_json(s))} fields, state hash {game.state_hash(s)[:8]}")
    print(f"random-play throughput ({n} players): {statistics.median(rates):,.0f} steps/s (median of 5)")
    print(f"state copy (mid-game, {n} players): {statistics.median(copies):.2f} us (median of 5)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
