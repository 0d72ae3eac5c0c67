"""Bindings: which drop means which action, and which zones light while a piece is dragged."""

from __future__ import annotations

from civitas.ui.table.bindings import Binding, Bindings


def test_a_drop_means_the_action_on_its_target_and_on_every_also_zone() -> None:
    take = Binding(("slot", 2), "Take", ("card:7",), "discard:0", click=True, also=("hand:0", "play:0"))
    binds = Bindings([take])
    assert binds.drop("card:7", "discard:0") == ("slot", 2)
    assert binds.drop("card:7", "hand:0") == ("slot", 2)
    assert binds.drop("card:7", "play:0") == ("slot", 2)
    assert binds.drop("card:7", "hand:1") is None  # another player's area takes nothing
    assert binds.targets("card:7") == {"discard:0", "hand:0", "play:0"}


def test_a_binding_without_a_target_is_no_drop_even_with_also_zones() -> None:
    menu_only = Binding(("pick", 3), "Pick", ("card:3",), "", also=("hand:0",))
    binds = Bindings([menu_only])
    assert not menu_only.lands_on("hand:0")
    assert binds.drop("card:3", "hand:0") is None
    assert binds.targets("card:3") == set()


def test_the_first_binding_that_lands_on_the_zone_wins() -> None:
    binds = Bindings([
        Binding(("play", 5), "Play", ("card:5",), "play:0"),
        Binding(("slot", 0), "Take", ("card:5",), "discard:0", also=("play:0",)),
    ])
    assert binds.drop("card:5", "play:0") == ("play", 5)
    assert binds.drop("card:5", "discard:0") == ("slot", 0)
