"""Default seat names ("Player 1", "Computer 2") are stored as "no name" and drawn in the language on
screen, everywhere a name shows: table, log, side panel, pass screen, game over, saved-games list. A
typed name stays as typed; old saves with literal default names follow the language too."""

from __future__ import annotations

import json
from typing import Any

from shell_helpers import click, play_to_the_end

from civitas.engine.registry import get_game
from civitas.engine.session import Session
from civitas.storage.paths import saves_dir
from civitas.storage.saves import SUFFIX, list_saves, write_save
from civitas.ui.load_dialog import LoadDialog
from civitas.ui.new_game_dialog import NewGameDialog, NewGameSetup


def test_the_new_game_dialog_stores_no_name_for_a_seat_left_at_its_default(make_window):
    window = make_window()
    dialog = window.open_new_game("tiny")
    assert isinstance(dialog, NewGameDialog)
    dialog.players.setValue(3)
    dialog.rows[1].kind.setCurrentIndex(1)  # computer: easy
    dialog.rows[2].name.setText("Марк")
    assert dialog.rows[0].name.placeholderText() == "Player 1"
    assert dialog.rows[1].name.placeholderText() == "Computer 2"
    dialog.accept()
    assert window.controller is not None
    players = window.controller.session.record.players
    assert [p["name"] for p in players] == ["", "", "Марк"]
    assert window.controller.player_names() == ["Player 1", "Computer 2", "Марк"]
    window.set_language("ru")
    assert window.controller.player_names() == ["Игрок 1", "Компьютер 2", "Марк"]


def scene_titles(table: Any) -> str:
    return " | ".join(zone.title for zone in table.scene.zones)


def heroes_setup(seed: int = 5) -> NewGameSetup:
    players = [{"name": "", "ai": ""}, {"name": "", "ai": "easy"}, {"name": "Марк", "ai": "easy"}]
    return NewGameSetup("heroes", {"players": 3}, seed, players)


def test_default_names_follow_a_language_switch_on_the_heroes_table_log_and_panel(qtbot, make_window):
    window = make_window(["heroes"], ai_delay_ms=60_000)  # the computers stay "thinking"
    screen = window.start_game(heroes_setup())
    controller = window.controller
    game = controller.game
    for _ in range(40):  # seat 0 plays plain moves until the log names someone
        if any("Player 1" in line for line in controller.log_lines()):
            break
        state = controller.session.state
        movers = game.to_move(state)
        if 0 in movers:
            actions = game.legal_actions(state, 0)
            controller.try_act(0, ("trade_done",) if ("trade_done",) in actions else actions[0])
        else:
            mover = movers[0]
            controller.try_act(mover, game.legal_actions(state, mover)[0])
    screen.refresh_panel()
    english = " ".join(controller.log_lines())
    assert "Player 1" in english
    titles = scene_titles(screen.table)
    assert "Player 1" in titles and "Computer 2" in titles and "Марк" in titles
    assert "Игрок" not in titles + english
    window.set_language("ru")
    russian_log = " ".join(controller.log_lines())
    panel_log = " ".join(screen.log_panel.lines())
    titles = scene_titles(screen.table)
    assert "Игрок 1" in russian_log and "Игрок 1" in panel_log
    assert "Игрок 1" in titles and "Компьютер 2" in titles and "Марк" in titles
    assert "Player" not in titles + russian_log + panel_log and "Computer" not in titles
    turn = screen.turn_label.text()
    assert any(name in turn for name in ("Игрок 1", "Компьютер 2", "Марк")) and "Player" not in turn
    window.set_language("en")
    assert "Player 1" in scene_titles(screen.table)


def test_pass_screen_and_game_over_rename_default_seats_on_a_language_switch(qtbot, make_window):
    window = make_window()
    players = [{"name": "", "ai": ""}, {"name": "", "ai": ""}]
    screen = window.start_game(NewGameSetup("tiny", {"players": 2, "target": 10}, 21, players))
    click(qtbot, screen.pass_screen.button)  # Player 1 sits down at the new game
    click(qtbot, screen.table.buttons[0][1])  # Player 1 picks a pace; the screen passes to Player 2
    assert screen.passing()
    assert "Player 2" in screen.pass_screen.heading.text()
    window.set_language("ru")
    assert "Игрок 2" in screen.pass_screen.heading.text()
    assert "Игрок 2" in screen.pass_screen.button.text()
    window.set_language("en")
    play_to_the_end(qtbot, window)
    over = window.game_over
    assert over is not None
    names = {over.table.item(row, 1).text() for row in range(over.table.rowCount())}
    assert names == {"Player 1", "Player 2"}
    assert "Player" in over.heading.text() or "Shared" in over.heading.text()
    window.set_language("ru")
    names = {over.table.item(row, 1).text() for row in range(over.table.rowCount())}
    assert names == {"Игрок 1", "Игрок 2"}
    assert "Player" not in over.heading.text()


def old_save(name: str, players: list[dict[str, Any]]) -> Any:
    game = get_game("tiny")
    session = Session.new(game, {"players": len(players), "target": 10}, 3, players)
    path = saves_dir() / f"{name}{SUFFIX}"
    write_save(path, session)
    return path


def test_an_old_save_with_literal_default_names_follows_the_language(make_window):
    window = make_window()
    players = [{"name": "Игрок 1", "ai": ""}, {"name": "Computer 2", "ai": "easy"}, {"name": "Player 7", "ai": "easy"}]
    path = old_save("old", players)
    assert json.loads(path.read_text(encoding="utf-8"))["record"]["players"][0]["name"] == "Игрок 1"
    assert window.load_path(path)
    assert window.controller.player_names() == ["Player 1", "Computer 2", "Player 7"]  # "Player 7" was typed
    window.set_language("ru")
    assert window.controller.player_names() == ["Игрок 1", "Компьютер 2", "Player 7"]


def test_the_saved_games_list_shows_default_names_in_the_current_language(qtbot, make_window):
    window = make_window()
    old_save("mixed", [{"name": "", "ai": ""}, {"name": "Компьютер 2", "ai": "easy"}, {"name": "Марк", "ai": ""}])
    [info] = list_saves()
    assert info.players == ["", "", "Марк"] and list(info.computers) == [False, True, False]
    dialog = LoadDialog(window)
    qtbot.addWidget(dialog)
    assert dialog.saves.topLevelItem(0).text(2) == "Player 1, Computer 2, Марк"
    window.set_language("ru")
    assert dialog.saves.topLevelItem(0).text(2) == "Игрок 1, Компьютер 2, Марк"
