"""Headless simulator for any registered game:

    civitas sim --game ID --players N --games K --seed S --agents random,easy,hard [--check]

Each seat is played by an agent: an AI level (``random``, ``policy``, ``easy``, ``normal``,
``hard``; see :mod:`civitas.ai.levels`). The agents listed fill the seats in order, repeated as
needed, and move one seat to the left every game (``--fixed-seats`` keeps them still), so that win
rates per seat measure the seats and win rates per agent the agents. Every AI decides from its own
view only. Prints win rates per seat and per agent with 95 % Wilson intervals, game lengths, how
the games ended and the means of the game's own figures (``Game.sim_stats``). ``--check`` runs the
game's ``check_invariants`` and ``why_not`` after every action and stops at the first failure.
A run depends on its seed alone when every agent is ``random`` or ``policy`` or with
``--no-time-limit``.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any

from civitas.ai.ladder import wilson
from civitas.ai.levels import LEVELS, Level, choose, get_level, without_time_limit
from civitas.engine.game import Game, OptionError, OptionSpec
from civitas.engine.registry import UnknownGame, all_game_ids, game_ids, get_game
from civitas.engine.rng import Rng

MAX_STEPS = 200_000
UNFINISHED = "unfinished"


class InvariantBroken(RuntimeError):
    """``--check`` found a broken invariant or an agent's illegal action."""


@dataclass(frozen=True, slots=True)
class GameResult:
    index: int
    seed: int
    agents: list[str]  # by seat
    rewards: list[float]  # by seat; equal shares for an unfinished game
    steps: int
    how: str  # the winner's ScoreLine.how ("" if the game does not say), or UNFINISHED
    stats: dict[str, float] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)  # thinking time by agent
    decisions: dict[str, int] = field(default_factory=dict)  # decisions by agent


def seat_agents(names: Sequence[str], players: int, index: int, rotate: bool = True) -> list[str]:
    """The agent of every seat in game ``index``: the names repeated over the seats, moved one seat
    to the left every game when ``rotate``."""
    shift = index % players if rotate else 0
    return [names[(seat - shift) % players % len(names)] for seat in range(players)]


def play_one(
    game_id: str,
    options: dict[str, Any],
    seed: int,
    index: int,
    agents: list[str],
    levels: dict[str, Level],
    check: bool = False,
) -> GameResult:
    """One seeded game; the game's seed and the agents' randomness both come from ``seed`` and ``index``."""
    game = get_game(game_id)
    game_seed = seed * 1_000_003 + index
    state = game.start(options, game_seed)[0]
    rng = Rng(game_seed * 2_654_435_761 + 7)
    seconds: dict[str, float] = {}
    decisions: dict[str, int] = {}
    steps = 0
    if check:
        _check(game, state, index, game_seed, steps, None)
    while not game.is_over(state) and steps < MAX_STEPS:
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        name = agents[seat]
        t = time.perf_counter()
        action = decide(game, state, seat, levels[name], rng)
        seconds[name] = seconds.get(name, 0.0) + time.perf_counter() - t
        decisions[name] = decisions.get(name, 0) + 1
        if check:
            reason = game.why_not(state, seat, action)
            if reason is not None:
                raise InvariantBroken(
                    f"game {index} (seed {game_seed}) step {steps}: {name} chose {action} for seat {seat}: {reason}"
                )
        game.apply(state, seat, action)
        steps += 1
        if check:
            _check(game, state, index, game_seed, steps, (seat, action))
    n = game.num_seats(state)
    if game.is_over(state):
        rewards = game.rewards(state)
        hows = [line.how for line in game.scores(state) if line.won]
        how = hows[0] if hows else ""
        stats = {k: float(v) for k, v in game.sim_stats(state).items()}
    else:
        rewards, how, stats = [1.0 / n] * n, UNFINISHED, {}
    return GameResult(index, game_seed, agents, rewards, steps, how, stats, seconds, decisions)


