"""Zones: areas of the table that hold pieces and receive drops.

A zone has an id the game table understands (``"hand"``, ``"supply:city"``, ``"discard"``), a
rectangle in scene coordinates, a title, and a layout: ``row`` spreads cards in a line and overlaps
them when they do not fit, ``pile`` stacks them with a count, ``grid`` wraps pieces into rows.
Pieces stay top-level scene items (so a dragged card can rise above everything); the zone only
computes where they go.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.fit import Elisions
from civitas.ui.table.piece import PieceItem

TITLE_H = 20.0


class Zone(QGraphicsObject):
    """An area that lays out pieces. ``accepts`` says whether drops are considered at all."""

    def __init__(self, zone_id: str, rect: QRectF, title: str = "", layout: str = "row", accepts: bool = True,
                 payload: object = None, colour: str = "#000000", show_frame: bool = True,
                 gap: float = 6.0) -> None:
        super().__init__()
        self.zone_id = zone_id
        self.area = QRectF(rect)
        self.title = title
        self.layout_kind = layout
        self.accepts = accepts
        self.payload = payload
        self.colour = QColor(colour)
        self.show_frame = show_frame
        self.gap = gap
        self.pieces: list[PieceItem] = []
        self.count_text = ""
        self.hover_state = ""  # "", "target", "legal", "illegal"
        self.active = False  # whose turn: drawn with a stronger frame
        self.slots: list[QRectF] = []  # empty places drawn as dashed outlines (a row of five cards to fill, say)
        self.elided = Elisions()  # the title, if its last paint had to shorten it (see fit.py)
        self.setZValue(-10)
        # Large translucent rounded frames are slow to draw; render each once until it changes.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable, False)

    # --- geometry -------------------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-8, -8, 8, 8)

    def content_rect(self) -> QRectF:
        top = TITLE_H if self.title else 4.0
        return self.area.adjusted(6, top, -6, -4)

    def add(self, piece: PieceItem) -> PieceItem:
        piece.zone_id = self.zone_id
        self.pieces.append(piece)
        return piece

    def place(self) -> None:
        """Compute each piece's home position and z; pieces are moved there by the scene."""
        if not self.pieces:
            return
        content = self.content_rect()
        if self.layout_kind == "free":
            return
        if self.layout_kind == "pile":
            for i, piece in enumerate(self.pieces):
                off = min(i, 4) * 1.5
                piece.home = QPointF(content.center().x() - piece.size.width() / 2 + off,
                                     content.center().y() - piece.size.height() / 2 - off)
                piece.home_z = float(i)
            return
        if self.layout_kind == "grid":
            x, y, row_h = content.left(), content.top(), 0.0
            for i, piece in enumerate(self.pieces):
                w, h = piece.size.width(), piece.size.height()
                if x + w > content.right() + 0.5 and x > content.left():
                    x, y = content.left(), y + row_h + self.gap
                    row_h = 0.0
                piece.home = QPointF(x, y)
                piece.home_z = float(i)
                x += w + self.gap
                row_h = max(row_h, h)
            return
        # row: centred, overlapping when too many
        widths = [p.size.width() for p in self.pieces]
        total = sum(widths) + self.gap * (len(widths) - 1)
        step_gap = self.gap
        if total > content.width() and len(widths) > 1:
            step_gap = (content.width() - sum(widths)) / (len(widths) - 1)
            total = content.width()
        x = content.left() + max(0.0, (content.width() - total) / 2)
        for i, piece in enumerate(self.pieces):
            piece.home = QPointF(x, content.top() + max(0.0, (content.height() - piece.size.height()) / 2))
            piece.home_z = float(i)
            x += piece.size.width() + step_gap

    # --- painting -------------------------------------------------------------------------------------
    def set_hover_state(self, state: str) -> None:
        if state != self.hover_state:
            self.hover_state = state
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.elided = Elisions()
        fill = QColor(self.colour)
        fill.setAlpha(34 if self.show_frame else 0)
        border = QColor(self.colour)
        border.setAlpha(120 if self.show_frame else 0)
        width = 1.5
        if self.active:
            border = QColor("#ffcf40")
            width = 4.0
        if self.hover_state == "target":
            border, width = QColor("#2f8cff"), 2.5
        elif self.hover_state == "legal":
            border, width = QColor("#2fae4f"), 4.0
            fill = QColor(47, 174, 79, 60)
        elif self.hover_state == "illegal":
            border, width = QColor("#c0392b"), 4.0
            fill = QColor(192, 57, 43, 50)
        if border.alpha() or fill.alpha():
            painter.setPen(QPen(border, width))
            painter.setBrush(fill)
            # a drop target's frame stands out around the area, visible past a card dragged over it
            frame = self.area.adjusted(-4, -4, 4, 4) if self.hover_state in ("legal", "illegal") else self.area
            painter.drawRoundedRect(frame, 10, 10)
        if self.slots:
            pen = QPen(QColor(self.colour.red(), self.colour.green(), self.colour.blue(), 150), 1.5)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for slot in self.slots:
                painter.drawRoundedRect(slot, 6, 6)
        if self.title or self.count_text:
            font = QFont()
            font.setPixelSize(14)
            font.setBold(True)
            painter.setFont(font)
            painter.setPen(QColor("#2b2118"))
            text_rect = QRectF(self.area.left() + 8, self.area.top() + 2, self.area.width() - 16, TITLE_H - 2)
            metrics = QFontMetricsF(font)
            reserve = metrics.horizontalAdvance(self.count_text) + 8 if self.count_text else 0.0
            title = self.elided.elide(metrics, self.title, text_rect.width() - reserve)
            painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), title)
            if self.count_text:
                painter.drawText(text_rect, int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                                 self.count_text)


def zone_under(point: QPointF, zones: list[Zone]) -> Zone | None:
    """The accepting zone under ``point``; of several, the smallest (the most particular place)."""
    best: Zone | None = None
    for zone in zones:
        if zone.accepts and zone.area.contains(point):
            if best is None or zone.area.width() * zone.area.height() < best.area.width() * best.area.height():
                best = zone
    return best
