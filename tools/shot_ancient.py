"""Screenshots of a whole window on a game of The Ancient World: ``python tools/shot_ancient.py [outdir]``.

Opens the real main window on a seeded 4-player game played by the quick AI policy up to round
``--round`` (default 3) with seat 0 to move, and grabs it at 1280×800 and 1920×1080 in Russian and
English (offscreen) into ``outdir`` (default /tmp/shots). ``--readme`` also writes the README's
small picture ``docs/ancient-table-en.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

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

PLAYERS = [
    {"name": "Анна", "color": "#c0392b", "ai": ""},
    {"name": "Борис", "color": "#2874a6", "ai": "normal"},
    {"name": "Клио", "color": "#229954", "ai": "normal"},
    {"name": "Дарий", "color": "#b7950b", "ai": "normal"},
]


def mid_game(players: int, seed: int, until_round: int) -> Session:
    game = get_game("ancient")
    session = Session.new(game, {"players": players}, seed, players=PLAYERS[:players])
    rng = Rng(seed)
    policy = get_level("policy")
    while not game.is_over(session.state):
        state = session.state
        (seat,) = game.to_move(state)
        if state.round >= until_round and seat == 0 and not state.stack and len(state.ready[0]) < 3:
            break
        session.act(seat, choose(game, game.view(state, seat), seat, policy, rng.fork()))
    return session


def settle(app: QApplication, times: int = 40) -> None:
    for _ in range(times):
        app.processEvents()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", nargs="?", default="/tmp/shots")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--round", type=int, default=3)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--readme", action="store_true")
    args = parser.parse_args(argv)
    out = Path(args.outdir)
    out.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    install_language("en")
    window = MainWindow(Settings(language="en", ai_delay_ms=60_000))
    window.show()
    window.open_session(mid_game(args.players, args.seed, args.round))
    for lang in ("en", "ru"):
        window.set_language(lang)
        for w, h in ((1280, 800), (1920, 1080)):
            window.resize(w, h)
            settle(app)
            path = out / f"ancient-{args.players}p-{lang}-{w}x{h}.png"
            window.grab().save(str(path))
            print(f"saved {path}")
            if args.readme and lang == "en" and w == 1280:
                window.grab().scaled(960, 600, Qt.AspectRatioMode.KeepAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation).save("docs/ancient-table-en.png")
    window.close()
    QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
