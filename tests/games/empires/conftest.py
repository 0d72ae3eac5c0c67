"""Make the Empires test helpers importable (``empires_helpers``, ``cards_fixture``), as tests/games/territory does."""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