def decide(game: Game[Any], state: Any, seat: int, level: Level, rng: Rng) -> Any:
    """What an agent of ``level`` plays for ``seat``: a random legal move, or its choice from the seat's view."""
    if level.iterations <= 0 and not level.game_policy:  # a random player needs no view: only its options
        legal = game.legal_actions(state, seat)
        return legal[rng.below(len(legal))]
    return choose(game, game.view(state, seat), seat, level, rng.fork())


def _check(game: Game[Any], state: Any, index: int, seed: int, steps: int, last: tuple[int, Any] | None) -> None:
    problems = game.check_invariants(state)
    if problems:
        after = f"after seat {last[0]} played {last[1]}" if last else "at the start"
        raise InvariantBroken(f"game {index} (seed {seed}) step {steps} {after}: " + "; ".join(problems))


def _play_star(args: tuple[Any, ...]) -> GameResult:
    return play_one(*args)


def run_sim(
    game_id: str,
    options: dict[str, Any],
    games: int,
    seed: int,
    names: Sequence[str],
    rotate: bool = True,
    no_time_limit: bool = False,
    check: bool = False,
    jobs: int = 1,
) -> list[GameResult]:
    """Play ``games`` seeded games; the results do not depend on ``jobs``."""
    levels = {name: without_time_limit(name) if no_time_limit else get_level(name) for name in set(names)}
    players = int(options["players"])
    tasks = [(game_id, options, seed, i, seat_agents(names, players, i, rotate), levels, check) for i in range(games)]
    if jobs <= 1:
        return [_play_star(t) for t in tasks]
    with ProcessPoolExecutor(max_workers=jobs, mp_context=get_context("spawn")) as pool:
        return list(pool.map(_play_star, tasks, chunksize=1))


# --- the summary ------------------------------------------------------------------------------------
def summary(results: list[GameResult], players: int) -> dict[str, Any]:
    """Win rates (ties shared) with 95 % Wilson intervals, lengths, endings and the game's figures."""
    n = len(results)
    per_seat = []
    for seat in range(players):
        wins = sum(r.rewards[seat] for r in results)
        lo, hi = wilson(wins, n)
        per_seat.append({"seat": seat, "wins": wins, "games": n, "rate": wins / max(n, 1), "ci": [lo, hi]})
    per_agent = []
    for name in dict.fromkeys(a for r in results for a in r.agents):
        seat_games = sum(r.agents.count(name) for r in results)
        wins = sum(r.rewards[s] for r in results for s, a in enumerate(r.agents) if a == name)
        lo, hi = wilson(wins, seat_games)
        secs = sum(r.seconds.get(name, 0.0) for r in results)
        decided = sum(r.decisions.get(name, 0) for r in results)
        per_agent.append(
            {
                "agent": name,
                "wins": wins,
                "seat_games": seat_games,
                "rate": wins / max(seat_games, 1),
                "ci": [lo, hi],
                "ms_per_decision": secs / max(decided, 1) * 1000,
            }
        )
    steps = [r.steps for r in results]
    keys = list(dict.fromkeys(k for r in results for k in r.stats))
    finished = [r for r in results if r.how != UNFINISHED]
    return {
        "games": n,
        "players": players,
        "even_share": 1 / players,
        "per_seat": per_seat,
        "per_agent": per_agent,
        "steps": {
            "mean": statistics.fmean(steps) if steps else 0.0,
            "median": statistics.median(steps) if steps else 0,
            "min": min(steps, default=0),
            "max": max(steps, default=0),
        },
        "endings": dict(Counter(r.how or "finished" for r in results).most_common()),
        "stats": {k: statistics.fmean([r.stats[k] for r in finished if k in r.stats]) for k in keys},
    }


