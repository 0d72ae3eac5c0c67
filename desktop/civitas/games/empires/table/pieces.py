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
    line: int = 0  # the line it starts on when the strip has more than one


class ChipsItem(AreaItem):
    """Chips in ``rows`` lines of equal height, left to right, each as wide as it needs (each chip on its own
    ``line``, the last line taking the rest); each says what it counts in its tooltip (the item's tooltip is the
    chip under the pointer's). ``elided`` lists, after a paint, the chip texts it had to shorten or leave out."""

    GAP = 6.0
    ROW_GAP = 3.0

    def __init__(self, rect: QRectF, chips: list[Chip], rows: int = 1) -> None:
        super().__init__(rect, "\n".join(f"{c.text} — {c.tip}" for c in chips))
        self.chips = chips
        self.rows = max(1, rows)
        self.setAcceptHoverEvents(True)
        self.spans: list[tuple[QRectF, Chip]] = []
        self.elided: list[str] = []

    def _row_h(self) -> float:
        return (self.area.height() - self.ROW_GAP * (self.rows - 1)) / self.rows

    def _lines(self, px: float) -> list[list[tuple[Chip, float]]]:
        """The chips with their widths at font size ``px``, line by line."""
        metrics = QFontMetricsF(pixel_font(px))
        h = self._row_h()
        lines: list[list[tuple[Chip, float]]] = [[] for _ in range(self.rows)]
        for c in self.chips:
            lines[min(c.line, self.rows - 1)].append((c, self._chip_w(c, metrics, h)))
        return lines

    def _fits(self, px: float) -> bool:
        return all(sum(w for _, w in line) + self.GAP * (len(line) - 1) <= self.area.width()
                   for line in self._lines(px))

    def _font_px(self) -> float:
        h = self._row_h()
        px = h * 0.6
        while px > h * 0.4 and not self._fits(px):
            px -= 0.5
        return px

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
        h = self._row_h()
        self.spans = []
        self.elided = []
        for row, line in enumerate(self._lines(px)):
            x = r.left()
            top = r.top() + row * (h + self.ROW_GAP)
            for c, need in line:
                w = min(need, r.right() - x)
                if w <= h * 0.5:
                    self.elided.append(c.text)
                    continue
                self._chip(painter, metrics, c, QRectF(x, top, w, h))
                if w < need - 0.5:
                    self.elided.append(c.text)
                x += w + self.GAP

    def _chip(self, painter: QPainter, metrics: QFontMetricsF, c: Chip, chip: QRectF) -> None:
        h = chip.height()
        painter.setPen(QPen(QColor("#8a7550"), 1.0))
        painter.setBrush(QColor(c.colour) if c.colour else QColor("#fffaf0"))
        painter.drawRoundedRect(chip, h / 2, h / 2)
        tx = chip.left() + h * 0.25
        if c.glyph:
            glyphs.draw(painter, c.glyph, QRectF(tx, chip.top() + h * 0.12, h * 0.76, h * 0.76))
            tx += h * 0.9
        painter.setPen(QColor("#ffffff") if c.colour else INK)
        painter.drawText(QRectF(tx, chip.top(), chip.right() - tx, h), int(Qt.AlignmentFlag.AlignVCenter),
                         metrics.elidedText(c.text, Qt.TextElideMode.ElideRight, chip.right() - tx - h * 0.2))
        self.spans.append((chip, c))

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # the chip under the pointer says what
        pos = event.pos()
        for chip, c in self.spans:
            if chip.contains(pos):
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
