"""Text on the table: a framed label (whose turn, which phase) and toasts for what just happened.

Both take every click on them (``OverlayItem``), so a click never goes through one to a piece under it;
a click on a toast dismisses it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from civitas.engine.events import Event
from civitas.engine.log import entry_for, render
from civitas.ui.table.anim import Animator
from civitas.ui.table.fit import Elisions
from civitas.ui.table.overlay import OverlayItem


class LabelItem(OverlayItem):
    """A rounded label of one or two lines; ``dot`` draws a coloured disc before the first line."""

    def __init__(self, rect: QRectF, text: str, sub: str = "", dot: str = "", size: float = 22,
                 fill: str = "#fffaf0", border: str = "#8a7550", min_size: float = 0.0) -> None:
        super().__init__()
        self.min_size = min_size  # a one-line text too long for the label shrinks down to this first
        self.area = QRectF(rect)
        self.text = text
        self.sub = sub
        self.dot = dot
        self.size = size
        self.fill = QColor(fill)
        self.border = QColor(border)
        self.elided = Elisions()  # the lines its last paint had to shorten (see fit.py)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self.border, 1.5))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(self.area, 10, 10)
        self.elided = Elisions()
        inner = self.area.adjusted(12, 4, -12, -4)
        if self.dot:
            d = self.size * 0.8
            painter.setBrush(QColor(self.dot))
            painter.setPen(QPen(QColor("#2b2118"), 1.2))
            top = inner.top() + (inner.height() - d) / 2 if not self.sub else inner.top() + 4
            painter.drawEllipse(QRectF(inner.left(), top, d, d))
            inner.setLeft(inner.left() + d + 10)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(round(self.size))
        painter.setFont(font)
        painter.setPen(QColor("#2b2118"))
        metrics = QFontMetricsF(font)
        if self.sub:
            first = QRectF(inner.left(), inner.top(), inner.width(), metrics.height() + 2)
            painter.drawText(first, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             self.elided.elide(metrics, self.text, inner.width()))
            small = QFont()
            small_px = round(self.size * 0.72)
            small.setPixelSize(small_px)
            while small_px > 9 and QFontMetricsF(small).horizontalAdvance(self.sub) > inner.width():
                small_px -= 1  # a long second line shrinks a little before it is shortened
                small.setPixelSize(small_px)
            painter.setFont(small)
            sub_rect = QRectF(inner.left(), first.bottom(), inner.width(), inner.bottom() - first.bottom())
            painter.drawText(sub_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                             self.elided.elide(QFontMetricsF(small), self.sub, inner.width()))
        else:
            pixels = float(self.size)
            while pixels > self.min_size > 0 and metrics.horizontalAdvance(self.text) > inner.width():
                pixels -= 1
                font.setPixelSize(round(pixels))
                metrics = QFontMetricsF(font)
            if self.min_size > 0 and metrics.horizontalAdvance(self.text) > inner.width() and self._wrapped(
                    painter, font, inner):
                return
            painter.setFont(font)
            painter.drawText(inner, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                             self.elided.elide(metrics, self.text, inner.width()))


    def _wrapped(self, painter: QPainter, font: QFont, inner: QRectF) -> bool:
        """Draw a text too long for one line (even at ``min_size``) on as many lines as the label holds,
        in the largest font from its size down to ``min_size`` that lets it; False when none does."""
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap)
        wrapped = QFont(font)
        pixels = float(self.size)
        while pixels >= self.min_size:
            wrapped.setPixelSize(round(pixels))
            needed = QFontMetricsF(wrapped).boundingRect(QRectF(0, 0, inner.width(), 10_000), flags, self.text)
            if needed.height() <= inner.height() + 1 and needed.width() <= inner.width() + 0.5:
                painter.setFont(wrapped)
                painter.drawText(inner, flags, self.text)
                return True
            pixels -= 1
        return False


class ToastStack:
    """Short messages over the table that fade away after a few seconds, newest at the bottom (at
    most ``keep``)."""

    def __init__(self, scene: QGraphicsScene, animator: Animator, keep: int = 4, life_ms: int = 4000,
                 fade_ms: int = 700) -> None:
        self.scene = scene
        self.animator = animator
        self.keep = keep
        self.life_ms = life_ms
        self.fade_ms = fade_ms
        # Fades run on an animator of their own: a re-render stops the table's animations, and a
        # stopped fade would leave its toast half there for good.
        self.fader = Animator(scene)
        self.items: list[LabelItem] = []
        self.anchor = QRectF(0, 0, 600, 0)

    def show(self, text: str, colour: str = "") -> None:
        from civitas.ui.table.scene import TableScene

        width = self.anchor.width()
        item = LabelItem(QRectF(0, 0, width, 40), text, dot=colour, size=18, fill="#fff8e1", border="#c9a227",
                         min_size=13)
        item.setZValue(9_000)
        item.set_clickable(True)
        item.clicked.connect(lambda it=item: self._remove(it))  # a click dismisses it
        if isinstance(self.scene, TableScene):
            self.scene.add_overlay(item)
        else:
            self.scene.addItem(item)
        self.items.append(item)
        while len(self.items) > self.keep:
            self._remove(self.items[0])
        self._stack()
        timer = QTimer(item)
        timer.setSingleShot(True)
        timer.setInterval(max(1, round(self.life_ms * max(Animator.scale, 0.05))))
        timer.timeout.connect(lambda it=item: self._fade(it))
        timer.start()

    def show_events(self, events: list[Event], kinds: frozenset[str], viewer: int | None, catalog: dict[str, str],
                    lang: str, names: list[str], colour: Callable[[int], str]) -> None:  # fmt: skip
        """A toast for each of ``events`` whose kind is in ``kinds``, in order, worded as the game log words it
        for ``viewer``, with the dot of the seat it names."""
        for event in events:
            if event.kind not in kinds:
                continue
            entry = entry_for(event, viewer, catalog)
            text = render(catalog.get(entry.msg, entry.msg), entry.args, catalog, lang, names) if entry else ""
            if text:
                seat = event.args.get("seat")
                self.show(text, colour(seat) if isinstance(seat, int) and 0 <= seat < len(names) else "")

    def _fade(self, item: LabelItem) -> None:
        if item not in self.items:
            return
        try:
            self.fader.fade_out(item, self.fade_ms, on_done=lambda: self._remove(item))
        except RuntimeError:  # the scene went away with its table
            self._remove(item)

    def _stack(self) -> None:
        """Newest at the bottom slot of ``keep`` from the anchor's top, older ones above it (so a lone
        toast keeps clear of what starts at the anchor's top), each as wide as the anchor."""
        y = self.anchor.top() + 46 * max(0, self.keep - len(self.items))
        width = self.anchor.width()
        for item in self.items:
            if width > 0 and abs(item.area.width() - width) > 0.5:
                item.prepareGeometryChange()
                item.area.setWidth(width)
                item.update()
            item.setPos(QPointF(self.anchor.left(), y))
            y += 46

    def area(self) -> QRectF:
        """Where the toasts stand when the stack is full (nothing else should cover it)."""
        return QRectF(self.anchor.left(), self.anchor.top(), self.anchor.width(), 46 * self.keep - 6)

    def relayout(self) -> None:
        """Put the toasts where the (new) anchor says, after the table laid itself out again."""
        self._stack()

    def _remove(self, item: LabelItem) -> None:
        from civitas.ui.table.scene import TableScene

        if item in self.items:
            self.items.remove(item)
        try:
            if isinstance(self.scene, TableScene):
                self.scene.drop_overlay(item)
            elif item.scene() is self.scene:
                self.scene.removeItem(item)
        except RuntimeError:  # already deleted with the scene
            pass
        self._stack()

    def clear(self) -> None:
        for item in list(self.items):
            self._remove(item)
