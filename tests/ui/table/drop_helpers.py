"""Helpers for the tables' drop tests: a drag that grabs a piece at a chosen point of it, the zone the old
overlap rule would have picked for the dragged image, and a check that a message line reads as words."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from table_helpers import drag

from civitas.ui.table.piece import PieceItem
from civitas.ui.table.zone import Zone


def overlap_pick(piece: PieceItem, grip: QPointF, release: QPointF, zones: list[Zone]) -> Zone | None:
    """The accepting zone that ``piece``'s full-size image, grabbed at ``grip`` and released at ``release``,
    overlaps most: what a drop by the image's overlap would have picked."""
    box = piece.sceneBoundingRect()
    image = QRectF(release - (grip - box.topLeft()), box.size())
    best: Zone | None = None
    most = 0.0
    for zone in zones:
        inter = image.intersected(zone.area)
        area = max(0.0, inter.width()) * max(0.0, inter.height())
        if zone.accepts and area > most:
            best, most = zone, area
    return best


def corner(table: Any, piece: PieceItem, top: bool = True, left: bool = True) -> QPointF:
    """The point of ``piece`` nearest that corner of its box where a press takes this piece (not a neighbour
    lying over it)."""
    box = piece.sceneBoundingRect()
    x0 = box.left() if left else box.right()
    y0 = box.top() if top else box.bottom()
    for step in range(2, int(min(box.width(), box.height()) / 2), 2):
        point = QPointF(x0 + (step if left else -step), y0 + (step if top else -step))
        if table.scene.piece_at(point) is piece:
            return point
    raise AssertionError("no free corner")


def drag_by(qtbot: Any, table: Any, piece: PieceItem, grip: QPointF, release: QPointF) -> None:
    """Drag ``piece`` held at ``grip`` (a scene point on it) and release it at ``release``."""
    assert piece.sceneBoundingRect().contains(grip)
    assert table.scene.piece_at(grip) is piece
    drag(qtbot, table.view, grip, release)


def assert_reason(text: str, lang: str) -> None:
    """``text`` explains in words: not empty, no action tuple, message id or Python value, in ``lang``'s script."""
    assert text.strip(), "nothing said"
    assert not re.search(r"[()\[\]]\s*['\"]|\b[a-z]+[._][a-z_]+\b|\bNone\b", text), text
    cyrillic = bool(re.search("[а-яА-ЯёЁ]", text))
    assert cyrillic == (lang == "ru"), text
