"""The per-position cost of one table action, per game (offscreen, pure build).

    .venv/bin/python tools/bench_table_action.py [--games empires,ancient,heroes,territory] [--steps 60]

Plays random legal moves through the controller (``try_act``) with the game's table on screen, as a
hot-seat game does: every seat is a person and the viewer follows whoever moves, so each step redraws the
table for the seat that acts next (its view, legal actions and prompt). Prints per game the mean time of
one step (the move, the redraw, the viewer's switch; the least and the median of ``--runs``, as other work on
the machine slows single runs) and how often each step called the game's ``view``,
``legal_actions``, ``to_move`` and ``why_not`` on average.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections import Counter
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

COUNTED = ("view", "legal_actions", "to_move", "why_not")


def run(game_id: str, steps: int, seed: int) -> tuple[float, dict[str, float]]:
    from civitas.engine.registry import get_game
    from civitas.engine.session import Session
    from civitas.ui.controller import GameController
    from civitas.ui.game_tables import table_package

    game = get_game(game_id)
    session = Session.new(game, {}, seed)
    seats = game.num_seats(session.state)
    controller = GameController(session, set(range(seats)), "en")
    package = table_package(game_id)
    assert package is not None
    table = package.create_table(controller)
    table.resize(1280, 800)
    table.show()
    app = QApplication.instance()
    assert app is not None
    app.processEvents()
    calls: Counter[str] = Counter()
    totals: Counter[str] = Counter()
    for name in COUNTED:
        original = getattr(game, name)

        def counted(*args: Any, _name: str = name, _original: Any = original) -> Any:
            calls[_name] += 1
            return _original(*args)

        setattr(game, name, counted)
    rnd = random.Random(seed)
    times: list[float] = []
    try:
        for _ in range(steps):
            movers = game.to_move(session.state)
            if not movers:
                break
            seat = movers[0]
            action = rnd.choice(game.legal_actions(session.state, seat))
            calls.clear()
            t0 = time.perf_counter()
            controller.set_viewer(seat)
            controller.try_act(seat, action)
            app.processEvents()
            times.append((time.perf_counter() - t0) * 1000)
            totals.update(calls)
    finally:
        for name in COUNTED:
            delattr(game, name)
        table.close()
        table.deleteLater()
        app.processEvents()
    return statistics.fmean(times), {k: v / max(1, len(times)) for k, v in totals.items()}



def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", default="empires,ancient,heroes,territory")
    parser.add_argument("--steps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--runs", type=int, default=3, help="runs per game: the least and the median are printed")
    args = parser.parse_args()
    QApplication.instance() or QApplication([])
    for game_id in args.games.split(","):
        results = [run(game_id, args.steps, args.seed) for _ in range(args.runs)]
        means = [mean for mean, _ in results]
        per_step = results[0][1]
        counts = ", ".join(f"{name} {per_step.get(name, 0):.1f}" for name in COUNTED)
        print(f"{game_id}: {min(means):.1f} ms per step at least, {statistics.median(means):.1f} median of "
              f"{args.runs} runs; calls per step: {counts}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
