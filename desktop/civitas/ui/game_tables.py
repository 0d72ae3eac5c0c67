"""A game's Qt table package, as its :class:`~civitas.engine.package.GamePackage` names it.

The package (``civitas.games.<id>.table``) must provide three callables:

* ``create_table(controller) -> QWidget``: the game's table;
* ``create_setup(game, parent) -> QWidget | None``: its own panel in the New game dialog (None: none);
* ``card_faces(lang) -> Callable[[entry, caption], CardFace] | None``: how the rules window's card
  gallery draws a card as the table does (None: the gallery's plain faces).

A package that names a table lacking any of them fails loudly here, at start and in the tests.
"""

from __future__ import annotations

import importlib
from types import ModuleType

from civitas.engine.package import PackageError
from civitas.engine.registry import get_package

TABLE_PARTS: tuple[str, ...] = ("create_table", "create_setup", "card_faces")


def table_package(game_id: str) -> ModuleType | None:
    """The game's table module, checked, or None when the game declares that it has none."""
    name = get_package(game_id).table_module
    if name is None:
        return None
    module = importlib.import_module(name)
    missing = [part for part in TABLE_PARTS if not callable(getattr(module, part, None))]
    if missing:
        raise PackageError(f"table package {name} lacks {', '.join(missing)}")
    return module
