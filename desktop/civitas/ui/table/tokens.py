"""Tokens on the table: cities, armies, fortresses, generals, roads, drawn as QPainter shapes in a
player's colour. A token may carry small marks (a general on an army, an earthquake crack) and a
count badge (the supply shows how many are left)."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.icons import draw_icon
from civitas.ui.table.piece import PieceItem


class TokenItem(PieceItem):
    """A round token with a path-drawn icon. ``marks`` are extra small icons at its corner."""

    def __init__(self, kind: str, key: str, colour: str, icon: str | None = None, payload: object = None,
                 draggable: bool = False, size: float = 44, count: int | None = None,
                 marks: tuple[str, ...] = (), tooltip: str = "", label: str = "") -> None:
        super().__init__(kind, key, payload, draggable, QSizeF(size, size), tooltip)
        self.colour = QColor(colour)
        self.icon = icon or kind
        self.count = count
        self.marks = marks
        self.label = label
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def square(self) -> bool:
        """Buildings stand on square tokens, forces on round ones: told apart at a glance."""
        return self.kind in SQUARE_KINDS

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if self.square():
            path.addRoundedRect(self.rect(), 6, 6)
        else:
            path.addEllipse(self.rect())
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        s = r.width()
        painter.setPen(QPen(self.colour.darker(160), max(1.5, s * 0.05)))
        painter.setBrush(QColor("#fbf6ea"))
        if self.square():
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), s * 0.16, s * 0.16)
        else:
            painter.drawEllipse(r.adjusted(1, 1, -1, -1))
        draw_icon(painter, self.icon, r.adjusted(s * 0.16, s * 0.16, -s * 0.16, -s * 0.16), self.colour)
        for i, mark in enumerate(self.marks):
            m = QRectF(r.right() - s * 0.46 - i * s * 0.4, r.top() - s * 0.14, s * 0.5, s * 0.5)
            painter.setPen(QPen(QColor("#3a2c1c"), 1))
            painter.setBrush(QColor("#fff4d0"))
            painter.drawEllipse(m)
            inner = m.adjusted(s * 0.06, s * 0.06, -s * 0.06, -s * 0.06)
            draw_icon(painter, MARK_ICONS.get(mark, mark), inner, _mark_colour(mark, self.colour))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(60, 60, 60, 120))
            painter.drawEllipse(r)
        if self.count is not None:
            badge = QRectF(r.right() - s * 0.42, r.bottom() - s * 0.38, s * 0.5, s * 0.42)
            painter.setPen(QPen(QColor("#ffffff"), 1))
            painter.setBrush(QColor("#3a2c1c") if self.count else QColor("#b03a2e"))
            painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            font = QFont()
            font.setBold(True)
            font.setPixelSize(max(8, round(s * 0.28)))
            painter.setFont(font)
            painter.drawText(badge, int(Qt.AlignmentFlag.AlignCenter), str(self.count))
        self.paint_marks(painter, radius=s * 0.16 if self.square() else s / 2)


SQUARE_KINDS = frozenset({"city", "fortress"})
# Small marks on a token: a general is a gold star (a helmet is unreadable that small).
MARK_ICONS = {"general": "star"}


def _mark_colour(mark: str, owner: QColor) -> QColor:
    colours = {"quake": "#8b5a2b", "away": "#777777", "hero": "#c8102e", "general": "#d4a017"}
    return QColor(colours[mark]) if mark in colours else owner


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
