"""Hover zoom: resting the pointer on a card shows it enlarged, with its full text, after a delay."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.card_item import CARD_H, CARD_W, CardFace, CardItem, paint_face
from civitas.ui.table.overlay import OverlayItem

ZOOM = 2.3
TEXT_PX = 14
MAX_TEXT_H = 300.0  # a longer text is cut with an ellipsis (the rules window's gallery has it whole)
#: The least size of the enlarged card on screen, as a share of its size in table units: on a small window, where
#: the table is drawn smaller than its units, the zoom keeps this size (a zoom exists to be read).
LEAST_ON_SCREEN = 0.95


def _text_font() -> QFont:
    font = QFont()
    font.setPixelSize(TEXT_PX)
    return font


class ZoomItem(OverlayItem):
    """The enlarged card, painted from vectors so it is sharp at any size; over the table, so a click on it
    reaches no card under it (it only hides it)."""

    def __init__(self, face: CardFace) -> None:
        super().__init__()
        self.face = face
        self.setZValue(10_000)
        self.setAcceptHoverEvents(False)
        self.text_h = self._text_height()

    def has_box(self) -> bool:
        """Whether a text box goes under the card: it has a text that its face does not already print."""
        return bool(self.face.text) and not self.face.text_on_face

    def _text_height(self) -> float:
        """The height of the text box under the card: as tall as the whole text needs, up to MAX_TEXT_H."""
        if not self.has_box():
            return 0.0
        width = int(CARD_W * ZOOM - 16)
        need = QFontMetricsF(_text_font()).boundingRect(QRectF(0, 0, width, 10_000),
                                                       int(Qt.TextFlag.TextWordWrap), self.face.text)
        return min(MAX_TEXT_H, need.height() + 16)

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W * ZOOM, CARD_H * ZOOM)

    def boundingRect(self) -> QRectF:
        extra = self.text_h + 4 if self.has_box() else 0.0
        return QRectF(-6, -6, CARD_W * ZOOM + 12, CARD_H * ZOOM + extra + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.card_rect().translated(5, 6), 14, 14)
        paint_face(painter, self.face, self.card_rect())
        if self.has_box():
            box = QRectF(0, CARD_H * ZOOM + 4, CARD_W * ZOOM, self.text_h)
            painter.setPen(QPen(QColor("#2b2118"), 1.2))
            painter.setBrush(QColor("#fffaf0"))
            painter.drawRoundedRect(box, 8, 8)
            painter.setFont(_text_font())
            painter.drawText(box.adjusted(8, 6, -8, -6), int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignTop),
                             self.face.text)


class ZoomController(QObject):
    """Shows a ZoomItem for the card under the pointer after ``delay_ms``; hides it on leave or drag."""

    def __init__(self, scene: QGraphicsScene, delay_ms: int = 550) -> None:
        super().__init__(scene)
        self.scene = scene
        self.enabled = True
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(delay_ms)
        self._timer.timeout.connect(self._show)
        self._target: CardItem | None = None
        self.item: ZoomItem | None = None

    def hover(self, card: CardItem | None) -> None:
        if card is self._target:
            return
        self.hide()
        self._target = card
        if card is not None and self.enabled and not card.face.back:
            self._timer.start()

    def show_now(self, card: CardItem) -> None:
        self.hide()
        self._target = card
        self._show()

    def _show(self) -> None:
        card = self._target
        if card is None or card.scene() is not self.scene:
            return
        face = card.face
        if card.toolTip():  # what the table says of this card here (garrisoned under…): a line of its zoom
            text = card.toolTip() + (f"\n\n{face.text}" if face.text and not face.text_on_face else "")
            face = replace(face, text=text, text_on_face=False)
        item = ZoomItem(face)
        item.setScale(self.least_scale())
        bounds = self.scene.sceneRect()
        rect = card.sceneBoundingRect()
        size = item.mapRectToScene(item.boundingRect())
        x = rect.right() + 12
        if x + size.width() > bounds.right():
            x = rect.left() - size.width() - 12
        y = rect.center().y() - size.height() / 2
        x = min(max(bounds.left() + 4, x), bounds.right() - size.width() - 4)
        y = min(max(bounds.top() + 4, y), bounds.bottom() - size.height() - 4)
        item.setPos(QPointF(x, y))
        self.scene.addItem(item)
        self.item = item

    def least_scale(self) -> float:
        """The zoom's scale in table units: 1, or more where the view draws the table smaller than
        LEAST_ON_SCREEN, so the enlarged card is never smaller on screen than that."""
        views = self.scene.views()
        shown = abs(views[0].transform().m11()) if views else 1.0
        return max(1.0, LEAST_ON_SCREEN / shown) if shown > 0 else 1.0

    def hide(self) -> None:
        self._timer.stop()
        self._target = None
        if self.item is not None:
            if self.item.scene() is self.scene:
                self.scene.removeItem(self.item)
            self.item = None
