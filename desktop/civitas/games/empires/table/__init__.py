"""All of Empires' Qt: the table (market, small decks, players' areas), its card look and the New game
dialog's nation choice. The rules package next door never imports this."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from civitas.games.empires.table.empires_table import EmpiresTable, create_table
from civitas.games.empires.table.gallery import card_faces


def create_setup(game: Any, parent: QWidget) -> QWidget:
    """The New game dialog's nation choice (setup.py)."""
    from civitas.games.empires.table.setup import create_setup as make

    return make(game, parent)


__all__ = ["EmpiresTable", "card_faces", "create_setup", "create_table"]
