"""Seeded AI-vs-AI matches with win rates and 95 % Wilson intervals.

    python -m civitas.ai.ladder --game tiny --a hard --b easy --games 200 --players 2 --seed 1 [--jobs 2]

Player A takes one seat (rotating with the game number: game g puts A in seat g mod players), B all
the others. Every seat decides from its own view only. ``--no-time-limit`` bounds searches by
iterations only, which makes a run depend on the seed alone. ``--seconds S`` gives both players the same
time per decision instead (their iteration bounds lifted), and ``--a-set``/``--b-set field=value,...``
change fields of a player's level after the game's own adjustments, to weigh a variant against the
level as it is, e.g. a rollout horizon:

    python -m civitas.ai.ladder --game ancient --a hard --b hard --seconds 0.1 --b-set horizon=0,rollout_depth=16
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, fields, replace
from multiprocessing import get_context
from typing import Any

from civitas.ai.knowledge import knowledge_for
from civitas.ai.levels import LEVELS, Level, choose, for_game, get_level, without_time_limit
from civitas.ai.plans import PlanBook
from civitas.engine.registry import get_game
from civitas.engine.rng import Rng

MAX_STEPS = 5000


@dataclass(frozen=True, slots=True)
class MatchResult:
    index: int
    a_seat: int
    rewards: list[float]
    steps: int
    a_seconds: float
    a_decisions: int
    b_seconds: float
    b_decisions: int
    truncated: bool = False

    @property
    def a_score(self) -> float:
        return self.rewards[self.a_seat]


def wilson(successes: float, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval for a proportion (ties count as half a success)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def play_match(
    game_id: str,
    a: Level | str,
    b: Level | str,
    players: int,
    seed: int,
    index: int,
    options: dict[str, Any] | None = None,
) -> MatchResult:
    """One seeded game: A in seat ``index % players``, B in every other seat."""
    game = get_game(game_id)
    opts = dict(options or {})
    opts.setdefault("players", players)
    state = game.new_state(game.validate_options(opts), seed * 1_000_003 + index)
    a_seat = index % players
    levels = [get_level(a) if s == a_seat else get_level(b) for s in range(players)]
    ai_rng = Rng((seed * 7_919 + index) * 2_654_435_761 + 1)
    plans = PlanBook()  # each seat plays its search's plan for its follow-ups, as in a real game
    secs = [0.0, 0.0]
    counts = [0, 0]
    steps = 0
    while not game.is_over(state) and steps < MAX_STEPS:
        movers = game.to_move(state)
        if not movers:
            break

        # A simultaneous phase: every seat decides from the same position before any choice is applied.
        def decide(seat: int) -> Any:
            t = time.perf_counter()
            action = choose(game, game.view(state, seat), seat, levels[seat], ai_rng.fork(), plans=plans)
            who = 0 if seat == a_seat else 1
            secs[who] += time.perf_counter() - t
            counts[who] += 1
            return action

        decisions = [(seat, decide(seat)) for seat in movers]
        for seat, action in decisions:
            if seat not in game.to_move(state):
                continue
            if action not in game.legal_actions(state, seat):  # an earlier choice changed the options
                action = decide(seat)
            game.apply(state, seat, action)
            steps += 1
    over = game.is_over(state)
    rewards = game.rewards(state) if over else [1.0 / players] * players
    return MatchResult(index, a_seat, rewards, steps, secs[0], counts[0], secs[1], counts[1], not over)


def _play_star(args: tuple[Any, ...]) -> MatchResult:
    return play_match(*args)


def run_ladder(
    game_id: str,
    a: Level | str,
    b: Level | str,
    games: int,
    players: int,
    seed: int,
    jobs: int = 1,
    options: dict[str, Any] | None = None,
    verbose: bool = False,
    first: int = 0,
) -> list[MatchResult]:
    """Play the seeded games ``first`` .. ``games - 1``; a run can be split and its parts added up."""
    tasks = [(game_id, a, b, players, seed, i, options) for i in range(first, games)]
    results: list[MatchResult] = []

    def note(r: MatchResult) -> None:
        results.append(r)
        if verbose:
            a_total = sum(x.a_score for x in results)
            print(
                f"game {r.index:4d}: A in seat {r.a_seat} scored {r.a_score:.2f} in {r.steps} steps; "
                f"A so far {a_total:.1f}/{len(results)}",
                file=sys.stderr,
                flush=True,
            )

    if jobs <= 1:
        for t in tasks:
            note(_play_star(t))
        return results
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn")) as pool:
        for r in pool.map(_play_star, tasks, chunksize=1):
            note(r)
    return results


def summarize(results: list[MatchResult], a_name: str, b_name: str, players: int) -> str:
    n = len(results)
    a_wins = sum(r.a_score for r in results)
    b_wins = sum(1.0 - r.a_score for r in results)  # B holds every other seat
    lo, hi = wilson(a_wins, n)
    blo, bhi = wilson(b_wins, n)
    truncated = sum(r.truncated for r in results)
    a_dec = sum(r.a_decisions for r in results) or 1
    b_dec = sum(r.b_decisions for r in results) or 1
    lines = [
        f"{n} games, {players} players; A={a_name} in one seat (rotating), B={b_name} in the others",
        f"A {a_name:>8}: win rate {a_wins / max(n, 1):6.1%}  95% CI [{lo:6.1%}, {hi:6.1%}]"
        f"  (even share {1 / players:.1%})  {sum(r.a_seconds for r in results) / a_dec * 1000:7.1f} ms/decision",
        f"B {b_name:>8}: win rate {b_wins / max(n, 1):6.1%}  95% CI [{blo:6.1%}, {bhi:6.1%}]"
        f"  {sum(r.b_seconds for r in results) / b_dec * 1000:7.1f} ms/decision",
        f"average length {sum(r.steps for r in results) / max(n, 1):.1f} steps; unfinished games {truncated}",
    ]
    return "\n".join(lines)


def _parse(kind: str, raw: str) -> Any:
    """A level field's value from the command line (the dataclass's annotations are strings here)."""
    if kind == "int":
        return int(raw)
    if kind == "float":
        return float(raw)
    if kind == "bool":
        return raw.lower() in ("1", "true", "yes")
    return raw


def variant(game_id: str, level: Level | str, settings: str, seconds: float | None) -> Level | str:
    """``level`` as the game plays it with ``settings`` ("field=value,...") on top, and with ``seconds`` per
    decision (iterations unbounded) when given. A changed level takes the name "<name>*" so the game's
    adjustments are not applied twice."""
    if not settings and seconds is None:
        return level
    base = for_game(get_level(level), knowledge_for(game_id))
    types = {f.name: f.type for f in fields(Level)}
    changes: dict[str, Any] = {}
    for item in filter(None, settings.split(",")):
        key, _, raw = item.partition("=")
        kind = types.get(key)
        if kind is None or key in ("name", "seconds"):
            raise SystemExit(f"--a-set/--b-set: unknown or fixed level field {key!r}")
        changes[key] = _parse(str(kind), raw)
    if seconds is not None:
        changes.update(seconds=seconds, iterations=10**9)
    return replace(base, name=base.name + "*", **changes)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m civitas.ai.ladder", description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="tiny")
    parser.add_argument("--a", default="hard", choices=sorted(LEVELS))
    parser.add_argument("--b", default="easy", choices=sorted(LEVELS))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--first", type=int, default=0, help="start at this game index (to finish a split run)")
    parser.add_argument("--no-time-limit", action="store_true", help="bound searches by iterations only")
    parser.add_argument("--seconds", type=float, default=None, help="equal time per decision for both players")
    parser.add_argument("--a-set", default="", help="level fields for A, e.g. horizon=1,rollout_depth=64")
    parser.add_argument("--b-set", default="", help="level fields for B")
    parser.add_argument("--verbose", action="store_true", help="report every game on stderr")
    args = parser.parse_args(argv)
    a: Level | str = without_time_limit(args.a) if args.no_time_limit else args.a
    b: Level | str = without_time_limit(args.b) if args.no_time_limit else args.b
    a = variant(args.game, a, args.a_set, args.seconds)
    b = variant(args.game, b, args.b_set, args.seconds)
    start = time.perf_counter()
    results = run_ladder(
        args.game, a, b, args.games, args.players, args.seed, args.jobs, verbose=args.verbose, first=args.first
    )
    print(summarize(results, args.a, args.b, args.players))
    print(f"wall time {time.perf_counter() - start:.1f} s with {args.jobs} job(s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
