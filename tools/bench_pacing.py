"""Wall time of an all-computer game on the real window at the default pace, before and after the
pacing of issue 17 (the pause once per visible move; none for forced moves and follow-ups).

Usage: .venv/bin/python tools/bench_pacing.py [--game heroes] [--players 4] [--level easy] [--seed 1]
       [--only before|after] [--delay-ms 600]

Drives the real main window, game screen, table and AI worker offscreen with every seat a computer
at the default settings (pause 600 ms, animations on at 1×) and measures the wall time from the
start of the game to its end. "before" is the old rule (``AiRunner.pause_every_move``: every move
goes to the worker and waits out the pause), "after" the new one. Easy keeps a run short; the search
time per decision is the level's, the same in both runs, but Easy's noise makes the two games differ
in length: compare the time a step as well. One run each (a run takes minutes).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CIVITAS_DATA_DIR", tempfile.mkdtemp(prefix="civitas-bench-pacing-"))
os.environ.setdefault("CIVITAS_LOG_DIR", tempfile.mkdtemp(prefix="civitas-bench-pacing-logs-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "desktop"))

from PySide6.QtWidgets import QApplication  # noqa: E402

from civitas.storage.settings import Settings  # noqa: E402
from civitas.ui.ai_runner import AiRunner  # noqa: E402
from civitas.ui.i18n import install_language  # noqa: E402
from civitas.ui.main_window import MainWindow  # noqa: E402
from civitas.ui.new_game_dialog import NewGameSetup  # noqa: E402

NAMES = ["Anna", "Boris", "Clio", "Dmitri", "Elena", "Farid"]


class CountingRunner(AiRunner):
    """The real runner, counting the pauses it gives."""

    pauses = 0

    def pause_for(self, seat: int) -> int:
        pause = super().pause_for(seat)
        if pause > 0:
            CountingRunner.pauses += 1
        return pause


def one_game(app: QApplication, args: argparse.Namespace, old_rule: bool) -> dict[str, float]:
    """Play one all-computer game on the window; its wall time, steps and pauses."""
    AiRunner.pause_every_move = old_rule
    CountingRunner.pauses = 0
    settings = Settings(language="en", ai_delay_ms=args.delay_ms, ai_level=args.level)
    window = MainWindow(settings, games=[args.game])
    window.resize(1280, 800)
    window.show()
    players = [{"name": NAMES[i], "ai": args.level} for i in range(args.players)]
    from civitas.ui.game_screen import GameScreen

    GameScreen.runner_class = CountingRunner
    try:
        started = time.perf_counter()
        screen = window.start_game(NewGameSetup(args.game, {"players": args.players}, args.seed, players))
        controller = screen.controller
        deadline = started + args.timeout
        while not controller.is_over():
            app.processEvents()
            time.sleep(0.002)
            if time.perf_counter() > deadline:
                raise SystemExit(f"the game did not end within {args.timeout} s")
        wall = time.perf_counter() - started
        steps = len(controller.session.record.steps)
    finally:
        GameScreen.runner_class = AiRunner
        AiRunner.pause_every_move = False
        window.close()
        app.processEvents()
    return {"wall": wall, "steps": steps, "pauses": CountingRunner.pauses}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="heroes")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--delay-ms", type=int, default=Settings().ai_delay_ms)
    parser.add_argument("--only", choices=("before", "after"))
    parser.add_argument("--timeout", type=float, default=1800.0)
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    install_language("en")
    print(f"{args.game}, {args.players} computer players at {args.level}, seed {args.seed}, "
          f"pause {args.delay_ms} ms, animations 1×")
    results: dict[str, dict[str, float]] = {}
    for name in ("before", "after"):
        if args.only not in (None, name):
            continue
        result = one_game(app, args, old_rule=name == "before")
        results[name] = result
        rule = "a pause before every move" if name == "before" else "a pause per visible move"
        per_step = result["wall"] / max(1, result["steps"]) * 1000
        print(f"{name:>6} ({rule}): {result['wall']:7.1f} s wall, {int(result['steps'])} steps "
              f"({per_step:.0f} ms a step), {int(result['pauses'])} pauses", flush=True)
    if len(results) == 2:
        saved = results["before"]["wall"] - results["after"]["wall"]
        print(f"saved: {saved:.1f} s ({saved / results['before']['wall']:.0%} of the game's wall time)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
