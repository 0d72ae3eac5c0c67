"""What a game's review costs: the time to review a whole 2-player game of each game, and the window's
longest stall while the review panel works one out (offscreen).

    .venv/bin/python tools/bench_review.py [--games heroes,ancient,territory,empires] [--level normal]
                                           [--stall-game heroes] [--skip-times] [--skip-stall]

The games are the stored 2-player games of ``tests/golden`` (whole games to their end), with seat 0 a
person and seat 1 a computer at Normal: the review judges each of seat 0's decisions with more than one
choice and seat 1 once a round (its curve). Printed per game: the moves, the searches for the person and
for the computer, the whole review's time, and the time per search; run in this process, like the worker
runs it. Then the stall: the review panel works out the review of ``--stall-game`` in the AI worker
process while a 5 ms timer measures the gaps of the event loop (target: the longest gap at most 20 ms),
from the start (the worker's launch) until the review is on screen. On a machine busy with other work the
wall-clock gaps include the time the window's thread waited for a CPU; the CPU time the window's thread
itself spent between two ticks is printed too (the panel's own share of a stall).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

from civitas.engine.record import GameRecord

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
GOLDEN = ROOT / "tests" / "golden"
GAMES = ("heroes", "ancient", "territory", "empires")


def bench_record(game_id: str) -> GameRecord:
    """The stored 2-player game of ``game_id``, seat 0 a person and seat 1 a Normal computer."""
    path = sorted((GOLDEN / game_id).glob("*2p*.civitas.json"))[0]
    record = GameRecord.from_json(json.loads(path.read_text(encoding="utf-8"))["record"])
    record.players = [{"name": "Person", "color": "#c0392b"}, {"name": "", "color": "#2874a6", "ai": "normal"}]
    return record


def review_time(game_id: str, level: str) -> dict[str, float]:
    from civitas.ai.review import review_record
    from civitas.engine.registry import get_game

    game = get_game(game_id)
    record = bench_record(game_id)
    start = time.perf_counter()
    review = review_record(game, record, level)
    seconds = time.perf_counter() - start
    person = sum(1 for j in review.judgements if j.person)
    return {
        "moves": len(record.steps),
        "person": person,
        "computer": len(review.judgements) - person,
        "seconds": seconds,
        "per_search": seconds / max(1, len(review.judgements)),
    }


def stall(game_id: str, level: str, limit_s: float) -> dict[str, float]:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from civitas.engine.registry import get_game
    from civitas.ui.app import create_app
    from civitas.ui.i18n import install_language
    from civitas.ui.review_panel import ReviewPanel

    app = create_app([])
    install_language("en")
    panel = ReviewPanel()
    panel.resize(1280, 800)
    panel.show()
    for _ in range(5):
        QApplication.processEvents()
    game, record = get_game(game_id), bench_record(game_id)  # loaded before the clock: a game is loaded once
    gaps: list[float] = []
    busy: list[float] = []  # the window thread's own CPU time between two ticks (other processes excluded)
    clock = QElapsedTimer()
    clock.start()
    last = [clock.nsecsElapsed(), time.thread_time()]

    def tick() -> None:
        now, cpu = clock.nsecsElapsed(), time.thread_time()
        gaps.append((now - last[0]) / 1e6)
        busy.append((cpu - last[1]) * 1000)
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    began = time.perf_counter()
    panel.start(game, record, None, level)
    while panel.state == "running" and time.perf_counter() - began < limit_s:
        app.processEvents()
        time.sleep(0.001)
    finished = panel.state == "done"
    if not finished:
        panel.cancel()
    for _ in range(20):  # the review on screen: its chart and lists drawn
        app.processEvents()
        time.sleep(0.005)
    timer.stop()
    panel.shutdown()
    gaps.sort()
    busy.sort()
    return {
        "busy_ms": busy[-1] if busy else 0.0,
        "seconds": time.perf_counter() - began,
        "finished": float(finished),
        "ticks": len(gaps),
        "longest_ms": gaps[-1] if gaps else 0.0,
        "p99_ms": gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0.0,
        "median_ms": statistics.median(gaps) if gaps else 0.0,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--level", default="normal")
    parser.add_argument("--stall-game", default="heroes")
    parser.add_argument("--stall-limit", type=float, default=600.0, help="cancel the panel's review after this")
    parser.add_argument("--skip-times", action="store_true")
    parser.add_argument("--skip-stall", action="store_true")
    args = parser.parse_args(argv)
    build = "pure" if os.environ.get("CIVITAS_PURE") else "compiled if built"
    print(f"review at {args.level} ({build} build)")
    if not args.skip_times:
        print(f"{'game':<10} {'moves':>6} {'person':>7} {'computer':>9} {'review s':>9} {'s/search':>9}")
        for game_id in args.games.split(","):
            row = review_time(game_id, args.level)
            print(f"{game_id:<10} {row['moves']:>6.0f} {row['person']:>7.0f} {row['computer']:>9.0f} "
                  f"{row['seconds']:>9.1f} {row['per_search']:>9.2f}", flush=True)
    if not args.skip_stall:
        row = stall(args.stall_game, args.level, args.stall_limit)
        done = "finished" if row["finished"] else "cancelled at the limit"
        print(f"panel on {args.stall_game}: {row['seconds']:.1f} s ({done}), {row['ticks']:.0f} timer ticks; "
              f"event-loop gap: longest {row['longest_ms']:.1f} ms, p99 {row['p99_ms']:.1f} ms, "
              f"median {row['median_ms']:.1f} ms (target: longest <= 20 ms); the window thread's own work "
              f"between two ticks at most {row['busy_ms']:.1f} ms of CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
