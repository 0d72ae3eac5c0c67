"""The README's screenshots: ``python tools/readme_shots.py [outdir]`` (default docs/).

Opens the real main window on a seeded 4-player Age of Heroes game played a few rounds in by
random legal moves, grabs it at 1280×800 (Russian) and the start screen (English), and saves
them small enough for the README.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, Qt  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

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


def mid_game(seed: int = 7, rounds: int = 3) -> Session:
    game = get_game("heroes")
    session = Session.new(game, {"players": 4}, seed, players=PLAYERS)
    rng = Rng(seed)
    while True:
        state = session.state
        movers = game.to_move(state)
        if state.round >= rounds and state.phase == "action" and movers == (0,) and not state.pending:
            return session
        seat = movers[0]
        session.act(seat, rng.choice(game.legal_actions(state, seat)))


def settle(app: QApplication, times: int = 20) -> None:
    for _ in range(times):
        app.processEvents()


def main(argv: list[str]) -> int:
    out = Path(argv[0] if argv else "docs")
    out.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    install_language("en")
    window = MainWindow(Settings(language="en", ai_delay_ms=60_000))
    window.resize(1280, 800)
    window.show()
    settle(app)
    window.grab().scaled(640, 400, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation).save(str(out / "start-en.png"))
    window.set_language("ru")
    window.open_session(mid_game())
    settle(app, 60)
    window.grab().scaled(960, 600, Qt.AspectRatioMode.KeepAspectRatio,
                         Qt.TransformationMode.SmoothTransformation).save(str(out / "table-ru.png"))
    window.close()
    QCoreApplication.processEvents()
    print(f"saved {out / 'start-en.png'} and {out / 'table-ru.png'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
