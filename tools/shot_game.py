"""Screenshots of the whole window on a game in progress: ``python tools/shot_game.py --game territory``.

Opens the real main window on a seeded game played by the quick AI policy until the moment ``--at``
names (with seat 0 to move), and grabs it at 1280×800 and 1920×1080 in Russian and English (offscreen)
into ``outdir`` (default /tmp/shots), as ``<game>-<players>p-<at>-<lang>-<w>x<h>.png``. ``--readme``
also writes the README's small picture ``docs/<game>-table-en.png``.

Moments: ``turn`` (Ancient World: seat 0's own turn from round ``--round`` on, fewer than three citizens
left), Territory's phases ``build``, ``draft``, ``offer``, ``buy``, ``wrap`` (from round ``--round`` on; a
market phase waits for the next market day).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
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


def moment(game_id: str, at: str, until_round: int) -> Callable[[Any], bool]:
    """Whether a state is the one to photograph (seat 0 is to move there)."""
    if game_id == "ancient":
        return lambda s: s.round >= until_round and not s.stack and len(s.ready[0]) < 3
    if game_id == "empires":  # seat 0 activating (or choosing its turn type, ``--at turn``)
        return lambda s: s.round >= until_round and s.stack.top is not None and s.stack.top.kind == (at or "activate")
    return lambda s: s.round >= until_round and s.phase == at


def mid_game(game_id: str, players: int, seed: int, stop: Callable[[Any], bool]) -> Session:
    game = get_game(game_id)
    seats = [{"name": NAMES[i], "color": COLOURS[i], "ai": "" if i == 0 else "normal"} for i in range(players)]
    session = Session.new(game, {"players": players}, seed, players=seats)
    rng = Rng(seed)
    policy = get_level("policy")
    while not game.is_over(session.state):
        state = session.state
        seat = game.to_move(state)[0]
        if seat == 0 and stop(state):
            break
        session.act(seat, choose(game, game.view(state, seat), seat, policy, rng.fork()))
    return session


def settle(app: QApplication, times: int = 40) -> None:
    for _ in range(times):
        app.processEvents()


def ask_hint(app: QApplication, window: MainWindow) -> None:
    """Press Hint and wait (up to a minute) for its reason in the status line."""
    screen = window.game_screen
    assert screen is not None
    screen.request_hint()
    deadline = time.monotonic() + 60
    while screen.table.hinted == [] and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", nargs="?", default="/tmp/shots")
    parser.add_argument("--game", default="ancient")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--round", type=int, default=3)
    parser.add_argument("--at", default="", help="the moment (see above); default: turn or draft")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--readme", action="store_true")
    parser.add_argument("--hint", action="store_true", help="ask for a hint first and photograph it")
    args = parser.parse_args(argv)
    at = args.at or {"ancient": "turn", "empires": "activate"}.get(args.game, "draft")
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    install_language("en")
    window = MainWindow(Settings(language="en", ai_delay_ms=60_000))
    window.show()
    window.open_session(mid_game(args.game, args.players, args.seed, moment(args.game, at, args.round)))
    if args.hint:
        ask_hint(app, window)
    for lang in ("en", "ru"):
        window.set_language(lang)
        for w, h in ((1280, 800), (1920, 1080)):
            window.resize(w, h)
            settle(app)
            path = out / f"{args.game}-{args.players}p-{at}-{lang}-{w}x{h}.png"
            window.grab().save(str(path))
            print(f"saved {path}")
            if args.readme and lang == "en" and w == 1280:
                window.grab().scaled(960, 600, Qt.AspectRatioMode.KeepAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation).save(f"docs/{args.game}-table-en.png")
    window.close()
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
