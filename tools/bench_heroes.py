"""Age of Heroes engine benchmark: ``tools/bench_engine.py --game heroes --players 4``.

Run: ``.venv/bin/python tools/bench_heroes.py`` (add ``--quick`` for a shorter run). Kept so the
figures in the README keep their command; the benchmark itself is generic (bench_engine.py).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_engine import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(["--game", "heroes", "--players", "4", *sys.argv[1:]]))
