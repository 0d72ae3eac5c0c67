"""Headless simulator: ``python -m civitas.games.heroes.sim --games N --players P --seed S``.

Agents are callables ``agent(game, view_state, seat, rng) -> action``; ``random`` is built in, and
other modules may add to ``AGENTS``.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from civitas.engine.actions import Action
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME, HeroesGame
from civitas.games.heroes.state import HeroesState

Agent = Callable[[HeroesGame, HeroesState, int, Rng], Action]


def random_agent(game: HeroesGame, view_state: HeroesState, seat: int, rng: Rng) -> Action:
    return rng.choice(game.legal_actions(view_state, seat))


AGENTS: dict[str, Agent] = {"random": random_agent}


def play_game(
    agents: Sequence[Agent],
    seed: int,
    round_limit: int = 60,
    use_views: bool = False,
    max_steps: int = 200_000,
) -> tuple[HeroesState, int]:
    """One game; returns the final state and the number of steps. Agents see views when asked
    (slower); the random agent is fine with the full state, it only lists legal actions."""
    game = GAME
    n = len(agents)
    s = game.new_state({"players": n, "round_limit": round_limit}, seed)
    rng = Rng(seed ^ 0x5EED)
    steps = 0
    while s.phase != "over":
        movers = game.to_move(s)
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        shown = game.view(s, seat) if use_views else s
        action = agents[seat](game, shown, seat, rng)
        game.apply(s, seat, action)
        steps += 1
        if steps >= max_steps:  # pragma: no cover - the round limit ends every game long before
            raise RuntimeError("game did not end")
    return s, steps


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="civitas.games.heroes.sim", description="Age of Heroes simulator")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--round-limit", type=int, default=60)
    p.add_argument("--agents", type=str, default="", help="comma-separated agent per seat (default: random)")
    p.add_argument(
        "--views", action="store_true", help="hand every agent a redacted view (always on for agents other than random)"
    )
    args = p.parse_args(list(argv) if argv is not None else None)
    names = [a for a in args.agents.split(",") if a] or ["random"] * args.players
    if len(names) == 1:
        names = names * args.players
    if len(names) != args.players or not 2 <= args.players <= 6:
        print("need 2-6 players and one agent per seat", file=sys.stderr)
        return 2
    try:
        agents = [AGENTS[name] for name in names]
    except KeyError as exc:
        print(f"unknown agent {exc}; known: {', '.join(AGENTS)}", file=sys.stderr)
        return 2
    wins: Counter[int] = Counter()
    hows: Counter[str] = Counter()
    rounds = steps_total = 0
    t0 = time.perf_counter()
    for g in range(args.games):
        views = args.views or any(name != "random" for name in names)
        s, steps = play_game(agents, args.seed + g, args.round_limit, views)
        wins[s.winner] += 1
        hows[s.how] += 1
        rounds += s.round
        steps_total += steps
    dt = time.perf_counter() - t0
    out: dict[str, Any] = {
        "games": args.games,
        "players": args.players,
        "wins_per_seat": {f"{i} ({names[i]})": wins[i] for i in range(args.players)},
        "how": dict(hows),
        "avg_rounds": rounds / max(1, args.games),
        "avg_steps": steps_total / max(1, args.games),
        "seconds": round(dt, 2),
    }
    for key, value in out.items():
        print(f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
