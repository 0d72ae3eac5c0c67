"""The base of everything a player can point at on the table: cards and tokens."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

FOCUS_COLOUR = QColor("#2f8cff")
HIGHLIGHT_COLOUR = QColor("#ffc21a")
HINT_COLOUR = QColor("#19b35a")


class PieceItem(QGraphicsObject):
    """A card or token. ``key`` identifies it across re-renders (so moves can be animated), ``kind``
    names what it is (matching a vanished piece of the same kind gives the start of its slide),
    ``payload`` is whatever the game table needs to map the piece back to the engine."""

    def __init__(self, kind: str, key: str, payload: object = None, draggable: bool = False,
                 size: QSizeF | None = None, tooltip: str = "") -> None:
        super().__init__()
        self._kind = kind
        self.key = key
        self.payload = payload
        self.draggable = draggable
        self.size = size or QSizeF(40, 40)
        self.zone_id = ""
        self.home = QPointF()
        self.home_z = 0.0
        self.highlighted = False
        self.hint_rank = 0  # 1: the hint's best move uses this piece, 2: an alternative
        self.dimmed = False
        self.dragging = False  # set by the drag: no focus ring, see-through so the target shows
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsFocusable)
        if tooltip:
            self.setToolTip(tooltip)
        if draggable:
            self.setCursor(Qt.CursorShape.OpenHandCursor)

    @property
    def kind(self) -> str:
        return self._kind

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.size.width(), self.size.height())

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-8, -8, 8, 8)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def focusInEvent(self, event: object) -> None:
        self.update()

    def focusOutEvent(self, event: object) -> None:
        self.update()

    def set_hint(self, rank: int) -> None:
        if rank != self.hint_rank:
            self.hint_rank = rank
            self.update()

    def paint_marks(self, painter: QPainter, radius: float = 8) -> None:
        """The highlight (a legal target), the hint and keyboard focus rings."""
        if not (self.highlighted or self.hint_rank or self.hasFocus()):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT_COLOUR, 3.5))
            painter.drawRoundedRect(self.rect().adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if self.hint_rank:
            colour = QColor(HINT_COLOUR)
            if self.hint_rank > 1:
                colour.setAlpha(140)
            painter.setPen(QPen(colour, 5 if self.hint_rank == 1 else 3))
            painter.drawRoundedRect(self.rect().adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if self.hasFocus() and not self.dragging:
            pen = QPen(FOCUS_COLOUR, 3)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect().adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
