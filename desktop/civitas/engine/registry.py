"""Which games exist. Each game is registered by the module of its package (``civitas.games.<id>.package``,
defining ``PACKAGE``, a :class:`~civitas.engine.package.GamePackage`); the package is checked the first
time it is loaded, so a game missing a part fails loudly. The UI lists only what is registered."""

from __future__ import annotations

import importlib
from typing import Any

from civitas.engine.game import Game
from civitas.engine.package import GamePackage, PackageError, check_package

# Game ids and the module of each game's package. Only finished games are listed.
_MODULES: dict[str, str] = {
    "heroes": "civitas.games.heroes.package",
    "ancient": "civitas.games.ancient.package",
    "territory": "civitas.games.territory.package",
    "empires": "civitas.games.empires.package",
}
_TEST_MODULES: dict[str, str] = {
    "tiny": "civitas.games.tiny.package",
}
_LOADED: dict[str, GamePackage] = {}


class UnknownGame(KeyError):
    def __init__(self, game_id: str) -> None:
        super().__init__(game_id)
        self.game_id = game_id


def register(game_id: str, module: str, *, for_tests: bool = False) -> None:
    """Register the package module of ``game_id`` (a module defining ``PACKAGE``)."""
    (_TEST_MODULES if for_tests else _MODULES)[game_id] = module
    _LOADED.pop(game_id, None)


def game_ids() -> list[str]:
    return list(_MODULES)


def all_game_ids() -> list[str]:
    """Every registered game, the test games included (the conformance suite runs them all)."""
    return list(_MODULES) + [g for g in _TEST_MODULES if g not in _MODULES]


def get_package(game_id: str) -> GamePackage:
    """The checked package of ``game_id``; :class:`UnknownGame` if none is registered under that id,
    :class:`~civitas.engine.package.PackageError` if it lacks a part."""
    loaded = _LOADED.get(game_id)
    if loaded is not None:
        return loaded
    module = _MODULES.get(game_id) or _TEST_MODULES.get(game_id)
    if module is None:
        raise UnknownGame(game_id)
    found = getattr(importlib.import_module(module), "PACKAGE", None)
    if found is None:
        raise PackageError(f"{module} defines no PACKAGE")
    package = check_package(found, game_id)
    _LOADED[game_id] = package
    return package


def get_game(game_id: str) -> Game[Any]:
    return get_package(game_id).game
