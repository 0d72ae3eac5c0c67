"""The base of everything a player can point at on the table: cards and tokens."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

FOCUS_COLOUR = QColor("#2f8cff")
HIGHLIGHT_COLOUR = QColor("#ffc21a")


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
        self.dimmed = False
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
        return self.rect().adjusted(-4, -4, 4, 4)

    def set_highlight(self, on: bool) -> None:
        if on != self.highlighted:
            self.highlighted = on
            self.update()

    def focusInEvent(self, event: object) -> None:
        self.update()

    def focusOutEvent(self, event: object) -> None:
        self.update()

    def paint_marks(self, painter: QPainter, radius: float = 8) -> None:
        """The highlight (a hint or a legal target) and keyboard focus rings."""
        if not (self.highlighted or self.hasFocus()):
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted:
            painter.setPen(QPen(HIGHLIGHT_COLOUR, 3.5))
            painter.drawRoundedRect(self.rect().adjusted(-1.5, -1.5, 1.5, 1.5), radius, radius)
        if self.hasFocus():
            pen = QPen(FOCUS_COLOUR, 3)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawRoundedRect(self.rect().adjusted(-3, -3, 3, 3), radius + 2, radius + 2)
