"""Territory's small pictures, drawn with QPainter paths only (our own art): the income coin, the need and
profit badges, the significance shield, the quest scroll, the bridge, one emblem per card type, and the
land a face-down territory card shows (fields, hills, a river, trees), varied by a number."""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen, QPolygonF

from civitas.ui.table.glyph_kit import Glyph, draw_glyph, inset, pen, poly, pt

ICON_COLOURS: dict[str, str] = {
    "coin": "#d4a017",
    "need": "#9b3b2e",
    "profit": "#d4a017",
    "shield": "#3f5f8a",
    "scroll": "#b08a4a",
    "bridge": "#7a5a3a",
    "building": "#8a4b2a",
    "character": "#2f5d8a",
    "event": "#7a2f6b",
    "reputation": "#8c6a12",
    "development": "#2f7a45",
    "quest": "#1f6f73",
}


def _pen(colour: QColor, r: QRectF, f: float = 0.08) -> QPen:
    """Territory's pictures are small: its lines may be thinner than the kit's least."""
    return pen(colour, r, f, least=0.6)


# --- the numbers' badges --------------------------------------------------------------------------------
def coin(p: QPainter, r: QRectF, c: QColor) -> None:
    """A unit of income: a gold coin with a rim."""
    p.setPen(_pen(c.darker(160), r, 0.07))
    p.setBrush(c)
    p.drawEllipse(inset(r, 0.06))
    p.setPen(_pen(c.lighter(135), r, 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(inset(r, 0.2))


def profit(p: QPainter, r: QRectF, c: QColor) -> None:
    """What a working card gives: a coin with rays, round (need is square)."""
    p.setPen(_pen(c.darker(150), r, 0.06))
    for i in range(8):
        a = i * math.pi / 4 + math.pi / 8
        p.drawLine(pt(r, 0.5 + 0.42 * math.cos(a), 0.5 + 0.42 * math.sin(a)),
                   pt(r, 0.5 + 0.5 * math.cos(a), 0.5 + 0.5 * math.sin(a)))
    coin(p, inset(r, 0.08), c)


def need(p: QPainter, r: QRectF, c: QColor) -> None:
    """The income a card needs: a square slot with a notch on top where the coin goes in."""
    body = QRectF(pt(r, 0.08, 0.14), pt(r, 0.92, 0.94))
    path = QPainterPath()
    path.addRoundedRect(body, r.width() * 0.16, r.width() * 0.16)
    notch = QPainterPath()
    notch.addRect(QRectF(pt(r, 0.3, 0.06), pt(r, 0.7, 0.24)))
    p.setPen(_pen(c.darker(150), r, 0.06))
    p.setBrush(c)
    p.drawPath(path.subtracted(notch))
    p.setBrush(c.darker(150))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawPolygon(poly(r, [(0.38, 0.0), (0.62, 0.0), (0.5, 0.16)]))


def shield(p: QPainter, r: QRectF, c: QColor) -> None:
    """Significance: a heater shield."""
    path = QPainterPath()
    path.moveTo(pt(r, 0.5, 0.04))
    path.lineTo(pt(r, 0.92, 0.16))
    path.quadTo(pt(r, 0.9, 0.72), pt(r, 0.5, 0.97))
    path.quadTo(pt(r, 0.1, 0.72), pt(r, 0.08, 0.16))
    path.closeSubpath()
    p.setPen(_pen(c.darker(160), r, 0.06))
    p.setBrush(c)
    p.drawPath(path)


# --- emblems ----------------------------------------------------------------------------------------------
def scroll(p: QPainter, r: QRectF, c: QColor) -> None:
    """A quest: a sealed scroll."""
    p.setPen(_pen(c.darker(160), r, 0.05))
    p.setBrush(QColor("#fbf3dc"))
    p.drawRect(QRectF(pt(r, 0.22, 0.16), pt(r, 0.78, 0.84)))
    p.setBrush(c)
    p.drawRoundedRect(QRectF(pt(r, 0.12, 0.08), pt(r, 0.88, 0.22)), r.width() * 0.07, r.width() * 0.07)
    p.drawRoundedRect(QRectF(pt(r, 0.12, 0.78), pt(r, 0.88, 0.92)), r.width() * 0.07, r.width() * 0.07)
    p.setPen(_pen(c.darker(130), r, 0.04))
    for y in (0.34, 0.44, 0.54):
        p.drawLine(pt(r, 0.32, y), pt(r, 0.68, y))
    p.setPen(_pen(QColor("#7b241c").darker(130), r, 0.03))
    p.setBrush(QColor("#a93226"))
    p.drawEllipse(QRectF(pt(r, 0.5, 0.58), pt(r, 0.7, 0.78)))


def bridge(p: QPainter, r: QRectF, c: QColor) -> None:
    """A bridge: an arch over water."""
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#5b8fb0"))
    p.drawRect(QRectF(pt(r, 0.02, 0.72), pt(r, 0.98, 0.92)))
    deck = QPainterPath()
    deck.moveTo(pt(r, 0.02, 0.42))
    deck.lineTo(pt(r, 0.98, 0.42))
    deck.lineTo(pt(r, 0.98, 0.82))
    deck.lineTo(pt(r, 0.84, 0.82))
    deck.quadTo(pt(r, 0.5, 0.34), pt(r, 0.16, 0.82))
    deck.lineTo(pt(r, 0.02, 0.82))
    deck.closeSubpath()
    p.setPen(_pen(c.darker(150), r, 0.05))
    p.setBrush(c)
    p.drawPath(deck)
    p.setPen(_pen(c.darker(150), r, 0.06))
    p.drawLine(pt(r, 0.02, 0.3), pt(r, 0.98, 0.3))
    for x in (0.1, 0.3, 0.5, 0.7, 0.9):
        p.drawLine(pt(r, x, 0.3), pt(r, x, 0.42))


def building(p: QPainter, r: QRectF, c: QColor) -> None:
    """A building: a house with a roof, a door and a window."""
    p.setPen(_pen(c.darker(150), r, 0.05))
    p.setBrush(c.lighter(125))
    p.drawRect(QRectF(pt(r, 0.2, 0.45), pt(r, 0.8, 0.92)))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.08, 0.48), (0.5, 0.1), (0.92, 0.48)]))
    p.setBrush(c.darker(140))
    p.drawRect(QRectF(pt(r, 0.42, 0.64), pt(r, 0.58, 0.92)))
    p.setBrush(QColor("#f3e2a0"))
    p.drawRect(QRectF(pt(r, 0.26, 0.54), pt(r, 0.36, 0.66)))
    p.drawRect(QRectF(pt(r, 0.64, 0.54), pt(r, 0.74, 0.66)))


