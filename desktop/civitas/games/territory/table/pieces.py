"""Territory's own table pieces, drawn with QPainter: a land tile, the income pool (a heap of coins with
its number), a territory's local profit (a coin with a number, dragged onto a card), the funding chip on
a card (units received of units needed), the reputation track with every player's marker, and the
bridges and unions drawn over the table."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.board import AreaItem, DiscPiece
from civitas.ui.table.card_item import pixel_font
from civitas.ui.table.piece import PieceItem

INK = QColor("#2b2118")
GOLD = QColor("#d4a017")
#: Terrain colours a tile's number picks from (fields, meadow, hills, clay, heath, forest).
TERRAIN = ("#b9a35a", "#8fae5a", "#a38c63", "#c08a55", "#9c9a6a", "#6f8f55")


def coin(painter: QPainter, centre: QPointF, r: float, filled: bool = True) -> None:
    painter.setPen(QPen(QColor("#8a6a10"), max(1.0, r * 0.18)))
    painter.setBrush(GOLD if filled else QColor(255, 255, 255, 90))
    painter.drawEllipse(centre, r, r)


class LandTile(PieceItem):
    """A territory: a face-down card seen as a strip of land, its number, the union's colour as a border
    and, for its owner, what card it was made of."""

    def __init__(self, t: int, size: QSizeF, colour: str, made_from: str = "", union: str = "",
                 tooltip: str = "") -> None:
        super().__init__("land", f"land:{t}", ("land", t), False, size, tooltip)
        self.t = t
        self.colour = QColor(colour)
        self.made_from = made_from
        self.union = QColor(union) if union else None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect().adjusted(1, 1, -1, -1)
        ground = QColor(TERRAIN[self.t % len(TERRAIN)])
        painter.setPen(QPen(self.union if self.union is not None else self.colour.darker(150),
                            3.5 if self.union is not None else 1.5))
        painter.setBrush(ground)
        painter.drawRoundedRect(r, 6, 6)
        painter.save()
        clip = QPainterPath()
        clip.addRoundedRect(r, 6, 6)
        painter.setClipPath(clip)
        self._terrain(painter, r, ground)
        painter.restore()
        plate = QRectF(r.left() + 3, r.top() + 3, min(r.width() * 0.42, r.height() * 1.1), r.height() * 0.5)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self.colour.red(), self.colour.green(), self.colour.blue(), 225))
        painter.drawRoundedRect(plate, 4, 4)
        painter.setFont(pixel_font(plate.height() * 0.78))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(plate, int(Qt.AlignmentFlag.AlignCenter), str(self.t + 1))
        if self.made_from:
            box = QRectF(r.left() + 3, r.bottom() - r.height() * 0.42, r.width() - 6, r.height() * 0.4)
            painter.setBrush(QColor(255, 250, 235, 200))
            painter.drawRoundedRect(box, 3, 3)
            painter.setFont(pixel_font(box.height() * 0.7, bold=False))
            painter.setPen(INK)
            text = painter.fontMetrics().elidedText(self.made_from, Qt.TextElideMode.ElideRight, int(box.width() - 4))
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter), text)
        self.paint_marks(painter, radius=6)

    def _terrain(self, painter: QPainter, r: QRectF, ground: QColor) -> None:
        """Furrows, hills or a river, chosen by the tile's number so that neighbours differ."""
        style = (self.t * 7 + 3) % 3
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if style == 0:  # furrows
            painter.setPen(QPen(ground.darker(118), 1.2))
            step = max(5.0, r.height() / 5)
            y = r.top() + step / 2
            while y < r.bottom():
                painter.drawLine(QPointF(r.left(), y), QPointF(r.right(), y + r.height() * 0.15))
                y += step
        elif style == 1:  # hills
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ground.darker(112))
            for i in range(3):
                cx = r.left() + r.width() * (0.35 + 0.25 * i)
                painter.drawEllipse(QPointF(cx, r.bottom()), r.width() * 0.22, r.height() * 0.55)
        else:  # a river
            path = QPainterPath(QPointF(r.left() + r.width() * 0.45, r.top()))
            path.cubicTo(QPointF(r.left() + r.width() * 0.8, r.top() + r.height() * 0.4),
                         QPointF(r.left() + r.width() * 0.3, r.top() + r.height() * 0.6),
                         QPointF(r.left() + r.width() * 0.7, r.bottom()))
            painter.setPen(QPen(QColor("#5b8fb0"), max(2.0, r.height() * 0.12)))
            painter.drawPath(path)


