"""What an autosave costs the UI thread after a step: the time ``GameScreen`` spends in it per step on
a long random game (the median of ``--runs``), for ``autosave`` (the whole save written there) and,
``Autosaver.submit`` (a snapshot handed to the writer thread).

Run: ``.venv/bin/python tools/bench_autosave.py`` (``--games empires`` for one game)."""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from typing import Any

from civitas.engine.registry import get_game
from civitas.engine.session import Session


def long_session(game_id: str, steps: int, seed: int) -> Session:
    game = get_game(game_id)
    session = Session.new(game, {"players": 4}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        movers = game.to_move(session.state)
        if not movers:
            break
        legal = game.legal_actions(session.state, movers[0])
        session.act(movers[0], legal[rng.randrange(len(legal))])
    return session


def timed(call: Any, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="empires,ancient")
    parser.add_argument("--steps", type=int, default=400)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    os.environ["CIVITAS_DATA_DIR"] = tempfile.mkdtemp(prefix="civitas-bench-")
    from civitas.storage import saves
    from civitas.storage.autosaver import Autosaver

    for game_id in args.games.split(","):
        measure(game_id, args.steps, args.runs, saves.autosave, Autosaver)


def measure(game_id: str, steps: int, runs: int, autosave: Any, autosaver: Any) -> None:
    session = long_session(game_id, steps, 7)
    done = len(session.record.steps)
    ms = timed(lambda: autosave(session), runs)
    print(f"{game_id} ({done} steps): the whole autosave on the calling thread {ms:.2f} ms")
    writer = autosaver()
    ms = timed(lambda: writer.submit(session), runs)
    writer.close()
    print(f"{game_id} ({done} steps): Autosaver.submit on the UI thread {ms:.3f} ms")

if __name__ == "__main__":
    main()
