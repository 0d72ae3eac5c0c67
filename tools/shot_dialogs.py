"""Screenshots of the shell's dialogs and the game-over screen: ``python tools/shot_dialogs.py [outdir]``.

Opens the main window at 1280×800 and 1920×1080 in Russian and English (offscreen, on a screen of
that size, in a scratch data folder with a few saves, one of them damaged), shows each dialog over
the start screen and paints it where the window manager would put it (centred), into ``outdir``
(default /tmp/dialog-shots).
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

SIZES = ((1280, 800), (1920, 1080))
SCREEN = "CIVITAS_SHOT_SCREEN"  # "WxH" in the child process that shoots one size

if SCREEN not in os.environ:  # the parent: one process per screen size (Qt reads it at start-up)
    scratch = Path(tempfile.mkdtemp(prefix="civitas-shots-"))
    for w, h in SIZES:
        config = scratch / f"screen-{w}x{h}.json"
        screen = {"name": "shot", "x": 0, "y": 0, "width": w, "height": h, "logicalDpi": 96, "dpr": 1}
        config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
        env = {**os.environ, SCREEN: f"{w}x{h}", "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
        subprocess.run([sys.executable, __file__, *sys.argv[1:]], env=env, check=True)
    raise SystemExit(0)

os.environ["CIVITAS_DATA_DIR"] = tempfile.mkdtemp(prefix="civitas-shots-")
os.environ["CIVITAS_LOG_DIR"] = os.environ["CIVITAS_DATA_DIR"] + "/logs"

from PySide6.QtCore import QPoint  # noqa: E402
from PySide6.QtGui import QColor, QPainter, QPixmap  # noqa: E402
from PySide6.QtWidgets import QApplication, QColorDialog, QMessageBox, QWidget  # noqa: E402

import civitas.ui  # noqa: E402,F401  (the None guard)
from civitas.engine.registry import get_game  # noqa: E402
from civitas.engine.session import Session  # noqa: E402
from civitas.storage.paths import autosave_path, saves_dir  # noqa: E402
from civitas.storage.saves import SUFFIX, write_save  # noqa: E402
from civitas.storage.settings import Settings  # noqa: E402
from civitas.ui.app import create_app  # noqa: E402
from civitas.ui.controller import GameController  # noqa: E402
from civitas.ui.game_over import GameOverScreen  # noqa: E402
from civitas.ui.i18n import install_language  # noqa: E402
from civitas.ui.main_window import MainWindow  # noqa: E402
from civitas.ui.shell_look import apply_look  # noqa: E402

REMEMBERED = {
    "level": "normal", "players": 3, "options": {"round_limit": 40, "tribes": [2, -1, 4]},
    "seats": [{"ai": "", "name": "Анна", "color": "#1f6f8b"}, {"ai": "", "name": "Boris", "color": "#c0392b"},
              {"ai": "hard", "name": "", "color": "#b7950b"}],
}
NAMES = [{"name": "Анна"}, {"name": "Boris", "ai": "hard"}, {"name": ""}, {"name": "", "ai": "normal"}]


def heroes_session(seed: int, steps: int | None) -> Session:
    """A 4-player heroes game after ``steps`` random moves (None: played to the end)."""
    game = get_game("heroes")
    session = Session.new(game, {"players": 4}, seed, players=NAMES)
    rng = random.Random(seed)
    count = 0
    while not game.is_over(session.state) and (steps is None or count < steps):
        seat = game.to_move(session.state)[0]
        actions = game.legal_actions(session.state, seat)
        builds = [a for a in actions if a[0] in ("build", "monument")]
        session.act(seat, rng.choice(builds) if builds and rng.random() < 0.8 else rng.choice(actions))
        count += 1
    return session


def make_saves() -> None:
    write_save(autosave_path("heroes"), heroes_session(3, 400))
    write_save(saves_dir() / f"heroes-evening{SUFFIX}", heroes_session(5, 1500))
    write_save(saves_dir() / f"heroes-finished{SUFFIX}", heroes_session(7, None))
    (saves_dir() / f"broken{SUFFIX}").write_text('{"format": "civitas-save", "game": "her', encoding="utf-8")


def settle(app: QApplication) -> None:
    for _ in range(6):
        app.processEvents()


def composite(window: QWidget, dialogs: list[QWidget], path: Path) -> None:
    """The window with its open dialogs painted centred over it, as a window manager shows them."""
    shot = window.grab()
    painter = QPainter(shot)
    for dialog in dialogs:
        image: QPixmap = dialog.grab()
        painter.drawPixmap(QPoint((shot.width() - image.width()) // 2, (shot.height() - image.height()) // 2), image)
    painter.end()
    shot.save(str(path))
    print(path, [f"{d.objectName()} {d.width()}x{d.height()}" for d in dialogs])


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/dialog-shots")
    out.mkdir(parents=True, exist_ok=True)
    app = create_app([])
    make_saves()
    finished = heroes_session(11, None)
    width, height = (int(n) for n in os.environ[SCREEN].split("x"))
    for lang in ("ru", "en"):
        install_language(lang)
        window = MainWindow(Settings(language=lang, ai_delay_ms=0))
        window.resize(width, height)
        window.show()
        settle(app)
        tag = f"{lang}-{width}x{height}"
        openers = {
            "new-game": lambda window=window: window.open_new_game("heroes"),
            "settings": window.open_settings,
            "about": window.open_about,
            "load": window.open_load,
        }
        for name, opener in openers.items():
            dialog = opener()
            assert dialog is not None
            settle(app)
            composite(window, [dialog], out / f"dialog-{name}-{tag}.png")
            if name == "load":
                delete = getattr(dialog, "delete_button", None)
                if delete is not None:
                    delete.click()
                    settle(app)
                    boxes = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
                    composite(window, [dialog, *boxes], out / f"dialog-delete-{tag}.png")
                    for box in boxes:
                        box.reject()
            dialog.close()
            settle(app)
        window.settings.new_game["heroes"] = REMEMBERED
        dialog = window.open_new_game("heroes")
        assert dialog is not None
        settle(app)
        composite(window, [dialog], out / f"dialog-new-game-remembered-{tag}.png")
        picker = QColorDialog(QColor(dialog.rows[0].color), dialog)
        apply_look(picker)
        picker.show()
        settle(app)
        composite(window, [dialog, picker], out / f"dialog-colour-{tag}.png")
        picker.close()
        dialog.close()
        window.settings.new_game.clear()
        controller = GameController(finished, {0}, lang)
        screen = GameOverScreen(controller)
        screen.resize(width, height)
        screen.show()
        settle(app)
        path = out / f"game-over-{tag}.png"
        screen.grab().save(str(path))
        print(path)
        screen.close()
        window.close()
    sys.stdout.flush()
    os._exit(0)  # leave the Qt objects to the process's end (their teardown order is not ours to fix)


if __name__ == "__main__":
    raise SystemExit(main())
