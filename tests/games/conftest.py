"""Make the helpers shared by every game's tests importable (``rules_help_checks``, ``ai_helpers``), as each
game's folder does for its own."""

import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
