"""The conformance checks themselves catch the faults they are meant to catch (on broken copies of
the tiny game), so a green suite means something."""

from __future__ import annotations

import pytest
from conformance_play import differences, mutations

from civitas.engine.rng import Rng
from civitas.games.tiny import GAME, TinyGame, TinyState


def _started() -> TinyState:
    return GAME.new_state(GAME.validate_options({"players": 3}), 5)


def test_a_copy_that_forgets_a_field_or_shares_the_rng_is_caught():
    class ForgetfulCopy(TinyGame):
        def copy(self, state: TinyState) -> TinyState:
            s = super().copy(state)
            del s.turn  # a field the copy never sets
            return s

    state = _started()
    assert differences(state, GAME.copy(state)) == []
    assert differences(state, ForgetfulCopy().copy(state)) == ["state.turn: set on the original only"]
    other = GAME.copy(state)
    other.rng = Rng(state.rng.s + 1)
    assert differences(state, other) and differences(state, other)[0].startswith("state.rng.s")


def test_a_list_that_comes_back_as_a_tuple_is_a_difference():
    state = _started()
    back = GAME.copy(state)
    back.scores = tuple(back.scores)  # type: ignore[assignment]
    assert differences(state, back) == [f"state.scores: list {state.scores!r} vs tuple {back.scores!r}"]


def test_near_misses_of_an_action_change_one_thing_each():
    found = mutations(("build", "road", 0, 2))
    assert ("build", "road", 0) in found and ("build", "road", 0, 2, 0) in found
    assert ("build", "road", 1, 2) in found and ("build", "road", 0, 99) in found
    assert ("build", "no_such_value", 0, 2) in found and ("no_such_action", "road", 0, 2) in found
    assert ("road_consent", False) in mutations(("road_consent", True))


@pytest.mark.parametrize("seat", [0, 1])
def test_a_view_that_leaks_the_deck_is_caught_by_determinize_twice(seat):
    class LeakyView(TinyGame):
        def view(self, state: TinyState, seat: int | None) -> TinyState:
            v = super().view(state, seat)
            v.deck = state.deck[:]  # shows the order of the deck
            return v

    game = LeakyView()
    state = _started()
    view = game.view(state, seat)
    shown = [game.to_json(game.view(game.determinize(view, seat, Rng(k)), seat)) for k in range(4)]
    assert any(s != game.to_json(view) for s in shown)
    honest = GAME.view(state, seat)
    assert all(
        GAME.to_json(GAME.view(GAME.determinize(honest, seat, Rng(k)), seat)) == GAME.to_json(honest) for k in range(4)
    )
