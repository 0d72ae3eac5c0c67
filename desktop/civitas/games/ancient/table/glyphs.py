"""The Ancient World's small pictures, drawn with QPainter only: the icons of the cards (food, coins,
knowledge, swords, arrows, army limit, citizen, exploring, space, stars, troop specials) and the
five tribe glyphs that sit on the banners, so the colours never need to be told apart by colour alone."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath

from civitas.ui.table.glyph_kit import Glyph, draw_glyph, inset, pen, poly, pt

TRIBE_COLOURS: dict[str, str] = {
    "red": "#c0392b",
    "green": "#2e8b57",
    "blue": "#2874a6",
    "yellow": "#c9a00c",
    "purple": "#7d3c98",
}
ICON_COLOURS: dict[str, str] = {
    "food": "#6a9a2a",
    "coin": "#d4a017",
    "knowledge": "#2f6fa8",
    "sword": "#5d6d7e",
    "arrow": "#8e5a2b",
    "army": "#8e2a1f",
    "citizen": "#6b4f8f",
    "explore": "#1f7a7a",
    "space": "#7a6a58",
    "star": "#c9a00c",
    "trophy": "#b9770e",
    "espionage": "#34495e",
    "restore": "#229954",
}

def coin(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.07))
    p.setBrush(c)
    p.drawEllipse(inset(r, 0.08))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(inset(r, 0.27))


def knowledge(p: QPainter, r: QRectF, c: QColor) -> None:  # an open scroll
    p.setPen(pen(c.darker(140), r, 0.07))
    p.setBrush(QColor("#fbf6ea"))
    p.drawRect(QRectF(pt(r, 0.2, 0.18), pt(r, 0.8, 0.82)))
    p.setBrush(c)
    p.drawRoundedRect(QRectF(pt(r, 0.1, 0.1), pt(r, 0.9, 0.26)), r.width() * 0.06, r.width() * 0.06)
    p.drawRoundedRect(QRectF(pt(r, 0.1, 0.74), pt(r, 0.9, 0.9)), r.width() * 0.06, r.width() * 0.06)
    for y in (0.4, 0.52, 0.64):
        p.drawLine(pt(r, 0.3, y), pt(r, 0.7, y))


def food(p: QPainter, r: QRectF, c: QColor) -> None:  # an ear of wheat
    p.setPen(pen(c.darker(140), r, 0.08))
    p.drawLine(pt(r, 0.5, 0.92), pt(r, 0.5, 0.15))
    p.setBrush(c)
    for y in (0.22, 0.4, 0.58):
        p.drawEllipse(QRectF(pt(r, 0.24, y), pt(r, 0.48, y + 0.17)))
        p.drawEllipse(QRectF(pt(r, 0.52, y), pt(r, 0.76, y + 0.17)))


def sword(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(130), r, 0.12))
    p.drawLine(pt(r, 0.22, 0.78), pt(r, 0.82, 0.18))
    p.setPen(pen(c.darker(170), r, 0.1))
    p.drawLine(pt(r, 0.2, 0.56), pt(r, 0.44, 0.8))
    p.drawLine(pt(r, 0.1, 0.9), pt(r, 0.26, 0.74))


def arrow(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(130), r, 0.09))
    p.drawLine(pt(r, 0.18, 0.82), pt(r, 0.8, 0.2))
    p.setBrush(c.darker(130))
    p.drawPolygon(poly(r, [(0.88, 0.12), (0.62, 0.22), (0.78, 0.38)]))
    p.drawLine(pt(r, 0.18, 0.82), pt(r, 0.1, 0.66))
    p.drawLine(pt(r, 0.18, 0.82), pt(r, 0.34, 0.9))


def army(p: QPainter, r: QRectF, c: QColor) -> None:  # a shield
    path = QPainterPath()
    path.moveTo(pt(r, 0.5, 0.08))
    path.lineTo(pt(r, 0.86, 0.2))
    path.quadTo(pt(r, 0.84, 0.72), pt(r, 0.5, 0.94))
    path.quadTo(pt(r, 0.16, 0.72), pt(r, 0.14, 0.2))
    path.closeSubpath()
    p.setPen(pen(c.darker(150), r, 0.07))
    p.setBrush(c)
    p.drawPath(path)


def citizen(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(pen(c.darker(150), r, 0.06))
    p.setBrush(c)
    p.drawEllipse(QRectF(pt(r, 0.35, 0.08), pt(r, 0.65, 0.38)))
    p.drawPie(QRectF(pt(r, 0.18, 0.42), pt(r, 0.82, 1.3)), 0, 180 * 16)


def explore(p: QPainter, r: QRectF, c: QColor) -> None:  # a compass rose
    p.setPen(pen(c.darker(150), r, 0.05))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.5, 0.06), (0.6, 0.4), (0.94, 0.5), (0.6, 0.6), (0.5, 0.94), (0.4, 0.6),
                            (0.06, 0.5), (0.4, 0.4)]))


def space(p: QPainter, r: QRectF, c: QColor) -> None:  # an empty building plot
    dashed = pen(c.darker(120), r, 0.09)
    dashed.setStyle(Qt.PenStyle.DashLine)
    p.setPen(dashed)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inset(r, 0.14),
                      r.width() * 0.1, r.width() * 0.1)


def star(p: QPainter, r: QRectF, c: QColor) -> None:
    pts: list[tuple[float, float]] = []
    import math

    for i in range(10):
        rad = 0.46 if i % 2 == 0 else 0.2
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((0.5 + rad * math.cos(a), 0.52 + rad * math.sin(a)))
    p.setPen(pen(c.darker(150), r, 0.05))
    p.setBrush(c)
    p.drawPolygon(poly(r, pts))


def trophy(p: QPainter, r: QRectF, c: QColor) -> None:  # a cup
    p.setPen(pen(c.darker(150), r, 0.07))
    p.setBrush(c)
    p.drawChord(QRectF(pt(r, 0.22, -0.2), pt(r, 0.78, 0.6)), 180 * 16, 180 * 16)
    p.drawRect(QRectF(pt(r, 0.45, 0.58), pt(r, 0.55, 0.78)))
    p.drawRect(QRectF(pt(r, 0.3, 0.78), pt(r, 0.7, 0.88)))


def espionage(p: QPainter, r: QRectF, c: QColor) -> None:  # an eye
    p.setPen(pen(c.darker(130), r, 0.07))
    p.setBrush(QColor("#fbf6ea"))
    path = QPainterPath()
    path.moveTo(pt(r, 0.06, 0.5))
    path.quadTo(pt(r, 0.5, 0.1), pt(r, 0.94, 0.5))
    path.quadTo(pt(r, 0.5, 0.9), pt(r, 0.06, 0.5))
    p.drawPath(path)
    p.setBrush(c)
    p.drawEllipse(QRectF(pt(r, 0.38, 0.38), pt(r, 0.62, 0.62)))


def restore(p: QPainter, r: QRectF, c: QColor) -> None:  # a turning arrow
    p.setPen(pen(c, r, 0.11))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(inset(r, 0.18), 60 * 16,
              270 * 16)
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.62, 0.06), (0.84, 0.2), (0.6, 0.34)]))


ICONS: dict[str, Glyph] = {
    "food": food, "coin": coin, "knowledge": knowledge, "sword": sword, "arrow": arrow, "army": army,
    "citizen": citizen, "explore": explore, "space": space, "star": star, "trophy": trophy,
    "espionage": espionage, "restore": restore,
}  # fmt: skip


def draw(p: QPainter, name: str, r: QRectF, colour: str | None = None) -> None:
    """Icon ``name`` in ``r`` (stretched to it), in ``colour`` or its own."""
    draw_glyph(p, ICONS[name], r, QColor(colour or ICON_COLOURS[name]))


# --- tribe glyphs, white on the banner -------------------------------------------------------------------
def _flame(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(pt(r, 0.5, 0.05))
    path.quadTo(pt(r, 0.95, 0.55), pt(r, 0.5, 0.95))
    path.quadTo(pt(r, 0.05, 0.55), pt(r, 0.5, 0.05))
    p.drawPath(path)


def _leaf(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.moveTo(pt(r, 0.15, 0.85))
    path.quadTo(pt(r, 0.1, 0.1), pt(r, 0.88, 0.12))
    path.quadTo(pt(r, 0.9, 0.9), pt(r, 0.15, 0.85))
    p.drawPath(path)


def _wave(p: QPainter, r: QRectF) -> None:
    p.setBrush(Qt.BrushStyle.NoBrush)
    for y in (0.35, 0.68):
        path = QPainterPath()
        path.moveTo(pt(r, 0.05, y))
        path.quadTo(pt(r, 0.27, y - 0.25), pt(r, 0.5, y))
        path.quadTo(pt(r, 0.73, y + 0.25), pt(r, 0.95, y))
        p.drawPath(path)


def _sun(p: QPainter, r: QRectF) -> None:
    p.drawEllipse(QRectF(pt(r, 0.3, 0.3), pt(r, 0.7, 0.7)))
    for a, b in (((0.5, 0.02), (0.5, 0.18)), ((0.5, 0.82), (0.5, 0.98)), ((0.02, 0.5), (0.18, 0.5)),
                 ((0.82, 0.5), (0.98, 0.5))):
        p.drawLine(pt(r, *a), pt(r, *b))


def _moon(p: QPainter, r: QRectF) -> None:
    path = QPainterPath()
    path.addEllipse(QRectF(pt(r, 0.1, 0.1), pt(r, 0.9, 0.9)))
    cut = QPainterPath()
    cut.addEllipse(QRectF(pt(r, 0.35, 0.0), pt(r, 1.05, 0.75)))
    p.drawPath(path.subtracted(cut))


_TRIBE_GLYPHS: dict[str, Callable[[QPainter, QRectF], None]] = {
    "red": _flame, "green": _leaf, "blue": _wave, "yellow": _sun, "purple": _moon,
}  # fmt: skip


def banner(p: QPainter, r: QRectF, colour: str) -> None:
    """A pennant in the tribe's colour with its glyph in white."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    base = QColor(TRIBE_COLOURS.get(colour, "#777777"))
    p.setPen(pen(base.darker(160), r, 0.05))
    p.setBrush(base)
    p.drawPolygon(poly(r, [(0.05, 0.0), (0.95, 0.0), (0.95, 1.0), (0.5, 0.8), (0.05, 1.0)]))
    inner = QRectF(pt(r, 0.2, 0.12), pt(r, 0.8, 0.68))
    p.setPen(pen(QColor("#ffffff"), inner, 0.1))
    p.setBrush(QColor("#ffffff"))
    _TRIBE_GLYPHS.get(colour, _sun)(p, inner)
    p.restore()
