"""Screenshots of the replay view: ``python tools/shot_replay.py --game empires`` (``--save <file>`` for another).

Opens the replay window on a save (by default the game's first golden game) at the step ``--at`` (a share of
the game, 0.5 by default), and grabs it at 1280×800 and 1920×1080 in English and Russian (offscreen) into
``--outdir`` as ``replay-<game>-<lang>-<w>x<h>.png``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from civitas.ui.app import create_app  # noqa: E402
from civitas.ui.i18n import install_language  # noqa: E402
from civitas.ui.replay.window import ReplayWindow, replay_of_file  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="empires")
    parser.add_argument("--save", type=Path)
    parser.add_argument("--at", type=float, default=0.5)
    parser.add_argument("--all-hands", action="store_true")
    parser.add_argument("--outdir", type=Path, default=Path("/tmp/shots"))
    args = parser.parse_args()
    save = args.save or sorted((ROOT / "tests" / "golden" / args.game).glob("*.civitas.json"))[0]
    create_app(sys.argv[:1])
    args.outdir.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "ru"):
        install_language(lang)
        session, when = replay_of_file(save)
        window = ReplayWindow(session, when)
        window.view.go_to(round(session.length * args.at))
        window.view.all_hands.setChecked(args.all_hands)
        window.view.say_replay()
        for width, height in ((1280, 800), (1920, 1080)):
            window.resize(width, height)
            window.show()
            for _ in range(5):
                QApplication.processEvents()
            tail = "-all" if args.all_hands else ""
            out = args.outdir / f"replay-{args.game}{tail}-{lang}-{width}x{height}.png"
            window.grab().save(str(out))
            print(out)
        window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
