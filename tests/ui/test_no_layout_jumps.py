"""Nothing moves under the player's eyes: the message line below the table is two lines high whatever it says
(a message that wraps does not push the table up or re-lay out its cards), and the tutorial's Next button stays
in one place from step to step."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
from tutorial_driver import follow, open_tutorial_screen

from civitas.engine.registry import register
from civitas.ui.app import pick_font
from civitas.ui.new_game_dialog import NewGameSetup
from civitas.ui.style import STYLE_SHEET
from civitas.ui.table.anim import Animator

LONG = ("This move cannot be made now: the slot already holds a citizen of a higher skill, and a citizen may join "
        "it only with a higher skill than every one already there, so choose another slot or another citizen; the "
        "slots of Build and Recruit take any skill for a coin.")


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


@pytest.fixture
def styled(qapp: Any) -> Iterator[None]:
    """The app's font and style sheet, as ``create_app`` sets them (its padding makes a line taller)."""
    font = qapp.font()
    qapp.setFont(pick_font())
    qapp.setStyleSheet(STYLE_SHEET)
    yield
    qapp.setStyleSheet("")
    qapp.setFont(font)


def on_window(widget: Any) -> QRect:
    return QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_a_message_that_wraps_to_two_lines_does_not_move_the_table(qtbot: Any, make_window: Any, styled: None,
                                                                   size: tuple[int, int]) -> None:
    register("ancient", "civitas.games.ancient.package")
    window = make_window(games=["ancient"], ai_delay_ms=600_000)
    window.resize(*size)
    players = [{"name": "Anna", "ai": ""}, {"name": "Boris", "ai": "easy"}]
    screen = window.start_game(NewGameSetup("ancient", {"players": 2}, 3, players))
    qtbot.wait(20)
    table = screen.table
    before = on_window(table), on_window(table.view), table.view.transform()
    pieces = {p.key: p.pos() for p in table.scene.pieces}
    screen.show_status(LONG, error=True)
    qtbot.wait(30)  # the layout's own request, had it any
    assert screen.status_line.heightForWidth(screen.status_line.width()) > screen.status_line.fontMetrics().height()
    assert (on_window(table), on_window(table.view), table.view.transform()) == before
    assert {p.key: p.pos() for p in table.scene.pieces} == pieces  # no card moved
    screen.show_status("")
    qtbot.wait(30)
    assert (on_window(table), on_window(table.view), table.view.transform()) == before


def test_a_message_longer_than_two_lines_shows_whole_in_its_tooltip(qtbot: Any, make_window: Any) -> None:
    window = make_window()
    window.resize(1280, 800)
    from shell_helpers import tiny_setup

    screen = window.start_game(tiny_setup("", "easy", seed=4))
    QApplication.processEvents()
    screen.show_status(LONG * 3)
    assert screen.status_line.toolTip() == LONG * 3
    screen.show_status("Short.")
    assert screen.status_line.toolTip() == ""


@pytest.mark.parametrize("game_id", ["heroes", "ancient", "territory", "empires"])
def test_the_tutorials_next_button_keeps_its_place_from_step_to_step(qtbot: Any, make_window: Any,
                                                                    game_id: str) -> None:
    _window, screen = open_tutorial_screen(make_window, game_id, "ru")
    places: list[QRect] = []

    def look() -> None:
        if screen.panel.next_button.isVisible():
            places.append(on_window(screen.panel.next_button))

    assert follow(qtbot, screen, 6, look) >= 4
    assert len(places) >= 4 and len(set(map(tuple, (r.getRect() for r in places)))) == 1, places
