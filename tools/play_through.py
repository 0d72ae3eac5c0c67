"""A whole game played through the real window: ``python tools/play_through.py --game ancient``.

Opens the main window (offscreen unless ``QT_QPA_PLATFORM`` says otherwise) on a new game with one
person (seat 0) against computer seats at ``--level``, for every size and language asked. The person's
moves are chosen by the game's quick policy from the seat's own view and made the way the table's menus
and keys make them (``table.act``): each must be bound to a piece or a button of the table (a move the
table cannot show is reported). The computer seats play through the AI worker as in a real game. A
screenshot is written at the start of every round (``--shots``) and of the game-over screen. Prints,
per run: moves made by the person, moves without a piece, the rounds seen, and the result; exits 1 if a
run failed (an exception, a refused move, a game that did not end).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from civitas.ai.levels import choose, get_level  # noqa: E402
from civitas.engine.registry import get_game  # noqa: E402
from civitas.engine.rng import Rng  # noqa: E402
from civitas.engine.session import Session  # noqa: E402
from civitas.storage.settings import Settings  # noqa: E402
from civitas.ui.app import create_app  # noqa: E402
from civitas.ui.i18n import install_language  # noqa: E402
from civitas.ui.main_window import MainWindow  # noqa: E402

NAMES = ("Анна", "Борис", "Клио", "Дарий", "Ефим", "Жанна")
COLOURS = ("#c0392b", "#2874a6", "#229954", "#b7950b", "#7d3c98", "#ca6f1e")


def players(n: int, level: str) -> list[dict[str, str]]:
    return [{"name": NAMES[i], "color": COLOURS[i], "ai": "" if i == 0 else level} for i in range(n)]


def settle(app: QApplication, seconds: float = 0.0) -> None:
    end = time.monotonic() + seconds
    while True:
        app.processEvents()
        if time.monotonic() >= end:
            return
        time.sleep(0.005)


def bound(table: Any, action: Any) -> bool:
    """Whether the table shows ``action`` on a piece or a button (its bindings know it)."""
    binds = getattr(table, "binds", None) or getattr(table, "bindings", None)
    if binds is None:
        return True  # a table without bindings (the generic one) lists every move as a button
    return bool(binds.pieces(action)) or bool(binds.label(action))


def run(app: QApplication, game_id: str, n: int, seed: int, level: str, lang: str, size: tuple[int, int],
        shots: Path | None, limit_s: float) -> dict[str, Any]:  # fmt: skip
    game = get_game(game_id)
    install_language(lang)
    window = MainWindow(Settings(language=lang, ai_delay_ms=0, ai_level=level, animations=False))
    window.resize(*size)
    window.show()
    session = Session.new(game, {"players": n}, seed, players=players(n, level))
    screen = window.open_session(session)
    controller = screen.controller
    rng = Rng(seed)
    policy = get_level("policy")
    made = unbound = refused = 0
    rounds: list[int] = []
    started = time.monotonic()
    tag = f"{game_id}-{n}p-{lang}-{size[0]}x{size[1]}"
    while not game.is_over(session.state) and time.monotonic() - started < limit_s:
        settle(app, 0.01)
        state = session.state
        summary = game.progress_summary(state)
        if summary.get("round") and (not rounds or rounds[-1] != summary["round"]):
            rounds.append(summary["round"])
            if shots is not None:
                window.grab().save(str(shots / f"{tag}-round{summary['round']}.png"))
        if 0 not in game.to_move(state) or controller.viewer_seat != 0:
            continue
        view = game.view(state, 0)
        action = choose(game, view, 0, policy, rng.fork())
        table: Any = screen.table  # a game's TableWidget (its ``act`` is what menus and keys call)
        if not bound(table, action):
            unbound += 1
        if not table.act(action):
            refused += 1
            break
        made += 1
    settle(app, 0.3)
    over = game.is_over(session.state)
    if shots is not None and over:
        window.grab().save(str(shots / f"{tag}-over.png"))
    window.close()
    settle(app, 0.05)
    return {"run": tag, "moves": made, "unbound": unbound, "refused": refused, "rounds": rounds, "over": over,
            "seconds": round(time.monotonic() - started, 1)}  # fmt: skip


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="ancient")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--level", default="easy")
    parser.add_argument("--langs", default="ru,en")
    parser.add_argument("--sizes", default="1280x800,1920x1080")
    parser.add_argument("--shots", default="/tmp/playthrough")
    parser.add_argument("--limit", type=float, default=900.0, help="seconds per run before giving up")
    args = parser.parse_args(argv)
    shots = Path(args.shots) if args.shots else None
    if shots is not None:
        shots.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    failed = False
    for lang in args.langs.split(","):
        for size in args.sizes.split(","):
            w, h = (int(x) for x in size.split("x"))
            result = run(app, args.game, args.players, args.seed, args.level, lang, (w, h), shots, args.limit)
            print(result, flush=True)
            failed |= not result["over"] or bool(result["refused"])
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
