"""Make the Ancient World test helpers importable (``ancient_helpers_b``), as tests/games/heroes does."""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
