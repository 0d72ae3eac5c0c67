"""The smaller screens: game over with its chart, settings, the app's start-up."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from shell_helpers import play_to_the_end, tiny_setup

from civitas.games.tiny import TinyGame
from civitas.storage.settings import load_settings
from civitas.ui.app import run
from civitas.ui.chart import LineChart, Series, nice_step
from civitas.ui.settings_dialog import SettingsDialog


def fake_history(self, state):
    rounds = 4
    return {
        "points": [[r, seat, r * (seat + 1)] for r in range(1, rounds + 1) for seat in range(len(state.scores))],
        "cards": [[r, seat, 5 - r] for r in range(1, rounds + 1) for seat in range(len(state.scores))],
    }


def test_game_over_shows_the_chart_of_the_rounds(qtbot, make_window, monkeypatch):
    monkeypatch.setattr(TinyGame, "history_stats", fake_history, raising=False)
    window = make_window()
    window.start_game(tiny_setup("normal", "easy", seed=17))  # two computer seats play it out
    qtbot.waitUntil(lambda: window.game_over is not None, timeout=10_000)
    over = window.game_over
    assert over.chart.isVisible()
    assert over.stat_box.count() == 2 and over.stat_box.isVisible()
    assert [s.name for s in over.chart.series] == ["Anna", "Boris"]
    assert over.chart.series[1].points[-1] == (4.0, 8.0)
    over.stat_box.setCurrentIndex(1)
    assert over.chart.series[0].points[0] == (1.0, 4.0)
    assert not over.chart.grab().isNull()


def test_game_over_without_statistics_hides_the_chart(qtbot, make_window):
    window = make_window()
    window.start_game(tiny_setup("", "", seed=13))
    play_to_the_end(qtbot, window)
    assert not window.game_over.chart.isVisible()
    window.set_language("ru")
    assert window.game_over.menu_button.text() == "Главное меню"
    assert window.game_over.table.horizontalHeaderItem(1).text() == "Игрок"


def test_chart_paints_and_picks_round_steps(qtbot):
    chart = LineChart()
    qtbot.addWidget(chart)
    chart.resize(500, 260)
    chart.set_data([Series("A", "#c0392b", [(1, 2), (2, 5), (3, 4)]), Series("B", "#2874a6", [])], "Round")
    assert [s.name for s in chart.series] == ["A"]
    assert not chart.grab().isNull()
    assert nice_step(10) == 2 and nice_step(3) == 1 and nice_step(100) == 20


def test_settings_dialog_changes_language_and_pace(qtbot, make_window):
    window = make_window()
    dialog = window.open_settings()
    assert isinstance(dialog, SettingsDialog)
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    dialog.ai_delay.setValue(250)
    dialog.ai_level.setCurrentIndex(dialog.ai_level.findData("hard"))
    dialog.accept()
    saved = load_settings()[0]
    assert (saved.language, saved.ai_delay_ms, saved.ai_level) == ("ru", 250, "hard")
    assert window.start.new_button.text() == "Новая игра"
    assert window.start.language.currentData() == "ru"


def test_run_starts_the_app_and_returns_when_the_window_closes(qapp, english):
    try:
        assert run(["--lang", "en", "--quit-after", "50"]) == 0
    finally:
        qapp.setStyleSheet("")
        for widget in QApplication.topLevelWidgets():
            widget.close()


def test_many_signal_emits_do_not_use_up_true():
    import sys

    from PySide6.QtCore import QObject, Signal

    import civitas.ui.controller  # noqa: F401  (guards True and False)

    class Emitter(QObject):
        ping = Signal(int)

    emitter = Emitter()
    for _ in range(5000):
        emitter.ping.emit(1)
    assert sys.getrefcount(True) > 1_000_000
