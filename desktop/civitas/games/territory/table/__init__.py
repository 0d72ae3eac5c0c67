"""All of Territory's Qt: the table (piles, pool and dice, reputation track, market strip, every player's
territories with the cards on them, bridges and unions) and its card look. The rules package next door
never imports this."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from civitas.engine.game import Game
from civitas.games.territory.table.gallery import card_faces
from civitas.games.territory.table.territory_table import TerritoryTable, create_table


def create_setup(game: Game[Any], parent: QWidget) -> QWidget | None:
    """No panel of its own: the New game dialog edits Territory's options as they are declared."""
    return None


__all__ = ["TerritoryTable", "card_faces", "create_setup", "create_table"]