class PoolItem(PieceItem):
    """The income pool: a heap of coins and how many units it holds (dragged onto a card to take one)."""

    def __init__(self, units: int, size: QSizeF, draggable: bool, tooltip: str) -> None:
        super().__init__("pool", "pool", ("pool",), draggable, size, tooltip)
        self.units = units

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        radius = min(r.width() / 7.5, r.height() * 0.13)
        shown = min(self.units, 10)
        for i in range(shown):  # a little pyramid of coins
            row = 0 if i < 4 else 1 if i < 7 else 2 if i < 9 else 3
            first = (0, 4, 7, 9)[row]
            k = i - first
            count = (4, 3, 2, 1)[row]
            cx = r.center().x() + (k - (count - 1) / 2) * radius * 1.5
            cy = r.bottom() - radius * 1.1 - row * radius * 1.05
            coin(painter, QPointF(cx, cy), radius)
        if not self.units:
            coin(painter, QPointF(r.center().x(), r.bottom() - radius * 1.1), radius, filled=False)
        painter.setFont(pixel_font(r.height() * 0.34))
        painter.setPen(INK)
        painter.drawText(QRectF(r.left(), r.top(), r.width(), r.height() * 0.4), int(Qt.AlignmentFlag.AlignCenter),
                         str(self.units))
        self.paint_marks(painter, radius=10)


class LocalCoin(DiscPiece):
    """A territory's unspent local profit: a coin with its number, dragged onto a card of the territory."""

    def __init__(self, t: int, units: int, size: float, draggable: bool, tooltip: str) -> None:
        super().__init__("local", f"local:{t}", ("local", t), draggable, QSizeF(size, size), tooltip)
        self.units = units

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.rect()
        coin(painter, r.center(), r.width() / 2 - 1)
        painter.setFont(pixel_font(r.height() * 0.55))
        painter.setPen(INK)
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), str(self.units))
        self.paint_marks(painter, radius=r.width() / 2)


class FundingChip(QGraphicsItem):
    """Stuck to a card's right edge: a coin for every unit it received, an empty ring for every one still
    missing; green when the card works, red when it lacks income. A bank also shows the units it stores."""

    def __init__(self, card: QGraphicsItem, paid: int, need: int, stored: int = 0, tooltip: str = "",
                 at_risk: bool = False) -> None:
        super().__init__(card)
        self.paid, self.need, self.stored, self.at_risk = paid, need, stored, at_risk
        self.d = max(9.0, min(13.0, card.boundingRect().width() * 0.14))
        slots = max(self.need, self.paid)
        self.lead = self.d + 2 if at_risk else 0.0  # room for the red cross of a card that will collapse
        self.w = self.lead + self.d * max(1, slots) + 6 + (self.d * 1.6 if stored else 0)
        self.h = self.d + 6
        width = card.boundingRect().width() - 16  # the piece's rect (its bounding rect has a margin of 8)
        self.setPos(width - min(10.0, self.w * 0.3), card.boundingRect().height() * 0.24 - 8)
        self.setZValue(2)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.w + 2, self.h + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        works = self.paid >= self.need
        painter.setPen(QPen(QColor("#2e7d32") if works else QColor("#b23a2a"), 2))
        painter.setBrush(QColor("#fffaf0"))
        painter.drawRoundedRect(QRectF(0, 0, self.w, self.h), self.h / 2, self.h / 2)
        r = self.d / 2 - 1
        if self.at_risk:
            painter.setPen(QPen(QColor("#b23a2a"), max(1.5, self.d * 0.18)))
            c, k = QPointF(3 + self.d / 2, self.h / 2), self.d * 0.3
            painter.drawLine(QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() + k))
            painter.drawLine(QPointF(c.x() - k, c.y() + k), QPointF(c.x() + k, c.y() - k))
        for i in range(max(self.need, self.paid)):
            coin(painter, QPointF(3 + self.lead + self.d * (i + 0.5), self.h / 2), r, filled=i < self.paid)
        if not max(self.need, self.paid):
            painter.setPen(QPen(QColor("#2e7d32"), 2))
            painter.drawText(QRectF(0, 0, self.w, self.h), int(Qt.AlignmentFlag.AlignCenter), "✓")
        if self.stored:
            x = 3 + self.lead + self.d * max(self.need, self.paid) + 2
            painter.setFont(pixel_font(self.d * 0.8))
            painter.setPen(QColor("#35597a"))
            painter.drawText(QRectF(x, 0, self.d * 1.6, self.h), int(Qt.AlignmentFlag.AlignCenter), f"▣{self.stored}")


