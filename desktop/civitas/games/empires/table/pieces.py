"""Drawn items of the Empires table that are not cards: a row of chips (a glyph and a number, or a short word)
for a player's supply and tokens, and the tokens and unrest mark of a market slot."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent, QStyleOptionGraphicsItem, QWidget

from civitas.games.empires.table import glyphs
from civitas.ui.table.board import AreaItem
from civitas.ui.table.card_item import pixel_font

INK = QColor("#2b2118")


@dataclass(frozen=True, slots=True)
class Chip:
    glyph: str  # a glyph name (games/empires/table/glyphs.py), "" for a word alone
    text: str
    tip: str
    colour: str = ""  # a word chip's fill ("" : paper)


class ChipsItem(AreaItem):
    """Chips in one line, left to right, each as wide as it needs; each says what it counts in its tooltip (the
    item's tooltip is the chip under the pointer's)."""

    def __init__(self, rect: QRectF, chips: list[Chip]) -> None:
        super().__init__(rect, "\n".join(f"{c.text} — {c.tip}" for c in chips))
        self.chips = chips
        self.setAcceptHoverEvents(True)
        self.spans: list[tuple[float, float]] = []

    def _font_px(self) -> float:
        h = self.area.height()
        px = h * 0.6
        while px > h * 0.4 and self._width(px) > self.area.width():
            px -= 0.5
        return px

    def _width(self, px: float) -> float:
        metrics = QFontMetricsF(pixel_font(px))
        h = self.area.height()
        return sum(self._chip_w(c, metrics, h) + 6 for c in self.chips)

    @staticmethod
    def _chip_w(c: Chip, metrics: QFontMetricsF, h: float) -> float:
        return (h * 0.9 if c.glyph else 0) + metrics.horizontalAdvance(c.text) + h * 0.5

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        px = self._font_px()
        font = pixel_font(px)
        metrics = QFontMetricsF(font)
        painter.setFont(font)
        r = self.area
        h = r.height()
        x = r.left()
        self.spans = []
        for c in self.chips:
            w = min(self._chip_w(c, metrics, h), r.right() - x)
            if w <= h * 0.5:
                break
            chip = QRectF(x, r.top(), w, h)
            painter.setPen(QPen(QColor("#8a7550"), 1.0))
            painter.setBrush(QColor(c.colour) if c.colour else QColor("#fffaf0"))
            painter.drawRoundedRect(chip, h / 2, h / 2)
            tx = x + h * 0.25
            if c.glyph:
                glyphs.draw(painter, c.glyph, QRectF(tx, r.top() + h * 0.12, h * 0.76, h * 0.76))
                tx += h * 0.9
            painter.setPen(QColor("#ffffff") if c.colour else INK)
            painter.drawText(QRectF(tx, r.top(), chip.right() - tx, h), int(Qt.AlignmentFlag.AlignVCenter),
                             metrics.elidedText(c.text, Qt.TextElideMode.ElideRight, chip.right() - tx - h * 0.2))
            self.spans.append((x, x + w))
            x += w + 6

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # the chip under the pointer says what
        pos = event.pos()
        for (left, right), c in zip(self.spans, self.chips, strict=False):
            if left <= pos.x() <= right:
                self.setToolTip(c.tip)
                return
        self.setToolTip("")
        super().hoverMoveEvent(event)


class SlotMarks(QGraphicsItem):
    """Under a market card: the tokens on it (a glyph and a count each); an unrest card under it shows itself
    (a card piece peeking out), so this only counts tokens."""

    def __init__(self, rect: QRectF, tokens: list[int], tip: str) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.tokens = tokens
        if tip:
            self.setToolTip(tip)

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.area.height()
        x = self.area.left()
        painter.setFont(pixel_font(h * 0.7))
        for name, n in zip(("materials", "population", "progress"), self.tokens, strict=True):
            if not n:
                continue
            glyphs.draw(painter, name, QRectF(x, self.area.top(), h, h))
            painter.setPen(INK)
            painter.drawText(QRectF(x + h, self.area.top(), h, h), int(Qt.AlignmentFlag.AlignVCenter), f"×{n}")
            x += 2 * h + 4
