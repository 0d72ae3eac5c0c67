"""Undo and load times on long recorded games: undo from checkpoints against a full replay, and
loading a save (every move replayed and checked) per step and for a 3,000-step game.

Run: ``.venv/bin/python tools/bench_undo_load.py`` (``--games heroes`` for one game, ``--seeds 60``
for a shorter search of the longest game).

The longest of ``--seeds`` seeded 4-player random games is recorded and saved. Undo: sessions are
loaded at positions around 1,500 and 3,000 steps and the seat whose undo goes back furthest undoes;
"after" is ``Session.undo`` (a checkpoint copied, the steps after it applied again), "before" is
what undo did until now: replaying the whole shortened record with its events. Loading is
``load_session`` on the saved file (parse, check, replay, state hash, playable check). Where no
game is that long the figure is per step times the length, marked "extrapolated"; an undo's time
does not grow with the game (it starts from a checkpoint), so it is measured at the last position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from civitas.engine import session as session_module
from civitas.engine.game import Game
from civitas.engine.record import GameRecord, replay
from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.saves import load_session, write_save

PLAYERS = 4


def random_length(game: Game[Any], seed: int) -> int:
    state = game.new_state(game.validate_options({"players": PLAYERS}), seed)
    rng = random.Random(seed)
    steps = 0
    while not game.is_over(state):
        movers = game.to_move(state)
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(state, seat)
        game.apply(state, seat, legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def recorded_game(game: Game[Any], seed: int) -> Session:
    session = Session.new(game, {"players": PLAYERS}, seed)
    rng = random.Random(seed)
    while not game.is_over(session.state):
        movers = game.to_move(session.state)
        seat = movers[rng.randrange(len(movers))]
        legal = game.legal_actions(session.state, seat)
        session.act(seat, legal[rng.randrange(len(legal))])
    return session


def undo_times(game: Game[Any], record: GameRecord, around: int, samples: int) -> tuple[list[float], list[float]]:
    """Undo times in ms (after, before) at up to ``samples`` undoable positions from ``around`` on (or
    the last ones of a shorter game, where "before" is scaled to ``around`` steps)."""
    after: list[float] = []
    before: list[float] = []
    at = max(1, min(around, len(record.steps) - 4 * samples))
    while len(after) < samples and at < len(record.steps):
        part = GameRecord(record.game_id, record.options, record.seed, steps=record.steps[:at])
        session = Session(game, part)
        at += 3
        targets = {seat: session.undo_target(seat) for seat in range(game.num_seats(session.state))}
        undoable = {seat: target for seat, target in targets.items() if target is not None}
        if not undoable:
            continue
        seat = min(undoable, key=lambda s: undoable[s])  # the undo that goes back furthest
        t0 = time.perf_counter()
        replay(game, part, upto=undoable[seat], events=[], starts=[])
        before.append((time.perf_counter() - t0) * 1e3 * max(1.0, around / max(undoable[seat], 1)))
        t0 = time.perf_counter()
        session.undo(seat)
        after.append((time.perf_counter() - t0) * 1e3)
    return after, before


def load_ms(path: Path, runs: int) -> tuple[float, float]:
    """The median and the best of ``runs`` loads in ms (the best is the figure least disturbed by
    whatever else the machine runs)."""
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        load_session(path)
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times), min(times)


def copy_bytes(game: Game[Any], state: Any) -> int:
    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    kept = game.copy(state)
    size = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()
    del kept
    return size


def _fmt(times: list[float]) -> str:
    return f"median {statistics.median(times):6.2f} ms, max {max(times):6.2f} ms ({len(times)} undos)"


def bench(game_id: str, seeds: int, samples: int, runs: int) -> None:
    game = get_game(game_id)
    length, seed = max((random_length(game, seed), seed) for seed in range(1, seeds + 1))
    session = recorded_game(game, seed)
    record = session.record
    print(f"{game_id}: longest of {seeds} seeded {PLAYERS}-player random games: seed {seed}, {length} steps")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long.civitas.json"
        write_save(path, session)
        loaded, best = load_ms(path, runs)
    per_step = loaded / length
    replays = []
    for _ in range(runs):
        t0 = time.perf_counter()
        replay(game, record, events=[], starts=[])
        replays.append((time.perf_counter() - t0) * 1e3 / length)
    replay_step = statistics.median(replays)
    print(
        f"  load {length} steps: {loaded:.1f} ms, {per_step * 1e3:.1f} µs a step (the replay {replay_step * 1e3:.1f})"
    )
    note = "" if length >= 3000 else " (extrapolated: per step x 3,000)"
    print(
        f"  load 3,000 steps: median {per_step * 3000:.1f} ms, best {best / length * 3000:.1f} ms{note}"
        "   target < 500 ms"
    )
    for around in (1500, 3000):
        after, before = undo_times(game, record, around, samples)
        if not after:
            print(f"  undo at {around}: no undoable position found")
            continue
        if length >= around:
            print(f"  undo at {around} steps: after {_fmt(after)}; before (full replay) {_fmt(before)}")
        else:
            print(
                f"  undo at {around} steps (the game has {length}; measured at its end): after {_fmt(after)};"
                f" before (full replay, extrapolated) median {statistics.median(before):.2f} ms,"
                f" max {max(before):.2f} ms   target < 50 ms"
            )
    size = copy_bytes(game, session.state)
    spacing = getattr(session_module, "CHECKPOINT_SPACING", None)  # absent before checkpoints existed
    most = getattr(session_module, "CHECKPOINT_MAX", 0)
    print(
        f"  checkpoints: one every {spacing} steps after the last barrier, at most {most};"
        f" a state copy {size / 1024:.1f} KiB, so at most {most * size / 1024:.0f} KiB"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="heroes,ancient")
    parser.add_argument("--seeds", type=int, default=200, help="seeded games searched for the longest")
    parser.add_argument("--samples", type=int, default=15, help="undos timed around each length")
    parser.add_argument("--runs", type=int, default=5, help="loads timed (the median is shown)")
    args = parser.parse_args(argv)
    for game_id in args.games.split(","):
        bench(game_id, args.seeds, args.samples, args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
