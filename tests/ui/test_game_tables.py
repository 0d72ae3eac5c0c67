"""A game's Qt table package provides create_table, create_setup and card_faces, or fails loudly."""

from __future__ import annotations

import sys
import types

import pytest

from civitas.engine.package import PackageError
from civitas.engine.registry import all_game_ids, get_package
from civitas.ui.game_tables import TABLE_PARTS, table_package


@pytest.mark.parametrize("game_id", all_game_ids())
def test_every_declared_table_package_has_every_part(game_id: str) -> None:
    module = table_package(game_id)
    if get_package(game_id).table_module is None:
        assert module is None
    else:
        assert module is not None and all(callable(getattr(module, part)) for part in TABLE_PARTS)


def test_a_table_package_missing_a_part_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    import civitas.ui.game_tables as game_tables

    fake = types.ModuleType("civitas.games.tiny.table")
    fake.create_table = lambda controller: None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "civitas.games.tiny.table", fake)
    package = replace(get_package("tiny"), table_module="civitas.games.tiny.table")
    monkeypatch.setattr(game_tables, "get_package", lambda game_id: package)
    with pytest.raises(PackageError, match="lacks create_setup, card_faces"):
        table_package("tiny")
