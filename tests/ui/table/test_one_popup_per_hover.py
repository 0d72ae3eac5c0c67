"""One popup per hover, in every game: over a face-up card the enlarged card is the only popup (no Qt tooltip
repeats it, none comes from the area under it, none covers it while it is up), and it goes when the pointer
leaves the table for the side panel or the prompt."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsItem, QToolTip
from table_helpers import open_table, show

from civitas.engine.registry import get_game, register
from civitas.ui.game_tables import table_package
from civitas.ui.table.card_item import CardItem
from civitas.ui.table.widget import TableWidget

GAMES = {"heroes": {"players": 3}, "ancient": {"players": 3}, "territory": {"players": 3},
         "empires": {"players": 2, "first_player": "1"}}  # fmt: skip


def table_of(game_id: str, qtbot: Any) -> TableWidget:
    register(game_id, f"civitas.games.{game_id}.package")
    module = table_package(game_id)
    assert module is not None
    _controller, table = open_table(get_game(game_id), GAMES[game_id], 5, ["Anna", "Boris", "Clio"][
        :GAMES[game_id]["players"]], "ru", None, module.create_table)
    assert isinstance(table, TableWidget)
    show(qtbot, table, 1920, 1080)
    return table


def face_up_cards(table: TableWidget) -> list[CardItem]:
    return [p for p in table.scene.pieces if isinstance(p, CardItem) and not p.face.back and p.isVisible()]


def tooltip_at(table: TableWidget, point: QPoint) -> str:
    """The tooltip the table shows when the pointer rests at ``point`` of its view's viewport ("" none)."""
    viewport = table.view.viewport()
    QToolTip.hideText()
    QApplication.sendEvent(viewport, QHelpEvent(QEvent.Type.ToolTip, point, viewport.mapToGlobal(point)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def on_view(table: TableWidget, item: QGraphicsItem) -> QPoint:
    return table.view.mapFromScene(item.sceneBoundingRect().center())


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_over_a_face_up_card_the_zoom_is_the_only_popup(game_id: str, qtbot: Any) -> None:
    table = table_of(game_id, qtbot)
    cards = face_up_cards(table)
    assert cards
    for card in cards:
        assert tooltip_at(table, on_view(table, card)) == "", card.key
    table.scene.zoom.show_now(cards[0])
    assert table.scene.zoom.item is not None
    tipped = [i for i in table.scene.items() if i.toolTip() and i.isVisible()]
    for item in tipped[:30]:  # while the zoom is up, nothing on the table puts a tooltip over it
        assert tooltip_at(table, on_view(table, item)) == ""


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_zoom_goes_when_the_pointer_leaves_the_table(game_id: str, qtbot: Any) -> None:
    table = table_of(game_id, qtbot)
    card = face_up_cards(table)[0]
    qtbot.mouseMove(table.view.viewport(), on_view(table, card))
    qtbot.waitUntil(lambda: table.scene.zoom.item is not None, timeout=2000)
    QApplication.sendEvent(table.view.viewport(), QEvent(QEvent.Type.Leave))  # to the side panel or the prompt
    assert table.scene.zoom.item is None


def test_a_cards_own_note_is_a_line_of_its_zoom_not_a_tooltip(qtbot: Any) -> None:
    table = table_of("ancient", qtbot)
    card = face_up_cards(table)[0]
    card.setToolTip("Garrisoned under the Citadel")
    assert tooltip_at(table, on_view(table, card)) == ""
    table.scene.zoom.show_now(card)
    assert table.scene.zoom.item is not None
    assert table.scene.zoom.item.face.text.startswith("Garrisoned under the Citadel")


def test_a_face_down_pile_still_says_what_it_is(qtbot: Any) -> None:
    table = table_of("empires", qtbot)
    backs = [p for p in table.scene.pieces if isinstance(p, CardItem) and p.face.back and p.toolTip()]
    assert backs
    assert tooltip_at(table, on_view(table, backs[0])) == backs[0].toolTip()


def test_a_card_that_prints_its_whole_text_is_zoomed_without_a_box_repeating_it(qtbot: Any) -> None:
    table = table_of("empires", qtbot)
    card = face_up_cards(table)[0]
    assert card.face.text_on_face
    table.scene.zoom.show_now(card)
    item = table.scene.zoom.item
    assert item is not None and not item.has_box()
    assert item.boundingRect().height() <= item.card_rect().height() + 12  # the enlarged card alone


def test_a_card_whose_zoom_says_more_keeps_its_words_under_it(qtbot: Any) -> None:
    table = table_of("ancient", qtbot)
    card = face_up_cards(table)[0]
    table.scene.zoom.show_now(card)
    item = table.scene.zoom.item
    assert item is not None and item.has_box() and item.text_h > 0