class RepTrack(AreaItem):
    """Reputation 0…target (and beyond: the last circle shows "+"), each player's disc on its value."""

    def __init__(self, rect: QRectF, target: int, values: list[int], colours: list[str], title: str,
                 tooltip: str = "") -> None:
        super().__init__(rect, tooltip)
        self.target = target
        self.values = values
        self.colours = [QColor(c) for c in colours]
        self.title = title
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        painter.setPen(QPen(QColor("#6b5434"), 1.5))
        painter.setBrush(QColor(255, 250, 235, 150))
        painter.drawRoundedRect(r, 8, 8)
        painter.setFont(pixel_font(14))
        painter.setPen(INK)
        title_w = min(r.width() * 0.3, painter.fontMetrics().horizontalAdvance(self.title) + 16)
        painter.drawText(QRectF(r.left() + 8, r.top(), title_w, r.height()),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), self.title)
        steps = self.target + 1
        left = r.left() + 8 + title_w
        cell_w = (r.right() - 8 - left) / steps
        d = min(cell_w * 0.86, r.height() - 10)
        for v in range(steps):
            centre = QPointF(left + cell_w * (v + 0.5), r.center().y())
            goal = v == self.target
            painter.setPen(QPen(QColor("#8a6a10") if goal else QColor("#6b5434"), 2 if goal else 1.2))
            painter.setBrush(QColor("#f3dfa0") if goal else QColor("#fffaf0"))
            painter.drawEllipse(centre, d / 2, d / 2)
            painter.setFont(pixel_font(d * 0.34))
            painter.setPen(INK)
            label = f"{v}+" if goal else str(v)
            painter.drawText(QRectF(centre.x() - d / 2, centre.y() - d / 2, d, d * 0.42),
                             int(Qt.AlignmentFlag.AlignCenter), label)
            here = [p for p, value in enumerate(self.values) if min(max(value, 0), self.target) == v]
            for k, p in enumerate(here):  # small discs in a ring inside the circle
                angle = 2 * math.pi * k / max(1, len(here)) + math.pi / 2
                spread = d * 0.2 if len(here) > 1 else 0.0
                at = QPointF(centre.x() + spread * math.cos(angle), centre.y() + d * 0.14 + spread * math.sin(angle))
                painter.setPen(QPen(self.colours[p].darker(160), 1.2))
                painter.setBrush(self.colours[p])
                painter.drawEllipse(at, d * 0.17, d * 0.17)


class LinksItem(QGraphicsItem):
    """Bridges as arcs from the bridge's territory to the one it reaches (dashed while the bridge does not
    work), over everything else of the table but the pieces being dragged."""

    def __init__(self, arcs: list[tuple[QPointF, QPointF, str, bool]], bounds: QRectF) -> None:
        super().__init__()
        self.arcs = arcs
        self.bounds = QRectF(bounds)
        self.setZValue(40)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self.bounds

    def shape(self) -> QPainterPath:
        return QPainterPath()  # never in the way of a click

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for a, b, colour, works in self.arcs:
            path = QPainterPath(a)
            mid = QPointF((a.x() + b.x()) / 2, min(a.y(), b.y()) - 12 - abs(a.x() - b.x()) * 0.02)
            path.quadTo(mid, b)
            pen = QPen(QColor(255, 255, 255, 110), 5)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawPath(path)
            ink = QColor(colour)
            ink.setAlpha(190)
            pen = QPen(ink, 3)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            if not works:
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(path)
            painter.setBrush(QColor(colour))
            painter.drawEllipse(a, 4, 4)
            painter.drawEllipse(b, 4, 4)
