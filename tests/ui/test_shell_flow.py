"""The shell end to end: start screen, new game, a whole game by clicks, game over."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtWidgets import QApplication
from shell_helpers import click, play_to_the_end, tiny_setup

from civitas.engine.registry import game_ids, get_game
from civitas.ui.fallback_table import FallbackTable
from civitas.ui.game_over import GameOverScreen
from civitas.ui.new_game_dialog import NewGameDialog
from civitas.ui.start_screen import StartScreen


def titles(start: StartScreen) -> list[str]:
    return [start.games.item(row).text() for row in range(start.games.count())]


def test_start_screen_lists_exactly_the_registered_games(make_window):
    window = make_window(game_ids())
    registered = game_ids()
    assert [window.start.games.item(r).data(256) for r in range(window.start.games.count())] == registered
    assert titles(window.start) == [get_game(g).titles["en"] for g in registered]
    assert window.start.no_games.isVisible() == (not registered)
    assert window.start.new_button.isEnabled() == bool(registered)


def test_start_screen_shows_a_game_it_is_given(make_window):
    window = make_window(["tiny"])
    assert titles(window.start) == ["Sum race"]
    assert not window.start.continue_button.isEnabled()  # no autosave yet
    assert not window.start.rules_button.isVisible()  # tiny has no rules help


def test_new_game_dialog_then_a_whole_game_by_clicks(qtbot, make_window):
    window = make_window()
    click(qtbot, window.start.new_button)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.players.setValue(2)
    dialog.rows[1].kind.setCurrentIndex(0)  # seat 2 is a person too: hot-seat
    dialog.rows[0].name.setText("Anna")
    dialog.rows[1].name.setText("Boris")
    dialog.seed.setText("12345")
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    screen = window.game_screen
    assert screen is not None
    assert isinstance(screen.table, FallbackTable)
    record = screen.controller.session.record
    assert record.seed == 12345
    assert [p["name"] for p in record.players] == ["Anna", "Boris"]
    assert screen.controller.humans == {0, 1}

    play_to_the_end(qtbot, window)
    over = window.game_over
    assert isinstance(over, GameOverScreen)
    assert window.stack.currentWidget() is over
    winner = [line.seat for line in over.lines if line.won]
    assert len(winner) == 1
    assert over.heading.text() == f"{['Anna', 'Boris'][winner[0]]} wins!"
    assert over.table.rowCount() == 2
    assert over.table.horizontalHeaderItem(2).text() == "Points"


def test_a_bad_option_keeps_the_dialog_open(qtbot, make_window):
    window = make_window()
    dialog = window.open_new_game("tiny")
    dialog.seed.setText("")
    dialog.accept()
    assert dialog.isVisible()
    assert "seed" in dialog.error.text()
    assert window.game_screen is None


def test_menu_returns_to_the_start_screen_and_continue_is_offered(qtbot, make_window):
    window = make_window()
    screen = window.start_game(tiny_setup("", "normal"))
    click(qtbot, screen.table.buttons[0][1])
    click(qtbot, screen.menu_button)
    assert window.stack.currentWidget() is window.start
    assert window.start.continue_button.isEnabled()


def test_a_table_that_fails_to_start_leaves_the_generic_one(make_window, monkeypatch, capsys):
    import types

    import civitas.ui.game_screen as game_screen

    def broken(controller):
        raise RuntimeError("table bug")

    monkeypatch.setattr(game_screen, "table_package", lambda game_id: types.SimpleNamespace(create_table=broken))
    window = make_window()
    screen = window.start_game(tiny_setup("", "normal"))
    assert isinstance(screen.table, FallbackTable)
    assert "table bug" in capsys.readouterr().err


def test_the_game_table_factory_is_used_when_there_is_one(make_window, monkeypatch):
    import types

    from PySide6.QtWidgets import QLabel

    import civitas.ui.game_screen as game_screen

    made = []

    def factory(controller):
        made.append(controller)
        return QLabel("a table")

    monkeypatch.setattr(game_screen, "table_package", lambda game_id: types.SimpleNamespace(create_table=factory))
    window = make_window()
    screen = window.start_game(tiny_setup("", "normal"))
    assert made == [window.controller] and screen.table.text() == "a table"


def test_a_registered_game_opens_on_its_own_table_with_its_rules(qtbot, make_window):
    from civitas.ui.new_game_dialog import NewGameSetup
    from civitas.ui.rules_window import RulesWindow

    registered = game_ids()
    if not registered:
        return
    game_id = registered[0]
    game = get_game(game_id)
    window = make_window([game_id], ai_delay_ms=60_000)
    if window.start.rules_button.isVisible():
        click(qtbot, window.start.rules_button)
        shown = [w for w in QApplication.topLevelWidgets() if isinstance(w, RulesWindow) and w.isVisible()]
        assert shown
        for rules in shown:
            rules.close()
    players = [{"name": "Anna", "color": "", "ai": ""}] + [
        {"name": f"AI {i}", "color": "", "ai": "easy"} for i in range(1, game.min_players)
    ]
    screen = window.start_game(NewGameSetup(game_id, {"players": game.min_players}, 3, players))
    assert not isinstance(screen.table, FallbackTable)
    assert screen.table.isVisible()


def test_a_game_setup_panel_adds_its_own_choices(make_window, monkeypatch):
    import types

    from PySide6.QtWidgets import QWidget

    import civitas.ui.new_game_dialog as new_game_dialog

    class Setup(QWidget):
        handles = ("target",)

        def __init__(self, game, parent):
            super().__init__(parent)
            self.counts = []

        def options(self):
            return {"target": 15}

        def set_players(self, n):
            self.counts.append(n)

    monkeypatch.setattr(new_game_dialog, "table_package", lambda game_id: types.SimpleNamespace(create_setup=Setup))
    window = make_window()
    dialog = window.open_new_game("tiny")
    assert "target" not in dialog.editors
    dialog.players.setValue(3)
    assert dialog.extra.counts[-1] == 3
    setup = dialog.setup()
    assert setup.options == {"players": 3, "target": 15}
    assert [p["ai"] for p in setup.players] == ["", "normal", "normal"]
    dialog.reject()


def test_f1_at_the_table_opens_the_rules_of_the_game(qtbot, make_window):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence

    from civitas.ui.new_game_dialog import NewGameSetup

    window = make_window(games=["heroes"])
    screen = window.start_game(NewGameSetup("heroes", {"players": 2}, 3, [{"name": "A", "ai": ""},
                                                                          {"name": "B", "ai": "easy"}]))
    opened: list[str] = []
    screen.rules_requested.connect(opened.append)
    assert screen.rules_button.isVisibleTo(screen)
    window.set_language("ru")  # a language switch must not lose the keys
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=5000)
    qtbot.keyClick(window.focusWidget() or window, Qt.Key.Key_F1)
    assert opened == [""]
    for key in (QKeySequence.StandardKey.Undo, QKeySequence.StandardKey.Save, QKeySequence.StandardKey.Open):
        assert QKeySequence(key).toString() in screen.shortcuts
    assert QKeySequence(Qt.Key.Key_H).toString() in screen.shortcuts


def _readme_playable_games() -> list[str]:
    """The ids the README's games table calls playable, in its order."""
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^\| `([a-z_]+)` \|[^\n]*\| playable", readme, flags=re.MULTILINE)


def test_every_game_the_readme_calls_playable_is_on_the_start_screen(make_window):
    playable = _readme_playable_games()
    assert "empires" in playable and len(playable) >= 4
    window = make_window(game_ids())
    listed = [window.start.games.item(r).data(256) for r in range(window.start.games.count())]
    assert listed == playable
    assert "tiny" not in listed and "toy" not in listed  # test games are never offered
