"""docs/adding-a-game.md, last step: a registered game with a table package opens at its own table."""

from __future__ import annotations


def test_the_main_window_seats_the_toy_game_at_its_own_table(qtbot, make_window) -> None:
    from civitas.ui.new_game_dialog import NewGameSetup

    window = make_window()
    setup = NewGameSetup("toy", {"players": 2, "pile": 15}, 5, [{"name": "A", "ai": ""}, {"name": "B", "ai": "easy"}])
    screen = window.start_game(setup)
    assert screen.table.objectName() == "pebblesTable"
