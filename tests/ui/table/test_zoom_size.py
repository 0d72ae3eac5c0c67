"""The enlarged card is read, so it never shrinks with a small window: at a table drawn smaller than its units the
zoom keeps at least LEAST_ON_SCREEN of its size on screen, and it stays inside the table."""

from __future__ import annotations

from typing import Any

import pytest
from table_helpers import open_table, show
from test_one_popup_per_hover import GAMES, face_up_cards

from civitas.engine.registry import get_game, register
from civitas.ui.game_tables import table_package
from civitas.ui.table.card_item import CARD_W
from civitas.ui.table.widget import TableWidget
from civitas.ui.table.zoom import LEAST_ON_SCREEN, ZOOM


def small_table(game_id: str, qtbot: Any) -> TableWidget:
    register(game_id, f"civitas.games.{game_id}.package")
    module = table_package(game_id)
    assert module is not None
    _controller, table = open_table(get_game(game_id), GAMES[game_id], 5, ["Anna", "Boris", "Clio"][
        :GAMES[game_id]["players"]], "en", None, module.create_table)
    assert isinstance(table, TableWidget)
    show(qtbot, table, 900, 620)  # the table's part of a small window
    return table


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_zoom_keeps_its_size_on_screen_in_a_small_window(game_id: str, qtbot: Any) -> None:
    table = small_table(game_id, qtbot)
    shown = table.view.transform().m11()
    assert shown < LEAST_ON_SCREEN  # the table is drawn smaller than its units here
    table.scene.zoom.show_now(face_up_cards(table)[0])
    item = table.scene.zoom.item
    assert item is not None
    on_screen = item.card_rect().width() * item.scale() * shown
    assert on_screen >= CARD_W * ZOOM * LEAST_ON_SCREEN - 0.5
    bounds = table.scene.sceneRect()
    placed = item.mapRectToScene(item.card_rect())
    assert bounds.left() <= placed.left() and placed.right() <= bounds.right()
