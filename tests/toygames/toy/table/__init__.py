"""All of Pebbles' Qt: the table is the platform's generic one with a title; no setup panel; the
gallery draws no cards (the game has none)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QWidget

from civitas.engine.game import Game
from civitas.ui.controller import GameController
from civitas.ui.fallback_table import FallbackTable


def create_table(controller: GameController) -> QWidget:
    table = FallbackTable(controller)
    table.setObjectName("pebblesTable")
    return table


def create_setup(game: Game[Any], parent: QWidget) -> QWidget | None:
    return None


def card_faces(lang: str) -> None:
    return None
