"""How quickly a replay goes to a step: milliseconds per ``go_to`` on the longest golden game of each game.

Run: ``.venv/bin/python tools/bench_replay.py`` (``--games heroes`` for one game, ``--jumps 400`` for more
samples, ``--table`` to time the game's own table redrawing too, offscreen).

For each game the longest recorded game in tests/golden is opened as a replay (``ReplaySession``: a
checkpoint every ``CHECKPOINT_SPACING`` steps over the whole game), then timed: a step forward (one step
applied to the position shown), a step back (a checkpoint copied and at most one interval applied), and
jumps to random steps; each with the viewer's view the table reads. A step never replays more than one
checkpoint interval, so the times do not grow with the game's length.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from civitas.engine.registry import game_ids
from civitas.engine.replay_session import ReplaySession
from civitas.engine.session import CHECKPOINT_SPACING
from civitas.storage.saves import SUFFIX, load_session

GOLDEN = Path(__file__).resolve().parents[1] / "tests" / "golden"


def longest(game_id: str) -> Path | None:
    files = sorted(GOLDEN.glob(f"{game_id}/*{SUFFIX}"), key=lambda p: p.stat().st_size)
    return files[-1] if files else None


def timed(go: Callable[[int], Any], steps: list[int]) -> float:
    """The mean milliseconds of ``go(step)`` over ``steps``."""
    times = []
    for step in steps:
        start = time.perf_counter()
        go(step)
        times.append((time.perf_counter() - start) * 1e3)
    return statistics.fmean(times)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", nargs="*", default=game_ids())
    parser.add_argument("--jumps", type=int, default=200)
    parser.add_argument("--table", action="store_true", help="also time the game's table redrawing (offscreen)")
    args = parser.parse_args()
    make_view: Callable[[ReplaySession], Callable[[int], Any]] | None = None
    if args.table:
        import os

        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from civitas.ui.app import create_app
        from civitas.ui.replay.window import ReplayWindow

        create_app([])
        windows: list[Any] = []  # kept alive while they are timed

        def make_view(session: ReplaySession) -> Callable[[int], Any]:
            window = ReplayWindow(session)
            window.resize(1280, 800)
            window.show()
            windows.append(window)
            return window.view.go_to

    print(f"checkpoint every {CHECKPOINT_SPACING} steps; ms per go_to (engine: the state and the viewer's view)")
    print(f"{'game':10} {'steps':>6} {'open ms':>8} {'forward':>8} {'back':>8} {'jump':>8}" +
          (f" {'table fwd':>10} {'table jump':>11}" if args.table else ""))
    for game_id in args.games:
        path = longest(game_id)
        if path is None:
            continue
        saved = load_session(path)
        start = time.perf_counter()
        session = ReplaySession(saved.game, saved.record)
        opened = (time.perf_counter() - start) * 1e3
        length = session.length
        rng = random.Random(7)

        def go(step: int, session: ReplaySession = session) -> Any:
            return session.game.view(session.state_at(step), 0)

        middle = length // 2
        session.state_at(middle)
        forward = timed(go, list(range(middle + 1, min(length, middle + 1 + args.jumps))))
        back = timed(go, list(range(min(length, middle + args.jumps), middle, -1))[: args.jumps])
        jump = timed(go, [rng.randrange(length + 1) for _ in range(args.jumps)])
        line = f"{game_id:10} {length:>6} {opened:>8.1f} {forward:>8.2f} {back:>8.2f} {jump:>8.2f}"
        if make_view is not None:
            view_go = make_view(ReplaySession(saved.game, saved.record))
            view_go(middle)
            samples = min(args.jumps, 40)
            table_forward = timed(view_go, list(range(middle + 1, min(length, middle + 1 + samples))))
            table_jump = timed(view_go, [rng.randrange(length + 1) for _ in range(samples)])
            line += f" {table_forward:>10.1f} {table_jump:>11.1f}"
        print(line)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
