"""Small vector icons drawn with QPainter paths: our own art, scaled to any rect.

``draw_icon(painter, name, rect, colour)`` paints the icon called ``name`` inside ``rect``. Unknown
names fall back to a plain disc, so a game can ask for an icon that does not exist yet.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

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
    _ICONS.get(name, _disc)(painter, square, colour)
    painter.restore()


def _pt(r: QRectF, fx: float, fy: float) -> QPointF:
    return QPointF(r.left() + fx * r.width(), r.top() + fy * r.height())


def _poly(r: QRectF, points: list[tuple[float, float]]) -> QPolygonF:
    return QPolygonF([_pt(r, x, y) for x, y in points])


def _outline(colour: QColor, r: QRectF, factor: float = 0.04) -> QPen:
    pen = QPen(colour.darker(170), max(1.0, r.width() * factor))
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    return pen


def _disc(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawEllipse(r.adjusted(r.width() * 0.15, r.height() * 0.15, -r.width() * 0.15, -r.height() * 0.15))


@icon("iron")
def _iron(p: QPainter, r: QRectF, c: QColor) -> None:
    # two ingots, one on the other
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.1, 0.8), (0.2, 0.58), (0.8, 0.58), (0.9, 0.8)]))
    p.setBrush(c.lighter(125))
    p.drawPolygon(_poly(r, [(0.22, 0.52), (0.32, 0.3), (0.68, 0.3), (0.78, 0.52)]))


@icon("wood")
def _wood(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    for i, (y, dx) in enumerate(((0.62, 0.0), (0.38, 0.12))):
        body = QRectF(_pt(r, 0.12 + dx, y - 0.12), _pt(r, 0.78 + dx * 0.5, y + 0.12))
        p.setBrush(c if i == 0 else c.lighter(115))
        p.drawRoundedRect(body, body.height() / 2, body.height() / 2)
        end = QRectF(body.right() - body.height() * 0.9, body.top(), body.height() * 0.9, body.height())
        p.setBrush(c.lighter(150))
        p.drawEllipse(end)
        p.drawEllipse(end.adjusted(end.width() * 0.3, end.height() * 0.3, -end.width() * 0.3, -end.height() * 0.3))


@icon("grain")
def _grain(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r, 0.05))
    p.drawLine(_pt(r, 0.5, 0.92), _pt(r, 0.5, 0.18))
    p.setBrush(c)
    for i in range(4):
        y = 0.26 + i * 0.15
        for side in (-1, 1):
            path = QPainterPath(_pt(r, 0.5, y + 0.1))
            path.quadTo(_pt(r, 0.5 + side * 0.22, y + 0.02), _pt(r, 0.5 + side * 0.16, y - 0.1))
            path.quadTo(_pt(r, 0.5 + side * 0.04, y - 0.02), _pt(r, 0.5, y + 0.1))
            p.drawPath(path)
    p.drawEllipse(QRectF(_pt(r, 0.44, 0.06), _pt(r, 0.56, 0.24)))


@icon("stone")
def _stone(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c.darker(110))
    p.drawPolygon(_poly(r, [(0.08, 0.85), (0.16, 0.52), (0.4, 0.42), (0.56, 0.6), (0.6, 0.85)]))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.4, 0.85), (0.46, 0.4), (0.66, 0.22), (0.88, 0.4), (0.92, 0.85)]))
    p.setBrush(c.lighter(130))
    p.drawPolygon(_poly(r, [(0.52, 0.44), (0.66, 0.3), (0.8, 0.42), (0.66, 0.5)]))


@icon("gold")
def _gold(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawEllipse(QRectF(_pt(r, 0.14, 0.14), _pt(r, 0.86, 0.86)))
    p.setBrush(c.lighter(120))
    p.drawEllipse(QRectF(_pt(r, 0.26, 0.26), _pt(r, 0.74, 0.74)))
    _star(p, QRectF(_pt(r, 0.34, 0.34), _pt(r, 0.66, 0.66)), c.darker(130), points=5)


def _star(p: QPainter, r: QRectF, c: QColor, points: int = 5, inner: float = 0.45) -> None:
    import math

    poly = QPolygonF()
    for i in range(points * 2):
        angle = -math.pi / 2 + i * math.pi / points
        rad = 0.5 if i % 2 == 0 else 0.5 * inner
        poly.append(_pt(r, 0.5 + rad * math.cos(angle), 0.5 + rad * math.sin(angle)))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c)
    p.drawPolygon(poly)


@icon("star")
def _star_icon(p: QPainter, r: QRectF, c: QColor) -> None:
    _star(p, r.adjusted(r.width() * 0.05, r.height() * 0.05, -r.width() * 0.05, -r.height() * 0.05), c)


@icon("column")
def _column(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawRect(QRectF(_pt(r, 0.22, 0.12), _pt(r, 0.78, 0.22)))
    p.drawRect(QRectF(_pt(r, 0.18, 0.78), _pt(r, 0.82, 0.9)))
    p.setBrush(c.lighter(120))
    p.drawRect(QRectF(_pt(r, 0.32, 0.22), _pt(r, 0.68, 0.78)))
    pen = QPen(c.darker(150), max(1.0, r.width() * 0.025))
    p.setPen(pen)
    for fx in (0.42, 0.5, 0.58):
        p.drawLine(_pt(r, fx, 0.26), _pt(r, fx, 0.74))


@icon("temple")
def _temple(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c.lighter(115))
    p.drawPolygon(_poly(r, [(0.1, 0.32), (0.5, 0.1), (0.9, 0.32)]))
    p.setBrush(c)
    p.drawRect(QRectF(_pt(r, 0.12, 0.32), _pt(r, 0.88, 0.38)))
    for fx in (0.18, 0.36, 0.54, 0.72):
        p.drawRect(QRectF(_pt(r, fx, 0.4), _pt(r, fx + 0.1, 0.8)))
    p.drawRect(QRectF(_pt(r, 0.08, 0.82), _pt(r, 0.92, 0.9)))


@icon("city")
def _city(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c.darker(115))
    p.drawPolygon(_poly(r, [(0.5, 0.88), (0.5, 0.3), (0.66, 0.14), (0.82, 0.3), (0.82, 0.88)]))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.12, 0.88), (0.12, 0.5), (0.32, 0.32), (0.52, 0.5), (0.52, 0.88)]))
    p.setBrush(c.darker(180))
    p.drawRect(QRectF(_pt(r, 0.27, 0.66), _pt(r, 0.37, 0.88)))
    p.drawRect(QRectF(_pt(r, 0.62, 0.4), _pt(r, 0.7, 0.5)))
    p.drawRect(QRectF(_pt(r, 0.62, 0.58), _pt(r, 0.7, 0.68)))


@icon("army")
def _army(p: QPainter, r: QRectF, c: QColor) -> None:
    # a shield with a crossed spear
    p.setPen(_outline(c, r, 0.06))
    p.drawLine(_pt(r, 0.14, 0.9), _pt(r, 0.86, 0.1))
    path = QPainterPath(_pt(r, 0.5, 0.14))
    path.lineTo(_pt(r, 0.82, 0.24))
    path.quadTo(_pt(r, 0.82, 0.7), _pt(r, 0.5, 0.9))
    path.quadTo(_pt(r, 0.18, 0.7), _pt(r, 0.18, 0.24))
    path.closeSubpath()
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawPath(path)
    p.setBrush(c.lighter(140))
    p.drawEllipse(QRectF(_pt(r, 0.4, 0.38), _pt(r, 0.6, 0.58)))
    p.setBrush(c.darker(160))
    p.drawPolygon(_poly(r, [(0.86, 0.1), (0.8, 0.22), (0.74, 0.16)]))


@icon("fortress")
def _fortress(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.14, 0.9), (0.14, 0.22), (0.26, 0.22), (0.26, 0.32), (0.38, 0.32), (0.38, 0.22),
                            (0.62, 0.22), (0.62, 0.32), (0.74, 0.32), (0.74, 0.22), (0.86, 0.22), (0.86, 0.9)]))
    p.setBrush(c.darker(180))
    gate = QPainterPath(_pt(r, 0.4, 0.9))
    gate.lineTo(_pt(r, 0.4, 0.64))
    gate.quadTo(_pt(r, 0.5, 0.5), _pt(r, 0.6, 0.64))
    gate.lineTo(_pt(r, 0.6, 0.9))
    gate.closeSubpath()
    p.drawPath(gate)


@icon("general")
def _general(p: QPainter, r: QRectF, c: QColor) -> None:
    # a crested helmet
    p.setPen(_outline(c, r))
    p.setBrush(c.lighter(110))
    crest = QPainterPath(_pt(r, 0.3, 0.3))
    crest.quadTo(_pt(r, 0.5, 0.0), _pt(r, 0.86, 0.24))
    crest.quadTo(_pt(r, 0.6, 0.2), _pt(r, 0.5, 0.34))
    crest.closeSubpath()
    p.drawPath(crest)
    p.setBrush(c)
    helm = QPainterPath(_pt(r, 0.2, 0.86))
    helm.lineTo(_pt(r, 0.2, 0.5))
    helm.quadTo(_pt(r, 0.22, 0.26), _pt(r, 0.5, 0.26))
    helm.quadTo(_pt(r, 0.78, 0.26), _pt(r, 0.8, 0.5))
    helm.lineTo(_pt(r, 0.8, 0.86))
    helm.lineTo(_pt(r, 0.6, 0.86))
    helm.lineTo(_pt(r, 0.6, 0.56))
    helm.lineTo(_pt(r, 0.4, 0.56))
    helm.lineTo(_pt(r, 0.4, 0.86))
    helm.closeSubpath()
    p.drawPath(helm)


@icon("road")
def _road(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.36, 0.1), (0.64, 0.1), (0.9, 0.9), (0.1, 0.9)]))
    pen = QPen(c.lighter(170), max(1.0, r.width() * 0.05))
    pen.setDashPattern([2.0, 1.6])
    p.setPen(pen)
    p.drawLine(_pt(r, 0.5, 0.14), _pt(r, 0.5, 0.86))


@icon("hero")
def _hero(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawEllipse(QRectF(_pt(r, 0.38, 0.1), _pt(r, 0.62, 0.34)))
    body = QPainterPath(_pt(r, 0.24, 0.9))
    body.lineTo(_pt(r, 0.3, 0.44))
    body.quadTo(_pt(r, 0.5, 0.36), _pt(r, 0.7, 0.44))
    body.lineTo(_pt(r, 0.76, 0.9))
    body.closeSubpath()
    p.drawPath(body)
    _star(p, QRectF(_pt(r, 0.4, 0.5), _pt(r, 0.6, 0.7)), c.lighter(170))


@icon("torch")
def _torch(p: QPainter, r: QRectF, c: QColor) -> None:
    # the olympic flame
    p.setPen(_outline(c, r))
    p.setBrush(QColor("#8a6a3a"))
    p.drawPolygon(_poly(r, [(0.4, 0.5), (0.6, 0.5), (0.54, 0.92), (0.46, 0.92)]))
    p.setBrush(c)
    flame = QPainterPath(_pt(r, 0.5, 0.48))
    flame.quadTo(_pt(r, 0.2, 0.36), _pt(r, 0.46, 0.06))
    flame.quadTo(_pt(r, 0.5, 0.26), _pt(r, 0.64, 0.16))
    flame.quadTo(_pt(r, 0.8, 0.38), _pt(r, 0.5, 0.48))
    p.drawPath(flame)


@icon("clover")
def _clover(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.drawLine(_pt(r, 0.5, 0.5), _pt(r, 0.62, 0.92))
    p.setBrush(c)
    for fx, fy in ((0.5, 0.28), (0.28, 0.5), (0.72, 0.5), (0.5, 0.72)):
        p.drawEllipse(QRectF(_pt(r, fx - 0.15, fy - 0.15), _pt(r, fx + 0.15, fy + 0.15)))


@icon("quake")
def _quake(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(c)
    p.drawRect(QRectF(_pt(r, 0.08, 0.6), _pt(r, 0.92, 0.9)))
    pen = QPen(c.darker(200), max(1.5, r.width() * 0.06))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(_poly(r, [(0.5, 0.1), (0.42, 0.3), (0.58, 0.45), (0.44, 0.62), (0.56, 0.78), (0.48, 0.9)]))


@icon("volcano")
def _volcano(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    p.setBrush(QColor("#6b5b4b"))
    p.drawPolygon(_poly(r, [(0.06, 0.9), (0.38, 0.36), (0.62, 0.36), (0.94, 0.9)]))
    p.setBrush(c)
    p.drawPolygon(_poly(r, [(0.38, 0.36), (0.46, 0.52), (0.5, 0.42), (0.56, 0.56), (0.62, 0.36)]))
    for fx, fy, s in ((0.4, 0.2, 0.1), (0.58, 0.12, 0.12), (0.5, 0.26, 0.08)):
        p.drawEllipse(QRectF(_pt(r, fx - s / 2, fy - s / 2), _pt(r, fx + s / 2, fy + s / 2)))


@icon("famine")
def _famine(p: QPainter, r: QRectF, c: QColor) -> None:
    # an empty bowl under a broken ear
    p.setPen(_outline(c, r))
    p.setBrush(c)
    bowl = QPainterPath(_pt(r, 0.12, 0.56))
    bowl.lineTo(_pt(r, 0.88, 0.56))
    bowl.quadTo(_pt(r, 0.84, 0.9), _pt(r, 0.5, 0.9))
    bowl.quadTo(_pt(r, 0.16, 0.9), _pt(r, 0.12, 0.56))
    p.drawPath(bowl)
    p.drawLine(_pt(r, 0.5, 0.5), _pt(r, 0.5, 0.3))
    p.drawLine(_pt(r, 0.5, 0.3), _pt(r, 0.66, 0.14))


@icon("barbarians")
def _barbarians(p: QPainter, r: QRectF, c: QColor) -> None:
    # a horned helmet over an axe
    p.setPen(_outline(c, r))
    p.setBrush(QColor("#d8cfb8"))
    for side in (-1, 1):
        horn = QPainterPath(_pt(r, 0.5 + side * 0.18, 0.46))
        horn.quadTo(_pt(r, 0.5 + side * 0.42, 0.4), _pt(r, 0.5 + side * 0.38, 0.1))
        horn.quadTo(_pt(r, 0.5 + side * 0.3, 0.3), _pt(r, 0.5 + side * 0.14, 0.36))
        horn.closeSubpath()
        p.drawPath(horn)
    p.setBrush(c)
    helm = QPainterPath(_pt(r, 0.24, 0.7))
    helm.quadTo(_pt(r, 0.24, 0.3), _pt(r, 0.5, 0.3))
    helm.quadTo(_pt(r, 0.76, 0.3), _pt(r, 0.76, 0.7))
    helm.closeSubpath()
    p.drawPath(helm)
    p.drawRect(QRectF(_pt(r, 0.2, 0.7), _pt(r, 0.8, 0.8)))


@icon("growth")
def _growth(p: QPainter, r: QRectF, c: QColor) -> None:
    _city(p, QRectF(_pt(r, 0.0, 0.2), _pt(r, 0.8, 1.0)), c)
    p.setPen(_outline(c, r, 0.08))
    p.drawLine(_pt(r, 0.82, 0.06), _pt(r, 0.82, 0.36))
    p.drawLine(_pt(r, 0.67, 0.21), _pt(r, 0.97, 0.21))


@icon("back")
def _back(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(QPen(c.lighter(160), max(1.0, r.width() * 0.03)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1))
    _temple(p, r.adjusted(r.width() * 0.25, r.height() * 0.25, -r.width() * 0.25, -r.height() * 0.25), c.lighter(160))


@icon("deck")
def _deck(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(_outline(c, r))
    for i in range(3):
        p.setBrush(c.lighter(100 + i * 15))
        off = i * 0.08
        p.drawRoundedRect(QRectF(_pt(r, 0.2 + off, 0.12 + off), _pt(r, 0.62 + off, 0.72 + off)), 2, 2)
