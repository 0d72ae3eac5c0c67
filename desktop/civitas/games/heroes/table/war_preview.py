"""The battle preview on the battlefield: who defends and the exact chance of each outcome with the
armies picked so far (texts from ``war_texts.py``, numbers from ``odds.py``).

It is drawn on the table itself (a decor item): a click or a drop on it is one on the battlefield.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.fit import Elisions

MAX_PX = 14
MIN_PX = 9  # below this a line is no longer readable: the text is elided instead
UNIT_W = 54.0  # a unit token and the gap after it on the battlefield
MIN_PANEL_W = 0.5  # the preview takes at least this share of the battlefield's width


class PreviewItem(QGraphicsItem):
    """Lines of text in a pale box; the font shrinks until every wrapped line fits (the first line
    is bold)."""

    def __init__(self, rect: QRectF, lines: list[str]) -> None:
        super().__init__()
        self.area = QRectF(rect)
        self.lines = lines
        self.px = fit_pixels(lines, rect.width() - 16, rect.height() - 8)
        self.setToolTip("\n".join(lines))
        self.elided = Elisions()  # lines its last paint shortened or left out (see fit.py)
        self.setZValue(-5)  # over the battlefield's frame, under the units and the cards

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#8e2a1f"), 1))
        painter.setBrush(QColor(255, 250, 235, 225))
        painter.drawRoundedRect(self.area, 8, 8)
        painter.setPen(QColor("#2b2118"))
        y = self.area.top() + 4
        inner_w = self.area.width() - 16
        self.elided = Elisions()
        for i, line in enumerate(self.lines):
            font = _font(self.px, bold=i == 0)
            painter.setFont(font)
            box = _box(font, line, inner_w)
            room = self.area.bottom() - 4 - y
            if room <= 0:
                self.elided += self.lines[i:]
                break
            rect = QRectF(self.area.left() + 8, y, inner_w, min(box.height(), room))
            text = line if box.height() <= room else self.elided.elide(QFontMetricsF(font), line, inner_w)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap), text)
            y += box.height() + 1


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def _box(font: QFont, line: str, width: float) -> QRectF:
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10_000), flags, line)


def text_height(lines: list[str], px: int, width: float) -> float:
    return sum(_box(_font(px, i == 0), line, width).height() + 1 for i, line in enumerate(lines))


def fit_pixels(lines: list[str], width: float, height: float) -> int:
    """The largest font size (``MIN_PX``..``MAX_PX``) at which the wrapped lines fit the box."""
    for px in range(MAX_PX, MIN_PX - 1, -1):
        if text_height(lines, px, width) <= height:
            return px
    return MIN_PX


def preview_rect(content: QRectF, units: int) -> QRectF:
    """Where the preview stands on the battlefield (given its content rect): the whole of it before
    any unit is picked, then its right part beside the units (at least half of it: a war of many
    armies lays its later tokens under the preview)."""
    if not units:
        return QRectF(content)
    left = content.left() + min(units * UNIT_W, content.width() * (1 - MIN_PANEL_W))
    return QRectF(left, content.top(), content.right() - left, content.height())
