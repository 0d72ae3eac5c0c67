"""Screenshots of a guided first game: ``python tools/shot_tutorial.py [outdir] [--game ID] [--size WxH]``.

Opens the game's tutorial (default heroes) in the main window at 1280×800 (offscreen), follows it by
doing what each step asks, and grabs the window at a few steps in Russian and English into ``outdir``
(default /tmp/shots) as ``tutorial_<game>_<step>_<lang>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("CIVITAS_DATA_DIR", tempfile.mkdtemp(prefix="civitas-shots-"))

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402

from civitas.storage.settings import Settings  # noqa: E402
from civitas.ui.app import create_app  # noqa: E402
from civitas.ui.i18n import install_language  # noqa: E402
from civitas.ui.main_window import MainWindow  # noqa: E402
from civitas.ui.tutorial.launch import open_tutorial  # noqa: E402
from civitas.ui.tutorial.screen import TutorialScreen  # noqa: E402

# (step key, whether to shoot once its move is done): the moments worth a look, per game.
HEROES_SHOTS: tuple[tuple[str, bool], ...] = (
    ("welcome", True),
    ("trade", False),
    ("city", False),
    ("monument", False),
    ("road", True),
    ("quake", False),
    ("send", True),
    ("finish", True),
)
ANCIENT_SHOTS: tuple[tuple[str, bool], ...] = (
    ("welcome", False),
    ("overbid", False),
    ("buy", False),
    ("troop", False),
    ("fight", True),
    ("lose", False),
    ("starve", False),
    ("explore_choice", False),
    ("scoring", False),
    ("finish", False),
)
TERRITORY_SHOTS: tuple[tuple[str, bool], ...] = (
    ("welcome", False),
    ("land", False),
    ("building", False),
    ("take", False),
    ("allocate", False),
    ("pass", True),
    ("bridge", False),
    ("union", True),
    ("offer", False),
    ("buy", False),
    ("finish", False),
)
EMPIRES_SHOTS: tuple[tuple[str, bool], ...] = (
    ("welcome", False),
    ("activate", False),
    ("acquire", False),
    ("innovate", False),
    ("reshuffle", True),
    ("accession", False),
    ("revolt", False),
    ("scoring", False),
)
SHOTS = {"heroes": HEROES_SHOTS, "ancient": ANCIENT_SHOTS, "territory": TERRITORY_SHOTS, "empires": EMPIRES_SHOTS}


def pump(ms: int) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def shoot(window: MainWindow, screen: TutorialScreen, outdir: Path, lang: str, game_id: str) -> list[Path]:
    wanted_shots = list(SHOTS[game_id])
    saved: list[Path] = []
    controller = screen.tutorial
    for _ in range(2000):
        run = controller.run
        if not wanted_shots:
            break
        key, after = wanted_shots[0]
        if run.step.key == key and (run.done if after else (controller.wanted() or run.done)):
            pump(900)  # let the cards settle and the dice roll
            path = outdir / f"tutorial_{game_id}_{key}_{lang}.png"
            window.grab().save(str(path))
            saved.append(path)
            wanted_shots.pop(0)
            continue
        wanted = controller.wanted()
        if wanted and not (run.done and run.steps[run.upcoming(controller.session.state) or 0].key == key):
            controller.try_act(0, wanted[0])
        elif run.done and screen.panel.next_button.isEnabled():
            screen.next_step()
        elif run.finished:
            break
        pump(30)
    return saved


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("outdir", nargs="?", default="/tmp/shots")
    parser.add_argument("--game", choices=sorted(SHOTS), default="heroes")
    parser.add_argument("--size", default="1280x800", help="window size, WxH")
    args = parser.parse_args(argv)
    outdir = Path(args.outdir)
    outdir.mkdir(parents=True, exist_ok=True)
    width, height = (int(x) for x in args.size.split("x"))
    create_app([])
    for lang in ("ru", "en"):
        install_language(lang)
        window = MainWindow(Settings(language=lang, ai_delay_ms=0))
        window.resize(width, height)
        window.show()
        pump(200)
        screen = open_tutorial(window, args.game, fresh=True)
        assert screen is not None
        for path in shoot(window, screen, outdir, lang, args.game):
            print(path)
        window.close()
        window.deleteLater()
        pump(50)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
