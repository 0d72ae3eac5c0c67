"""A road between two neighbours' areas on the Age of Heroes table."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.icons import draw_icon


class RoadItem(QGraphicsObject):
    """A road between two players' areas: a paved band in both players' colours."""

    def __init__(self, a: QPointF, b: QPointF, colours: tuple[str, str], built: bool = True,
                 tooltip: str = "") -> None:
        super().__init__()
        self.line = QLineF(a, b)
        self.colours = (QColor(colours[0]), QColor(colours[1]))
        self.built = built
        self.setZValue(-5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(self.line.p1(), self.line.p2()).normalized().adjusted(-18, -18, 18, 18)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if not self.built:
            pen = QPen(QColor(90, 70, 50, 90), 3, Qt.PenStyle.DotLine)
            painter.setPen(pen)
            painter.drawLine(self.line)
            return
        painter.setPen(QPen(QColor("#5a4632"), 18, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.line)
        painter.setPen(QPen(QColor("#d9c7a0"), 13, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(self.line)
        mid = self.line.pointAt(0.5)
        painter.setPen(QPen(self.colours[0], 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(QLineF(self.line.p1(), mid))
        painter.setPen(QPen(self.colours[1], 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        painter.drawLine(QLineF(mid, self.line.p2()))
        badge = QRectF(mid.x() - 15, mid.y() - 15, 30, 30)
        painter.setPen(QPen(QColor("#5a4632"), 2))
        painter.setBrush(QColor("#fbf6ea"))
        painter.drawEllipse(badge)
        draw_icon(painter, "road", badge.adjusted(5, 5, -5, -5), QColor("#8a6a3a"))
