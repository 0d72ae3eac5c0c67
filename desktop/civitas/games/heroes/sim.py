"""Age of Heroes in the simulator: its figures about a finished game (``HeroesGame.sim_stats``), a
quick headless game for tests, and ``python -m civitas.games.heroes.sim`` as a short name for
``civitas sim --game heroes`` (the simulator itself is generic: :mod:`civitas.ai.sim`).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence

from civitas.engine.actions import Action
from civitas.engine.rng import Rng
from civitas.games.heroes import GAME, HeroesGame
from civitas.games.heroes.cards import BLOCKED, GEN
from civitas.games.heroes.state import HeroesState

Agent = Callable[[HeroesGame, HeroesState, int, Rng], Action]


def sim_stats(s: HeroesState) -> dict[str, float]:
    """Rounds played, tribes eliminated, and what the winner and the table had built at the end."""
    w = s.winner
    alive = [i for i in range(s.n) if s.alive[i]] or [w]
    return {
        "rounds": s.round,
        "eliminated": len(s.out),
        "winner_cities": s.cities[w],
        "winner_monument": s.monument[w],
        "winner_armies": len(s.armies[w]),
        "cities_per_tribe": sum(s.cities[i] for i in alive) / len(alive),
        "armies_per_tribe": sum(len(s.armies[i]) for i in alive) / len(alive),
        "generals": sum(1 for a in s.armies for c in a if c & GEN),
        "fortresses": sum(s.forts),
        "roads": len(s.roads),
        "armies_under_earthquake": sum(1 for a in s.armies for c in a if c & BLOCKED),
    }


def random_agent(game: HeroesGame, view_state: HeroesState, seat: int, rng: Rng) -> Action:
    return rng.choice(game.legal_actions(view_state, seat))


def play_game(
    agents: Sequence[Agent],
    seed: int,
    round_limit: int = 60,
    use_views: bool = False,
    max_steps: int = 200_000,
) -> tuple[HeroesState, int]:
    """One game with agents as callables; returns the final state and the number of steps. Agents
    see views when asked (slower); the random agent is fine with the full state."""
    game = GAME
    s = game.new_state({"players": len(agents), "round_limit": round_limit}, seed)
    rng = Rng(seed ^ 0x5EED)
    steps = 0
    while s.phase != "over":
        movers = game.to_move(s)
        seat = movers[0] if len(movers) == 1 else movers[rng.below(len(movers))]
        shown = game.view(s, seat) if use_views else s
        game.apply(s, seat, agents[seat](game, shown, seat, rng))
        steps += 1
        if steps >= max_steps:  # pragma: no cover - the round limit ends every game long before
            raise RuntimeError("game did not end")
    return s, steps


def main(argv: Sequence[str] | None = None) -> int:
    """``civitas sim --game heroes`` with the same arguments (``--round-limit N`` is accepted as a
    short form of ``--option round_limit=N``)."""
    from civitas.ai.sim import main as sim_main

    args = list(sys.argv[1:] if argv is None else argv)
    out = ["--game", "heroes"]
    i = 0
    while i < len(args):
        if args[i] == "--round-limit" and i + 1 < len(args):
            out += ["--option", f"round_limit={args[i + 1]}"]
            i += 2
            continue
        out.append(args[i])
        i += 1
    return sim_main(out)


if __name__ == "__main__":
    sys.exit(main())
