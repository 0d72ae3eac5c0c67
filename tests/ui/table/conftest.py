"""Table tests import their helpers (table_helpers, tiny_table) from this folder, and ``player_text``
from tests/games/heroes."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)
# The rule for what a player may read (player_text) lives with the game's tests.
HEROES_TESTS = str(Path(__file__).resolve().parents[2] / "games" / "heroes")
if HEROES_TESTS not in sys.path:
    sys.path.append(HEROES_TESTS)
