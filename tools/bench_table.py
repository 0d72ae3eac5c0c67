"""Frame time while dragging a card on a full 6-player Age of Heroes table (offscreen).

    .venv/bin/python tools/bench_table.py [--frames 300] [--runs 5] [--size 1920x1080]

A frame is one mouse move delivered to the view (the drag moves the card and updates the drop
highlights) plus the repaint it causes: the event loop is run until the viewport has painted the
changed region ("frame"). ``--full`` repaints the whole viewport every frame instead (the worst
case, as after a resize). Prints mean and 95th percentile per run and the median of the runs.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "ui" / "table"))

from PySide6.QtCore import QPoint, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def run_once(frames: int, width: int, height: int, full: bool) -> list[float]:
    from heroes_fixtures import busy_session, controller_for

    from civitas.games.heroes.table import HeroesTable
    from civitas.ui.table.card_item import CardItem

    session = busy_session(6, 17)
    controller = controller_for(session)
    table = HeroesTable(controller)
    table.resize(width, height)
    table.show()
    app = QApplication.instance()
    assert app is not None
    for _ in range(10):
        app.processEvents()
    view = table.view
    viewport = view.viewport()
    card = next(p for p in table.scene.pieces_in("hand") if isinstance(p, CardItem))
    start = view.mapFromScene(card.sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    times: list[float] = []
    for i in range(frames):
        angle = i / frames * 4 * math.pi
        point = QPoint(round(width * 0.5 + width * 0.35 * math.cos(angle)),
                       round(height * 0.45 + height * 0.3 * math.sin(angle)))
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, point)
        if full:
            viewport.repaint()
        else:
            app.processEvents()  # delivers the pending update: paints the changed region
        times.append((time.perf_counter() - t0) * 1000)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    table.close()
    table.deleteLater()
    app.processEvents()
    return times[10:]  # the first frames fill the pixmap cache


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--full", action="store_true", help="repaint the whole viewport every frame")
    args = parser.parse_args()
    width, height = (int(x) for x in args.size.split("x"))
    QApplication.instance() or QApplication([])
    means, p95s = [], []
    for run in range(args.runs):
        times = sorted(run_once(args.frames, width, height, args.full))
        mean = statistics.fmean(times)
        p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
        means.append(mean)
        p95s.append(p95)
        print(f"run {run + 1}: mean {mean:.2f} ms, p95 {p95:.2f} ms over {len(times)} frames")
    mode = "full repaints" if args.full else "changed regions"
    print(f"median of {args.runs} runs at {width}x{height} ({mode}): mean {statistics.median(means):.2f} ms, "
          f"p95 {statistics.median(p95s):.2f} ms per frame")
    return 0


if __name__ == "__main__":
    sys.exit(main())
