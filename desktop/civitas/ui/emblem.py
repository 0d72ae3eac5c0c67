"""The Civitas emblem, drawn with QPainter: a temple front inside a laurel wreath on a dark medal."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPaintEvent, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

GOLD = QColor("#d9b45a")
GOLD_DARK = QColor("#9c7a2e")
MEDAL = QColor("#1f3a46")


def paint_emblem(painter: QPainter, rect: QRectF) -> None:
    """Draw the emblem into ``rect`` (kept square and centred)."""
    side = min(rect.width(), rect.height())
    box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    c = box.center()
    r = side / 2
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    glow = QRadialGradient(c, r)
    glow.setColorAt(0.0, MEDAL.lighter(150))
    glow.setColorAt(1.0, MEDAL)
    painter.setPen(QPen(GOLD, max(1.5, side * 0.025)))
    painter.setBrush(QBrush(glow))
    painter.drawEllipse(c, r * 0.96, r * 0.96)
    painter.setPen(QPen(GOLD_DARK, max(1.0, side * 0.008)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.88, r * 0.88)
    _wreath(painter, c, r * 0.72, side)
    _temple(painter, c, r * 0.5)
    painter.restore()


def _wreath(painter: QPainter, c: QPointF, radius: float, side: float) -> None:
    """Two laurel branches rising from the bottom of the medal, leaves along the tangent."""
    leaf_w, leaf_h = side * 0.085, side * 0.034
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(GOLD_DARK, max(1.0, side * 0.012)))
    arc = QRectF(c.x() - radius, c.y() - radius, 2 * radius, 2 * radius)
    painter.drawArc(arc, (-90 + 22) * 16, 130 * 16)
    painter.drawArc(arc, (-90 - 22) * 16, -130 * 16)
    painter.setPen(Qt.PenStyle.NoPen)
    for direction in (-1, 1):
        for i in range(8):
            theta = math.radians(28 + i * 17)
            x = c.x() + direction * radius * math.sin(theta)
            y = c.y() + radius * math.cos(theta)
            tangent = math.degrees(math.atan2(-math.sin(theta), direction * math.cos(theta)))
            for offset in (-1, 1):  # a leaf on either side of the stem
                painter.save()
                painter.translate(x, y)
                painter.rotate(tangent + offset * 32 * direction)
                painter.translate(leaf_w * 0.45, 0)
                painter.setBrush(GOLD if (i + (offset > 0)) % 2 == 0 else GOLD.darker(118))
                painter.drawEllipse(QPointF(0, 0), leaf_w / 2, leaf_h / 2)
                painter.restore()


def _temple(painter: QPainter, c: QPointF, size: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    width = size * 1.5
    left = c.x() - width / 2
    top = c.y() - size * 0.75
    roof = QPolygonF([QPointF(left - size * 0.08, top + size * 0.4), QPointF(c.x(), top),
                      QPointF(left + width + size * 0.08, top + size * 0.4)])
    painter.drawPolygon(roof)
    painter.drawRect(QRectF(left, top + size * 0.44, width, size * 0.1))
    columns = 4
    col_w = width * 0.12
    gap = (width - columns * col_w) / (columns - 1)
    col_top = top + size * 0.58
    col_h = size * 0.72
    for i in range(columns):
        painter.drawRect(QRectF(left + i * (col_w + gap), col_top, col_w, col_h))
    base_top = col_top + col_h + size * 0.04
    painter.drawRect(QRectF(left - size * 0.06, base_top, width + size * 0.12, size * 0.09))
    painter.drawRect(QRectF(left - size * 0.14, base_top + size * 0.12, width + size * 0.28, size * 0.09))


class Emblem(QWidget):
    def __init__(self, size: int = 128, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._size = size
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(size, size)

    def sizeHint(self) -> QSize:
        return QSize(self._size, self._size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_emblem(painter, QRectF(self.rect()))
        painter.end()
