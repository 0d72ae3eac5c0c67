"""Decision-time percentiles per AI level, and how long a UI timer waits while the worker thinks.

    .venv/bin/python tools/bench_ai.py --game tiny --players 4 --positions 30 --seed 1

Positions come from seeded games played by the Normal AI; each level then decides from the seat's
view in every sampled position (wall-clock limits on). Then a 10 ms timer loop runs in this process
while the worker process answers Hard requests: its worst gap shows whether a UI event loop would be
blocked (target: under 20 ms).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from typing import Any

from civitas.ai.levels import LEVELS, choose, get_level
from civitas.ai.worker import AiWorker, Error, Result
from civitas.engine.game import Game
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng


def sample_positions(game: Game[Any], players: int, count: int, seed: int) -> list[tuple[Any, int]]:
    """(view, seat) pairs at decision points with a real choice, spread over seeded games."""
    rng = Rng(seed)
    out: list[tuple[Any, int]] = []
    opts = game.validate_options({"players": players})
    game_no = 0
    while len(out) < count and game_no < count * 20:
        state = game.new_state(opts, seed * 1000 + game_no)
        game_no += 1
        seen: list[tuple[Any, int]] = []
        steps = 0
        while not game.is_over(state) and steps < 3000:
            movers = game.to_move(state)
            if not movers:
                break
            seat = movers[0]
            view = game.view(state, seat)
            if len(game.legal_actions(state, seat)) > 1:
                seen.append((game.copy(view), seat))
            game.apply(state, seat, choose(game, view, seat, "easy", rng.fork()))
            steps += 1
        # a few positions from each game, from early to late
        want = min(len(seen), max(1, count // 6))
        for k in range(want):
            out.append(seen[(k * len(seen)) // want])
    return out[:count]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    k = (len(ordered) - 1) * q
    lo, hi = int(k), min(int(k) + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def bench_levels(game: Game[Any], positions: list[tuple[Any, int]], levels: list[str], seed: int) -> None:
    for name in levels:
        lvl = get_level(name)
        times: list[float] = []
        for i, (view, seat) in enumerate(positions):
            t = time.perf_counter()
            choose(game, view, seat, lvl, Rng(seed + i))
            times.append(time.perf_counter() - t)
        print(
            f"{name:>7}: n={len(times):3d}  p50 {percentile(times, 0.5) * 1000:8.1f} ms  "
            f"p95 {percentile(times, 0.95) * 1000:8.1f} ms  max {max(times) * 1000:8.1f} ms  "
            f"mean {statistics.fmean(times) * 1000:8.1f} ms  (limit {lvl.iterations} it / {lvl.seconds} s)"
        )


def bench_timer(game: Game[Any], positions: list[tuple[Any, int]], level: str, requests: int) -> None:
    worker = AiWorker()
    worker.start()
    try:
        # Warm up: the first request pays for spawning and imports.
        view, seat = positions[0]
        worker.request("warm", game.id, game.to_json(view), seat, "easy", "move")
        while not any(isinstance(m, Result | Error) for m in worker.poll()):
            time.sleep(0.01)
        worst = 0.0
        gaps: list[float] = []
        answered = 0
        start = time.perf_counter()
        for i in range(requests):
            view, seat = positions[i % len(positions)]
            kind = "hint" if i % 2 else "move"
            worker.request(i, game.id, game.to_json(view), seat, level, kind)
            last = time.perf_counter()
            done = False
            while not done:
                time.sleep(0.010)  # the UI's 10 ms QTimer
                now = time.perf_counter()
                gap = now - last
                gaps.append(gap)
                worst = max(worst, gap)
                last = now
                for msg in worker.poll():
                    if isinstance(msg, Result | Error) and msg.request_id == i:
                        done = True
                        answered += isinstance(msg, Result)
        total = time.perf_counter() - start
        print(
            f"timer loop while the worker answered {answered}/{requests} {level} requests in {total:.1f} s: "
            f"{len(gaps)} ticks, p50 gap {percentile(gaps, 0.5) * 1000:.1f} ms, "
            f"p99 {percentile(gaps, 0.99) * 1000:.1f} ms, worst {worst * 1000:.1f} ms (10 ms timer; target < 20 ms)"
        )
    finally:
        t = time.perf_counter()
        worker.stop()
        print(f"worker stopped in {(time.perf_counter() - t) * 1000:.0f} ms")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tiny")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default="easy,normal,hard,hint")
    parser.add_argument("--timer-level", default="hard", choices=sorted(LEVELS))
    parser.add_argument("--timer-requests", type=int, default=4)
    args = parser.parse_args(argv)
    game = get_game(args.game)
    positions = sample_positions(game, args.players, args.positions, args.seed)
    print(f"{args.game}, {args.players} players, {len(positions)} positions with a real choice")
    bench_levels(game, positions, [name for name in args.levels.split(",") if name], args.seed)
    if args.timer_requests > 0:
        bench_timer(game, positions, args.timer_level, args.timer_requests)
    return 0


if __name__ == "__main__":
    sys.exit(main())