def format_summary(data: dict[str, Any], game_id: str, agents: str, rotate: bool, seconds: float) -> str:
    def pct(x: float) -> str:
        return f"{x:6.1%}"

    n = data["games"]
    lines = [
        f"{game_id}: {n} games, {data['players']} players; agents {agents}"
        + (" (moving one seat left every game)" if rotate else " (fixed seats)"),
        f"win rate per seat (even share {data['even_share']:.1%}):",
    ]
    for row in data["per_seat"]:
        lo, hi = row["ci"]
        lines.append(f"  seat {row['seat'] + 1}: {pct(row['rate'])}  95% CI [{pct(lo)}, {pct(hi)}]")
    lines.append("win rate per agent (over the seats it held):")
    for row in data["per_agent"]:
        lo, hi = row["ci"]
        lines.append(
            f"  {row['agent']:>8}: {pct(row['rate'])}  95% CI [{pct(lo)}, {pct(hi)}]  of {row['seat_games']} seats"
            f"  {row['ms_per_decision']:8.2f} ms/decision"
        )
    st = data["steps"]
    lines.append(f"game length (steps): mean {st['mean']:.1f}, median {st['median']}, min {st['min']}, max {st['max']}")
    endings = ", ".join(f"{how} {count} ({count / max(n, 1):.0%})" for how, count in data["endings"].items())
    lines.append(f"how games ended: {endings}")
    if data["stats"]:
        lines.append("game figures (mean over finished games):")
        lines.extend(f"  {key}: {value:.2f}" for key, value in data["stats"].items())
    lines.append(f"wall time {seconds:.1f} s")
    return "\n".join(lines)


# --- the command line -------------------------------------------------------------------------------
def parse_option(game: Game[Any], text: str) -> tuple[str, Any]:
    """``key=value`` for one of the game's options, the value read as the option's kind."""
    key, sep, raw = text.partition("=")
    spec: OptionSpec | None = next((s for s in game.options if s.key == key), None)
    if not sep or spec is None:
        known = ", ".join(s.key for s in game.options if s.key != "players")
        raise ValueError(f"--option {text!r}: expected KEY=VALUE with KEY one of: {known}")
    if spec.kind == "int":
        return key, int(raw)
    if spec.kind == "bool":
        return key, raw.lower() in ("1", "true", "yes", "on")
    if spec.kind == "seq":
        return key, [int(x) for x in raw.split(",") if x]
    return key, raw


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="civitas sim", description=__doc__.splitlines()[0].rstrip(":"))
    p.add_argument("--game", default=None, help=f"a registered game ({', '.join(all_game_ids())}); default: the first")
    p.add_argument("--players", type=int, default=None, help="default: the game's default")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--agents", default="random", help=f"comma-separated, one of: {', '.join(LEVELS)}")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a game option (repeatable)")
    p.add_argument("--fixed-seats", action="store_true", help="agents keep their seats every game")
    p.add_argument("--no-time-limit", action="store_true", help="bound AI searches by iterations only")
    p.add_argument("--check", action="store_true", help="check the game's invariants after every action")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--json", action="store_true", help="print the summary as JSON")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = parser().parse_args(list(argv) if argv is not None else None)
    game_id = args.game or game_ids()[0]
    try:
        game = get_game(game_id)
    except UnknownGame:
        print(f"unknown game {game_id!r}; known: {', '.join(all_game_ids())}", file=sys.stderr)
        return 2
    names = [a.strip() for a in args.agents.split(",") if a.strip()]
    unknown = [a for a in names if a not in LEVELS]
    if not names or unknown:
        print(f"unknown agent {', '.join(unknown)}; known: {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    try:
        raw = dict(parse_option(game, text) for text in args.option)
        if args.players is not None:
            raw["players"] = args.players
        options = game.validate_options(raw)
    except (ValueError, OptionError) as exc:
        print(f"bad options for {game_id}: {exc}", file=sys.stderr)
        return 2
    players = int(options.get("players", game.min_players))
    options["players"] = players
    if len(names) > players:
        print(f"{len(names)} agents for {players} seats", file=sys.stderr)
        return 2
    rotate = not args.fixed_seats
    start = time.perf_counter()
    try:
        results = run_sim(
            game_id, options, args.games, args.seed, names, rotate, args.no_time_limit, args.check, args.jobs
        )
    except InvariantBroken as exc:
        print(f"check failed: {exc}", file=sys.stderr)
        return 1
    data = summary(results, players)
    if args.json:
        print(json.dumps({"game": game_id, "options": options, "agents": names, **data}, indent=1))
    else:
        print(format_summary(data, game_id, ",".join(names), rotate, time.perf_counter() - start))
    return 0


if __name__ == "__main__":
    sys.exit(main())
