"""Time from process start to the start screen on screen (median of 5 runs).

Usage: .venv/bin/python tools/bench_startup.py [--runs 5]
Runs offscreen unless QT_QPA_PLATFORM is set (e.g. xcb under Xvfb).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

CHILD = """
import sys, time
from PySide6.QtCore import QTimer
from civitas.ui.app import create_app
from civitas.ui.i18n import install_language
from civitas.storage.settings import load_settings
from civitas.ui.main_window import MainWindow
app = create_app([])
settings, _ = load_settings()
install_language(settings.language)
window = MainWindow(settings)
window.resize(1280, 800)
window.show()
def shown() -> None:
    print(f"SHOWN {time.time():.6f}", flush=True)
    app.quit()
QTimer.singleShot(0, shown)
app.exec()
"""


def one_run() -> float:
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data:
        env["CIVITAS_DATA_DIR"] = data
        start = time.time()
        out = subprocess.run([sys.executable, "-c", CHILD], env=env, capture_output=True, text=True, check=True)
    for line in out.stdout.splitlines():
        if line.startswith("SHOWN "):
            return float(line.split()[1]) - start
    raise RuntimeError(f"no start screen: {out.stderr[-500:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    times = [one_run() for _ in range(args.runs)]
    print(f"start-up to start screen: median {statistics.median(times) * 1000:.0f} ms "
          f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}, {args.runs} runs, "
          f"platform {os.environ.get('QT_QPA_PLATFORM', 'offscreen')})")


if __name__ == "__main__":
    main()
