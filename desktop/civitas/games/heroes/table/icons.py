"""Age of Heroes' own icons (resources, buildings, events), drawn with QPainter paths: our own art.
Importing this module registers them with the table's icon painter (``civitas.ui.table.icons``), and the
colours of the resource icons on card costs."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from civitas.ui.table.card_item import COST_COLOURS
from civitas.ui.table.icons import icon, outline, poly, pt, star_shape
from civitas.ui.table.tokens import MARK_STYLES, SOLID_KINDS, TOKEN_SHAPES

COST_COLOURS.update({
    "iron": "#6d7b8a",
    "wood": "#8a5a2b",
    "grain": "#d2a52c",
    "stone": "#8d8d86",
    "gold": "#e0b520",
})
# Told apart at a glance, even small: a city stands on a house-shaped token with a cluster of roofs on
# it, a fortress on a token notched like a wall, filled with the owner's colour, with a towered gate
# drawn light; armies and generals are discs.
TOKEN_SHAPES.update({"city": "house", "fortress": "battlement"})
SOLID_KINDS.add("fortress")
# Marks on tokens: a general on an army (a star), an earthquake's crack, an army away at war, a hero.
MARK_STYLES.update({
    "general": ("star", "#d4a017"),
    "quake": ("quake", "#8b5a2b"),
    "away": ("away", "#777777"),
    "hero": ("hero", "#c8102e"),
})


@icon("iron")
def _iron(p: QPainter, r: QRectF, c: QColor) -> None:
    # two ingots, one on the other
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.1, 0.8), (0.2, 0.58), (0.8, 0.58), (0.9, 0.8)]))
    p.setBrush(c.lighter(125))
    p.drawPolygon(poly(r, [(0.22, 0.52), (0.32, 0.3), (0.68, 0.3), (0.78, 0.52)]))


@icon("wood")
def _wood(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    for i, (y, dx) in enumerate(((0.62, 0.0), (0.38, 0.12))):
        body = QRectF(pt(r, 0.12 + dx, y - 0.12), pt(r, 0.78 + dx * 0.5, y + 0.12))
        p.setBrush(c if i == 0 else c.lighter(115))
        p.drawRoundedRect(body, body.height() / 2, body.height() / 2)
        end = QRectF(body.right() - body.height() * 0.9, body.top(), body.height() * 0.9, body.height())
        p.setBrush(c.lighter(150))
        p.drawEllipse(end)
        p.drawEllipse(end.adjusted(end.width() * 0.3, end.height() * 0.3, -end.width() * 0.3, -end.height() * 0.3))


@icon("grain")
def _grain(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r, 0.05))
    p.drawLine(pt(r, 0.5, 0.92), pt(r, 0.5, 0.18))
    p.setBrush(c)
    for i in range(4):
        y = 0.26 + i * 0.15
        for side in (-1, 1):
            path = QPainterPath(pt(r, 0.5, y + 0.1))
            path.quadTo(pt(r, 0.5 + side * 0.22, y + 0.02), pt(r, 0.5 + side * 0.16, y - 0.1))
            path.quadTo(pt(r, 0.5 + side * 0.04, y - 0.02), pt(r, 0.5, y + 0.1))
            p.drawPath(path)
    p.drawEllipse(QRectF(pt(r, 0.44, 0.06), pt(r, 0.56, 0.24)))


@icon("stone")
def _stone(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c.darker(110))
    p.drawPolygon(poly(r, [(0.08, 0.85), (0.16, 0.52), (0.4, 0.42), (0.56, 0.6), (0.6, 0.85)]))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.4, 0.85), (0.46, 0.4), (0.66, 0.22), (0.88, 0.4), (0.92, 0.85)]))
    p.setBrush(c.lighter(130))
    p.drawPolygon(poly(r, [(0.52, 0.44), (0.66, 0.3), (0.8, 0.42), (0.66, 0.5)]))


@icon("gold")
def _gold(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawEllipse(QRectF(pt(r, 0.14, 0.14), pt(r, 0.86, 0.86)))
    p.setBrush(c.lighter(120))
    p.drawEllipse(QRectF(pt(r, 0.26, 0.26), pt(r, 0.74, 0.74)))
    star_shape(p, QRectF(pt(r, 0.34, 0.34), pt(r, 0.66, 0.66)), c.darker(130), points=5)


@icon("city")
def _city(p: QPainter, r: QRectF, c: QColor) -> None:
    # three houses under pitched roofs, the middle one the tallest: a skyline of peaks
    p.setPen(outline(c, r))
    for walls, roof, shade in (
        ([(0.04, 0.92), (0.04, 0.56), (0.34, 0.56), (0.34, 0.92)], [(0.0, 0.58), (0.19, 0.36), (0.38, 0.58)], 110),
        ([(0.66, 0.92), (0.66, 0.52), (0.96, 0.52), (0.96, 0.92)], [(0.62, 0.54), (0.81, 0.3), (1.0, 0.54)], 110),
        ([(0.3, 0.92), (0.3, 0.44), (0.7, 0.44), (0.7, 0.92)], [(0.24, 0.46), (0.5, 0.08), (0.76, 0.46)], 100),
    ):
        p.setBrush(c.lighter(shade))
        p.drawPolygon(poly(r, walls))
        p.setBrush(c.darker(135))
        p.drawPolygon(poly(r, roof))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(c.darker(190))
    p.drawRect(QRectF(pt(r, 0.44, 0.7), pt(r, 0.56, 0.92)))  # the door of the middle house
    for fx, fy in ((0.14, 0.66), (0.76, 0.62), (0.44, 0.52), (0.52, 0.52)):
        p.drawRect(QRectF(pt(r, fx, fy), pt(r, fx + 0.07, fy + 0.08)))


@icon("army")
def _army(p: QPainter, r: QRectF, c: QColor) -> None:
    # a shield with a crossed spear
    p.setPen(outline(c, r, 0.06))
    p.drawLine(pt(r, 0.14, 0.9), pt(r, 0.86, 0.1))
    path = QPainterPath(pt(r, 0.5, 0.14))
    path.lineTo(pt(r, 0.82, 0.24))
    path.quadTo(pt(r, 0.82, 0.7), pt(r, 0.5, 0.9))
    path.quadTo(pt(r, 0.18, 0.7), pt(r, 0.18, 0.24))
    path.closeSubpath()
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawPath(path)
    p.setBrush(c.lighter(140))
    p.drawEllipse(QRectF(pt(r, 0.4, 0.38), pt(r, 0.6, 0.58)))
    p.setBrush(c.darker(160))
    p.drawPolygon(poly(r, [(0.86, 0.1), (0.8, 0.22), (0.74, 0.16)]))


@icon("fortress")
def _fortress(p: QPainter, r: QRectF, c: QColor) -> None:
    # two crenellated towers joined by a crenellated wall with an arched gate: all flat tops and notches
    p.setPen(outline(c, r))
    p.setBrush(c.darker(112))
    p.drawPolygon(poly(r, [(0.24, 0.92), (0.24, 0.36), (0.34, 0.36), (0.34, 0.44), (0.44, 0.44), (0.44, 0.36),
                            (0.56, 0.36), (0.56, 0.44), (0.66, 0.44), (0.66, 0.36), (0.76, 0.36), (0.76, 0.92)]))
    p.setBrush(c)
    for x in (0.04, 0.68):
        p.drawPolygon(poly(r, [(x, 0.92), (x, 0.12), (x + 0.08, 0.12), (x + 0.08, 0.22), (x + 0.12, 0.22),
                                (x + 0.12, 0.12), (x + 0.2, 0.12), (x + 0.2, 0.22), (x + 0.28, 0.22),
                                (x + 0.28, 0.92)]))
    p.setBrush(c.darker(190))
    gate = QPainterPath(pt(r, 0.4, 0.92))
    gate.lineTo(pt(r, 0.4, 0.66))
    gate.quadTo(pt(r, 0.5, 0.5), pt(r, 0.6, 0.66))
    gate.lineTo(pt(r, 0.6, 0.92))
    gate.closeSubpath()
    p.drawPath(gate)
    for x in (0.15, 0.79):  # arrow slits
        p.drawRect(QRectF(pt(r, x, 0.38), pt(r, x + 0.06, 0.56)))


@icon("general")
def _general(p: QPainter, r: QRectF, c: QColor) -> None:
    # a crested helmet
    p.setPen(outline(c, r))
    p.setBrush(c.lighter(110))
    crest = QPainterPath(pt(r, 0.3, 0.3))
    crest.quadTo(pt(r, 0.5, 0.0), pt(r, 0.86, 0.24))
    crest.quadTo(pt(r, 0.6, 0.2), pt(r, 0.5, 0.34))
    crest.closeSubpath()
    p.drawPath(crest)
    p.setBrush(c)
    helm = QPainterPath(pt(r, 0.2, 0.86))
    helm.lineTo(pt(r, 0.2, 0.5))
    helm.quadTo(pt(r, 0.22, 0.26), pt(r, 0.5, 0.26))
    helm.quadTo(pt(r, 0.78, 0.26), pt(r, 0.8, 0.5))
    helm.lineTo(pt(r, 0.8, 0.86))
    helm.lineTo(pt(r, 0.6, 0.86))
    helm.lineTo(pt(r, 0.6, 0.56))
    helm.lineTo(pt(r, 0.4, 0.56))
    helm.lineTo(pt(r, 0.4, 0.86))
    helm.closeSubpath()
    p.drawPath(helm)


@icon("road")
def _road(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.36, 0.1), (0.64, 0.1), (0.9, 0.9), (0.1, 0.9)]))
    pen = QPen(c.lighter(170), max(1.0, r.width() * 0.05))
    pen.setDashPattern([2.0, 1.6])
    p.setPen(pen)
    p.drawLine(pt(r, 0.5, 0.14), pt(r, 0.5, 0.86))


@icon("hero")
def _hero(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawEllipse(QRectF(pt(r, 0.38, 0.1), pt(r, 0.62, 0.34)))
    body = QPainterPath(pt(r, 0.24, 0.9))
    body.lineTo(pt(r, 0.3, 0.44))
    body.quadTo(pt(r, 0.5, 0.36), pt(r, 0.7, 0.44))
    body.lineTo(pt(r, 0.76, 0.9))
    body.closeSubpath()
    p.drawPath(body)
    star_shape(p, QRectF(pt(r, 0.4, 0.5), pt(r, 0.6, 0.7)), c.lighter(170))


@icon("torch")
def _torch(p: QPainter, r: QRectF, c: QColor) -> None:
    # the olympic flame
    p.setPen(outline(c, r))
    p.setBrush(QColor("#8a6a3a"))
    p.drawPolygon(poly(r, [(0.4, 0.5), (0.6, 0.5), (0.54, 0.92), (0.46, 0.92)]))
    p.setBrush(c)
    flame = QPainterPath(pt(r, 0.5, 0.48))
    flame.quadTo(pt(r, 0.2, 0.36), pt(r, 0.46, 0.06))
    flame.quadTo(pt(r, 0.5, 0.26), pt(r, 0.64, 0.16))
    flame.quadTo(pt(r, 0.8, 0.38), pt(r, 0.5, 0.48))
    p.drawPath(flame)


@icon("clover")
def _clover(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.drawLine(pt(r, 0.5, 0.5), pt(r, 0.62, 0.92))
    p.setBrush(c)
    for fx, fy in ((0.5, 0.28), (0.28, 0.5), (0.72, 0.5), (0.5, 0.72)):
        p.drawEllipse(QRectF(pt(r, fx - 0.15, fy - 0.15), pt(r, fx + 0.15, fy + 0.15)))


@icon("quake")
def _quake(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(c)
    p.drawRect(QRectF(pt(r, 0.08, 0.6), pt(r, 0.92, 0.9)))
    pen = QPen(c.darker(200), max(1.5, r.width() * 0.06))
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPolyline(poly(r, [(0.5, 0.1), (0.42, 0.3), (0.58, 0.45), (0.44, 0.62), (0.56, 0.78), (0.48, 0.9)]))


@icon("volcano")
def _volcano(p: QPainter, r: QRectF, c: QColor) -> None:
    p.setPen(outline(c, r))
    p.setBrush(QColor("#6b5b4b"))
    p.drawPolygon(poly(r, [(0.06, 0.9), (0.38, 0.36), (0.62, 0.36), (0.94, 0.9)]))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.38, 0.36), (0.46, 0.52), (0.5, 0.42), (0.56, 0.56), (0.62, 0.36)]))
    for fx, fy, s in ((0.4, 0.2, 0.1), (0.58, 0.12, 0.12), (0.5, 0.26, 0.08)):
        p.drawEllipse(QRectF(pt(r, fx - s / 2, fy - s / 2), pt(r, fx + s / 2, fy + s / 2)))


@icon("famine")
def _famine(p: QPainter, r: QRectF, c: QColor) -> None:
    # an empty bowl under a broken ear
    p.setPen(outline(c, r))
    p.setBrush(c)
    bowl = QPainterPath(pt(r, 0.12, 0.56))
    bowl.lineTo(pt(r, 0.88, 0.56))
    bowl.quadTo(pt(r, 0.84, 0.9), pt(r, 0.5, 0.9))
    bowl.quadTo(pt(r, 0.16, 0.9), pt(r, 0.12, 0.56))
    p.drawPath(bowl)
    p.drawLine(pt(r, 0.5, 0.5), pt(r, 0.5, 0.3))
    p.drawLine(pt(r, 0.5, 0.3), pt(r, 0.66, 0.14))


@icon("barbarians")
def _barbarians(p: QPainter, r: QRectF, c: QColor) -> None:
    # a horned helmet over an axe
    p.setPen(outline(c, r))
    p.setBrush(QColor("#d8cfb8"))
    for side in (-1, 1):
        horn = QPainterPath(pt(r, 0.5 + side * 0.18, 0.46))
        horn.quadTo(pt(r, 0.5 + side * 0.42, 0.4), pt(r, 0.5 + side * 0.38, 0.1))
        horn.quadTo(pt(r, 0.5 + side * 0.3, 0.3), pt(r, 0.5 + side * 0.14, 0.36))
        horn.closeSubpath()
        p.drawPath(horn)
    p.setBrush(c)
    helm = QPainterPath(pt(r, 0.24, 0.7))
    helm.quadTo(pt(r, 0.24, 0.3), pt(r, 0.5, 0.3))
    helm.quadTo(pt(r, 0.76, 0.3), pt(r, 0.76, 0.7))
    helm.closeSubpath()
    p.drawPath(helm)
    p.drawRect(QRectF(pt(r, 0.2, 0.7), pt(r, 0.8, 0.8)))


@icon("growth")
def _growth(p: QPainter, r: QRectF, c: QColor) -> None:
    _city(p, QRectF(pt(r, 0.0, 0.2), pt(r, 0.8, 1.0)), c)
    p.setPen(outline(c, r, 0.08))
    p.drawLine(pt(r, 0.82, 0.06), pt(r, 0.82, 0.36))
    p.drawLine(pt(r, 0.67, 0.21), pt(r, 0.97, 0.21))
