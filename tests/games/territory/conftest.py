"""Make the Territory test helpers importable (``territory_helpers``), as tests/games/ancient does."""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
