"""Per-action cost of the game log panel on a long log, before and after the incremental log (offscreen).

    .venv/bin/python tools/bench_log.py [--games heroes,ancient] [--lines 1500,3000] [--actions 40] [--runs 3]

For each game and log length, the log is filled with the events of whole games the random AI played
(4 players, seeded) until it has about that many lines, then a new game is played on through the
controller, one random-AI action at a time. After each action the panel is brought up to date and
timed: rendering the lines, changing the rows and the list's layout of its rows (painting, the same
for any log length, is left out). "before" is the old path: every event rendered, the list cleared
and filled again, so the list wraps every line's text anew; "after" is ``LogPanel.refresh`` (only new
lines rendered and added; the list lays its rows out from their stored heights, a C++ loop of about
0.5 µs a row, the one part still growing with the log). Prints the mean per action of each run, the
median of the runs and the median action.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtWidgets import QApplication, QListView, QListWidget, QWidget  # noqa: E402

from civitas.ai.levels import choose  # noqa: E402
from civitas.engine.log import entry_for, render  # noqa: E402
from civitas.engine.registry import get_game  # noqa: E402
from civitas.engine.rng import Rng  # noqa: E402
from civitas.engine.session import Session  # noqa: E402
from civitas.ui.controller import GameController  # noqa: E402
from civitas.ui.log_panel import LogPanel, log_row  # noqa: E402
from civitas.ui.style import STYLE_SHEET  # noqa: E402

PLAYERS = 4
SIZE = (320, 720)  # about the log panel beside a 1280x800 table


def played_game(game_id: str, seed: int, level: str = "random") -> Session:
    """A whole game the AI at ``level`` played for every seat."""
    game = get_game(game_id)
    session = Session.new(game, {"players": PLAYERS}, seed, [{"name": f"Seat {n + 1}"} for n in range(PLAYERS)])
    rng = Rng(seed)
    while movers := game.to_move(session.state):
        seat = movers[0]
        session.act(seat, choose(game, game.view(session.state, seat), seat, level, rng))
    return session


def filled_controller(game_id: str, lines: int) -> GameController:
    """A controller on a new game whose log already holds about ``lines`` lines of earlier games."""
    game = get_game(game_id)
    session = Session.new(game, {"players": PLAYERS}, 1, [{"name": f"Seat {n + 1}"} for n in range(PLAYERS)])
    controller = GameController(session, {0}, "en")
    controller.rebuild_log()
    seed = 100
    while len(controller.rendered_log().items) < lines:
        for event in played_game(game_id, seed).events:
            controller.log.add([event])
            if len(controller.rendered_log().items) >= lines:
                break
        seed += 1
    return controller


def old_refresh(controller: GameController, widget: QListWidget) -> None:
    """The log panel's refresh before the incremental log: every event rendered for the viewer, the
    rows compared, then the list cleared and every row added again."""
    catalog, names, kinds = controller.catalog, controller.player_names(), controller.game.recap_kinds()
    items: list[tuple[str, bool]] = []
    for event in controller.log.events:
        entry = entry_for(event, controller.viewer_seat, catalog)
        if entry is not None:
            text = render(catalog.get(entry.msg, entry.msg), entry.args, catalog, controller.lang, names)
            items.append((text, event.kind in kinds))
    shown = [widget.item(i).text() for i in range(widget.count())]
    bold = [item.text() for i in range(widget.count()) if (item := widget.item(i)).font().bold()]
    if [text for text, _ in items] == shown and [t for t, b in items if b] == bold:
        return
    widget.clear()
    for text, important in items:
        widget.addItem(log_row(text, important))
    widget.scrollToBottom()


def old_list() -> QListWidget:
    widget = QListWidget()
    widget.setObjectName("gameLog")
    widget.setWordWrap(True)
    widget.setTextElideMode(Qt.TextElideMode.ElideNone)
    widget.setResizeMode(QListView.ResizeMode.Adjust)
    widget.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    widget.setAlternatingRowColors(True)
    return widget


def run_once(game_id: str, lines: int, actions: int, incremental: bool) -> tuple[list[float], int]:
    """Milliseconds of log work for each of ``actions`` actions, and the log's lines at the end."""
    app = QApplication.instance()
    assert app is not None
    controller = filled_controller(game_id, lines)
    refresh: Callable[[], None]
    widget: QWidget
    if incremental:
        panel = LogPanel(controller)
        controller.changed.disconnect(panel.refresh)  # timed by hand below
        widget, refresh = panel, panel.refresh
    else:
        plain = old_list()
        widget, refresh = plain, lambda: old_refresh(controller, plain)
    widget.resize(*SIZE)
    widget.show()
    for _ in range(5):
        app.processEvents()
    refresh()
    app.processEvents()
    game, rng = controller.game, Rng(7)
    times: list[float] = []
    for _ in range(actions):
        movers = game.to_move(controller.session.state)
        if not movers:
            break
        seat = movers[0]
        controller.try_act(seat, choose(game, game.view(controller.session.state, seat), seat, "random", rng))
        t0 = time.perf_counter()
        refresh()
        times.append((time.perf_counter() - t0) * 1000)
        app.processEvents()  # paints (not timed)
    count = len(controller.log_items())
    widget.close()
    widget.deleteLater()
    app.processEvents()
    return times, count



def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="heroes,ancient")
    parser.add_argument("--lines", default="1500,3000")
    parser.add_argument("--actions", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setStyleSheet(STYLE_SHEET)  # type: ignore[attr-defined]
    width, height = SIZE
    print(f"per-action log cost in ms ({args.actions} random-AI actions, {PLAYERS} players, {width}x{height})")
    for game_id in args.games.split(","):
        for lines in (int(n) for n in args.lines.split(",")):
            for label, incremental in (("before", False), ("after", True)):
                means, medians = [], []
                for _ in range(args.runs):
                    times, count = run_once(game_id, lines, args.actions, incremental)
                    means.append(statistics.fmean(times))
                    medians.append(statistics.median(times))
                print(
                    f"{game_id:8} ~{lines} lines (ends at {count}) {label:6}: mean "
                    + " ".join(f"{m:7.2f}" for m in means)
                    + f"  median of runs {statistics.median(means):7.2f} ms"
                    + f"  (median action {statistics.median(medians):6.2f} ms)",
                    flush=True,
                )


if __name__ == "__main__":
    main()
