"""At 1280×800 the tutorial panel shows what to do now above the step's explanation, in sight at every step of
every game's tutorial, however long the explanation: the request sentence of the step's text ("▶ Drag…"),
"Press Next" when only that is asked, or that the others are moving."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect
from tutorial_driver import follow, open_tutorial_screen

from civitas.ui.table.anim import Animator
from civitas.ui.tutorial.instruction import instruction, is_request
from civitas.ui.tutorial.screen import TutorialScreen

GAMES = ["heroes", "ancient", "territory", "empires"]


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


def check_in_sight(screen: TutorialScreen, seen: list[str]) -> None:
    panel = screen.panel
    label = panel.waiting
    assert label.isVisible() and label.text()
    rect = QRect(label.mapTo(panel, QPoint(0, 0)), label.size())
    assert panel.rect().contains(rect), (rect, panel.rect())
    on_window = QRect(label.mapTo(screen.window(), QPoint(0, 0)), label.size())
    assert screen.window().rect().contains(on_window)
    assert label.heightForWidth(label.width()) <= label.height() + 1  # all of it, not cut
    above = QRect(panel.texts.mapTo(panel, QPoint(0, 0)), panel.texts.size())
    assert rect.bottom() < above.top()  # above the explanation, which may scroll
    run = screen.tutorial.run
    if not run.done and screen.tutorial.wanted():
        assert label.text() == "▶ " + instruction(run.text(screen.controller.lang))
    seen.append(label.text())


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_first_steps_say_what_to_do_in_sight_at_1280x800(qtbot: Any, make_window: Any, game_id: str,
                                                            lang: str) -> None:
    _window, screen = open_tutorial_screen(make_window, game_id, lang)
    seen: list[str] = []
    assert follow(qtbot, screen, 6, lambda: check_in_sight(screen, seen)) >= 4
    assert any(text.startswith("▶") for text in seen)  # a step that asks for a move says which


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_step_says_what_to_do_in_sight_at_1280x800(qtbot: Any, make_window: Any, game_id: str,
                                                        lang: str) -> None:
    _window, screen = open_tutorial_screen(make_window, game_id, lang)
    seen: list[str] = []
    count = follow(qtbot, screen, 200, lambda: check_in_sight(screen, seen))
    assert screen.tutorial.run.finished and count >= 10


def test_the_request_is_the_sentence_that_asks() -> None:
    text = "Citizen 1 stands on Work. Your citizen 2 beats 1: drag it onto Work. The slot pays 2 coins."
    assert instruction(text) == "Your citizen 2 beats 1: drag it onto Work."
    assert instruction("You have no citizen left, so pass. When everyone has passed the round ends.") == (
        "You have no citizen left, so pass.")
    assert instruction("Город стоит два камня: перетащите камень на город. Так строят.") == (
        "Город стоит два камня: перетащите камень на город.")
    assert instruction("Nothing asks here. It only explains.") == "It only explains."  # no request: the last
    assert not is_request("When the round ends, income comes.") and is_request("Press Done.")
