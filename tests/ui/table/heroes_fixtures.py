"""Sessions of Age of Heroes brought to a chosen moment, for table tests and the benchmark."""

from __future__ import annotations

from typing import Any

from civitas.engine.registry import get_game, register
from civitas.engine.session import Session
from civitas.ui.controller import GameController

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]


def heroes_game() -> Any:
    register("heroes", "civitas.games.heroes.package")
    return get_game("heroes")


def plain_step(game: Any, state: Any, seat: int) -> tuple[Any, ...]:
    """A dull legal move: end trading, skip actions, keep specials, answer 'none'."""
    actions = game.legal_actions(state, seat)
    for wanted in (("trade_done",), ("skip",), ("end_build",), ("respond", "none"), ("road_consent", True)):
        if wanted in actions:
            return wanted
    for action in actions:
        if action[0] == "monument" and action[2] == 0:
            return action
    return actions[0]


def session_at(players: int, seed: int, *, phase: str = "action", seat: int = 0, limit: int = 5000) -> Session:
    """A new game played with dull moves until ``seat`` must decide in ``phase`` (no pending decision)."""
    game = heroes_game()
    session = Session.new(game, {"players": players}, seed, players=[{"name": n} for n in NAMES[:players]])
    for _ in range(limit):
        state = session.state
        movers = game.to_move(state)
        if not movers:
            break
        if state.phase == phase and seat in movers and not state.pending:
            return session
        mover = movers[0]
        session.act(mover, plain_step(game, state, mover))
    raise AssertionError(f"never reached {phase} for seat {seat}")


def controller_for(session: Session, lang: str = "en", humans: set[int] | None = None) -> GameController:
    return GameController(session, humans if humans is not None else {0}, lang)


def busy_session(players: int, seed: int, steps: int = 400, seat: int = 0) -> Session:
    """A game played by builders for ``steps`` moves (many cities, armies, roads, monument cards),
    then on to ``seat``'s action phase: a full table for screenshots and the benchmark."""
    import random

    game = heroes_game()
    session = Session.new(game, {"players": players}, seed, players=[{"name": n} for n in NAMES[:players]])
    rng = random.Random(seed)
    for step in range(steps + 2000):
        state = session.state
        movers = game.to_move(state)
        if not movers:
            break
        if step >= steps and state.phase == "action" and seat in movers and not state.pending:
            return session
        mover = rng.choice(movers)
        actions = game.legal_actions(state, mover)
        builds = [
            a
            for a in actions
            if (a[0] == "build" and not (a[1] == "city" and state.cities[mover] >= 3))
            or (a[0] == "monument" and 0 < a[2] and state.monument[mover] + a[2] <= 3)
        ]  # busy, but nobody comes close to winning
        if builds:
            action = rng.choice(builds)
        elif ("trade_done",) in actions:
            action = ("trade_done",)
        elif ("end_build",) in actions:
            action = ("end_build",)
        else:
            action = ("tax",) if ("tax",) in actions else rng.choice(actions)
        session.act(mover, action)
    return session
