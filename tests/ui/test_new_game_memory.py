"""The new-game dialog remembers the last setup of each game (players, who plays each seat and how
well, the names typed, colours, options; never the seed) in the settings and shows it next time. A
remembered setup that does not fit the game any more is ignored, in whole or in part, never fatal."""

from __future__ import annotations

import json
from typing import Any

import pytest

from civitas.storage.paths import settings_path
from civitas.storage.settings import Settings, load_settings
from civitas.ui.new_game_dialog import NewGameDialog


def seats(dialog: NewGameDialog) -> list[tuple[str, str, str]]:
    return [(row.level(), row.name.text(), row.color) for row in dialog.rows[: dialog.players.value()]]


def test_the_last_heroes_setup_is_offered_again_with_a_new_seed(make_window):
    window = make_window(["heroes"], ai_delay_ms=60_000)
    dialog = window.open_new_game("heroes")
    assert isinstance(dialog, NewGameDialog)
    dialog.players.setValue(3)
    dialog.rows[0].name.setText("Анна")
    dialog.rows[1].kind.setCurrentIndex(0)  # a second person
    dialog.rows[1].name.setText("Boris")
    dialog.rows[1].set_color("#123456")
    dialog.rows[2].kind.setCurrentIndex(3)  # computer: hard
    dialog.editors["round_limit"][1].setValue(40)
    dialog.extra.choose(0, 2)
    dialog.extra.choose(2, 4)
    dialog.seed.setText("777")
    chosen = seats(dialog)
    dialog.accept()
    assert window.controller is not None
    stored = load_settings()[0].new_game["heroes"]
    assert stored["players"] == 3 and "seed" not in json.dumps(stored)

    window.show_start()
    again = window.open_new_game("heroes")
    assert again.players.value() == 3
    assert seats(again) == chosen == [("", "Анна", chosen[0][2]), ("", "Boris", "#123456"), ("hard", "", chosen[2][2])]
    assert again.editors["round_limit"][1].value() == 40
    assert again.option_values()["tribes"] == [2, -1, 4]
    assert again.seed.text() != "777"


def test_the_setup_is_remembered_per_game_and_only_when_a_game_is_started(make_window):
    window = make_window(["tiny", "heroes"])
    dialog = window.open_new_game("tiny")
    dialog.players.setValue(4)
    dialog.reject()
    assert window.settings.new_game == {}
    dialog = window.open_new_game("tiny")
    dialog.players.setValue(3)
    dialog.accept()
    assert set(window.settings.new_game) == {"tiny"}
    window.show_start()
    assert window.open_new_game("heroes").players.value() == 4  # heroes' own default, not tiny's memory
    assert window.open_new_game("tiny").players.value() == 3


def test_computer_seats_at_the_old_default_level_follow_the_settings_level_of_today(make_window):
    window = make_window()
    dialog = window.open_new_game("tiny")
    dialog.players.setValue(3)
    dialog.rows[1].kind.setCurrentIndex(2)  # normal, the default level then
    dialog.rows[2].kind.setCurrentIndex(1)  # easy, chosen on purpose
    dialog.accept()
    window.show_start()
    window.settings.ai_level = "hard"
    again = window.open_new_game("tiny")
    assert [row.level() for row in again.rows[:3]] == ["", "hard", "easy"]


def remembered_dialog(make_window: Any, stored: Any, game: str = "tiny") -> NewGameDialog:
    window = make_window([game], new_game={game: stored})
    dialog = window.open_new_game(game)
    assert isinstance(dialog, NewGameDialog)
    return dialog


@pytest.mark.parametrize("players", [9, 1, "3", 2.5, True, None])
def test_a_remembered_number_of_players_out_of_range_drops_the_whole_setup(make_window, players):
    stored = {"players": players, "seats": [{"ai": "", "name": "Zed", "color": "#000000"}], "options": {"target": 20}}
    dialog = remembered_dialog(make_window, stored)
    assert dialog.players.value() == 2  # the game's default
    assert dialog.rows[0].name.text() == "" and dialog.editors["target"][1].value() == 10
    assert dialog.setup().options["players"] == 2


def test_the_parts_of_a_remembered_setup_that_do_not_fit_are_left_at_their_defaults(make_window):
    stored = {
        "players": 3,
        "seats": [
            {"ai": "expert", "name": "x" * 80, "color": "red"},  # nothing valid here
            {"ai": "easy", "name": "Ok", "color": "#00ff00"},
            "not a seat",
            {"ai": "hard"},
            {"ai": "hard"},
            {"ai": "hard"},
            {"ai": "hard"},  # more seats than the game has
        ],
        "options": {"target": 99, "unknown": 1},
    }
    dialog = remembered_dialog(make_window, stored)
    assert dialog.players.value() == 3
    assert (dialog.rows[0].level(), dialog.rows[0].name.text()) == ("", "")
    assert seats(dialog)[1] == ("easy", "Ok", "#00ff00")
    assert dialog.editors["target"][1].value() == 10  # 99 is out of range: the default stays
    assert dialog.setup().options == {"players": 3, "target": 10}


def test_remembered_heroes_tribes_the_game_would_refuse_are_not_shown(make_window):
    stored = {"players": 3, "seats": [], "options": {"tribes": [1, 1, -1], "round_limit": 30}}
    dialog = remembered_dialog(make_window, stored, "heroes")
    assert dialog.option_values()["tribes"] == []  # one tribe twice: all stay random
    assert dialog.editors["round_limit"][1].value() == 30
    dialog = remembered_dialog(make_window, {"players": 2, "options": {"tribes": [0, 5, 3]}}, "heroes")
    assert dialog.option_values()["tribes"] == []  # three tribes for two seats: the game refuses it
    dialog = remembered_dialog(make_window, {"players": 2, "options": {"tribes": [0, 5]}}, "heroes")
    assert dialog.option_values()["tribes"] == [0, 5]


@pytest.mark.parametrize("junk", [[1, 2], "setup", {"tiny": [1]}, {"tiny": {"players": {"a": 1}}}, {"5": None}])
def test_a_settings_file_with_a_broken_memory_loads_without_a_warning(make_window, junk):
    settings_path().write_text(json.dumps({"language": "en", "new_game": junk}), encoding="utf-8")
    settings, warnings = load_settings()
    assert warnings == []
    assert all(isinstance(value, dict) for value in settings.new_game.values())
    window = make_window(new_game=settings.new_game)
    dialog = window.open_new_game("tiny")
    assert dialog.players.value() == 2


def test_settings_keep_the_memory_through_a_settings_change(make_window):
    window = make_window(new_game={"tiny": {"players": 4}})
    dialog = window.open_settings()
    dialog.ai_delay.setValue(300)
    dialog.accept()
    assert load_settings()[0].new_game == {"tiny": {"players": 4}}
    assert Settings().new_game == {} and Settings().new_game is not Settings().new_game
