"""Empires' small pictures, our own, drawn with QPainter paths: the eight card types (scroll, sword, coin, crown,
temple, ship, wheat, hammer), the three resources (materials, population, progress) and the tokens (action,
exhaust). Each is a :data:`~civitas.ui.table.glyph_kit.Glyph`: it paints itself stretched to a rect."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from civitas.ui.table.glyph_kit import Glyph, draw_glyph, inset, pen, poly, pt

#: The colour each glyph is drawn in by default.
COLOURS: dict[str, str] = {
    "scroll": "#8a6d3b", "sword": "#5d6d7e", "coin": "#b7950b", "crown": "#c49a1a", "temple": "#7f8c8d",
    "ship": "#2e6f9e", "wheat": "#b9770e", "hammer": "#6e4b2a", "materials": "#8e5a2c", "population": "#2e7d4f",
    "progress": "#2f5f9f", "action": "#a93226", "exhaust": "#4a4a6a",
}  # fmt: skip


def _scroll(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c, r, 0.07))
    p.setBrush(c.lighter(175))
    p.drawRoundedRect(inset(r, 0.2), r.width() * 0.05, r.height() * 0.05)
    for fy in (0.18, 0.82):
        p.setBrush(c.lighter(130))
        p.drawEllipse(QRectF(r.left() + r.width() * 0.12, r.top() + r.height() * (fy - 0.09), r.width() * 0.76,
                             r.height() * 0.18))
    for fy in (0.42, 0.58):
        p.drawLine(pt(r, 0.32, fy), pt(r, 0.68, fy))


def _sword(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(130), r, 0.05))
    p.setBrush(c.lighter(150))
    p.drawPolygon(poly(r, [(0.5, 0.05), (0.6, 0.2), (0.6, 0.65), (0.4, 0.65), (0.4, 0.2)]))
    p.setBrush(c)
    p.drawRect(QRectF(pt(r, 0.22, 0.65), pt(r, 0.78, 0.73)))
    p.drawRect(QRectF(pt(r, 0.44, 0.73), pt(r, 0.56, 0.95)))


def _coin(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(140), r, 0.07))
    p.setBrush(c.lighter(125))
    p.drawEllipse(inset(r, 0.1))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(inset(r, 0.27))


def _crown(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(140), r, 0.06))
    p.setBrush(c.lighter(120))
    p.drawPolygon(poly(r, [(0.1, 0.8), (0.1, 0.3), (0.3, 0.55), (0.5, 0.2), (0.7, 0.55), (0.9, 0.3), (0.9, 0.8)]))


def _temple(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.06))
    p.setBrush(c.lighter(160))
    p.drawPolygon(poly(r, [(0.08, 0.35), (0.5, 0.08), (0.92, 0.35)]))
    for fx in (0.2, 0.43, 0.66):
        p.drawRect(QRectF(pt(r, fx, 0.4), pt(r, fx + 0.14, 0.8)))
    p.drawRect(QRectF(pt(r, 0.08, 0.82), pt(r, 0.92, 0.92)))


def _ship(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(140), r, 0.06))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.06, 0.62), (0.94, 0.62), (0.78, 0.88), (0.22, 0.88)]))
    p.setBrush(c.lighter(180))
    p.drawPolygon(poly(r, [(0.5, 0.08), (0.5, 0.56), (0.86, 0.56)]))
    p.drawLine(pt(r, 0.5, 0.08), pt(r, 0.5, 0.62))


def _wheat(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(130), r, 0.07))
    p.drawLine(pt(r, 0.5, 0.25), pt(r, 0.5, 0.95))
    p.setBrush(c.lighter(115))
    for fy in (0.12, 0.32, 0.52):
        p.drawEllipse(QRectF(pt(r, 0.3, fy), pt(r, 0.48, fy + 0.2)))
        p.drawEllipse(QRectF(pt(r, 0.52, fy), pt(r, 0.7, fy + 0.2)))


def _hammer(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(130), r, 0.06))
    p.setBrush(c.lighter(140))
    p.drawRect(QRectF(pt(r, 0.44, 0.3), pt(r, 0.56, 0.95)))
    p.setBrush(QColor("#7b7d7d"))
    p.drawRoundedRect(QRectF(pt(r, 0.16, 0.1), pt(r, 0.84, 0.34)), r.width() * 0.04, r.height() * 0.04)


def _materials(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.06))
    p.setBrush(c.lighter(120))
    p.drawPolygon(poly(r, [(0.15, 0.35), (0.5, 0.18), (0.85, 0.35), (0.5, 0.52)]))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.15, 0.35), (0.5, 0.52), (0.5, 0.88), (0.15, 0.7)]))
    p.setBrush(c.darker(125))
    p.drawPolygon(poly(r, [(0.5, 0.52), (0.85, 0.35), (0.85, 0.7), (0.5, 0.88)]))


def _population(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.05))
    p.setBrush(c)
    p.drawEllipse(QRectF(pt(r, 0.34, 0.08), pt(r, 0.66, 0.4)))
    path = QPainterPath(pt(r, 0.16, 0.92))
    path.cubicTo(pt(r, 0.16, 0.45), pt(r, 0.84, 0.45), pt(r, 0.84, 0.92))
    path.closeSubpath()
    p.drawPath(path)


def _progress(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(140), r, 0.05))
    p.setBrush(c.lighter(130))
    p.drawPolygon(poly(r, [(0.5, 0.05), (0.62, 0.38), (0.95, 0.4), (0.69, 0.6), (0.79, 0.93), (0.5, 0.74),
                           (0.21, 0.93), (0.31, 0.6), (0.05, 0.4), (0.38, 0.38)]))  # fmt: skip


def _action(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.07))
    p.setBrush(c)
    p.drawEllipse(inset(r, 0.1))
    p.setPen(pen(QColor("#ffffff"), r, 0.09))
    p.drawLine(pt(r, 0.5, 0.28), pt(r, 0.5, 0.6))
    p.drawPoint(pt(r, 0.5, 0.74))


def _exhaust(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.07))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.5, 0.06), (0.92, 0.5), (0.5, 0.94), (0.08, 0.5)]))
    p.setPen(pen(QColor("#ffffff"), r, 0.08))
    p.drawLine(pt(r, 0.34, 0.5), pt(r, 0.66, 0.5))
    p.drawLine(pt(r, 0.54, 0.38), pt(r, 0.66, 0.5))
    p.drawLine(pt(r, 0.54, 0.62), pt(r, 0.66, 0.5))


GLYPHS: dict[str, Glyph] = {
    "scroll": _scroll, "sword": _sword, "coin": _coin, "crown": _crown, "temple": _temple, "ship": _ship,
    "wheat": _wheat, "hammer": _hammer, "materials": _materials, "population": _population, "progress": _progress,
    "action": _action, "exhaust": _exhaust,
}  # fmt: skip


def draw(p: QPainter, name: str, r: QRectF, colour: str = "") -> None:
    """Glyph ``name`` in ``r`` (its own colour unless told); an unknown name draws nothing."""
    glyph = GLYPHS.get(name)
    if glyph is not None:
        draw_glyph(p, glyph, r, QColor(colour or COLOURS.get(name, "#555555")))
