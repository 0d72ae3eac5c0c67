"""Empires gestures, offscreen with real mouse events on the view's viewport: a card lands where the cursor is
released (a hand card held by its corner and released on the play area's lower edge is played, although its
image lies mostly over the hand), and a gesture that does nothing says why in words, in English and Russian — a
card touched when it is not the viewer's decision, a market card before an effect lets the viewer acquire, a hand
card that cannot be played dropped on the play area, a release where nothing takes the card."""

from __future__ import annotations

import random
from typing import Any

import pytest
from drop_helpers import assert_reason, corner, drag_by, overlap_pick
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from table_helpers import centre, drag, open_table, show

from civitas.engine.registry import get_game, register
from civitas.games.empires.state import EmpiresState
from civitas.games.empires.table import EmpiresTable, create_table
from civitas.ui.controller import GameController
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator

NAMES = {"en": ["Ann", "Bob"], "ru": ["Анна", "Борис"]}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(Animator, "scale", 0.0)
    yield
    install_language("en")


def _table(qtbot: Any, lang: str = "en") -> tuple[GameController, EmpiresTable, list[str]]:
    install_language(lang)
    register("empires", "civitas.games.empires.package")
    controller, table = open_table(get_game("empires"), {"players": 2}, 3, NAMES[lang], lang, None, create_table)
    assert isinstance(table, EmpiresTable)
    show(qtbot, table)
    said: list[str] = []
    table.status.connect(said.append)
    return controller, table, said


def _state(controller: GameController) -> EmpiresState:
    s = controller.session.state
    assert isinstance(s, EmpiresState)
    return s


def _unplayable(s: EmpiresState, c: int, plays: list[Any]) -> bool:
    """No play action is for ``c``'s design (one action stands for every copy of a design)."""
    return all(s.table[c] != s.table[int(a[1])] for a in plays)


def _advance_to_a_play(controller: GameController, table: EmpiresTable, blocked: bool = False) -> None:
    """Random moves until seat 0 activates with a card it may play (``blocked``: and one it may not)."""
    game, rng = controller.game, random.Random(1)
    for _ in range(3000):
        s = _state(controller)
        movers = game.to_move(s)
        legal0 = game.legal_actions(s, 0) if movers[0] == 0 else []
        plays = [a for a in legal0 if a[0] == "play"]
        if s.stack.top is not None and s.stack.top.kind == "activate" and plays and (
                not blocked or any(_unplayable(s, c, plays) for c in s.hand[0])):
            table.refresh()
            QApplication.processEvents()
            return
        legal = game.legal_actions(s, movers[0])
        busy = [a for a in legal if a[0] not in ("end", "skip", "done", "pass", "revolt", "innovate")]
        controller.session.act(movers[0], rng.choice(busy if busy and rng.random() < 0.85 else legal))
    raise AssertionError("never reached")


def _click(qtbot: Any, table: EmpiresTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


def test_a_hand_card_held_by_its_corner_is_played_where_the_cursor_is_released(qtbot: Any) -> None:
    controller, table, _ = _table(qtbot)
    _advance_to_a_play(controller, table)
    s = _state(controller)
    play = next(a for a in controller.game.legal_actions(s, 0) if a[0] == "play")
    piece, area = table.scene.piece(f"card:{play[1]}"), table.scene.zone("play:0")
    assert piece is not None and area is not None
    grip = corner(table, piece)
    edge = QPointF(area.area.center().x(), area.area.bottom() - 4)  # the play area's lower edge
    assert overlap_pick(piece, grip, edge, table.scene.zones) is not area  # the image lies mostly over the hand
    drag_by(qtbot, table, piece, grip, edge)
    assert controller.session.record.steps[-1] == (0, play)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_touched_when_it_is_not_your_decision_says_so(qtbot: Any, lang: str) -> None:
    controller, table, said = _table(qtbot, lang)
    s = _state(controller)
    assert controller.game.to_move(s) == (1,)
    piece = table.scene.piece(f"card:{s.hand[0][0]}")
    assert piece is not None
    _click(qtbot, table, centre(piece))
    assert said
    assert_reason(said[-1], lang)
    assert said[-1] == controller.reason_text(controller.game.not_your_turn())


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_market_card_before_an_effect_lets_you_acquire_says_when_it_can_be_taken(qtbot: Any, lang: str) -> None:
    controller, table, said = _table(qtbot, lang)
    controller.set_viewer(1)  # seat 1 chooses its turn: no market card may be taken yet
    QApplication.processEvents()
    s = _state(controller)
    piece = table.scene.piece(f"card:{s.market[0]}")
    assert piece is not None
    _click(qtbot, table, centre(piece))
    assert said
    assert_reason(said[-1], lang)
    assert ("acquire" in said[-1]) if lang == "en" else ("рынка" in said[-1])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_that_cannot_be_played_dropped_on_the_play_area_says_why(qtbot: Any, lang: str) -> None:
    controller, table, said = _table(qtbot, lang)
    _advance_to_a_play(controller, table, blocked=True)
    s = _state(controller)
    plays = [a for a in controller.game.legal_actions(s, 0) if a[0] == "play"]
    c = next(c for c in s.hand[0] if _unplayable(s, c, plays))
    piece, area = table.scene.piece(f"card:{c}"), table.scene.zone("play:0")
    assert piece is not None and area is not None
    steps = len(controller.session.record.steps)
    drag(qtbot, table.view, centre(piece), area.area.center())
    assert len(controller.session.record.steps) == steps
    assert said
    assert_reason(said[-1], lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_release_where_nothing_takes_the_card_says_so(qtbot: Any, lang: str) -> None:
    controller, table, said = _table(qtbot, lang)
    _advance_to_a_play(controller, table)
    s = _state(controller)
    play = next(a for a in controller.game.legal_actions(s, 0) if a[0] == "play")
    piece, market = table.scene.piece(f"card:{play[1]}"), table.scene.zone("slot:2")
    assert piece is not None and market is not None and not market.accepts
    drag(qtbot, table.view, centre(piece), market.area.center())
    assert said
    assert_reason(said[-1], lang)
