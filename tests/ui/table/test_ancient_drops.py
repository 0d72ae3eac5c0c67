"""The Ancient World's gestures, offscreen with real mouse events on the view's viewport: a card lands where the
cursor is released (a display card held by its corner and released on the tableau's left edge is built, although
its image lies mostly over an army), and a gesture that does nothing says why in words, in English and Russian —
a piece touched when it is not the viewer's turn, a display card before a Build is chosen, a release where
nothing takes the piece."""

from __future__ import annotations

from typing import Any

import pytest
from drop_helpers import assert_reason, corner, drag_by, overlap_pick
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from table_helpers import centre, drag, open_table, show

from civitas.engine.registry import get_game, register
from civitas.games.ancient.state import AncientState
from civitas.games.ancient.table import AncientTable, create_table
from civitas.ui.controller import GameController
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator

NAMES = {"en": ["Ann", "Bob"], "ru": ["Анна", "Борис"]}


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(Animator, "scale", 0.0)
    yield
    install_language("en")


def _table(qtbot: Any, lang: str = "en") -> tuple[GameController, AncientTable, AncientState, list[str]]:
    install_language(lang)
    register("ancient", "civitas.games.ancient.package")
    controller, table = open_table(get_game("ancient"), {"players": 2}, 3, NAMES[lang], lang, None, create_table)
    assert isinstance(table, AncientTable)
    s = controller.session.state
    assert isinstance(s, AncientState)
    s.coins[0], s.knowledge[0] = 30, 10
    show(qtbot, table)
    said: list[str] = []
    table.status.connect(said.append)
    return controller, table, s, said


def _click(qtbot: Any, table: AncientTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


def test_a_display_card_held_by_its_corner_is_built_where_the_cursor_is_released(qtbot: Any) -> None:
    controller, table, _, _ = _table(qtbot)
    controller.try_act(0, ("place", 1, "build"))
    QApplication.processEvents()
    c = next(int(a[1]) for a in table.legal if a[0] == "buy")
    piece, tableau = table.scene.piece(f"card:{c}"), table.scene.zone("tableau:0")
    assert piece is not None and tableau is not None
    grip = corner(table, piece, left=False)  # its top right corner: the image hangs to the cursor's left
    edge = QPointF(tableau.area.left() + 3, tableau.area.top() + 120)
    assert overlap_pick(piece, grip, edge, table.scene.zones) is not tableau  # it lies mostly over an army
    drag_by(qtbot, table, piece, grip, edge)
    assert controller.session.record.steps[-1] == (0, ("buy", c))
    s = controller.session.state
    assert isinstance(s, AncientState) and c in s.tableau[0]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_citizen_touched_when_it_is_not_your_turn_says_so(qtbot: Any, lang: str) -> None:
    controller, table, _, said = _table(qtbot, lang)
    controller.set_viewer(1)
    QApplication.processEvents()
    citizen = table.scene.piece("cit:1:1")
    assert citizen is not None
    _click(qtbot, table, centre(citizen))
    assert said and said[-1] == controller.reason_text(controller.game.not_your_turn())
    assert_reason(said[-1], lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_display_card_clicked_before_a_build_says_why(qtbot: Any, lang: str) -> None:
    controller, table, s, said = _table(qtbot, lang)
    s.coins[0] = 0  # no citizen can pay its way onto the build row, so the card is no two-step build
    table.refresh()  # the state was set by hand: refresh forgets the position read before
    piece = table.scene.piece(f"card:{s.display[0]}")
    assert piece is not None
    _click(qtbot, table, centre(piece))
    assert said
    assert_reason(said[-1], lang)
    assert controller.catalog["slot.build"] in said[-1]  # it names the row a citizen must take first


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_release_where_nothing_takes_the_citizen_says_so(qtbot: Any, lang: str) -> None:
    controller, table, _, said = _table(qtbot, lang)
    citizen, display = table.scene.piece("cit:0:1"), table.scene.zone("display")
    assert citizen is not None and display is not None and not display.accepts
    steps = len(controller.session.record.steps)
    drag(qtbot, table.view, centre(citizen), display.area.center())
    assert len(controller.session.record.steps) == steps
    assert said
    assert_reason(said[-1], lang)
