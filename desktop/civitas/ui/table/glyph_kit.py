"""What the games' small pictures (their ``glyphs`` modules) are drawn with: a glyph is a function that
paints itself stretched to a rect in a colour; points are given as fractions of that rect (``pt``,
``poly``, from icons), pens scale with it (``pen``), and ``draw_glyph`` paints one antialiased without
leaving the painter changed."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from civitas.ui.table.icons import poly, pt

__all__ = ["Glyph", "draw_glyph", "inset", "pen", "poly", "pt"]

Glyph = Callable[[QPainter, QRectF, QColor], None]


def pen(colour: QColor, r: QRectF, f: float = 0.08, least: float = 0.8) -> QPen:
    """A round-capped pen ``f`` of the rect's width thick, never thinner than ``least``."""
    out = QPen(colour, max(least, r.width() * f))
    out.setCapStyle(Qt.PenCapStyle.RoundCap)
    out.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return out


def inset(r: QRectF, f: float) -> QRectF:
    """``r`` shrunk on every side by ``f`` of its width (left, right) and height (top, bottom)."""
    return r.adjusted(r.width() * f, r.height() * f, -r.width() * f, -r.height() * f)


def draw_glyph(p: QPainter, glyph: Glyph, r: QRectF, colour: QColor) -> None:
    """Paint ``glyph`` in ``r`` (stretched to it), antialiased; the painter is left as it was."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    glyph(p, r, colour)
    p.restore()
