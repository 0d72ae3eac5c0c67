"""A newcomer's first start: the start screen says in one line what each game is, the New game dialog explains
the seed and the round limit in sight (not only on hover), and on a large screen the window opens maximised."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication

from civitas.engine.registry import get_game, register
from civitas.ui import app as app_module
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MIN_HEIGHT, MIN_WIDTH, initial_size, opens_maximised
from civitas.ui.start_screen import ROLE_BLURB

GAMES = ["heroes", "ancient", "territory", "empires"]


@pytest.fixture
def four_games() -> list[str]:
    for game_id in GAMES:
        register(game_id, f"civitas.games.{game_id}.package")
    return GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_says_in_one_short_line_what_it_is_in_both_languages(game_id: str) -> None:
    register(game_id, f"civitas.games.{game_id}.package")
    blurbs = get_game(game_id).blurbs
    assert set(blurbs) == {"en", "ru"}
    assert blurbs["en"] != blurbs["ru"]
    assert all(10 < len(text) <= 70 for text in blurbs.values()), blurbs  # one line in the list at 1280×800


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_start_screen_shows_what_each_game_is(qtbot: Any, make_window: Any, four_games: list[str],
                                                    lang: str) -> None:
    install_language(lang)
    window = make_window(games=four_games, language=lang)
    window.resize(1280, 800)
    QApplication.processEvents()
    games = window.start.games
    for row, game_id in enumerate(four_games):
        item = games.item(row)
        assert item.data(ROLE_BLURB) == get_game(game_id).blurbs[lang]
        assert get_game(game_id).blurbs[lang] in item.toolTip()
        rect = games.visualItemRect(item)
        assert games.viewport().rect().contains(rect), game_id  # all four in sight, none scrolled away


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_new_game_dialog_explains_the_seed_and_the_round_limit_in_sight(qtbot: Any, make_window: Any,
                                                                           four_games: list[str], lang: str) -> None:
    install_language(lang)
    window = make_window(games=four_games, language=lang)
    dialog = window.open_new_game("heroes")
    dialog.show()
    QApplication.processEvents()
    assert dialog.seed_note.isVisible() and len(dialog.seed_note.text()) > 40
    note = dialog.option_notes["round_limit"]
    assert note.isVisible() and note.text() == get_game("heroes").catalog(lang)["option.round_limit.help"]
    dialog.close()


def test_options_without_an_explanation_show_no_empty_note(qtbot: Any, make_window: Any,
                                                            four_games: list[str]) -> None:
    window = make_window(games=four_games)
    for game_id in four_games:
        dialog = window.open_new_game(game_id)
        catalog = get_game(game_id).catalog("en")
        explained = {key for key in dialog.editors if catalog.get(f"option.{key}.help")}
        assert set(dialog.option_notes) == explained
        assert all(note.text() for note in dialog.option_notes.values())
        dialog.close()


def test_a_full_hd_screen_opens_the_window_maximised_and_a_small_one_does_not() -> None:
    assert opens_maximised(QSize(1920, 1040))  # Full HD less a task bar
    assert opens_maximised(QSize(2560, 1400))
    assert not opens_maximised(QSize(1366, 728))
    assert not opens_maximised(QSize(1280, 800))
    assert initial_size(QSize(1920, 1040)).width() >= 1600  # leaving the maximised window keeps a large table
    assert initial_size(QSize(1366, 728)) == QSize(max(MIN_WIDTH, 1229), max(MIN_HEIGHT, 700))
    assert initial_size(QSize(1920, 1040)).height() <= 1040


def test_the_app_shows_the_window_maximised_on_a_large_screen(qtbot: Any, make_window: Any,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    window = make_window()
    window.hide()
    monkeypatch.setattr(app_module, "opens_maximised", lambda: True)
    app_module.show_window(window, fullscreen=False)
    assert window.windowState() & Qt.WindowState.WindowMaximized
    window.showNormal()
    monkeypatch.setattr(app_module, "opens_maximised", lambda: False)
    app_module.show_window(window, fullscreen=False)
    assert not window.windowState() & Qt.WindowState.WindowMaximized
