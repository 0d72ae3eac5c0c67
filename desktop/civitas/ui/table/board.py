"""A board described as data: slots (with a capacity and a covered state), tracks, counters, strips of
text and badges on pieces. A game's table computes where things go and hands these items to the scene;
they are drawn with QPainter only, and every one of them scales with the scene.

* :class:`SlotZone` — a zone whose pieces (tokens) sit in one row in the order they came; it may be
  covered (drawn under a cover with a short text) and may show a capacity.
* :class:`TrackItem` — a row of circles (a round track): a label per circle, small marks under
  some of them and a marker on the current one.
* :class:`CounterItem` — a small framed "icon-like glyph + number" chip, e.g. a deck's count.
* :class:`StripItem` — one line of coloured text segments in a frame (a status strip), shortened to fit.
* :class:`BadgeItem` — a number in a disc stuck to a corner of a piece (coins on a card).
* :class:`AreaItem` — what the drawn items over a rect of the table (tracks, counters, strips, a game's
  plates) start from; :class:`DiscPiece` — a piece whose outline is a disc (a coin, a citizen).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from civitas.ui.table.card_item import pixel_font
from civitas.ui.table.fit import Elisions
from civitas.ui.table.piece import PieceItem
from civitas.ui.table.zone import Zone

INK = QColor("#2b2118")


class AreaItem(QGraphicsItem):
    """An item drawn over a rect of the table (``area``, in scene units) with an optional tooltip; its
    bounding rect reaches ``MARGIN`` beyond the area, room for the pen of its frame."""

    MARGIN = 2.0

    def __init__(self, rect: QRectF, tooltip: str = "") -> None:
        super().__init__()
        self.area = QRectF(rect)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        m = self.MARGIN
        return self.area.adjusted(-m, -m, m, m)


class DiscPiece(PieceItem):
    """A piece whose outline is the disc in its rect (a coin, a citizen): it is hit and ringed as one."""

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.rect())
        return path


@dataclass(frozen=True, slots=True)
class SlotSpec:
    """One action slot of a board: where it is, its name, how many pieces fit (0: any), whether a
    cover hides it now and what the cover says."""

    slot_id: str
    rect: QRectF
    title: str
    capacity: int = 0
    covered: bool = False
    cover_text: str = ""
    colour: str = "#6b5434"


class SlotZone(Zone):
    """A board slot: a name on the left, the tokens placed on it in a row to the right, in order."""

    def __init__(self, spec: SlotSpec, label_w: float, payload: object = None) -> None:
        super().__init__(spec.slot_id, spec.rect, "", layout="free", accepts=True, payload=payload,
                         colour=spec.colour)
        self.spec = spec
        self.label_w = label_w
        self.note = ""  # a short note at the right end (a fee, a capacity)

    def place(self) -> None:
        r = self.area
        x = r.left() + self.label_w + 6
        for i, piece in enumerate(self.pieces):
            piece.home = QPointF(x, r.center().y() - piece.size.height() / 2)
            piece.home_z = float(i)
            x += piece.size.width() + 3

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        r = self.area
        label = QRectF(r.left() + 6, r.top(), self.label_w - 8, r.height())
        painter.setPen(INK)
        metrics_font = pixel_font(min(14.0, r.height() * 0.36))
        painter.setFont(metrics_font)
        text = self.elided.elide(QFontMetricsF(metrics_font), self.spec.title, label.width())
        painter.drawText(label, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), text)
        painter.setPen(QPen(QColor(self.colour.red(), self.colour.green(), self.colour.blue(), 90), 1))
        edge = r.left() + self.label_w
        painter.drawLine(QPointF(edge, r.top() + 4), QPointF(edge, r.bottom() - 4))
        if self.note:
            painter.setFont(pixel_font(min(12.0, r.height() * 0.34), bold=False))
            painter.drawText(r.adjusted(0, 0, -8, 0), int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
                             self.note)
        if self.spec.covered:
            cover = r.adjusted(self.label_w, 3, -3, -3)
            painter.setPen(QPen(QColor("#5a4630"), 1.5))
            painter.setBrush(QBrush(QColor("#a88d64"), Qt.BrushStyle.Dense4Pattern))
            painter.drawRoundedRect(cover, 6, 6)
            painter.setPen(QColor("#fffaf0"))
            painter.setFont(pixel_font(min(14.0, r.height() * 0.4)))
            box = cover.adjusted(8, 0, -8, 0)
            painter.drawText(box, int(Qt.AlignmentFlag.AlignCenter),
                             self.elided.elide(QFontMetricsF(painter.font()), self.spec.cover_text, box.width()))


class TrackItem(AreaItem):
    """A row of ``len(labels)`` circles in ``rect``; ``marks[i]`` is a short text under circle i,
    ``marker`` the index of the circle the marker stands on (-1: before the first)."""

    MARGIN = 4.0

    def __init__(self, rect: QRectF, labels: list[str], marks: dict[int, str], marker: int,
                 marker_colour: str = "#d4a017", tooltip: str = "") -> None:
        super().__init__(rect, tooltip)
        self.labels = labels
        self.marks = marks
        self.marker = marker
        self.marker_colour = QColor(marker_colour)
        self.elided = Elisions()
        self.setZValue(-5)

    def circle(self, i: int) -> QRectF:
        n = max(1, len(self.labels))
        d = min(self.area.height() * 0.62, self.area.width() / (n + 1) * 0.8)
        step = self.area.width() / (n + 0.6)
        x = self.area.left() + step * (i + 0.8) - d / 2
        return QRectF(x, self.area.top() + 2, d, d)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.elided = Elisions()
        n = len(self.labels)
        if n > 1:
            painter.setPen(QPen(QColor("#8a7550"), 2))
            painter.drawLine(self.circle(0).center(), self.circle(n - 1).center())
        for i, label in enumerate(self.labels):
            c = self.circle(i)
            current = i == self.marker
            painter.setPen(QPen(INK, 2.5 if current else 1.2))
            painter.setBrush(QColor("#fffaf0") if i > self.marker else QColor("#e6d8b8"))
            painter.drawEllipse(c)
            painter.setPen(INK)
            painter.setFont(pixel_font(c.height() * 0.42))
            painter.drawText(c, int(Qt.AlignmentFlag.AlignCenter), label)
            mark = self.marks.get(i)
            if mark:
                step = self.area.width() / (n + 0.6)
                under = QRectF(c.center().x() - step / 2 + 2, c.bottom() + 1, step - 4,
                               self.area.bottom() - c.bottom() - 1)
                font = pixel_font(min(11.0, under.height() * 0.8), bold=False)
                while font.pixelSize() > 8 and QFontMetricsF(font).horizontalAdvance(mark) > under.width():
                    font.setPixelSize(font.pixelSize() - 1)
                painter.setFont(font)
                painter.drawText(under, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop),
                                 self.elided.elide(QFontMetricsF(font), mark, under.width()))
            if current:  # the marker: a coin lying on the circle's rim
                m = c.height() * 0.42
                coin = QRectF(c.right() - m * 0.75, c.top() - m * 0.25, m, m)
                painter.setPen(QPen(self.marker_colour.darker(160), 1.5))
                painter.setBrush(self.marker_colour)
                painter.drawEllipse(coin)
        if self.marker < 0 and n:  # before the first circle
            c = self.circle(0)
            m = c.height() * 0.42
            coin = QRectF(c.left() - m * 1.4, c.center().y() - m / 2, m, m)
            painter.setPen(QPen(self.marker_colour.darker(160), 1.5))
            painter.setBrush(self.marker_colour)
            painter.drawEllipse(coin)


class CounterItem(AreaItem):
    """A framed chip with a short text (``"12"``, ``"3 / 5"``) and an optional coloured dot."""

    def __init__(self, rect: QRectF, text: str, dot: str = "", tooltip: str = "", fill: str = "#fffaf0") -> None:
        super().__init__(rect, tooltip)
        self.text = text
        self.dot = QColor(dot) if dot else None
        self.fill = QColor(fill)
        self.elided = Elisions()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.area
        painter.setPen(QPen(QColor("#8a7550"), 1.2))
        painter.setBrush(self.fill)
        painter.drawRoundedRect(r, r.height() / 2, r.height() / 2)
        inner = r.adjusted(r.height() * 0.3, 0, -r.height() * 0.3, 0)
        if self.dot is not None:
            d = r.height() * 0.56
            painter.setBrush(self.dot)
            painter.setPen(QPen(self.dot.darker(160), 1))
            painter.drawEllipse(QRectF(inner.left(), r.center().y() - d / 2, d, d))
            inner.setLeft(inner.left() + d + 4)
        font = pixel_font(r.height() * 0.6)
        painter.setFont(font)
        painter.setPen(INK)
        self.elided = Elisions()
        painter.drawText(inner, int(Qt.AlignmentFlag.AlignCenter),
                         self.elided.elide(QFontMetricsF(font), self.text, inner.width()))


class StripItem(AreaItem):
    """One line of ``(text, colour)`` segments in a frame; whatever does not fit is shortened (and
    recorded in ``elided``), the whole text is the tooltip."""

    def __init__(self, rect: QRectF, segments: list[tuple[str, str]], size: float = 14.0) -> None:
        super().__init__(rect, "  ".join(text for text, _ in segments))
        self.segments = segments
        self.size = size
        self.elided = Elisions()

    def fitted(self) -> QFont:
        """The largest font (down to 70 % of ``size``) in which every segment fits on the line."""
        px = self.size
        total = "   ".join(text for text, _ in self.segments)
        while px > self.size * 0.7:
            if QFontMetricsF(pixel_font(px)).horizontalAdvance(total) <= self.area.width() - 16:
                break
            px -= 0.5
        return pixel_font(px)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#cfc3a8"), 1))
        painter.setBrush(QColor(255, 250, 240, 200))
        painter.drawRoundedRect(self.area, 6, 6)
        font = self.fitted()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        self.elided = Elisions()
        x, right = self.area.left() + 8, self.area.right() - 8
        gap = metrics.horizontalAdvance("   ")
        for text, colour in self.segments:
            room = right - x
            if room <= 8:
                self.elided.check(metrics, text, 0)
                break
            shown = self.elided.elide(metrics, text, room)
            painter.setPen(QColor(colour) if colour else INK)
            painter.drawText(QRectF(x, self.area.top(), room, self.area.height()),
                             int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), shown)
            x += metrics.horizontalAdvance(shown) + gap


class BadgeItem(QGraphicsItem):
    """A number in a disc at a corner of ``piece`` (a child item: it moves with the piece).
    ``corner`` is "tl", "tr", "bl" or "br"."""

    def __init__(self, piece: PieceItem, value: int | str, colour: str = "#3a2c1c", corner: str = "tr",
                 size: float = 20.0, tooltip: str = "", text_colour: str = "#ffffff") -> None:
        super().__init__(piece)
        self.value = str(value)
        self.colour = QColor(colour)
        self.text_colour = QColor(text_colour)
        self.side = size
        w, h = piece.size.width(), piece.size.height()
        x = -size * 0.3 if corner in ("tl", "bl") else w - size * 0.7
        y = -size * 0.3 if corner in ("tl", "tr") else h - size * 0.7
        self.setPos(x, y)
        self.setZValue(2)
        if tooltip:
            self.setToolTip(tooltip)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self.side + 2, self.side + 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(0, 0, self.side, self.side)
        painter.setPen(QPen(self.colour.darker(170), 1.2))
        painter.setBrush(self.colour)
        painter.drawEllipse(r)
        painter.setPen(self.text_colour)
        painter.setFont(pixel_font(self.side * (0.62 if len(self.value) < 2 else 0.5)))
        painter.drawText(r, int(Qt.AlignmentFlag.AlignCenter), self.value)
