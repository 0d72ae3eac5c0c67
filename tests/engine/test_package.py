"""The game-package protocol: every registered game provides every part, and a missing or misnamed part
fails loudly instead of quietly falling back."""

from __future__ import annotations

from dataclasses import replace

import pytest

from civitas.engine.knowledge import BaseKnowledge
from civitas.engine.package import GamePackage, PackageError, check_package
from civitas.engine.registry import UnknownGame, all_game_ids, get_game, get_package, register


@pytest.mark.parametrize("game_id", all_game_ids())
def test_every_registered_game_provides_a_complete_package(game_id: str) -> None:
    package = get_package(game_id)
    assert isinstance(package, GamePackage)
    assert package.game is get_game(game_id) and package.id == game_id
    assert package.game.rules_version >= 1


def test_an_unknown_game_id_is_refused() -> None:
    with pytest.raises(UnknownGame):
        get_package("no_such_game")


def test_knowledge_without_a_method_is_named() -> None:
    class Half:
        def evaluate(self, game: object, state: object) -> list[float]:
            return []

    package = replace(get_package("tiny"), knowledge=Half())  # type: ignore[arg-type]
    with pytest.raises(PackageError, match="knowledge lacks basic_evaluate, policy, candidates"):
        check_package(package, "tiny")


def test_a_package_under_another_id_is_refused() -> None:
    with pytest.raises(PackageError, match="game.id is 'tiny', registered as 'other'"):
        check_package(get_package("tiny"), "other")


def test_hint_texts_must_exist_in_both_languages() -> None:
    package = replace(get_package("tiny"), hint_messages={"en": {"hint.x": "x"}})
    with pytest.raises(PackageError, match="hint_messages"):
        check_package(package, "tiny")


def test_a_misnamed_table_module_is_refused() -> None:
    package = replace(get_package("tiny"), table_module="civitas.games.tiny.tabel")
    with pytest.raises(PackageError, match="table_module"):
        check_package(package, "tiny")


def test_a_module_without_package_fails_at_registration(monkeypatch: pytest.MonkeyPatch) -> None:
    from civitas.engine import registry

    monkeypatch.setattr(registry, "_TEST_MODULES", dict(registry._TEST_MODULES))
    register("broken", "civitas.games.tiny.ai", for_tests=True)  # a real module, but no PACKAGE in it
    with pytest.raises(PackageError, match="defines no PACKAGE"):
        get_package("broken")


def test_the_plain_knowledge_is_a_complete_knowledge() -> None:
    package = replace(get_package("tiny"), knowledge=BaseKnowledge())
    assert check_package(package, "tiny") is package