def character(p: QPainter, r: QRectF, c: QColor) -> None:
    """A character: a person in a hat."""
    p.setPen(_pen(c.darker(150), r, 0.05))
    p.setBrush(c)
    p.drawPie(QRectF(pt(r, 0.18, 0.52), pt(r, 0.82, 1.4)), 0, 180 * 16)
    p.setBrush(QColor("#e8c9a0"))
    p.drawEllipse(QRectF(pt(r, 0.34, 0.24), pt(r, 0.66, 0.56)))
    p.setBrush(c.darker(140))
    p.drawRect(QRectF(pt(r, 0.38, 0.06), pt(r, 0.62, 0.26)))
    p.drawRoundedRect(QRectF(pt(r, 0.26, 0.22), pt(r, 0.74, 0.3)), r.width() * 0.03, r.width() * 0.03)


def event(p: QPainter, r: QRectF, c: QColor) -> None:
    """An event: a lightning bolt."""
    p.setPen(_pen(c.darker(150), r, 0.04))
    p.setBrush(c)
    p.drawPolygon(poly(r, [(0.58, 0.04), (0.2, 0.56), (0.46, 0.56), (0.36, 0.96), (0.8, 0.4), (0.54, 0.4),
                            (0.68, 0.04)]))


def reputation(p: QPainter, r: QRectF, c: QColor) -> None:
    """Reputation: a laurel wreath around a star."""
    p.setPen(_pen(c.darker(140), r, 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawArc(inset(r, 0.12), 200 * 16, 140 * 16)
    p.drawArc(inset(r, 0.12), 200 * 16, -140 * 16)
    p.setBrush(c)
    for side in (-1, 1):
        for i in range(4):
            a = math.radians(250 - i * 32) if side < 0 else math.radians(290 + i * 32)
            x, y = 0.5 + 0.38 * math.cos(a), 0.5 - 0.38 * math.sin(a)
            p.drawEllipse(QRectF(pt(r, x - 0.07, y - 0.05), pt(r, x + 0.07, y + 0.05)))
    pts: list[tuple[float, float]] = []
    for i in range(10):
        rad = 0.2 if i % 2 == 0 else 0.09
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((0.5 + rad * math.cos(a), 0.48 + rad * math.sin(a)))
    p.drawPolygon(poly(r, pts))


def development(p: QPainter, r: QRectF, c: QColor) -> None:
    """Development: a sprout with two leaves."""
    p.setPen(_pen(c.darker(140), r, 0.07))
    p.drawLine(pt(r, 0.5, 0.92), pt(r, 0.5, 0.34))
    p.setBrush(c)
    for sign in (-1, 1):
        leaf = QPainterPath()
        leaf.moveTo(pt(r, 0.5, 0.52))
        leaf.quadTo(pt(r, 0.5 + sign * 0.12, 0.16), pt(r, 0.5 + sign * 0.42, 0.2))
        leaf.quadTo(pt(r, 0.5 + sign * 0.38, 0.5), pt(r, 0.5, 0.52))
        p.drawPath(leaf)
    p.setBrush(c.darker(160))
    p.drawRoundedRect(QRectF(pt(r, 0.3, 0.84), pt(r, 0.7, 0.96)), r.width() * 0.04, r.width() * 0.04)


ICONS: dict[str, Glyph] = {
    "coin": coin, "need": need, "profit": profit, "shield": shield, "scroll": scroll, "bridge": bridge,
    "building": building, "character": character, "event": event, "reputation": reputation,
    "development": development, "quest": scroll,
}  # fmt: skip


def draw(p: QPainter, name: str, r: QRectF, colour: str | None = None) -> None:
    """Icon ``name`` in ``r`` (stretched to it), in ``colour`` or its own."""
    draw_glyph(p, ICONS[name], r, QColor(colour or ICON_COLOURS[name]))


# --- land: what a face-down card laid as a territory shows -------------------------------------------------
FIELD_COLOURS = ("#c9b458", "#9fb65a", "#b8a04a", "#7fa34e", "#d2c27a", "#a7883f")
HILL_COLOURS = ("#6f8f4a", "#5f7f45", "#7d9450", "#688a58")


def terrain(p: QPainter, r: QRectF, number: int) -> None:
    """Fields, hills, a river and a few trees inside ``r``, seen from a little above. The same number
    always gives the same land; neighbouring numbers differ (hills, river, fields are picked from it)."""
    rng = random.Random(number * 7919 + 104729)
    w, h = r.width(), r.height()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    clip = QPainterPath()
    clip.addRect(r)
    p.setClipPath(clip, Qt.ClipOperation.IntersectClip)
    sky = QLinearGradient(r.topLeft(), r.bottomLeft())
    sky.setColorAt(0, QColor(rng.choice(("#cfe3ef", "#dbe8e0", "#e8e0c8", "#d5e0ee"))))
    sky.setColorAt(0.35, QColor("#eef0dc"))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(sky)
    p.drawRect(r)
    horizon = r.top() + h * rng.uniform(0.22, 0.34)
    # hills on the horizon, far ones paler
    for layer in range(2):
        colour = QColor(rng.choice(HILL_COLOURS)).lighter(135 - layer * 20)
        path = QPainterPath(QPointF(r.left(), r.bottom()))
        x = r.left() - w * 0.1
        path.lineTo(x, horizon + h * 0.1)
        while x < r.right():
            step = w * rng.uniform(0.22, 0.45)
            top = horizon - h * rng.uniform(0.04, 0.18) + layer * h * 0.06
            path.quadTo(QPointF(x + step / 2, top), QPointF(x + step, horizon + h * 0.06 + layer * h * 0.04))
            x += step
        path.lineTo(r.right(), r.bottom())
        path.closeSubpath()
        p.setBrush(colour)
        p.drawPath(path)
    # fields: bands of crops between the horizon and the bottom, each with furrows
    base = horizon + h * 0.12
    bands = rng.randint(3, 5)
    edges = sorted(rng.uniform(0.15, 0.85) for _ in range(bands - 1))
    xs = [r.left(), *(r.left() + e * w for e in edges), r.right()]
    slant = rng.uniform(-0.25, 0.25) * w
    for i in range(len(xs) - 1):
        colour = QColor(rng.choice(FIELD_COLOURS))
        band = QPolygonF([QPointF(xs[i], base), QPointF(xs[i + 1], base), QPointF(xs[i + 1] + slant, r.bottom()),
                          QPointF(xs[i] + slant, r.bottom())])
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(colour)
        p.drawPolygon(band)
        p.setPen(QPen(colour.darker(118), max(0.5, w * 0.006)))
        rows = 4 + rng.randint(0, 3)
        for k in range(1, rows):
            f = k / rows
            p.drawLine(QPointF(xs[i] + slant * f, base + (r.bottom() - base) * f),
                       QPointF(xs[i + 1] + slant * f, base + (r.bottom() - base) * f))
    # a river winding down from the hills (most lands have one)
    if rng.random() < 0.8:
        start = r.left() + w * rng.uniform(0.15, 0.85)
        end = r.left() + w * rng.uniform(0.1, 0.9)
        river = QPainterPath(QPointF(start, horizon + h * 0.06))
        river.cubicTo(QPointF(start + w * rng.uniform(-0.4, 0.4), horizon + (r.bottom() - horizon) * 0.4),
                      QPointF(end + w * rng.uniform(-0.4, 0.4), horizon + (r.bottom() - horizon) * 0.7),
                      QPointF(end, r.bottom() + h * 0.05))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#3f6f8f"), max(1.2, h * 0.09), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(river)
        p.setPen(QPen(QColor("#7fb0cf"), max(0.8, h * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawPath(river)
    # a few trees
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(rng.randint(1, 4)):
        tx = r.left() + w * rng.uniform(0.05, 0.95)
        ty = horizon + (r.bottom() - horizon) * rng.uniform(0.1, 0.8)
        size = h * rng.uniform(0.1, 0.16)
        p.setBrush(QColor("#6b4a2a"))
        p.drawRect(QRectF(tx - size * 0.08, ty, size * 0.16, size * 0.5))
        p.setBrush(QColor(rng.choice(("#3f6f3a", "#4f7f3f", "#35603a"))))
        p.drawEllipse(QPointF(tx, ty - size * 0.05), size * 0.36, size * 0.45)
    p.restore()
