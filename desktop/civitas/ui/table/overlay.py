"""Things drawn over the table (a battle report, a toast, a banner, an enlarged card): each one takes
every press and release on it, so a click on it never reaches a piece under it.

The scene's own click and drag handling (``TableScene``) looks only at the topmost item under the
pointer; an ``OverlayItem`` also accepts the mouse itself, so Qt's own delivery stops at it too.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent

BUTTONS = Qt.MouseButton.LeftButton | Qt.MouseButton.RightButton | Qt.MouseButton.MiddleButton


class OverlayItem(QGraphicsObject):
    """An item over the table that swallows the mouse. ``clicked`` fires when a left press on it is
    released on it; ``clickable`` gives it a pointing-hand cursor (a click does something)."""

    clicked = Signal()

    def __init__(self, clickable: bool = False) -> None:
        super().__init__()
        self.setAcceptedMouseButtons(BUTTONS)
        # A press on it gives no keyboard focus to a piece under it either.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStopsClickFocusPropagation)
        # Its own cursor, so the open hand of a draggable card under it never shows through.
        self.set_clickable(clickable)

    def set_clickable(self, clickable: bool) -> None:
        self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if event.button() == Qt.MouseButton.LeftButton and self.boundingRect().contains(event.pos()):
            self.clicked.emit()
