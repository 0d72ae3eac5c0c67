"""Which games exist. A game module registers itself here; the UI lists only what is registered."""

from __future__ import annotations

import importlib
from typing import Any

from civitas.engine.game import Game

# Game ids and the module that provides each (``GAME`` inside it). Only finished games are listed.
_MODULES: dict[str, str] = {"heroes": "civitas.games.heroes"}
_TEST_MODULES: dict[str, str] = {"tiny": "civitas.games.tiny"}


class UnknownGame(KeyError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def register(game_id: str, module: str, *, for_tests: bool = False) -> None:
    (_TEST_MODULES if for_tests else _MODULES)[game_id] = module


def game_ids() -> list[str]:
    return list(_MODULES)


def get_game(game_id: str) -> Game[Any]:
    module = _MODULES.get(game_id) or _TEST_MODULES.get(game_id)
    if module is None:
        raise UnknownGame(game_id)
    game = importlib.import_module(module).GAME
    assert isinstance(game, Game)
    return game
