"""The Ancient World's own table pieces: a citizen token (the seat's colour and its skill number) and
the capital's plate (1 food, 4 spaces, 5 coins of income, an army limit of 2, drawn as numbered icons)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.games.ancient.table import glyphs
from civitas.ui.table.board import AreaItem, DiscPiece

INK = QColor("#2b2118")


class CitizenToken(DiscPiece):
    """A citizen: a disc in its owner's colour with the skill number; ``starving`` crosses it out."""

    def __init__(self, seat: int, skill: int, colour: str, key: str, draggable: bool = False, size: float = 30,
                 tooltip: str = "", starving: bool = False) -> None:
        super().__init__("citizen", key, ("cit", seat, skill), draggable, QSizeF(size, size), tooltip)
        self.colour = QColor(colour)
        self.skill = skill
        self.starving = starving
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(1, 1, -1, -1)
        painter.setPen(QPen(self.colour.darker(170), max(1.5, r.width() * 0.07)))
        painter.setBrush(self.colour)
        painter.drawEllipse(r)
        painter.setPen(QPen(QColor(255, 255, 255, 160), 1))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(r.adjusted(r.width() * 0.12, r.width() * 0.12, -r.width() * 0.12, -r.width() * 0.12))
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(r.width() * 0.58)))
        painter.setFont(font)
        painter.setPen(QColor("#ffffff"))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), str(self.skill))
        if self.starving:
            painter.setPen(QPen(QColor("#2b2118"), max(1.5, r.width() * 0.08)))
            painter.drawLine(r.topLeft(), r.bottomRight())
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(60, 60, 60, 120))
            painter.drawEllipse(r)
        self.paint_marks(painter, radius=r.width() / 2)


class CapitalItem(AreaItem):
    """The capital's plate: its name and its four figures as numbered icons."""

    def __init__(self, rect: QRectF, title: str, tooltip: str, colour: str) -> None:
        super().__init__(rect, tooltip)
        self.title = title
        self.colour = QColor(colour)
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        painter.setPen(QPen(self.colour.darker(140), 1.5))
        painter.setBrush(QColor("#efe4c8"))
        painter.drawRoundedRect(r, 6, 6)
        scale = abs(painter.worldTransform().m11()) or 1.0
        font = QFont()
        font.setBold(True)
        font.setPixelSize(13)
        painter.setFont(font)
        painter.setPen(INK)
        painter.drawText(QRectF(r.left() + 6, r.top() + 1, r.width() - 12, 16),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.title)
        figures = (("food", 1), ("space", 4), ("coin", 5), ("army", 2))
        cols = 4 if r.width() >= 140 else 2
        rows = 4 // cols
        step = (r.width() - 12) / cols
        size = min(24.0, step * 0.55, (r.height() - 20) / rows - 2)
        font.setPixelSize(max(8, round(min(size, max(size * 0.7, 8.5 / scale)))))  # 8.5 px on screen if it can
        for i, (icon, n) in enumerate(figures):
            row, col = divmod(i, cols)
            box = QRectF(r.left() + 6 + col * step, r.top() + 18 + row * (size + 2), size, size)
            glyphs.draw(painter, icon, box)
            painter.setFont(font)
            painter.setPen(INK)
            painter.drawText(QRectF(box.right(), box.top(), step - size, size),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), str(n))
