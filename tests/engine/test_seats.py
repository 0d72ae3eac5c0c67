"""Seats left unnamed go by a default name the UI renders in the language on screen."""

from __future__ import annotations

import pytest

from civitas.engine.seats import custom_name, is_computer


def test_an_empty_name_is_the_default_and_a_typed_name_is_kept():
    players = [{"name": ""}, {"name": "  Марк "}, {"name": "Anna", "ai": "easy"}, {"ai": "hard"}]
    assert [custom_name(players, seat) for seat in range(5)] == ["", "Марк", "Anna", "", ""]
    assert [is_computer(players, seat) for seat in range(5)] == [False, False, True, True, False]


@pytest.mark.parametrize("name", ["Player 2", "Computer 2", "Игрок 2", "Компьютер 2"])
def test_old_saves_literal_default_names_count_as_defaults(name):
    assert custom_name([{"name": "x"}, {"name": name}], 1) == ""


@pytest.mark.parametrize("name", ["Player 3", "Player 2!", "Игрок 2 Марк", "player 2", "Computer"])
def test_names_that_only_look_like_a_default_stay_as_typed(name):
    assert custom_name([{"name": "x"}, {"name": name}], 1) == name


def test_malformed_seat_entries_give_defaults():
    players = ["Anna", {"name": 7, "ai": "easy"}, None]
    assert [custom_name(players, seat) for seat in range(3)] == ["", "", ""]
    assert is_computer(players, 1) and not is_computer(players, 0)
    assert custom_name({"name": "Anna"}, 0) == ""
