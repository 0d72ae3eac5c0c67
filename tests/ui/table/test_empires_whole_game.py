"""Whole games of Empires played through the real main window to the game-over screen, at 1280x800 and at
1920x1080 in both Russian and English (two deals).

One person (seat 0) against one computer nation (the quick random stand-in, no pause). The person acts only
through the table's widgets, as someone at the screen would: real mouse drags of hand cards into the play area
and of market cards onto their own area, clicks on cards in play to exhaust them, and the prompt's buttons for
every other decision. After every move of theirs no text on the table is cut short.
"""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from table_helpers import centre, click, cut_widgets, drag

from civitas.engine.registry import get_game, register
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.table import EmpiresTable
from civitas.ui.game_over import GameOverScreen
from civitas.ui.i18n import install_language
from civitas.ui.main_window import MainWindow
from civitas.ui.new_game_dialog import NewGameSetup
from civitas.ui.table.anim import Animator
from civitas.ui.table.fit import scene_elisions


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Animator, "scale", 0.0)


class Person:
    """Seat 0: always activates; plays every card it can by dragging it, exhausts what it can by clicking,
    takes market cards by dragging them home, and answers everything else with the prompt's first button
    (the end of the activation last)."""

    def __init__(self, qtbot: Any, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.drags = 0
        self.clicks = 0
        self.tried: tuple[int, int] = (-1, -1)

    @property
    def table(self) -> EmpiresTable:
        screen = self.window.game_screen
        assert screen is not None and isinstance(screen.table, EmpiresTable)
        return screen.table

    def state(self) -> EmpiresState:
        state = self.window.game_screen.controller.session.state  # type: ignore[union-attr]
        assert isinstance(state, EmpiresState)
        return state

    def moment(self) -> tuple[int, int]:
        record = self.window.game_screen.controller.session.record  # type: ignore[union-attr]
        return len(record.steps), record.undo_used

    def my_turn(self) -> bool:
        return 0 in get_game("empires").to_move(self.state())

    def legal(self) -> list[Any]:
        return get_game("empires").legal_actions(self.state(), 0)

    def drag_card(self, card: int, zone_id: str) -> None:
        self.tried = self.moment()
        piece, zone = self.table.scene.piece(f"card:{card}"), self.table.scene.zone(zone_id)
        assert piece is not None and zone is not None, (card, zone_id)
        drag(self.qtbot, self.table.view, centre(piece), zone.content_rect().center())
        QApplication.processEvents()
        self.drags += 1

    def press(self, button: QPushButton) -> None:
        click(self.qtbot, button)
        self.clicks += 1

    def step(self) -> None:
        table = self.table
        for _ in range(50):  # buttons made by the last re-render show once the event loop has run
            self.qtbot.wait(1)
            if all(b.isVisible() for b in table.bar_buttons + table.prompt_button_list):
                break
        if not self.my_turn():
            return
        s, legal, again = self.state(), self.legal(), self.moment() == self.tried
        top = s.stack.top
        kind = top.kind if top is not None else ""
        plays = [a for a in legal if a[0] == "play"]
        exhausts = [a for a in legal if a[0] == "exhaust"]
        takes = [a for a in legal if a[0] == "slot" and s.market[a[1]] >= 0]
        if kind == "activate" and plays and not again:
            self.drag_card(plays[0][1], "play:0")
        elif kind == "activate" and exhausts and not again:
            self.tried = self.moment()
            piece = table.scene.piece(f"card:{exhausts[0][1]}")
            assert piece is not None
            table.piece_clicked(piece)
            self.clicks += 1
        elif kind == "slot" and takes and top is not None and top.data.get("purpose") in ("acquire", "break") \
                and not again:  # fmt: skip
            self.drag_card(s.market[takes[0][1]], "discard:0")
        else:
            buttons = [b for b in table.prompt_button_list if b.isVisible() and b.isEnabled()
                       and b.objectName() not in ("more", "end")]
            buttons = buttons or [b for b in table.prompt_button_list if b.isVisible() and b.isEnabled()]
            assert buttons, f"no answer for {kind}"
            self.press(buttons[0])
        table.grab()
        assert scene_elisions(table.scene) == []
        assert cut_widgets(table.prompt_frame) == []  # the question fits its prompt, every answer its button
        assert cut_widgets(table.bar_frame) == []


def play_in_the_window(qtbot: Any, make_window: Any, lang: str, size: tuple[int, int], seed: int,
                       moves: int = 6000) -> tuple[MainWindow, Person]:
    """Open a 2-player game in the real window and let the person play until the game-over screen, or until
    they have made ``moves`` moves."""
    register("empires", "civitas.games.empires.package")
    install_language(lang)
    window = make_window(["empires"], language=lang)
    window.resize(*size)
    players = [{"name": "Anna", "color": "", "ai": ""}, {"name": "Boris", "color": "", "ai": "easy"}]
    screen = window.start_game(NewGameSetup("empires", {"players": 2}, seed, players))
    assert isinstance(screen.table, EmpiresTable)
    qtbot.waitExposed(window)
    person = Person(qtbot, window)
    idle = made = 0
    for _ in range(6000):
        if window.game_over is not None or made >= moves:
            break
        if person.my_turn():
            person.step()
            made += 1
            idle = 0
        else:
            qtbot.wait(2)  # the computer seat acts on its timer
            idle += 1
            assert idle < 3000, "the computer seat stopped moving"
    return window, person


def test_the_first_moves_of_an_empires_game_through_the_window_are_made_by_hand_and_nothing_is_cut(
        qtbot: Any, make_window: Any) -> None:
    """The per-commit variant of the whole games below: the first 8 moves at 1280x800 in Russian, every one made
    with the mouse, with the same fit checks after each."""
    window, person = play_in_the_window(qtbot, make_window, "ru", (1280, 800), 3, moves=8)
    install_language("en")
    assert window.game_over is None
    assert len(person.window.game_screen.controller.session.record.steps) >= 8  # type: ignore[union-attr]
    assert person.drags + person.clicks >= 8
    assert person.drags >= 1


@pytest.mark.slow
@pytest.mark.parametrize(("lang", "size", "seed"), [("ru", (1280, 800), 3), ("en", (1920, 1080), 3),
                                                  ("en", (1280, 800), 8), ("ru", (1920, 1080), 8)])
def test_a_whole_game_of_empires_through_the_window_to_the_game_over_screen(qtbot: Any, make_window: Any, lang: str,
                                                                            size: tuple[int, int], seed: int) -> None:
    window, person = play_in_the_window(qtbot, make_window, lang, size, seed)
    install_language("en")
    over = window.game_over
    assert isinstance(over, GameOverScreen)
    assert person.state().over
    assert person.drags > 10 and person.clicks > 10  # the person really played, by hand
