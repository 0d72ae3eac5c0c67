"""Small vector icons drawn with QPainter paths: our own art, scaled to any rect.

``draw_icon(painter, name, rect, colour)`` paints the icon called ``name`` inside ``rect``. Unknown
names fall back to a plain disc, so a game can ask for an icon that does not exist yet.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

IconPainter = Callable[[QPainter, QRectF, QColor], None]

_ICONS: dict[str, IconPainter] = {}


def icon(name: str) -> Callable[[IconPainter], IconPainter]:
    def register(fn: IconPainter) -> IconPainter:
        _ICONS[name] = fn
        return fn

    return register


def has_icon(name: str) -> bool:
    return name in _ICONS


def draw_icon(painter: QPainter, name: str, rect: QRectF, colour: QColor) -> None:
    """Paint icon ``name`` centred in ``rect`` (a square is used, the short side of ``rect``)."""
    side = min(rect.width(), rect.height())
    square = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _ICONS.get(name, disc)(painter, square, colour)
    painter.restore()


def pt(r: QRectF, fx: float, fy: float) -> QPointF:
    return QPointF(r.left() + fx * r.width(), r.top() + fy * r.height())


def poly(r: QRectF, points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([pt(r, x, y) for x, y in points])


def outline(colour: QColor, r: QRectF, factor: float = 0.04) -> QPen:
    pen = QPen(colour.darker(170), max(1.0, r.width() * factor))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def disc(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawEllipse(r.adjusted(r.width() * 0.15, r.height() * 0.15, -r.width() * 0.15, -r.height() * 0.15))


def star_shape(p: QPainter, r: QRectF, c: QColor, points: int = 5, inner: float = 0.45) -> None:
    import math

    poly = QPolygonF()
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        rad = 0.5 if i % 2 == 0 else 0.5 * inner
        poly.append(pt(r, 0.5 + rad * math.cos(angle), 0.5 + rad * math.sin(angle)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    p.drawPolygon(poly)


@icon("star")
def _star_icon(p: QPainter, r: QRectF, c: QColor) -> None:
    star_shape(p, r.adjusted(r.width() * 0.05, r.height() * 0.05, -r.width() * 0.05, -r.height() * 0.05), c)


@icon("column")
def column(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawRect(QRectF(pt(r, 0.22, 0.12), pt(r, 0.78, 0.22)))
    p.drawRect(QRectF(pt(r, 0.18, 0.78), pt(r, 0.82, 0.9)))
    p.setBrush(c.lighter(120))
    p.drawRect(QRectF(pt(r, 0.32, 0.22), pt(r, 0.68, 0.78)))
    pen = QPen(c.darker(150), max(1.0, r.width() * 0.025))
    p.setPen(pen)
    for fx in (0.42, 0.5, 0.58):
        p.drawLine(pt(r, fx, 0.26), pt(r, fx, 0.74))


@icon("temple")
def temple(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c.lighter(115))
    p.drawPolygon(poly(r, [(0.1, 0.32), (0.5, 0.1), (0.9, 0.32)]))
    p.setBrush(c)
    p.drawRect(QRectF(pt(r, 0.12, 0.32), pt(r, 0.88, 0.38)))
    for fx in (0.18, 0.36, 0.54, 0.72):
        p.drawRect(QRectF(pt(r, fx, 0.4), pt(r, fx + 0.1, 0.8)))
    p.drawRect(QRectF(pt(r, 0.08, 0.82), pt(r, 0.92, 0.9)))


@icon("back")
def _back(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(QPen(c.lighter(160), max(1.0, r.width() * 0.03)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1))
    temple(p, r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25), c.lighter(160))


@icon("deck")
def _deck(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    for i in range(3):
        p.setBrush(c.lighter(100 + i * 15))
        off = i * 0.08
        p.drawRoundedRect(QRectF(pt(r, 0.2 + off, 0.12 + off), pt(r, 0.62 + off, 0.72 + off)), 2, 2)
