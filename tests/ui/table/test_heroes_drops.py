"""Age of Heroes gestures, offscreen with real mouse events on the view's viewport: a card lands where the
cursor is released (a resource held by its corner and released on the City's left edge builds a city, although
its image lies mostly over the Army beside it), and a gesture that does nothing says why in words, in English
and Russian — a card touched when it is not the viewer's turn, a building the hand cannot pay for, a card
dropped where cards do not go, a release where nothing takes the card."""

from __future__ import annotations

from typing import Any

import pytest
from drop_helpers import assert_reason, corner, drag_by, overlap_pick
from heroes_fixtures import controller_for, session_at
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication
from table_helpers import centre, drag, show

from civitas.engine.session import Session
from civitas.games.heroes.cards import GRAIN, IRON, STONE, WOOD
from civitas.games.heroes.table import HeroesTable
from civitas.ui.controller import GameController
from civitas.ui.i18n import install_language
from civitas.ui.table.anim import Animator
from civitas.ui.table.card_item import CardItem


@pytest.fixture(autouse=True)
def fast_animations(monkeypatch: pytest.MonkeyPatch) -> Any:
    monkeypatch.setattr(Animator, "scale", 0.0)
    yield
    install_language("en")


def _table(qtbot: Any, cards: list[int], lang: str = "en") -> tuple[Session, GameController, HeroesTable, list[str]]:
    """Seat 0's action phase with ``cards`` in its hand (the rest back in the deck)."""
    install_language(lang)
    session = session_at(2, 5)
    s = session.state
    pool = s.hands[0] + s.deck
    for c in cards:
        pool.remove(c)
    s.hands[0], s.deck = list(cards), pool
    controller = controller_for(session, lang)
    table = HeroesTable(controller)
    show(qtbot, table)
    said: list[str] = []
    table.status.connect(said.append)
    return session, controller, table, said


def _hand_card(table: HeroesTable, kind: int) -> CardItem:
    for piece in table.scene.pieces_in("hand"):
        if isinstance(piece, CardItem) and piece.payload == ("card", kind):
            return piece
    raise AssertionError(kind)


def _click(qtbot: Any, table: HeroesTable, point: QPointF) -> None:
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.view.mapFromScene(point))


def test_a_resource_held_by_its_corner_builds_where_the_cursor_is_released(qtbot: Any) -> None:
    session, _, table, _ = _table(qtbot, [STONE, WOOD, WOOD])
    cities = session.state.cities[0]
    piece, city = _hand_card(table, STONE), table.scene.zone("supply:1")
    assert city is not None
    grip = corner(table, piece, left=False)  # its top right corner: the image hangs to the cursor's left
    edge = QPointF(city.area.left() + 3, city.area.top() + 40)
    assert overlap_pick(piece, grip, edge, table.scene.zones) is table.scene.zone("supply:0")
    drag_by(qtbot, table, piece, grip, edge)
    assert session.state.cities[0] == cities + 1
    assert session.record.steps[-1][1][:2] == ("build", "city")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_touched_when_it_is_not_your_turn_says_so(qtbot: Any, lang: str) -> None:
    session, controller, table, said = _table(qtbot, [STONE, WOOD], lang)
    controller.set_viewer(1)
    QApplication.processEvents()
    assert 1 not in controller.game.to_move(session.state)
    piece = next(p for p in table.scene.pieces_in("hand") if isinstance(p, CardItem))
    _click(qtbot, table, centre(piece))
    assert said and said[-1] == controller.reason_text(controller.game.not_your_turn())
    assert_reason(said[-1], lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_building_the_hand_cannot_pay_for_says_why_when_clicked(qtbot: Any, lang: str) -> None:
    _, controller, table, said = _table(qtbot, [IRON, GRAIN], lang)
    army = table.scene.piece("supply:0")  # an army needs two grain
    assert army is not None
    _click(qtbot, table, centre(army))
    assert said
    assert_reason(said[-1], lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_card_dropped_where_cards_do_not_go_says_where_they_go(qtbot: Any, lang: str) -> None:
    session, _, table, said = _table(qtbot, [STONE, WOOD], lang)
    rival = table.scene.zone("seat:1")
    assert rival is not None and rival.accepts
    before = session.state_hash()
    drag(qtbot, table.view, centre(_hand_card(table, STONE)), rival.area.center())
    assert session.state_hash() == before
    assert said
    assert_reason(said[-1], lang)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_release_where_nothing_takes_the_card_says_so(qtbot: Any, lang: str) -> None:
    session, _, table, said = _table(qtbot, [STONE, WOOD], lang)
    deck = table.scene.zone("deck")
    assert deck is not None and not deck.accepts
    before = session.state_hash()
    drag(qtbot, table.view, centre(_hand_card(table, STONE)), deck.area.center())
    assert session.state_hash() == before
    assert said
    assert_reason(said[-1], lang)
