"""The shared table geometry: weighted rows, columns and grids fill their rectangle exactly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from civitas.ui.table.card_item import CARD_H, CARD_W
from civitas.ui.table.geometry import card_size, column, grid, row


def test_a_row_gives_each_part_its_share_and_the_gaps_and_ends_where_the_rect_ends() -> None:
    parts = row(QRectF(10, 20, 310, 50), [1, 2, 3], gap=10)
    assert [p.width() for p in parts] == pytest.approx([48.33333, 96.66667, 145.0], abs=1e-4)
    assert parts[0].left() == 10 and parts[-1].right() == pytest.approx(320)
    assert all(b.left() - a.right() == pytest.approx(10) for a, b in zip(parts, parts[1:], strict=False))
    assert {(p.top(), p.height()) for p in parts} == {(20, 50)}


def test_a_column_cuts_the_height_and_keeps_the_width() -> None:
    parts = column(QRectF(0, 100, 80, 208), [1, 1, 2], gap=4)
    assert [p.height() for p in parts] == pytest.approx([50, 50, 100])
    assert parts[-1].bottom() == pytest.approx(308) and {p.width() for p in parts} == {80}


def test_a_grid_fills_rows_in_reading_order_and_widens_a_short_last_row() -> None:
    cells = grid(QRectF(0, 0, 208, 108), 5, 3, gap=8)
    assert len(cells) == 5
    assert [c.top() for c in cells] == pytest.approx([0, 0, 0, 58, 58])
    assert cells[0].width() == pytest.approx(64) and cells[3].width() == pytest.approx(100)
    assert grid(QRectF(0, 0, 10, 10), 0, 3) == [] and row(QRectF(0, 0, 10, 10), []) == []


def test_a_card_keeps_the_cards_proportions() -> None:
    size = card_size(CARD_H * 2)
    assert size.height() == CARD_H * 2 and size.width() == pytest.approx(CARD_W * 2, abs=0.05)


def test_the_players_areas_share_the_width_equally_with_8_units_between_them() -> None:
    from civitas.games.ancient.table.layout import layout as ancient_layout
    from civitas.games.empires.table.layout import layout as empires_layout

    seats = ancient_layout(1600.0, 3, 5).seats
    w = (1600 - 16 - 2 * 8) / 3
    assert [s.left() for s in seats] == pytest.approx([8, 16 + w, 24 + 2 * w])
    assert [s.width() for s in seats] == pytest.approx([w, w, w])
    others = empires_layout(1280.0, 2).others
    assert [s.left() for s in others] == pytest.approx([8, 644]) and [s.width() for s in others] == [628, 628]
