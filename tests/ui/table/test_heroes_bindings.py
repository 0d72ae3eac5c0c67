"""The Age of Heroes table binds each legal move of the viewer to the pieces it uses (actions.py
``bindings_for``, the shared ui/table/bindings.py): drags, clicks, piece menus and hint rings all read them."""

from __future__ import annotations

import random
from typing import Any

from heroes_fixtures import heroes_game, session_at

from civitas.engine.actions import Action
from civitas.games.heroes.cards import BLOCKED, GEN, STONE, WOOD, special_of
from civitas.games.heroes.table.actions import bindings_for
from civitas.ui.table.bindings import Bindings


def bound(s: Any, legal: list[Action], seat: int = 0) -> Bindings:
    return bindings_for(s, seat, legal, lambda a: f"move {a}")


def test_every_legal_move_of_every_seat_asked_has_a_binding_with_its_words():
    game = heroes_game()
    session = session_at(3, 5)
    rng = random.Random(3)
    seen: set[str] = set()
    for _ in range(250):
        state = session.state
        movers = game.to_move(state)
        if not movers:
            break
        for seat in movers:
            legal = game.legal_actions(state, seat)
            binds = bound(game.view(state, seat), legal, seat)
            assert [a for a in legal if binds.label(a) != f"move {a}"] == []
            seen |= {str(a[0]) for a in legal}
        mover = rng.choice(movers)
        session.act(mover, rng.choice(game.legal_actions(state, mover)))
    assert {"build", "war", "trade_done"} <= seen


def test_any_copy_of_a_card_is_discarded_by_a_click_or_a_drop_on_the_discard_pile_and_the_first_is_rung():
    s = session_at(2, 5).state
    s.hands[0] = [STONE, STONE, WOOD]
    binds = bound(s, [("discard", STONE), ("discard", WOOD)])
    for key in (f"hand:0:{STONE}:0", f"hand:0:{STONE}:1"):
        assert binds.click(key) == ("discard", STONE)
        assert binds.drop(key, "discard") == ("discard", STONE)
    assert binds.pieces(("discard", STONE)) == (f"hand:0:{STONE}:0",)


def test_the_whole_of_the_own_special_goes_onto_the_monument_by_a_drop_and_each_count_is_in_every_copys_menu():
    s = session_at(2, 5).state
    own = special_of(s.tribe[0])
    s.hands[0] = [own, own]
    legal: list[Action] = [("monument", own, k) for k in (2, 1, 0)]
    binds = bound(s, legal)
    copies = (f"hand:0:{own}:0", f"hand:0:{own}:1")
    assert [binds.drop(key, "monument") for key in copies] == [("monument", own, 2)] * 2
    assert [b.action for b in binds.for_piece(copies[1])] == legal
    assert binds.pieces(("monument", own, 1)) == copies[:1] and binds.pieces(("monument", own, 0)) == ()


def test_a_ready_army_dragged_onto_a_tribe_declares_war_and_the_hint_rings_that_tribes_cities():
    s = session_at(2, 5).state
    s.armies[0] = [0, BLOCKED]
    s.cities[1] = 2
    binds = bound(s, [("war", 1)])
    assert binds.drop("army:0:0", "seat:1") == ("war", 1)
    assert binds.drop("army:0:1", "seat:1") is None  # a blocked army: the table says why instead
    assert binds.pieces(("war", 1)) == ("city:1:0", "city:1:1")


def test_an_army_is_sent_by_a_click_or_a_drop_on_the_battlefield_or_the_defender():
    s = session_at(2, 5).state
    s.armies[0] = [GEN, 0]
    s.war = [0, 1, 0, 0, 0]
    binds = bound(s, [("send", GEN), ("send", 0), ("go",)])
    assert binds.click("army:0:0") == ("send", GEN) and binds.click("army:0:1") == ("send", 0)
    assert binds.drop("army:0:1", "war") == ("send", 0) and binds.drop("army:0:1", "seat:1") == ("send", 0)
    assert binds.label(("go",)) == "move ('go',)" and binds.pieces(("go",)) == ()


def test_a_build_rings_its_building_and_is_in_the_menu_of_each_card_it_pays_with():
    s = session_at(2, 5).state
    s.hands[0] = [STONE, WOOD, WOOD]
    binds = bound(s, [("build", "city", 0)])
    assert binds.pieces(("build", "city", 0)) == ("supply:1",)
    menus = {key: [b.action for b in binds.for_piece(key)] for key in
             ("supply:1", f"hand:0:{STONE}:0", f"hand:0:{WOOD}:0", f"hand:0:{WOOD}:1")}
    assert all(actions == [("build", "city", 0)] for actions in menus.values())
